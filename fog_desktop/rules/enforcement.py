"""The city's enforcement and what it gives the establishment to do, by when (rules.md R8e).

A notice of violation, mailed or posted, opens 15 calendar days in which a request for a
hearing must be *received* by the city: the date shown is that last day of receipt, and
the words beside it say the request must arrive by then, so the manager sends it sooner.
The hearing officer's order may be appealed until 5 p.m. on the 15th day after it is
mailed; unappealed, it is final on the 16th.

The city may instead serve an administrative complaint, heard by the city manager: there
is no hearing to request, and the city manager's order assessing a civil penalty may be
appealed until 5 p.m. on the 30th day after it is served, final on the 31st
(Administrative civil penalties D.8). The program manager's notice of a hearing on
suspending or revoking the business licence has no hearing to request either (the city
sets it); the hearing officer's order is appealed as any other, by the 15th day.

A civil penalty is paid within 30 days of the order becoming final, city cleanup or
repair costs within 45 days of the invoice, and an interceptor the city requires is
installed within 180 days of its notice.

An order under a timely appeal is not final while the appeal is pending, so its penalty
is not due and no payment of it is listed; the appeal's outcome sets the day the order
becomes final, recorded as the order's final day (Appeals E: on the council's adoption).
Cleanup costs and the noncompliance fee are invoices, not orders: their payment is still
required by its due date while an appeal is heard (Fees D).

The noncompliance fee is delinquent when unpaid 45 days after its invoice's date; from
the 46th day it owes a basic penalty of 10% (at most $1,000) and 1.5% a month of the fee
and the basic penalty (Fees A and B).

A notice the hearing officer reverses at its hearing owes nothing from the hearing's day:
no fee and no duty it brought; upheld or modified, it stands (Hearings D).

A hearing and an appeal are rights, not duties: each is shown while it can still be
used, or once used, and not after its last day has passed unused. A payment or an
installation is a duty: unmet after its due date, it is Overdue.

The days are Sierra Madre's; each rule takes them from the ordinance profile it is given,
so a city whose ordinance says otherwise has its own numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, time, timedelta
from decimal import ROUND_HALF_UP, Decimal

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile

RULE = "R8e"


#: The hour of an appeal's last day by which the city clerk must have it (Hearings F).
APPEAL_HOUR = time(17, 0)
#: A delinquent charge's basic penalty, its most, and its penalty a month (Fees B).
BASIC_PENALTY = Decimal("0.10")
BASIC_PENALTY_MOST = Decimal("1000.00")
MONTHLY_PENALTY = Decimal("0.015")
CENT = Decimal("0.01")
#: The note of an appeal of the city manager's order, whose days are its own (D.8).
CITY_MANAGERS_ORDER = "the city manager's order"
#: What a notice gives the establishment the right to do, by a day, rather than a duty:
#: left undone, nothing is owed; once the day is past, the right is gone (R8e).
RIGHTS = frozenset({ObligationKind.HEARING_REQUEST, ObligationKind.APPEAL})


def hearing_request_due(notice_on: date, profile: OrdinanceProfile) -> date:
    """The last day a request for a hearing may reach the city: the notice's mailing or
    posting date + 15 calendar days (R8e). The city must have *received* it by then."""
    return notice_on + timedelta(days=profile.hearing_request_days)


def appeal_due(
    order_mailed_on: date, profile: OrdinanceProfile, *, city_manager: bool = False
) -> date:
    """The day, by 5 p.m., an appeal of the order must be filed with the city clerk
    (R8e): the 15th day after the hearing officer's order is mailed, the 30th after the
    city manager's is served (``city_manager``, D.8)."""
    days = profile.city_manager_appeal_days if city_manager else profile.appeal_days
    return order_mailed_on + timedelta(days=days)


def order_final_on(
    order_mailed_on: date, profile: OrdinanceProfile, *, city_manager: bool = False
) -> date:
    """The day an unappealed order becomes final: the day after the appeal's last day
    (R8e), the 16th after the hearing officer's mailing, the 31st after the city
    manager's service. An appeal can only make it later, never earlier."""
    return appeal_due(order_mailed_on, profile, city_manager=city_manager) + timedelta(days=1)


def penalty_due(final_on: date, profile: OrdinanceProfile) -> date:
    """An administrative civil penalty is paid within 30 days of the order becoming final
    (R8e)."""
    return final_on + timedelta(days=profile.penalty_days)


