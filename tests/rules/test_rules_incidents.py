"""R5: the phone notices an incident owes, how soon each call was made, and the written
confirmation's due date."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pytest

from fog_desktop import ordinance
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.incident_notices import (
    IncidentFacts,
    call_timing,
    confirmation_due,
    incident_obligations,
    phone_notices_owed,
)
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.incidents import call_timing_text

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
        calls=(
            (CITY, datetime(2026, 3, 10, 9, 0)),
            (CITY, datetime(2026, 3, 9, 18, 30)),
            (HEALTH, datetime(2026, 3, 11, 8, 15)),
        ),
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
        calls=((CITY, datetime(2026, 3, 9, 18, 30)), (HEALTH, datetime(2026, 3, 11, 8, 15))),
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


INCIDENT_DAY = date(2026, 3, 9)
NO_TIME = "its time is not recorded"
FOUND_AT = time(21, 10)


def called(minutes: int) -> datetime:
    return datetime.combine(INCIDENT_DAY, FOUND_AT) + timedelta(minutes=minutes)


@pytest.mark.parametrize(
    ("minutes", "on_time", "said"),
    [
        (0, True, "on time: called 0 min after"),
        (59, True, "on time: called 59 min after"),
        (60, True, "on time: called 1 h after"),  # "within one hour" holds the hour itself
        (61, False, "late: called 1 h 1 min after"),
        (190, False, "late: called 3 h 10 min after"),
        (200, False, "late: called 3 h 20 min after"),  # 00:30, past midnight
        (26 * 60 + 5, False, "late: called 1 day 2 h 5 min after"),
    ],
)
def test_r5_a_call_within_the_hour_of_the_incident_is_on_time_later_it_is_late_by_how_long(
    minutes: int, on_time: bool, said: str
) -> None:
    timing = call_timing(INCIDENT_DAY, FOUND_AT, called(minutes))
    assert (timing.on_time, call_timing_text(timing)) == (on_time, said)


def test_r5_a_call_40_minutes_after_a_late_evening_incident_is_on_time_across_midnight() -> None:
    timing = call_timing(INCIDENT_DAY, time(23, 40), datetime(2026, 3, 10, 0, 20))
    assert (timing.on_time, call_timing_text(timing)) == (True, "on time: called 40 min after")


@pytest.mark.parametrize(
    ("call", "on_time", "said"),
    [
        # No time to count hours from: a call that day can't be shown late by hours.
        (datetime(2026, 3, 9, 23, 55), True, f"called on the incident's date ({NO_TIME})"),
        (datetime(2026, 3, 10, 0, 5), False, "late: called 1 day after the incident's date"),
        (datetime(2026, 3, 12, 9, 0), False, "late: called 3 days after the incident's date"),
    ],
)  # fmt: skip
def test_r5_with_no_incident_time_a_call_is_judged_by_its_date(
    call: datetime, on_time: bool, said: str
) -> None:
    timing = call_timing(INCIDENT_DAY, None, call)
    assert (timing.on_time, call_timing_text(timing)) == (on_time, said)


@pytest.mark.parametrize(
    ("incident_time", "city_call", "state"),
    [
        (FOUND_AT, called(59), ObligationState.MET),
        # The same day, yet late: more than an hour after the incident.
        (FOUND_AT, called(61), ObligationState.MET_LATE),
        # The next day, yet on time: 40 minutes after an incident found before midnight.
        (time(23, 40), datetime(2026, 3, 10, 0, 20), ObligationState.MET),
        (None, datetime(2026, 3, 9, 23, 55), ObligationState.MET),
        (None, datetime(2026, 3, 10, 8, 0), ObligationState.MET_LATE),
    ],
)
def test_r5_a_phone_notice_is_met_late_by_the_hour_its_due_stays_the_incident_date(
    incident_time: time | None, city_call: datetime, state: ObligationState
) -> None:
    incident = IncidentFacts(
        "INC-2026-001",
        INCIDENT_DAY,
        blockage_or_sso_possible=False,
        calls=((CITY, city_call),),
        incident_time=incident_time,
    )
    as_of = date(2026, 3, 20)
    (city,) = [
        o
        for o in incident_obligations(incident, DEFAULT, as_of, "", SIERRA_MADRE)
        if o.kind == CITY
    ]
    assert (city.due, city.met_on, city.state(as_of)) == (INCIDENT_DAY, city_call.date(), state)
    shape = city.as_dict(as_of)
    assert shape["due"] == "2026-03-09" and shape["state"] == state.value
    assert shape.get("due_time") == (incident_time.strftime("%H:%M") if incident_time else None)
