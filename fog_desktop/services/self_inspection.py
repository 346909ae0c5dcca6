"""Self-inspection checklists (rules.md R8c); how often one is walked is
services/checklist_intervals.py, their corrective actions services/corrective_actions.py,
the written authorizations of additives services/additive_authorizations.py.

A checklist is recorded whole: every item of resources/self-inspection-items.txt
answered OK, Not OK or Not applicable, each with a note and photos if wanted. An additive
named in use without a written authorization on file that day is stored Not OK, whatever
was ticked (Prohibitions C, G). Each Not OK answer is a corrective action due seven days
later, met when the fix is recorded. Every change is a record with its audit entry (R6).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from functools import cache
from importlib.resources import files
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload

from fog_desktop.database import Database
from fog_desktop.i18n import language, noop, translate
from fog_desktop.parse import check_storable, day_text
from fog_desktop.rules.self_inspection import ANSWERS, Answer, additive_answer
from fog_desktop.services import attachments, records
from fog_desktop.services.attachments import Owner
from fog_desktop.services.form import Problems
from models import (
    AdditiveAuthorization,
    ChecklistAnswer,
    SelfInspection,
)

#: The checklist's items, one a line: "Short name | English | Español | Nombre" (R8c).
ITEMS_FILE = "self-inspection-items.txt"
#: The item an additive in use is named under (Prohibitions C, G).
ADDITIVES_ITEM = "Additives"


@dataclass(frozen=True)
class ChecklistItem:
    """One item of the checklist: the short name the records keep, the question in
    English and in Spanish (the kitchen staff walk it too), and the short name in Spanish
    (as the Spanish screens name it)."""

    name: str
    english: str
    spanish: str
    spanish_name: str

    def name_shown(self) -> str:
        """The short name in the interface's language; the records keep :attr:`name`."""
        return self.name if language() == "en" else self.spanish_name


@cache
def checklist_items() -> tuple[ChecklistItem, ...]:
    """The items of the shipped list, in its order; lines starting with # are notes."""
    text = (files("resources") / ITEMS_FILE).read_text(encoding="utf-8")
    found = []
    for typed in text.splitlines():
        line = typed.strip()
        if line and not line.startswith("#"):
            name, english, spanish, spanish_name = (part.strip() for part in line.split("|"))
            found.append(ChecklistItem(name, english, spanish, spanish_name))
    return tuple(found)


def item_shown(name: str) -> str:
    """The checklist item the records keep as ``name``, named in the interface's language
    (R8c); a name not on the list as it is."""
    found = next((i for i in checklist_items() if i.name == name), None)
    return found.name_shown() if found is not None else name


def _item_names() -> tuple[str, ...]:
    return tuple(item.name for item in checklist_items())


@dataclass(frozen=True)
class DayField:
    """A date a form must give, never in the future: its field, label and what to ask
    for when it is empty."""

    field: str
    label: str
    missing: str


def past_day(problems: Problems, typed: str, asked: DayField, today: date) -> date | None:
    """The date typed in a field, refused empty, unreadable or after ``today``."""
    day = problems.required_date(typed, asked.field, asked.label, asked.missing)
    future = translate("SelfInspection", "The date {day} is in the future.")
    return day if problems.not_after(asked.field, day, today, future) else None


def authorized_additives(session: Session, establishment_id: int, on: date) -> list[str]:
    """The additives with a written authorization in use on file by ``on`` (R8c)."""
    return list(
        session.scalars(
            select(AdditiveAuthorization.additive).where(
                AdditiveAuthorization.establishment_id == establishment_id,
                AdditiveAuthorization.voided_at.is_(None),
                AdditiveAuthorization.authorized_on <= on,
            )
        )
    )


# -- checklists -----------------------------------------------------------------------


@dataclass(frozen=True)
class AnswerInput:
    """One item's answer as typed: its short name, OK / Not OK / Not applicable, a note,
    the additive found in use (the additives item) and photos to attach."""

    item: str
    answer: str
    note: str = ""
    additive: str = ""
    photos: tuple[Path, ...] = ()


