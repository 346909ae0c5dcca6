"""The devices as a read-only table (records-workbook.md, Devices)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.services.devices import frequency_label
from models import Device

Index = QModelIndex | QPersistentModelIndex

VOID_TEXT_COLOUR = "#6c757d"
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


class DevicesModel(QAbstractTableModel):
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
    NUMERIC = (CAPACITY, DEPTH)

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[Device] = []

    def set_devices(self, devices: Sequence[Device]) -> None:
        self.beginResetModel()
        self._rows = list(devices)
        self.endResetModel()

    def device(self, row: int) -> Device:
        return self._rows[row]

    def row_of(self, device_pk: int) -> int | None:
        return next((i for i, d in enumerate(self._rows) if d.id == device_pk), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        header = self.HEADERS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return HEADER_BREAKS.get(header, header)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return header
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        device = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._text(device, index.column())
        if role == Qt.ItemDataRole.ForegroundRole and device.is_void:
            return QBrush(QColor(VOID_TEXT_COLOUR))
        if role == Qt.ItemDataRole.FontRole and device.is_void:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.AccessibleTextRole and device.is_void:
            return f"{self._text(device, index.column())}, {device.status_text}"
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.NUMERIC:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def _text(self, device: Device, column: int) -> str:
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
