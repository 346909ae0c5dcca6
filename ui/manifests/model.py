"""The manifests as a read-only table (records-workbook.md, Manifests)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from fog_desktop.i18n import translate
from fog_desktop.parse import number_text
from fog_desktop.services.manifests import ManifestRow
from fog_desktop.words import shown
from ui.dates import day_text
from ui.entered import entered_status_column
from ui.rows import Column, RowsModel, date_column
from ui.widgets.values import money_text


def pump_outs_text(pump_outs: Sequence[tuple[int, str, date]]) -> str:
    """ "GI-1 10/28/2026, GT-1 10/28/2026": each pump-out by device and date (R2)."""
    return ", ".join(f"{device} {day_text(day)}" for _, device, day in pump_outs)


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
    NUMERIC = (GALLONS, AMOUNT)

    def columns(self) -> list[Column[ManifestRow]]:
        """The Manifests sheet's columns (records-workbook.md), and the pump-outs covered."""
        return [
            Column(
                translate("ManifestsModel", "Manifest no."),
                lambda m: m.manifest_no,
                short=translate("ManifestsModel", "Manifest\nno."),
            ),
            date_column(translate("ManifestsModel", "Date"), lambda m: m.manifest_date),
            Column(translate("ManifestsModel", "Hauler"), lambda m: m.hauler),
            Column(
                translate("ManifestsModel", "Waste type"),
                lambda m: shown(m.waste_type),
                short=translate("ManifestsModel", "Waste\ntype"),
            ),
            Column(
                translate("ManifestsModel", "Gallons"),
                lambda m: "" if m.gallons is None else number_text(m.gallons),
                key=lambda m: m.gallons,
            ),
            Column(
                translate("ManifestsModel", "Invoice no."),
                lambda m: m.invoice_no,
                short=translate("ManifestsModel", "Invoice\nno."),
            ),
            Column(
                translate("ManifestsModel", "Invoice amount"),
                lambda m: money_text(m.invoice_amount),
                short=translate("ManifestsModel", "Invoice\namount"),
                # As decimals: $95.00 before $1,200.00.
                key=lambda m: m.invoice_amount,
            ),
            Column(
                translate("ManifestsModel", "Device ID"),
                lambda m: m.device_id,
                short=translate("ManifestsModel", "Device\nID"),
            ),
            Column(
                translate("ManifestsModel", "Pump-outs covered"),
                lambda m: pump_outs_text(m.pump_outs),
                short=translate("ManifestsModel", "Pump-outs\ncovered"),
            ),
            entered_status_column(self, lambda m: m.manifest_date),
        ]

    def search_text(self, manifest: ManifestRow) -> str:
        return "\n".join((manifest.hauler, manifest.manifest_no, manifest.invoice_no))
