"""Choose how often the checklist is walked: weekly to quarterly, monthly unless chosen
(R8c). The choice is a record, audited like any other."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.self_inspection import set_checklist_interval
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
        self.content.addLayout(form)

    def submit(self) -> Callable[[], None]:
        context, establishment_id = self._context, self._establishment_id
        chosen = self.every.currentData()

        def store() -> None:
            set_checklist_interval(context.db, establishment_id, chosen, context.actor)

        return store