def cleanup_due(invoiced_on: date, profile: OrdinanceProfile) -> date:
    """City cleanup or repair costs are paid within 45 days of the city's invoice (R8e)."""
    return invoiced_on + timedelta(days=profile.cleanup_days)


def fee_due(invoiced_on: date, profile: OrdinanceProfile) -> date:
    """The last day a noncompliance fee is paid before it is delinquent: 45 days after
    its invoice's date (R8e, Fees A). The notice's own date is taken for the invoice's
    when no other is recorded, which is never later than the law's."""
    return invoiced_on + timedelta(days=profile.fee_days)


def fee_owed(fee: Decimal, due: date, as_of: date) -> Decimal:
    """What an unpaid noncompliance fee due on ``due`` (:func:`fee_due`) owes on
    ``as_of``, in cents (R8e, Fees A and B): the fee until it is delinquent; from the day
    after its due date (the 46th after the invoice) a basic penalty of 10% of the fee, at
    most $1,000, and 1.5% of the fee and the basic penalty for each month begun since
    that day. Counting a month once begun
    never shows less than the city may charge. $250 invoiced March 2 owes $250.00 on
    April 16; $279.13 from April 17 ($250 + $25 + 1.5% of $275, rounded to the cent once);
    $283.25 from May 17."""
    first_late_day = due + timedelta(days=1)
    if as_of < first_late_day:
        return fee.quantize(CENT, ROUND_HALF_UP)
    basic = min(fee * BASIC_PENALTY, BASIC_PENALTY_MOST)
    months = 1
    while add_months(first_late_day, months) <= as_of:
        months += 1
    monthly = (fee + basic) * MONTHLY_PENALTY * months
    return (fee + basic + monthly).quantize(CENT, ROUND_HALF_UP)


def interceptor_due(city_notice_on: date, profile: OrdinanceProfile) -> date:
    """An interceptor the city requires is installed within 180 days of its official
    notice (R8e). The ordinance counts from the notice's receipt; counting from the
    notice's own date is never later."""
    return city_notice_on + timedelta(days=profile.interceptor_days)


@dataclass(frozen=True)
class NoticeFacts:
    """What R8e needs of one notice and what followed it: each step's date, None while
    it has not happened. ``penalty_assessed`` says an administrative civil penalty was
    ordered. ``hearing_requestable`` is False where the city sets the hearing (an
    administrative complaint, a licence hearing notice); ``city_manager`` says the order
    is the city manager's, served on an administrative complaint (D.8)."""

    notice_no: str
    notice_on: date
    hearing_requestable: bool = True
    city_manager: bool = False
    hearing_requested_on: date | None = None
    #: The day of the hearing at which the notice was reversed; None when it was not.
    reversed_on: date | None = None
    order_mailed_on: date | None = None
    appeal_filed_on: date | None = None
    order_final_on: date | None = None
    penalty_assessed: bool = False
    #: The noncompliance fee on the notice, None when it has none.
    fee: Decimal | None = None
    fee_paid_on: date | None = None
    penalty_paid_on: date | None = None
    cleanup_invoiced_on: date | None = None
    cleanup_paid_on: date | None = None
    interceptor_notice_on: date | None = None
    interceptor_installed_on: date | None = None


def _by(day: date | None, as_of: date) -> date | None:
    """A step's date as seen on ``as_of``: one after it has not happened yet."""
    return day if day is not None and day <= as_of else None


def stands(notice: NoticeFacts, as_of: date) -> bool:
    """Whether the notice still stands on ``as_of``: not reversed at a hearing held by
    then (R8e, Hearings D). One that does not stand owes no fee and no duty it brought."""
    return _by(notice.reversed_on, as_of) is None


def appeal_pending(notice: NoticeFacts, as_of: date, profile: OrdinanceProfile) -> bool:
    """Whether a timely appeal of the order is pending on ``as_of`` (R8e, Hearings F): one
    filed by its last day, the order's final day not recorded yet. A late appeal does not
    stop the order becoming final on the 16th day."""
    mailed, filed = _by(notice.order_mailed_on, as_of), _by(notice.appeal_filed_on, as_of)
    return (
        mailed is not None
        and filed is not None
        and filed <= appeal_due(mailed, profile, city_manager=notice.city_manager)
        and _by(notice.order_final_on, as_of) is None
    )


