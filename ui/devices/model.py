"""The devices as a read-only table (records-workbook.md, Devices)."""

from __future__ import annotations

from decimal import Decimal

from fog_desktop.services.devices import DeviceRow, frequency_label
from ui.rows import RowsModel

#: Long headers broken over two lines on screen, so that the table fits beside the
#: navigation; their tooltip and the workbook keep the one-line name.
HEADER_BREAKS: dict[str, str] = {
    "Capacity (gal)": "Capacity\n(gal)",
    "Design depth (in)": "Design depth\n(in)",
    "In service since": "In service\nsince",
}


def number_text(value: Decimal) -> str:
    """1000.00 as 1000 and 12.50 as 12.5: the sizes as a person writes them."""
    return format(value.normalize(), "f")


class DevicesModel(RowsModel[DeviceRow]):
    """Devices in use first, then void ones, greyed and marked "Void: reason" (R6)."""

    DEVICE_ID, TYPE, LOCATION, CAPACITY, DEPTH, FREQUENCY, IN_SERVICE, STATUS = range(8)
    #: The Devices sheet's headers (records-workbook.md).
    HEADERS = (
        "Device ID",
        "Type",
        "Location",
        "Capacity (gal)",
        "Design depth (in)",
        "Frequency",
        "In service since",
        "Status",
    )
    HEADER_BREAKS = HEADER_BREAKS
    NUMERIC = (CAPACITY, DEPTH)

    def device(self, row: int) -> DeviceRow:
        return self.row(row)

    def text(self, device: DeviceRow, column: int) -> str:
        if column == self.DEVICE_ID:
            return device.device_id
        if column == self.TYPE:
            return device.type
        if column == self.LOCATION:
            return device.location
        if column == self.CAPACITY:
            return number_text(device.capacity_gal)
        if column == self.DEPTH:
            return number_text(device.design_depth_in)
        if column == self.FREQUENCY:
            return frequency_label(device)
        if column == self.IN_SERVICE:
            return device.in_service_since.isoformat() if device.in_service_since else ""
        return device.status_text
