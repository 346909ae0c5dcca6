"""R5: the working-day calendar and the written confirmation's due date."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop.rules.calendar import (
    TABLE_YEARS,
    WorkingCalendar,
    default_holidays,
    holidays_of_package,
)

DEFAULT = WorkingCalendar()


@pytest.mark.parametrize(
    ("incident", "due"),
    [
        (date(2026, 12, 24), date(2027, 1, 4)),  # Christmas and New Year's Day in between
        (date(2026, 11, 25), date(2026, 12, 4)),  # Thanksgiving and the day after
        (date(2026, 3, 30), date(2026, 4, 6)),  # Cesar Chavez Day is not a default holiday
        (date(2026, 7, 2), date(2026, 7, 10)),  # July 4 on a Saturday: observed Fri Jul 3
        (date(2027, 7, 1), date(2027, 7, 9)),  # July 4 on a Sunday: observed Mon Jul 5
        (date(2021, 12, 29), date(2022, 1, 6)),  # New Year 2022 on a Saturday: Fri Dec 31
        (date(2026, 12, 5), date(2026, 12, 11)),  # a Saturday incident: Mon is day one
        (date(2026, 6, 18), date(2026, 6, 25)),  # Juneteenth is not a default holiday
    ],
)
def test_written_confirmation_due_five_working_days_after(incident: date, due: date) -> None:
    assert DEFAULT.add_working_days(incident, 5) == due


def test_default_calendar_of_2026_is_the_ten_holidays_on_observed_dates() -> None:
    assert default_holidays(2026) == {
        date(2026, 1, 1): "New Year's Day",
        date(2026, 1, 19): "Martin Luther King Jr. Day",
        date(2026, 2, 16): "Presidents' Day",
        date(2026, 5, 25): "Memorial Day",
        date(2026, 7, 3): "Independence Day (observed)",
        date(2026, 9, 7): "Labor Day",
        date(2026, 11, 11): "Veterans Day",
        date(2026, 11, 26): "Thanksgiving Day",
        date(2026, 11, 27): "Day After Thanksgiving",
        date(2026, 12, 25): "Christmas Day",
    }


def test_every_year_has_ten_default_holidays_on_weekdays() -> None:
    for year in range(2020, 2040):
        days = default_holidays(year)
        # New Year's Day on a Saturday is observed on Dec 31 of the year before.
        saturday_new_year = date(year + 1, 1, 1).weekday() == 5
        own_new_year = date(year, 1, 1).weekday() == 5
        assert len(days) == 10 + saturday_new_year - own_new_year, year
        assert all(d.weekday() < 5 for d in days)


def test_the_shipped_holidays_are_the_packages_for_every_year_of_the_table() -> None:
    """After an upgrade of the ``holidays`` package that moves a day, this fails: write
    the table again (``python -m tools.holiday_table``)."""
    for year in TABLE_YEARS:
        assert default_holidays(year) == holidays_of_package(year), year


def test_a_year_past_the_table_is_asked_of_the_package() -> None:
    year = TABLE_YEARS.stop
    assert "Thanksgiving Day" in default_holidays(year).values()
    assert default_holidays(year) == holidays_of_package(year)


def test_local_closure_and_removed_holiday_move_the_due_date() -> None:
    closed = WorkingCalendar.with_changes(closed=[date(2026, 3, 31)])
    assert closed.add_working_days(date(2026, 3, 30), 5) == date(2026, 4, 7)
    opened = WorkingCalendar.with_changes(opened=[date(2026, 11, 27)])
    assert opened.add_working_days(date(2026, 11, 25), 5) == date(2026, 12, 3)
    assert "Local closure" in closed.describe(2026)
    assert "Day After Thanksgiving" not in opened.describe(2026)


closures = st.frozensets(st.dates(date(2024, 1, 1), date(2031, 12, 31)), max_size=20)


@given(start=st.dates(date(2024, 1, 1), date(2030, 12, 31)), n=st.integers(1, 30), closed=closures)
def test_result_is_a_working_day_with_exactly_n_working_days_in_between(
    start: date, n: int, closed: frozenset[date]
) -> None:
    calendar = WorkingCalendar(closed=closed)
    due = calendar.add_working_days(start, n)
    assert due > start
    assert calendar.is_working_day(due)
    span = (due - start).days
    counted = sum(calendar.is_working_day(start + timedelta(days=i)) for i in range(1, span + 1))
    assert counted == n


@given(start=st.dates(date(2024, 1, 1), date(2030, 12, 31)), n=st.integers(1, 20))
def test_a_local_closure_never_makes_the_due_date_earlier(start: date, n: int) -> None:
    """rules.md: a date we show must never be later than the law's; closures only add days."""
    closed = WorkingCalendar(closed=frozenset({start + timedelta(days=1)}))
    assert closed.add_working_days(start, n) >= DEFAULT.add_working_days(start, n)


def test_the_working_days_left_are_counted_as_the_due_date_was() -> None:
    # Thu 2026-12-24: Christmas Day and New Year's Day are not counted (R5).
    assert DEFAULT.working_days_until(date(2026, 12, 24), date(2027, 1, 4)) == 5
    assert DEFAULT.working_days_until(date(2026, 12, 31), date(2027, 1, 4)) == 1
    assert DEFAULT.working_days_until(date(2027, 1, 4), date(2027, 1, 4)) == 0


@given(start=st.dates(date(2024, 1, 1), date(2030, 12, 31)), n=st.integers(1, 30), closed=closures)
def test_the_days_left_on_the_incident_day_are_the_days_the_due_date_counted(
    start: date, n: int, closed: frozenset[date]
) -> None:
    calendar = WorkingCalendar(closed=closed)
    assert calendar.working_days_until(start, calendar.add_working_days(start, n)) == n
