"""A restaurant group's database: 20 establishments, ten years, about 200,000 log rows.

Each establishment and its devices are set up through the services; the ten years of
pump-outs, cleanings and readings, the hauler manifests and the employees are then
bulk-inserted with SQLAlchemy Core, each with the audit-trail entry the services would
have written (hash chain included), so that the packet's audit verification passes and
the Audit sheet is as long as a real one. Writing 200,000 records one by one through the
services would take most of an hour; the figures are about reading and exporting them.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from fog_desktop.audit import Action, canonical, compute_hash, snapshot
from fog_desktop.chain import database_head
from fog_desktop.config import Settings, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.rules.dates import add_months
from fog_desktop.services import employees, maintenance, manifests
from fog_desktop.services.devices import DeviceInput, DeviceRow, list_devices
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from models import (
    AuditEntry,
    DeviceType,
    Employee,
    MaintenanceEntry,
    Manifest,
    Record,
    Service,
    WasteType,
)

ACTOR = "Benchmark"
AS_OF = date(2026, 12, 2)
YEARS = 10
ESTABLISHMENTS = 20
#: The busy establishment (the first) has eight traps; the others two or three.
BUSY_TRAPS = 8
EMPLOYEES = 30
BATCH = 5_000
HAULERS = ("SoCal Grease Haulers", "Valley Pumping", "Inland Rendering")
STAFF = ("Luis Ortega", "Ana Ruiz", "Sam Chen", "Maria Lopez")


@dataclass(frozen=True)
class GroupDataset:
    context: AppContext
    establishment_ids: list[int]
    log_rows: int

    @property
    def busy_id(self) -> int:
        return self.establishment_ids[0]


def establishment_name(number: int) -> str:
    return f"Group Kitchen {number:02d}"


def _devices(traps: int, since: date) -> list[DeviceInput]:
    def device(device_id: str, kind: str, capacity: str, depth: str) -> DeviceInput:
        return DeviceInput(
            device_id=device_id, type=kind, capacity_gal=capacity, design_depth_in=depth,
            frequency_number="3" if kind == DeviceType.INTERCEPTOR else "",
            frequency_unit="months" if kind == DeviceType.INTERCEPTOR else "",
            in_service_since=since.isoformat(),
        )  # fmt: skip

    return [
        device("GI-1", DeviceType.INTERCEPTOR, "1000", "48"),
        *(device(f"GT-{n}", DeviceType.TRAP, "50", "12") for n in range(1, traps + 1)),
    ]


class _Writer:
    """Adds records with explicit ids and their "create" audit entries, chained."""

    def __init__(self, session: Session) -> None:
        self.session = session
        head = database_head(session)
        self.prev_hash = head.hash
        self.next_seq = head.seq + 1
        self.next_audit_id = (session.scalar(select(func.max(AuditEntry.id))) or 0) + 1
        self.next_id: dict[type[Record], int] = {}
        self.pending: dict[type[Any], list[dict[str, Any]]] = {}

    def add(self, model: type[Record], values: dict[str, Any], label: Callable[[Any], str]) -> int:
        if model not in self.next_id:
            self.next_id[model] = (self.session.scalar(select(func.max(model.id))) or 0) + 1
        pk = self.next_id[model]
        self.next_id[model] += 1
        record = model(id=pk, version=1, voided_at=None, void_reason=None, **values)
        entry = AuditEntry(
            id=self.next_audit_id, seq=self.next_seq, at=values["created_at"], actor=ACTOR,
            os_user="benchmark",
            action=Action.CREATE, establishment_id=values["establishment_id"],
            record_table=model.__tablename__, record_id=pk, record_label=label(record), before=None,
            after=canonical(snapshot(record)), reason="", prev_hash=self.prev_hash,
        )  # fmt: skip
        entry.entry_hash = compute_hash(entry)
        self.prev_hash = entry.entry_hash
        self.next_audit_id += 1
        self.next_seq += 1
        self._queue(model, snapshot_values(record))
        self._queue(AuditEntry, snapshot_values(entry))
        return pk

    def _queue(self, model: type[Any], row: dict[str, Any]) -> None:
        rows = self.pending.setdefault(model, [])
        rows.append(row)
        if len(rows) >= BATCH:
            self.flush()

    def flush(self) -> None:
        # Parents before children: manifests before the pump-outs that point at them.
        for model in (Manifest, Employee, MaintenanceEntry, AuditEntry):
            if self.pending.get(model):
                self.session.execute(insert(model), self.pending.pop(model))


def snapshot_values(obj: Any) -> dict[str, Any]:
    return {c.key: getattr(obj, c.key) for c in obj.__mapper__.column_attrs}


def _created(day: date) -> datetime:
    return datetime.combine(day, time(17, 30), tzinfo=UTC)


def _log(
    writer: _Writer, device: DeviceRow, day: date, service: Service, rng: random.Random
) -> None:
    fog = solids = gallons = None
    manifest_id = None
    depth = float(device.design_depth_in)
    if service == Service.MEASUREMENT or (service == Service.CLEANING and rng.random() < 0.5):
        fog = Decimal(f"{rng.uniform(0, depth * 0.16):.2f}")
        solids = Decimal(f"{rng.uniform(0, depth * 0.16):.2f}")
    number = ""
    hauler = ""
    if service == Service.PUMP_OUT:
        gallons = Decimal(int(device.capacity_gal) - rng.randrange(0, 120))
        hauler = rng.choice(HAULERS)
        number = f"M-{day:%Y%m%d}-{device.id}"
        manifest: dict[str, Any] = {
            "establishment_id": device.establishment_id, "manifest_no": number,
            "manifest_date": day, "hauler": hauler, "hauler_registration_no": "LG-4471",
            "driver": "R. Diaz", "waste_type": WasteType.INTERCEPTOR.value, "gallons": gallons,
            "disposal_site": "Inland Empire Rendering", "disposal_site_address":
            "1 Rendering Way, Fontana, CA", "invoice_no": f"INV-{number}",
            "invoice_amount": Decimal("385.00"), "device_pk": device.id, "notes": "",
            "created_at": _created(day), "entered_by": ACTOR,
        }  # fmt: skip
        manifest_id = writer.add(Manifest, manifest, manifests.label)
    entry = {
        "establishment_id": device.establishment_id, "device_pk": device.id,
        "service_date": day, "service": service.value, "fog_depth_in": fog,
        "solids_depth_in": solids, "gallons_removed": gallons, "hauler": hauler,
        "manifest_no": number, "manifest_id": manifest_id,
        "performed_by": rng.choice(STAFF) if service != Service.PUMP_OUT else "R. Diaz",
        "notes": "Sludge judge at the outlet baffle." if fog is not None else "",
        "created_at": _created(day), "entered_by": ACTOR,
    }  # fmt: skip
    writer.add(MaintenanceEntry, entry, lambda r: maintenance.label(r, device.device_id))


def _services(device: DeviceRow, back: int) -> Iterator[Service]:
    """Each trap cleaned daily; the interceptor read monthly and pumped out quarterly."""
    if device.type == DeviceType.TRAP:
        yield Service.CLEANING
    else:
        if back % 30 == 7:
            yield Service.MEASUREMENT
        if back % 91 == 3:
            yield Service.PUMP_OUT


def _employees(writer: _Writer, est_id: int, start: date, rng: random.Random) -> None:
    for n in range(1, EMPLOYEES + 1):
        hired = start + timedelta(days=rng.randrange(0, (AS_OF - start).days))
        ended = hired + timedelta(days=rng.randrange(90, 1500)) if n % 3 else None
        values = {
            "establishment_id": est_id, "employee_id": f"E-{n:03d}",
            "name": f"Employee {n:03d}", "role": "Line cook", "hire_date": hired,
            "end_date": ended if ended is None or ended < AS_OF else None,
            "created_at": _created(hired), "entered_by": ACTOR,
        }  # fmt: skip
        writer.add(Employee, values, employees.label)


def build(
    folder: Path,
    establishments: int = ESTABLISHMENTS,
    seed: int = 20261202,
    busy_traps: int = BUSY_TRAPS,
) -> GroupDataset:
    """Create the group's database in ``folder`` (which should be empty) and fill it."""
    paths = resolve_paths(folder)
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    context = AppContext(paths=paths, db=db, settings=Settings(operator_name=ACTOR))
    context.today = lambda: AS_OF
    start = add_months(AS_OF, -12 * YEARS)
    rng = random.Random(seed)
    ids: list[int] = []
    log_rows = 0
    for number in range(1, establishments + 1):
        traps = busy_traps if number == 1 else 2 + number % 2
        profile = EstablishmentInput(
            name=establishment_name(number),
            address=f"{100 + number} W Sierra Madre Blvd, Sierra Madre, CA 91024",
            city_spill_phone="626-555-0111",
            health_dept_phone="626-555-0199",
        )
        establishment = set_up_establishment(db, profile, _devices(traps, start), ACTOR)
        ids.append(establishment.id)
        devices = list_devices(db, establishment.id)
        with db.write() as session:
            writer = _Writer(session)
            for back in range((AS_OF - start).days, -1, -1):
                day = AS_OF - timedelta(days=back)
                for device in devices:
                    for service in _services(device, back):
                        _log(writer, device, day, service, rng)
                        log_rows += 1
            _employees(writer, establishment.id, start, rng)
            writer.flush()
    context.settings.current_establishment_id = ids[0]
    context.settings.save(paths)
    return GroupDataset(context, ids, log_rows)


def main() -> None:
    """``python -m benchmarks.group_dataset FOLDER``: build it in a process of its own."""
    dataset = build(Path(sys.argv[1]))
    print(dataset.log_rows)
    dataset.context.close()


if __name__ == "__main__":
    main()
