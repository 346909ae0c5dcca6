"""Self-inspection checklists read back: each with its answers and their corrective
actions as rows, the authorizations of additives, and what each still owes (R8c)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.self_inspection import Answer, checklists_due, corrective_action_due
from fog_desktop.services import units
from fog_desktop.services.checklist_intervals import intervals_in
from fog_desktop.services.collecting import Scope, obligations_of
from models import AdditiveAuthorization, ChecklistAnswer, CorrectiveAction, SelfInspection

#: The subject of the Self-inspection duty: one checklist per establishment.
CHECKLIST = "Checklist"


@dataclass(frozen=True)
class FixRow:
    """A Not OK answer's fix as recorded."""

    id: int
    fixed_on: date
    what_was_done: str


@dataclass(frozen=True)
class AnswerRow:
    id: int
    item: str
    answer: str
    note: str
    additive: str
    #: The corrective action's due date: only for a Not OK answer (R8c).
    fix_due: date | None
    fix: FixRow | None


@dataclass(frozen=True)
class ChecklistRow:
    """A checklist as the pages, the command line and the packet show it."""

    id: int
    inspected_on: date
    inspected_by: str
    notes: str
    answers: tuple[AnswerRow, ...]
    entered_by: str
    status_text: str
    is_void: bool

    @property
    def not_ok(self) -> tuple[AnswerRow, ...]:
        return tuple(a for a in self.answers if a.answer == Answer.NOT_OK)


def _fixes(session: Session, establishment_id: int) -> dict[int, CorrectiveAction]:
    """The fix in use of each answer, by the answer's id."""
    return {
        f.answer_id: f
        for f in session.scalars(
            select(CorrectiveAction).where(
                CorrectiveAction.establishment_id == establishment_id,
                CorrectiveAction.voided_at.is_(None),
            )
        )
    }


def _checklists(session: Session, establishment_id: int) -> list[SelfInspection]:
    return list(
        units.kept(
            session,
            SelfInspection,
            establishment_id,
            SelfInspection.inspected_on,
            SelfInspection.id,
            load=(selectinload(SelfInspection.answers),),
        )
    )


def _answer_row(answer: ChecklistAnswer, on: date, fix: CorrectiveAction | None) -> AnswerRow:
    not_ok = answer.answer == Answer.NOT_OK
    return AnswerRow(
        id=answer.id,
        item=answer.item,
        answer=answer.answer,
        note=answer.note,
        additive=answer.additive,
        fix_due=corrective_action_due(on) if not_ok else None,
        fix=None if fix is None else FixRow(fix.id, fix.fixed_on, fix.what_was_done),
    )


def list_checklists(db: Database, establishment_id: int) -> list[ChecklistRow]:
    """Every checklist, void ones included (R6), oldest first, each with its answers in
    use and their fixes."""
    with db.read() as session:
        fixes = _fixes(session, establishment_id)
        return [
            ChecklistRow(
                id=c.id,
                inspected_on=c.inspected_on,
                inspected_by=c.inspected_by,
                notes=c.notes,
                answers=tuple(
                    _answer_row(a, c.inspected_on, fixes.get(a.id))
                    for a in c.answers
                    if not a.is_void
                ),
                entered_by=c.entered_by,
                status_text=c.status_text,
                is_void=c.is_void,
            )
            for c in _checklists(session, establishment_id)
        ]


@dataclass(frozen=True)
class AuthorizationRow:
    id: int
    additive: str
    authorized_on: date
    authorized_by: str
    note: str
    status_text: str
    is_void: bool


def list_authorizations(db: Database, establishment_id: int) -> list[AuthorizationRow]:
    """Every written authorization of an additive, void ones included (R6), by date."""
    return units.listed(
        db,
        AdditiveAuthorization,
        establishment_id,
        lambda a: AuthorizationRow(
            a.id, a.additive, a.authorized_on, a.authorized_by, a.note, a.status_text, a.is_void
        ),
        AdditiveAuthorization.authorized_on,
        AdditiveAuthorization.id,
    )


def self_inspection_obligations(scope: Scope) -> Iterator[Obligation]:
    """The "Self-inspection" checklists owed from the first one walked, each at the
    interval in force on the day of the checklist before it, and a "Corrective action"
    per Not OK answer, due seven days after its checklist (R8c); every one whatever its
    age, an open duty being owed until it is met (the packet shows those of its window,
    R7). Before the first checklist nothing is owed: the ordinance sets no start, and
    the page asks for the first walk-through."""
    walked = [
        c
        for c in _checklists(scope.session, scope.establishment.id)
        if not c.is_void and c.inspected_on <= scope.as_of
    ]
    days = [c.inspected_on for c in walked]
    chosen = intervals_in(scope.session, scope.establishment.id)
    for owed in checklists_due(days, min(days), chosen.base, chosen.changes) if days else []:
        yield Obligation(
            ObligationKind.SELF_INSPECTION,
            CHECKLIST,
            owed.due,
            owed.met_on,
            "R8c",
            f"establishments:{scope.establishment.id}",
        )
    fixes = _fixes(scope.session, scope.establishment.id)
    for checklist in walked:
        due = corrective_action_due(checklist.inspected_on)
        for answer in checklist.answers:
            if answer.is_void or answer.answer != Answer.NOT_OK:
                continue
            fix = fixes.get(answer.id)
            yield Obligation(
                ObligationKind.CORRECTIVE_ACTION,
                answer.item,
                due,
                None if fix is None or fix.fixed_on > scope.as_of else fix.fixed_on,
                "R8c",
                # The checklist, which shows the item and records its fix.
                f"self_inspections:{checklist.id}",
            )


def self_inspection_duties(db: Database, establishment_id: int, as_of: date) -> list[Obligation]:
    """Every checklist and corrective action owed, met or not, by due date (R8c): what
    the Self-inspection page shows, without the devices' schedules."""
    return obligations_of(
        (self_inspection_obligations,), db, establishment_id, as_of, all_history=True
    )
