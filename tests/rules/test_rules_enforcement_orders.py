"""R8e: the city manager's order on an administrative complaint (appeal by 5 p.m. on the
30th day after its service, final on the 31st; Administrative civil penalties D.8, D.11)
and the hearing officer's order on a business licence (appeal by the 15th day after its
mailing, final on the 16th), neither with a hearing to request."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.enforcement import (
    CITY_MANAGERS_ORDER,
    NoticeFacts,
    appeal_due,
    notice_obligations,
    order_final_on,
)
from fog_desktop.rules.obligations import ObligationKind, ObligationState

SIERRA_MADRE = ordinance.default()
HEARING = ObligationKind.HEARING_REQUEST
APPEAL = ObligationKind.APPEAL
PENALTY = ObligationKind.CIVIL_PENALTY_PAYMENT

#: An administrative complaint served 2026-02-02; the city manager's $1,500 order served
#: 2026-03-02.
COMPLAINT = NoticeFacts(
    notice_no="AC-2026-001",
    notice_on=date(2026, 2, 2),
    hearing_requestable=False,
    city_manager=True,
    order_mailed_on=date(2026, 3, 2),
    penalty_assessed=True,
)
#: The program manager's notice of a licence suspension hearing, 2026-01-20; the hearing
#: officer's order mailed 2026-02-13.
SUSPENSION = NoticeFacts(
    notice_no="LIC-2026-001",
    notice_on=date(2026, 1, 20),
    hearing_requestable=False,
    order_mailed_on=date(2026, 2, 13),
)


def owed(facts: NoticeFacts, as_of: date) -> dict[ObligationKind, tuple[date, date | None]]:
    return {
        o.kind: (o.due, o.met_on)
        for o in notice_obligations(facts, as_of, "violation_notices:1", SIERRA_MADRE)
    }


def test_r8e_city_managers_order_served_march_2_appealed_by_april_1_final_april_2() -> None:
    """D.8: by 5 p.m. on the 30th day after service; unappealed, final on the 31st."""
    served = date(2026, 3, 2)
    assert appeal_due(served, SIERRA_MADRE, city_manager=True) == date(2026, 4, 1)
    assert order_final_on(served, SIERRA_MADRE, city_manager=True) == date(2026, 4, 2)


def test_r8e_an_unappealed_complaint_order_owes_its_penalty_by_may_2() -> None:
    """D.11: paid within 30 days of the order becoming final (April 2)."""
    found = owed(COMPLAINT, date(2026, 3, 10))
    assert found == {APPEAL: (date(2026, 4, 1), None), PENALTY: (date(2026, 5, 2), None)}


def test_r8e_an_administrative_complaint_has_no_hearing_to_request() -> None:
    """D.2: the complaint sets the city manager's hearing; the establishment asks none."""
    served_only = replace(COMPLAINT, order_mailed_on=None, penalty_assessed=False)
    assert owed(served_only, date(2026, 2, 3)) == {}


def test_r8e_the_complaint_appeal_says_it_is_the_city_managers_order() -> None:
    """The Dashboard names its own days for it (D.8), not the hearing officer's."""
    [appeal, _penalty] = notice_obligations(
        COMPLAINT, date(2026, 3, 10), "violation_notices:1", SIERRA_MADRE
    )
    assert (appeal.kind, appeal.note) == (APPEAL, CITY_MANAGERS_ORDER)


def test_r8e_no_complaint_penalty_is_listed_while_its_timely_appeal_is_pending() -> None:
    """Appeal filed 2026-03-30, within the 30 days: no penalty payment is listed until the
    order's final day is recorded; then it is due 30 days after it."""
    appealed = replace(COMPLAINT, appeal_filed_on=date(2026, 3, 30))
    for seen in (date(2026, 3, 30), date(2026, 5, 3), date(2026, 9, 1)):
        assert PENALTY not in owed(appealed, seen), seen
    decided = replace(appealed, order_final_on=date(2026, 6, 10))
    assert owed(decided, date(2026, 6, 11))[PENALTY] == (date(2026, 7, 10), None)


def test_r8e_a_complaint_appeal_filed_after_30_days_does_not_stop_its_penalty() -> None:
    late = replace(COMPLAINT, appeal_filed_on=date(2026, 4, 2))
    found = notice_obligations(late, date(2026, 5, 3), "violation_notices:1", SIERRA_MADRE)
    [penalty] = [o for o in found if o.kind == PENALTY]
    assert (penalty.due, penalty.state(date(2026, 5, 3))) == (
        date(2026, 5, 2),
        ObligationState.OVERDUE,
    )


def test_r8e_licence_suspension_order_mailed_feb_13_appealed_by_feb_28_final_march_1() -> None:
    """Business licence suspension C.3: by 5 p.m. on the 15th day, final on the 16th."""
    assert appeal_due(date(2026, 2, 13), SIERRA_MADRE) == date(2026, 2, 28)
    assert order_final_on(date(2026, 2, 13), SIERRA_MADRE) == date(2026, 3, 1)
    assert owed(SUSPENSION, date(2026, 2, 14)) == {APPEAL: (date(2026, 2, 28), None)}


def test_r8e_a_licence_notice_lists_no_hearing_request_and_its_appeal_lapses_unused() -> None:
    assert owed(replace(SUSPENSION, order_mailed_on=None), date(2026, 1, 21)) == {}
    assert owed(SUSPENSION, date(2026, 3, 1)) == {}, "a right not used is gone after its day"


@given(
    served=st.dates(min_value=date(2000, 1, 1), max_value=date(2090, 1, 1)),
    filed_after=st.integers(min_value=0, max_value=40),
)
def test_r8e_a_complaint_penalty_is_due_61_days_after_service_unless_appealed_in_time(
    served: date, filed_after: int
) -> None:
    """Final no sooner than the 31st day, paid within 30 of it: whatever the appeal, the
    penalty's due date is never before service + 61, and never listed during a timely
    appeal."""
    facts = replace(
        COMPLAINT,
        notice_on=served,
        order_mailed_on=served,
        appeal_filed_on=served + timedelta(days=filed_after),
    )
    as_of = served + timedelta(days=366)  # a year on, from a 29 February too
    penalties = [
        o for o in notice_obligations(facts, as_of, "x", SIERRA_MADRE) if o.kind == PENALTY
    ]
    if filed_after <= 30:
        assert penalties == []
    else:
        [penalty] = penalties
        assert (penalty.due - served).days == 61
