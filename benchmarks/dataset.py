"""A SQLite database with one establishment, a few devices and N maintenance entries.

The entries are bulk-inserted with SQLAlchemy Core (one ``insert()`` executed with many
rows), bypassing the services: writing them one by one through ``create_entry`` would
take minutes, and their audit-trail rows play no part in what is measured here (the
table reads ``maintenance_entries`` joined to ``devices`` only). The figures are about
reading and showing the log, not about storing it.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from fog_desktop.config import Paths, Settings, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.services.devices import DeviceInput, DeviceRow, list_devices
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from models import DeviceType, MaintenanceEntry, Service

ACTOR = "Benchmark"
#: The day the log ends; entries go back from it, a dozen a day, as a busy kitchen's would.
AS_OF = date(2026, 12, 2)
BATCH = 5_000
TRAPS = 6
CREATED = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
HAULERS = ("SoCal Grease Haulers", "Valley Pumping", "Inland Rendering")
STAFF = ("Luis Ortega", "Ana Ruiz", "Sam Chen", "Maria Lopez")


@dataclass(frozen=True)
class Dataset:
    context: AppContext
    establishment_id: int
    entries: int


def _devices() -> list[DeviceInput]:
    def device(device_id: str, kind: str, capacity: str, depth: str) -> DeviceInput:
        return DeviceInput(
            device_id=device_id, type=kind, capacity_gal=capacity, design_depth_in=depth,
            in_service_since="2000-01-01",
        )  # fmt: skip

    return [
        device("GI-1", DeviceType.INTERCEPTOR, "1000", "48"),
        device("GI-2", DeviceType.INTERCEPTOR, "750", "40"),
        *(device(f"GT-{n}", DeviceType.TRAP, "50", "12") for n in range(1, TRAPS + 1)),
    ]


def _entry(device: DeviceRow, day: date, service: Service, rng: random.Random) -> dict[str, Any]:
    fog = solids = gallons = None
    if service == Service.MEASUREMENT or (service == Service.CLEANING and rng.random() < 0.5):
        depth = float(device.design_depth_in)
        fog = Decimal(f"{rng.uniform(0, depth * 0.16):.2f}")
        solids = Decimal(f"{rng.uniform(0, depth * 0.16):.2f}")
    pump_out = service == Service.PUMP_OUT
    if pump_out:
        gallons = Decimal(int(device.capacity_gal) - rng.randrange(0, 200))
    return {
        "establishment_id": device.establishment_id,
        "device_pk": device.id,
        "service_date": day,
        "service": service.value,
        "fog_depth_in": fog,
        "solids_depth_in": solids,
        "gallons_removed": gallons,
        "hauler": rng.choice(HAULERS) if pump_out else "",
        "manifest_no": f"M-{day:%Y%m%d}-{device.id}" if pump_out else "",
        "manifest_id": None,
        "performed_by": rng.choice(STAFF),
        "notes": "Sludge judge at the outlet baffle." if fog is not None else "",
        "version": 1,
        "created_at": CREATED,
        "voided_at": None,
        "void_reason": None,
        "entered_by": ACTOR,
    }


def _rows(devices: list[DeviceRow], count: int, seed: int) -> Iterator[dict[str, Any]]:
    """Back from AS_OF, day by day: each trap cleaned twice a day (a sludge reading with
    half of the cleanings), each interceptor read monthly and pumped out quarterly."""
    rng = random.Random(seed)
    made = 0
    for back in range(count):
        day = AS_OF - timedelta(days=back)
        for device in devices:
            if device.type == DeviceType.TRAP:
                services = [Service.CLEANING, Service.CLEANING]
            else:
                services = [Service.MEASUREMENT] if back % 30 == device.id % 30 else []
                services += [Service.PUMP_OUT] if back % 91 == device.id % 91 else []
            for service in services:
                yield _entry(device, day, service, rng)
                made += 1
                if made == count:
                    return


def build(folder: Path, entries: int, seed: int = 20261202) -> Dataset:
    """Create the database in ``folder`` (which should be empty) and fill it."""
    paths: Paths = resolve_paths(folder)
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    context = AppContext(paths=paths, db=db, settings=Settings(operator_name=ACTOR))
    context.today = lambda: AS_OF
    profile = EstablishmentInput(
        name="Benchmark Diner", city_spill_phone="626-555-0111", health_dept_phone="626-555-0199"
    )
    establishment = set_up_establishment(db, profile, _devices(), ACTOR)
    context.settings.current_establishment_id = establishment.id
    devices = list_devices(db, establishment.id)
    batch: list[dict[str, Any]] = []
    with db.write() as session:
        for row in _rows(devices, entries, seed):
            batch.append(row)
            if len(batch) == BATCH:
                session.execute(insert(MaintenanceEntry), batch)
                batch = []
        if batch:
            session.execute(insert(MaintenanceEntry), batch)
    return Dataset(context, establishment.id, entries)


def main() -> None:
    """``python -m benchmarks.dataset FOLDER ENTRIES``: build it in a process of its own,
    so that the measuring process's peak memory is the table's, not the insert's."""
    folder, entries = sys.argv[1], int(sys.argv[2])
    dataset = build(Path(folder), entries)
    print(dataset.establishment_id)
    dataset.context.close()


if __name__ == "__main__":
    main()
