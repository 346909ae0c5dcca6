"""Requests to the hauler for a missing manifest, each a record (R2, R6): stored, checked
at their fields, the answer written in later as a step and not a correction, amended and
voided with the audit trail, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services.hauler_requests import (
    RequestInput,
    amend_request,
    record_request,
    void_request,
)
from fog_desktop.services.hauler_requests_rows import list_requests, requests_for
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from models import AuditEntry, Service

TODAY = date(2026, 12, 2)


def pump_out(
    context: AppContext,
    est_id: int,
    service: str = Service.PUMP_OUT.value,
    *,
    day: str = "2026-11-10",
) -> int:
    data = MaintenanceInput(
        service_date=day,
        device_id="GI-1",
        service=service,
        gallons_removed="1000" if service == Service.PUMP_OUT else "",
        hauler="SoCal Grease Haulers",
    )
    return create_entry(context.db, est_id, data, context.actor, today=TODAY).id


def actions(context: AppContext, pk: int) -> list[tuple[str, str]]:
    with context.db.read() as session:
        found = session.scalars(
            select(AuditEntry)
            .where(AuditEntry.record_table == "hauler_requests", AuditEntry.record_id == pk)
            .order_by(AuditEntry.id)
        )
        return [(e.action, e.reason) for e in found]


def test_each_request_is_kept_with_its_pump_out_and_the_answer_is_a_step(
    context: AppContext, est_id: int
) -> None:
    entry = pump_out(context, est_id)
    asked = RequestInput("2026-11-18", "Email", "dispatch@socalgrease.example")
    first = record_request(context.db, entry, asked, context.actor, today=TODAY)
    called = RequestInput("2026-11-25", "Phone", "626 555 0199 (Maria at dispatch)")
    record_request(context.db, entry, called, context.actor, today=TODAY)

    answered = RequestInput(
        "2026-11-18", "Email", "dispatch@socalgrease.example", "Copy mailed on 2026-11-27"
    )
    amend_request(context.db, first.id, answered, context.actor, today=TODAY)

    rows = list_requests(context.db, est_id)
    assert [(r.asked_on, r.method, r.answer, r.status_text, r.pump_out) for r in rows] == [
        (date(2026, 11, 18), "Email", "Copy mailed on 2026-11-27", "Recorded", "GI-1 2026-11-10"),
        (date(2026, 11, 25), "Phone", "", "Recorded", "GI-1 2026-11-10"),
    ]
    assert actions(context, first.id) == [("create", ""), ("update", "Hauler's answer recorded")]
    assert [r.id for r in requests_for(context.db, [entry])] == [r.id for r in rows]
    with context.db.read() as session:
        assert verify(session).ok


def test_an_answer_changed_or_a_request_corrected_is_an_amendment_and_a_void_one_stays(
    context: AppContext, est_id: int
) -> None:
    entry = pump_out(context, est_id)
    data = RequestInput("2026-11-18", "Letter", "SoCal Grease Haulers", "Will look for it")
    stored = record_request(context.db, entry, data, context.actor, today=TODAY)
    changed = RequestInput("2026-11-18", "Letter", "SoCal Grease Haulers", "No copy kept")
    amend_request(
        context.db, stored.id, changed, context.actor, today=TODAY, reason="Misread their reply"
    )
    void_request(context.db, stored.id, "Asked of the wrong hauler", context.actor)
    [row] = list_requests(context.db, est_id)
    assert row.is_void and row.status_text == "Void: Asked of the wrong hauler"
    assert row.answer == "No copy kept"
    assert [a for a, _ in actions(context, stored.id)] == ["create", "amend", "void"]
    with pytest.raises(ValidationError):
        amend_request(context.db, stored.id, data, context.actor, today=TODAY)


def test_a_request_is_refused_at_its_fields(context: AppContext, est_id: int) -> None:
    entry = pump_out(context, est_id)
    with pytest.raises(ValidationError) as refused:
        record_request(context.db, entry, RequestInput(), context.actor, today=TODAY)
    assert {p.field for p in refused.value.problems} == {"asked_on", "method", "asked_whom"}
    early = RequestInput("2026-11-09", "Fax", "x")
    with pytest.raises(ValidationError) as refused:
        record_request(context.db, entry, early, context.actor, today=TODAY)
    messages = {p.field: p.message for p in refused.value.problems}
    assert set(messages) == {"asked_on", "method"}
    assert "before the pump-out" in messages["asked_on"]
    assert "Email, Letter, Phone, In person" in messages["method"]
    future = RequestInput("2026-12-03", "Phone", "x")
    with pytest.raises(ValidationError) as refused:
        record_request(context.db, entry, future, context.actor, today=TODAY)
    assert "in the future" in refused.value.problems[0].message


def test_only_a_pump_out_has_a_manifest_to_ask_for(context: AppContext, est_id: int) -> None:
    cleaning = pump_out(context, est_id, Service.INSPECTION.value)
    with pytest.raises(ValidationError) as refused:
        record_request(
            context.db, cleaning, RequestInput("2026-11-18", "Phone", "x"), context.actor,
            today=TODAY,
        )  # fmt: skip
    assert refused.value.problems[0].field == "entry"
    assert list_requests(context.db, est_id) == []
