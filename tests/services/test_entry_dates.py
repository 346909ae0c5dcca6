"""When a record was written (R6): a record entered more than seven days after the day it
describes is shown as entered late, and records an import brought in are counted apart,
so an inspector can tell a log kept at the time from one written up before a visit."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from fog_desktop import ordinance
from fog_desktop.audit import Action, verify
from fog_desktop.context import AppContext
from fog_desktop.exchange.importer import import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.rules.entry_dates import days_after, days_late
from fog_desktop.services.demo import add_demo
from fog_desktop.services.demo_training import WRITTEN_UP_DAYS_LATER
from fog_desktop.services.entry_dates import EntryDates, records_entered_late
from fog_desktop.services.establishments import find_establishment
from fog_desktop.services.maintenance import MaintenanceInput, create_entry, void_entry
from fog_desktop.services.manifests import ManifestInput, create_manifest
from models import AuditEntry, MaintenanceEntry

PUMP_OUT_DAY = date(2026, 3, 1)


def test_seven_days_after_is_on_time_and_eight_is_late() -> None:
    """R6's example: a pump-out of March 1 entered on March 8 is on time; on March 9, late."""
    assert days_late(PUMP_OUT_DAY, PUMP_OUT_DAY) is None
    assert days_late(PUMP_OUT_DAY, date(2026, 3, 8)) is None
    assert days_late(PUMP_OUT_DAY, date(2026, 3, 9)) == 8
    assert days_late(PUMP_OUT_DAY, date(2026, 4, 10)) == 40


def test_a_record_entered_before_its_day_is_never_late() -> None:
    assert days_after(PUMP_OUT_DAY, date(2026, 2, 27)) == -2
    assert days_late(PUMP_OUT_DAY, date(2026, 2, 27)) is None


def _reading(context: AppContext, est_id: int, day: date, typed_on: date) -> int:
    data = MaintenanceInput(
        service_date=day.isoformat(), device_id="GI-1", service="Measurement",
        fog_depth_in="2", solids_depth_in="3",
    )  # fmt: skip
    return create_entry(context.db, est_id, data, context.actor, today=typed_on).id


def _labels(found: EntryDates) -> tuple[list[tuple[str, int]], list[str]]:
    return [(e.label, e.days_after) for e in found.late], [e.label for e in found.imported]


@pytest.mark.usefixtures("typed_now")
def test_records_typed_late_are_listed_and_imported_ones_counted_apart(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """Typed today: a reading of nine days ago and a manifest of twenty are late; a
    reading of a week ago is on time; a late reading voided as an error is no record. The
    same log imported into another establishment is imported, not late."""
    today = date.today()  # when the audit trail says they were typed
    _reading(context, est_id, today - timedelta(days=9), today)
    _reading(context, est_id, today - timedelta(days=7), today)
    wrong = _reading(context, est_id, today - timedelta(days=12), today)
    void_entry(context.db, wrong, "typed for the wrong device", context.actor)
    manifest_day = (today - timedelta(days=20)).isoformat()
    create_manifest(context.db, est_id, ManifestInput(
        manifest_no="SGH-1", manifest_date=manifest_day, hauler="SoCal Grease Haulers",
        gallons="1000", device_id="GI-1",
    ), context.actor, today=today)  # fmt: skip
    month = (today - timedelta(days=30), today)

    found = records_entered_late(context.db, est_id, *month)

    nine = f"Measurement of GI-1 on {today - timedelta(days=9)}"
    manifest = "Manifest SGH-1 (SoCal Grease Haulers)"
    assert _labels(found) == ([(manifest, 20), (nine, 9)], [])
    assert found.late_by_table() == {"manifests": 1, "maintenance_entries": 1}
    assert found.late[1].entered == today
    last_week = records_entered_late(context.db, est_id, today - timedelta(days=8), today)
    assert _labels(last_week) == ([], []), "the day of the late reading is before the window"

    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, Window(*month))
    import_workbook(context.db, path, "Second Cafe", context.actor, today=today)
    second = find_establishment(context.db, "Second Cafe").id

    imported = records_entered_late(context.db, second, *month)

    seven = f"Measurement of GI-1 on {today - timedelta(days=7)}"
    assert _labels(imported) == ([], [manifest, nine, seven])
    with context.db.read() as session:
        reasons = set(
            session.scalars(
                select(AuditEntry.reason).where(
                    AuditEntry.establishment_id == second,
                    AuditEntry.record_table == MaintenanceEntry.__tablename__,
                    AuditEntry.action == Action.CREATE,
                )
            )
        )
        assert reasons == {f"Imported from records.xlsx on {today}"}
        assert verify(session).ok


@pytest.mark.slow("makes the demo as of its own day (what is late depends on it) and verifies it")
def test_the_demo_has_a_few_records_written_up_late_and_verifies(context: AppContext) -> None:
    """Demo Bistro's records are typed on their day, but three readings typed 9 to 12
    days later and a training session written up from its paper sheet ten days later,
    its sign-offs with it: page 1's count means something."""
    as_of = date(2026, 11, 20)
    add_demo(context.db, as_of, "Demo")
    bistro = find_establishment(context.db, "Demo Bistro").id

    window = Window.two_years_to(as_of, ordinance.default())

    found = records_entered_late(context.db, bistro, window.start, window.end)

    readings = [e.days_after for e in found.late if e.table == "maintenance_entries"]
    sessions = [e.days_after for e in found.late if e.table == "training_sessions"]
    assert sorted(readings) == [9, 11, 12]
    assert sessions == [WRITTEN_UP_DAYS_LATER]
    assert {e.table for e in found.late} == {
        "maintenance_entries", "training_sessions", "sign_offs",
    }  # fmt: skip
    assert found.imported == ()
    with context.db.read() as session:
        assert verify(session).ok
