"""Importing paper logs loses nothing and doubles nothing (issue 33, How it is checked): any
set of maintenance rows of an interceptor and a trap (pump-outs, cleanings, readings),
repeats among them (equal rows, and rows of one day that differ in one column only),
exported to the workbook and imported into a database that has none of them comes back
row for row, and importing the same workbook again adds nothing (records-workbook.md,
Import: n equal rows against m stored add n - m)."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from fog_desktop import ordinance
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import Database, open_database
from fog_desktop.exchange.importer import import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.maintenance import MAINTENANCE
from fog_desktop.exchange.verifying import verification
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from models import DeviceType, Service
from tests.properties import examples

AS_OF = date(2026, 12, 2)
WINDOW = Window.two_years_to(AS_OF, ordinance.default())
#: Each example's establishment, new in the one database of the test.
NUMBERS = itertools.count(1)
DEVICES = (
    DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48"),
    DeviceInput(
        device_id="GT-1", type=DeviceType.TRAP.value, capacity_gal="20", design_depth_in="10"
    ),
)
#: Few values a column, so that equal rows and rows differing in one column are common.
DAYS = [(AS_OF - timedelta(days=d)).isoformat() for d in (3, 40)]
PEOPLE = ("", "Ana Ruiz", "Lee Kim")
NOTES = ("", "before lunch", "after dinner")


@st.composite
def entries(draw: st.DrawFn) -> MaintenanceInput:
    """A pump-out, a cleaning or a reading of GI-1 or GT-1 that the log accepts."""
    service = draw(st.sampled_from((Service.PUMP_OUT, Service.CLEANING, Service.MEASUREMENT)))
    depths = ("", "")
    if service == Service.MEASUREMENT or draw(st.booleans()):
        depths = draw(st.sampled_from((("1", "2"), ("2.5", "1"))))
    pump_out = service == Service.PUMP_OUT
    return MaintenanceInput(
        service_date=draw(st.sampled_from(DAYS)),
        device_id=draw(st.sampled_from([d.device_id for d in DEVICES])),
        service=service.value,
        fog_depth_in=depths[0],
        solids_depth_in=depths[1],
        gallons_removed=draw(st.sampled_from(("20", "15.5"))) if pump_out else "",
        hauler=draw(st.sampled_from(("Acme Grease", "Westside"))) if pump_out else "",
        manifest_no=draw(st.sampled_from(("", "M-1", "M-2"))) if pump_out else "",
        performed_by=draw(st.sampled_from(PEOPLE)),
        notes=draw(st.sampled_from(NOTES)),
    )


def export(db: Database, est_id: int, path: Path) -> Path:
    """The workbook, its audit trail verified here rather than in a second process: one
    process started an export would be most of each example's time."""
    export_workbook(db, est_id, path, WINDOW, verification=verification(db, est_id))
    return path


def maintenance_rows(path: Path) -> Counter[tuple[Any, ...]]:
    """The Maintenance sheet's rows as a reader compares them: every column but those
    computed on export, each row counted as often as it stands."""
    wb = load_workbook(path, read_only=True)
    keep = [i for i, c in enumerate(MAINTENANCE.columns) if not c.derived]
    rows = list(wb[MAINTENANCE.name].iter_rows(min_row=2, values_only=True))
    wb.close()
    return Counter(tuple(row[i] for i in keep) for row in rows)


@pytest.fixture
def empty(tmp_path: Path) -> Iterator[Database]:
    """The database imported into: each example into an establishment new to it."""
    paths = resolve_paths(tmp_path / "empty")
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    yield db
    db.dispose()


@settings(
    max_examples=examples(6),
    # Each example writes an establishment of its own in the test's two databases.
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
# Issue 33 §1: two cleanings of one trap on one day, a reading before and after, and a
# second pump-out that day with another hauler, each kept, and a row typed twice twice.
@example(
    logged=[
        MaintenanceInput(DAYS[0], "GT-1", Service.CLEANING.value, notes="before lunch"),
        MaintenanceInput(DAYS[0], "GT-1", Service.CLEANING.value, notes="after dinner"),
        MaintenanceInput(DAYS[0], "GT-1", Service.MEASUREMENT.value, "1", "2"),
        MaintenanceInput(DAYS[0], "GT-1", Service.MEASUREMENT.value, "2.5", "1"),
        MaintenanceInput(DAYS[0], "GI-1", gallons_removed="20", hauler="Acme Grease"),
        MaintenanceInput(DAYS[0], "GI-1", gallons_removed="20", hauler="Westside"),
        MaintenanceInput(DAYS[1], "GI-1", Service.CLEANING.value, performed_by="Ana Ruiz"),
        MaintenanceInput(DAYS[1], "GI-1", Service.CLEANING.value, performed_by="Ana Ruiz"),
    ]
)
@pytest.mark.slow("each example exports a workbook and imports it twice")
@given(logged=st.lists(entries(), min_size=1, max_size=14))
def test_any_log_comes_back_row_for_row_and_only_once(
    sqlite_context: AppContext, empty: Database, tmp_path: Path, logged: list[MaintenanceInput]
) -> None:
    context = sqlite_context
    number = next(NUMBERS)
    shop = create_establishment(context.db, EstablishmentInput(name=f"Shop {number}"), "Ana")
    for device in DEVICES:
        create_device(context.db, shop.id, device, context.actor)
    for entry in logged:
        create_entry(context.db, shop.id, entry, context.actor, today=AS_OF)
    exported = export(context.db, shop.id, tmp_path / f"shop-{number}.xlsx")
    assert maintenance_rows(exported).total() == len(logged)

    copy = f"Copy {number}"
    first = import_workbook(empty, exported, copy, "Importer", today=AS_OF)
    assert first.added.get("Maintenance", 0) == len(logged)
    assert "Maintenance" not in first.skipped
    again = import_workbook(empty, exported, copy, "Importer", today=AS_OF)
    assert again.added == {}
    assert len(again.skipped["Maintenance"]) == len(logged)

    came_back = export(empty, find_establishment(empty, copy).id, tmp_path / f"copy-{number}.xlsx")
    assert maintenance_rows(came_back) == maintenance_rows(exported)
