"""R5: the phone notices an incident owes, and the written confirmation's due date."""

from __future__ import annotations

from datetime import date

import pytest

from fog_desktop import ordinance
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.incident_notices import (
    IncidentFacts,
    confirmation_due,
    incident_obligations,
    phone_notices_owed,
)
from fog_desktop.rules.obligations import ObligationKind, ObligationState

SIERRA_MADRE = ordinance.default()

DEFAULT = WorkingCalendar()
CITY = ObligationKind.CITY_PHONE_NOTICE
HEALTH = ObligationKind.HEALTH_DEPT_PHONE_NOTICE
WRITTEN = ObligationKind.WRITTEN_CONFIRMATION


@pytest.mark.parametrize(
    ("incident", "due"),
    [
        (date(2026, 3, 9), date(2026, 3, 16)),  # a Monday: due the Monday after
        (date(2026, 3, 6), date(2026, 3, 13)),  # a Friday: the weekend is not counted
        (date(2026, 3, 7), date(2026, 3, 13)),  # a Saturday: Monday is day one
        (date(2026, 3, 8), date(2026, 3, 13)),  # a Sunday: Monday is day one too
        (date(2026, 5, 22), date(2026, 6, 1)),  # Memorial Day Mon May 25 is skipped
        (date(2026, 5, 25), date(2026, 6, 1)),  # an incident on the holiday itself
        (date(2026, 11, 25), date(2026, 12, 4)),  # Thanksgiving and the day after
        (date(2026, 12, 24), date(2027, 1, 4)),  # Christmas and New Year's Day
    ],
)
def test_the_confirmation_is_due_on_the_fifth_working_day_after(incident: date, due: date) -> None:
    assert confirmation_due(DEFAULT, incident, SIERRA_MADRE) == due


def test_a_local_closure_on_a_working_day_moves_the_due_date_one_day() -> None:
    closed = WorkingCalendar.with_changes(closed=[date(2026, 3, 12)])
    assert confirmation_due(closed, date(2026, 3, 9), SIERRA_MADRE) == date(2026, 3, 17)


def test_a_closure_on_the_fifth_working_day_itself_moves_it_to_the_next_one() -> None:
    closed = WorkingCalendar.with_changes(closed=[date(2026, 3, 16)])
    assert confirmation_due(closed, date(2026, 3, 9), SIERRA_MADRE) == date(2026, 3, 17)


def test_a_closure_on_a_weekend_or_after_the_due_date_changes_nothing() -> None:
    closed = WorkingCalendar.with_changes(closed=[date(2026, 3, 14), date(2026, 3, 17)])
    assert confirmation_due(closed, date(2026, 3, 9), SIERRA_MADRE) == date(2026, 3, 16)


def test_a_holiday_the_establishment_works_counts_as_a_working_day() -> None:
    opened = WorkingCalendar.with_changes(opened=[date(2026, 5, 25)])
    assert confirmation_due(opened, date(2026, 5, 22), SIERRA_MADRE) == date(2026, 5, 29)


def test_the_city_is_always_called_and_the_health_department_when_an_sso_is_possible() -> None:
    assert phone_notices_owed(blockage_or_sso_possible=False) == (CITY,)
    assert phone_notices_owed(blockage_or_sso_possible=True) == (CITY, HEALTH)


def obligations(
    incident: IncidentFacts, as_of: date
) -> dict[ObligationKind, tuple[date, date | None]]:
    found = incident_obligations(incident, DEFAULT, as_of, "incidents:7", SIERRA_MADRE)
    assert {(o.subject, o.rule, o.source) for o in found} == {("INC-2026-001", "R5", "incidents:7")}
    return {o.kind: (o.due, o.met_on) for o in found}


def test_without_a_blockage_the_incident_owes_the_city_call_and_the_confirmation() -> None:
    incident = IncidentFacts("INC-2026-001", date(2026, 3, 9), blockage_or_sso_possible=False)
    assert obligations(incident, date(2026, 3, 9)) == {
        CITY: (date(2026, 3, 9), None),
        WRITTEN: (date(2026, 3, 16), None),
    }


def test_each_call_meets_only_its_own_agency_s_notice_the_first_call_counts() -> None:
    incident = IncidentFacts(
        "INC-2026-001",
        date(2026, 3, 9),
        blockage_or_sso_possible=True,
        calls=((CITY, date(2026, 3, 10)), (CITY, date(2026, 3, 9)), (HEALTH, date(2026, 3, 11))),
        confirmation_sent_on=date(2026, 3, 16),
    )
    assert obligations(incident, date(2026, 3, 20)) == {
        CITY: (date(2026, 3, 9), date(2026, 3, 9)),
        HEALTH: (date(2026, 3, 9), date(2026, 3, 11)),
        WRITTEN: (date(2026, 3, 16), date(2026, 3, 16)),
    }


def test_seen_on_an_earlier_day_later_calls_and_the_sending_have_not_happened_yet() -> None:
    incident = IncidentFacts(
        "INC-2026-001",
        date(2026, 3, 9),
        blockage_or_sso_possible=True,
        calls=((CITY, date(2026, 3, 9)), (HEALTH, date(2026, 3, 11))),
        confirmation_sent_on=date(2026, 3, 17),
    )
    assert obligations(incident, date(2026, 3, 10)) == {
        CITY: (date(2026, 3, 9), date(2026, 3, 9)),
        HEALTH: (date(2026, 3, 9), None),
        WRITTEN: (date(2026, 3, 16), None),
    }


@pytest.mark.parametrize(
    ("sent_on", "as_of", "state"),
    [
        (None, date(2026, 3, 16), ObligationState.DUE_SOON),  # the fifth working day itself
        (None, date(2026, 3, 17), ObligationState.OVERDUE),  # the day after it
        (date(2026, 3, 16), date(2026, 3, 20), ObligationState.MET),  # sent on the last day
        (date(2026, 3, 17), date(2026, 3, 20), ObligationState.MET_LATE),  # one day late
    ],
)
def test_the_confirmation_s_state_turns_on_the_fifth_working_day(
    sent_on: date | None, as_of: date, state: ObligationState
) -> None:
    incident = IncidentFacts(
        "INC-2026-001",
        date(2026, 3, 9),
        blockage_or_sso_possible=False,
        confirmation_sent_on=sent_on,
    )
    written = [
        o
        for o in incident_obligations(incident, DEFAULT, as_of, "", SIERRA_MADRE)
        if o.kind == WRITTEN
    ]
    assert [o.state(as_of) for o in written] == [state]
