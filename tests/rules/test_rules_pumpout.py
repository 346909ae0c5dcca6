"""R2/R3: frequencies, month arithmetic and the next pump-out due; obligation states."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.approvals import Approval, interceptor_schedule
from fog_desktop.rules.dates import add_months
from fog_desktop.rules.obligations import ObligationState, state_of
from fog_desktop.rules.pumpout import Frequency, Interval, is_full_pump_out, schedule
from tests.properties import examples


@pytest.mark.parametrize(
    ("start", "months", "expected"),
    [
        (date(2026, 11, 30), 3, date(2027, 2, 28)),  # rules.md R2's example
        (date(2027, 11, 30), 3, date(2028, 2, 29)),  # into a leap February
        (date(2026, 1, 31), 1, date(2026, 2, 28)),
        (date(2024, 2, 29), 12, date(2025, 2, 28)),  # from a leap day
        (date(2026, 8, 31), 6, date(2027, 2, 28)),
        (date(2026, 10, 15), 3, date(2027, 1, 15)),  # across the year end
        (date(2026, 3, 31), -1, date(2026, 2, 28)),
    ],
)
def test_add_months_clamps_to_the_month_end(start: date, months: int, expected: date) -> None:
    assert add_months(start, months) == expected


@given(start=st.dates(date(2000, 1, 1), date(2090, 1, 1)), months=st.integers(0, 24))
def test_add_months_lands_in_the_right_month_never_past_the_day(start: date, months: int) -> None:
    result = add_months(start, months)
    assert (result.year * 12 + result.month) - (start.year * 12 + start.month) == months
    assert result.day <= start.day


@pytest.mark.parametrize(
    ("text", "frequency"),
    [
        ("3 months", Frequency(3, "months")),
        ("90 days", Frequency(90, "days")),
        ("2 weeks", Frequency(2, "weeks")),
        ("1 day", Frequency(1, "days")),
        ("1 Month", Frequency(1, "months")),
    ],
)
def test_frequency_reads_and_writes_the_workbook_form(text: str, frequency: Frequency) -> None:
    assert Frequency.parse(text) == frequency
    assert Frequency.parse(str(frequency)) == frequency


@pytest.mark.parametrize("text", ["quarterly", "3", "three months", "0 days", "2 fortnights"])
def test_frequency_refuses_what_it_can_not_read(text: str) -> None:
    with pytest.raises(ValueError, match=r"frequency|unit|number"):
        Frequency.parse(text)


SIX_MONTHS = ordinance.default().longest_frequency


def test_six_months_is_the_longest_interceptor_frequency() -> None:
    assert not Frequency(6, "months").exceeds(SIX_MONTHS)
    assert Frequency(7, "months").exceeds(SIX_MONTHS)
    assert not Frequency(181, "days").exceeds(SIX_MONTHS)
    assert Frequency(182, "days").exceeds(SIX_MONTHS)
    assert not Frequency(25, "weeks").exceeds(SIX_MONTHS)
    assert Frequency(26, "weeks").exceeds(SIX_MONTHS), "182 days: six months can be 181"


def test_another_citys_longest_frequency_is_compared_over_every_start_date() -> None:
    """A profile whose longest frequency is 90 days: 3 months run 89 to 92 days, so they
    can exceed it; 12 weeks (84 days) never do."""
    ninety_days = Frequency(90, "days")
    assert Frequency(3, "months").exceeds(ninety_days)
    assert not Frequency(2, "months").exceeds(ninety_days)
    assert not Frequency(12, "weeks").exceeds(ninety_days)
    assert Frequency(13, "weeks").exceeds(ninety_days)


@given(start=st.dates(date(2000, 1, 1), date(2090, 1, 1)), days=st.integers(1, 181))
def test_any_accepted_frequency_in_days_is_due_within_six_months(start: date, days: int) -> None:
    """R2 (E.2): a due date we show is never later than six months after the last pump-out."""
    assert Frequency(days, "days").after(start) <= add_months(start, 6)


QUARTERLY = ordinance.default().default_frequency
ENTERED = date(2026, 12, 2)


def _quarterly(_day: date) -> Frequency:
    return QUARTERLY


def test_next_pump_out_due_from_the_last_full_pump_out() -> None:
    (first, last) = schedule([date(2026, 11, 30)], date(2026, 9, 1), ENTERED, _quarterly, QUARTERLY)
    assert first == Interval(date(2026, 12, 1), date(2026, 11, 30))
    assert last == Interval(date(2027, 2, 28), None)  # rules.md R2's example


def test_with_no_pump_out_the_in_service_date_starts_the_clock() -> None:
    assert schedule([], date(2026, 10, 1), ENTERED, _quarterly, QUARTERLY) == [
        Interval(date(2027, 1, 1), None)
    ]
    # entered without that date: due at once, so that the user records the last pump-out
    assert schedule([], None, ENTERED, _quarterly, QUARTERLY) == [Interval(ENTERED, None)]


def test_a_late_pump_out_meets_its_interval_late_and_restarts_the_clock() -> None:
    pumps = [date(2026, 1, 10), date(2026, 5, 20), date(2026, 8, 1)]
    intervals = schedule(pumps, date(2025, 10, 10), ENTERED, _quarterly, QUARTERLY)
    assert [(i.due, i.met_on) for i in intervals] == [
        (date(2026, 1, 10), date(2026, 1, 10)),
        (date(2026, 4, 10), date(2026, 5, 20)),  # met late
        (date(2026, 8, 20), date(2026, 8, 1)),
        (date(2026, 11, 1), None),
    ]


def test_a_frequency_change_applies_from_the_day_it_was_in_force() -> None:
    """Monthly until June 2026, then every 2 months; the open interval uses today's."""

    def frequency_at(day: date) -> Frequency:
        return Frequency(1, "months") if day < date(2026, 6, 1) else Frequency(2, "months")

    pumps = [date(2026, 5, 15), date(2026, 7, 15)]
    intervals = schedule(pumps, date(2026, 4, 15), ENTERED, frequency_at, Frequency(3, "months"))
    assert [i.due for i in intervals] == [date(2026, 5, 15), date(2026, 6, 15), date(2026, 10, 15)]


