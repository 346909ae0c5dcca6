"""The corrective actions of self-inspection checklists (rules.md R8c).

Each Not OK answer of a checklist (services/self_inspection.py) is a corrective action
due seven days later, met when its fix is recorded here: when, what was done, photos if
wanted. Voiding a fix opens its corrective action again; every change is a record with
its audit entry (R6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path

from sqlalchemy.orm import Session, joinedload

from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text
from fog_desktop.rules.self_inspection import Answer
from fog_desktop.services import attachments, records
from fog_desktop.services.form import Problems
from fog_desktop.services.self_inspection import DayField, past_day
from models import ChecklistAnswer, CorrectiveAction


@dataclass(frozen=True)
class FixInput:
    """A Not OK answer recorded as fixed, as typed."""

    answer_id: int
    fixed_on: str = ""
    what_was_done: str = ""


@dataclass(frozen=True)
class FixValues(records.Values[CorrectiveAction]):
    establishment_id: int
    answer_id: int
    fixed_on: date
    what_was_done: str


_FIXES = records.RecordType(
    CorrectiveAction,
    noop("Records", "corrective action"),
    lambda f: f"{f.answer.item} fixed {f.fixed_on}",
    load=(joinedload(CorrectiveAction.answer),),
)


def validate_fix(
    session: Session, establishment_id: int, data: FixInput, today: date
) -> tuple[FixValues, ChecklistAnswer]:
    check_storable(asdict(data))
    answer = session.get(
        ChecklistAnswer, data.answer_id, options=(joinedload(ChecklistAnswer.inspection),)
    )
    if answer is None or answer.establishment_id != establishment_id:
        raise NotFound(
            translate("SelfInspection", "There is no checklist answer with id {id}.").format(
                id=data.answer_id
            )
        )
    problems = Problems()
    if answer.inspection.is_void:
        problems.add(
            "answer_id",
            translate(
                "SelfInspection", "The checklist of {day} is void: there is nothing to fix."
            ).format(day=day_text(answer.inspection.inspected_on)),
        )
    elif answer.is_void or answer.answer != Answer.NOT_OK:
        problems.add(
            "answer_id",
            translate(
                "SelfInspection",
                "{item} of the checklist of {day} is not an item found Not OK: "
                "there is nothing to fix.",
            ).format(item=answer.item, day=day_text(answer.inspection.inspected_on)),
        )
    elif _FIXES.taken(session, None, CorrectiveAction.answer_id == answer.id):
        problems.add(
            "answer_id",
            translate(
                "SelfInspection",
                "{item} of the checklist of {day} is recorded as fixed already; "
                "void that record to write another.",
            ).format(item=answer.item, day=day_text(answer.inspection.inspected_on)),
        )
    asked = DayField(
        "fixed_on",
        translate("SelfInspection", "Fixed on"),
        translate("SelfInspection", "Enter the day it was fixed."),
    )
    day = past_day(problems, data.fixed_on, asked, today)
    if day is not None and day < answer.inspection.inspected_on:
        problems.add(
            "fixed_on",
            translate(
                "SelfInspection", "It can't be fixed before the checklist found it, on {day}."
            ).format(day=day_text(answer.inspection.inspected_on)),
        )
    missing = translate("SelfInspection", "Say what was done to fix it.")
    what = problems.required_text(data.what_was_done, "what_was_done", missing)
    problems.check()
    assert day is not None
    values = FixValues(
        establishment_id=establishment_id, answer_id=answer.id, fixed_on=day, what_was_done=what
    )
    return values, answer


def add_fix(
    session: Session, establishment_id: int, data: FixInput, actor: str, *, today: date
) -> CorrectiveAction:
    """Create within an open unit of work; photos are attached by the caller."""
    values, answer = validate_fix(session, establishment_id, data, today)
    return _FIXES.add(session, values, actor, answer=answer)


def record_fix(
    db: Database,
    establishment_id: int,
    data: FixInput,
    actor: str,
    *,
    photos: Sequence[Path] = (),
    today: date | None = None,
) -> int:
    """Record a Not OK answer as fixed, with photos if wanted: its corrective action is
    met (R8c). The new record's id."""

    def store(session: Session) -> CorrectiveAction:
        return add_fix(session, establishment_id, data, actor, today=today or date.today())

    return _FIXES.store(db, store, attach=attachments.files(photos, actor)).id


#: For a fix recorded in error: its corrective action is open again (R8c, R6).
void_fix = _FIXES.void_by_id
