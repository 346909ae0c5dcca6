"""An establishment's additions to and removals from the working-day calendar (R5)."""

from __future__ import annotations

from datetime import date

import pytest

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services.calendar import (
    add_calendar_change,
    calendar_for,
    list_calendar_changes,
    void_calendar_change,
)
from fog_desktop.services.establishments import EstablishmentInput, create_establishment


@pytest.fixture
def est_id(context: AppContext) -> int:
    return create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor).id


def test_a_local_closure_moves_the_due_date_and_voiding_it_moves_it_back(
    context: AppContext, est_id: int
) -> None:
    incident = date(2026, 3, 30)
    assert calendar_for(context.db, est_id).add_working_days(incident, 5) == date(2026, 4, 6)
    change = add_calendar_change(
        context.db, est_id, "2026-03-31", "Closed", note="Cesar Chavez Day", actor=context.actor
    )
    assert calendar_for(context.db, est_id).add_working_days(incident, 5) == date(2026, 4, 7)
    void_calendar_change(context.db, change.id, "City hall was open after all", context.actor)
    assert calendar_for(context.db, est_id).add_working_days(incident, 5) == date(2026, 4, 6)
    assert [c.status_text for c in list_calendar_changes(context.db, est_id)] == [
        "Void: City hall was open after all"
    ]


def test_removing_a_default_holiday(context: AppContext, est_id: int) -> None:
    add_calendar_change(context.db, est_id, "2026-11-27", "Open", actor=context.actor)
    assert calendar_for(context.db, est_id).is_working_day(date(2026, 11, 27))


@pytest.mark.parametrize(
    ("day", "kind", "message"),
    [
        ("2026-12-25", "Closed", "not a working day already"),
        ("2026-12-05", "Closed", "not a working day already"),  # a Saturday
        ("2026-03-31", "Open", "not a holiday of the default calendar"),
        ("2026-31-03", "Closed", "Enter the date like 2026-03-15"),
        ("", "Closed", "Enter the day"),
    ],
)
def test_meaningless_changes_are_refused(
    context: AppContext, est_id: int, day: str, kind: str, message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        add_calendar_change(context.db, est_id, day, kind, actor=context.actor)
    assert list_calendar_changes(context.db, est_id) == []


def test_the_same_day_twice_is_refused(context: AppContext, est_id: int) -> None:
    add_calendar_change(context.db, est_id, "2026-03-31", "Closed", actor=context.actor)
    with pytest.raises(ValidationError, match="changed already"):
        add_calendar_change(context.db, est_id, "2026-03-31", "Closed", actor=context.actor)
