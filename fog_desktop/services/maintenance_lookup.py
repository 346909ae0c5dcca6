"""How a maintenance entry's validation finds what it names (R1, R2; issue 16 §3).

:func:`fog_desktop.services.maintenance.validate` looks up an entry's device, the
manifest its pump-out is linked to (R2) and the city inspection a reading was measured
at (R1, whose reading) through a :class:`Lookup`: a query each here, while an import of
the log, and the demo's trap cleanings, read the devices once for every row
(:class:`DevicesReadOnce`). Kept apart from the entries' checks and storage, which need
only these answers.
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from models import CityInspection, Device, Manifest

__all__ = ["DevicesReadOnce", "Lookup", "matching_manifest"]


class Lookup:
    """How :func:`~fog_desktop.services.maintenance.validate` finds an entry's device and
    its pump-out's manifest: a query each here; an import reads them once for every row
    (issue 16 §3)."""

    def __init__(self, session: Session, establishment_id: int) -> None:
        self.session = session
        self.establishment_id = establishment_id

    def device(self, device_id: str) -> Device | None:
        """The device in use with this Device ID, else the newest void one, else None."""
        return self.session.scalar(
            select(Device)
            .where(Device.establishment_id == self.establishment_id, Device.device_id == device_id)
            .order_by(Device.voided_at.is_not(None), Device.id.desc())
            .limit(1)
        )

    def manifest(self, manifest_no: str, hauler: str) -> Manifest | None:
        return matching_manifest(self.session, self.establishment_id, manifest_no, hauler)

    def city_inspection(self, inspection_no: str) -> CityInspection | None:
        """The inspection with this Inspection ID, void or not (IDs are never reused)."""
        return self.session.scalar(
            select(CityInspection).where(
                CityInspection.establishment_id == self.establishment_id,
                CityInspection.inspection_no == inspection_no,
            )
        )


class DevicesReadOnce(Lookup):
    """The establishment's devices, read once: a log's rows name a handful of them, and
    none is added or voided while they are written (an import's, the demo's)."""

    def __init__(self, session: Session, establishment_id: int) -> None:
        super().__init__(session, establishment_id)
        self.devices: dict[str, Device] = {}
        # As the query of Lookup.device orders them: the one in use, else the newest.
        for device in session.scalars(
            select(Device)
            .where(Device.establishment_id == establishment_id)
            .order_by(Device.voided_at.is_not(None), Device.id.desc())
        ):
            self.devices.setdefault(device.device_id, device)

    def device(self, device_id: str) -> Device | None:
        return self.devices.get(device_id)


def matching_manifest(
    session: Session, establishment_id: int, manifest_no: str, hauler: str
) -> Manifest | None:
    """The manifest in use with this number (and hauler, when one is given), if recorded."""
    if not manifest_no:
        return None
    query = select(Manifest).where(
        Manifest.establishment_id == establishment_id,
        Manifest.voided_at.is_(None),
        Manifest.manifest_no == manifest_no,
    )
    if hauler:
        query = query.where(func.lower(Manifest.hauler) == hauler.lower())
    found = session.scalars(query.order_by(Manifest.id)).all()
    return found[0] if len(found) == 1 else None
