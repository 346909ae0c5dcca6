"""R8e: the days the city's enforcement gives, and what a notice of violation owes."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, time, timedelta
from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.enforcement import (
    APPEAL_HOUR,
    NoticeFacts,
    appeal_due,
    appeal_pending,
    cleanup_due,
    fee_due,
    fee_owed,
    hearing_request_due,
    interceptor_due,
    milestone_obligation,
    notice_obligations,
    order_final_on,
    penalty_due,
    stands,
)
from fog_desktop.rules.obligations import ObligationKind, ObligationState

SIERRA_MADRE = ordinance.default()

HEARING = ObligationKind.HEARING_REQUEST
APPEAL = ObligationKind.APPEAL
PENALTY = ObligationKind.CIVIL_PENALTY_PAYMENT
CLEANUP = ObligationKind.CLEANUP_COST_PAYMENT
INTERCEPTOR = ObligationKind.INTERCEPTOR_INSTALLATION
FEE = ObligationKind.NONCOMPLIANCE_FEE_PAYMENT

days = st.dates(min_value=date(2000, 1, 1), max_value=date(2090, 12, 31))


def kinds(facts: NoticeFacts, as_of: date) -> dict[ObligationKind, tuple[date, date | None]]:
    return {
        o.kind: (o.due, o.met_on)
        for o in notice_obligations(facts, as_of, "violation_notices:1", SIERRA_MADRE)
    }


def test_a_notice_mailed_march_2_must_have_its_hearing_request_received_by_march_17() -> None:
    assert hearing_request_due(date(2026, 3, 2), SIERRA_MADRE) == date(2026, 3, 17)


def test_the_fifteen_days_are_calendar_days_across_a_month_and_a_year_end() -> None:
    assert hearing_request_due(date(2026, 2, 20), SIERRA_MADRE) == date(2026, 3, 7)
    assert hearing_request_due(date(2026, 12, 24), SIERRA_MADRE) == date(2027, 1, 8)


def test_an_order_mailed_april_1_is_appealed_by_5_pm_april_16_and_final_april_17() -> None:
    assert appeal_due(date(2026, 4, 1), SIERRA_MADRE) == date(2026, 4, 16)
    assert time(17, 0) == APPEAL_HOUR
    assert order_final_on(date(2026, 4, 1), SIERRA_MADRE) == date(2026, 4, 17)


def test_the_payments_and_the_interceptor_count_from_their_own_start() -> None:
    assert penalty_due(date(2026, 4, 17), SIERRA_MADRE) == date(2026, 5, 17)
    assert cleanup_due(date(2026, 5, 1), SIERRA_MADRE) == date(2026, 6, 15)
    assert interceptor_due(date(2026, 1, 15), SIERRA_MADRE) == date(2026, 7, 14)


def test_another_citys_days_come_from_its_profile() -> None:
    terms = replace(SIERRA_MADRE, hearing_request_days=10, cleanup_days=30)
    assert hearing_request_due(date(2026, 3, 2), terms) == date(2026, 3, 12)
    assert cleanup_due(date(2026, 5, 1), terms) == date(2026, 5, 31)


def test_a_new_notice_owes_only_the_hearing_request_while_it_can_be_made() -> None:
    facts = NoticeFacts("NOV-2026-001", date(2026, 3, 2))
    assert kinds(facts, date(2026, 3, 10)) == {HEARING: (date(2026, 3, 17), None)}
    [hearing] = notice_obligations(facts, date(2026, 3, 10), "violation_notices:1", SIERRA_MADRE)
    assert hearing.state(date(2026, 3, 10)) == ObligationState.DUE_SOON
    assert hearing.rule == "R8e"


def test_a_hearing_not_requested_is_a_right_left_unused_not_an_overdue_duty() -> None:
    facts = NoticeFacts("NOV-2026-001", date(2026, 3, 2))
    assert kinds(facts, date(2026, 3, 17)) == {HEARING: (date(2026, 3, 17), None)}
    assert kinds(facts, date(2026, 3, 18)) == {}


def test_a_hearing_request_received_stays_as_met_or_met_late() -> None:
    on_time = NoticeFacts("NOV-2026-001", date(2026, 3, 2), hearing_requested_on=date(2026, 3, 16))
    late = NoticeFacts("NOV-2026-001", date(2026, 3, 2), hearing_requested_on=date(2026, 3, 19))
    [met] = notice_obligations(on_time, date(2026, 6, 1), "s", SIERRA_MADRE)
    [met_late] = notice_obligations(late, date(2026, 6, 1), "s", SIERRA_MADRE)
    assert met.state(date(2026, 6, 1)) == ObligationState.MET
    assert met_late.state(date(2026, 6, 1)) == ObligationState.MET_LATE


def test_a_step_dated_after_the_day_seen_has_not_happened_yet() -> None:
    facts = NoticeFacts("NOV-2026-001", date(2026, 3, 2), hearing_requested_on=date(2026, 3, 16))
    assert kinds(facts, date(2026, 3, 10)) == {HEARING: (date(2026, 3, 17), None)}


def test_an_order_mailed_opens_the_appeal_and_a_penalty_due_30_days_after_it_is_final() -> None:
    facts = NoticeFacts(
        "NOV-2026-001",
        date(2026, 3, 2),
        hearing_requested_on=date(2026, 3, 10),
        order_mailed_on=date(2026, 4, 1),
        penalty_assessed=True,
    )
    assert kinds(facts, date(2026, 4, 5)) == {
        HEARING: (date(2026, 3, 17), date(2026, 3, 10)),
        APPEAL: (date(2026, 4, 16), None),
        PENALTY: (date(2026, 5, 17), None),
    }


def test_a_final_day_recorded_after_an_appeal_moves_the_penalty_later() -> None:
    facts = NoticeFacts(
        "NOV-2026-001",
        date(2026, 3, 2),
        order_mailed_on=date(2026, 4, 1),
        appeal_filed_on=date(2026, 4, 14),
        order_final_on=date(2026, 8, 3),
        penalty_assessed=True,
    )
    found = kinds(facts, date(2026, 8, 10))
    assert found[APPEAL] == (date(2026, 4, 16), date(2026, 4, 14))
    assert found[PENALTY] == (date(2026, 9, 2), None)


def test_no_penalty_ordered_owes_no_payment() -> None:
    facts = NoticeFacts("NOV-2026-001", date(2026, 3, 2), order_mailed_on=date(2026, 4, 1))
    assert PENALTY not in kinds(facts, date(2026, 4, 5))


def test_cleanup_costs_and_an_interceptor_are_owed_once_invoiced_or_noticed() -> None:
    facts = NoticeFacts(
        "NOV-2026-001",
        date(2026, 3, 2),
        cleanup_invoiced_on=date(2026, 5, 1),
        interceptor_notice_on=date(2026, 3, 2),
        interceptor_installed_on=date(2026, 8, 1),
    )
    found = notice_obligations(facts, date(2026, 6, 20), "s", SIERRA_MADRE)
    states = {o.kind: o.state(date(2026, 6, 20)) for o in found}
    assert states[CLEANUP] == ObligationState.OVERDUE
    assert states[INTERCEPTOR] == ObligationState.UPCOMING


def test_a_notice_reversed_at_its_hearing_owes_no_duty_from_the_hearing_on() -> None:
    """Hearings D: reversed, the notice brings no penalty, cleanup or interceptor; its
    rights used stay shown. Seen before the hearing, it still stood."""
    facts = NoticeFacts(
        "NOV-2026-001",
        date(2026, 3, 2),
        hearing_requested_on=date(2026, 3, 9),
        reversed_on=date(2026, 4, 6),
        order_mailed_on=date(2026, 4, 10),
        penalty_assessed=True,
        cleanup_invoiced_on=date(2026, 3, 10),
        interceptor_notice_on=date(2026, 3, 10),
    )
    assert set(kinds(facts, date(2026, 4, 5))) == {HEARING, CLEANUP, INTERCEPTOR}
    assert set(kinds(facts, date(2026, 4, 12))) == {HEARING, APPEAL}
    assert stands(facts, date(2026, 4, 5))
    assert not stands(facts, date(2026, 4, 6))


def test_a_milestone_is_met_when_done_and_names_its_agreement() -> None:
    seen = date(2026, 9, 2)
    milestone = milestone_obligation(
        "CSA 24-117", "Interceptor installed", date(2026, 9, 1), None, as_of=seen, source="s"
    )
    assert milestone.subject == "CSA 24-117"
    assert milestone.note == "Interceptor installed"
    assert milestone.state(seen) == ObligationState.OVERDUE
    done = milestone_obligation(
        "CSA 24-117", "x", date(2026, 9, 1), date(2026, 8, 30), as_of=seen, source="s"
    )
    assert done.state(seen) == ObligationState.MET


@given(notice_on=days, as_of=days)
def test_a_hearing_request_is_never_shown_due_later_than_the_law_allows(
    notice_on: date, as_of: date
) -> None:
    for o in notice_obligations(NoticeFacts("N", notice_on), as_of, "s", SIERRA_MADRE):
        assert o.due <= notice_on + timedelta(days=15)


@given(mailed=days, final=st.one_of(st.none(), days), as_of=days)
def test_the_penalty_is_never_due_before_the_order_could_be_final_nor_after_30_days_of_it(
    mailed: date, final: date | None, as_of: date
) -> None:
    facts = NoticeFacts(
        "N", mailed, order_mailed_on=mailed, order_final_on=final, penalty_assessed=True
    )
    penalties = [
        o for o in notice_obligations(facts, as_of, "s", SIERRA_MADRE) if o.kind == PENALTY
    ]
    if mailed > as_of:
        assert penalties == []
        return
    [penalty] = penalties
    seen_final = (
        final if final is not None and final <= as_of else order_final_on(mailed, SIERRA_MADRE)
    )
    assert penalty.due == seen_final + timedelta(days=30)


@given(notice_on=days, requested=st.one_of(st.none(), days), as_of=days)
def test_a_right_is_shown_only_while_open_or_once_used(
    notice_on: date, requested: date | None, as_of: date
) -> None:
    facts = NoticeFacts("N", notice_on, hearing_requested_on=requested)
    shown = [o for o in notice_obligations(facts, as_of, "s", SIERRA_MADRE) if o.kind == HEARING]
    used = requested is not None and requested <= as_of
    assert bool(shown) == (used or hearing_request_due(notice_on, SIERRA_MADRE) >= as_of)
    assert all(o.state(as_of) != ObligationState.OVERDUE for o in shown)


#: Issue 32, point 5: an order mailed 2026-02-13 with a $1,000 penalty, appealed 02-27.
APPEALED = NoticeFacts(
    "NOV-2026-001",
    date(2026, 1, 20),
    hearing_requested_on=date(2026, 1, 30),
    order_mailed_on=date(2026, 2, 13),
    appeal_filed_on=date(2026, 2, 27),
    penalty_assessed=True,
    cleanup_invoiced_on=date(2026, 2, 20),
)


def test_no_penalty_falls_due_while_a_timely_appeal_is_pending() -> None:
    """R8e, Hearings F and D.11: appealed by the 15th day (02-28), the order is not final
    on 03-01, so no payment of its penalty is listed at all, not one due 03-31."""
    assert appeal_due(date(2026, 2, 13), SIERRA_MADRE) == date(2026, 2, 28)
    for seen in (date(2026, 3, 1), date(2026, 4, 1), date(2027, 1, 1)):
        assert appeal_pending(APPEALED, seen, SIERRA_MADRE)
        assert PENALTY not in kinds(APPEALED, seen)


def test_the_appeals_outcome_recorded_as_the_final_day_sets_the_penalty_due() -> None:
    """R8e, Appeals E: the council's order is final on its adoption, recorded as the
    order's final day; the penalty is due 30 days after it."""
    decided = replace(APPEALED, order_final_on=date(2026, 5, 12))
    assert not appeal_pending(decided, date(2026, 5, 12), SIERRA_MADRE)
    assert kinds(decided, date(2026, 5, 12))[PENALTY] == (date(2026, 6, 11), None)
    assert PENALTY not in kinds(decided, date(2026, 5, 11)), "decided after the day seen"


