"""Incidents: the report and the immediate phone notices (R5); the written confirmation
is sent from :mod:`fog_desktop.services.written_confirmation`.

The confirmation is due five working days after the incident date, counted on the
establishment's calendar; neither it nor a sent incident's amendment may leave any of
the four elements the ordinance asks for empty.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime, time
from typing import Self

from sqlalchemy.orm import Session, joinedload, selectinload

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, clock_time, day_text, parse_date
from fog_desktop.phones import phone_number
from fog_desktop.services import records, units
from fog_desktop.services.calendar import working_calendar
from fog_desktop.services.devices import device_in_use
from fog_desktop.services.form import AsTyped, Problems, form_of
from fog_desktop.services.incidents_rows import (
    REQUIRED_ELEMENTS,
    IncidentColumns,
    IncidentRow,
    IncidentsShown,
    NoticeRow,
    call_timing_text,
    incident_obligations,
    incidents_shown,
    list_incidents,
    records_begin_of,
    row,
)
from fog_desktop.services.ordinances import profile_in
from models import (
    INCIDENT_KINDS,
    Agency,
    Device,
    Incident,
    PhoneNotice,
)

__all__ = [
    "REQUIRED_ELEMENTS",
    "TIME_HINT",
    "IncidentInput",
    "IncidentRow",
    "IncidentValues",
    "IncidentsShown",
    "NoticeInput",
    "NoticeRow",
    "add",
    "add_notice",
    "add_phone_notice",
    "amend_incident",
    "call_timing_text",
    "get_incident",
    "incident_obligations",
    "incidents_shown",
    "label",
    "list_incidents",
    "parse_time",
    "report_incident",
    "void_incident",
    "void_phone_notice",
]

TIME_HINT = noop("Incidents", "Enter the time as HH:MM, for example 14:30 or 2:30 PM.")


@dataclass
class IncidentInput(AsTyped["IncidentRow"]):
    """An incident as typed: dates YYYY-MM-DD, times HH:MM."""

    incident_date: str = ""
    incident_time: str = ""
    kind: str = ""
    location: str = ""
    material: str = ""
    quantity: str = ""
    blockage_or_sso_possible: bool = False
    device_id: str = ""
    description: str = ""
    reasons: str = ""
    immediate_steps: str = ""
    preventive_steps: str = ""

    @classmethod
    def of(cls, row: IncidentRow) -> Self:
        """The incident as typed, from the row the services list: the base of an
        amendment, which changes only what the user changes."""
        return form_of(cls, row, blockage_or_sso_possible=row.blockage_or_sso_possible)


def parse_time(text: str, field: str, label: str) -> time | None:
    text = text.strip()
    if not text:
        return None
    said = clock_time(text)
    if said is None:
        raise ValidationError.single(
            field,
            translate("Incidents", "{label}: {text} is not a time.").format(
                label=label, text=repr(text)
            )
            + " "
            + translate("Incidents", TIME_HINT),
        )
    return said


def label(incident: Incident) -> str:
    return f"Incident {incident.incident_no}"


@dataclass(frozen=True, kw_only=True)
class IncidentValues(IncidentColumns, records.Values[Incident]):
    """An incident's columns as :func:`validate` checked them."""

    device_pk: int | None


def validate(
    session: Session, establishment_id: int, data: IncidentInput, now: datetime
) -> IncidentValues:
    check_storable(asdict(data))
    problems = Problems()
    day = problems.parse(
        parse_date, data.incident_date, "incident_date", translate("Incidents", "Incident date")
    )
    moment = problems.parse(
        parse_time, data.incident_time, "incident_time", translate("Incidents", "Incident time")
    )
    if day is None and not problems:
        problems.add("incident_date", translate("Incidents", "Enter the date of the incident."))
    elif day is not None and (
        day > now.date() or (day == now.date() and moment is not None and moment > now.time())
    ):
        problems.add(
            "incident_date", translate("Incidents", "The incident can't be in the future.")
        )
    choose = translate("Incidents", "Choose what happened: {choices}.")
    problems.one_of("kind", data.kind, INCIDENT_KINDS, choose)
    device_pk = problems.parse(device_in_use, session, establishment_id, data.device_id)
    problems.check()
    assert day is not None
    return IncidentValues(
        incident_date=day,
        incident_time=moment,
        kind=data.kind,
        location=data.location.strip(),
        material=data.material.strip(),
        quantity=data.quantity.strip(),
        blockage_or_sso_possible=bool(data.blockage_or_sso_possible),
        device_pk=device_pk,
        description=data.description.strip(),
        reasons=data.reasons.strip(),
        immediate_steps=data.immediate_steps.strip(),
        preventive_steps=data.preventive_steps.strip(),
    )


INCIDENTS = records.RecordType(
    Incident, noop("Records", "incident"), label, load=(selectinload(Incident.phone_notices),)
)


def add(
    session: Session,
    establishment_id: int,
    data: IncidentInput,
    actor: str,
    *,
    now: datetime,
    incident_no: str = "",
) -> Incident:
    """Report within an open unit of work (used by the demo and import, which keeps the
    Incident ID of the workbook)."""
    values = validate(session, establishment_id, data, now)
    number = incident_no or records.next_number(
        session, Incident.incident_no, establishment_id, f"INC-{values.incident_date.year}"
    )
    return INCIDENTS.add(
        session, values, actor, establishment_id=establishment_id, incident_no=number
    )


