"""The Planned changes sheet: each planned change and its notice to the city (R8a)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import changes
from fog_desktop.services.changes import ChangeInput
from models import PlannedChange, Record

#: Each planned change and its notice to the city (R8a).
PLANNED_CHANGES = Sheet(
    "Planned changes",
    (
        Column("Description", key=True, width=40, fields=("description",)),
        Column("Planned start", Kind.DATE, 12, key=True, fields=("planned_start",)),
        Column("Notice due", Kind.DATE, 12, derived=True),
        Column("Notice sent on", Kind.DATE, 12, fields=("notice_sent_on",)),
        Column("Notes", width=40, fields=("notes",)),
        STATUS,
    ),
)


def planned_change_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The planned changes starting in the window or after it, void ones too (R8a, R6)."""
    for c in changes.list_changes(db, est_id):
        if c.planned_start >= window.start:
            yield [c.description, c.planned_start, c.notice_due, c.notice_sent_on, c.notes,
                   c.status_text]  # fmt: skip


def store_change(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One planned change and the day its notice was sent (R8a)."""
    description, start = row.text("Description"), row.text("Planned start")
    planned_start = row.day("Planned start")
    if planned_start is not None and steps.stored(
        row,
        PlannedChange,
        PlannedChange.description == description,
        PlannedChange.planned_start == planned_start,
    ):
        return None
    data = ChangeInput(
        description=description, planned_start=start,
        notice_sent_on=row.text("Notice sent on"), notes=row.text("Notes"),
    )  # fmt: skip
    return changes.add(steps.session, steps.est.id, data, steps.actor, today=steps.today)


PLANNED_CHANGES_SHEET = DataSheet(
    PLANNED_CHANGES, in_window(planned_change_rows), through_service(store_change)
)
