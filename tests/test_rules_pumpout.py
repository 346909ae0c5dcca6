"""R2/R3: frequencies, month arithmetic and the next pump-out due; obligation states."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.dates import add_months
from fog_desktop.rules.obligations import ObligationState, state_of
from fog_desktop.rules.pumpout import Frequency, Interval, is_full_pump_out, schedule


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
