"""HTML to a letter-size PDF with Qt's PDF writer and the fonts shipped in resources/.

On a machine without fonts Qt writes a PDF with no text at all, so the application
registers its own font (DejaVu Sans) before it writes any document.
"""

from __future__ import annotations

import html
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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


@dataclass(frozen=True)
class Part:
    """A run of pages of one orientation: each part starts on a new page, so a wide table
    can be printed landscape between portrait pages."""

    html: str
    landscape: bool = False
    #: The pictures the HTML names in ``<img src="...">``.
    images: Mapping[str, bytes] = field(default_factory=dict)


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
    """:func:`write_pdf` straight to ``out``, as one portrait part."""
    render_parts(out, [Part(body_html, images=images or {})], title, page_numbers=page_numbers)


def render_parts(
    out: Path, parts: Sequence[Part], title: str, *, page_numbers: bool = False
) -> None:
    """Lay out each part on pages of its orientation and write them, in order, to ``out``;
    with ``page_numbers``, "<title> — page x of y" counts the pages of every part.

    Qt's writer only logs a warning when the disk or the folder refuses, and would leave a
    truncated PDF: its file is checked."""
    family = register_fonts()
    target = QFile(str(out))
    if not target.open(QIODevice.OpenModeFlag.WriteOnly | QIODevice.OpenModeFlag.Truncate):
        raise os_error(target.errorString())
    writer = QPdfWriter(target)
    writer.setTitle(title)
    writer.setCreator("FOG Desktop")
    documents = []
    for part in parts:
        writer.setPageLayout(_page_layout(part.landscape))
        documents.append(_laid_out(part, writer, family, page_numbers))
    total = sum(document.pageCount() for document, _ in documents)
    painter: QPainter | None = None
    number = 0
    for part, (document, footer) in zip(parts, documents, strict=True):
        writer.setPageLayout(_page_layout(part.landscape))
        for index in range(document.pageCount()):
            if painter is None:
                painter = QPainter(writer)
            else:
                writer.newPage()
            number += 1
            text = f"{title} — page {number} of {total}"
            _draw_page(painter, document, index, footer=footer, family=family, footer_text=text)
    if painter is not None:
        painter.end()
    del writer  # finishes the document
    target.close()
    if target.error() != QFileDevice.FileError.NoError:
        raise os_error(target.errorString())


def _page_layout(landscape: bool) -> QPageLayout:
    orientation = (
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.Letter),
        orientation,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def _laid_out(
    part: Part, writer: QPdfWriter, family: str, page_numbers: bool
) -> tuple[QTextDocument, float]:
    """The part's document paginated for the writer's current page; the footer's height."""
    document = QTextDocument()
    # Lay out in the writer's own resolution, so what is drawn page by page keeps its size.
    document.documentLayout().setPaintDevice(writer)
    document.setDefaultFont(QFont(family, POINT_SIZE))
    for name, data in part.images.items():
        document.addResource(
            QTextDocument.ResourceType.ImageResource, QUrl(name), QImage.fromData(data)
        )
    document.setHtml(part.html)
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    footer = area.height() * 0.035 if page_numbers else 0.0
    document.setPageSize(QSizeF(area.width(), area.height() - footer))
    return document, footer


def _draw_page(
    painter: QPainter,
    document: QTextDocument,
    index: int,
    *,
    footer: float,
    family: str,
    footer_text: str,
) -> None:
    """Page ``index`` of ``document``, and under it the footer when it has room for one."""
    width = document.pageSize().width()
    height = document.pageSize().height()
    painter.save()
    painter.translate(0, -index * height)
    document.drawContents(painter, QRectF(0, index * height, width, height))
    painter.restore()
    if footer:
        painter.setFont(QFont(family, POINT_SIZE - 2))
        painter.drawText(
            QRectF(0, height, width, footer),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            footer_text,
        )
