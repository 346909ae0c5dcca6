"""BMP training sessions and each attendee's sign-off (rules.md R4, R6).

A session lists its attendees; each signs on a pad (an image kept with the time and the
attestation), by a typed attestation, or on the printed sign-in sheet whose scan is
attached to the session. An attendee without a signature does not count. A signed
sign-off is never changed: a correction voids it and adds a new, unsigned one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import date, datetime
from pathlib import Path

from sqlalchemy.orm import Session, joinedload, selectinload

from fog_desktop.audit import now_utc
from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text
from fog_desktop.services import attachments, records, units
from fog_desktop.services.employees import find_employee, name_key
from fog_desktop.services.form import Problems
from fog_desktop.services.training_rows import (
    AttendeeRow,
    SessionRow,
    list_sessions,
)
from models import ATTESTATION, TRAINING_KINDS, Employee, SignOff, SignOffMethod, TrainingSession

__all__ = [
    "MINIMUM_TOPICS",
    "AttendeeRow",
    "SessionInput",
    "SessionRow",
    "SessionValues",
    "Signature",
    "add",
    "add_attendee",
    "amend_session",
    "correct_sign_off",
    "create_session",
    "label",
    "list_sessions",
    "mark_signed_on_paper",
    "remove_attendee",
    "sign",
    "sign_typed",
    "sign_with_pad",
    "store_signature",
    "validate",
    "void_session",
]

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


@dataclass(frozen=True)
class SessionValues(records.Values[TrainingSession]):
    """A session's columns as :func:`validate` checked them; the topics one a line."""

    session_date: date
    trainer: str
    kind: str
    topics: str
    notes: str


def validate(
    session: Session, establishment_id: int, data: SessionInput, today: date
) -> tuple[SessionValues, list[Employee]]:
    """The session's columns and the employees who attended, or every problem at its field."""
    check_storable(asdict(data))
    problems = Problems()
    day = problems.required_date(
        data.session_date,
        "session_date",
        translate("Training", "Date"),
        translate("Training", "Enter the date of the session."),
    )
    future = translate("Training", "The date {day} is in the future.")
    problems.not_after("session_date", day, today, future)
    if not data.trainer.strip():
        problems.add("trainer", translate("Training", "Enter who gave the training."))
    if not any(t.strip() for t in data.topics):
        problems.add(
            "topics",
            translate("Training", "Tick the topics reviewed: the log must show them (R4)."),
        )
    if any(len(t.strip().splitlines()) > 1 or ";" in t for t in data.topics):
        # A session keeps its topics a line each, and the workbook's Topics column
        # separates them with semicolons: either inside one would make it two. A topic
        # is kept without the blanks around it, so only a break inside it counts (a line
        # separator alone is no topic, said once above).
        problems.add(
            "topics",
            translate("Training", "Type each topic on one line, without a semicolon."),
        )
    choose = translate("Training", "Kind must be one of: {choices}.")
    problems.one_of("kind", data.kind, TRAINING_KINDS, choose)
    employees = []
    for code in dict.fromkeys(a.strip() for a in data.attendees if a.strip()):
        employee = find_employee(session, establishment_id, code)
        if employee is None:
            problems.add(
                "attendees",
                translate("Training", "There is no employee {id}.").format(id=repr(code)),
            )
        elif day is not None and not (
            employee.hire_date <= day and (employee.end_date is None or employee.end_date >= day)
        ):
            problems.add(
                "attendees",
                translate("Training", "{name} was not employed here on {day}.").format(
                    name=employee.name, day=day_text(day)
                ),
            )
        else:
            employees.append(employee)
    if not any(a.strip() for a in data.attendees) and not problems:
        problems.add("attendees", translate("Training", "Add the employees who attended."))
    problems.check()
    assert day is not None
    values = SessionValues(
        session_date=day,
        trainer=data.trainer.strip(),
        kind=data.kind,
        topics="\n".join(t.strip() for t in data.topics if t.strip()),
        notes=data.notes.strip(),
    )
    return values, employees


_SESSIONS = records.RecordType(
    TrainingSession,
    noop("Records", "training session"),
    label,
    load=(selectinload(TrainingSession.sign_offs).joinedload(SignOff.employee),),
)
_SIGN_OFFS = records.RecordType(
    SignOff,
    noop("Records", "sign-off"),
    _sign_off_label,
    load=(joinedload(SignOff.employee), joinedload(SignOff.session)),
)


def add_attendee(
    session: Session,
    training: TrainingSession,
    employee: Employee,
    actor: str,
    method: SignOffMethod = SignOffMethod.NONE,
) -> SignOff:
    """List an attendee within an open unit of work: unsigned, or signed by ``method``."""
    sign_off = SignOff(
        establishment_id=training.establishment_id,
        session_id=training.id,
        employee_pk=employee.id,
        method=method,
    )
    sign_off.employee = employee
    sign_off.session = training
    return _SIGN_OFFS.create(session, sign_off, actor)


def add(
    session: Session, establishment_id: int, data: SessionInput, actor: str, *, today: date
) -> TrainingSession:
    """Create a session with an unsigned sign-off per attendee, in an open unit of work."""
    values, employees = validate(session, establishment_id, data, today)
    # Loaded and empty: each attendee added below joins it, so whoever made the session
    # reads its sign-offs without a query (relationships never load on their own).
    training = _SESSIONS.add(
        session, values, actor, establishment_id=establishment_id, sign_offs=[]
    )
    for employee in employees:
        add_attendee(session, training, employee, actor)
    return training