def notice_obligations(
    notice: NoticeFacts, as_of: date, source: str, profile: OrdinanceProfile
) -> list[Obligation]:
    """What a notice gives to do, seen on ``as_of`` (R8e): the hearing request (a notice
    of violation's only) and the appeal while they can be used (or once used), and the
    payments and
    the interceptor installation once the city has ordered, invoiced or noticed them, and
    the noncompliance fee's payment, with what it owes on ``as_of``.

    A penalty is due 30 days after the order's final day as recorded or, while none is
    recorded, after the earliest day it can become final (the 16th after its mailing, the
    31st after the city manager's service): the date shown is never later than the law's.
    While a timely appeal is pending the order is not final and no penalty payment is
    listed. A notice reversed at its hearing gives only its rights from then on: no duty
    it brought, and no fee. The appeal of the city manager's order is noted as such
    (:data:`CITY_MANAGERS_ORDER`): its days are its own."""
    owed: list[Obligation] = []

    def right(kind: ObligationKind, due: date, used_on: date | None, note: str = "") -> None:
        used = _by(used_on, as_of)
        if used is not None or due >= as_of:
            owed.append(Obligation(kind, notice.notice_no, due, used, RULE, source, note))

    def duty(kind: ObligationKind, due: date, met_on: date | None) -> None:
        owed.append(Obligation(kind, notice.notice_no, due, _by(met_on, as_of), RULE, source))

    if notice.hearing_requestable:
        right(
            ObligationKind.HEARING_REQUEST,
            hearing_request_due(notice.notice_on, profile),
            notice.hearing_requested_on,
        )
    mailed = _by(notice.order_mailed_on, as_of)
    owes = stands(notice, as_of)
    by_manager = notice.city_manager
    if mailed is not None:
        right(
            ObligationKind.APPEAL,
            appeal_due(mailed, profile, city_manager=by_manager),
            notice.appeal_filed_on,
            CITY_MANAGERS_ORDER if by_manager else "",
        )
        if notice.penalty_assessed and owes and not appeal_pending(notice, as_of, profile):
            final = _by(notice.order_final_on, as_of) or order_final_on(
                mailed, profile, city_manager=by_manager
            )
            duty(
                ObligationKind.CIVIL_PENALTY_PAYMENT,
                penalty_due(final, profile),
                notice.penalty_paid_on,
            )
    if notice.fee is not None and owes:
        _fee_duty(owed, notice, as_of, source, profile)
    invoiced = _by(notice.cleanup_invoiced_on, as_of)
    if invoiced is not None and owes:
        duty(
            ObligationKind.CLEANUP_COST_PAYMENT,
            cleanup_due(invoiced, profile),
            notice.cleanup_paid_on,
        )
    city_notice = _by(notice.interceptor_notice_on, as_of)
    if city_notice is not None and owes:
        duty(
            ObligationKind.INTERCEPTOR_INSTALLATION,
            interceptor_due(city_notice, profile),
            notice.interceptor_installed_on,
        )
    return owed


def _fee_duty(
    owed: list[Obligation],
    notice: NoticeFacts,
    as_of: date,
    source: str,
    profile: OrdinanceProfile,
) -> None:
    """The noncompliance fee's payment: due 45 days after the notice's date, as no other
    invoice date is recorded; while unpaid, with what it owes on ``as_of`` (R8e)."""
    assert notice.fee is not None
    paid, due = _by(notice.fee_paid_on, as_of), fee_due(notice.notice_on, profile)
    owed.append(
        Obligation(
            ObligationKind.NONCOMPLIANCE_FEE_PAYMENT,
            notice.notice_no,
            due,
            paid,
            RULE,
            source,
            amount=None if paid else fee_owed(notice.fee, due, as_of),
        )
    )


def milestone_obligation(
    agreement: str, milestone: str, due_on: date, done_on: date | None, *, as_of: date, source: str
) -> Obligation:
    """A milestone of a compliance schedule agreement: due on the date the agreement
    sets, met when it is done (R8e). The agreement names it; the milestone is its note."""
    return Obligation(
        ObligationKind.COMPLIANCE_MILESTONE,
        agreement,
        due_on,
        _by(done_on, as_of),
        RULE,
        source,
        note=milestone,
    )


def progress_report_obligation(
    agreement: str,
    milestone: str,
    due_on: date,
    reported_on: date | None,
    *,
    as_of: date,
    source: str,
) -> Obligation:
    """A progress report of a compliance schedule agreement due by the date the agreement
    or the program manager set, met when it is sent (R8e; Reports 4). The agreement names
    it; the milestone it reports on is its note. A report sent without a due date owes
    nothing and is no obligation."""
    return Obligation(
        ObligationKind.PROGRESS_REPORT,
        agreement,
        due_on,
        _by(reported_on, as_of),
        RULE,
        source,
        note=milestone,
    )
