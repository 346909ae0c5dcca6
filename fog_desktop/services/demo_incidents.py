"""Demo Bistro's incidents (issue 5 §4): a blockage phoned in within minutes and confirmed
on time; an equipment breakdown phoned in three hours late, once the plumber had left,
and confirmed late; and a recent spill phoned in at once whose confirmation is still due
(R5: each call due at the incident's time, on time within the hour)."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from sqlalchemy.orm import Session

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.incident_notices import confirmation_due
from fog_desktop.services import incidents, written_confirmation
from fog_desktop.services.calendar import working_calendar
from fog_desktop.services.incidents import IncidentInput, NoticeInput
from fog_desktop.services.ordinances import profile_in
from fog_desktop.services.written_confirmation import ConfirmationInput
from models import Agency, ConfirmationMethod, Establishment, Incident, IncidentKind


def incident_establishment(session: Session, incident: Incident) -> Establishment:
    found = session.get(Establishment, incident.establishment_id)
    assert found is not None
    return found


def _notice(
    session: Session, incident: Incident, agency: Agency, minutes: int, *, actor: str, now: datetime
) -> None:
    called = datetime.combine(incident.incident_date, incident.incident_time or time(12, 0))
    called += timedelta(minutes=minutes)
    person = "Duty officer, Public Works" if agency == Agency.CITY else "Environmental health"
    establishment = incident_establishment(session, incident)
    number = (
        establishment.city_spill_phone if agency == Agency.CITY else establishment.health_dept_phone
    )
    incidents.add_notice(
        session,
        incident,
        NoticeInput(
            agency=agency,
            called_on=called.date().isoformat(),
            called_time=called.strftime("%H:%M"),
            phone_number=number,
            person_reached=person,
            response=f"Reference {incident.incident_no}-{agency.name[0]}; crew sent to check.",
        ),
        actor,
        now=now,
    )


def _confirm(
    session: Session, incident: Incident, sent_on: date, method: ConfirmationMethod, actor: str
) -> None:
    certified = method == ConfirmationMethod.CERTIFIED_MAIL
    reference = "7019 0700 0001 4471 2290" if certified else "fog@cityofsierramadre.example"
    sent = ConfirmationInput(sent_on.isoformat(), method, reference)
    written_confirmation.record_sent(session, incident, sent, actor, today=sent_on)


def add_incidents(session: Session, bistro: Establishment, as_of: date, actor: str) -> None:
    now = datetime.combine(as_of, time(17, 0))
    calendar = working_calendar(session, bistro.id)
    profile = profile_in(session, bistro.id)

    def report(day: date, data: IncidentInput) -> Incident:
        data.incident_date = day.isoformat()
        return incidents.add(session, bistro.id, data, actor, now=now)

    blockage = report(add_months(as_of, -15), IncidentInput(
        incident_time="21:10", kind=IncidentKind.BLOCKAGE, location="Kitchen floor drain",
        material="Grease and food solids", quantity="Drain backed up, about 10 gallons",
        blockage_or_sso_possible=True, device_id="GI-1",
        description="Floor drain backed up during close.",
        reasons="Food solids washed down the floor drain; the drain screen was missing.",
        immediate_steps="Stopped washing, vacuumed the water, called the hauler to jet the line.",
        preventive_steps="New drain screens; staff retrained on scraping plates into the trash.",
    ))  # fmt: skip
    _notice(session, blockage, Agency.CITY, 15, actor=actor, now=now)
    _notice(session, blockage, Agency.HEALTH_DEPT, 40, actor=actor, now=now)
    due = confirmation_due(calendar, blockage.incident_date, profile)
    _confirm(session, blockage, due - timedelta(days=1), ConfirmationMethod.CERTIFIED_MAIL, actor)

    breakdown = report(add_months(as_of, -5), IncidentInput(
        incident_time="10:25", kind=IncidentKind.EQUIPMENT_BREAKDOWN, location="Dish room",
        material="Hot dishwasher water with grease", quantity="About 30 gallons",
        blockage_or_sso_possible=False,
        description="The dishwasher drain was routed to the grease trap after a repair.",
        reasons="The plumber reconnected the dishwasher to the trap (Grease traps F).",
        immediate_steps="Dishwasher shut off; plumber recalled the same day.",
        preventive_steps="Repairs are checked against the FOG checklist before sign-off; "
        "the city's spill number is posted by the dish room phone, to call first.",
    ))  # fmt: skip
    # The one late call of the demo: made after the plumber had left, 3 h 10 min after.
    _notice(session, breakdown, Agency.CITY, 190, actor=actor, now=now)
    due = confirmation_due(calendar, breakdown.incident_date, profile)
    _confirm(session, breakdown, due + timedelta(days=3), ConfirmationMethod.EMAIL, actor)

    spill = report(as_of - timedelta(days=1), IncidentInput(
        incident_time="14:05", kind=IncidentKind.HUMAN_ERROR, location="Back door",
        material="Used fryer oil", quantity="About 2 gallons", blockage_or_sso_possible=False,
        description="Oil spilled while carrying it to the recycling bin.",
        reasons="The oil was carried in an open pan instead of the closed caddy.",
        immediate_steps="Absorbent spread and swept up; nothing reached the storm drain.",
    ))  # fmt: skip
    _notice(session, spill, Agency.CITY, 10, actor=actor, now=now)
