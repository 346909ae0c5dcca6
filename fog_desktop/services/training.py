"""BMP training sessions and each attendee's sign-off (rules.md R4, R6).

A session lists its attendees; each signs on a pad (an image kept with the time and the
attestation), by a typed attestation, or on the printed sign-in sheet whose scan is
attached to the session. An attendee without a signature does not count. A signed
sign-off is never changed: a correction voids it and adds a new, unsigned one.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.audit import now_utc
from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.parse import check_storable, parse_date
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.records_window import records_window
from fog_desktop.rules.training import new_hire_training, semiannual_training
from fog_desktop.services import attachments, records
from fog_desktop.services.employees import find_employee
from fog_desktop.services.obligations import producer
from models import (
    ATTESTATION,
    TRAINING_KINDS,
    AttachmentContent,
    Employee,
    Establishment,
    SignOff,
    SignOffMethod,
    TrainingSession,
)

#: The ordinance's minimum BMPs, and what the program adds; the editable list lives in
#: resources/training-topics.txt and is read by the window.
MINIMUM_TOPICS: tuple[str, ...] = (
    "Drain screens on sinks and floor drains",
    "Segregation and collection of waste cooking oil for recycling",
    "Food waste into the trash, not down the drain",
    "Kitchen exhaust filter maintenance",
    "Kitchen signage",
    "Spill response",
    "Grease trap cleaning",
)


@dataclass
class SessionInput:
    """A session as typed; ``attendees`` are Employee IDs, ``topics`` one per item."""

    session_date: str = ""
    trainer: str = ""
    kind: str = TRAINING_KINDS[0]
    topics: list[str] = field(default_factory=list)
    notes: str = ""
    attendees: list[str] = field(default_factory=list)


def label(session_record: TrainingSession) -> str:
    return f"{session_record.kind} training on {session_record.session_date.isoformat()}"


def _sign_off_label(sign_off: SignOff) -> str:
    return f"Sign-off of {sign_off.employee.employee_id} for session {sign_off.session_id}"


def _validate(
    session: Session, establishment_id: int, data: SessionInput, today: date
) -> tuple[dict[str, Any], list[Employee]]:
    check_storable(asdict(data))
    problems: list[Problem] = []
    try:
        day = parse_date(data.session_date, "session_date", "Date")
    except ValidationError as exc:
        problems.extend(exc.problems)
        day = None
    if day is None and not problems:
        problems.append(Problem("session_date", "Enter the date of the session."))
    elif day is not None and day > today:
        problems.append(Problem("session_date", f"The date {day} is in the future."))
    if not data.trainer.strip():
        problems.append(Problem("trainer", "Enter who gave the training."))
    if not any(t.strip() for t in data.topics):
        problems.append(Problem("topics", "Tick the topics reviewed: the log must show them (R4)."))
    if data.kind not in TRAINING_KINDS:
        problems.append(Problem("kind", f"Kind must be one of: {', '.join(TRAINING_KINDS)}."))
    employees = []
    for code in dict.fromkeys(a.strip() for a in data.attendees if a.strip()):
        employee = find_employee(session, establishment_id, code)
        if employee is None:
            problems.append(Problem("attendees", f"There is no employee {code!r}."))
        elif day is not None and not (
            employee.hire_date <= day and (employee.end_date is None or employee.end_date >= day)
        ):
            problems.append(
                Problem("attendees", f"{employee.name} was not employed here on {day}.")
            )
        else:
            employees.append(employee)
    if not data.attendees and not problems:
        problems.append(Problem("attendees", "Add the employees who attended."))
    if problems:
        raise ValidationError(problems)
    values = {
        "session_date": day,
        "trainer": data.trainer.strip(),
        "kind": data.kind,
        "topics": "\n".join(t.strip() for t in data.topics if t.strip()),
        "notes": data.notes.strip(),
    }
    return values, employees


def add_attendee(
    session: Session, training: TrainingSession, employee: Employee, actor: str
) -> SignOff:
    """List an attendee, unsigned, within an open unit of work."""
    sign_off = SignOff(
        establishment_id=training.establishment_id,
        session_id=training.id,
        employee_pk=employee.id,
        method=SignOffMethod.NONE,
    )
    sign_off.employee = employee
    return records.create(
        session,
        sign_off,
        label=_sign_off_label(sign_off),
        establishment_id=training.establishment_id,
        actor=actor,
    )


def add(
    session: Session, establishment_id: int, data: SessionInput, actor: str, *, today: date
) -> TrainingSession:
    """Create a session with an unsigned sign-off per attendee, in an open unit of work."""
    values, employees = _validate(session, establishment_id, data, today)
    training = TrainingSession(establishment_id=establishment_id, **values)
    records.create(
        session, training, label=label(training), establishment_id=establishment_id, actor=actor
    )
    for employee in employees:
        add_attendee(session, training, employee, actor)
    return training


def create_session(
    db: Database, establishment_id: int, data: SessionInput, actor: str, *, today: date
) -> TrainingSession:
    with db.write() as session:
        return add(session, establishment_id, data, actor, today=today)


def _get_session(session: Session, session_pk: int) -> TrainingSession:
    training = session.get(TrainingSession, session_pk)
    if training is None:
        raise NotFound(f"There is no training session with id {session_pk}.")
    return training


def amend_session(
    db: Database,
    session_pk: int,
    data: SessionInput,
    actor: str,
    *,
    today: date,
    reason: str = "",
) -> TrainingSession:
    """Amend date, trainer, kind, topics and notes; attendees not yet listed are added.
    Someone listed by mistake is removed by voiding their sign-off."""
    with db.write() as session:
        training = _get_session(session, session_pk)
        values, employees = _validate(session, training.establishment_id, data, today)
        records.amend(
            session,
            training,
            values,
            label=label(training),
            establishment_id=training.establishment_id,
            actor=actor,
            reason=reason,
        )
        listed = {s.employee_pk for s in training.sign_offs if not s.is_void}
        for employee in employees:
            if employee.id not in listed:
                add_attendee(session, training, employee, actor)
        return training


def void_session(db: Database, session_pk: int, reason: str, actor: str) -> None:
    with db.write() as session:
        training = _get_session(session, session_pk)
        records.void(
            session,
            training,
            reason=reason,
            label=label(training),
            establishment_id=training.establishment_id,
            actor=actor,
        )


def _unsigned(session: Session, sign_off_pk: int) -> SignOff:
    sign_off = session.get(SignOff, sign_off_pk)
    if sign_off is None:
        raise NotFound(f"There is no sign-off with id {sign_off_pk}.")
    if sign_off.is_void:
        raise ValidationError.single("signature", "This sign-off is void.")
    if sign_off.method != SignOffMethod.NONE:
        raise ValidationError.single(
            "signature",
            f"{sign_off.employee.name} has signed already. A signed sign-off can't be "
            "changed: correct it, which keeps the old one and adds a new one to sign.",
        )
    return sign_off


def record_signature(
    session: Session, sign_off: SignOff, changes: dict[str, Any], actor: str, at: datetime
) -> None:
    """Sign an unsigned sign-off within an open unit of work (used by the demo too)."""
    records.amend(
        session,
        sign_off,
        {"signed_at": at, "attestation": ATTESTATION, **changes},
        label=_sign_off_label(sign_off),
        establishment_id=sign_off.establishment_id,
        actor=actor,
        reason="Signed",
        correction=False,
    )


def store_signature(session: Session, png: bytes) -> str:
    """Keep a signature image once per distinct SHA-256, like any attachment."""
    digest = hashlib.sha256(png).hexdigest()
    if session.get(AttachmentContent, digest) is None:
        session.add(
            AttachmentContent(sha256=digest, size=len(png), media_type="image/png", data=png)
        )
        session.flush()
    return digest


def sign_with_pad(
    db: Database, sign_off_pk: int, png: bytes, actor: str, *, at: datetime | None = None
) -> None:
    """Keep the drawn signature (a PNG) with the time and the attestation."""
    if attachments.media_type_of(png, "signature") != "image/png":
        raise ValidationError.single("signature", "The signature must be a PNG image.")
    with db.write() as session:
        sign_off = _unsigned(session, sign_off_pk)
        digest = store_signature(session, png)
        changes = {"method": SignOffMethod.PAD, "signature_sha256": digest}
        record_signature(session, sign_off, changes, actor, at or now_utc())


def sign_typed(
    db: Database, sign_off_pk: int, typed_name: str, actor: str, *, at: datetime | None = None
) -> None:
    """A typed attestation: the attendee types their own name, as on the roster."""
    with db.write() as session:
        sign_off = _unsigned(session, sign_off_pk)
        if typed_name.strip().casefold() != sign_off.employee.name.strip().casefold():
            raise ValidationError.single(
                "typed_name", f"Type the name exactly as on the roster: {sign_off.employee.name}."
            )
        changes = {"method": SignOffMethod.TYPED, "typed_name": typed_name.strip()}
        record_signature(session, sign_off, changes, actor, at or now_utc())


def mark_signed_on_paper(
    db: Database,
    session_pk: int,
    employee_ids: Sequence[str],
    scan: Path,
    actor: str,
    *,
    at: datetime | None = None,
) -> None:
    """Attach the scanned sign-in sheet and mark those attendees "signed on paper"."""
    loaded = attachments.read_files([scan])
    with db.write() as session:
        training = _get_session(session, session_pk)
        owner = attachments.Owner(
            training.establishment_id, TrainingSession.__tablename__, training.id
        )
        attachments.add_files(session, owner, loaded, actor)
        by_code = {s.employee.employee_id: s for s in training.sign_offs if not s.is_void}
        missing = [code for code in employee_ids if code not in by_code]
        if missing:
            raise ValidationError.single(
                "attendees", f"Not listed in this session: {', '.join(missing)}."
            )
        for code in employee_ids:
            sign_off = _unsigned(session, by_code[code].id)
            record_signature(
                session, sign_off, {"method": SignOffMethod.PAPER}, actor, at or now_utc()
            )


def correct_sign_off(db: Database, sign_off_pk: int, reason: str, actor: str) -> SignOff:
    """Void a sign-off and list the attendee again, unsigned, to sign anew."""
    with db.write() as session:
        sign_off = session.get(SignOff, sign_off_pk)
        if sign_off is None:
            raise NotFound(f"There is no sign-off with id {sign_off_pk}.")
        records.void(
            session,
            sign_off,
            reason=reason,
            label=_sign_off_label(sign_off),
            establishment_id=sign_off.establishment_id,
            actor=actor,
        )
        return add_attendee(session, sign_off.session, sign_off.employee, actor)


def remove_attendee(db: Database, sign_off_pk: int, reason: str, actor: str) -> None:
    """Someone listed by mistake: their sign-off is voided and stays in the records."""
    with db.write() as session:
        sign_off = session.get(SignOff, sign_off_pk)
        if sign_off is None:
            raise NotFound(f"There is no sign-off with id {sign_off_pk}.")
        records.void(
            session,
            sign_off,
            reason=reason,
            label=_sign_off_label(sign_off),
            establishment_id=sign_off.establishment_id,
            actor=actor,
        )


@dataclass(frozen=True)
class AttendeeRow:
    sign_off_id: int
    employee_id: str
    name: str
    signed: str
    method: str
    signed_at: datetime | None
    typed_name: str
    signature_sha256: str | None
    status_text: str
    is_void: bool


@dataclass(frozen=True)
class SessionRow:
    id: int
    session_date: date
    trainer: str
    kind: str
    topics: tuple[str, ...]
    notes: str
    status_text: str
    is_void: bool
    attendees: tuple[AttendeeRow, ...]

    @property
    def unsigned(self) -> tuple[AttendeeRow, ...]:
        """Attendees who do not count yet: no signature (R4)."""
        return tuple(a for a in self.attendees if not a.is_void and a.method == SignOffMethod.NONE)


def list_sessions(db: Database, establishment_id: int) -> list[SessionRow]:
    """Every session, newest first, void ones and void sign-offs included (R6)."""
    with db.read() as session:
        found = session.scalars(
            select(TrainingSession)
            .options(selectinload(TrainingSession.sign_offs).selectinload(SignOff.employee))
            .where(TrainingSession.establishment_id == establishment_id)
            .order_by(TrainingSession.session_date.desc(), TrainingSession.id.desc())
        ).all()
        return [
            SessionRow(
                id=t.id,
                session_date=t.session_date,
                trainer=t.trainer,
                kind=t.kind,
                topics=tuple(line for line in t.topics.splitlines() if line),
                notes=t.notes,
                status_text=t.status_text,
                is_void=t.is_void,
                attendees=tuple(
                    AttendeeRow(
                        sign_off_id=s.id,
                        employee_id=s.employee.employee_id,
                        name=s.employee.name,
                        signed=s.signed.value,
                        method=s.method,
                        signed_at=s.signed_at,
                        typed_name=s.typed_name,
                        signature_sha256=s.signature_sha256,
                        status_text=s.status_text,
                        is_void=s.is_void,
                    )
                    for s in t.sign_offs
                ),
            )
            for t in found
        ]


def signed_session_dates(session: Session, establishment_id: int) -> dict[int, list[date]]:
    """Each employee's dates of sessions they signed for; unsigned ones do not count (R4)."""
    rows = session.execute(
        select(SignOff.employee_pk, TrainingSession.session_date)
        .join(TrainingSession, TrainingSession.id == SignOff.session_id)
        .where(
            SignOff.establishment_id == establishment_id,
            SignOff.voided_at.is_(None),
            SignOff.method != SignOffMethod.NONE,
            TrainingSession.voided_at.is_(None),
        )
    )
    dates: dict[int, list[date]] = defaultdict(list)
    for employee_pk, day in rows:
        dates[employee_pk].append(day)
    return dates


