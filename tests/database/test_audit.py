"""The audit trail: one entry per change, hash-chained, and tampering detected (R6)."""

from __future__ import annotations

import itertools
import json
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

import pytest
from sqlalchemy import select, text

from fog_desktop.audit import GENESIS_HASH, VerifyReport, verify
from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.services.devices import (
    DeviceInput,
    amend_device,
    create_device,
    list_devices,
    void_device,
)
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from models import AuditEntry

if TYPE_CHECKING:
    from tests.conftest import Outside


def _set_up(context: AppContext, name: str = "Casa Test") -> int:
    est = set_up_establishment(
        context.db,
        EstablishmentInput(
            name=name, city_spill_phone="626-555-0111", health_dept_phone="626-555-0199"
        ),
        [DeviceInput(device_id="GI-1", capacity_gal="750", design_depth_in="40")],
        context.actor,
    )
    return est.id


def _entries(context: AppContext) -> list[AuditEntry]:
    with context.db.read() as session:
        return list(session.scalars(select(AuditEntry).order_by(AuditEntry.id)))


def test_every_change_is_one_chained_entry_with_before_and_after(context: AppContext) -> None:
    est_id = _set_up(context)
    device = list_devices(context.db, est_id)[0]
    amend_device(
        context.db,
        device.id,
        DeviceInput(
            device_id="GI-1", location="Rear lot", capacity_gal="750", design_depth_in="40"
        ),
        context.actor,
        reason="Location was missing",
    )
    void_device(context.db, device.id, "Entered for the wrong restaurant", context.actor)

    entries = _entries(context)
    assert [e.action for e in entries] == ["create", "create", "amend", "void"]
    assert entries[0].prev_hash == GENESIS_HASH
    assert all(b.prev_hash == a.entry_hash for a, b in itertools.pairwise(entries))
    amendment = entries[2]
    assert json.loads(amendment.before or "{}")["location"] == ""
    assert json.loads(amendment.after)["location"] == "Rear lot"
    assert amendment.reason == "Location was missing"
    assert {e.actor for e in entries} == {"Test Manager"}
    assert all(e.os_user for e in entries)
    report = verify_now(context)
    assert report.ok, report.problems
    assert report.head_hash == entries[-1].entry_hash


def verify_now(context: AppContext, establishment_id: int | None = None) -> VerifyReport:
    with context.db.read() as session:
        return verify(session, establishment_id)


def test_verify_names_a_record_edited_with_raw_sql(context: AppContext) -> None:
    _set_up(context)
    with context.db.write() as session:
        session.execute(text("UPDATE devices SET capacity_gal = 1500 WHERE device_id = 'GI-1'"))
    report = verify_now(context)
    assert not report.ok
    assert any("devices row 1" in p and "changed outside" in p for p in report.problems)


def test_verify_names_the_first_broken_audit_entry(context: AppContext, outside: Outside) -> None:
    _set_up(context)
    with outside(context) as connection:
        connection.execute(text("UPDATE audit_entries SET actor = 'Mallory' WHERE id = 1"))
    report = verify_now(context)
    assert report.first_broken_entry == 1
    assert any(
        "audit entry 1" in p and "changed after it was written" in p for p in report.problems
    )


def test_verify_detects_a_removed_audit_entry(context: AppContext, outside: Outside) -> None:
    _set_up(context)
    with outside(context) as connection:
        connection.execute(text("DELETE FROM audit_entries WHERE id = 1"))
    report = verify_now(context)
    assert report.first_broken_entry == 2
    assert any("establishments row 1 has no audit entry" in p for p in report.problems)


def test_a_packets_verification_judges_its_own_establishments_records(
    context: AppContext,
) -> None:
    casa = _set_up(context)
    other = _set_up(context, "Other Kitchen")
    with context.db.write() as session:
        session.execute(
            text("UPDATE devices SET capacity_gal = 1500 WHERE establishment_id = :e"),
            {"e": other},
        )
    assert verify_now(context, casa).ok
    assert not verify_now(context, other).ok
    assert not verify_now(context).ok


def test_a_packets_verification_checks_every_link_of_the_chain(
    context: AppContext, outside: Outside
) -> None:
    casa = _set_up(context)
    other = _set_up(context, "Other Kitchen")
    with outside(context) as connection:
        first_of_other = connection.scalar(
            select(AuditEntry.id).where(AuditEntry.establishment_id == other).limit(1)
        )
        connection.execute(text("DELETE FROM audit_entries WHERE id = :i"), {"i": first_of_other})
    report = verify_now(context, casa)
    assert report.first_broken_entry == (first_of_other or 0) + 1
    assert any("link to the entry before is broken" in p for p in report.problems)


def test_a_packets_verification_recomputes_its_own_entries(
    context: AppContext, outside: Outside
) -> None:
    _set_up(context, "Earlier Kitchen")
    casa = _set_up(context)
    with outside(context) as connection:
        connection.execute(
            text("UPDATE audit_entries SET record_label = 'x' WHERE establishment_id = :e"),
            {"e": casa},
        )
    report = verify_now(context, casa)
    assert any("changed after it was written" in p for p in report.problems)


@pytest.mark.parametrize("include_void", [True, False])
def test_void_record_stays_listed_only_when_asked(context: AppContext, include_void: bool) -> None:
    est_id = _set_up(context)
    device = list_devices(context.db, est_id)[0]
    void_device(context.db, device.id, "Duplicate entry", context.actor)
    listed = list_devices(context.db, est_id, include_void=include_void)
    if include_void:
        assert [d.status_text for d in listed] == ["Void: Duplicate entry"]
    else:
        assert listed == []


def test_writers_on_two_connections_keep_one_unbroken_chain(context: AppContext) -> None:
    """Two PCs of a restaurant group writing at once must not fork the hash chain."""
    est_id = _set_up(context)
    other_pc = Database(context.db.url)

    def add_devices(db: Database, prefix: str) -> None:
        for n in range(15):
            data = DeviceInput(device_id=f"{prefix}-{n}", capacity_gal="100", design_depth_in="20")
            create_device(db, est_id, data, context.actor)

    with ThreadPoolExecutor(max_workers=2) as pool:
        done = [pool.submit(add_devices, context.db, "A"), pool.submit(add_devices, other_pc, "B")]
        for future in done:
            future.result()
    other_pc.dispose()
    report = verify_now(context)
    assert report.ok, report.problems
    assert report.entries == 2 + 30
