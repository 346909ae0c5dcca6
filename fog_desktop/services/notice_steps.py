"""What followed a notice (rules.md R8e): the hearing request, the hearing and its
outcome, the order, an appeal, a civil penalty, cleanup costs, an interceptor the city
requires, and each payment.

Each step is recorded as it happens: an update of the notice in the audit trail, which
keeps its status, since it corrects nothing (R6). A step is refused when it can't have
happened yet (an appeal with no order mailed, a payment of nothing ordered) or not in
that order, and so is one the notice's kind has not (:mod:`notice_kinds`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_date, parse_decimal
from fog_desktop.rules import enforcement
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services import hearings, notice_kinds, records
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.inspections import not_after_today
from fog_desktop.services.ordinances import profile_in
from fog_desktop.services.violations import NOTICES
from models import NoticeKind, ViolationNotice

if TYPE_CHECKING:  # the rows module reads this one's columns
    # Named only in a string, as the type AsTyped fills the form in from.
    from fog_desktop.services.violations_rows import NoticeRow  # noqa: F401


@dataclass
class FollowUpInput(AsTyped["NoticeRow"]):
    """The steps after a notice as typed: dates YYYY-MM-DD, amounts in dollars; an empty
    one has not happened yet."""

    hearing_requested_on: str = ""
    hearing_on: str = ""
    #: Upheld, Modified or Reversed (:class:`~models.HearingOutcome`), "" until decided.
    hearing_outcome: str = ""
    order_mailed_on: str = ""
    appeal_filed_on: str = ""
    order_final_on: str = ""
    penalty_amount: str = ""
    penalty_paid_on: str = ""
    cleanup_invoiced_on: str = ""
    cleanup_amount: str = ""
    cleanup_paid_on: str = ""
    interceptor_notice_on: str = ""
    interceptor_installed_on: str = ""
    fee_paid_on: str = ""


#: Each step by its field, as a message and the audit trail name it (English, as stored;
#: a message shows it translated in the context "ViolationSteps").
STEPS = {
    "hearing_requested_on": noop("ViolationSteps", "Hearing request received by the city"),
    "hearing_on": noop("ViolationSteps", "Hearing held"),
    "hearing_outcome": noop("ViolationSteps", "Hearing outcome"),
    "order_mailed_on": noop("ViolationSteps", "Hearing officer's order mailed"),
    "appeal_filed_on": noop("ViolationSteps", "Appeal filed with the city clerk"),
    "order_final_on": noop("ViolationSteps", "Order final"),
    "penalty_amount": noop("ViolationSteps", "Civil penalty ordered"),
    "penalty_paid_on": noop("ViolationSteps", "Civil penalty paid"),
    "cleanup_invoiced_on": noop("ViolationSteps", "Cleanup costs invoiced"),
    "cleanup_amount": noop("ViolationSteps", "Cleanup costs invoiced"),
    "cleanup_paid_on": noop("ViolationSteps", "Cleanup costs paid"),
    "interceptor_notice_on": noop("ViolationSteps", "City notice to install an interceptor"),
    "interceptor_installed_on": noop("ViolationSteps", "Interceptor installed"),
    "fee_paid_on": noop("ViolationSteps", "Noncompliance fee paid"),
}
#: What must be recorded before a step can be: its field, and the step it follows.
AFTER = {
    "hearing_on": "hearing_requested_on",
    "hearing_outcome": "hearing_on",
    "order_mailed_on": "hearing_requested_on",
    "appeal_filed_on": "order_mailed_on",
    "order_final_on": "order_mailed_on",
    "penalty_amount": "order_mailed_on",
    "penalty_paid_on": "penalty_amount",
    "cleanup_amount": "cleanup_invoiced_on",
    "cleanup_paid_on": "cleanup_invoiced_on",
    "interceptor_installed_on": "interceptor_notice_on",
}
_AMOUNTS = ("penalty_amount", "cleanup_amount")


@dataclass(frozen=True)
class FollowUpColumns:
    """The steps after a notice as stored, typed: None while one has not happened."""

    hearing_requested_on: date | None
    hearing_on: date | None
    hearing_outcome: str | None
    order_mailed_on: date | None
    appeal_filed_on: date | None
    order_final_on: date | None
    penalty_amount: Decimal | None
    penalty_paid_on: date | None
    cleanup_invoiced_on: date | None
    cleanup_amount: Decimal | None
    cleanup_paid_on: date | None
    interceptor_notice_on: date | None
    interceptor_installed_on: date | None
    fee_paid_on: date | None


@dataclass(frozen=True)
class FollowUpValues(FollowUpColumns, records.Values[ViolationNotice]):
    """The steps as :func:`validate_follow_up` checked them."""


def step_name(kind: str, name: str) -> str:
    """The step of field ``name`` as a notice of ``kind`` names it, in English: the city
    manager's order is served, the hearing officer's mailed (R8e)."""
    if name == "order_mailed_on":
        return notice_kinds.ORDER_STEP.get(kind, STEPS[name])
    return STEPS[name]


def validate_follow_up(
    notice: ViolationNotice, data: FollowUpInput, today: date, profile: OrdinanceProfile
) -> FollowUpValues:
    """The steps, refused field by field: none in the future, none before the notice,
    none before the step it follows, and an order final no sooner than the law allows;
    what the notice's kind has not (a hearing request the city set, a licence order's
    penalty) is refused too."""
    check_storable(asdict(data))
    problems = Problems()
    # A notice not flushed yet has no kind until its column's default is written.
    kind = notice.kind or NoticeKind.NOTICE_OF_VIOLATION.value
    days: dict[str, date | None] = {}
    amounts: dict[str, Decimal | None] = {}
    for field in fields(FollowUpInput):
        name = field.name
        if name == "hearing_outcome":  # a word, not a date: read below
            continue
        what = translate("ViolationSteps", step_name(kind, name))
        text = getattr(data, name)
        if name in _AMOUNTS:
            amounts[name] = problems.parse(
                parse_decimal, text, getattr(ViolationNotice, name), what, unit="$", positive=True
            )
            continue
        day = days[name] = problems.parse(parse_date, text, name, what)
        not_after_today(problems, name, day, today)
        if day is not None and day < notice.notice_on:
            problems.add(
                name,
                translate("City", "{step} can't be before the notice ({day}).").format(
                    step=what, day=day_text(notice.notice_on)
                ),
            )
    outcome = hearings.outcome(problems, data.hearing_outcome)
    present = {name for name, value in (days | amounts).items() if value is not None}
    if outcome is not None:
        present.add("hearing_outcome")
    notice_kinds.refuse_hearing_request(problems, kind, days["hearing_requested_on"])
    notice_kinds.refuse_charges(problems, kind, {"penalty_amount": amounts["penalty_amount"]})
    requestable = notice_kinds.hearing_requestable(kind)
    for name, first in AFTER.items():
        if name not in present or problems.about(name):
            continue
        # The city sets the hearing of this kind: there is no request to record first.
        if first == "hearing_requested_on" and not requestable:
            continue
        if first not in present:
            problems.add(
                name,
                translate("City", "Record first: {step}.").format(
                    step=translate("ViolationSteps", step_name(kind, first))
                ),
            )
            continue
        day, before = days.get(name), days.get(first)
        if day is not None and before is not None and day < before:
            problems.add(
                name,
                translate("City", "{step} can't be before {first} ({day}).").format(
                    step=translate("ViolationSteps", step_name(kind, name)),
                    first=translate("ViolationSteps", step_name(kind, first)),
                    day=day_text(before),
                ),
            )
    if "fee_paid_on" in present and notice.noncompliance_fee is None:
        problems.add(
            "fee_paid_on", translate("City", "The notice has no noncompliance fee to pay.")
        )
    if not problems.about("order_mailed_on"):
        hearings.order_after_hearing(problems, days["hearing_on"], days["order_mailed_on"])
    mailed, final = days["order_mailed_on"], days["order_final_on"]
    if mailed is not None and final is not None and not problems.about("order_final_on"):
        by_manager = notice_kinds.city_managers_order(kind)
        earliest = enforcement.order_final_on(mailed, profile, city_manager=by_manager)
        if final < earliest:
            said = (
                noop(
                    "City",
                    "An order served on {mailed} is final on {earliest} at the soonest (R8e).",
                )
                if by_manager
                else noop(
                    "City",
                    "An order mailed on {mailed} is final on {earliest} at the soonest (R8e).",
                )
            )
            problems.add(
                "order_final_on",
                translate("City", said).format(
                    mailed=day_text(mailed), earliest=day_text(earliest)
                ),
            )
    problems.check()
    return FollowUpValues(
        hearing_requested_on=days["hearing_requested_on"],
        hearing_on=days["hearing_on"],
        hearing_outcome=outcome,
        order_mailed_on=mailed,
        appeal_filed_on=days["appeal_filed_on"],
        order_final_on=final,
        penalty_amount=amounts["penalty_amount"],
        penalty_paid_on=days["penalty_paid_on"],
        cleanup_invoiced_on=days["cleanup_invoiced_on"],
        cleanup_amount=amounts["cleanup_amount"],
        cleanup_paid_on=days["cleanup_paid_on"],
        interceptor_notice_on=days["interceptor_notice_on"],
        interceptor_installed_on=days["interceptor_installed_on"],
        fee_paid_on=days["fee_paid_on"],
    )


def follow_up(
    session: Session, notice: ViolationNotice, data: FollowUpInput, actor: str, *, today: date
) -> bool:
    """Record the steps within an open unit of work: an update of the notice whose reason
    names the steps changed. False when nothing changed."""
    values = validate_follow_up(notice, data, today, profile_in(session, notice.establishment_id))
    changed = [
        step_name(notice.kind, name)
        for name, value in values.columns().items()
        if getattr(notice, name) != value
    ]
    reason = "; ".join(dict.fromkeys(changed))
    return NOTICES.amend(session, notice, values, actor, reason, correction=False)


def record_follow_up(
    db: Database, pk: int, data: FollowUpInput, actor: str, *, today: date
) -> ViolationNotice:
    """Record what followed the notice (R8e): each step's date, each amount ordered."""
    with db.write() as session:
        notice = NOTICES.get(session, pk)
        follow_up(session, notice, data, actor, today=today)
        return notice
