"""Add or amend one city inspection; refusals show at their fields (R8e, R6)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.inspections import (
    InspectionInput,
    InspectionRow,
    amend_inspection,
    record_inspection,
)
from fog_desktop.words import shown
from models import INSPECTION_RESULTS
from ui.dates import DateEdit
from ui.dialogs import RecordFormDialog
from ui.forms import add_field, line_field, new_form, text_box

FINDINGS_HINT = noop(
    "InspectionFormDialog",
    "What the inspector found, in their words. A notice of violation may follow.",
)


class InspectionFormDialog(RecordFormDialog[InspectionRow]):
    ADD_TITLE = noop("InspectionFormDialog", "Record a city inspection")
    ADD_TEXT = noop("InspectionFormDialog", "Record inspection")

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        inspection: InspectionRow | None = None,
    ) -> None:
        super().__init__(parent, context, establishment_id, inspection)
        form = new_form()
        self.inspected_on = DateEdit()
        add_field(
            form,
            self.errors,
            translate("InspectionFormDialog", "Date"),
            "inspected_on",
            self.inspected_on,
        )
        self.inspector: QLineEdit = line_field(
            form,
            self.errors,
            translate("InspectionFormDialog", "Inspector"),
            "inspector",
            translate("InspectionFormDialog", "As on their report"),
        )
        self.result_choice = QComboBox()
        for result in INSPECTION_RESULTS:
            self.result_choice.addItem(shown(result), result)
        add_field(
            form,
            self.errors,
            translate("InspectionFormDialog", "Result"),
            "result",
            self.result_choice,
        )
        self.findings = text_box("findings")
        add_field(
            form,
            self.errors,
            translate("InspectionFormDialog", "Findings"),
            "findings",
            self.findings,
            hint=translate("InspectionFormDialog", FINDINGS_HINT),
        )
        if inspection is not None:
            self.inspected_on.set_day(inspection.inspected_on)
            self.inspector.setText(inspection.inspector)
            self.result_choice.setCurrentIndex(self.result_choice.findData(inspection.result))
            self.findings.setPlainText(inspection.findings)
            self.add_reason(form)
        else:
            self.inspected_on.set_day(context.today())
            self.result_choice.setCurrentIndex(-1)
        self.content.addLayout(form)
        self.setMinimumWidth(520)

    def amend_title(self, inspection: InspectionRow) -> str:
        return translate("InspectionFormDialog", "Amend inspection {number}").format(
            number=inspection.inspection_no
        )

    def value(self) -> InspectionInput:
        """What was typed, the date as ISO (the services read ISO)."""
        return InspectionInput(
            inspected_on=self.inspected_on.iso_text(),
            inspector=self.inspector.text(),
            result=self.result_choice.currentData() or "",
            findings=self.findings.toPlainText(),
        )

    def submit(self) -> Callable[[], int]:
        data, context, pk = self.value(), self.context, self.record_pk
        establishment_id, reason, today = self.establishment_id, self.reason_text(), context.today()

        def store() -> int:
            if pk is None:
                return record_inspection(
                    context.db, establishment_id, data, context.actor, today=today
                ).id
            return amend_inspection(
                context.db, pk, data, context.actor, today=today, reason=reason
            ).id

        return store
