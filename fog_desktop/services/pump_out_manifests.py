"""A pump-out typed with its manifest is one entry: the manifest is filed with it (R2).

A manifest no. typed on a pump-out (in the window, or with ``maintenance add``) files its
manifest in the same unit of work as the pump-out, audited: the manifest recorded with
that number (and hauler) is linked; else one is made of what the pump-out says, its day,
hauler, the hauler's details, gallons and device. The scans typed with the pump-out are
the manifest's. Amending a pump-out whose manifest covers it alone amends the manifest as
well, so that the two never tell different stories; a day, gallons or device the
manifest already gave otherwise than the pump-out is kept, as the evidence it is (R2: a
pump-out is checked against its manifest).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from fog_desktop.errors import ValidationError
from fog_desktop.services import attachments, manifests
from fog_desktop.services.form import Problems
from fog_desktop.services.maintenance_lookup import Lookup
from fog_desktop.services.manifests import ManifestInput, ManifestValues
from models import DeviceType, MaintenanceEntry, Manifest, Service, WasteType

if TYPE_CHECKING:
    from fog_desktop.services.maintenance import MaintenanceInput

__all__ = ["HAULER_FIELDS", "Filing", "check", "scans"]

#: The hauler's details a pump-out's form types for its manifest.
HAULER_FIELDS = (
    "hauler_registration_no",
    "driver",
    "hauler_phone",
    "disposal_site",
    "disposal_site_address",
)
#: A manifest's fields under the names the pump-out has for them: a refusal of the
#: manifest shows at the pump-out's field.
_ENTRY_FIELD = {"manifest_date": "service_date", "gallons": "gallons_removed"}


@dataclass(frozen=True)
class Filing:
    """A pump-out's manifest as checked: ``values`` to record as a new manifest, or as an
    amendment of ``manifest``; nothing to file when ``values`` is None."""

    establishment_id: int
    values: ManifestValues | None = None
    manifest: Manifest | None = None

    def file(self, session: Session, actor: str, reason: str = "") -> Manifest | None:
        """The manifest filed, or None when there was nothing to file."""
        if self.values is None:
            return None
        return manifests.file(
            session,
            self.establishment_id,
            self.values,
            actor,
            manifest=self.manifest,
            reason=reason,
        )


def check(
    session: Session,
    establishment_id: int,
    data: MaintenanceInput,
    today: date,
    *,
    lookup: Lookup,
    problems: Problems,
    current: MaintenanceEntry | None = None,
) -> Filing:
    """What filing the manifest of ``data`` (``current`` amended) asks for; its refusals
    are kept in ``problems`` at the pump-out's fields, with the pump-out's own."""
    own = _own_manifest(session, current)
    typed = _manifest_typed(lookup, data, own, current)
    if typed is None:
        return Filing(establishment_id)
    try:
        values = manifests.validate(
            session, establishment_id, typed, own.id if own else None, today
        )
    except ValidationError as exc:
        for problem in exc.problems:
            field = _ENTRY_FIELD.get(problem.field, problem.field)
            if not problems.about(field):
                problems.add(field, problem.message)
        return Filing(establishment_id)
    return Filing(establishment_id, values, own)


def _manifest_typed(
    lookup: Lookup,
    data: MaintenanceInput,
    own: Manifest | None,
    current: MaintenanceEntry | None,
) -> ManifestInput | None:
    """The manifest the pump-out files, as typed: its own amended, or a new one; None
    when it files none (no pump-out, no number, or the manifest of that number is there
    to link)."""
    number = data.manifest_no.strip()
    if data.service != Service.PUMP_OUT or not number:
        return None
    found = lookup.manifest(number, data.hauler.strip())
    if own is not None and current is not None and (found is None or found.id == own.id):
        return _amended(own, current, data)
    if found is not None or _on_file(lookup, number):
        # Linked, or on file under a hauler spelt otherwise: not made twice.
        return None
    device = lookup.device(data.device_id.strip())
    trap = device is not None and device.type == DeviceType.TRAP
    waste = WasteType.TRAP if trap else WasteType.INTERCEPTOR
    return _with_typed(ManifestInput(waste_type=waste.value), data)


def _with_typed(manifest: ManifestInput, data: MaintenanceInput, **kept: str) -> ManifestInput:
    """``manifest`` with what the pump-out typed for it, less what ``kept`` keeps."""
    typed = {
        "manifest_no": data.manifest_no,
        "hauler": data.hauler,
        "manifest_date": data.service_date,
        "gallons": data.gallons_removed,
        "device_id": data.device_id,
        **{field: getattr(data, field) for field in HAULER_FIELDS},
    }
    return replace(manifest, **{**typed, **kept})


def _amended(own: Manifest, current: MaintenanceEntry, data: MaintenanceInput) -> ManifestInput:
    """The pump-out's own manifest as amended with it: a day, gallons or device it gave
    otherwise than the pump-out stays as the manifest says."""
    stored = ManifestInput.of(own)
    kept = {}
    if own.manifest_date != current.service_date:
        kept["manifest_date"] = stored.manifest_date
    if own.gallons != current.gallons_removed:
        kept["gallons"] = stored.gallons
    if own.device_pk != current.device_pk:
        kept["device_id"] = stored.device_id
    return _with_typed(stored, data, **kept)


def _on_file(lookup: Lookup, number: str) -> bool:
    """A manifest in use has this number, whichever hauler it names."""
    found = lookup.session.scalar(
        select(Manifest.id)
        .where(
            Manifest.establishment_id == lookup.establishment_id,
            Manifest.manifest_no == number,
            Manifest.voided_at.is_(None),
        )
        .limit(1)
    )
    return found is not None


def _own_manifest(session: Session, current: MaintenanceEntry | None) -> Manifest | None:
    """The manifest linked to the pump-out ``current`` alone, which amending it amends."""
    if current is None or current.manifest_id is None:
        return None
    others = session.scalar(
        select(func.count(MaintenanceEntry.id)).where(
            MaintenanceEntry.manifest_id == current.manifest_id,
            MaintenanceEntry.id != current.id,
            MaintenanceEntry.voided_at.is_(None),
        )
    )
    return None if others else manifests.get(session, current.manifest_id)


def scans(paths: Sequence[Path], actor: str) -> Callable[[Session, MaintenanceEntry], None]:
    """What attaches the files typed with an entry: a pump-out's to its manifest, the
    paper they are (R2), any other entry's to the entry. Read and checked now."""
    attach = attachments.files(paths, actor)

    def to_owner(session: Session, entry: MaintenanceEntry) -> None:
        manifest = session.get(Manifest, entry.manifest_id) if entry.manifest_id else None
        attach(session, manifest if manifest is not None else entry)

    return to_owner