def test_an_appeal_filed_after_its_last_day_does_not_stop_the_order_becoming_final() -> None:
    """R8e, Hearings F: filed on the 16th day, the order was final that day."""
    late = replace(APPEALED, appeal_filed_on=date(2026, 3, 1))
    assert not appeal_pending(late, date(2026, 4, 1), SIERRA_MADRE)
    assert kinds(late, date(2026, 4, 1))[PENALTY] == (date(2026, 3, 31), None)


def test_cleanup_costs_stay_due_by_their_invoice_while_an_appeal_is_heard() -> None:
    """R8e, Fees D: a disputed charge is still paid by its due date during an appeal."""
    assert kinds(APPEALED, date(2026, 4, 1))[CLEANUP] == (date(2026, 4, 6), None)


FINED = NoticeFacts("NOV-2026-001", date(2026, 3, 2), fee=Decimal("250.00"))


def test_a_notice_with_a_fee_owes_its_payment_45_days_after_the_notice() -> None:
    """R8e, Fees A: delinquent if unpaid 45 days after the invoice's date; the notice's
    date stands for the invoice's, never later."""
    assert fee_due(date(2026, 3, 2), SIERRA_MADRE) == date(2026, 4, 16)
    [fee] = [o for o in notice_obligations(FINED, date(2026, 3, 20), "s", SIERRA_MADRE)
             if o.kind == FEE]  # fmt: skip
    assert (fee.due, fee.met_on, fee.amount, fee.rule) == (
        date(2026, 4, 16),
        None,
        Decimal("250.00"),
        "R8e",
    )
    assert fee.state(date(2026, 4, 17)) == ObligationState.OVERDUE
    paid = replace(FINED, fee_paid_on=date(2026, 4, 10))
    [met] = [o for o in notice_obligations(paid, date(2026, 5, 1), "s", SIERRA_MADRE)
             if o.kind == FEE]  # fmt: skip
    assert (met.state(date(2026, 5, 1)), met.amount) == (ObligationState.MET, None)


