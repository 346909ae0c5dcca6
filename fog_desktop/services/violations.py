"""Notices of violation, administrative complaints and licence hearing notices (their
kind, :mod:`fog_desktop.services.notice_kinds`), and what followed each: the hearing
request, the hearing and its outcome, the order, an appeal, a civil penalty, cleanup
costs, an interceptor the city requires, and each payment (rules.md R8e, R6).

The notice as the city gave it is corrected by an amendment. Each later step is recorded
as it happens: an update of the notice in the audit trail, which keeps its status, since
it corrects nothing. A step is refused when it can't have happened yet (an appeal with no
order mailed, a payment of nothing ordered) or not in that order. A notice reversed at
its hearing owes no fee and no duty it brought (Hearings D).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_date, parse_decimal
from fog_desktop.rules import enforcement
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services import hearings, notice_kinds, records
from fog_desktop.services.form import Problems, form_of
from fog_desktop.services.inspections import not_after_today
from fog_desktop.services.ordinances import profile_in
from fog_desktop.words import shown
from models import NOTICE_DELIVERIES, CityInspection, NoticeKind, ViolationNotice

if TYPE_CHECKING:  # the rows module reads this one's columns
    from fog_desktop.services.violations_rows import NoticeRow


@dataclass
class ViolationInput:
    """A notice as typed: its date YYYY-MM-DD, the fee in dollars, the inspection that
    found it by its Inspection ID (or none), and its kind (:class:`~models.NoticeKind`),
    a notice of violation unless said."""

    notice_on: str = ""
    delivery: str = ""
    finding: str = ""
    noncompliance_fee: str = ""
    inspection_no: str = ""
    kind: str = NoticeKind.NOTICE_OF_VIOLATION.value

    @classmethod
    def of(cls, row: NoticeRow) -> ViolationInput:
        """The notice as typed, from its row: the base of an amendment."""
        return form_of(cls, row)


@dataclass
class FollowUpInput:
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

    @classmethod
    def of(cls, row: NoticeRow) -> FollowUpInput:
        """The steps recorded so far, as typed: the base of the next one."""
        return form_of(cls, row)


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
class NoticeColumns:
    """A notice's columns as the city gave it, typed."""

    notice_on: date
    delivery: str
    finding: str
    noncompliance_fee: Decimal | None
    kind: str


@dataclass(frozen=True, kw_only=True)
class NoticeValues(NoticeColumns, records.Values[ViolationNotice]):
    """A notice as :func:`validate` checked it (the inspection by its key)."""

    inspection_pk: int | None


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


def label(notice: ViolationNotice) -> str:
    return f"{notice.kind} {notice.notice_no}"


def step_name(kind: str, name: str) -> str:
    """The step of field ``name`` as a notice of ``kind`` names it, in English: the city
    manager's order is served, the hearing officer's mailed (R8e)."""
    if name == "order_mailed_on":
        return notice_kinds.ORDER_STEP.get(kind, STEPS[name])
    return STEPS[name]


_NOTICES = records.RecordType(ViolationNotice, noop("Records", "notice of violation"), label)


def _inspection_pk(session: Session, establishment_id: int, inspection_no: str) -> int | None:
    wanted = inspection_no.strip().upper()
    if not wanted:
        return None
    found = session.scalar(
        select(CityInspection.id).where(
            CityInspection.establishment_id == establishment_id,
            CityInspection.inspection_no == wanted,
            CityInspection.voided_at.is_(None),
        )
    )
    if found is None:
        raise NotFound(
            translate("City", "There is no city inspection {id} in use.").format(id=repr(wanted))
        )
    return found


def validate(
    session: Session, establishment_id: int, data: ViolationInput, today: date
) -> NoticeValues:
    check_storable(asdict(data))
    problems = Problems()
    kind = notice_kinds.check_kind(problems, data.kind)
    day = problems.parse(
        parse_date, data.notice_on, "notice_on", translate("City", "Date mailed or posted")
    )
    if day is None and not problems:
        problems.add(
            "notice_on", translate("City", "Enter the date the notice was mailed or posted.")
        )
    not_after_today(problems, "notice_on", day, today)
    if data.delivery not in NOTICE_DELIVERIES:
        problems.add(
            "delivery",
            translate("City", "Choose how the notice came: {ways}.").format(
                ways=", ".join(map(shown, NOTICE_DELIVERIES))
            ),
        )
    finding = data.finding.strip()
    if not finding:
        problems.add("finding", translate("City", "Write the finding, as the notice states it."))
    fee = problems.parse(
        parse_decimal,
        data.noncompliance_fee,
        ViolationNotice.noncompliance_fee,
        translate("City", "Noncompliance fee"),
        unit="$",
    )
    notice_kinds.refuse_charges(problems, kind, {"noncompliance_fee": fee})
    try:
        inspection_pk = _inspection_pk(session, establishment_id, data.inspection_no)
    except NotFound as exc:
        problems.add("inspection_no", str(exc))
        inspection_pk = None
    problems.check()
    assert day is not None
    return NoticeValues(
        notice_on=day,
        delivery=data.delivery,
        finding=finding,
        noncompliance_fee=fee,
        kind=kind,
        inspection_pk=inspection_pk,
    )


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


def add(
    session: Session,
    establishment_id: int,
    data: ViolationInput,
    actor: str,
    *,
    today: date,
    notice_no: str = "",
) -> ViolationNotice:
    """Record within an open unit of work (the demo and the import, which keeps the
    workbook's Notice ID)."""
    values = validate(session, establishment_id, data, today)
    prefix = notice_kinds.PREFIXES[values.kind]
    number = notice_no or records.next_number(
        session, ViolationNotice.notice_no, establishment_id, f"{prefix}-{values.notice_on.year}"
    )
    notice = ViolationNotice(establishment_id=establishment_id, notice_no=number)
    values.apply_to(notice)
    return _NOTICES.create(session, notice, actor)


def record_notice(
    db: Database, establishment_id: int, data: ViolationInput, actor: str, *, today: date
) -> ViolationNotice:
    """Record a notice of its kind; a notice of violation's days to request a hearing
    start at its date."""
    with db.write() as session:
        return add(session, establishment_id, data, actor, today=today)


def amend_notice(
    db: Database, pk: int, data: ViolationInput, actor: str, *, today: date, reason: str = ""
) -> ViolationNotice:
    """Correct the notice as the city gave it; the steps after it stay as recorded, and
    so does its kind, which its Notice ID and its steps follow (void it and record it
    anew instead)."""

    def checked(session: Session, notice: ViolationNotice) -> NoticeValues:
        values = validate(session, notice.establishment_id, data, today)
        if values.kind != notice.kind:
            problems = Problems()
            problems.add(
                "kind",
                translate(
                    "City", "A notice keeps its kind: void it and record the {kind} anew."
                ).format(kind=shown(values.kind).lower()),
            )
            problems.check()
        return values

    return _NOTICES.amend_by_id(db, pk, checked, actor, reason)


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
    return _NOTICES.amend(session, notice, values, actor, reason, correction=False)


def record_follow_up(
    db: Database, pk: int, data: FollowUpInput, actor: str, *, today: date
) -> ViolationNotice:
    """Record what followed the notice (R8e): each step's date, each amount ordered."""
    with db.write() as session:
        notice = _NOTICES.get(session, pk)
        follow_up(session, notice, data, actor, today=today)
        return notice


def void_notice(db: Database, pk: int, reason: str, actor: str) -> None:
    _NOTICES.void_by_id(db, pk, reason, actor)
