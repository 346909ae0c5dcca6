"""Hauler manifests and waste cooking oil receipts, linked with the pump-outs they cover (R2, R6).

A pump-out and its manifest find each other by the manifest no. (and the hauler, when
both name one): entering the manifest links the pump-outs already logged with that
number, and a pump-out logged later links to the manifest already there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Self

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session, joinedload, selectinload

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, parse_decimal
from fog_desktop.phones import phone_number
from fog_desktop.services import attachments, maintenance_records, records, units
from fog_desktop.services.devices import device_in_use
from fog_desktop.services.entry_dates import Entered, entered_dates
from fog_desktop.services.form import AsTyped, Problems, form_of
from models import WASTE_TYPES, MaintenanceEntry, Manifest, Service


@dataclass
class ManifestInput(AsTyped["Manifest"]):
    """A manifest as typed; ``device_id`` is the Device ID it was pumped from, if any."""

    manifest_no: str = ""
    manifest_date: str = ""
    hauler: str = ""
    hauler_registration_no: str = ""
    driver: str = ""
    hauler_phone: str = ""
    waste_type: str = WASTE_TYPES[0]
    gallons: str = ""
    disposal_site: str = ""
    disposal_site_address: str = ""
    invoice_no: str = ""
    invoice_amount: str = ""
    device_id: str = ""
    notes: str = ""

    @classmethod
    def of(cls, manifest: Manifest) -> Self:
        return form_of(
            cls, manifest, device_id=manifest.device.device_id if manifest.device else ""
        )


def label(manifest: Manifest) -> str:
    return f"Manifest {manifest.manifest_no} ({manifest.hauler})"


@dataclass(frozen=True)
class ManifestColumns:
    """A manifest's columns as stored, typed (the device aside: its key or its ID)."""

    manifest_no: str
    manifest_date: date
    hauler: str
    hauler_registration_no: str
    driver: str
    hauler_phone: str
    waste_type: str
    gallons: Decimal | None
    disposal_site: str
    disposal_site_address: str
    invoice_no: str
    invoice_amount: Decimal | None
    notes: str


@dataclass(frozen=True, kw_only=True)
class ManifestValues(ManifestColumns, records.Values[Manifest]):
    """A manifest's columns as :func:`validate` checked them."""

    device_pk: int | None


def validate(
    session: Session, establishment_id: int, data: ManifestInput, own_pk: int | None, today: date
) -> ManifestValues:
    check_storable(asdict(data))
    problems = Problems()
    manifest_no = data.manifest_no.strip()
    hauler = data.hauler.strip()
    if not manifest_no:
        problems.add("manifest_no", translate("Manifests", "Enter the manifest or receipt number."))
    if not hauler:
        problems.add(
            "hauler", translate("Manifests", "Enter the hauler (waste hauler or oil recycler).")
        )
    if manifest_no and hauler and _taken(session, establishment_id, manifest_no, hauler, own_pk):
        problems.add(
            "manifest_no",
            translate("Manifests", "Manifest {number} of {hauler} is recorded already.").format(
                number=manifest_no, hauler=hauler
            ),
        )
    day = problems.required_date(
        data.manifest_date,
        "manifest_date",
        translate("Manifests", "Date"),
        translate("Manifests", "Enter the date on the manifest."),
    )
    future = translate("Manifests", "The date {day} is in the future.")
    problems.not_after("manifest_date", day, today, future)
    choose = translate("Manifests", "Waste type must be one of: {choices}.")
    problems.one_of("waste_type", data.waste_type, WASTE_TYPES, choose)
    gallons = problems.parse(
        parse_decimal, data.gallons, Manifest.gallons, translate("Manifests", "Gallons")
    )
    amount = problems.parse(
        parse_decimal,
        data.invoice_amount,
        Manifest.invoice_amount,
        translate("Manifests", "Invoice amount"),
    )
    device_pk = problems.parse(device_in_use, session, establishment_id, data.device_id)
    phone = problems.parse(phone_number, data.hauler_phone, "hauler_phone")
    problems.check()
    assert day is not None
    return ManifestValues(
        manifest_no=manifest_no,
        manifest_date=day,
        hauler=hauler,
        hauler_registration_no=data.hauler_registration_no.strip(),
        driver=data.driver.strip(),
        hauler_phone=phone or "",
        waste_type=data.waste_type,
        gallons=gallons,
        disposal_site=data.disposal_site.strip(),
        disposal_site_address=data.disposal_site_address.strip(),
        invoice_no=data.invoice_no.strip(),
        invoice_amount=amount,
        device_pk=device_pk,
        notes=data.notes.strip(),
    )


