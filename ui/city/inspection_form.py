"""Add or amend one city inspection with the inspector's report attached; refusals show
at their fields (R8e, R6)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import Owner
from fog_desktop.services.inspections import (
    InspectionInput,
    InspectionRow,
    amend_inspection,
    record_inspection,
)
from models import INSPECTION_RESULTS, CityInspection
from ui.city.fields import Spec, build, fill, typed
from ui.forms import new_form
from ui.papers import PapersFormDialog, proofs_panel


class InspectionFormDialog(PapersFormDialog[InspectionRow, InspectionInput]):
    """The inspection's date, inspector, result and findings, and the inspector's report."""

    ADD_TITLE = noop("InspectionFormDialog", "Record a city inspection")
    ADD_TEXT = noop("InspectionFormDialog", "Record inspection")
    adds = staticmethod(record_inspection)
    amends = staticmethod(amend_inspection)
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
        self.content.addLayout(form)
        self.attachments = proofs_panel(self, context)
        if inspection is not None:
            fill(self.fields, vars(InspectionInput.of(inspection)))
            owner = Owner(establishment_id, CityInspection.__tablename__, inspection.id)
            self.attachments.set_owner(owner)
            self.add_reason(form)
        else:
            fill(self.fields, {"inspected_on": context.today().isoformat()})
        self.setMinimumWidth(520)

    def amend_title(self, inspection: InspectionRow) -> str:
        return translate("InspectionFormDialog", "Amend inspection {number}").format(
            number=inspection.inspection_no
        )

    def value(self) -> InspectionInput:
        return InspectionInput(**typed(self.fields))
