"""The days of a trap's calendar as plain data (R3): which were cleaned, which had a
cleaning due and not done, which lie outside the window or the trap's service. The
packet's trap page and the workbook's Trap cleanings sheet both draw it, without Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.exchange.rows import Window
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState

CLEANED_MARK = "✓"
MISSED_MARK = "✗"


class DayMark(enum.Enum):
    """What a trap's calendar shows for one day (R3)."""

    OUTSIDE = "outside the window or before the trap was in service"
    CLEANED = "cleaned"
    MISSED = "cleaning missed"
    NOT_DUE = "no cleaning due"


@dataclass(frozen=True)
class TrapCalendar:
    """A trap's cleanings in the window and the days a cleaning was due and not done."""

    window: Window
    in_service_since: date | None
    cleanings: int
    cleaned: frozenset[date]
    missed: frozenset[date]
    #: The due date of a cleaning still not done at the window's end, if any.
    overdue_since: date | None

    def mark(self, day: date) -> DayMark:
        if not self.window.holds(day) or (
            self.in_service_since is not None and day < self.in_service_since
        ):
            return DayMark.OUTSIDE
        if day in self.cleaned:
            return DayMark.CLEANED
        if day in self.missed:
            return DayMark.MISSED
        return DayMark.NOT_DUE

    def months(self) -> list[tuple[int, int]]:
        """(year, month) of each calendar month the window touches."""
        found = []
        year, month = self.window.start.year, self.window.start.month
        while (year, month) <= (self.window.end.year, self.window.end.month):
            found.append((year, month))
            year, month = (year, month + 1) if month < 12 else (year + 1, 1)
        return found


def _days(first: date, last: date) -> Iterator[date]:
    day = first
    while day <= last:
        yield day
        day += timedelta(days=1)


def trap_calendar(
    cleanings: Sequence[date],
    obligations: Iterable[Obligation],
    window: Window,
    in_service_since: date | None,
) -> TrapCalendar:
    """The calendar of a trap (R3) from the dates of its cleanings (and pump-outs) and its
    "Trap cleaning" obligations, seen at the window's end: a day is missed when a
    cleaning was due on or before it and not done by then, from the due date of an
    obligation met late to the day before it was met, or to the window's end for one
    still overdue. So a trap cleaned every 2 days shows its off days as not due."""
    as_of = window.end
    missed: set[date] = set()
    overdue_since = None
    for o in obligations:
        if o.kind != ObligationKind.TRAP_CLEANING:
            continue
        state = o.state(as_of)
        if state == ObligationState.MET_LATE and o.met_on is not None:
            last = o.met_on - timedelta(days=1)
        elif state == ObligationState.OVERDUE:
            last = as_of
            overdue_since = o.due
        else:
            continue
        missed.update(_days(max(o.due, window.start), min(last, window.end)))
    kept = [day for day in cleanings if window.holds(day)]
    return TrapCalendar(
        window, in_service_since, len(kept), frozenset(kept), frozenset(missed), overdue_since
    )
