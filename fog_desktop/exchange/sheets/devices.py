"""The Devices sheet: each interceptor and grease trap, with its frequency (R1, R3)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import devices
from fog_desktop.services.device_frequency import frequency_text
from fog_desktop.services.devices import DeviceInput, list_devices
from models import DEVICE_TYPES, Device, Record

DEVICES = Sheet(
    "Devices",
    (
        Column("Device ID", key=True, width=11, fields=("device_id",)),
        Column("Type", required=True, width=26, choices=DEVICE_TYPES, fields=("type",)),
        Column("Location", width=30, fields=("location",)),
        Column("Capacity (gal)", Kind.NUMBER, 14, required=True, fields=("capacity_gal",)),
        Column("Design depth (in)", Kind.NUMBER, 16, required=True, fields=("design_depth_in",)),
        Column("Maintenance frequency", width=20, fields=("frequency_number", "frequency_unit")),
        Column("In service since", Kind.DATE, 15, fields=("in_service_since",)),
        Column("Notes", width=36),
        STATUS,
    ),
)


def device_rows(db: Database, est_id: int, _window: Window) -> Iterator[Row]:
    """Each device; a frequency entered as the screens say it, so a trap's longer interval
    names its approval or says that daily applies (R3); empty for the rules' default."""
    for d in list_devices(db, est_id):
        yield [
            d.device_id, d.type, d.location, d.capacity_gal, d.design_depth_in,
            d.frequency_label if frequency_text(d) else "", d.in_service_since, d.notes,
            d.status_text,
        ]  # fmt: skip


def _without_note(frequency: str) -> str:
    """A Devices sheet's frequency without the note the export adds to a trap's longer
    interval ("2 days, approved 2025-03-04", "2 days (not approved: daily applies)", R3):
    the approval is a record of its own, on the Frequency approvals sheet."""
    return frequency.split("(", 1)[0].split(",", 1)[0].strip()


def store_device(steps: ImportSteps, row: SheetRow) -> Record | None:
    device_id = row.text("Device ID")
    if steps.find(Device, Device.device_id == device_id):
        return None
    frequency = row.text("Maintenance frequency")
    data = DeviceInput(
        device_id=device_id, type=row.text("Type"), location=row.text("Location"),
        capacity_gal=row.text("Capacity (gal)"), design_depth_in=row.text("Design depth (in)"),
        in_service_since=row.text("In service since"), notes=row.text("Notes"),
    )  # fmt: skip
    if frequency:
        try:
            parsed = Frequency.parse(_without_note(frequency))
        except ValueError as exc:
            raise ValidationError.single("frequency_number", str(exc)) from None
        data.frequency_number, data.frequency_unit = str(parsed.number), parsed.unit
    return devices.add(steps.session, steps.est.id, data, steps.actor)


DEVICES_SHEET = DataSheet(DEVICES, in_window(device_rows), through_service(store_device))
