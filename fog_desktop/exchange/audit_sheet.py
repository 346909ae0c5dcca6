"""The Audit sheet (issue 31): the whole trail in the file, its short form on paper.

Columns A to F hold every entry of the window, an entry a row in the chain's order, with
its hash: the trail as the database keeps it, for the reader of the file. On paper the
demo's 1,333 entries took 35 pages that said "created" 1,333 times; the sheet's print
area is instead a block to their right, under a header row of its own: the trail's span,
its entries a month by action, and in full every entry that is more than a record's
creation (an amendment, a void, an import, a restored guard ...). Nothing reads the
sheet back: the import skips it, and ``fog-desktop verify`` checks the database itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from openpyxl import Workbook
from openpyxl.utils import get_column_letter

from fog_desktop.audit import Action
from fog_desktop.exchange import layout
from fog_desktop.exchange.cells import (
    HEADER_FONT,
    Cancelled,
    cell,
    header_cells,
    header_height,
    lines,
    print_setup,
    styled_cell,
    tall_row,
    wider,
)
from fog_desktop.exchange.layout import Column
from fog_desktop.exchange.print_layout import printed
from fog_desktop.exchange.rows import Row

#: The printed block's columns: an entry in full, its hash aside.
BLOCK = tuple(c for c in layout.AUDIT.columns if c.on_paper)
#: The block's first column: one empty column after the trail's.
BLOCK_FIRST = len(layout.AUDIT.columns) + 2
GAP_WIDTH = 3
#: The block's sentences and months are text, whichever column they start in.
TEXT = Column("Text")
_AT, _WHO, _ACTION, _RECORD, _SUMMARY, _HASH = range(len(layout.AUDIT.columns))


@dataclass
class InShort:
    """The trail of the window in short: its entries a month by action, and in full
    those that are more than a record's creation."""

    count: int = 0
    first: datetime | None = None
    last: datetime | None = None
    by_month: dict[str, Counter[str]] = field(default_factory=dict)
    notable: list[Row] = field(default_factory=list)


def in_short(entries: Iterable[Row]) -> InShort:
    """:class:`InShort` of the Audit sheet's rows, in the chain's order."""
    short = InShort()
    for entry in entries:
        at, action = entry[_AT], entry[_ACTION]
        short.count += 1
        # the chain's order is the order entries were written in, which a record's
        # time of entry (R6) need not follow
        short.first = min(short.first or at, at)
        short.last = max(short.last or at, at)
        short.by_month.setdefault(f"{at:%Y-%m}", Counter())[action] += 1
        if action != Action.CREATE:
            short.notable.append(entry[:_HASH])
    return short


def block_rows(short: InShort, width: int) -> Iterator[tuple[str, list[Any]]]:
    """The printed block, a row at a time, each with its kind: "line" (a sentence in its
    first cell, no wider than ``width`` characters, which prints over the empty cells
    beside it), "heading", "month" or "entry" (an entry's five cells)."""
    if short.first is None or short.last is None:
        said = "No entry was made in the window."
    else:
        said = (
            f"{short.count:,} entries, {short.first:%Y-%m-%d %H:%M} to "
            f"{short.last:%Y-%m-%d %H:%M}, each in columns A to F of this sheet, in the "
            "chain's order, with its hash. "
            "On paper, in short: the entries a month by action, then in full every entry "
            "that is more than a record's creation."
        )
    for line in lines(said, width):
        yield "line", [line]
    if not short.count:
        return
    yield "line", [""]
    yield "heading", ["Entries a month, by action"]
    for month, actions in sorted(short.by_month.items()):
        counted = ", ".join(f"{n:,} {action}" for action, n in sorted(actions.items()))
        yield (
            "month",
            [month, counted if len(actions) == 1 else f"{actions.total():,} in all: {counted}"],
        )
    yield "line", [""]
    if not short.notable:
        yield "heading", ["Every entry of the window is a record's creation."]
        return
    yield "heading", ["Every entry but a record's creation, in full"]
    for entry in short.notable:
        yield "entry", list(entry)


def write_audit(
    wb: Workbook,
    entries: Callable[[], Generator[Row]],
    stop: Callable[[], bool],
) -> int:
    """Write the Audit sheet from ``entries``, which gives the trail's rows anew on each
    call: read once for the printed block, which comes first in the sheet's rows, then
    again to write it. Return how many entries it holds."""
    with closing(entries()) as first_read:
        short = in_short(first_read)
    if stop():
        raise Cancelled
    ws = wb.create_sheet(layout.AUDIT.name)
    paper = printed(BLOCK)
    block = paper.columns
    for index, column in enumerate(layout.AUDIT.columns, start=1):
        ws.column_dimensions[get_column_letter(index)].width = column.width
    ws.column_dimensions[get_column_letter(BLOCK_FIRST - 1)].width = GAP_WIDTH
    for index, column in enumerate(block, start=BLOCK_FIRST):
        ws.column_dimensions[get_column_letter(index)].width = column.width
    ws.freeze_panes = "A2"
    print_setup(ws, landscape=paper.landscape, scale=paper.scale)
    ws.row_dimensions[1].height = header_height((*layout.AUDIT.columns, *block))
    ws.append([*header_cells(ws, layout.AUDIT.columns), None, *header_cells(ws, block)])
    shown = list(block_rows(short, sum(c.width for c in block)))
    count = 0
    with closing(entries()) as trail:
        for count, entry in enumerate(trail, start=1):
            trail_cells = [cell(ws, v, c) for v, c in zip(entry, layout.AUDIT.columns, strict=True)]
            ws.append([*trail_cells, None, *_beside(ws, shown, block, count)])
            if count % 1000 == 0 and stop():
                raise Cancelled
    # a block longer than the trail goes on under it
    for index in range(count + 1, len(shown) + 1):
        ws.append([None] * (BLOCK_FIRST - 1) + _beside(ws, shown, block, index))
    last = get_column_letter(len(layout.AUDIT.columns))
    ws.auto_filter.ref = f"A1:{last}{count + 1}"
    first_printed = get_column_letter(BLOCK_FIRST)
    last_printed = get_column_letter(BLOCK_FIRST + len(block) - 1)
    ws.print_area = f"{first_printed}1:{last_printed}{len(shown) + 1}"
    return count


def _beside(
    ws: Any, shown: list[tuple[str, list[Any]]], block: tuple[Column, ...], index: int
) -> list[Any]:
    """The cells of the block's ``index``-th row (from 1, under its header), none past
    its end: a sentence or a heading in its first cell, an entry in full, wrapped in a
    taller row when a text is wider than its column."""
    if index > len(shown):
        return []
    kind, values = shown[index - 1]
    if kind == "entry":
        if any(wider(v, c.width) for v, c in zip(values, block, strict=True)):
            return tall_row(ws, values, block, row_number=index + 1)
        return [cell(ws, v, c) for v, c in zip(values, block, strict=True)]
    if not any(values):
        return []
    cells = [styled_cell(ws, v, TEXT) for v in values]
    if kind == "heading":
        cells[0].font = HEADER_FONT
    return cells