def _others_in_use(establishment_id: int, own_pk: int | None) -> tuple[ColumnElement[bool], ...]:
    """The establishment's manifests in use but ``own_pk``: those whose number and hauler
    another manifest may not have again (R2)."""
    return (
        Manifest.establishment_id == establishment_id,
        Manifest.voided_at.is_(None),
        Manifest.id != (own_pk or -1),
    )


def _taken(
    session: Session, establishment_id: int, manifest_no: str, hauler: str, own_pk: int | None
) -> bool:
    clash = session.scalar(
        select(Manifest.id).where(
            *_others_in_use(establishment_id, own_pk),
            Manifest.manifest_no == manifest_no,
            func.lower(Manifest.hauler) == hauler.lower(),
        )
    )
    return clash is not None


def numbers_in_use(
    db: Database, establishment_id: int, own_pk: int | None = None
) -> set[tuple[str, str]]:
    """The (manifest no., hauler) of each manifest in use but ``own_pk``, the hauler as
    recorded: a second of the same number and hauler, whatever its case, is refused (R2).
    Two columns a manifest, for a form to warn of a copy before it is stored."""
    with db.read() as session:
        rows = session.execute(
            select(Manifest.manifest_no, Manifest.hauler).where(
                *_others_in_use(establishment_id, own_pk)
            )
        )
        return set(rows.all())


def _link_pump_outs(session: Session, manifest: Manifest, actor: str) -> list[MaintenanceEntry]:
    """Link the unlinked pump-outs logged with this manifest's number; each link is an
    audited amendment of the pump-out."""
    candidates = session.scalars(
        select(MaintenanceEntry)
        .options(selectinload(MaintenanceEntry.device))
        .where(
            MaintenanceEntry.establishment_id == manifest.establishment_id,
            MaintenanceEntry.service == Service.PUMP_OUT,
            MaintenanceEntry.voided_at.is_(None),
            MaintenanceEntry.manifest_id.is_(None),
            MaintenanceEntry.manifest_no == manifest.manifest_no,
        )
    ).all()
    linked = []
    for entry in candidates:
        if entry.hauler and entry.hauler.lower() != manifest.hauler.lower():
            continue
        reason = f"Linked to manifest {manifest.manifest_no}"
        maintenance_records.set_manifest(session, entry, manifest.id, reason, actor)
        linked.append(entry)
    return linked


_MANIFESTS = records.RecordType(
    Manifest,
    noop("Records", "manifest"),
    label,
    load=(
        joinedload(Manifest.device),
        selectinload(Manifest.pump_outs).joinedload(MaintenanceEntry.device),
    ),
)


def add(
    session: Session, establishment_id: int, data: ManifestInput, actor: str, *, today: date
) -> Manifest:
    """Create within an open unit of work, linking the pump-outs it covers."""
    values = validate(session, establishment_id, data, None, today)
    return file(session, establishment_id, values, actor)


def file(
    session: Session,
    establishment_id: int,
    values: ManifestValues,
    actor: str,
    *,
    manifest: Manifest | None = None,
    reason: str = "",
) -> Manifest:
    """Record the checked ``values`` as a new manifest, or as an amendment of
    ``manifest`` with ``reason``, and link the pump-outs logged with its number (R2)."""
    if manifest is None:
        manifest = _MANIFESTS.add(session, values, actor, establishment_id=establishment_id)
    else:
        _MANIFESTS.amend(session, manifest, values, actor, reason)
    _link_pump_outs(session, manifest, actor)
    return manifest


