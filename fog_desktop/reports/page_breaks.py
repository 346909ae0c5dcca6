"""Where a document's pages break, mended where Qt's layout is not good enough for paper
(issue 12):

- a table row never splits across a page bottom unless it is taller than a page: it
  moves whole to the next page, under the repeated ``<thead>`` rows;
- a heading is kept with what follows it: with the first row of the table its
  introduction leads to, when the introduction is short; and a table of class
  :data:`KEEP` (one incident, one session) moves whole to the next page when it would
  straddle one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtGui import (
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrame,
    QTextTable,
)

#: The class of a table kept whole on one page when it fits on one.
KEEP = "keep"
#: Something that starts this close to a page's top is already as high as it can go.
_PAGE_TOP = 0.04
#: The most of a page a heading, its introduction and the first row of its table take
#: to be moved together to the next page: a longer introduction may start on one page
#: and go on on the next.
_INTRODUCTION = 0.4
#: Most pages of keep-together moves one part can ask for; each one costs a relayout.
_MOST_MOVES = 200


def _tables(frame: QTextFrame) -> Iterator[QTextTable]:
    """The tables in ``frame`` and in its cells, in the order of their ``<table>`` tags."""
    for child in frame.childFrames():
        if isinstance(child, QTextTable):
            yield child
        yield from _tables(child)


_TABLE_TAG = re.compile(r"<table\b([^>]*)>", re.IGNORECASE)
_CLASS = re.compile(r"""\bclass\s*=\s*["']([^"']*)["']""", re.IGNORECASE)


def table_classes(body_html: str) -> list[set[str]]:
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


def keep_rows_whole(document: QTextDocument, device_scale: float) -> None:
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


def keep_together(document: QTextDocument, classes: list[set[str]]) -> None:
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
    """The first item to start on a new page: a heading that what it is kept with
    (:func:`_kept_with`) does not follow on its page, or a keep table that straddles a
    page bottom, with its introduction."""

    def page_of(y: float) -> int:
        return int(y // page)

    def at_top(item: _Item) -> bool:
        return item.top - page_of(item.top) * page < page * _PAGE_TOP

    for index, item in enumerate(items):
        if item.heading and not at_top(item):
            following = _kept_with(items, index, page)
            if following is not None and page_of(following.content_top) > page_of(item.top):
                return item
        if item.keep and not at_top(item):
            fits = item.bottom - item.top <= page * (1 - _PAGE_TOP)
            if fits and page_of(item.bottom) > page_of(item.top):
                return _introduction(items, index, at_top) or item
    return None


def _kept_with(items: list[_Item], index: int, page: float) -> _Item | None:
    """What the heading at ``index`` shares its page with: the first row of the table its
    introduction (the paragraphs under it) leads to, when that is within
    :data:`_INTRODUCTION` of a page; else the next item."""
    following = items[index + 1 :]
    for item in following:
        if item.heading:
            break
        if item.table is not None:
            if item.content_top - items[index].top < page * _INTRODUCTION:
                return item
            break
    return following[0] if following else None


def _introduction(items: list[_Item], index: int, at_top: Callable[[_Item], bool]) -> _Item | None:
    """The heading a table's introduction starts with (the blocks back to the nearest
    heading), unless it already starts its page."""
    for item in reversed(items[:index]):
        if item.table is not None:
            return None
        if item.heading:
            return None if at_top(item) else item
    return None
