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

import json
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass, field
from datetime import UTC, datetime, time, timedelta
from typing import Any

from openpyxl import Workbook
from openpyxl.utils import get_column_letter
from sqlalchemy import select

from fog_desktop.audit import Action, local_time
from fog_desktop.database import Database
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
from fog_desktop.exchange.data_sheet import DataSheet, Export, Stop, in_window
from fog_desktop.exchange.layout import Column, Kind, Sheet
from fog_desktop.exchange.print_layout import printed
from fog_desktop.exchange.rows import Row, Window
from models import AuditEntry

AUDIT = Sheet(
    "Audit",
    (
        Column("At", Kind.DATETIME, 17),
        Column("Who", width=24),
        Column("Action", width=8),
        Column("Record", width=36),
        Column("Summary", width=60),
        Column("Entry hash", width=70, whole=True, on_paper=False),
    ),
)


#: The printed block's columns: an entry in full, its hash aside.
BLOCK = tuple(c for c in AUDIT.columns if c.on_paper)
#: The block's first column: one empty column after the trail's.
BLOCK_FIRST = len(AUDIT.columns) + 2
GAP_WIDTH = 3
#: The block's sentences and months are text, whichever column they start in.
TEXT = Column("Text")
_AT, _WHO, _ACTION, _RECORD, _SUMMARY, _HASH = range(len(AUDIT.columns))


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
    ws = wb.create_sheet(AUDIT.name)
    paper = printed(BLOCK)
    block = paper.columns
    for index, column in enumerate(AUDIT.columns, start=1):
        ws.column_dimensions[get_column_letter(index)].width = column.width
    ws.column_dimensions[get_column_letter(BLOCK_FIRST - 1)].width = GAP_WIDTH
    for index, column in enumerate(block, start=BLOCK_FIRST):
        ws.column_dimensions[get_column_letter(index)].width = column.width
    ws.freeze_panes = "A2"
    print_setup(ws, landscape=paper.landscape, scale=paper.scale)
    ws.row_dimensions[1].height = header_height((*AUDIT.columns, *block))
    ws.append([*header_cells(ws, AUDIT.columns), None, *header_cells(ws, block)])
    shown = list(block_rows(short, sum(c.width for c in block)))
    count = 0
    with closing(entries()) as trail:
        for count, entry in enumerate(trail, start=1):
            trail_cells = [cell(ws, v, c) for v, c in zip(entry, AUDIT.columns, strict=True)]
            ws.append([*trail_cells, None, *_beside(ws, shown, block, count)])
            if count % 1000 == 0 and stop():
                raise Cancelled
    # a block longer than the trail goes on under it
    for index in range(count + 1, len(shown) + 1):
        ws.append([None] * (BLOCK_FIRST - 1) + _beside(ws, shown, block, index))
    last = get_column_letter(len(AUDIT.columns))
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


def _summary(entry: Any) -> str:
    """What changed, from an audit entry's action, before, after and reason."""
    if entry.action == "void":
        return f"voided: {entry.reason}"
    if entry.before is None:
        return "created"
    before, after = json.loads(entry.before), json.loads(entry.after)
    changed = [
        f"{key}: {before.get(key)!s} → {after.get(key)!s}"
        for key in sorted(after)
        if before.get(key) != after.get(key) and key != "version"
    ]
    reason = f" ({entry.reason})" if entry.reason else ""
    return "; ".join(changed) + reason


def audit_rows(db: Database, est_id: int, window: Window) -> Generator[Row]:
    """The audit-trail entries of the establishment made in the window (local dates)."""
    # The database keeps UTC; a day's margin on each side covers every time zone, and the
    # local date of each entry decides.
    since = datetime.combine(window.start - timedelta(days=1), time(), tzinfo=UTC)
    until = datetime.combine(window.end + timedelta(days=2), time(), tzinfo=UTC)
    columns = (
        AuditEntry.at, AuditEntry.actor, AuditEntry.os_user, AuditEntry.action,
        AuditEntry.record_label, AuditEntry.before, AuditEntry.after, AuditEntry.reason,
        AuditEntry.entry_hash,
    )  # fmt: skip
    query = (
        select(*columns)
        .where(
            AuditEntry.establishment_id == est_id,
            AuditEntry.at >= since,
            AuditEntry.at < until,
        )
        .order_by(AuditEntry.id)
        .execution_options(yield_per=2000)
    )
    # Closed with the generator: an export cancelled halfway must not leave the query's
    # cursor (server-side on PostgreSQL) open.
    with db.read() as session, session.connection().execute(query) as entries:
        for e in entries:
            at = local_time(e.at)
            if window.holds(at.date()):
                who = f"{e.actor} ({e.os_user})"
                yield [at, who, e.action, e.record_label, _summary(e), e.entry_hash]


def _write(wb: Workbook, export: Export, stop: Stop) -> int:
    return write_audit(wb, lambda: audit_rows(export.db, export.est_id, export.window), stop)


#: How the sheet prints, on the Cover.
ON_PAPER = (
    "in short: its entries a month by action, and in full each that is more than "
    "a record's creation; every entry is in the file, with its hash, and "
    "fog-desktop verify checks the trail they come from"
)

AUDIT_SHEET = DataSheet(
    AUDIT,
    in_window(audit_rows),
    write=_write,
    cover=lambda _counts: [(f"{AUDIT.name} on paper", ON_PAPER)],
)