create_session = units.own_unit(add)


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
        training = _SESSIONS.get(session, session_pk)
        values, employees = validate(session, training.establishment_id, data, today)
        _SESSIONS.amend(session, training, values, actor, reason)
        listed = {s.employee_pk for s in training.sign_offs if not s.is_void}
        for employee in employees:
            if employee.id not in listed:
                add_attendee(session, training, employee, actor)
        return training


void_session = _SESSIONS.void_by_id


def add_signed_on_paper(
    session: Session, employee: Employee, day: date, kind: str, actor: str
) -> TrainingSession:
    """A session the manager knew of at set-up, kept on paper before the records began
    (R9): marked so, with the employee's sign-off signed on paper (R4)."""
    training = TrainingSession(
        establishment_id=employee.establishment_id,
        session_date=day,
        trainer="",
        kind=kind,
        before_records_began=True,
        sign_offs=[],
    )
    _SESSIONS.create(session, training, actor)
    add_attendee(session, training, employee, actor, SignOffMethod.PAPER)
    return training


def _unsigned(session: Session, sign_off_pk: int) -> SignOff:
    sign_off = _SIGN_OFFS.get(session, sign_off_pk)
    if sign_off.is_void:
        raise ValidationError.single("signature", translate("Training", "This sign-off is void."))
    if sign_off.method != SignOffMethod.NONE:
        raise ValidationError.single(
            "signature",
            translate(
                "Training",
                "{name} has signed or attested already. A sign-off made can't be "
                "changed: correct it, which keeps the old one and adds a new one to sign.",
            ).format(name=sign_off.employee.name),
        )
    return sign_off


@dataclass(frozen=True)
class Signature(records.Values[SignOff]):
    """How and when an attendee signed, with the attestation they signed (R4): a pad's
    image by its SHA-256, a typed name, or neither for the paper sign-in sheet."""

    method: str
    signed_at: datetime
    typed_name: str = ""
    signature_sha256: str | None = None
    attestation: str = ATTESTATION


def sign(session: Session, sign_off: SignOff, signature: Signature, actor: str) -> None:
    """Sign an unsigned sign-off within an open unit of work: a step of its life, not a
    correction. The audit trail calls a typed name what it is, no signature (R6)."""
    typed = signature.method == SignOffMethod.TYPED
    why = "Attested by typing the name" if typed else "Signed"
    _SIGN_OFFS.amend(session, sign_off, signature, actor, why, correction=False)


def store_signature(session: Session, png: bytes) -> str:
    """Keep a signature image once per distinct SHA-256, like any attachment."""
    return attachments.store_content(session, png, "image/png")


def sign_with_pad(
    db: Database, sign_off_pk: int, png: bytes, actor: str, *, at: datetime | None = None
) -> None:
    """Keep the drawn signature (a PNG) with the time and the attestation."""
    if attachments.media_type_of(png, "signature") != "image/png":
        raise ValidationError.single(
            "signature", translate("Training", "The signature must be a PNG image.")
        )
    with db.write() as session:
        sign_off = _unsigned(session, sign_off_pk)
        digest = store_signature(session, png)
        signature = Signature(SignOffMethod.PAD, at or now_utc(), signature_sha256=digest)
        sign(session, sign_off, signature, actor)


def sign_typed(
    db: Database, sign_off_pk: int, typed_name: str, actor: str, *, at: datetime | None = None
) -> None:
    """A typed attestation: the attendee types their own name, as on the roster. Case and
    accents aside, as a keyboard without them types it; the roster's spelling is kept."""
    with db.write() as session:
        sign_off = _unsigned(session, sign_off_pk)
        if name_key(typed_name) != name_key(sign_off.employee.name):
            raise ValidationError.single(
                "typed_name",
                translate("Training", "Type the name exactly as on the roster: {name}.").format(
                    name=sign_off.employee.name
                ),
            )
        signature = Signature(
            SignOffMethod.TYPED, at or now_utc(), typed_name=sign_off.employee.name
        )
        sign(session, sign_off, signature, actor)


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

    def signed_on_paper(session: Session, training: TrainingSession) -> None:
        by_code = {s.employee.employee_id: s for s in training.sign_offs if not s.is_void}
        missing = [code for code in employee_ids if code not in by_code]
        if missing:
            raise ValidationError.single(
                "attendees",
                translate("Training", "Not listed in this session: {ids}.").format(
                    ids=", ".join(missing)
                ),
            )
        for code in employee_ids:
            sign_off = _unsigned(session, by_code[code].id)
            sign(session, sign_off, Signature(SignOffMethod.PAPER, at or now_utc()), actor)

    _SESSIONS.change_by_id(db, session_pk, signed_on_paper, attach=attachments.files([scan], actor))


def correct_sign_off(db: Database, sign_off_pk: int, reason: str, actor: str) -> SignOff:
    """Void a sign-off and list the attendee again, unsigned, to sign anew."""
    with db.write() as session:
        sign_off = _SIGN_OFFS.get(session, sign_off_pk)
        _SIGN_OFFS.void(session, sign_off, reason, actor)
        return add_attendee(session, sign_off.session, sign_off.employee, actor)


def remove_attendee(db: Database, sign_off_pk: int, reason: str, actor: str) -> None:
    """Someone listed by mistake: their sign-off is voided and stays in the records."""
    _SIGN_OFFS.void_by_id(db, sign_off_pk, reason, actor)
