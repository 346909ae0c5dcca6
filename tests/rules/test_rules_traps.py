"""R3: a grease trap is cleaned daily; a longer interval counts only from the day of the
city's approval on record, and never longer than the interval approved."""

from __future__ import annotations

from datetime import date, timedelta

from fog_desktop.rules.approvals import Approval, approval_on
from fog_desktop.rules.obligations import ObligationState, state_of
from fog_desktop.rules.pumpout import Frequency, Interval
from fog_desktop.rules.traps import in_force, trap_schedule

DAILY = Frequency(1, "days")
TWO_DAYS = Frequency(2, "days")
START = date(2026, 3, 1)
AS_OF = date(2026, 3, 31)
#: Every other day from March 1 to March 29.
EVERY_OTHER_DAY = [START + timedelta(days=n) for n in range(0, 29, 2)]


def _schedule(approvals: list[Approval], typed: Frequency = TWO_DAYS) -> list[Interval]:
    return trap_schedule(
        EVERY_OTHER_DAY, START, START, lambda _day: typed, typed, approvals=approvals, law=DAILY
    )


def _late(intervals: list[Interval]) -> list[date]:
    """The due dates of the cleanings met late."""
    return [
        i.due for i in intervals if state_of(i.due, i.met_on, AS_OF) == ObligationState.MET_LATE
    ]


def test_an_unapproved_two_day_trap_is_late_on_each_skipped_day() -> None:
    intervals = _schedule([])
    skipped = [day + timedelta(days=1) for day in EVERY_OTHER_DAY]
    assert _late(intervals) == skipped[:-1], "each cleaning was due the day after the last"
    assert intervals[-1] == Interval(date(2026, 3, 30), None), "the open one is due daily too"


def test_an_approved_two_day_trap_is_on_time() -> None:
    intervals = _schedule([Approval(date(2026, 2, 1), TWO_DAYS)])
    assert _late(intervals) == []
    assert intervals[-1] == Interval(date(2026, 3, 31), None)


def test_an_approval_counts_from_its_date_only() -> None:
    """Approved on March 11: the intervals begun before it were due daily."""
    intervals = _schedule([Approval(date(2026, 3, 11), TWO_DAYS)])
    assert _late(intervals) == [date(2026, 3, day) for day in (2, 4, 6, 8, 10)]


def test_the_interval_approved_is_a_ceiling_and_a_newer_approval_replaces_an_older() -> None:
    approvals = [
        Approval(date(2026, 1, 5), Frequency(3, "days")),
        Approval(date(2026, 2, 5), TWO_DAYS),
    ]
    assert approval_on(date(2026, 1, 4), approvals) is None
    assert approval_on(date(2026, 2, 4), approvals) == approvals[0]
    assert approval_on(date(2026, 2, 5), approvals) == approvals[1]
    assert in_force(Frequency(3, "days"), date(2026, 1, 20), approvals, DAILY) == Frequency(
        3, "days"
    )
    assert in_force(Frequency(3, "days"), date(2026, 2, 20), approvals, DAILY) == TWO_DAYS
    assert in_force(Frequency(1, "weeks"), date(2026, 1, 1), approvals, DAILY) == DAILY
    assert in_force(DAILY, date(2026, 1, 1), [], DAILY) == DAILY, "more often is never cut"
