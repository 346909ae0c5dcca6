"""A pump-out typed with its manifest is one entry: the manifest is filed with it, with
its scan, in the same unit of work (R2; issue 35 §2), and the haulers typed before are
remembered with their details."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from openpyxl import load_workbook
from sqlalchemy import func, select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.haulers import HaulerDetails, last_hauler, remembered_haulers
from fog_desktop.services.maintenance import (
    FLAG_PARTIAL,
    MaintenanceFilter,
    MaintenanceInput,
    amend_entry,
    create_entry,
    fetch_rows,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest, list_manifests
from models import AuditEntry, MaintenanceEntry, Manifest

TODAY = date(2026, 12, 2)

PUMP_OUT = MaintenanceInput(
    service_date="2026-11-10",
    device_id="GI-1",
    gallons_removed="1000",
    hauler="SoCal Grease Haulers",
    manifest_no="SGH-100",
    hauler_registration_no="WH-4471",
    driver="D. Alvarez",
    hauler_phone="626 555 0199",
    disposal_site="Puente Hills Rendering",
    disposal_site_address="1 Plant Rd, Whittier, CA",
)


@pytest.fixture
def scan(tmp_path: Path) -> Path:
    path = tmp_path / "manifest SGH-100.png"
    path.write_bytes(scan_png("SGH-100"))
    return path


def scans_of(context: AppContext, est_id: int, manifest_id: int) -> list[str]:
    owner = Owner(est_id, Manifest.__tablename__, manifest_id)
    return [a.original_name for a in list_attachments(context.db, owner)]


def log_rows(context: AppContext, est_id: int) -> list[tuple[str, tuple[str, ...]]]:
    rows = fetch_rows(context.db, est_id, MaintenanceFilter(), 0, 50, as_of=TODAY)
    return [(r.manifest_no, r.flags) for r in rows]


def test_a_pump_out_with_its_manifest_no_and_scan_files_the_manifest(
    context: AppContext, est_id: int, scan: Path
) -> None:
    entry = create_entry(context.db, est_id, PUMP_OUT, context.actor, today=TODAY, files=[scan])
    (manifest,) = list_manifests(context.db, est_id)
    assert (manifest.manifest_no, manifest.manifest_date, manifest.hauler) == (
        "SGH-100",
        date(2026, 11, 10),
        "SoCal Grease Haulers",
    )
    assert (manifest.gallons, manifest.device_id, manifest.waste_type) == (
        Decimal("1000"),
        "GI-1",
        "Interceptor contents",
    )
    assert (manifest.hauler_registration_no, manifest.driver, manifest.hauler_phone) == (
        "WH-4471",
        "D. Alvarez",
        "(626) 555-0199",
    )
    assert manifest.disposal_site_address == "1 Plant Rd, Whittier, CA"
    assert [pk for pk, _, _ in manifest.pump_outs] == [entry.id]
    # The scan is the manifest's: the Manifests page shows it.
    assert scans_of(context, est_id, manifest.id) == ["manifest SGH-100.png"]
    assert log_rows(context, est_id) == [("SGH-100", ())]
    with context.db.read() as session:
        # Each recorded once, audited: no link added to the pump-out afterwards.
        audited = session.execute(
            select(AuditEntry.record_table, AuditEntry.action).where(
                AuditEntry.record_table.in_(["manifests", "maintenance_entries"])
            )
        ).all()
        assert sorted(audited) == [("maintenance_entries", "create"), ("manifests", "create")]
        assert verify(session, est_id).ok


def test_a_pump_out_links_the_manifest_recorded_with_its_number(
    context: AppContext, est_id: int, scan: Path
) -> None:
    typed = ManifestInput(
        manifest_no="SGH-100",
        manifest_date="2026-11-10",
        hauler="SoCal Grease Haulers",
        gallons="950",
        driver="K. Patel",
    )
    earlier = create_manifest(context.db, est_id, typed, context.actor, today=TODAY)
    create_entry(context.db, est_id, PUMP_OUT, context.actor, today=TODAY, files=[scan])
    (manifest,) = list_manifests(context.db, est_id)
    assert manifest.id == earlier.id
    # Linked as recorded: the manifest's gallons are the evidence a pump-out is checked by.
    assert (manifest.gallons, manifest.driver, len(manifest.pump_outs)) == (
        Decimal("950"),
        "K. Patel",
        1,
    )
    assert scans_of(context, est_id, manifest.id) == ["manifest SGH-100.png"]


def test_the_pump_out_and_its_manifest_are_refused_together_and_nothing_stored(
    context: AppContext, est_id: int, scan: Path
) -> None:
    typed = replace(PUMP_OUT, hauler="", hauler_phone="call me", gallons_removed="")
    with pytest.raises(ValidationError) as refused:
        create_entry(context.db, est_id, typed, context.actor, today=TODAY, files=[scan])
    assert {p.field for p in refused.value.problems} == {
        "hauler",
        "hauler_phone",
        "gallons_removed",
    }
    assert list_manifests(context.db, est_id) == []
    with context.db.read() as session:
        assert session.scalar(select(func.count()).select_from(MaintenanceEntry)) == 0


def test_amending_the_pump_out_amends_the_manifest_it_alone_is_covered_by(
    context: AppContext, est_id: int
) -> None:
    entry = create_entry(context.db, est_id, PUMP_OUT, context.actor, today=TODAY)
    fixed = replace(PUMP_OUT, manifest_no="SGH-1000", gallons_removed="700", driver="M. Ruiz")
    amend_entry(context.db, entry.id, fixed, context.actor, today=TODAY, reason="Typo")
    (manifest,) = list_manifests(context.db, est_id)
    assert (manifest.manifest_no, manifest.gallons, manifest.driver) == (
        "SGH-1000",
        Decimal("700"),
        "M. Ruiz",
    )
    assert [pk for pk, _, _ in manifest.pump_outs] == [entry.id]
    # The flag reads the gallons of the pump-out, the manifest on file with it.
    assert log_rows(context, est_id) == [("SGH-1000", (FLAG_PARTIAL,))]


def test_amending_keeps_gallons_the_manifest_gave_otherwise(
    context: AppContext, est_id: int
) -> None:
    typed = ManifestInput(
        manifest_no="SGH-100", manifest_date="2026-11-10", hauler="SoCal Grease Haulers",
        gallons="950",
    )  # fmt: skip
    create_manifest(context.db, est_id, typed, context.actor, today=TODAY)
    entry = create_entry(context.db, est_id, PUMP_OUT, context.actor, today=TODAY)
    amend_entry(
        context.db, entry.id, replace(PUMP_OUT, gallons_removed="980"), context.actor,
        today=TODAY, reason="Read again",
    )  # fmt: skip
    (manifest,) = list_manifests(context.db, est_id)
    assert manifest.gallons == Decimal("950")


def test_a_hauler_is_remembered_from_its_latest_manifest_of_this_establishment(
    context: AppContext, est_id: int
) -> None:
    create_entry(context.db, est_id, PUMP_OUT, context.actor, today=TODAY)
    later = replace(
        PUMP_OUT, service_date="2026-11-20", manifest_no="SGH-101", driver="M. Ruiz",
        hauler="socal grease haulers",
    )  # fmt: skip
    create_entry(context.db, est_id, later, context.actor, today=TODAY)
    other = create_establishment(context.db, EstablishmentInput(name="Otro"), context.actor)
    assert remembered_haulers(context.db, other.id) == []
    remembered = HaulerDetails(
        hauler="socal grease haulers",
        hauler_registration_no="WH-4471",
        driver="M. Ruiz",
        hauler_phone="(626) 555-0199",
        disposal_site="Puente Hills Rendering",
        disposal_site_address="1 Plant Rd, Whittier, CA",
    )
    assert remembered_haulers(context.db, est_id) == [remembered]
    assert last_hauler(context.db, est_id) == remembered
    assert last_hauler(context.db, other.id) is None


def test_the_workbook_lists_the_pump_out_its_manifest_and_the_scan_once_each(
    context: AppContext, est_id: int, scan: Path, tmp_path: Path
) -> None:
    create_entry(context.db, est_id, PUMP_OUT, context.actor, today=TODAY, files=[scan])
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, Window(date(2026, 1, 1), TODAY))
    workbook = load_workbook(path, read_only=True)
    naming = {
        name: [row for row in workbook[name].iter_rows(values_only=True) if "SGH-100" in row]
        for name in ("Maintenance", "Manifests")
    }
    files = [
        row
        for row in workbook["Attachments"].iter_rows(values_only=True)
        if "manifest SGH-100.png" in row
    ]
    workbook.close()
    assert {name: len(rows) for name, rows in naming.items()} == {
        "Maintenance": 1,
        "Manifests": 1,
    }
    assert len(files) == 1
