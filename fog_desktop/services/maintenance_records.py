"""A maintenance entry as the audit trail stores it, and its link to a manifest (R2, R6).

Apart from the entries' checks (:mod:`fog_desktop.services.maintenance`) so that the
manifests, which link the pump-outs they cover, can store those links without the log's
checks, and the log can file a pump-out's manifest with it (issue 35 §2).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy.orm import Session, joinedload

from fog_desktop.i18n import noop
from fog_desktop.services import records
from models import MaintenanceEntry

__all__ = ["ENTRIES", "MaintenanceValues", "label", "set_manifest"]


@dataclass(frozen=True)
class MaintenanceValues(records.Values[MaintenanceEntry]):
    """An entry's columns as :func:`~fog_desktop.services.maintenance.validate` checked
    them, with the manifest a pump-out is linked to (R2)."""

    device_pk: int
    service_date: date
    service: str
    fog_depth_in: Decimal | None
    solids_depth_in: Decimal | None
    gallons_removed: Decimal | None
    hauler: str
    manifest_no: str
    manifest_id: int | None
    performed_by: str
    notes: str
    city_inspection_pk: int | None


@dataclass(frozen=True)
class ManifestLink(records.Values[MaintenanceEntry]):
    manifest_id: int | None


def label(entry: MaintenanceEntry | MaintenanceValues, device_id: str) -> str:
    return f"{entry.service} of {device_id} on {entry.service_date.isoformat()}"


ENTRIES = records.RecordType(
    MaintenanceEntry,
    noop("Records", "maintenance entry"),
    lambda e: label(e, e.device.device_id),
    load=(joinedload(MaintenanceEntry.device),),
)


def set_manifest(
    session: Session, entry: MaintenanceEntry, manifest_id: int | None, reason: str, actor: str
) -> None:
    """Link a pump-out to a manifest, or unlink it with None: a step of its life, audited,
    not a correction (R2)."""
    ENTRIES.amend(session, entry, ManifestLink(manifest_id), actor, reason, correction=False)
