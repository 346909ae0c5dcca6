"""The Self-inspection sheet: each item of each checklist walked, and its fix (R8c)."""

from __future__ import annotations

from collections.abc import Iterator

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.rules.self_inspection import ANSWERS
from fog_desktop.services import corrective_actions, self_inspection, self_inspection_rows
from fog_desktop.services.corrective_actions import FixInput
from fog_desktop.services.self_inspection import (
    AnswerInput,
    ChecklistInput,
    answer_field,
    checklist_items,
)
from models import ChecklistAnswer, Record, SelfInspection

#: Each item of each self-inspection checklist as it was found, and its fix (R8c).
SELF_INSPECTION = Sheet(
    "Self-inspection",
    (
        Column("Date", Kind.DATE, 12, key=True, fields=("inspected_on",)),
        Column("Walked by", width=20, required=True, fields=("inspected_by",)),
        Column(
            "Item",
            key=True,
            width=18,
            choices=tuple(i.name for i in checklist_items()),
            fields=("answers", *(answer_field(i.name) for i in checklist_items())),
        ),
        Column("Answer", width=14, required=True, choices=ANSWERS),
        Column("Note", width=40),
        Column("Additive in use", width=20),
        Column("Fix due", Kind.DATE, 12, derived=True),
        Column("Fixed on", Kind.DATE, 12, fields=("fixed_on",)),
        Column("What was done", width=40, fields=("what_was_done",)),
        STATUS,
    ),
)


def checklist_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """Each item of each checklist walked in the window, void ones too, with its fix (R8c,
    R6)."""
    for c in self_inspection_rows.list_checklists(db, est_id):
        if window.holds(c.inspected_on):
            for a in c.answers:
                fix = a.fix
                yield [
                    c.inspected_on, c.inspected_by, a.item, a.answer, a.note, a.additive,
                    a.fix_due, fix.fixed_on if fix else None, fix.what_was_done if fix else "",
                    c.status_text,
                ]  # fmt: skip


def store_answer(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One item of a checklist (R8c): the rows of one date, walker and status make one
    checklist, with the items the sheet gives. A row whose item that day's checklist
    (void or in use, as the row) holds already is skipped; a fix comes in with its
    item. Each answer comes in as it was recorded, and a void checklist once, void as
    it was."""
    day, item, walker = row.text("Date"), row.text("Item"), row.text("Walked by")
    void = row.status()
    inspected_on = row.day("Date")
    if inspected_on is not None:
        stored = (
            select(ChecklistAnswer.id)
            .join(SelfInspection, SelfInspection.id == ChecklistAnswer.inspection_id)
            .where(
                SelfInspection.establishment_id == steps.est.id,
                SelfInspection.inspected_on == inspected_on,
                SelfInspection.voided_at.is_(None)
                if void is None
                else SelfInspection.voided_at.is_not(None),
                ChecklistAnswer.item == item,
                ChecklistAnswer.voided_at.is_(None),
            )
        )
        if steps.session.scalar(stored.limit(1)) is not None:
            return None
    typed = AnswerInput(item, row.text("Answer"), row.text("Note"), row.text("Additive in use"))
    key = (day, walker, void)
    checklist = steps.checklists.get(key)
    if checklist is None:
        data = ChecklistInput(day, walker, "", (typed,))
        checklist = self_inspection.add_checklist(
            steps.session, steps.est.id, data, steps.actor, today=steps.today, as_recorded=True
        )
    else:
        self_inspection.add_recorded_answers(steps.session, checklist, (typed,), steps.actor)
    fixed_on, what = row.text("Fixed on"), row.text("What was done")
    if fixed_on or what:
        answer = next(a for a in checklist.answers if a.item == item and not a.is_void)
        fix = FixInput(answer.id, fixed_on, what)
        corrective_actions.add_fix(steps.session, steps.est.id, fix, steps.actor, today=steps.today)
    steps.checklists[key] = checklist
    return checklist


SELF_INSPECTION_SHEET = DataSheet(
    SELF_INSPECTION, in_window(checklist_rows), through_service(store_answer)
)