@given(
    pumps=st.lists(st.dates(date(2020, 1, 1), date(2030, 1, 1)), max_size=12),
    since=st.dates(date(2019, 1, 1), date(2020, 1, 1)),
)
def test_every_pump_out_closes_one_interval_and_one_stays_open(
    pumps: list[date], since: date
) -> None:
    intervals = schedule(pumps, since, ENTERED, _quarterly, QUARTERLY)
    assert len(intervals) == len(set(pumps)) + 1
    assert [i.met_on for i in intervals[:-1]] == sorted(set(pumps))
    assert intervals[-1].met_on is None
    if pumps:
        assert intervals[-1].due == add_months(max(pumps), 3)


AS_OF = date(2026, 12, 2)


@pytest.mark.parametrize(
    ("due", "met_on", "state"),
    [
        (AS_OF - timedelta(days=1), None, ObligationState.OVERDUE),
        (AS_OF, None, ObligationState.DUE_SOON),
        (AS_OF + timedelta(days=14), None, ObligationState.DUE_SOON),
        (AS_OF + timedelta(days=15), None, ObligationState.UPCOMING),
        (AS_OF, AS_OF, ObligationState.MET),
        (AS_OF - timedelta(days=3), AS_OF, ObligationState.MET_LATE),
    ],
)
def test_obligation_states(due: date, met_on: date | None, state: ObligationState) -> None:
    assert state_of(due, met_on, AS_OF) == state


