"""What every sheet of the records workbook shares: a row, the window the packet covers
(R7), and how the duties it lists went.

Each sheet's rows are made in its kind's module of ``exchange/sheets/``, as lists of values
in the sheet's column order; the export writes them as they come, so the largest sheet
never sits in memory whole.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

from fog_desktop.rules.obligations import Obligation, ObligationState
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.records_window import records_window
from fog_desktop.services.entry_dates import Entered

Row = list[Any]


@dataclass(frozen=True)
class Window:
    """The dates the packet covers, both included (R7)."""

    start: date
    end: date

    @classmethod
    def two_years_to(cls, as_of: date, profile: OrdinanceProfile) -> Window:
        """R7's default: the two years (the profile's ``months_kept``) ending on the as-of
        date, inclusive."""
        return cls(*records_window(as_of, profile))

    def holds(self, day: date | None) -> bool:
        return day is not None and self.start <= day <= self.end

    def judged(self, records_begin: date | None) -> str:
        """Which part of the window the packet and the workbook judge (R7, R9): all of
        it, or from the day the records in FOG Desktop began, those before it being on
        paper."""
        if records_begin is None:
            return "The whole window is judged."
        begins = f"Records in FOG Desktop begin on {records_begin}."
        if records_begin <= self.start:
            return f"{begins} The whole window is judged."
        paper = f"Records before {records_begin} are kept elsewhere (paper)"
        if records_begin > self.end:
            return f"{begins} {paper}: none of this window is judged."
        return f"{begins} {paper}: only {records_begin} to {self.end} is judged."

    def covers(self, obligation: Obligation) -> bool:
        """Whether the packet lists ``obligation`` as one of the window's (R7): due in it,
        or met in it ahead of a due date after it (a half-year's training done in July
        for a half ending after the export), which the inspector sees as Met."""
        return self.holds(obligation.due) or (
            obligation.due > self.end and self.holds(obligation.met_on)
        )

    def lists(self, obligation: Obligation) -> bool:
        """Whether the packet lists ``obligation`` (R7): one the window :meth:`covers`, or
        one still open whatever its due date, overdue since before the window (an
        untrained new hire stays owed, R4) or due after it (a written confirmation of an
        incident of the window's last days, R5), or a half-year missed and not explained
        yet, however long ago (R4). One closed before the window is not the window's: met,
        or a missed half explained."""
        return self.covers(obligation) or not obligation.closed(self.end)


@dataclass(frozen=True)
class DueCounts:
    """How the duties a window lists that came due by its end went (R7): the numbers
    page 1 says ("9 pump-outs due: 7 on time, 2 late"), the device pages and the
    Cover's count of trap cleanings met on time, from :func:`due_counts` alone."""

    on_time: int = 0
    late: int = 0
    overdue: int = 0
    missed: int = 0

    @property
    def due(self) -> int:
        return self.on_time + self.late + self.overdue + self.missed

    def said(self, noun: str, plural: str) -> str:
        """ "727 cleanings due: 724 on time, 3 late", the parts that are not 0."""
        parts = [
            f"{n:,} {word}"
            for n, word in ((self.on_time, "on time"), (self.late, "late"),
                            (self.overdue, "overdue"), (self.missed, "missed"))
            if n
        ]  # fmt: skip
        counted = f"{self.due:,} {noun if self.due == 1 else plural} due"
        return f"{counted}: {', '.join(parts)}" if parts else counted


def due_counts(obligations: Iterable[Obligation], window: Window) -> DueCounts:
    """:class:`DueCounts` of the ``obligations`` the window :meth:`~Window.lists`, seen
    at its end: met on time, met late, overdue, missed (R4); those not due yet are not
    counted."""
    states = Counter(o.state(window.end) for o in obligations if window.lists(o))
    return DueCounts(
        states[ObligationState.MET],
        states[ObligationState.MET_LATE],
        states[ObligationState.OVERDUE],
        states[ObligationState.MISSED],
    )


def entered_on(entered: Entered | None) -> date | None:
    """The Entered column: the day the record was typed (R6)."""
    return None if entered is None else entered.on
