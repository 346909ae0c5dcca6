"""The checklists and one checklist's answers as read-only tables (R8c)."""

from __future__ import annotations

from fog_desktop.i18n import translate
from fog_desktop.services.self_inspection import item_shown
from fog_desktop.services.self_inspection_rows import AnswerRow, ChecklistRow
from fog_desktop.words import shown
from ui.dates import day_text
from ui.rows import Column, RowsModel, date_column


def open_actions(checklist: ChecklistRow) -> int:
    """Its Not OK items not recorded fixed yet, for a checklist in use."""
    return 0 if checklist.is_void else sum(a.fix is None for a in checklist.not_ok)


class ChecklistsModel(RowsModel[ChecklistRow]):
    """Checklists walked, void ones greyed and marked "Void: reason" (R6)."""

    DATE, BY, NOT_OK, OPEN, STATUS = range(5)
    NUMERIC = (NOT_OK, OPEN)

    def columns(self) -> list[Column[ChecklistRow]]:
        return [
            date_column(translate("ChecklistsModel", "Date"), lambda c: c.inspected_on),
            Column(translate("ChecklistsModel", "Walked by"), lambda c: c.inspected_by),
            Column(translate("ChecklistsModel", "Not OK"), lambda c: str(len(c.not_ok))),
            Column(
                translate("ChecklistsModel", "Not fixed yet"),
                lambda c: str(open_actions(c)),
                short=translate("ChecklistsModel", "Not fixed\nyet"),
                key=open_actions,
            ),
            self.status_column(),
        ]

    def search_text(self, checklist: ChecklistRow) -> str:
        return "\n".join(
            [checklist.inspected_by, checklist.notes, *(a.note for a in checklist.answers)]
        )


def fix_text(answer: AnswerRow) -> str:
    """How a Not OK item stands: fixed on a day, or to fix by one (R8c)."""
    if answer.fix is not None:
        return translate("AnswersModel", "Fixed {day}: {what}").format(
            day=day_text(answer.fix.fixed_on), what=answer.fix.what_was_done
        )
    if answer.fix_due is not None:
        return translate("AnswersModel", "Fix by {day}").format(day=day_text(answer.fix_due))
    return ""


class AnswersModel(RowsModel[AnswerRow]):
    """Each item of one checklist as it was found, and the fix of a Not OK one."""

    ITEM, ANSWER, NOTE, FIX = range(4)

    def columns(self) -> list[Column[AnswerRow]]:
        return [
            Column(translate("AnswersModel", "Item"), lambda a: item_shown(a.item)),
            Column(translate("AnswersModel", "Found"), lambda a: shown(a.answer)),
            Column(
                translate("AnswersModel", "Note"),
                lambda a: ", ".join(filter(None, (a.additive, a.note))),
            ),
            Column(translate("AnswersModel", "Corrective action"), fix_text),
        ]
