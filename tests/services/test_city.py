"""City inspections, notices of violation and what followed, compliance milestones:
stored, refused, audited and owed (R8e, R6), on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import select

from fog_desktop import ordinance
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.inspections import (
    InspectionInput,
    amend_inspection,
    list_inspections,
    record_inspection,
    void_inspection,
)
from fog_desktop.services.milestones import (
    MilestoneInput,
    ProgressInput,
    list_milestones,
    record_milestone,
    report_progress,
    void_milestone,
)
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up, validate_follow_up
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.violations import ViolationInput, amend_notice, record_notice, void_notice
from fog_desktop.services.violations_rows import list_notices
from models import AuditEntry, ViolationNotice

SIERRA_MADRE = ordinance.default()
TODAY = date(2026, 3, 10)
#: Long after every step a property draws.
TODAY_LATER = date(2026, 12, 31)
FOUND = "GI-1 at 31% at inspection; no drain screens on the prep sinks."


def assert_trail_verifies(context: AppContext) -> None:
    with context.db.read() as session:
        assert verify(session).ok


def problems_of(error: pytest.ExceptionInfo[ValidationError]) -> dict[str, str]:
    return {p.field: p.message for p in error.value.problems}


def inspect(context: AppContext, est_id: int, **typed: str) -> int:
    texts = {
        "inspected_on": "2026-02-24",
        "inspector": "R. Flores",
        "result": "Noncompliance found",
        "findings": FOUND,
    } | typed
    data = InspectionInput(
        texts["inspected_on"], texts["inspector"], texts["result"], texts["findings"]
    )
    return record_inspection(context.db, est_id, data, context.actor, today=TODAY).id


def notice(context: AppContext, est_id: int, **typed: str) -> int:
    data = ViolationInput(
        **{
            "notice_on": "2026-03-02",
            "delivery": "Mailed",
            "finding": "Interceptor over 25% full",
            "noncompliance_fee": "250",
        }
        | typed
    )
    return record_notice(context.db, est_id, data, context.actor, today=TODAY).id


def kinds(context: AppContext, est_id: int, as_of: date) -> dict[str, tuple[date, str]]:
    return {
        o.kind.value: (o.due, o.state(as_of).value)
        for o in obligations_for(context.db, est_id, as_of)
        if o.rule == "R8e"
    }


def test_an_inspection_is_numbered_and_listed_with_its_report_attached(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    report = tmp_path / "inspection report.pdf"
    report.write_bytes(b"%PDF-1.4\n% the inspector's report\n")
    data = InspectionInput("2026-02-24", "R. Flores", "Noncompliance found", FOUND)
    record = record_inspection(context.db, est_id, data, context.actor, today=TODAY, files=[report])
    [row] = list_inspections(context.db, est_id)
    assert (row.inspection_no, row.inspected_on, row.inspector) == (
        "INSP-2026-001",
        date(2026, 2, 24),
        "R. Flores",
    )
    assert row.findings == FOUND and row.status_text == "Recorded"
    [attached] = list_attachments(context.db, Owner(est_id, "city_inspections", record.id))
    assert attached.original_name == "inspection report.pdf"


def test_an_inspection_refuses_each_bad_field_at_once(context: AppContext, est_id: int) -> None:
    with pytest.raises(ValidationError) as refused:
        inspect(
            context, est_id, inspected_on="2026-03-11", inspector=" ", result="Bad", findings=""
        )
    assert set(problems_of(refused)) == {"inspected_on", "inspector", "result"}
    with pytest.raises(ValidationError) as refused:
        inspect(context, est_id, findings="")
    assert "found" in problems_of(refused)["findings"]
    assert list_inspections(context.db, est_id) == []


def test_an_inspection_in_compliance_needs_no_findings(context: AppContext, est_id: int) -> None:
    inspect(context, est_id, result="In compliance", findings="")
    assert list_inspections(context.db, est_id)[0].result == "In compliance"


def test_an_inspection_amended_then_voided_stays_with_its_history(
    context: AppContext, est_id: int
) -> None:
    pk = inspect(context, est_id)
    data = InspectionInput("2026-02-25", "R. Flores", "Noncompliance found", FOUND)
    amend_inspection(context.db, pk, data, context.actor, today=TODAY, reason="Wrong day")
    void_inspection(context.db, pk, "Entered for the wrong restaurant", context.actor)
    [row] = list_inspections(context.db, est_id)
    assert row.inspected_on == date(2026, 2, 25)
    assert row.is_void and row.status_text == "Void: Entered for the wrong restaurant"
    assert_trail_verifies(context)


def test_a_notice_names_its_inspection_and_owes_a_hearing_request_received_in_15_days(
    context: AppContext, est_id: int
) -> None:
    inspect(context, est_id)
    notice(context, est_id, inspection_no="insp-2026-001")
    [row] = list_notices(context.db, est_id)
    assert (row.notice_no, row.inspection_no) == ("NOV-2026-001", "INSP-2026-001")
    assert row.noncompliance_fee == Decimal("250.00")
    assert row.hearing_request_due == date(2026, 3, 17)
    # R8e, Fees A: its $250 fee is a payment owed, delinquent 45 days after the notice
    assert kinds(context, est_id, TODAY) == {
        "Hearing request": (date(2026, 3, 17), "Due soon"),
        "Noncompliance fee payment": (date(2026, 4, 16), "Upcoming"),
    }


def test_a_notice_refuses_an_unknown_inspection_a_bad_fee_and_no_finding(
    context: AppContext, est_id: int
) -> None:
    with pytest.raises(ValidationError) as refused:
        notice(
            context,
            est_id,
            inspection_no="INSP-2026-009",
            noncompliance_fee="lots",
            finding="",
            delivery="Faxed",
        )
    assert set(problems_of(refused)) == {
        "inspection_no",
        "noncompliance_fee",
        "finding",
        "delivery",
    }
    assert list_notices(context.db, est_id) == []


def test_each_step_after_the_notice_is_an_audited_update_that_keeps_its_status(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(hearing_requested_on="2026-03-09")
    record_follow_up(context.db, pk, steps, context.actor, today=TODAY)
    [row] = list_notices(context.db, est_id)
    assert row.hearing_requested_on == date(2026, 3, 9)
    assert row.status_text == "Recorded"
    with context.db.read() as session:
        last = session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc())).first()
        assert last is not None
        assert last.reason == "Hearing request received by the city"
    # the request met on time leaves only the fee to pay (R8e)
    assert kinds(context, est_id, TODAY) == {
        "Noncompliance fee payment": (date(2026, 4, 16), "Upcoming")
    }
    assert_trail_verifies(context)


def test_the_order_the_penalty_and_the_cleanup_bring_their_payments_due(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    later = date(2026, 5, 20)
    steps = FollowUpInput(
        hearing_requested_on="2026-03-09",
        order_mailed_on="2026-04-01",
        penalty_amount="1,500",
        cleanup_invoiced_on="2026-05-01",
        cleanup_amount="3200.00",
        interceptor_notice_on="2026-04-01",
    )
    record_follow_up(context.db, pk, steps, context.actor, today=later)
    assert kinds(context, est_id, later) == {
        "Civil penalty payment": (date(2026, 5, 17), "Overdue"),
        "Cleanup cost payment": (date(2026, 6, 15), "Upcoming"),
        "Interceptor installation": (date(2026, 9, 28), "Upcoming"),
        "Noncompliance fee payment": (date(2026, 4, 16), "Overdue"),
    }
    paid = FollowUpInput(**{**steps.__dict__, "penalty_paid_on": "2026-05-18"})
    record_follow_up(context.db, pk, paid, context.actor, today=later)
    assert kinds(context, est_id, later)["Civil penalty payment"] == (
        date(2026, 5, 17),
        "Met late",
    )


def test_a_step_out_of_order_or_before_the_notice_is_refused_and_nothing_is_stored(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(
        hearing_requested_on="2026-03-01",
        appeal_filed_on="2026-03-05",
        penalty_paid_on="2026-03-06",
        fee_paid_on="2026-03-20",
    )
    with pytest.raises(ValidationError) as refused:
        record_follow_up(context.db, pk, steps, context.actor, today=TODAY)
    problems = problems_of(refused)
    assert "before the notice" in problems["hearing_requested_on"]
    assert "Record first: Hearing officer's order mailed" in problems["appeal_filed_on"]
    assert "Record first: Civil penalty ordered" in problems["penalty_paid_on"]
    assert "future" in problems["fee_paid_on"]
    assert list_notices(context.db, est_id)[0].hearing_requested_on is None


def test_an_order_is_not_final_before_the_16th_day_after_its_mailing(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(
        hearing_requested_on="2026-03-09",
        order_mailed_on="2026-04-01",
        order_final_on="2026-04-10",
    )
    with pytest.raises(ValidationError) as refused:
        record_follow_up(context.db, pk, steps, context.actor, today=date(2026, 5, 1))
    assert "2026-04-17" in problems_of(refused)["order_final_on"]


def test_a_corrected_notice_keeps_its_steps_and_a_void_one_owes_nothing(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    record_follow_up(
        context.db, pk, FollowUpInput(hearing_requested_on="2026-03-09"), context.actor, today=TODAY
    )
    corrected = ViolationInput("2026-03-03", "Posted", "Interceptor over 25% full", "250")
    amend_notice(context.db, pk, corrected, context.actor, today=TODAY, reason="Posted, not mailed")
    [row] = list_notices(context.db, est_id)
    assert (row.delivery, row.hearing_request_due, row.status_text) == (
        "Posted",
        date(2026, 3, 18),
        "Amended",
    )
    assert row.hearing_requested_on == date(2026, 3, 9)
    void_notice(context.db, pk, "The city withdrew it", context.actor)
    assert kinds(context, est_id, TODAY) == {}
    assert_trail_verifies(context)


def test_a_notice_handed_over_in_person_runs_its_hearing_days_from_that_day(
    context: AppContext, est_id: int
) -> None:
    """An inspector may give the notice by hand (issue 35 §2): its 15 days run from it."""
    data = ViolationInput("2026-03-04", "Handed over", "No drain screens", "250")
    record_notice(context.db, est_id, data, context.actor, today=TODAY)
    [row] = list_notices(context.db, est_id)
    assert (row.delivery, row.hearing_request_due) == ("Handed over", date(2026, 3, 19))


def test_a_milestone_is_due_on_its_date_and_met_when_reported_done(
    context: AppContext, est_id: int
) -> None:
    data = MilestoneInput("CSA 26-014", "2026-03-05", "Second interceptor installed", "2026-03-20")
    pk = record_milestone(context.db, est_id, data, context.actor, today=TODAY).id
    assert kinds(context, est_id, TODAY)["Compliance milestone"] == (date(2026, 3, 20), "Due soon")
    report = ProgressInput("Plans submitted to the building department", "2026-03-09", "")
    report_progress(context.db, pk, report, context.actor, today=TODAY)
    done = ProgressInput("Installed and inspected", "2026-03-10", "2026-03-10")
    report_progress(context.db, pk, done, context.actor, today=TODAY)
    [row] = list_milestones(context.db, est_id)
    assert (row.done_on, row.progress_report, row.status_text) == (
        date(2026, 3, 10),
        "Installed and inspected",
        "Recorded",
    )
    [met] = [
        o
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.COMPLIANCE_MILESTONE
    ]
    assert met.state(TODAY) == ObligationState.MET and met.note == "Second interceptor installed"
    void_milestone(context.db, pk, "Entered under the wrong agreement", context.actor)
    assert kinds(context, est_id, TODAY) == {}


def test_a_milestone_refuses_a_due_date_before_its_agreement_and_a_report_without_text(
    context: AppContext, est_id: int
) -> None:
    with pytest.raises(ValidationError) as refused:
        record_milestone(
            context.db,
            est_id,
            MilestoneInput("", "2026-03-05", "Install", "2026-03-01"),
            context.actor,
            today=TODAY,
        )
    assert set(problems_of(refused)) == {"agreement", "due_on"}
    data = MilestoneInput("CSA 26-014", "2026-03-05", "Install", "2026-06-30")
    pk = record_milestone(context.db, est_id, data, context.actor, today=TODAY).id
    with pytest.raises(ValidationError) as refused:
        report_progress(
            context.db, pk, ProgressInput("", "2026-03-09", ""), context.actor, today=TODAY
        )
    assert set(problems_of(refused)) == {"progress_report"}


ORDER = ("hearing_requested_on", "order_mailed_on", "appeal_filed_on")
gaps = st.lists(st.integers(min_value=0, max_value=60), min_size=3, max_size=3)


def typed_in_order(days: list[date]) -> FollowUpInput:
    return FollowUpInput(**{name: d.isoformat() for name, d in zip(ORDER, days, strict=True)})


@given(gaps=gaps, swap=st.booleans())
def test_steps_in_their_order_are_taken_and_one_before_the_step_it_follows_is_refused(
    gaps: list[int], swap: bool
) -> None:
    notice = ViolationNotice(notice_on=date(2026, 3, 2), noncompliance_fee=None)
    days, day = [], notice.notice_on
    for gap in gaps:
        day += timedelta(days=gap)
        days.append(day)
    if swap and days[1] != days[2]:
        days[1], days[2] = days[2], days[1]  # the appeal before the order it appeals
        with pytest.raises(ValidationError) as refused:
            validate_follow_up(notice, typed_in_order(days), TODAY_LATER, SIERRA_MADRE)
        assert set(problems_of(refused)) == {"appeal_filed_on"}
        return
    steps = validate_follow_up(notice, typed_in_order(days), TODAY_LATER, SIERRA_MADRE)
    assert [getattr(steps, name) for name in ORDER] == days