@producer
def training_obligations(
    session: Session, establishment: Establishment, as_of: date, _since: date | None
) -> Iterator[Obligation]:
    """The "New-hire training" and "Semiannual training" of each employee (R4), within
    the records window of R6: obligations due more than two years ago are past the time
    the records must be kept, so a roster of long-serving staff entered today does not
    show years of training that was never recorded here."""
    window_start, _ = records_window(as_of)
    employees = session.scalars(
        select(Employee).where(
            Employee.establishment_id == establishment.id,
            Employee.voided_at.is_(None),
            Employee.hire_date <= as_of,
        )
    ).all()
    signed = signed_session_dates(session, establishment.id)
    for employee in employees:
        dates = [d for d in signed[employee.id] if d <= as_of]
        source = f"employees:{employee.id}"
        first = new_hire_training(employee.hire_date, employee.end_date, dates)
        if first is not None and first.due >= window_start:
            yield Obligation(
                ObligationKind.NEW_HIRE_TRAINING,
                employee.employee_id,
                first.due,
                first.met_on,
                "R4",
                source,
            )
        halves = semiannual_training(employee.hire_date, employee.end_date, dates, as_of)
        for half in (h for h in halves if h.due >= window_start):
            yield Obligation(
                ObligationKind.SEMIANNUAL_TRAINING,
                employee.employee_id,
                half.due,
                half.met_on,
                "R4",
                source,
            )
