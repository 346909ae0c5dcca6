"""A notice of violation's hearing and its outcome (R8e; Hearings D): refused out of
order, shown where it stands, and a reversed notice owes no fee and no duty it brought,
on SQLite and PostgreSQL (the command line's in test_cli_city.py)."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.answer import records_of
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.violations_rows import list_notices
from models import AuditEntry

NOTICE_ON = "2026-03-02"
LATER = date(2026, 6, 30)
WINDOW = Window(date(2025, 7, 1), LATER)
#: A notice whose hearing decided it, with the duties it brought.
DECIDED = {
    "hearing_requested_on": "2026-03-09",
    "hearing_on": "2026-04-06",
    "order_mailed_on": "2026-04-20",
    "penalty_amount": "1500",
    "cleanup_invoiced_on": "2026-04-01",
    "cleanup_amount": "800",
}


FINDING = "Interceptor over 25% full"


def notice(context: AppContext, est_id: int) -> int:
    data = ViolationInput(NOTICE_ON, "Mailed", FINDING, "250")
    return record_notice(context.db, est_id, data, context.actor, today=date(2026, 3, 10)).id


def refused(context: AppContext, pk: int, **typed: str) -> dict[str, str]:
    with pytest.raises(ValidationError) as error:
        record_follow_up(context.db, pk, FollowUpInput(**typed), context.actor, today=LATER)
    return {p.field: p.message for p in error.value.problems}


def r8e_duties(context: AppContext, est_id: int) -> set[str]:
    return {
        o.kind.value
        for o in obligations_for(context.db, est_id, LATER)
        if o.rule == "R8e" and o.kind.value not in ("Hearing request", "Appeal")
    }


def test_a_hearing_needs_its_request_first_and_comes_after_it(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    assert refused(context, pk, hearing_on="2026-04-06") == {
        "hearing_on": "Record first: Hearing request received by the city."
    }
    assert refused(context, pk, hearing_requested_on="2026-03-09", hearing_on="2026-03-05") == {
        "hearing_on": "Hearing held can't be before Hearing request received by the city "
        "(2026-03-09)."
    }


def test_an_outcome_needs_a_hearing_and_is_one_of_the_three(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    asked = {"hearing_requested_on": "2026-03-09"}
    assert refused(context, pk, **asked, hearing_outcome="Reversed") == {
        "hearing_outcome": "Record first: Hearing held."
    }
    assert refused(context, pk, **asked, hearing_on="2026-04-06", hearing_outcome="Dismissed") == {
        "hearing_outcome": "Choose the hearing's outcome: Upheld, Modified, Reversed."
    }


def test_the_order_is_not_mailed_before_the_hearing_it_decides(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    typed = {"hearing_requested_on": "2026-03-09", "hearing_on": "2026-04-06"}
    assert refused(context, pk, **typed, order_mailed_on="2026-04-01") == {
        "order_mailed_on": "The hearing officer's order can't be mailed before the hearing "
        "(2026-04-06)."
    }
    assert list_notices(context.db, est_id)[0].hearing_on is None, "nothing was stored"


def test_the_hearing_and_its_outcome_are_a_step_of_the_notice_in_its_trail(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(**DECIDED, hearing_outcome="modified")
    record_follow_up(context.db, pk, steps, context.actor, today=LATER)
    [row] = list_notices(context.db, est_id)
    assert (row.hearing_on, row.hearing_outcome, row.status_text) == (
        date(2026, 4, 6),
        "Modified",
        "Recorded",
    )
    with context.db.read() as session:
        last = session.scalars(select(AuditEntry).order_by(AuditEntry.id.desc())).first()
        assert last is not None
        assert last.reason.startswith(
            "Hearing request received by the city; Hearing held; Hearing outcome; "
        )
        assert verify(session).ok


@pytest.mark.parametrize("outcome", ["Upheld", "Modified"])
def test_an_upheld_or_modified_notice_stands_as_before(
    context: AppContext, est_id: int, outcome: str
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(**DECIDED, hearing_outcome=outcome)
    record_follow_up(context.db, pk, steps, context.actor, today=LATER)
    [row] = list_notices(context.db, est_id)
    assert row.fee_due == date(2026, 4, 16)
    assert r8e_duties(context, est_id) == {
        "Civil penalty payment",
        "Cleanup cost payment",
        "Noncompliance fee payment",
    }
    [finding] = records_of(context.db, est_id, WINDOW).findings
    assert finding.breach
    # page 1 says only what changes how the notice reads: an upheld one reads as issued
    said = {"Upheld": "", "Modified": " (modified at its hearing on 2026-04-06)"}[outcome]
    assert finding.what == f"Notice of violation NOV-2026-001 of 2026-03-02: {FINDING}{said}"
    assert finding.state.startswith("not resolved: its $250.00 fee unpaid")


def test_a_reversed_notice_owes_no_fee_and_no_duty_and_is_no_open_breach(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(**DECIDED, hearing_outcome="Reversed")
    record_follow_up(context.db, pk, steps, context.actor, today=LATER)
    [row] = list_notices(context.db, est_id)
    assert row.fee_due is None
    assert r8e_duties(context, est_id) == set()
    assert records_of(context.db, est_id, WINDOW).findings == ()
    # seen before the hearing, the notice still stood and owed its duties
    before = Window(WINDOW.start, date(2026, 4, 5))
    assert len(records_of(context.db, est_id, before).findings) == 1


def test_a_hearing_asked_for_and_not_held_says_so_on_the_notices_line(
    context: AppContext, est_id: int
) -> None:
    pk = notice(context, est_id)
    steps = FollowUpInput(hearing_requested_on="2026-03-09")
    record_follow_up(context.db, pk, steps, context.actor, today=LATER)
    [finding] = records_of(context.db, est_id, WINDOW).findings
    assert finding.what == (
        "Notice of violation NOV-2026-001 of 2026-03-02: Interceptor over 25% full "
        "(hearing requested on 2026-03-09; not yet held)"
    )
    # an order mailed says the hearing was held, on a day not recorded
    steps = FollowUpInput(hearing_requested_on="2026-03-09", order_mailed_on="2026-04-20")
    record_follow_up(context.db, pk, steps, context.actor, today=LATER)
    [finding] = records_of(context.db, est_id, WINDOW).findings
    assert finding.what.endswith("Interceptor over 25% full")
