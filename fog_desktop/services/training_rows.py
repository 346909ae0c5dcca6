"""Training read back: the sessions with their sign-offs as rows, and the training
each employee owes (rules.md R4, R6)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.records_window import records_window
from fog_desktop.rules.training import (
    new_hire_kept,
    new_hire_training,
    periodic_training,
    periodic_training_name,
)
from fog_desktop.services import units
from fog_desktop.services.collecting import Scope, obligations_of
from fog_desktop.services.entry_dates import Entered, entered_dates
from models import Employee, MissedTraining, SignOff, SignOffMethod, TrainingSession


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
    #: When it was entered, as its audit trail says (R6).
    entered: Entered | None = None
    #: Known to the manager at set-up and signed on paper (R9): never a late entry.
    before_records_began: bool = False

    @property
    def unsigned(self) -> tuple[AttendeeRow, ...]:
        """Attendees who do not count yet: no signature (R4)."""
        return tuple(a for a in self.attendees if not a.is_void and a.method == SignOffMethod.NONE)


def list_sessions(db: Database, establishment_id: int) -> list[SessionRow]:
    """Every session, newest first, void ones and void sign-offs included (R6)."""
    with db.read() as session:
        found = units.kept(
            session,
            TrainingSession,
            establishment_id,
            TrainingSession.session_date.desc(),
            TrainingSession.id.desc(),
            load=(selectinload(TrainingSession.sign_offs).selectinload(SignOff.employee),),
        )
        entered = entered_dates(session, TrainingSession, establishment_id)
        return [
            SessionRow(
                id=t.id,
                entered=None if t.before_records_began else entered.get(t.id),
                before_records_began=t.before_records_began,
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


def explanations(session: Session, establishment_id: int) -> dict[tuple[int, date], str]:
    """What happened in each missed half that the manager explained, by employee and the
    half's last day; void explanations do not count (R4)."""
    rows = session.execute(
        select(
            MissedTraining.employee_pk, MissedTraining.half_end, MissedTraining.what_happened
        ).where(
            MissedTraining.establishment_id == establishment_id,
            MissedTraining.voided_at.is_(None),
        )
    )
    return {(employee_pk, half_end): text for employee_pk, half_end, text in rows}


def training_obligations(scope: Scope) -> Iterator[Obligation]:
    """The "New-hire training" and "Semiannual training" of each employee (R4), the
    latter named by the profile ("Quarterly training" four times a year); every one from
    the hire date on, whatever its age: ``status --all`` lists them all, and a missed
    half stays on the Dashboard until it is explained. The packet shows those of its
    window (R7, :meth:`~fog_desktop.exchange.rows.Window.lists`). A half lapses at its
    end (Missed once past, never Overdue) and carries the manager's explanation when one
    is recorded; the new-hire training of someone who left untrained, which nobody can
    meet any more, is dropped once older than the records window (R6)."""
    window_start, _ = records_window(scope.as_of, scope.profile)
    employees = scope.in_use(Employee, Employee.hire_date <= scope.as_of)
    signed = signed_session_dates(scope.session, scope.establishment.id)
    explained = explanations(scope.session, scope.establishment.id)
    named = periodic_training_name(scope.profile.trainings_per_year)
    for employee in employees:
        dates = [d for d in signed[employee.id] if d <= scope.as_of]
        source = f"employees:{employee.id}"
        first = new_hire_training(employee.hire_date, employee.end_date, dates, scope.profile)
        if first is not None and new_hire_kept(first, employee.end_date, scope.as_of, window_start):
            yield Obligation(
                ObligationKind.NEW_HIRE_TRAINING,
                employee.employee_id,
                first.due,
                first.met_on,
                "R4",
                source,
            )
        halves = periodic_training(
            employee.hire_date, employee.end_date, dates, scope.as_of, scope.profile
        )
        for half in halves:
            yield Obligation(
                ObligationKind.SEMIANNUAL_TRAINING,
                employee.employee_id,
                half.due,
                half.met_on,
                "R4",
                source,
                lapses=True,
                explanation=""
                if half.met_on is not None
                else explained.get((employee.id, half.due), ""),
                named=named,
            )


def training_duties(db: Database, establishment_id: int, as_of: date) -> list[Obligation]:
    """Every employee's training obligations, met or not, by due date (R4): what the
    Employees page shows, without the devices' schedules."""
    return obligations_of((training_obligations,), db, establishment_id, as_of, all_history=True)
