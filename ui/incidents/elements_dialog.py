"""Write what the written confirmation states besides the date (R5)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from PySide6.QtWidgets import QWidget

from fog_desktop.errors import Problem
from fog_desktop.i18n import translate
from fog_desktop.services.incidents import REQUIRED_ELEMENTS, IncidentInput, IncidentRow
from ui.forms import paragraph, reason_field
from ui.incidents.editors import ElementsEditor
from ui.incidents.forms import IncidentForm, Scope
from ui.incidents.wording import element_lines


class ElementsDialog(IncidentForm[IncidentRow]):
    """The reasons, the steps taken at once, the steps to prevent it recurring (R5). Its
    outcome is the incident as stored."""

    def __init__(
        self,
        parent: QWidget | None,
        scope: Scope,
        row: IncidentRow,
        problems: Iterable[Problem] = (),
    ) -> None:
        title = translate("ElementsDialog", "The written confirmation of {number}").format(
            number=row.incident_no
        )
        super().__init__(parent, scope, row, title, translate("ElementsDialog", "Save"))
        intro = paragraph(
            translate(
                "ElementsDialog",
                "The letter to the FOG program manager must state these four things. It "
                "can't be marked sent while one of them is empty.",
            )
        )
        self.content.addWidget(intro)
        date_text = element_lines(row)[0][2]
        self.editor = ElementsEditor(self.errors, date_text)
        self.editor.set_texts({field: getattr(row, field) for field in REQUIRED_ELEMENTS})
        self.content.addWidget(self.editor)
        self.reason = reason_field(self.editor.form, self.errors)
        shown = list(problems)
        if shown:
            self.errors.show(shown)
        self.setMinimumWidth(620)

    def submit(self) -> Callable[[], IncidentRow]:
        texts = self.editor.texts()
        data = replace(
            IncidentInput.of(self.row),
            reasons=texts["reasons"],
            immediate_steps=texts["immediate_steps"],
            preventive_steps=texts["preventive_steps"],
        )
        return self.amending(data, self.reason.text())
