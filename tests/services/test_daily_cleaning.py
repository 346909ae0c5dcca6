"""The traps' daily cleaning in one step: an entry a trap a day, audited each, and a day
recorded already refused (R3; issue 35 §2)."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services.daily_cleaning import (
    CleaningsInput,
    Trap,
    record_cleanings,
    traps_in_use,
)
from fog_desktop.services.devices import DeviceInput, create_device, void_device
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.maintenance import MaintenanceFilter, fetch_rows
from models import AuditEntry, DeviceType

TODAY = date(2026, 12, 2)


@pytest.fixture
def est_id(context: AppContext) -> int:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    for device_id, kind in (
        ("GT-2", DeviceType.TRAP),
        ("GT-1", DeviceType.TRAP),
        ("GI-1", DeviceType.INTERCEPTOR),
        ("GT-9", DeviceType.TRAP),
    ):
        data = DeviceInput(device_id=device_id, type=kind, capacity_gal="50",
                           design_depth_in="12", in_service_since="2026-10-01")  # fmt: skip
        device = create_device(context.db, est.id, data, context.actor)
    void_device(context.db, device.id, "Entered twice", context.actor)
    return est.id


def cleaned(context: AppContext, est_id: int) -> list[tuple[str, str, str, str]]:
    rows = fetch_rows(context.db, est_id, MaintenanceFilter(), 0, 100, as_of=TODAY)
    return sorted((r.service_date.isoformat(), r.device_id, r.service, r.performed_by)
                  for r in rows)  # fmt: skip


def test_the_traps_in_use_are_offered_with_their_last_cleaning(
    context: AppContext, est_id: int
) -> None:
    assert traps_in_use(context.db, est_id) == [Trap("GT-1", "", None), Trap("GT-2", "", None)]
    data = CleaningsInput(["GT-2"], "2026-11-30", "2026-11-30", "Rosa")
    record_cleanings(context.db, est_id, data, context.actor, today=TODAY)
    assert traps_in_use(context.db, est_id)[1] == Trap("GT-2", "", date(2026, 11, 30))


def test_cleaned_today_stores_an_audited_entry_a_trap(context: AppContext, est_id: int) -> None:
    data = CleaningsInput(["GT-1", "GT-2"], "2026-12-02", "2026-12-02", " Rosa ", "Screens too")
    ids = record_cleanings(context.db, est_id, data, context.actor, today=TODAY)
    assert len(ids) == 2
    assert cleaned(context, est_id) == [
        ("2026-12-02", "GT-1", "Cleaning", "Rosa"),
        ("2026-12-02", "GT-2", "Cleaning", "Rosa"),
    ]
    with context.db.read() as session:
        created = session.scalars(
            select(AuditEntry.record_id).where(
                AuditEntry.record_table == "maintenance_entries", AuditEntry.action == "create"
            )
        ).all()
    assert sorted(created) == sorted(ids), "each cleaning a record of its own in the trail"


def test_a_few_past_days_at_once_each_a_record(context: AppContext, est_id: int) -> None:
    data = CleaningsInput(["GT-1"], "2026-11-29", "2026-12-01", "Rosa")
    record_cleanings(context.db, est_id, data, context.actor, today=TODAY)
    assert [day for day, *_ in cleaned(context, est_id)] == [
        "2026-11-29", "2026-11-30", "2026-12-01"
    ]  # fmt: skip


def test_a_day_recorded_already_is_refused_and_nothing_stored(
    context: AppContext, est_id: int
) -> None:
    once = CleaningsInput(["GT-2"], "2026-11-30", "2026-11-30", "Rosa")
    record_cleanings(context.db, est_id, once, context.actor, today=TODAY)
    again = CleaningsInput(["GT-1", "GT-2"], "2026-11-29", "2026-12-01", "Rosa")
    with pytest.raises(ValidationError) as refused:
        record_cleanings(context.db, est_id, again, context.actor, today=TODAY)
    assert [(p.field, p.message) for p in refused.value.problems] == [
        ("first_day", "GT-2 was recorded cleaned on 2026-11-30 already.")
    ]
    assert len(cleaned(context, est_id)) == 1


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        (CleaningsInput([], "2026-12-02", "2026-12-02", "Rosa"), "traps", "Tick the traps"),
        (CleaningsInput(["GT-1"], "2026-12-02", "2026-12-02", " "), "performed_by", "who"),
        (CleaningsInput(["GT-1"], "", "2026-12-02", "Rosa"), "first_day", "Enter the day"),
        (CleaningsInput(["GT-1"], "2026-12-02", "2026-12-03", "Rosa"), "last_day", "future"),
        (CleaningsInput(["GT-1"], "2026-12-02", "2026-12-01", "Rosa"), "last_day", "before"),
        (CleaningsInput(["GT-1"], "2026-11-01", "2026-12-01", "Rosa"), "first_day", "at most 14"),
        (CleaningsInput(["GT-9"], "2026-12-02", "2026-12-02", "Rosa"), "device_id", "void"),
    ],
)
def test_refusals(
    context: AppContext, est_id: int, data: CleaningsInput, field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        record_cleanings(context.db, est_id, data, context.actor, today=TODAY)
    assert any(p.field == field and message in p.message for p in refused.value.problems)
    assert cleaned(context, est_id) == []
