"""The City inspections sheet (R8e)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import inspections
from fog_desktop.services.inspections import InspectionInput
from models import INSPECTION_RESULTS, CityInspection, Record

#: The city's inspections (R8e).
CITY_INSPECTIONS = Sheet(
    "City inspections",
    (
        Column("Inspection ID", key=True, width=14),
        Column("Date", Kind.DATE, 12, fields=("inspected_on",)),
        Column("Inspector", width=22, required=True, fields=("inspector",)),
        Column("Result", width=20, required=True, choices=INSPECTION_RESULTS, fields=("result",)),
        Column("Findings", width=50, fields=("findings",)),
        STATUS,
    ),
)


def city_inspection_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The city's inspections in the window, oldest first, void ones too (R8e, R6)."""
    for i in reversed(inspections.list_inspections(db, est_id)):
        if window.holds(i.inspected_on):
            yield [i.inspection_no, i.inspected_on, i.inspector, i.result, i.findings,
                   i.status_text]  # fmt: skip


def store_inspection(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One inspection, with its Inspection ID as the workbook has it (R8e)."""
    number = row.text("Inspection ID")
    if steps.find_any(CityInspection, CityInspection.inspection_no == number):
        return None
    data = InspectionInput(
        inspected_on=row.text("Date"), inspector=row.text("Inspector"),
        result=row.text("Result"), findings=row.text("Findings"),
    )  # fmt: skip
    return inspections.add(
        steps.session, steps.est.id, data, steps.actor, today=steps.today, inspection_no=number
    )


CITY_INSPECTIONS_SHEET = DataSheet(
    CITY_INSPECTIONS, in_window(city_inspection_rows), through_service(store_inspection)
)
