"""The requests to haulers as the Maintenance page, the command line, the workbook and
the packet show them: each with the pump-out it asks the manifest of (R2, R6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import ColumnElement, select

from fog_desktop.database import Database
from fog_desktop.services import records
from fog_desktop.services.hauler_requests import RequestColumns
from models import Device, HaulerRequest, MaintenanceEntry


@dataclass(frozen=True, kw_only=True)
class RequestRow(RequestColumns):
    """A request with the pump-out it is for, void ones included (R6)."""

    id: int
    entry_id: int
    service_date: date
    device_id: str
    hauler: str
    manifest_no: str
    status_text: str
    is_void: bool

    @property
    def pump_out(self) -> str:
        """The pump-out as the command line and the packet name it: "GI-1 2026-03-01"."""
        return f"{self.device_id} {self.service_date.isoformat()}"


def _rows(db: Database, *where: ColumnElement[bool]) -> list[RequestRow]:
    query = (
        select(HaulerRequest, MaintenanceEntry, Device.device_id)
        .join(MaintenanceEntry, HaulerRequest.entry_pk == MaintenanceEntry.id)
        .join(Device, MaintenanceEntry.device_pk == Device.id)
        .where(*where)
        .order_by(
            MaintenanceEntry.service_date,
            Device.device_id,
            MaintenanceEntry.id,
            HaulerRequest.asked_on,
            HaulerRequest.id,
        )
    )
    with db.read() as session:
        return [
            _row(request, entry, device_id) for request, entry, device_id in session.execute(query)
        ]


def _row(request: HaulerRequest, entry: MaintenanceEntry, device_id: str) -> RequestRow:
    return RequestRow(
        **records.shown(request, RequestColumns),
        entry_id=entry.id,
        service_date=entry.service_date,
        device_id=device_id,
        hauler=entry.hauler,
        manifest_no=entry.manifest_no,
    )


def list_requests(db: Database, establishment_id: int) -> list[RequestRow]:
    """Every request, void ones included (R6), by pump-out and the day asked."""
    return _rows(db, HaulerRequest.establishment_id == establishment_id)


def requests_for(db: Database, entry_pks: Sequence[int]) -> list[RequestRow]:
    """The requests for the manifests of these pump-outs, in the same order."""
    if not entry_pks:
        return []
    return _rows(db, HaulerRequest.entry_pk.in_(list(entry_pks)))


def asked_on_days(db: Database, entry_pks: Sequence[int]) -> dict[int, list[date]]:
    """The days each of these pump-outs' hauler was asked for its manifest, by entry id:
    the requests in use, in order (page 1's manifests, R2)."""
    asked: dict[int, list[date]] = {}
    for r in requests_for(db, entry_pks):
        if not r.is_void:
            asked.setdefault(r.entry_id, []).append(r.asked_on)
    return asked
