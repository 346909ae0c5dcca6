"""Incidents: the report, the immediate phone notices and the written confirmation (R5).

The confirmation is due five working days after the incident date, counted on the
establishment's calendar; it may not be marked sent while any of the four elements the
ordinance asks for is empty.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, fields
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.parse import check_storable, parse_date
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.incident_notices import IncidentFacts, confirmation_due
from fog_desktop.rules.incident_notices import incident_obligations as owed_by
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services import attachments, records
from fog_desktop.services.calendar import working_calendar
from fog_desktop.services.obligations import producer
from models import (
    CONFIRMATION_METHODS,
    INCIDENT_KINDS,
    Agency,
    ConfirmationMethod,
    Device,
    Establishment,
    Incident,
    PhoneNotice,
)

TIME_HINT = "Enter the time as HH:MM, for example 14:30."

#: The four elements the written confirmation must state (R5), by field, for messages.
REQUIRED_ELEMENTS = {
    "reasons": "the reasons for the discharge or spill",
    "immediate_steps": "the steps taken at once to correct it",
    "preventive_steps": "the steps being taken to prevent it from recurring",
}


@dataclass
class IncidentInput:
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
    def from_record(cls, incident: Incident, device_id: str) -> IncidentInput:
        values: dict[str, Any] = {}
        for f in fields(cls):
            value = device_id if f.name == "device_id" else getattr(incident, f.name)
            if isinstance(value, time):
                values[f.name] = value.strftime("%H:%M")
            elif isinstance(value, date):
                values[f.name] = value.isoformat()
            else:
                values[f.name] = "" if value is None else value
        return cls(**values)


def parse_time(text: str, field: str, label: str) -> time | None:
    text = text.strip()
    if not text:
        return None
    try:
        return time.fromisoformat(text)
    except ValueError:
        raise ValidationError.single(
            field, f"{label}: {text!r} is not a time. {TIME_HINT}"
        ) from None


def label(incident: Incident) -> str:
    return f"Incident {incident.incident_no}"


def _validate(
    session: Session, establishment_id: int, data: IncidentInput, now: datetime
) -> dict[str, Any]:
    check_storable(asdict(data))
    problems: list[Problem] = []
    day = moment = None
    try:
        day = parse_date(data.incident_date, "incident_date", "Incident date")
        moment = parse_time(data.incident_time, "incident_time", "Incident time")
    except ValidationError as exc:
        problems.extend(exc.problems)
    if day is None and not problems:
        problems.append(Problem("incident_date", "Enter the date of the incident."))
    elif day is not None and (
        day > now.date() or (day == now.date() and moment is not None and moment > now.time())
    ):
        problems.append(Problem("incident_date", "The incident can't be in the future."))
    if data.kind not in INCIDENT_KINDS:
        problems.append(Problem("kind", f"Choose what happened: {', '.join(INCIDENT_KINDS)}."))
    device_pk = None
    if data.device_id.strip():
        device_pk = session.scalar(
            select(Device.id).where(
                Device.establishment_id == establishment_id,
                Device.device_id == data.device_id.strip(),
                Device.voided_at.is_(None),
            )
        )
        if device_pk is None:
            problems.append(
                Problem("device_id", f"There is no device {data.device_id.strip()!r} in use.")
            )
    if problems:
        raise ValidationError(problems)
    return {
        "incident_date": day,
        "incident_time": moment,
        "kind": data.kind,
        "location": data.location.strip(),
        "material": data.material.strip(),
        "quantity": data.quantity.strip(),
        "blockage_or_sso_possible": bool(data.blockage_or_sso_possible),
        "device_pk": device_pk,
        "description": data.description.strip(),
        "reasons": data.reasons.strip(),
        "immediate_steps": data.immediate_steps.strip(),
        "preventive_steps": data.preventive_steps.strip(),
    }


def _next_number(session: Session, establishment_id: int, year: int) -> str:
    """INC-<year>-<n>: numbered per establishment and year, void ones counted, so a
    number is never given twice."""
    taken = session.scalar(
        select(func.count(Incident.id)).where(
            Incident.establishment_id == establishment_id,
            Incident.incident_no.like(f"INC-{year}-%"),
        )
    )
    return f"INC-{year}-{(taken or 0) + 1:03d}"


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
    values = _validate(session, establishment_id, data, now)
    number = incident_no or _next_number(session, establishment_id, values["incident_date"].year)
    incident = Incident(establishment_id=establishment_id, incident_no=number, **values)
    return records.create(
        session, incident, label=label(incident), establishment_id=establishment_id, actor=actor
    )


def report_incident(
    db: Database, establishment_id: int, data: IncidentInput, actor: str, *, now: datetime
) -> Incident:
    with db.write() as session:
        return add(session, establishment_id, data, actor, now=now)


def _get(session: Session, incident_pk: int) -> Incident:
    incident = session.get(Incident, incident_pk)
    if incident is None:
        raise NotFound(f"There is no incident with id {incident_pk}.")
    return incident


def amend_incident(
    db: Database,
    incident_pk: int,
    data: IncidentInput,
    actor: str,
    *,
    now: datetime,
    reason: str = "",
) -> Incident:
    with db.write() as session:
        incident = _get(session, incident_pk)
        values = _validate(session, incident.establishment_id, data, now)
        if incident.confirmation_sent_on is not None:
            _check_elements(values)
        records.amend(
            session,
            incident,
            values,
            label=label(incident),
            establishment_id=incident.establishment_id,
            actor=actor,
            reason=reason,
        )
        return incident


def void_incident(db: Database, incident_pk: int, reason: str, actor: str) -> None:
    with db.write() as session:
        incident = _get(session, incident_pk)
        records.void(
            session,
            incident,
            reason=reason,
            label=label(incident),
            establishment_id=incident.establishment_id,
            actor=actor,
        )


@dataclass
class NoticeInput:
    """A phone notice as typed: when (YYYY-MM-DD and HH:MM), whom, what they said."""

    agency: str = Agency.CITY.value
    called_on: str = ""
    called_time: str = ""
    phone_number: str = ""
    person_reached: str = ""
    response: str = ""


def add_phone_notice(
    db: Database, incident_pk: int, data: NoticeInput, actor: str, *, now: datetime
) -> PhoneNotice:
    """Record a call to the city or the health department about the incident (R5)."""
    with db.write() as session:
        incident = _get(session, incident_pk)
        return add_notice(session, incident, data, actor, now=now)


def add_notice(
    session: Session, incident: Incident, data: NoticeInput, actor: str, *, now: datetime
) -> PhoneNotice:
    """Record a phone notice within an open unit of work."""
    problems: list[Problem] = []
    if data.agency not in {a.value for a in Agency}:
        problems.append(
            Problem("agency", "Choose whom you called: the city or the health department.")
        )
    day = moment = None
    try:
        day = parse_date(data.called_on, "called_on", "Date of the call")
        moment = parse_time(data.called_time, "called_time", "Time of the call")
    except ValidationError as exc:
        problems.extend(exc.problems)
    if not problems and (day is None or moment is None):
        problems.append(Problem("called_time", "Enter the date and time of the call."))
    if day is not None and moment is not None:
        called_at = datetime.combine(day, moment)
        started = datetime.combine(incident.incident_date, incident.incident_time or time(0, 0))
        if called_at < started:
            problems.append(
                Problem(
                    "called_time",
                    f"The call can't be before the incident ({started:%Y-%m-%d %H:%M}).",
                )
            )
        elif called_at > now:
            problems.append(Problem("called_time", "The call can't be in the future."))
    if problems:
        raise ValidationError(problems)
    assert day is not None and moment is not None
    notice = PhoneNotice(
        establishment_id=incident.establishment_id,
        incident_id=incident.id,
        agency=data.agency,
        called_at=datetime.combine(day, moment),
        phone_number=data.phone_number.strip(),
        person_reached=data.person_reached.strip(),
        response=data.response.strip(),
    )
    return records.create(
        session,
        notice,
        label=f"{data.agency} phone notice of {incident.incident_no}",
        establishment_id=incident.establishment_id,
        actor=actor,
    )


def void_phone_notice(db: Database, notice_pk: int, reason: str, actor: str) -> None:
    with db.write() as session:
        notice = session.get(PhoneNotice, notice_pk)
        if notice is None:
            raise NotFound(f"There is no phone notice with id {notice_pk}.")
        records.void(
            session,
            notice,
            reason=reason,
            label=f"{notice.agency} phone notice of {notice.incident.incident_no}",
            establishment_id=notice.establishment_id,
            actor=actor,
        )


def _check_elements(values: dict[str, Any]) -> None:
    problems = [
        Problem(field, f"Write {what}: the written confirmation must state it (R5).")
        for field, what in REQUIRED_ELEMENTS.items()
        if not str(values.get(field) or "").strip()
    ]
    if problems:
        raise ValidationError(problems)


@dataclass
class ConfirmationInput:
    """How the written confirmation went out: date sent, method, and the certified mail
    number, email address or who took it by hand."""

    sent_on: str = ""
    method: str = ""
    reference: str = ""


def record_sent(
    session: Session, incident: Incident, sent: ConfirmationInput, actor: str, *, today: date
) -> None:
    """Record the confirmation sent, within an open unit of work; refused while any of the
    four elements is empty (R5)."""
    _check_elements({f: getattr(incident, f) for f in REQUIRED_ELEMENTS})
    day = parse_date(sent.sent_on, "confirmation_sent_on", "Date sent")
    problems = []
    if day is None:
        problems.append(Problem("confirmation_sent_on", "Enter the date it was sent."))
    elif day < incident.incident_date:
        problems.append(Problem("confirmation_sent_on", "It can't be sent before the incident."))
    elif day > today:
        problems.append(Problem("confirmation_sent_on", f"The date {day} is in the future."))
    if sent.method not in CONFIRMATION_METHODS:
        problems.append(
            Problem("confirmation_method", f"Choose how: {', '.join(CONFIRMATION_METHODS)}.")
        )
    elif sent.method == ConfirmationMethod.CERTIFIED_MAIL and not sent.reference.strip():
        problems.append(Problem("confirmation_reference", "Enter the certified mail number."))
    if problems:
        raise ValidationError(problems)
    records.amend(
        session,
        incident,
        {
            "confirmation_sent_on": day,
            "confirmation_method": sent.method,
            "confirmation_reference": sent.reference.strip(),
        },
        label=label(incident),
        establishment_id=incident.establishment_id,
        actor=actor,
        reason="Written confirmation sent",
        correction=False,
    )


def mark_confirmation_sent(
    db: Database,
    incident_pk: int,
    sent: ConfirmationInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> Incident:
    """Record that the written confirmation was sent, with the sent copy or proof attached
    in the same unit of work."""
    loaded = attachments.read_files(files)
    with db.write() as session:
        incident = _get(session, incident_pk)
        record_sent(session, incident, sent, actor, today=today)
        owner = attachments.Owner(incident.establishment_id, Incident.__tablename__, incident.id)
        attachments.add_files(session, owner, loaded, actor)
        return incident


@dataclass(frozen=True)
class NoticeRow:
    id: int
    agency: str
    called_at: datetime
    phone_number: str
    person_reached: str
    response: str
    status_text: str
    is_void: bool


@dataclass(frozen=True)
class IncidentRow:
    """An incident as the Incidents page, the letter and the packet show it."""

    id: int
    incident_no: str
    incident_date: date
    incident_time: time | None
    kind: str
    location: str
    material: str
    quantity: str
    blockage_or_sso_possible: bool
    device_id: str
    description: str
    reasons: str
    immediate_steps: str
    preventive_steps: str
    confirmation_due: date
    confirmation_sent_on: date | None
    confirmation_method: str
    confirmation_reference: str
    status_text: str
    is_void: bool
    notices: tuple[NoticeRow, ...]

    @property
    def missing_elements(self) -> tuple[str, ...]:
        """Which of the four elements (R5) are still empty, in words."""
        return tuple(what for f, what in REQUIRED_ELEMENTS.items() if not getattr(self, f))


def list_incidents(db: Database, establishment_id: int) -> list[IncidentRow]:
    """Every incident, newest first, void ones included (R6)."""
    with db.read() as session:
        calendar = working_calendar(session, establishment_id)
        found = session.scalars(
            select(Incident)
            .options(selectinload(Incident.phone_notices))
            .where(Incident.establishment_id == establishment_id)
            .order_by(Incident.incident_date.desc(), Incident.id.desc())
        ).all()
        rows = session.execute(
            select(Device.id, Device.device_id).where(Device.establishment_id == establishment_id)
        )
        devices: dict[int, str] = dict(rows.all())
        return [_row(i, calendar, devices) for i in found]


def _row(incident: Incident, calendar: WorkingCalendar, devices: dict[int, str]) -> IncidentRow:
    return IncidentRow(
        id=incident.id,
        incident_no=incident.incident_no,
        incident_date=incident.incident_date,
        incident_time=incident.incident_time,
        kind=incident.kind,
        location=incident.location,
        material=incident.material,
        quantity=incident.quantity,
        blockage_or_sso_possible=incident.blockage_or_sso_possible,
        device_id=devices.get(incident.device_pk or -1, ""),
        description=incident.description,
        reasons=incident.reasons,
        immediate_steps=incident.immediate_steps,
        preventive_steps=incident.preventive_steps,
        confirmation_due=confirmation_due(calendar, incident.incident_date),
        confirmation_sent_on=incident.confirmation_sent_on,
        confirmation_method=incident.confirmation_method,
        confirmation_reference=incident.confirmation_reference,
        status_text=incident.status_text,
        is_void=incident.is_void,
        notices=tuple(
            NoticeRow(
                id=n.id,
                agency=n.agency,
                called_at=n.called_at,
                phone_number=n.phone_number,
                person_reached=n.person_reached,
                response=n.response,
                status_text=n.status_text,
                is_void=n.is_void,
            )
            for n in incident.phone_notices
        ),
    )


def get_incident(db: Database, incident_pk: int) -> IncidentRow:
    with db.read() as session:
        incident = _get(session, incident_pk)
        calendar = working_calendar(session, incident.establishment_id)
        device = session.get(Device, incident.device_pk) if incident.device_pk else None
        return _row(incident, calendar, {device.id: device.device_id} if device else {})


#: The notice of R5 a call to each agency gives.
_NOTICE_OF: dict[str, ObligationKind] = {
    Agency.CITY: ObligationKind.CITY_PHONE_NOTICE,
    Agency.HEALTH_DEPT: ObligationKind.HEALTH_DEPT_PHONE_NOTICE,
}


@producer
def incident_obligations(
    session: Session, establishment: Establishment, as_of: date, _since: date | None
) -> Iterator[Obligation]:
    """Per incident: the city phone notice and, when a blockage or SSO is possible, the
    health department's, both due on the incident date; and the written confirmation
    five working days later (R5)."""
    calendar = working_calendar(session, establishment.id)
    incidents = session.scalars(
        select(Incident)
        .options(selectinload(Incident.phone_notices))
        .where(
            Incident.establishment_id == establishment.id,
            Incident.voided_at.is_(None),
            Incident.incident_date <= as_of,
        )
    ).all()
    for incident in incidents:
        facts = IncidentFacts(
            incident.incident_no,
            incident.incident_date,
            incident.blockage_or_sso_possible,
            tuple(
                (_NOTICE_OF[n.agency], n.called_at.date())
                for n in incident.phone_notices
                if not n.is_void
            ),
            incident.confirmation_sent_on,
        )
        yield from owed_by(facts, calendar, as_of, f"incidents:{incident.id}")
