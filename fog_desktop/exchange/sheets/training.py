"""The Training sheet: each attendee of each session, and how they signed (R4, R6)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, time

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import ENTERED, STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window, entered_on
from fog_desktop.i18n import translate
from fog_desktop.services import training
from fog_desktop.services.training import SessionInput
from models import TRAINING_KINDS, Employee, Record, Signed, SignOff, SignOffMethod, TrainingSession

TRAINING = Sheet(
    "Training",
    (
        Column("Date", Kind.DATE, 12, key=True, fields=("session_date",)),
        Column("Employee ID", key=True, width=12, fields=("attendees",)),
        Column("Employee name", width=22),
        Column("Kind", key=True, required=True, width=12, choices=TRAINING_KINDS, fields=("kind",)),
        Column("Trainer", width=20, fields=("trainer",)),
        Column("Topics", width=50),
        # Not "Signed": a typed attestation is no signature (R6), though it counts (R4).
        Column(
            "Sign-off",
            width=20,
            choices=tuple(s.value for s in Signed),
            fields=("typed_name", "signature"),
            formerly=("Signed",),
        ),
        ENTERED,
        STATUS,
    ),
)


def training_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """One row per attendee of each session in the window."""
    sessions = sorted(training.list_sessions(db, est_id), key=lambda s: (s.session_date, s.id))
    for s in sessions:
        if not window.holds(s.session_date):
            continue
        for a in s.attendees:
            status = a.status_text if not s.is_void else s.status_text
            yield [
                s.session_date, a.employee_id, a.name, s.kind, s.trainer, "; ".join(s.topics),
                a.signed, entered_on(s.entered), status,
            ]  # fmt: skip


def store_attendee(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One attendee: joins the session of the same date, kind, trainer and topics, or
    opens it; already there when that session lists the attendee. A second session
    the same day (another trainer or other topics) is a session of its own."""
    day, employee_id, kind = row.text("Date"), row.text("Employee ID"), row.text("Kind")
    employee = steps.find(Employee, Employee.employee_id == employee_id)
    trainer = row.text("Trainer")
    # A topic a line, as typed in a cell, as well as the export's semicolons.
    listed = row.text("Topics").replace(";", "\n").splitlines()
    topics = [t.strip() for t in listed if t.strip()]
    sessions = steps.session.scalars(
        select(TrainingSession)
        .options(selectinload(TrainingSession.sign_offs).joinedload(SignOff.employee))
        .where(
            TrainingSession.establishment_id == steps.est.id,
            TrainingSession.session_date == row.day("Date"),
            TrainingSession.kind == kind,
            TrainingSession.trainer == trainer,
            TrainingSession.voided_at.is_(None),
        )
    ).all()
    same = next((t for t in sessions if t.topics.splitlines() == topics), None)
    if same is not None and any(
        s.employee.employee_id == employee_id for s in same.sign_offs if not s.is_void
    ):
        return None
    if same is None:
        data = SessionInput(
            session_date=day, trainer=trainer, kind=kind, topics=topics,
            attendees=[employee_id],
        )  # fmt: skip
        same = training.add(steps.session, steps.est.id, data, steps.actor, today=steps.today)
    elif employee is None:
        raise ValidationError.single(
            "attendees",
            translate("Import", "There is no employee {id}.").format(id=repr(employee_id)),
        )
    else:
        training.add_attendee(steps.session, same, employee, steps.actor)
    sign_off = next(s for s in same.sign_offs if s.employee.employee_id == employee_id)
    _sign(steps, sign_off, row.text("Sign-off"))
    return sign_off


def _sign(steps: ImportSteps, sign_off: SignOff, signed: str) -> None:
    """ "Signature on file" is a signature kept on paper at the restaurant; a typed
    attestation is the attendee's name as on the roster, no signature (R6)."""
    if signed not in (Signed.ON_FILE, Signed.TYPED):
        return
    at = datetime.combine(sign_off.session.session_date, time(12, 0))
    if signed == Signed.ON_FILE:
        signature = training.Signature(SignOffMethod.PAPER, at)
    else:
        typed = sign_off.employee.name
        signature = training.Signature(SignOffMethod.TYPED, at, typed_name=typed)
    training.sign(steps.session, sign_off, signature, steps.actor)


TRAINING_SHEET = DataSheet(TRAINING, in_window(training_rows), through_service(store_attendee))
