"""Self-inspection checklists and their corrective actions (rules.md R8c).

The ordinance forbids practices (Prohibitions A–I) and asks for others (BMPs; Grease
traps D–E) without saying how often a restaurant checks itself. The product decided: a
checklist walked through monthly unless the user chooses weekly to quarterly, each item
answered OK, Not OK or Not applicable, and each Not OK a corrective action due seven days
after, met when it is recorded as fixed.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.rules.pumpout import Frequency

#: R8c, decision: the ordinance sets no interval; a checklist is due monthly by default.
DEFAULT_CHECKLIST_INTERVAL = Frequency(1, "months")
#: R8c, decision: the user may choose between weekly and quarterly. The shortest three
#: calendar months span 89 days (Jan 31 to Apr 30), so no interval in days or weeks may be
#: longer than that.
SHORTEST_CHECKLIST_DAYS = 7
LONGEST_CHECKLIST_MONTHS = 3
LONGEST_CHECKLIST_DAYS = 89
#: R8c, decision: a Not OK answer's corrective action is due this many days after.
CORRECTIVE_ACTION_DAYS = 7


class Answer(enum.StrEnum):
    """How a checklist item was found (R8c)."""

    OK = "OK"
    NOT_OK = "Not OK"
    NOT_APPLICABLE = "Not applicable"


ANSWERS: tuple[str, ...] = tuple(a.value for a in Answer)


def interval_allowed(
    interval: Frequency,
    shortest_days: int = SHORTEST_CHECKLIST_DAYS,
    longest_months: int = LONGEST_CHECKLIST_MONTHS,
    longest_days: int = LONGEST_CHECKLIST_DAYS,
) -> bool:
    """Whether a checklist interval lies between weekly and quarterly (R8c), whatever
    day it starts from."""
    if interval.unit == "months":
        return interval.number <= longest_months
    days = interval.number * (7 if interval.unit == "weeks" else 1)
    return shortest_days <= days <= longest_days


@dataclass(frozen=True)
class ChecklistDue:
    """One checklist owed: due on ``due``, met by the checklist walked on ``met_on``."""

    due: date
    met_on: date | None


@dataclass(frozen=True)
class IntervalFrom:
    """An interval chosen from ``start`` on (R8c, decision): the checklists walked from
    that day are due at it, those before it keep the interval they were due at."""

    interval: Frequency
    start: date


def interval_on(
    day: date, base: Frequency = DEFAULT_CHECKLIST_INTERVAL, changes: Sequence[IntervalFrom] = ()
) -> Frequency:
    """The interval in force on ``day`` (R8c): that of the latest change from that day
    or before, else ``base``, the interval chosen from the records' beginning."""
    started = [c for c in changes if c.start <= day]
    return max(started, key=lambda c: c.start).interval if started else base


def checklists_due(
    walked: Iterable[date],
    start: date,
    interval: Frequency = DEFAULT_CHECKLIST_INTERVAL,
    changes: Sequence[IntervalFrom] = (),
) -> list[ChecklistDue]:
    """Every checklist owed since ``start`` (R8c), the last one still open: the first is
    due one interval after ``start``, each next one an interval after the checklist
    before it, at the interval in force on the day of that checklist (``interval``, or
    the latest of ``changes`` from that day or before): a change never moves the due
    date of a checklist walked before it. A checklist meets the one open when it is
    walked, early or late; two on one day count once; one walked on ``start`` (or
    before) starts the clock, owing nothing: the first checklist walked is the start
    (R8c, decision)."""
    owed = []
    since = start
    for day in sorted(set(walked)):
        if day <= start:
            continue
        owed.append(ChecklistDue(interval_on(since, interval, changes).after(since), day))
        since = day
    owed.append(ChecklistDue(interval_on(since, interval, changes).after(since), None))
    return owed


def corrective_action_due(answered_on: date, days: int = CORRECTIVE_ACTION_DAYS) -> date:
    """The day a Not OK answer must be fixed by: the checklist's date + 7 (R8c)."""
    return answered_on + timedelta(days=days)


def additive_answer(given: Answer, additive_in_use: str, authorized: Iterable[str]) -> Answer:
    """The additives item's answer (R8c; Prohibitions C, G): an additive in use with no
    written authorization on file for it is Not OK whatever was ticked; one on file
    makes it OK. Additives are compared by name, ignoring case and spaces around."""
    additive = additive_in_use.strip().casefold()
    if not additive:
        return given
    on_file = {name.strip().casefold() for name in authorized}
    return Answer.OK if additive in on_file else Answer.NOT_OK
