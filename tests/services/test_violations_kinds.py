"""The kinds of the city's enforcement as stored (R8e, R6), on SQLite and PostgreSQL: an
administrative complaint (the city manager's order, appealed within 30 days of its
service) and a licence suspension or revocation (no fee, no penalty), numbered by kind,
with no hearing to request."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.violations import ViolationInput, amend_notice, record_notice
from fog_desktop.services.violations_rows import find_notice, list_notices
from models import AuditEntry

TODAY = date(2026, 6, 30)
COMPLAINT = "Administrative complaint"
SUSPENSION = "Licence suspension"
REVOCATION = "Licence revocation"


def record(context: AppContext, est_id: int, kind: str, fee: str = "", day: str = "") -> int:
    data = ViolationInput(
        day or "2026-02-02", "Mailed", "Grease discharged after the notice", fee, kind=kind
    )
    return record_notice(context.db, est_id, data, context.actor, today=TODAY).id


def step(context: AppContext, pk: int, **typed: str) -> None:
    record_follow_up(context.db, pk, FollowUpInput(**typed), context.actor, today=TODAY)


def owed(context: AppContext, est_id: int, as_of: date) -> dict[str, tuple[date, str]]:
    return {
        o.kind.value: (o.due, o.state(as_of).value)
        for o in obligations_for(context.db, est_id, as_of)
        if o.rule == "R8e"
    }


def refusals(error: pytest.ExceptionInfo[ValidationError]) -> dict[str, str]:
    return {p.field: p.message for p in error.value.problems}


def test_r8e_each_kind_is_numbered_by_its_own_prefix_and_found_by_it(
    context: AppContext, est_id: int
) -> None:
    record(context, est_id, "Notice of violation", "250")
    record(context, est_id, COMPLAINT)
    record(context, est_id, SUSPENSION)
    record(context, est_id, REVOCATION, day="2026-02-03")
    rows = list_notices(context.db, est_id)
    assert sorted((r.notice_no, r.kind) for r in rows) == [
        ("AC-2026-001", COMPLAINT),
        ("LIC-2026-001", SUSPENSION),
        ("LIC-2026-002", REVOCATION),
        ("NOV-2026-001", "Notice of violation"),
    ]
    assert find_notice(context.db, est_id, "ac-2026-001").kind == COMPLAINT
    assert find_notice(context.db, est_id, "LIC-2026-002").kind == REVOCATION
    with pytest.raises(NotFound, match="known: LIC-2026-002, "):
        find_notice(context.db, est_id, "AC-2026-009")


def test_r8e_a_complaint_order_served_march_2_owes_its_penalty_by_may_2(
    context: AppContext, est_id: int
) -> None:
    """D.8, D.11: appeal by April 1 (5 p.m.), final April 2, paid by May 2; no hearing
    request is listed (the complaint sets the city manager's hearing)."""
    pk = record(context, est_id, COMPLAINT)
    [row] = list_notices(context.db, est_id)
    assert row.hearing_request_due is None
    assert owed(context, est_id, date(2026, 2, 3)) == {}
    step(context, pk, hearing_on="2026-02-27", order_mailed_on="2026-03-02", penalty_amount="1500")
    assert owed(context, est_id, date(2026, 3, 10)) == {
        "Appeal": (date(2026, 4, 1), "Upcoming"),
        "Civil penalty payment": (date(2026, 5, 2), "Upcoming"),
    }
    with context.db.read() as session:
        last = session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc())).first()
        assert last is not None
        assert last.record_label == "Administrative complaint AC-2026-001"
        assert last.reason == "Hearing held; City manager's order served; Civil penalty ordered"
        assert verify(session).ok


def test_r8e_a_complaint_appealed_march_30_lists_no_penalty_until_its_order_is_final(
    context: AppContext, est_id: int
) -> None:
    pk = record(context, est_id, COMPLAINT)
    step(context, pk, order_mailed_on="2026-03-02", penalty_amount="1500")
    step(context, pk, order_mailed_on="2026-03-02", penalty_amount="1500",
         appeal_filed_on="2026-03-30")  # fmt: skip
    for seen in (date(2026, 3, 30), date(2026, 5, 3)):
        assert "Civil penalty payment" not in owed(context, est_id, seen), seen
    step(context, pk, order_mailed_on="2026-03-02", penalty_amount="1500",
         appeal_filed_on="2026-03-30", order_final_on="2026-06-10")  # fmt: skip
    assert owed(context, est_id, date(2026, 6, 11))["Civil penalty payment"] == (
        date(2026, 7, 10),
        "Upcoming",
    )


def test_r8e_a_complaint_order_is_not_final_before_the_31st_day_after_service(
    context: AppContext, est_id: int
) -> None:
    pk = record(context, est_id, COMPLAINT)
    with pytest.raises(ValidationError) as refused:
        step(context, pk, order_mailed_on="2026-03-02", order_final_on="2026-03-18")
    assert refusals(refused) == {
        "order_final_on": (
            "An order served on 2026-03-02 is final on 2026-04-02 at the soonest (R8e)."
        )
    }


def test_r8e_no_hearing_request_is_recorded_on_a_complaint_or_a_licence_notice(
    context: AppContext, est_id: int
) -> None:
    for kind, said in ((COMPLAINT, "administrative complaint"), (SUSPENSION, "licence suspension")):
        pk = record(context, est_id, kind)
        with pytest.raises(ValidationError) as refused:
            step(context, pk, hearing_requested_on="2026-02-10")
        assert refusals(refused) == {
            "hearing_requested_on": f"A {said} has no hearing to request: the city sets its "
            "hearing."
        }


def test_r8e_a_licence_order_carries_no_fee_and_no_penalty(
    context: AppContext, est_id: int
) -> None:
    """Suspension order mailed 2026-02-13: appeal by February 28, nothing to pay."""
    with pytest.raises(ValidationError) as refused:
        record(context, est_id, REVOCATION, fee="250")
    assert refusals(refused) == {
        "noncompliance_fee": "A licence revocation carries no noncompliance fee and no civil "
        "penalty."
    }
    pk = record(context, est_id, SUSPENSION)
    with pytest.raises(ValidationError) as refused:
        step(context, pk, hearing_on="2026-02-10", order_mailed_on="2026-02-13",
             penalty_amount="500")  # fmt: skip
    assert set(refusals(refused)) == {"penalty_amount"}
    step(context, pk, hearing_on="2026-02-10", order_mailed_on="2026-02-13")
    assert owed(context, est_id, date(2026, 2, 14)) == {"Appeal": (date(2026, 2, 28), "Due soon")}


def test_r8e_an_unknown_kind_is_refused_and_a_notice_keeps_its_kind(
    context: AppContext, est_id: int
) -> None:
    with pytest.raises(ValidationError) as refused:
        record(context, est_id, "Warning letter")
    assert refusals(refused)["kind"].startswith("Choose what the city gave: Notice of violation")
    pk = record(context, est_id, COMPLAINT)
    changed = ViolationInput("2026-02-02", "Mailed", "Grease discharged", kind=SUSPENSION)
    with pytest.raises(ValidationError) as refused:
        amend_notice(context.db, pk, changed, context.actor, today=TODAY, reason="Wrong kind")
    assert refusals(refused) == {
        "kind": "A notice keeps its kind: void it and record the licence suspension anew."
    }