report_incident = units.own_unit(add)


def amend_incident(
    db: Database,
    incident_pk: int,
    data: IncidentInput,
    actor: str,
    *,
    now: datetime,
    reason: str = "",
) -> Incident:

    def amended(session: Session, incident: Incident) -> None:
        values = validate(session, incident.establishment_id, data, now)
        if incident.confirmation_sent_on is not None:
            check_elements(values)
        filled = filled_in(incident, values)
        INCIDENTS.amend(
            session,
            incident,
            values,
            actor,
            reason or ("Filled in: " + ", ".join(filled) if filled else ""),
            correction=not filled,
        )

    return INCIDENTS.change_by_id(db, incident_pk, amended)


def filled_in(incident: Incident, values: IncidentValues) -> list[str]:
    """The columns an amendment only fills in, each empty before (the written
    confirmation's elements written after the phone notice, R5): a step of the incident's
    life, not a correction, which leaves it "Recorded" (R6). None when it changes a
    value already there."""
    changed = {
        name: getattr(incident, name)
        for name, value in values.columns().items()
        if getattr(incident, name) != value
    }
    if any(before not in (None, "") for before in changed.values()):
        return []
    return list(changed)


void_incident = INCIDENTS.void_by_id


def get_incident(db: Database, incident_pk: int) -> IncidentRow:
    with db.read() as session:
        incident = INCIDENTS.get(session, incident_pk)
        calendar = working_calendar(session, incident.establishment_id)
        device = session.get(Device, incident.device_pk) if incident.device_pk else None
        devices = {device.id: device.device_id} if device else {}
        est_id = incident.establishment_id
        return row(
            incident, calendar, devices, profile_in(session, est_id),
            records_begin=records_begin_of(session, est_id),
        )  # fmt: skip


@dataclass
class NoticeInput:
    """A phone notice as typed: when (YYYY-MM-DD and HH:MM), whom, what they said."""

    agency: str = Agency.CITY.value
    called_on: str = ""
    called_time: str = ""
    phone_number: str = ""
    person_reached: str = ""
    response: str = ""


def _notice_label(notice: PhoneNotice) -> str:
    return f"{notice.agency} phone notice of {notice.incident.incident_no}"


_NOTICES = records.RecordType(
    PhoneNotice,
    noop("Records", "phone notice"),
    _notice_label,
    load=(joinedload(PhoneNotice.incident),),
)


def add_phone_notice(
    db: Database, incident_pk: int, data: NoticeInput, actor: str, *, now: datetime
) -> PhoneNotice:
    """Record a call to the city or the health department about the incident (R5)."""
    with db.write() as session:
        incident = INCIDENTS.get(session, incident_pk)
        return add_notice(session, incident, data, actor, now=now)


def add_notice(
    session: Session, incident: Incident, data: NoticeInput, actor: str, *, now: datetime
) -> PhoneNotice:
    """Record a phone notice within an open unit of work."""
    problems = Problems()
    if data.agency not in {a.value for a in Agency}:
        problems.add(
            "agency",
            translate("Incidents", "Choose whom you called: the city or the health department."),
        )
    day = problems.parse(
        parse_date, data.called_on, "called_on", translate("Incidents", "Date of the call")
    )
    moment = problems.parse(
        parse_time, data.called_time, "called_time", translate("Incidents", "Time of the call")
    )
    number = problems.parse(phone_number, data.phone_number, "phone_number")
    if not problems and (day is None or moment is None):
        problems.add("called_time", translate("Incidents", "Enter the date and time of the call."))
    if day is not None and moment is not None:
        called_at = datetime.combine(day, moment)
        started = datetime.combine(incident.incident_date, incident.incident_time or time(0, 0))
        if called_at < started:
            problems.add(
                "called_time",
                translate("Incidents", "The call can't be before the incident ({when}).").format(
                    when=f"{day_text(started.date())} {started:%H:%M}"
                ),
            )
        elif called_at > now:
            problems.add("called_time", translate("Incidents", "The call can't be in the future."))
    problems.check()
    assert day is not None and moment is not None and number is not None
    notice = PhoneNotice(
        establishment_id=incident.establishment_id,
        incident_id=incident.id,
        agency=data.agency,
        called_at=datetime.combine(day, moment),
        phone_number=number,
        person_reached=data.person_reached.strip(),
        response=data.response.strip(),
    )
    notice.incident = incident
    return _NOTICES.create(session, notice, actor)


void_phone_notice = _NOTICES.void_by_id


def check_elements(incident: Incident | IncidentValues) -> None:
    """Refuse while any of the elements the written confirmation states is empty (R5)."""
    problems = Problems()
    for field, what in REQUIRED_ELEMENTS.items():
        if not getattr(incident, field).strip():
            problems.add(
                field,
                translate(
                    "Incidents", "Write {what}: the written confirmation must state it (R5)."
                ).format(what=translate("IncidentElements", what)),
            )
    problems.check()
