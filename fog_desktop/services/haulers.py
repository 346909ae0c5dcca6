"""The haulers an establishment has used, remembered from its manifests (issue 35 §2).

A form offers each hauler typed before with the details of its latest manifest, so that
they are typed once; the Dashboard's "service now" offers to call the last hauler (R1).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from fog_desktop.database import Database
from models import MaintenanceEntry, Manifest, Service

__all__ = ["HaulerDetails", "last_hauler", "manifest_phones", "remembered_haulers"]


@dataclass(frozen=True)
class HaulerDetails:
    """A hauler as its latest manifest names it."""

    hauler: str
    hauler_registration_no: str = ""
    driver: str = ""
    hauler_phone: str = ""
    disposal_site: str = ""
    disposal_site_address: str = ""


def remembered_haulers(db: Database, establishment_id: int) -> list[HaulerDetails]:
    """Each hauler of the establishment's manifests in use, A to Z, with the details of its
    latest manifest; names spelt in another case are one hauler, as a manifest no. is
    unique per hauler whatever the case."""
    with db.read() as session:
        rows = session.execute(
            select(
                Manifest.hauler,
                Manifest.hauler_registration_no,
                Manifest.driver,
                Manifest.hauler_phone,
                Manifest.disposal_site,
                Manifest.disposal_site_address,
            )
            .where(Manifest.establishment_id == establishment_id, Manifest.voided_at.is_(None))
            .order_by(Manifest.manifest_date, Manifest.id)
        ).all()
    latest = {row.hauler.casefold(): HaulerDetails(*row) for row in rows}
    return sorted(latest.values(), key=lambda h: h.hauler.casefold())


def last_hauler(db: Database, establishment_id: int) -> HaulerDetails | None:
    """The hauler of the latest pump-out that names one, with what its manifests say
    (its phone among them); None before any pump-out names a hauler (R1, service now)."""
    with db.read() as session:
        name = session.scalar(
            select(MaintenanceEntry.hauler)
            .where(
                MaintenanceEntry.establishment_id == establishment_id,
                MaintenanceEntry.service == Service.PUMP_OUT,
                MaintenanceEntry.voided_at.is_(None),
                MaintenanceEntry.hauler != "",
            )
            .order_by(MaintenanceEntry.service_date.desc(), MaintenanceEntry.id.desc())
            .limit(1)
        )
    if name is None:
        return None
    known = {h.hauler.casefold(): h for h in remembered_haulers(db, establishment_id)}
    return known.get(name.casefold(), HaulerDetails(name))


def manifest_phones(db: Database, establishment_id: int) -> dict[int, str]:
    """The hauler's phone of each of the establishment's manifests that gives one, by the
    manifest's id: a pump-out's is its manifest's (migration 0021)."""
    with db.read() as session:
        rows = session.execute(
            select(Manifest.id, Manifest.hauler_phone).where(
                Manifest.establishment_id == establishment_id, Manifest.hauler_phone != ""
            )
        )
        return dict(rows.all())
