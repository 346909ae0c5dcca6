"""The city's inspections as a read-only table (R8e)."""

from __future__ import annotations

from fog_desktop.i18n import translate
from fog_desktop.services.inspections import InspectionRow
from fog_desktop.words import shown
from ui.rows import Column, RowsModel, date_column


class InspectionsModel(RowsModel[InspectionRow]):
    """Inspections as the service lists them, newest first; void ones greyed and marked
    "Void: reason" (R6)."""

    INSPECTION_NO, DATE, INSPECTOR, RESULT, FINDINGS, STATUS = range(6)

    def columns(self) -> list[Column[InspectionRow]]:
        return [
            Column(
                translate("InspectionsModel", "Inspection ID"),
                lambda i: i.inspection_no,
                short=translate("InspectionsModel", "Inspection\nID"),
            ),
            date_column(translate("InspectionsModel", "Date"), lambda i: i.inspected_on),
            Column(translate("InspectionsModel", "Inspector"), lambda i: i.inspector),
            Column(translate("InspectionsModel", "Result"), lambda i: shown(i.result)),
            Column(translate("InspectionsModel", "Findings"), lambda i: i.findings),
            self.status_column(),
        ]

    def search_text(self, inspection: InspectionRow) -> str:
        return "\n".join((inspection.inspection_no, inspection.inspector, inspection.findings))