@dataclass(frozen=True)
class ChecklistInput:
    """A checklist as typed: when, who walked it, and an answer for every item."""

    inspected_on: str = ""
    inspected_by: str = ""
    notes: str = ""
    answers: tuple[AnswerInput, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class ChecklistValues(records.Values[SelfInspection]):
    establishment_id: int
    inspected_on: date
    inspected_by: str
    notes: str


@dataclass(frozen=True)
class AnswerValues(records.Values[ChecklistAnswer]):
    establishment_id: int
    item: str
    answer: str
    note: str
    additive: str


def _checklist_label(record: SelfInspection) -> str:
    return f"Self-inspection {record.inspected_on}"


_CHECKLISTS = records.RecordType(
    SelfInspection, noop("Records", "self-inspection checklist"), _checklist_label
)
_ANSWERS = records.RecordType(
    ChecklistAnswer,
    noop("Records", "checklist answer"),
    lambda a: f"{a.item} of the self-inspection {a.inspection.inspected_on}",
    load=(joinedload(ChecklistAnswer.inspection),),
)


def answer_field(item: str) -> str:
    """The field a refusal of one item's answer names: ``answer:Drain screens``."""
    return f"answer:{item}"


def _answers(
    problems: Problems,
    establishment_id: int,
    typed_answers: tuple[AnswerInput, ...],
    authorized: list[str],
    *,
    as_recorded: bool = False,
) -> list[AnswerValues]:
    """The answers' values in the items' order, every item answered; ``as_recorded``
    takes the items given as they were recorded, the additives' rule applied then."""
    names = _item_names()
    given = {a.item.strip(): a for a in typed_answers}
    for unknown in (a.item for a in typed_answers if a.item.strip() not in names):
        problems.add(
            "answers",
            translate("SelfInspection", "{item} is not an item of the checklist.").format(
                item=repr(unknown)
            ),
        )
    if len(given) < len(typed_answers):
        problems.add(
            "answers", translate("SelfInspection", "Answer each item of the checklist once.")
        )
    found = []
    for name in [n for n in names if n in given] if as_recorded else names:
        typed = given.get(name)
        if typed is None or typed.answer not in ANSWERS:
            problems.add(
                answer_field(name),
                translate("SelfInspection", "Answer {item}: OK, Not OK or Not applicable.").format(
                    item=name
                ),
            )
            continue
        additive = typed.additive.strip() if name == ADDITIVES_ITEM else ""
        answer = Answer(typed.answer)
        if not as_recorded:
            answer = additive_answer(answer, additive, authorized)
            if answer == Answer.NOT_OK and not typed.note.strip() and not additive:
                # A corrective action is due for it (R8c): what to fix must be said.
                problems.add(
                    answer_field(name),
                    translate(
                        "SelfInspection", "Say what is wrong: a corrective action is due for it."
                    ),
                )
                continue
        found.append(
            AnswerValues(
                establishment_id=establishment_id,
                item=name,
                answer=answer.value,
                note=typed.note.strip(),
                additive=additive,
            )
        )
    return found


def validate_checklist(
    session: Session,
    establishment_id: int,
    data: ChecklistInput,
    today: date,
    *,
    as_recorded: bool = False,
) -> tuple[ChecklistValues, list[AnswerValues]]:
    """The checklist's values and each item's answer, refused field by field (R8c): an
    answer to every item, as a walk-through gives. ``as_recorded`` takes a checklist
    brought in from a workbook row by row: the items given, each as it was recorded
    (an additive's answer was judged against the authorizations on file then)."""
    check_storable(
        {
            **{k: v for k, v in asdict(data).items() if k != "answers"},
            **{answer_field(a.item): [a.item, a.note, a.additive] for a in data.answers},
        }
    )
    problems = Problems()
    asked = DayField(
        "inspected_on",
        translate("SelfInspection", "Date of the checklist"),
        translate("SelfInspection", "Enter the day the checklist was walked."),
    )
    day = past_day(problems, data.inspected_on, asked, today)
    if not data.inspected_by.strip():
        problems.add("inspected_by", translate("SelfInspection", "Enter who walked the checklist."))
    authorized = authorized_additives(session, establishment_id, day) if day else []
    answers = _answers(
        problems, establishment_id, data.answers, authorized, as_recorded=as_recorded
    )
    problems.check()
    assert day is not None
    checklist = ChecklistValues(
        establishment_id=establishment_id,
        inspected_on=day,
        inspected_by=data.inspected_by.strip(),
        notes=data.notes.strip(),
    )
    return checklist, answers


def _create_answers(
    session: Session,
    checklist: SelfInspection,
    answers: list[AnswerValues],
    actor: str,
    photos: dict[str, list[tuple[str, bytes]]] | None,
) -> None:
    for answer_values in answers:
        answer = ChecklistAnswer(inspection_id=checklist.id)
        answer_values.apply_to(answer)
        answer.inspection = checklist
        _ANSWERS.create(session, answer, actor)
        loaded = (photos or {}).get(answer.item, [])
        attachments.add_files(session, Owner.of(answer), loaded, actor)


def add_checklist(
    session: Session,
    establishment_id: int,
    data: ChecklistInput,
    actor: str,
    *,
    today: date,
    photos: dict[str, list[tuple[str, bytes]]] | None = None,
    as_recorded: bool = False,
) -> SelfInspection:
    """Create a checklist and its answers within an open unit of work, each answer with
    the photos read for its item."""
    values, answers = validate_checklist(
        session, establishment_id, data, today, as_recorded=as_recorded
    )
    checklist = _CHECKLISTS.add(session, values, actor, answers=[])
    _create_answers(session, checklist, answers, actor, photos)
    return checklist


def add_recorded_answers(
    session: Session, checklist: SelfInspection, typed: tuple[AnswerInput, ...], actor: str
) -> None:
    """More items of a checklist brought in row by row, as they were recorded, within an
    open unit of work; an item answered already is refused."""
    check_storable({answer_field(a.item): [a.item, a.note, a.additive] for a in typed})
    problems = Problems()
    taken = {a.item for a in checklist.answers if not a.is_void}
    for again in (a.item for a in typed if a.item.strip() in taken):
        problems.add(
            answer_field(again),
            translate(
                "SelfInspection", "{item} is answered already in the checklist of {day}."
            ).format(item=again, day=day_text(checklist.inspected_on)),
        )
    answers = _answers(problems, checklist.establishment_id, typed, [], as_recorded=True)
    problems.check()
    _create_answers(session, checklist, answers, actor, None)


def record_checklist(
    db: Database,
    establishment_id: int,
    data: ChecklistInput,
    actor: str,
    *,
    today: date | None = None,
) -> int:
    """Record a checklist walked, every item answered, with its photos, together or not
    at all (R8c); the new checklist's id."""
    photos = {a.item.strip(): attachments.read_files(a.photos) for a in data.answers}
    with db.write() as session:
        checklist = add_checklist(
            session, establishment_id, data, actor, today=today or date.today(), photos=photos
        )
        return checklist.id


#: For a checklist entered in error: its answers and their corrective actions no
#: longer count (R6 keeps it, marked void).
void_checklist = _CHECKLISTS.void_by_id
