"""Record a Not OK item fixed: when, what was done, and photos if wanted (R8c)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.services.corrective_actions import FixInput, record_fix
from fog_desktop.services.self_inspection import item_shown
from fog_desktop.services.self_inspection_rows import AnswerRow
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, date_field, new_form, paragraph, text_box
from ui.self_inspection.photos import PhotosField


class FixDialog(FormDialog[int]):
    """Its outcome is the fix's id."""

    def __init__(
        self, parent: QWidget | None, context: AppContext, establishment_id: int, answer: AnswerRow
    ) -> None:
        super().__init__(
            parent,
            translate("FixDialog", "{item}: record it fixed").format(item=item_shown(answer.item)),
            translate("FixDialog", "Record fix"),
        )
        self._context = context
        self._establishment_id = establishment_id
        self._answer_id = answer.id
        due = day_text(answer.fix_due)
        self.content.addWidget(
            paragraph(
                translate("FixDialog", "Found not OK: {note}. To fix by {day}.").format(
                    note=answer.note or answer.additive or "—", day=due
                )
            )
        )
        form = new_form()
        self.fixed_on = date_field(
            form, self.errors, translate("FixDialog", "Fixed on"), "fixed_on"
        )
        self.what_was_done = text_box("what_was_done", lines=3)
        add_field(
            form,
            self.errors,
            translate("FixDialog", "What was done"),
            "what_was_done",
            self.what_was_done,
        )
        self.photos = PhotosField(self)
        add_field(form, self.errors, translate("FixDialog", "Photos"), "file", self.photos)
        self.content.addLayout(form)
        self.setMinimumWidth(560)

    def submit(self) -> Callable[[], int]:
        context, establishment_id = self._context, self._establishment_id
        data = FixInput(self._answer_id, self.fixed_on.iso_text(), self.what_was_done.toPlainText())
        photos: list[Path] = self.photos.paths()
        today = context.today()

        def store() -> int:
            return record_fix(
                context.db, establishment_id, data, context.actor, photos=photos, today=today
            )

        return store
