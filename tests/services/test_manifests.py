"""Hauler manifests, their link with pump-outs, and attached scans (R2, R6)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from sqlalchemy import func, select, text

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services import maintenance
from fog_desktop.services.attachments import (
    MAX_BYTES,
    Owner,
    attach_files,
    content_of,
    list_attachments,
    void_attachment,
)
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    MaintenanceFilter,
    MaintenanceInput,
    create_entry,
    fetch_rows,
)
from fog_desktop.services.manifests import (
    ManifestInput,
    amend_manifest,
    create_manifest,
    list_manifests,
    numbers_in_use,
    void_manifest,
)
from models import AttachmentContent, Manifest

if TYPE_CHECKING:
    from tests.conftest import Outside

TODAY = date(2026, 12, 2)


def manifest(**values: str) -> ManifestInput:
    base = {
        "manifest_no": "SGH-100",
        "manifest_date": "2026-11-10",
        "hauler": "SoCal Grease Haulers",
        "gallons": "1000",
        "invoice_amount": "$1,385.50",
        "device_id": "GI-1",
    }
    return ManifestInput(**{**base, **values})


def pump_out(
    context: AppContext, est_id: int, day: str, number: str, hauler: str = "", *, filed: bool = True
) -> None:
    """A pump-out logged with its manifest no.: in the window it files the manifest;
    not ``filed``, the number is only noted, as a log imported from a workbook keeps it."""
    data = MaintenanceInput(
        service_date=day,
        device_id="GI-1",
        gallons_removed="1000",
        manifest_no=number,
        hauler=hauler,
    )
    if filed:
        create_entry(context.db, est_id, data, context.actor, today=TODAY)
        return
    with context.db.write() as session:
        maintenance.add(session, est_id, data, context.actor, today=TODAY)


def flags(context: AppContext, est_id: int) -> list[tuple[str, ...]]:
    return [
        r.flags for r in fetch_rows(context.db, est_id, MaintenanceFilter(), 0, 50, as_of=TODAY)
    ]


def test_manifest_entered_later_links_the_pump_out_and_clears_the_flag(
    context: AppContext, est_id: int
) -> None:
    pump_out(context, est_id, "2026-11-10", "SGH-100", "socal grease haulers", filed=False)
    assert flags(context, est_id) == [(FLAG_MANIFEST_MISSING,)]
    created = create_manifest(context.db, est_id, manifest(), context.actor, today=TODAY)
    assert flags(context, est_id) == [()]
    (row,) = list_manifests(context.db, est_id)
    assert row.invoice_amount == Decimal("1385.50")
    assert [(device, day) for _, device, day in row.pump_outs] == [("GI-1", date(2026, 11, 10))]
    void_manifest(context.db, created.id, "Wrong hauler's copy", context.actor)
    assert flags(context, est_id) == [(FLAG_MANIFEST_MISSING,)]


def test_pump_out_logged_after_its_manifest_is_linked_at_once(
    context: AppContext, est_id: int
) -> None:
    create_manifest(context.db, est_id, manifest(), context.actor, today=TODAY)
    pump_out(context, est_id, "2026-11-10", "SGH-100")
    assert flags(context, est_id) == [()]


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ({"manifest_no": " "}, "manifest_no", "Enter the manifest"),
        ({"hauler": ""}, "hauler", "Enter the hauler"),
        ({"gallons": "-10"}, "gallons", "negative"),
        ({"invoice_amount": "-1"}, "invoice_amount", "negative"),
        ({"invoice_amount": "12,x"}, "invoice_amount", "not a number"),
        ({"manifest_date": "2026-12-25"}, "manifest_date", "future"),
        ({"waste_type": "Sludge"}, "waste_type", "Waste type"),
        ({"device_id": "GI-9"}, "device_id", "no device"),
    ],
)
def test_bad_manifests_are_refused(
    context: AppContext, est_id: int, values: dict[str, str], field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        create_manifest(context.db, est_id, manifest(**values), context.actor, today=TODAY)
    assert message in (refused.value.for_field(field) or ""), refused.value.problems
    assert list_manifests(context.db, est_id) == []


def test_the_same_number_twice_for_one_hauler_is_refused(context: AppContext, est_id: int) -> None:
    create_manifest(context.db, est_id, manifest(), context.actor, today=TODAY)
    with pytest.raises(ValidationError, match="recorded already"):
        create_manifest(
            context.db, est_id, manifest(hauler="SOCAL GREASE HAULERS"), context.actor, today=TODAY
        )
    create_manifest(context.db, est_id, manifest(hauler="Other Hauler"), context.actor, today=TODAY)
    first = list_manifests(context.db, est_id)[-1]
    amend_manifest(context.db, first.id, manifest(driver="D. Alvarez"), context.actor, today=TODAY)
    assert {r.status_text for r in list_manifests(context.db, est_id)} == {"Recorded", "Amended"}


def test_the_numbers_in_use_are_those_a_new_manifest_may_not_have_again(
    context: AppContext, est_id: int
) -> None:
    """R2: the manifest form warns of a copy by the numbers and haulers in use, the one it
    amends aside, a void one not among them."""
    db, actor = context.db, context.actor
    first = create_manifest(db, est_id, manifest(), actor, today=TODAY)
    other = create_manifest(db, est_id, manifest(hauler="Other Hauler"), actor, today=TODAY)
    gone = create_manifest(db, est_id, manifest(manifest_no="SGH-9"), actor, today=TODAY)
    void_manifest(db, gone.id, "Typed twice", actor)
    assert numbers_in_use(db, est_id) == {
        ("SGH-100", "SoCal Grease Haulers"),
        ("SGH-100", "Other Hauler"),
    }
    assert numbers_in_use(db, est_id, first.id) == {("SGH-100", "Other Hauler")}
    with pytest.raises(ValidationError, match="recorded already"):
        amend_manifest(db, other.id, manifest(hauler="socal grease haulers"), actor, today=TODAY)


def _owner(context: AppContext, est_id: int) -> Owner:
    created = create_manifest(context.db, est_id, manifest(), context.actor, today=TODAY)
    return Owner(est_id, Manifest.__tablename__, created.id)


def test_the_same_file_twice_is_stored_once(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    owner = _owner(context, est_id)
    scan = tmp_path / "scan.png"
    scan.write_bytes(scan_png("manifest SGH-100"))
    copy = tmp_path / "scan again.png"
    copy.write_bytes(scan.read_bytes())
    attach_files(context.db, owner, [scan, copy], context.actor)
    listed = list_attachments(context.db, owner)
    assert [a.original_name for a in listed] == ["scan.png", "scan again.png"]
    assert {a.media_type for a in listed} == {"image/png"}
    with context.db.read() as session:
        assert session.scalar(select(func.count()).select_from(AttachmentContent)) == 1
    assert content_of(context.db, listed[0].sha256) == scan.read_bytes()
    void_attachment(context.db, listed[1].id, "Duplicate", context.actor)
    assert [a.status_text for a in list_attachments(context.db, owner)] == [
        "Recorded",
        "Void: Duplicate",
    ]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.pdf", b"", "is empty"),
        ("invoice.pdf", b"MZ\x90\x00" + b"\x00" * 100, "is a program"),
        ("notes.jpg", b"just some text, not a photo", "not a PDF, JPEG, PNG, TIFF or WebP"),
        ("huge.pdf", b"%PDF-1.7\n" + b"0" * MAX_BYTES, "the limit is 25 MB"),
    ],
)
def test_refused_files_store_nothing(
    context: AppContext, est_id: int, tmp_path: Path, name: str, content: bytes, message: str
) -> None:
    owner = _owner(context, est_id)
    good = tmp_path / "good.pdf"
    good.write_bytes(b"%PDF-1.4\n%%EOF\n")
    bad = tmp_path / name
    bad.write_bytes(content)
    with pytest.raises(ValidationError, match=message):
        attach_files(context.db, owner, [good, bad], context.actor)
    assert list_attachments(context.db, owner) == []


def test_verify_finds_a_stored_file_changed_outside(
    context: AppContext, est_id: int, tmp_path: Path, outside: Outside
) -> None:
    owner = _owner(context, est_id)
    scan = tmp_path / "scan.png"
    scan.write_bytes(scan_png("x"))
    attach_files(context.db, owner, [scan], context.actor)
    with outside(context) as connection:
        connection.execute(text("UPDATE attachment_contents SET data = :d"), {"d": b"%PDF-forged"})
    with context.db.read() as session:
        report = verify(session)
    assert any("stored file" in p and "no longer match" in p for p in report.problems)


def test_a_manifest_and_its_scans_are_stored_together_or_not_at_all(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    scan = tmp_path / "scan.png"
    scan.write_bytes(scan_png("SGH-100"))
    renamed = tmp_path / "photo.jpg"
    renamed.write_bytes(b"\x7fELF" + b"\x00" * 40)
    with pytest.raises(ValidationError, match=r"photo\.jpg is a program"):
        create_manifest(
            context.db, est_id, manifest(), context.actor, today=TODAY, files=[scan, renamed]
        )
    assert list_manifests(context.db, est_id) == []
    created = create_manifest(
        context.db, est_id, manifest(), context.actor, today=TODAY, files=[scan]
    )
    owner = Owner(est_id, Manifest.__tablename__, created.id)
    assert [a.original_name for a in list_attachments(context.db, owner)] == ["scan.png"]


def test_a_manifest_with_the_longest_hauler_name_is_saved_and_verifies(
    context: AppContext, est_id: int
) -> None:
    """Its audit label "Manifest <no.> (<hauler>)" is longer than the audit trail's label
    column: PostgreSQL refused the save, and the manager could not enter the manifest."""
    hauler = "H" * 200  # the longest a manifest's hauler may be (models: String(200))
    created = create_manifest(
        context.db, est_id, manifest(hauler=hauler), context.actor, today=TODAY
    )
    with context.db.read() as session:
        assert session.get(Manifest, created.id) is not None
        assert verify(session, est_id).ok
