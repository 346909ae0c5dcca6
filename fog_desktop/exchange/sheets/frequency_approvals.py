"""The Frequency approvals sheet: the program manager's answers on an interceptor's
maintenance frequency (R3, R8d)."""

from __future__ import annotations

from collections.abc import Iterator

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import frequency_approvals
from fog_desktop.services.frequency_approvals import ApprovalInput, ApprovalRow
from models import Device, FrequencyApproval, Record

#: The program manager's approvals of an interceptor's maintenance frequency (R8d).
FREQUENCY_APPROVALS = Sheet(
    "Frequency approvals",
    (
        Column("Approved on", Kind.DATE, 12, key=True, fields=("approved_on",)),
        Column("Device ID", key=True, width=12, fields=("device_id",)),
        Column("Frequency", width=12, required=True, fields=("frequency",)),
        Column("Notes", width=50, fields=("notes",)),
        STATUS,
    ),
)


def approvals_in_force(db: Database, est_id: int, window: Window) -> list[ApprovalRow]:
    """The approvals the window's duties are judged by (R3, R8d): those dated in it, void
    ones too, and each device's last one in use dated before it, in force when it began."""
    every = frequency_approvals.list_approvals(db, est_id)
    before = {a.device_pk: a.id for a in every if not a.is_void and a.approved_on < window.start}
    return [a for a in every if window.holds(a.approved_on) or before.get(a.device_pk) == a.id]


def frequency_approval_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """:func:`approvals_in_force` (R3, R8d)."""
    for a in approvals_in_force(db, est_id, window):
        yield [a.approved_on, a.device_id, str(a.frequency), a.notes, a.status_text]


def store_approval(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One answer of the program manager (R8d), kept as it was: the Devices sheet
    carries each device's frequency now, so an approval brought in amends nothing."""
    day, device_id = row.text("Approved on"), row.text("Device ID")
    device = steps.find(Device, Device.device_id == device_id)
    approved_on = row.day("Approved on")
    if device is not None and approved_on is not None:
        stored = select(FrequencyApproval.id).where(
            FrequencyApproval.device_pk == device.id,
            FrequencyApproval.approved_on == approved_on,
        )
        if row.status() is None:
            stored = stored.where(FrequencyApproval.voided_at.is_(None))
        if steps.session.scalar(stored.limit(1)) is not None:
            return None
    data = ApprovalInput(
        device_id=device_id, approved_on=day, frequency=row.text("Frequency"),
        notes=row.text("Notes"),
    )  # fmt: skip
    return frequency_approvals.add(
        steps.session, steps.est.id, data, steps.actor, today=steps.today, as_recorded=True
    )


FREQUENCY_APPROVALS_SHEET = DataSheet(
    FREQUENCY_APPROVALS, in_window(frequency_approval_rows), through_service(store_approval)
)