def test_a_fee_reversed_at_its_hearing_is_not_owed() -> None:
    """R8e, Hearings D and Fees C: a notice reversed owes no fee, nor its late penalties."""
    reversed_ = replace(FINED, hearing_requested_on=date(2026, 3, 9), reversed_on=date(2026, 4, 6))
    assert FEE in kinds(reversed_, date(2026, 4, 5))
    assert FEE not in kinds(reversed_, date(2026, 6, 1))


def test_a_delinquent_fee_owes_10_percent_and_1_5_percent_a_month_begun() -> None:
    """R8e, Fees B: from the 46th day, 10% of the fee (at most $1,000) and 1.5% a month of
    the fee and that penalty, each month counted once begun, in cents."""
    due = date(2026, 4, 16)
    assert fee_owed(Decimal("250"), due, due) == Decimal("250.00")
    assert fee_owed(Decimal("250"), due, date(2026, 4, 17)) == Decimal("279.13")
    assert fee_owed(Decimal("250"), due, date(2026, 5, 16)) == Decimal("279.13")
    assert fee_owed(Decimal("250"), due, date(2026, 5, 17)) == Decimal("283.25")
    # the basic penalty stops at $1,000: $20,000 owes $21,000 and 1.5% of it
    assert fee_owed(Decimal("20000"), due, date(2026, 4, 17)) == Decimal("21315.00")
    [fee] = [o for o in notice_obligations(FINED, date(2026, 5, 17), "s", SIERRA_MADRE)
             if o.kind == FEE]  # fmt: skip
    assert fee.amount == Decimal("283.25")
    assert fee.as_dict(date(2026, 5, 17))["amount_owed"] == "283.25"


@given(
    fee=st.decimals(min_value=Decimal("0.01"), max_value=Decimal("100000"), places=2),
    due=days,
    seen=days,
    later=st.integers(0, 2000),
)
def test_what_a_fee_owes_never_shrinks_and_never_falls_below_the_fee(
    fee: Decimal, due: date, seen: date, later: int
) -> None:
    """R8e, Fees B: the amount owed only grows as days pass, in whole cents."""
    now = fee_owed(fee, due, seen)
    assert now >= fee
    assert now == now.quantize(Decimal("0.01"))
    assert fee_owed(fee, due, seen + timedelta(days=later)) >= now