@given(
    frequency=st.builds(
        Frequency, st.integers(1, 60), st.sampled_from(["days", "weeks", "months"])
    ),
    longest=st.builds(Frequency, st.integers(1, 400), st.sampled_from(["days", "weeks", "months"])),
)
def test_a_frequency_exceeds_another_when_it_falls_due_later_from_some_start(
    frequency: Frequency, longest: Frequency
) -> None:
    """Compared date by date over every start of a leap cycle, as R2's months clamp."""
    starts = [date(2000, 1, 1) + timedelta(days=n) for n in range(4 * 365 + 1)]
    later = any(frequency.after(start) > longest.after(start) for start in starts)
    assert frequency.exceeds(longest) == later


@pytest.mark.parametrize(
    ("gallons", "settled_full", "full"),
    [
        (Decimal("900"), None, True),  # 90% of 1,000: not flagged
        (Decimal("899.99"), None, False),  # flagged, still unsettled
        (Decimal("780"), True, True),  # confirmed full by the manager
        (Decimal("1000"), False, False),  # recorded partial, whatever it removed
        (None, None, True),  # no gallons: nothing to flag
    ],
)
def test_only_a_full_or_confirmed_pump_out_counts(
    gallons: Decimal | None, settled_full: bool | None, full: bool
) -> None:
    """R2 (changed): an unconfirmed possible partial pump-out does not reset the clock."""
    assert is_full_pump_out(gallons, Decimal("1000"), settled_full) is full


#: Issue 32 §1: an interceptor typed quarterly, the approval of monthly typed long after it.
TYPED_ON = date(2026, 12, 6)
GI_F_PUMPS = [date(2025, 3, 20), date(2025, 6, 15), date(2025, 7, 20), date(2025, 8, 25)]
MONTHLY = Frequency(1, "months")
QUARTERLY = Frequency(3, "months")


def _gi_f(
    pumps: list[date], approvals: list[Approval], typed: list[tuple[date, Frequency]]
) -> list[tuple[date, date | None]]:
    intervals = interceptor_schedule(pumps, date(2025, 1, 1), TYPED_ON, typed, approvals)
    return [(i.due, i.met_on) for i in intervals]


def test_an_approved_frequency_applies_from_its_date_never_before() -> None:
    """R8d (issue 32 §1): the cycle from Jul 20 began after the approval of Jul 1, so it is
    due a month later and met late; the cycle open on Jul 1 keeps its three months."""
    approvals = [Approval(date(2025, 7, 1), MONTHLY)]
    typed = [(TYPED_ON, QUARTERLY), (TYPED_ON, MONTHLY)]
    assert _gi_f(GI_F_PUMPS, approvals, typed) == [
        (date(2025, 4, 1), date(2025, 3, 20)),
        (date(2025, 6, 20), date(2025, 6, 15)),
        (date(2025, 9, 15), date(2025, 7, 20)),
        (date(2025, 8, 20), date(2025, 8, 25)),
        (date(2025, 9, 25), None),
    ]
    # as of Jun 1 the open cycle began before the approval's date: still quarterly
    assert _gi_f(GI_F_PUMPS[:1], approvals, typed)[-1] == (date(2025, 6, 20), None)
    assert state_of(date(2025, 6, 20), None, date(2025, 6, 10)) == ObligationState.DUE_SOON


def test_an_approval_of_a_longer_frequency_applies_from_its_date_too() -> None:
    """R8d, E.4: the program manager may lengthen the frequency; a cycle begun after the
    approval is due by it, though the device was typed monthly when the cycle began."""
    approvals = [Approval(date(2025, 7, 1), QUARTERLY)]
    typed = [(date(2025, 1, 1), MONTHLY), (TYPED_ON, QUARTERLY)]
    dues = [due for due, _ in _gi_f(GI_F_PUMPS, approvals, typed)]
    assert dues == [
        date(2025, 2, 1),
        date(2025, 4, 20),
        date(2025, 7, 15),
        date(2025, 10, 20),
        date(2025, 11, 25),
    ]


