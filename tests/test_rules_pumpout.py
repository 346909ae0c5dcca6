"""R2/R3: frequencies, month arithmetic and the next pump-out due; obligation states."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.obligations import ObligationState, state_of
from fog_desktop.rules.pumpout import (
    DEFAULT_INTERCEPTOR_FREQUENCY,
    Frequency,
    next_pump_out_due,
)


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


def test_six_months_is_the_longest_interceptor_frequency() -> None:
    assert not Frequency(6, "months").exceeds_six_months()
    assert Frequency(7, "months").exceeds_six_months()
    assert not Frequency(181, "days").exceeds_six_months()
    assert Frequency(182, "days").exceeds_six_months()
    assert Frequency(26, "weeks").exceeds_six_months()


@given(start=st.dates(date(2000, 1, 1), date(2090, 1, 1)), days=st.integers(1, 181))
def test_any_accepted_frequency_in_days_is_due_within_six_months(start: date, days: int) -> None:
    """R2 (E.2): a due date we show is never later than six months after the last pump-out."""
    assert Frequency(days, "days").after(start) <= add_months(start, 6)


def test_next_pump_out_due_from_last_pump_out_or_in_service_date() -> None:
    quarterly = DEFAULT_INTERCEPTOR_FREQUENCY
    entered = date(2026, 12, 2)
    assert next_pump_out_due(date(2026, 11, 30), None, quarterly, entered) == date(2027, 2, 28)
    assert next_pump_out_due(None, date(2026, 10, 1), quarterly, entered) == date(2027, 1, 1)
    assert next_pump_out_due(None, None, quarterly, entered) == entered  # due at once


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
