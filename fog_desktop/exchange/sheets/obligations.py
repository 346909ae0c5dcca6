"""The Obligations sheet: every duty the window lists and how it went (R7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import Counts, DataSheet
from fog_desktop.exchange.layout import Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.schedules import traps_read_from

OBLIGATIONS = Sheet(
    "Obligations",
    (
        Column("Kind", width=24),
        Column("Subject", width=14),
        Column("Due", Kind.DATE, 12),
        Column("State", width=11),
        Column("Met on", Kind.DATE, 12),
        Column("Rule", width=6),
        # Wide enough for its longest words on one line: the sheet still prints portrait.
        Column("Flags", width=52),
    ),
)


def obligation_flags(obligation: Obligation, window: Window) -> str:
    """What the Obligations sheet's Flags column says of ``obligation`` seen at the
    window's end, in words: how late it was met, how long it is overdue, whether a
    missed half-year is explained (R4), whether it falls outside the window (R7); ""
    for one met on time in the window."""
    o, as_of = obligation, window.end
    state = o.state(as_of)
    said = []
    if state == ObligationState.MET_LATE and o.met_on is not None:
        days = (o.met_on - o.due).days
        said.append(
            f"late: met {_days(days)} after its due date"
            if days > 0
            else "late: met on its due date, after the hour allowed"
        )
    elif state == ObligationState.OVERDUE:
        said.append(f"overdue: {_days((as_of - o.due).days)} past due on {as_of}")
    elif state == ObligationState.MISSED:
        said.append(
            "missed, explained (Missed training sheet)"
            if o.explanation
            else "missed, not explained yet"
        )
    if o.met_on is not None and o.met_on < window.start:
        said.append(f"met before the window, on {o.met_on}")
    if o.due < window.start and o.met_on is None:
        said.append("due before the window")
    elif o.due > window.end:
        said.append("due after the window")
    if o.amount is not None:
        said.append(f"${o.amount:,.2f} owed on {as_of}, with any late penalties")
    if o.note:
        said.append(o.note)
    return "; ".join(said)


def _days(n: int) -> str:
    return f"{n} day{'' if n == 1 else 's'}"


@dataclass(frozen=True)
class ObligationRows:
    """The Obligations sheet's rows, and the trap cleanings met on time it leaves out,
    counted per trap for the Cover (records-workbook.md, Obligations)."""

    listed: list[Row]
    cleanings_on_time: dict[str, int]
    #: Every obligation computed, listed or not: the traps' calendars read their own.
    every: list[Obligation]


def obligations(db: Database, est_id: int, window: Window) -> ObligationRows:
    """:func:`obligation_rows` of the establishment's obligations.

    The traps' log is read from :func:`~fog_desktop.services.schedules.traps_read_from`
    on (issue 16 §2): the cleanings of the years before the window decide none of its
    obligations."""
    with db.read() as session:
        met_from = traps_read_from(session, est_id, window.start)
    found = obligations_for(db, est_id, window.end, all_history=True, met_from=met_from)
    return obligation_rows(found, window)


def obligation_rows(found: Iterable[Obligation], window: Window) -> ObligationRows:
    """Every obligation the window :meth:`~Window.lists` (R7), with its flags in words; a
    trap cleaning met on time is counted rather than listed: each is already a row of
    Maintenance (R3)."""
    listed: list[Row] = []
    on_time: Counter[str] = Counter()
    every = list(found)
    for o in every:
        if not window.lists(o):
            continue
        state = o.state(window.end)
        if o.kind == ObligationKind.TRAP_CLEANING and state == ObligationState.MET:
            on_time[o.subject] += 1
        else:
            listed.append(
                [o.name, o.subject, o.due, state.value, o.met_on, o.rule,
                 obligation_flags(o, window)]
            )  # fmt: skip
    return ObligationRows(listed, dict(sorted(on_time.items())), every)


def _cover(counts: Counts) -> Iterator[tuple[str, str]]:
    """The trap cleanings met on time, counted per trap rather than listed (R3)."""
    for trap, met in counts.cleanings_on_time.items():
        yield f"Trap cleanings of {trap} met on time", f"{met} (each a row of Maintenance)"


OBLIGATIONS_SHEET = DataSheet(OBLIGATIONS, lambda export: export.obligations.listed, cover=_cover)
