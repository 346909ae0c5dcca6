"""The Employees sheet: everyone employed at some time in the window (R4)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import employees
from fog_desktop.services.employees import EmployeeInput
from models import Employee, Record

EMPLOYEES = Sheet(
    "Employees",
    (
        Column("Employee ID", key=True, width=12, fields=("employee_id",)),
        Column("Name", width=24, fields=("name",)),
        Column("Role", width=18),
        Column("Hire date", Kind.DATE, 12, required=True, fields=("hire_date",)),
        Column("End date", Kind.DATE, 12, fields=("end_date",)),
        STATUS,
    ),
)


def employee_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """Everyone employed at some time in the window."""
    for e in employees.list_employees(db, est_id):
        if e.hire_date <= window.end and (e.end_date is None or e.end_date >= window.start):
            yield [e.employee_id, e.name, e.role, e.hire_date, e.end_date, e.status_text]


def store_employee(steps: ImportSteps, row: SheetRow) -> Record | None:
    employee_id = row.text("Employee ID")
    if steps.find(Employee, Employee.employee_id == employee_id):
        return None
    data = EmployeeInput(
        employee_id=employee_id, name=row.text("Name"), role=row.text("Role"),
        hire_date=row.text("Hire date"), end_date=row.text("End date"),
    )  # fmt: skip
    return employees.add(steps.session, steps.est.id, data, steps.actor)


EMPLOYEES_SHEET = DataSheet(EMPLOYEES, in_window(employee_rows), through_service(store_employee))
