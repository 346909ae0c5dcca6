"""Add or amend one city inspection; refusals show at their fields (R8e, R6)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.inspections import (
    InspectionInput,
    InspectionRow,
    amend_inspection,
    record_inspection,
)
from models import INSPECTION_RESULTS
from ui.city.fields import Spec, build, fill, typed
from ui.dialogs import RecordFormDialog
from ui.forms import new_form


class InspectionFormDialog(RecordFormDialog[InspectionRow]):
    ADD_TITLE = noop("InspectionFormDialog", "Record a city inspection")
    ADD_TEXT = noop("InspectionFormDialog", "Record inspection")
    FIELDS = (
        Spec("inspected_on", noop("InspectionFormDialog", "Date"), "date"),
        Spec(
            "inspector",
            noop("InspectionFormDialog", "Inspector"),
            hint=noop("InspectionFormDialog", "As on their report"),
        ),
        Spec("result", noop("InspectionFormDialog", "Result"), choices=INSPECTION_RESULTS),
        Spec(
            "findings",
            noop("InspectionFormDialog", "Findings"),
            "text",
            hint=noop(
                "InspectionFormDialog",
                "What the inspector found, in their words. A notice of violation may follow.",
            ),
        ),
    )

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        inspection: InspectionRow | None = None,
    ) -> None:
        super().__init__(parent, context, establishment_id, inspection)
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        if inspection is not None:
            fill(self.fields, vars(InspectionInput.of(inspection)))
            self.add_reason(form)
        else:
            fill(self.fields, {"inspected_on": context.today().isoformat()})
        self.content.addLayout(form)
        self.setMinimumWidth(520)

    def amend_title(self, inspection: InspectionRow) -> str:
        return translate("InspectionFormDialog", "Amend inspection {number}").format(
            number=inspection.inspection_no
        )

    def submit(self) -> Callable[[], int]:
        data, context, pk = InspectionInput(**typed(self.fields)), self.context, self.record_pk
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