def get(session: Session, manifest_pk: int) -> Manifest:
    """The manifest with its device and the pump-outs it covers, within a unit of work."""
    return _MANIFESTS.get(session, manifest_pk)


def create_manifest(
    db: Database,
    establishment_id: int,
    data: ManifestInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> Manifest:
    """Store the manifest and its scans together, or nothing."""
    return _MANIFESTS.store(
        db,
        lambda session: add(session, establishment_id, data, actor, today=today),
        attach=attachments.files(files, actor),
    )


def amend_manifest(
    db: Database,
    manifest_pk: int,
    data: ManifestInput,
    actor: str,
    *,
    today: date,
    reason: str = "",
    files: Sequence[Path] = (),
) -> Manifest:
    """Amend the manifest and attach any new files, together or not at all."""

    def amend(session: Session, manifest: Manifest) -> None:
        values = validate(session, manifest.establishment_id, data, manifest_pk, today)
        file(session, manifest.establishment_id, values, actor, manifest=manifest, reason=reason)

    return _MANIFESTS.change_by_id(db, manifest_pk, amend, attach=attachments.files(files, actor))


def void_manifest(db: Database, manifest_pk: int, reason: str, actor: str) -> None:
    """Void the manifest; the pump-outs it covered are unlinked, so they show as missing
    a manifest again (R2)."""
    with db.write() as session:
        manifest = _MANIFESTS.get(session, manifest_pk)
        _MANIFESTS.void(session, manifest, reason, actor)
        unlinked = f"Manifest {manifest.manifest_no} is void"
        for entry in list(manifest.pump_outs):
            maintenance_records.set_manifest(session, entry, None, unlinked, actor)


def link_pump_out(db: Database, entry_pk: int, manifest_pk: int | None, actor: str) -> None:
    """Link a pump-out to a manifest by hand (or unlink it with None)."""
    with db.write() as session:
        entry = maintenance_records.ENTRIES.get(session, entry_pk)
        if entry.service != Service.PUMP_OUT:
            raise ValidationError.single(
                "manifest_id", translate("Manifests", "Only a pump-out has a manifest.")
            )
        manifest = _MANIFESTS.get(session, manifest_pk) if manifest_pk is not None else None
        if manifest is not None and (
            manifest.is_void or manifest.establishment_id != entry.establishment_id
        ):
            raise ValidationError.single(
                "manifest_id",
                translate("Manifests", "Choose a manifest of this establishment in use."),
            )
        reason = f"Linked to manifest {manifest.manifest_no}" if manifest else "Manifest unlinked"
        maintenance_records.set_manifest(session, entry, manifest_pk, reason, actor)


@dataclass(frozen=True, kw_only=True)
class ManifestRow(ManifestColumns):
    """A manifest as the Manifests page and the packet show it."""

    id: int
    device_id: str
    status_text: str
    is_void: bool
    #: The pump-outs it covers: (entry id, device ID, date).
    pump_outs: tuple[tuple[int, str, date], ...]
    #: When it was entered, as its audit trail says (R6).
    entered: Entered | None = None


def list_manifests(db: Database, establishment_id: int) -> list[ManifestRow]:
    """Every manifest of the establishment, newest first, void ones included (R6)."""
    with db.read() as session:
        manifests = units.kept(
            session,
            Manifest,
            establishment_id,
            Manifest.manifest_date.desc(),
            Manifest.id.desc(),
            load=(
                selectinload(Manifest.device),
                selectinload(Manifest.pump_outs).selectinload(MaintenanceEntry.device),
            ),
        )
        entered = entered_dates(session, Manifest, establishment_id)
        return [
            ManifestRow(
                **records.shown(m, ManifestColumns),
                entered=entered.get(m.id),
                device_id=m.device.device_id if m.device else "",
                pump_outs=tuple(
                    (e.id, e.device.device_id, e.service_date) for e in m.pump_outs if not e.is_void
                ),
            )
            for m in manifests
        ]


def get_input(db: Database, manifest_pk: int) -> ManifestInput:
    with db.read() as session:
        return ManifestInput.of(_MANIFESTS.get(session, manifest_pk))
