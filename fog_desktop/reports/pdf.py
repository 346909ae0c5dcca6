"""HTML to a letter-size PDF with Qt's PDF writer and the fonts shipped in resources/
(:mod:`~fog_desktop.reports.fonts`).

Qt's layout is trusted for the text and mended where paper needs better (issue 12): a
word is never broken: lines wrap at word boundaries only, and a cell of class
:data:`NOWRAP` (a date, an ID, a status) never wraps; a part whose tables are then too
wide for a portrait page goes landscape, and one still too wide is scaled down. Rows,
headings and tables are kept whole across page bottoms by
:mod:`~fog_desktop.reports.page_breaks`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QFile, QFileDevice, QIODevice, QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)

from fog_desktop.exchange.output import os_error
from fog_desktop.exchange.read_back import check_written
from fog_desktop.fsync import replace_durably
from fog_desktop.parse import legible
from fog_desktop.reports.fonts import drawn, plain_font, register_fonts
from fog_desktop.reports.page_breaks import keep_rows_whole, keep_together, table_classes

#: 1/2 inch margins on US letter paper.
MARGIN_MM = 12.7
POINT_SIZE = 10
#: The class of a cell (or any element) whose text must never wrap: a date, an ID, a
#: status. Qt widens the column for it.
NOWRAP = "nowrap"
#: Style sheet every document starts from, so the class above means the same anywhere.
BASE_STYLE = f".{NOWRAP} {{ white-space: nowrap; }}"
#: A character other than printable ASCII, a tab and a line break, each of which the
#: shipped fonts draw.
_BEYOND_ASCII = re.compile("[^\t\n -~]")


@dataclass(frozen=True)
class Part:
    """A run of pages of one orientation: each part starts on a new page, so a wide table
    can be printed landscape between portrait pages."""

    html: str
    landscape: bool = False
    #: The pictures the HTML names in ``<img src="...">``.
    images: Mapping[str, bytes] = field(default_factory=dict)


def printable(text: object) -> str:
    """Text from a record as a page shows it legibly: a line break typed on Windows (CR
    LF) or an old Mac (CR) as one, and each character the document can't show as itself
    (:func:`~fog_desktop.reports.fonts.drawn`) as its code point, as
    :func:`~fog_desktop.parse.legible` prints a control character: an inspector reads
    [U+6F22], never an empty box or nothing."""
    shown = legible(str(text)).replace("\r\n", "\n").replace("\r", "\n")
    if not _BEYOND_ASCII.search(shown):  # the packet's many plain cells go straight on
        return shown
    return "".join(c if c in "\t\n" or drawn(c) else f"[U+{ord(c):04X}]" for c in shown)


def escape(text: object) -> str:
    """Text from a record, :func:`printable`, and safe inside the HTML of a document."""
    return html.escape(printable(text)).replace("\n", "<br>")


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
        check_written(tmp, path)
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


@dataclass
class _Pages:
    """A part laid out: its document, the orientation it ended in and the scale it is
    drawn at (below 1 only when its tables are too wide even for a landscape page)."""

    document: QTextDocument
    landscape: bool
    scale: float
    #: The height and width of the page's printable area, and the footer's height.
    height: float
    width: float
    footer: float


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
    laid_out = [_laid_out(part, writer, family, page_numbers) for part in parts]
    total = sum(pages.document.pageCount() for pages in laid_out)
    painter: QPainter | None = None
    number = 0
    for pages in laid_out:
        writer.setPageLayout(_page_layout(pages.landscape))
        for index in range(pages.document.pageCount()):
            if painter is None:
                painter = QPainter(writer)
            else:
                writer.newPage()
            number += 1
            text = f"{printable(title)} — page {number} of {total}"
            _draw_page(painter, pages, index, family=family, footer_text=text)
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


def _laid_out(part: Part, writer: QPdfWriter, family: str, page_numbers: bool) -> _Pages:
    """The part paginated: portrait unless it asks for landscape or is too wide for
    portrait, scaled down only if too wide for landscape; rows whole, keeps kept."""
    for landscape in (True,) if part.landscape else (False, True):
        writer.setPageLayout(_page_layout(landscape))
        area = writer.pageLayout().paintRectPixels(writer.resolution())
        footer = area.height() * 0.035 if page_numbers else 0.0
        pages = _Pages(
            _document(part, writer, family), landscape, 1.0, area.height(), area.width(), footer
        )
        _set_scale(pages, 1.0)
        needed = pages.document.documentLayout().documentSize().width()
        if needed <= pages.width + 1:
            break
    else:
        _set_scale(pages, pages.width / needed)
    keep_rows_whole(pages.document, writer.logicalDpiY() / 96)
    keep_together(pages.document, table_classes(part.html))
    return pages


def _document(part: Part, writer: QPdfWriter, family: str) -> QTextDocument:
    document = QTextDocument()
    # Lay out in the writer's own resolution, so what is drawn page by page keeps its size.
    document.documentLayout().setPaintDevice(writer)
    document.setDefaultFont(plain_font(family, POINT_SIZE))
    option = document.defaultTextOption()
    # Qt's default breaks a word anywhere when a table is tight ("2024-12-1 / 3"); a
    # table too wide then is a wider page, never a broken word.
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setDefaultStyleSheet(BASE_STYLE)
    for name, data in part.images.items():
        document.addResource(
            QTextDocument.ResourceType.ImageResource, QUrl(name), QImage.fromData(data)
        )
    document.setHtml(part.html)
    return document


def _set_scale(pages: _Pages, scale: float) -> None:
    pages.scale = scale
    pages.document.setPageSize(QSizeF(pages.width / scale, (pages.height - pages.footer) / scale))


def _draw_page(
    painter: QPainter, pages: _Pages, index: int, *, family: str, footer_text: str
) -> None:
    """Page ``index`` of the part, and under it the footer when it has room for one."""
    document = pages.document
    width = document.pageSize().width()
    height = document.pageSize().height()
    painter.save()
    painter.scale(pages.scale, pages.scale)
    painter.translate(0, -index * height)
    document.drawContents(painter, QRectF(0, index * height, width, height))
    painter.restore()
    if pages.footer:
        painter.setFont(plain_font(family, POINT_SIZE - 2))
        painter.drawText(
            QRectF(0, pages.height - pages.footer, pages.width, pages.footer),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            footer_text,
        )
