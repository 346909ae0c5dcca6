"""The devices as a read-only table (records-workbook.md, Devices)."""

from __future__ import annotations

from decimal import Decimal

from fog_desktop.services.devices import DeviceRow, frequency_label
from ui.dates import day_text
from ui.rows import Column, RowsModel


def number_text(value: Decimal) -> str:
    """1000.00 as 1000 and 12.50 as 12.5: the sizes as a person writes them."""
    return format(value.normalize(), "f")


class DevicesModel(RowsModel[DeviceRow]):
    """Devices in use first, then void ones, greyed and marked "Void: reason" (R6)."""

    DEVICE_ID, TYPE, LOCATION, CAPACITY, DEPTH, FREQUENCY, IN_SERVICE, STATUS = range(8)
    NUMERIC = (CAPACITY, DEPTH)

    def device(self, row: int) -> DeviceRow:
        return self.row(row)

    def columns(self) -> list[Column[DeviceRow]]:
        """The Devices sheet's columns (records-workbook.md)."""
        return [
            Column("Device ID", lambda d: d.device_id),
            Column("Type", lambda d: d.type),
            Column("Location", lambda d: d.location),
            Column(
                "Capacity (gal)", lambda d: number_text(d.capacity_gal), short="Capacity\n(gal)"
            ),
            Column(
                "Design depth (in)",
                lambda d: number_text(d.design_depth_in),
                short="Design depth\n(in)",
            ),
            Column("Frequency", frequency_label),
            Column(
                "In service since",
                lambda d: day_text(d.in_service_since),
                short="In service\nsince",
            ),
            Column("Status", lambda d: d.status_text),
        ]
