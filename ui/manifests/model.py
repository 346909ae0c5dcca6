"""The manifests as a read-only table (records-workbook.md, Manifests)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from fog_desktop.services.manifests import ManifestRow
from ui.devices.model import number_text
from ui.rows import RowsModel

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


class ManifestsModel(RowsModel[ManifestRow]):
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
    HEADER_BREAKS = HEADER_BREAKS
    NUMERIC = (GALLONS, AMOUNT)

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

    def search_text(self, manifest: ManifestRow) -> str:
        return "\n".join((manifest.hauler, manifest.manifest_no, manifest.invoice_no))

    def sort_key(self, manifest: ManifestRow, column: int) -> tuple[Any, ...]:
        """What a column sorts by: dates as dates and amounts as decimals, so that
        $95.00 comes before $1,200.00; empty cells first."""
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
