"""R8a: the written notice of a planned change, due sixty days before its start."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.parse import FIRST_DATE, LAST_DATE
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.rules.planned_changes import (
    PlannedChangeFacts,
    days_late,
    notice_due,
    notice_obligation,
)

SIERRA_MADRE = ordinance.default()

REMODEL = PlannedChangeFacts("Second fryer line", date(2027, 3, 1))
#: The days the application stores (parse.FIRST_DATE to LAST_DATE).
DAYS = st.dates(min_value=FIRST_DATE, max_value=LAST_DATE)
SOURCE = "planned_changes:1"


@pytest.mark.parametrize(
    ("start", "due"),
    [
        (date(2027, 3, 1), date(2026, 12, 31)),  # sixty calendar days, across the new year
        (date(2026, 6, 30), date(2026, 5, 1)),
        (date(2028, 4, 29), date(2028, 2, 29)),  # a leap day is a day like any other
    ],
)
def test_the_notice_is_due_sixty_calendar_days_before_the_start(start: date, due: date) -> None:
    assert notice_due(start, SIERRA_MADRE) == due


def test_the_notice_period_is_the_profiles() -> None:
    ninety = replace(SIERRA_MADRE, planned_change_notice_days=90)
    assert notice_due(date(2027, 3, 1), ninety) == date(2026, 12, 1)


def test_a_notice_sent_in_time_is_met() -> None:
    sent = PlannedChangeFacts("Second fryer line", date(2027, 3, 1), date(2026, 12, 15))
    found = notice_obligation(sent, date(2027, 1, 10), SOURCE, SIERRA_MADRE)
    assert (found.kind, found.subject, found.due) == (
        ObligationKind.PLANNED_CHANGE_NOTICE,
        "Second fryer line",
        date(2026, 12, 31),
    )
    assert (found.met_on, found.rule, found.source) == (date(2026, 12, 15), "R8a", SOURCE)
    assert found.state(date(2027, 1, 10)) == ObligationState.MET


def test_an_unsent_notice_is_due_soon_then_overdue() -> None:
    assert (
        notice_obligation(REMODEL, date(2026, 12, 20), SOURCE, SIERRA_MADRE).state(
            date(2026, 12, 20)
        )
        == ObligationState.DUE_SOON
    )
    assert (
        notice_obligation(REMODEL, date(2027, 1, 2), SOURCE, SIERRA_MADRE).state(date(2027, 1, 2))
        == ObligationState.OVERDUE
    )


def test_a_notice_sent_after_its_due_date_is_met_late() -> None:
    late = PlannedChangeFacts("Second fryer line", date(2027, 3, 1), date(2027, 1, 20))
    assert (
        notice_obligation(late, date(2027, 2, 1), SOURCE, SIERRA_MADRE).state(date(2027, 2, 1))
        == ObligationState.MET_LATE
    )


def test_a_notice_dated_after_the_day_seen_is_not_sent_yet() -> None:
    ahead = PlannedChangeFacts("Second fryer line", date(2027, 3, 1), date(2026, 12, 20))
    assert notice_obligation(ahead, date(2026, 12, 10), SOURCE, SIERRA_MADRE).met_on is None


def test_a_start_less_than_sixty_days_away_is_late_from_the_day_it_is_entered() -> None:
    entered = date(2027, 1, 10)
    assert days_late(notice_due(date(2027, 3, 1), SIERRA_MADRE), entered) == 10
    assert days_late(notice_due(date(2027, 3, 1), SIERRA_MADRE), date(2026, 12, 31)) == 0
    assert days_late(notice_due(date(2027, 3, 1), SIERRA_MADRE), date(2026, 11, 1)) == 0


@given(DAYS, DAYS)
def test_a_notice_is_late_exactly_when_less_than_the_period_is_left(start: date, day: date) -> None:
    late = days_late(notice_due(start, SIERRA_MADRE), day)
    assert (late > 0) == ((start - day).days < SIERRA_MADRE.planned_change_notice_days)
    if late:
        assert day - timedelta(days=late) == notice_due(start, SIERRA_MADRE)


@given(DAYS, DAYS)
def test_the_notice_met_on_any_day_before_its_due_date_is_met(start: date, sent: date) -> None:
    change = PlannedChangeFacts("Remodel", start, sent)
    found = notice_obligation(change, LAST_DATE, SOURCE, SIERRA_MADRE)
    expected = (
        ObligationState.MET if sent <= notice_due(start, SIERRA_MADRE) else ObligationState.MET_LATE
    )
    assert found.state(LAST_DATE) == expected
