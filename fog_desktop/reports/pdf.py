"""HTML to a letter-size PDF with Qt's PDF writer and the fonts shipped in resources/.

On a machine without fonts Qt writes a PDF with no text at all, so the application
registers its own font (DejaVu Sans) before it writes any document.

Qt's layout is trusted for the text and mended where paper needs better (issue 12):
- a word is never broken: lines wrap at word boundaries only, and a cell of class
  :data:`NOWRAP` (a date, an ID, a status) never wraps; a part whose tables are then
  too wide for a portrait page goes landscape, and one still too wide is scaled down;
- a table row never splits across a page bottom unless it is taller than a page: it
  moves whole to the next page, under the repeated ``<thead>`` rows;
- a heading is kept with what follows it, and a table of class :data:`KEEP` (one
  incident, one session) moves whole to the next page when it would straddle one.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
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
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrame,
    QTextOption,
    QTextTable,
)

from fog_desktop.exchange.output import os_error
from fog_desktop.fsync import replace_durably

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_FAMILY = "DejaVu Sans"
#: 1/2 inch margins on US letter paper.
MARGIN_MM = 12.7
POINT_SIZE = 10
#: The class of a cell (or any element) whose text must never wrap: a date, an ID, a
#: status. Qt widens the column for it.
NOWRAP = "nowrap"
#: The class of a table kept whole on one page when it fits on one.
KEEP = "keep"
#: Style sheet every document starts from, so the classes above mean the same anywhere.
BASE_STYLE = f".{NOWRAP} {{ white-space: nowrap; }}"
#: Something that starts this close to a page's top is already as high as it can go.
_PAGE_TOP = 0.04
#: Most pages of keep-together moves one part can ask for; each one costs a relayout.
_MOST_MOVES = 200

_registered: list[str] = []
#: How to make the Qt application when none runs yet, as the entry point registered it,
#: and the application made, kept alive for the process.
_gui_maker: list[Callable[[], QGuiApplication]] = []
_made: list[QGuiApplication] = []


def register_gui(make: Callable[[], QGuiApplication]) -> None:
    """Tell the writer how to make Qt's application when no window runs: the entry point
    does (fog_desktop/__main__.py), so the core never makes one of its own. A running
    QApplication (the window's, a test's) serves as it is."""
    _gui_maker[:] = [make]


def ensure_gui() -> None:
    """The Qt application fonts and painting need: the one running, or one made as the
    entry point registered."""
    if QGuiApplication.instance() is not None:
        return
    if not _gui_maker:
        raise RuntimeError(
            "No Qt application to draw the document in: the entry point registers how to "
            "make one (fog_desktop.reports.pdf.register_gui) before a document is written."
        )
    _made.append(_gui_maker[0]())


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
            text = f"{title} — page {number} of {total}"
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
    _keep_rows_whole(pages.document, writer.logicalDpiY() / 96)
    _keep_together(pages.document, _table_classes(part.html))
    return pages


def plain_font(family: str, points: int) -> QFont:
    """The font without ligatures: with them "fi" is one glyph, and a PDF reader or search
    finds "veriﬁed", not "verified", in the text an inspector copies."""
    font = QFont(family, points)
    for feature in ("liga", "clig"):
        font.setFeature(QFont.Tag(feature), 0)
    return font


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


def _tables(frame: QTextFrame) -> Iterator[QTextTable]:
    """The tables in ``frame`` and in its cells, in the order of their ``<table>`` tags."""
    for child in frame.childFrames():
        if isinstance(child, QTextTable):
            yield child
        yield from _tables(child)


_TABLE_TAG = re.compile(r"<table\b([^>]*)>", re.IGNORECASE)
_CLASS = re.compile(r"""\bclass\s*=\s*["']([^"']*)["']""", re.IGNORECASE)


def _table_classes(body_html: str) -> list[set[str]]:
    """The classes of each ``<table>`` of the HTML, in order: Qt keeps no class names."""
    found = []
    for tag in _TABLE_TAG.finditer(body_html):
        match = _CLASS.search(tag.group(1))
        found.append(set(match.group(1).split()) if match else set())
    return found


def _blocks(document: QTextDocument, first: int, last: int) -> Iterator[QTextBlock]:
    block = document.findBlock(first)
    while block.isValid() and block.position() <= last:
        yield block
        block = block.next()


def _span(document: QTextDocument, first: int, last: int) -> tuple[float, float]:
    """Top and bottom of the blocks between two positions, as laid out."""
    layout = document.documentLayout()
    rects = [layout.blockBoundingRect(b) for b in _blocks(document, first, last)]
    return min(r.top() for r in rects), max(r.bottom() for r in rects)


def _row_cells(table: QTextTable, row: int) -> list[tuple[int, int]] | None:
    """The (first, last) positions of each cell of ``row``; None for a row with a cell
    spanning rows, which is left as Qt lays it out."""
    cells = []
    for column in range(table.columns()):
        cell = table.cellAt(row, column)
        if cell.rowSpan() > 1 or cell.row() != row:
            return None
        if cell.column() == column:
            cells.append((cell.firstPosition(), cell.lastPosition()))
    return cells


def _natural_height(document: QTextDocument, cells: list[tuple[int, int]], page: float) -> float:
    """A row's height without page breaks: as laid out if it sits on one page, else the
    sum of its lines (a split row is laid out taller, the gap between pages included)."""
    spans = [_span(document, first, last) for first, last in cells]
    top = min(t for t, _ in spans)
    bottom = max(b for _, b in spans)
    if int(top // page) == int(bottom // page):
        return bottom - top
    return max(
        sum(
            b.layout().lineAt(i).height()
            for b in _blocks(document, first, last)
            for i in range(b.layout().lineCount())
        )
        for first, last in cells
    )


def _keep_rows_whole(document: QTextDocument, device_scale: float) -> None:
    """No row of a table split across a page bottom unless it is taller than a page.

    Qt moves a row to the next page (under the repeated header) only when the first line
    of every cell falls below the page bottom. So each cell starts with an empty line as
    tall as the row, which the cell's text then overlays (a negative margin, which Qt
    takes in device pixels): that line doesn't fit whenever the row wouldn't. All rows
    are measured once and relaid once, whatever their number.
    """
    page = document.pageSize().height()
    spacers: list[tuple[int, float]] = []
    for table in _tables(document.rootFrame()):
        if table.parentFrame() is not document.rootFrame():
            continue
        head = min(table.format().headerRowCount(), table.rows() - 1)
        header = 0.0
        if head > 0:
            first = table.cellAt(0, 0).firstPosition()
            last = table.cellAt(head - 1, table.columns() - 1).lastPosition()
            top, bottom = _span(document, first, last)
            header = bottom - top
        room = page * (1 - _PAGE_TOP) - header
        for row in range(head, table.rows()):
            cells = _row_cells(table, row)
            if cells is None:
                continue
            height = _natural_height(document, cells, page)
            if height > room:
                continue
            spacers.extend((first, height) for first, _ in cells)
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    # From the end back, so that each insertion leaves the positions before it as measured.
    for position, height in sorted(spacers, reverse=True):
        _insert_spacer(cursor, position, height, device_scale)
    cursor.endEditBlock()
    if spacers and not _overlaid(document, min(spacers)[0]):
        # a Qt that scales negative margins would shift every cell's text: Qt's own
        # layout, rows split or not, is better than that
        document.undo()


def _overlaid(document: QTextDocument, position: int) -> bool:
    """Whether the text after the spacer at ``position`` starts where the spacer does."""
    layout = document.documentLayout()
    spacer = document.findBlock(position)
    top = layout.blockBoundingRect(spacer).top()
    return abs(layout.blockBoundingRect(spacer.next()).top() - top) < 1


def _insert_spacer(cursor: QTextCursor, position: int, height: float, device_scale: float) -> None:
    cursor.setPosition(position)
    text = cursor.blockFormat()
    text.setTopMargin(-height)
    spacer = QTextBlockFormat()
    spacer.setLineHeight(height / device_scale, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
    spacer.setBottomMargin(-height)
    cursor.insertBlock(text)
    cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
    cursor.setBlockFormat(spacer)


@dataclass(frozen=True)
class _Item:
    """One block or table of the page flow, where it is laid out."""

    block: QTextBlock | None
    table: QTextTable | None
    top: float
    bottom: float
    #: Where its content starts: a table's first row under its header.
    content_top: float
    heading: bool
    keep: bool


def _flow(document: QTextDocument, classes: list[set[str]]) -> list[_Item]:
    layout = document.documentLayout()
    tables = list(_tables(document.rootFrame()))
    keep = {id(t) for t, c in zip(tables, classes, strict=False) if KEEP in c}
    if len(tables) != len(classes):
        keep = set()
    items = []
    it = document.rootFrame().begin()
    while not it.atEnd():
        frame = it.currentFrame()
        block = it.currentBlock()
        if isinstance(frame, QTextTable):
            rect = layout.frameBoundingRect(frame)
            head = min(frame.format().headerRowCount(), frame.rows() - 1)
            cell = frame.cellAt(head, 0)
            first_row, _ = _span(document, cell.firstPosition(), cell.lastPosition())
            items.append(
                _Item(None, frame, rect.top(), rect.bottom(), first_row, False, id(frame) in keep)
            )
        elif block.isValid():
            rect = layout.blockBoundingRect(block)
            heading = block.blockFormat().headingLevel() > 0
            items.append(_Item(block, None, rect.top(), rect.bottom(), rect.top(), heading, False))
        it += 1
    return items


def _keep_together(document: QTextDocument, classes: list[set[str]]) -> None:
    """Headings kept with what follows them, tables of class :data:`KEEP` on one page
    when they fit on one: each by a page break before it, first in, first fixed."""
    page = document.pageSize().height()
    for _ in range(_MOST_MOVES):
        move = _first_to_move(_flow(document, classes), page)
        if move is None:
            return
        if move.table is not None:
            table_format = move.table.format()
            table_format.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            move.table.setFormat(table_format)
        elif move.block is not None:
            cursor = QTextCursor(move.block)
            block_format = cursor.blockFormat()
            block_format.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            cursor.setBlockFormat(block_format)


def _first_to_move(items: list[_Item], page: float) -> _Item | None:
    """The first item to start on a new page: a heading whose next item starts on a
    later page, or a keep table that straddles a page bottom, with its introduction."""

    def page_of(y: float) -> int:
        return int(y // page)

    def at_top(item: _Item) -> bool:
        return item.top - page_of(item.top) * page < page * _PAGE_TOP

    for index, item in enumerate(items):
        following = items[index + 1] if index + 1 < len(items) else None
        alone = following is not None and page_of(following.content_top) > page_of(item.top)
        if item.heading and alone and not at_top(item):
            return item
        if item.keep and not at_top(item):
            fits = item.bottom - item.top <= page * (1 - _PAGE_TOP)
            if fits and page_of(item.bottom) > page_of(item.top):
                return _introduction(items, index, at_top) or item
    return None


def _introduction(items: list[_Item], index: int, at_top: Callable[[_Item], bool]) -> _Item | None:
    """The heading a table's introduction starts with (the blocks back to the nearest
    heading), unless it already starts its page."""
    for item in reversed(items[:index]):
        if item.table is not None:
            return None
        if item.heading:
            return None if at_top(item) else item
    return None


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
