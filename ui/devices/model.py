"""The devices as a read-only table (records-workbook.md, Devices)."""

from __future__ import annotations

from fog_desktop.i18n import translate
from fog_desktop.parse import number_text
from fog_desktop.services.devices import DeviceRow
from fog_desktop.words import shown
from ui.rows import Column, RowsModel, date_column


class DevicesModel(RowsModel[DeviceRow]):
    """Devices in use first, then void ones, greyed and marked "Void: reason" (R6)."""

    DEVICE_ID, TYPE, LOCATION, CAPACITY, DEPTH, FREQUENCY, IN_SERVICE, STATUS = range(8)
    NUMERIC = (CAPACITY, DEPTH)

    def device(self, row: int) -> DeviceRow:
        return self.row(row)

    def columns(self) -> list[Column[DeviceRow]]:
        """The Devices sheet's columns (records-workbook.md)."""
        return [
            Column(
                translate("DevicesModel", "Device ID"),
                lambda d: d.device_id,
                short=translate("DevicesModel", "Device\nID"),
            ),
            Column(translate("DevicesModel", "Type"), lambda d: shown(d.type)),
            Column(translate("DevicesModel", "Location"), lambda d: d.location),
            Column(
                translate("DevicesModel", "Capacity (gal)"),
                lambda d: number_text(d.capacity_gal),
                short=translate("DevicesModel", "Capacity\n(gal)"),
            ),
            Column(
                translate("DevicesModel", "Design depth (in)"),
                lambda d: number_text(d.design_depth_in),
                short=translate("DevicesModel", "Design\ndepth (in)"),
            ),
            Column(translate("DevicesModel", "Frequency"), lambda d: d.frequency_shown),
            date_column(
                translate("DevicesModel", "In service since"),
                lambda d: d.in_service_since,
                short=translate("DevicesModel", "In service\nsince"),
            ),
            self.status_column(),
        ]
