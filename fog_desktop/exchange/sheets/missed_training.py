"""The Missed training sheet: the manager's explanation of each half-year missed (R4)."""

from __future__ import annotations

from collections.abc import Iterator

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import missed
from fog_desktop.services.missed import MissedInput
from models import Employee, MissedTraining, Record

#: The manager's explanation of each half-year training missed (R4).
MISSED_TRAINING = Sheet(
    "Missed training",
    (
        Column("Half ending", Kind.DATE, 12, key=True, fields=("half_end",)),
        Column("Employee ID", key=True, width=12, fields=("employee_id",)),
        Column("Employee name", width=22, derived=True),
        Column("What happened", width=60, required=True, fields=("what_happened",)),
        STATUS,
    ),
)


def missed_training_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The explanations of the half-years missed in the window, void ones too (R4, R6)."""
    for m in missed.list_missed_explanations(db, est_id):
        if window.holds(m.half_end):
            yield [m.half_end, m.employee_id, m.employee_name, m.what_happened, m.status_text]


def store_explanation(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One explanation of a missed half (R4); a void one comes in as it was, whatever
    its half has become since, and matches a void one too, so that it comes in once."""
    day, employee_id = row.text("Half ending"), row.text("Employee ID")
    void = row.status() is not None
    employee = steps.find(Employee, Employee.employee_id == employee_id)
    half_end = row.day("Half ending")
    if employee is not None and half_end is not None:
        stored = select(MissedTraining.id).where(
            MissedTraining.establishment_id == steps.est.id,
            MissedTraining.employee_pk == employee.id,
            MissedTraining.half_end == half_end,
        )
        if not void:
            stored = stored.where(MissedTraining.voided_at.is_(None))
        if steps.session.scalar(stored.limit(1)) is not None:
            return None
    data = MissedInput(
        employee_id=employee_id, half_end=day, what_happened=row.text("What happened")
    )
    return missed.add(
        steps.session, steps.est.id, data, steps.actor, today=steps.today,
        as_recorded=void,
    )  # fmt: skip


MISSED_TRAINING_SHEET = DataSheet(
    MISSED_TRAINING, in_window(missed_training_rows), through_service(store_explanation)
)
