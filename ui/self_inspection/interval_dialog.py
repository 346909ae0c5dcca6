"""Choose how often the checklist is walked: weekly to quarterly, monthly unless chosen
(R8c), from a date on or from the records' beginning. The choice is a record, audited
like any other."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.parse import parse_date
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.checklist_intervals import set_checklist_interval
from ui.date_edit import DateEdit
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form

#: The intervals offered, weekly to quarterly (R8c).
CHOICES = tuple(
    Frequency(number, unit)
    for number, unit in ((1, "weeks"), (2, "weeks"), (1, "months"), (2, "months"), (3, "months"))
)


class IntervalDialog(FormDialog[None]):
    def __init__(
        self, parent: QWidget | None, context: AppContext, establishment_id: int, now: Frequency
    ) -> None:
        super().__init__(
            parent,
            translate("IntervalDialog", "How often the checklist is walked"),
            translate("IntervalDialog", "Save"),
        )
        self._context = context
        self._establishment_id = establishment_id
        self.every = QComboBox()
        for choice in CHOICES:
            self.every.addItem(choice.plain_shown, str(choice))
        self.every.setCurrentIndex(max(0, self.every.findData(str(now))))
        form = new_form()
        add_field(form, self.errors, translate("IntervalDialog", "Walked"), "interval", self.every)
        # Empty: from the records' beginning; a date leaves the checklists before it as
        # they were due.
        self.applies_from = DateEdit()
        self.applies_from.setToolTip(
            translate(
                "IntervalDialog",
                "The day it holds from: the checklists walked before it keep their due "
                "dates. Empty: from the records' beginning.",
            )
        )
        label = translate("IntervalDialog", "From")
        add_field(form, self.errors, label, "applies_from", self.applies_from)
        self.content.addLayout(form)

    def submit(self) -> Callable[[], None]:
        context, establishment_id = self._context, self._establishment_id
        chosen = self.every.currentData()
        typed_from = self.applies_from.iso_text()

        def store() -> None:
            label = translate("IntervalDialog", "From")
            applies_from = parse_date(typed_from, "applies_from", label)
            set_checklist_interval(
                context.db, establishment_id, chosen, context.actor, applies_from=applies_from
            )

        return store
