"""HTML to a letter-size PDF with Qt's PDF writer and the fonts shipped in resources/.

On a machine without fonts Qt writes a PDF with no text at all, so the application
registers its own font (DejaVu Sans) before it writes any document.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QFile, QFileDevice, QIODevice, QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from fog_desktop.exchange.output import os_error
from fog_desktop.fsync import replace_durably

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_FAMILY = "DejaVu Sans"
#: 1/2 inch margins on US letter paper.
MARGIN_MM = 12.7
POINT_SIZE = 10

_registered: list[str] = []


def ensure_gui() -> None:
    """A QGuiApplication for fonts and painting; offscreen where there is no screen."""
    if QGuiApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        QGuiApplication([])


def register_fonts() -> str:
    """Register the shipped fonts once; return their family name."""
    ensure_gui()
    if not _registered:
        folder = files("resources") / "fonts"
        for name in FONT_FILES:
            font_id = QFontDatabase.addApplicationFont(str(folder / name))
            if font_id < 0:
                raise RuntimeError(f"the font {name} shipped in resources/fonts can't be loaded")
            _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    return FONT_FAMILY


def escape(text: object) -> str:
    """Text from a record, safe inside the HTML of a document."""
    return html.escape(str(text)).replace("\n", "<br>")


def write_pdf(
    path: Path,
    body_html: str,
    title: str,
    *,
    images: Mapping[str, bytes] | None = None,
    page_numbers: bool = False,
) -> Path:
    """Lay out ``body_html`` on US letter pages and write the PDF to ``path``.

    ``images`` are the pictures the HTML names in ``<img src="...">``. With
    ``page_numbers`` each page ends with "<title> — page x of y". The file is written under
    a temporary name and put in place durably when complete, so a failure never leaves a
    half-written document under the chosen name; it raises OSError saying why.
    """
    tmp = path.with_name(path.name + ".partial")
    try:
        render_pdf(tmp, body_html, title, images=images, page_numbers=page_numbers)
        replace_durably(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return path


def render_pdf(
    out: Path,
    body_html: str,
    title: str,
    *,
    images: Mapping[str, bytes] | None = None,
    page_numbers: bool = False,
) -> None:
    """:func:`write_pdf` straight to ``out``. Qt's writer only logs a warning when the
    disk or the folder refuses, and would leave a truncated PDF: its file is checked."""
    family = register_fonts()
    target = QFile(str(out))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly | QIODevice.OpenModeFlag.Truncate):
        raise os_error(target.errorString())
    writer = QPdfWriter(target)
    writer.setTitle(title)
    writer.setCreator("FOG Desktop")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.Letter),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    # Lay out in the writer's own resolution, so what is drawn page by page keeps its size.
    document.documentLayout().setPaintDevice(writer)
    document.setDefaultFont(QFont(family, POINT_SIZE))
    for name, data in (images or {}).items():
        document.addResource(
            QTextDocument.ResourceType.ImageResource, QUrl(name), QImage.fromData(data)
        )
    document.setHtml(body_html)
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    footer = area.height() * 0.035 if page_numbers else 0.0
    document.setPageSize(QSizeF(area.width(), area.height() - footer))
    if page_numbers:
        _print_numbered(document, writer, title, footer, family)
    else:
        document.print_(writer)
    del writer  # finishes the document
    target.close()
    if target.error() != QFileDevice.FileError.NoError:
        raise os_error(target.errorString())


def _print_numbered(
    document: QTextDocument, writer: QPdfWriter, title: str, footer: float, family: str
) -> None:
    """Print page by page with "page x of y" under each, as an inspector files them."""
    width = document.pageSize().width()
    height = document.pageSize().height()
    pages = document.pageCount()
    painter = QPainter(writer)
    painter.setFont(QFont(family, POINT_SIZE - 2))
    for index in range(pages):
        if index:
            writer.newPage()
        painter.save()
        painter.translate(0, -index * height)
        document.drawContents(painter, QRectF(0, index * height, width, height))
        painter.restore()
        painter.drawText(
            QRectF(0, height, width, footer),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            f"{title} — page {index + 1} of {pages}",
        )
    painter.end()
