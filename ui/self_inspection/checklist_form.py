"""Record a checklist walked: the date, who walked it, and each item found OK, Not OK
or Not applicable, with a note and photos if wanted (R8c). The items read in the
interface's language; the records keep each item's short English name."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QWidget,
)

from fog_desktop import i18n
from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.self_inspection import ANSWERS, Answer
from fog_desktop.services.self_inspection import (
    ADDITIVES_ITEM,
    AnswerInput,
    ChecklistInput,
    ChecklistItem,
    answer_field,
    checklist_items,
    record_checklist,
)
from ui.dialogs import FormDialog
from ui.forms import add_field, date_field, line, new_form, paragraph, word_choice
from ui.self_inspection.photos import PhotosField
from ui.widgets.lined_up import lined_up

WHY = noop(
    "ChecklistForm",
    "Walk the kitchen and answer every item. Each item not OK must be fixed within 7 days; "
    "record the fix on the Self-inspection page.",
)

ALL_OK_TIP = noop(
    "ChecklistForm",
    "Answer OK every item not answered yet; then change the items that are not OK.",
)


def question(item: ChecklistItem) -> str:
    """The item as the person walking the kitchen reads it, in the interface's language."""
    return item.english if i18n.language() == "en" else item.spanish


class ItemAnswer(QWidget):
    """One item's answer: how it was found, a note, photos."""

    def __init__(self, item: ChecklistItem) -> None:
        super().__init__()
        self.item = item.name
        self.answer = QComboBox()
        self.answer.setObjectName(answer_field(item.name))
        self.answer.addItem(translate("ChecklistForm", "Choose…"), "")
        word_choice(ANSWERS, self.answer)
        self.note = line(translate("ChecklistForm", "Note"))
        self.note.setObjectName(f"note:{item.name}")
        self.photos = PhotosField(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.answer)
        row.addWidget(self.note, stretch=1)
        row.addWidget(self.photos)

    def ok_unless_answered(self) -> None:
        if not self.answer.currentData():
            self.answer.setCurrentIndex(self.answer.findData(Answer.OK.value))

    def typed(self, additive: str) -> AnswerInput:
        return AnswerInput(
            self.item,
            self.answer.currentData(),
            self.note.text(),
            additive if self.item == ADDITIVES_ITEM else "",
            tuple(self.photos.paths()),
        )


class ChecklistFormDialog(FormDialog[int]):
    """Its outcome is the new checklist's id."""

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(
            parent,
            translate("ChecklistForm", "Self-inspection checklist"),
            translate("ChecklistForm", "Record checklist"),
        )
        self._context = context
        self._establishment_id = establishment_id
        self.content.addWidget(paragraph(translate("ChecklistForm", WHY)))
        top = new_form()
        self.inspected_on = date_field(
            top, self.errors, translate("ChecklistForm", "Date"), "inspected_on"
        )
        self.inspected_on.set_day(context.today())
        self.inspected_by = line(translate("ChecklistForm", "e.g. Maria Lopez"))
        self.inspected_by.setText(context.settings.operator_name)
        add_field(
            top,
            self.errors,
            translate("ChecklistForm", "Walked by"),
            "inspected_by",
            self.inspected_by,
        )
        self.content.addLayout(top)
        # Most items are fine most days: all OK in one click, then the exceptions changed.
        self.all_ok = QPushButton(translate("ChecklistForm", "All OK"))
        self.all_ok.setObjectName("all_ok")
        self.all_ok.setToolTip(translate("ChecklistForm", ALL_OK_TIP))
        self.all_ok.clicked.connect(self.answer_all_ok)
        self.content.addLayout(lined_up(self.all_ok))
        items = QWidget()
        form = new_form()
        # The questions are sentences: each above its answer, not squeezing it aside.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        items.setLayout(form)
        self.answers = [ItemAnswer(item) for item in checklist_items()]
        for item, answer in zip(checklist_items(), self.answers, strict=True):
            add_field(
                form,
                self.errors,
                question(item),
                answer_field(item.name),
                answer,
                parts={answer_field(item.name): answer.answer},
            )
        self.additive = QLineEdit()
        add_field(
            form,
            self.errors,
            translate("ChecklistForm", "Additive in use"),
            "additive",
            self.additive,
            hint=translate(
                "ChecklistForm",
                "The name of any enzyme or degreaser poured into the drains: not OK unless "
                "its written authorization is on file.",
            ),
        )
        self.notes = line(translate("ChecklistForm", "Anything else seen"))
        add_field(form, self.errors, translate("ChecklistForm", "Notes"), "notes", self.notes)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(items)
        self.content.addWidget(scroll, stretch=1)
        self.setMinimumWidth(900)

    def answer_all_ok(self) -> None:
        """Every item not answered yet is OK; an answer chosen already stays."""
        for answer in self.answers:
            answer.ok_unless_answered()

    def submit(self) -> Callable[[], int]:
        context, establishment_id = self._context, self._establishment_id
        data = ChecklistInput(
            self.inspected_on.iso_text(),
            self.inspected_by.text(),
            self.notes.text(),
            tuple(a.typed(self.additive.text()) for a in self.answers),
        )
        today = context.today()

        def store() -> int:
            return record_checklist(context.db, establishment_id, data, context.actor, today=today)

        return store