def test_the_latest_approval_by_its_date_holds_whatever_order_they_were_typed_in() -> None:
    """R8d: recording an older approval after a newer one amends the device back to the
    older frequency; the newer approval still holds from its date."""
    approvals = [Approval(date(2025, 7, 1), MONTHLY), Approval(date(2025, 3, 1), QUARTERLY)]
    typed = [(date(2025, 1, 1), QUARTERLY), (TYPED_ON, MONTHLY), (TYPED_ON, QUARTERLY)]
    assert _gi_f(GI_F_PUMPS, approvals, typed)[-1] == (date(2025, 9, 25), None)


def test_a_frequency_typed_without_an_approval_counts_from_the_day_it_was_typed() -> None:
    """R2: a change typed without an approval rewrites no closed interval, and applies at
    once to the open one (a correction); a version repeating it (another field amended)
    changes nothing."""
    typed = [(date(2025, 1, 1), QUARTERLY), (date(2025, 7, 1), MONTHLY), (TYPED_ON, MONTHLY)]
    assert _gi_f(GI_F_PUMPS, [], typed) == [
        (date(2025, 4, 1), date(2025, 3, 20)),
        (date(2025, 6, 20), date(2025, 6, 15)),
        (date(2025, 9, 15), date(2025, 7, 20)),
        (date(2025, 8, 20), date(2025, 8, 25)),
        (date(2025, 9, 25), None),
    ]
    assert _gi_f(GI_F_PUMPS[:1], [], typed)[-1] == (date(2025, 4, 20), None)


IN_SERVICE = date(2024, 1, 1)
frequencies = st.builds(Frequency, st.integers(1, 6), st.sampled_from(["weeks", "months"]))


@st.composite
def interceptor_records(
    draw: st.DrawFn,
) -> tuple[list[date], list[tuple[date, Frequency]], list[Approval], Approval]:
    """Full pump-outs from an interceptor in service on :data:`IN_SERVICE`, its frequency
    as typed over time, approvals, and one more approval dated after the running cycle
    began: inside it, or after the as-of date."""
    start = IN_SERVICE
    gaps = draw(st.lists(st.integers(7, 200), max_size=5))
    pumps = [start + timedelta(days=sum(gaps[: n + 1])) for n in range(len(gaps))]
    days = st.dates(start, start + timedelta(days=1200))
    typed = draw(st.lists(st.tuples(days, frequencies), min_size=1, max_size=4))
    typed.sort(key=lambda t: t[0])
    approvals = draw(st.lists(st.builds(Approval, days, frequencies), max_size=3))
    began = max(pumps, default=start)
    after = st.dates(began + timedelta(days=1), began + timedelta(days=400))
    added = draw(st.builds(Approval, after, frequencies))
    # A change typed to its frequency on or after its date would be its own amendment.
    assume(not any(f == added.frequency and d >= added.on for d, f in typed[1:]))
    return pumps, typed, approvals, added


@settings(max_examples=examples(40))
@given(records=interceptor_records())
def test_an_approval_dated_after_a_cycle_began_moves_no_due_date(
    records: tuple[list[date], list[tuple[date, Frequency]], list[Approval], Approval],
) -> None:
    """R8d (issue 32): an approval applies from its date, to the cycles that begin after
    it: recorded with its amendment of the device's frequency, it moves no due date of
    the cycles begun before it, the running one included. The schedule reads only the
    full pump-outs, so no other record (a reading, a partial pump-out) moves one either."""
    pumps, typed, approvals, added = records
    before = interceptor_schedule(pumps, IN_SERVICE, IN_SERVICE, typed, approvals)
    amended = [*typed, (max(added.on, typed[-1][0]), added.frequency)]
    after = interceptor_schedule(pumps, IN_SERVICE, IN_SERVICE, amended, [*approvals, added])
    assert after == before
