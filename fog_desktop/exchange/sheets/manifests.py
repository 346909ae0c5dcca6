"""The Manifests sheet: each hauler's manifest, with the names its scans have in the packet
(R1)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, Export
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import ENTERED, STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window, entered_on
from fog_desktop.services import manifests
from fog_desktop.services.manifests import ManifestInput
from models import WASTE_TYPES, Manifest, Record

if TYPE_CHECKING:
    from fog_desktop.exchange.packet_files import PacketFile


MANIFESTS = Sheet(
    "Manifests",
    (
        Column("Manifest no.", key=True, width=14, fields=("manifest_no",)),
        Column("Date", Kind.DATE, 12, fields=("manifest_date",)),
        Column("Hauler", key=True, width=24, fields=("hauler",)),
        Column("Hauler registration no.", width=16),
        Column("Driver", width=16),
        # Kept with the manifest since migration 0021; a workbook made before has no
        # such column, and its manifests come back without a phone.
        Column("Hauler's phone", width=16, fields=("hauler_phone",)),
        Column("Waste type", width=22, choices=WASTE_TYPES, fields=("waste_type",)),
        Column("Gallons", Kind.NUMBER, 10, fields=("gallons",)),
        Column("Disposal site", width=24),
        Column("Disposal site address", width=32),
        Column("Invoice no.", width=12),
        Column("Invoice amount", Kind.MONEY, 13, fields=("invoice_amount",)),
        Column("Device ID", width=11, fields=("device_id",)),
        Column("Attachments", width=60, derived=True),
        ENTERED,
        STATUS,
    ),
)


def manifests_in(db: Database, est_id: int, window: Window) -> list[manifests.ManifestRow]:
    """The manifests of the window, oldest first."""
    found = sorted(manifests.list_manifests(db, est_id), key=lambda m: (m.manifest_date, m.id))
    return [m for m in found if window.holds(m.manifest_date)]


def manifest_values(m: manifests.ManifestRow, files: list[PacketFile]) -> Row:
    """A manifest's row of the sheet, with the names its scans have in the packet."""
    source = f"{Manifest.__tablename__}:{m.id}"
    names = "; ".join(f.name for f in files if f.source == source)
    return [
        m.manifest_no, m.manifest_date, m.hauler, m.hauler_registration_no, m.driver,
        m.hauler_phone, m.waste_type, m.gallons, m.disposal_site, m.disposal_site_address,
        m.invoice_no, m.invoice_amount, m.device_id, names, entered_on(m.entered),
        m.status_text,
    ]  # fmt: skip


def manifest_rows(export: Export) -> Iterator[Row]:
    """The manifests of the window, each with the names its scans have in the packet."""
    for m in manifests_in(export.db, export.est_id, export.window):
        yield manifest_values(m, export.files)


def store_manifest(steps: ImportSteps, row: SheetRow) -> Record | None:
    number, hauler = row.text("Manifest no."), row.text("Hauler")
    if steps.find(Manifest, Manifest.manifest_no == number, Manifest.hauler == hauler):
        return None
    data = ManifestInput(
        manifest_no=number, manifest_date=row.text("Date"), hauler=hauler,
        hauler_registration_no=row.text("Hauler registration no."), driver=row.text("Driver"),
        hauler_phone=row.text("Hauler's phone"),
        waste_type=row.text("Waste type") or ManifestInput.waste_type,
        gallons=row.text("Gallons"), disposal_site=row.text("Disposal site"),
        disposal_site_address=row.text("Disposal site address"),
        invoice_no=row.text("Invoice no."), invoice_amount=row.text("Invoice amount"),
        device_id=row.text("Device ID"),
    )  # fmt: skip
    return manifests.add(steps.session, steps.est.id, data, steps.actor, today=steps.today)


MANIFESTS_SHEET = DataSheet(MANIFESTS, manifest_rows, through_service(store_manifest))
