"""The manifests as a read-only table (records-workbook.md, Manifests), searched, filtered
by waste type and sorted through a proxy."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.services.manifests import ManifestRow
from ui.devices.model import VOID_TEXT_COLOUR, number_text

Index = QModelIndex | QPersistentModelIndex

#: Headers broken over two lines on screen, so that the table fits beside the navigation;
#: their tooltip and the workbook keep the one-line name.
HEADER_BREAKS: dict[str, str] = {
    "Manifest no.": "Manifest\nno.",
    "Waste type": "Waste\ntype",
    "Invoice no.": "Invoice\nno.",
    "Invoice amount": "Invoice\namount",
    "Device ID": "Device\nID",
    "Pump-outs covered": "Pump-outs\ncovered",
}


def money_text(amount: Decimal | None) -> str:
    """$1,385.00: dollars and cents from the stored decimal, never through a float."""
    return "" if amount is None else f"${amount:,.2f}"


def pump_outs_text(pump_outs: Sequence[tuple[int, str, date]]) -> str:
    """ "GI-1 2026-10-28, GT-1 2026-10-28": each pump-out by device and date (R2)."""
    return ", ".join(f"{device} {day.isoformat()}" for _, device, day in pump_outs)


class ManifestsModel(QAbstractTableModel):
    """Manifests and oil receipts as the service lists them; void ones greyed and marked
    "Void: reason" (R6)."""

    (
        MANIFEST_NO,
        DATE,
        HAULER,
        WASTE_TYPE,
        GALLONS,
        INVOICE_NO,
        AMOUNT,
        DEVICE,
        PUMP_OUTS,
        STATUS,
    ) = range(10)
    #: The Manifests sheet's headers (records-workbook.md), and the pump-outs covered.
    HEADERS = (
        "Manifest no.",
        "Date",
        "Hauler",
        "Waste type",
        "Gallons",
        "Invoice no.",
        "Invoice amount",
        "Device ID",
        "Pump-outs covered",
        "Status",
    )
    NUMERIC = (GALLONS, AMOUNT)

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[ManifestRow] = []

    def set_manifests(self, manifests: Sequence[ManifestRow]) -> None:
        self.beginResetModel()
        self._rows = list(manifests)
        self.endResetModel()

    def manifest(self, row: int) -> ManifestRow:
        return self._rows[row]

    def row_of(self, manifest_pk: int) -> int | None:
        return next((i for i, m in enumerate(self._rows) if m.id == manifest_pk), None)

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
        manifest = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(manifest, index.column())
        if role == Qt.ItemDataRole.ForegroundRole and manifest.is_void:
            return QBrush(QColor(VOID_TEXT_COLOUR))
        if role == Qt.ItemDataRole.FontRole and manifest.is_void:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.AccessibleTextRole and manifest.is_void:
            return f"{self.text(manifest, index.column())}, {manifest.status_text}"
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.NUMERIC:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def text(self, manifest: ManifestRow, column: int) -> str:
        if column == self.MANIFEST_NO:
            return manifest.manifest_no
        if column == self.DATE:
            return manifest.manifest_date.isoformat()
        if column == self.HAULER:
            return manifest.hauler
        if column == self.WASTE_TYPE:
            return manifest.waste_type
        if column == self.GALLONS:
            return number_text(manifest.gallons) if manifest.gallons is not None else ""
        if column == self.INVOICE_NO:
            return manifest.invoice_no
        if column == self.AMOUNT:
            return money_text(manifest.invoice_amount)
        if column == self.DEVICE:
            return manifest.device_id
        if column == self.PUMP_OUTS:
            return pump_outs_text(manifest.pump_outs)
        return manifest.status_text

    def sort_key(self, row: int, column: int) -> tuple[Any, ...]:
        """What a column sorts by: dates as dates and amounts as decimals, so that
        $95.00 comes before $1,200.00; empty cells first."""
        manifest = self._rows[row]
        value: Any
        if column == self.DATE:
            value = manifest.manifest_date
        elif column == self.GALLONS:
            value = manifest.gallons
        elif column == self.AMOUNT:
            value = manifest.invoice_amount
        else:
            value = self.text(manifest, column).casefold() or None
        return (value is not None, value if value is not None else "", manifest.id)


class ManifestsProxy(QSortFilterProxyModel):
    """The search box (hauler, manifest no., invoice no.) and the waste type filter."""

    def __init__(self, source: ManifestsModel) -> None:
        super().__init__()
        self._source = source
        self._search = ""
        self._waste_type = ""
        self.setSourceModel(source)

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._search = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_waste_type(self, waste_type: str) -> None:
        """Only this waste type; "" for all."""
        self.beginFilterChange()
        self._waste_type = waste_type
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def manifest(self, index: Index) -> ManifestRow:
        return self._source.manifest(self.mapToSource(index).row())

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        manifest = self._source.manifest(source_row)
        if self._waste_type and manifest.waste_type != self._waste_type:
            return False
        if not self._search:
            return True
        searched = (manifest.hauler, manifest.manifest_no, manifest.invoice_no)
        return any(self._search in text.casefold() for text in searched)

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802
        column = left.column()
        key_left = self._source.sort_key(left.row(), column)
        key_right = self._source.sort_key(right.row(), column)
        return bool(key_left < key_right)
