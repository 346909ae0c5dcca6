"""Conditional waivers of the interceptor requirement, the payments of their fee, and
their revocation (rules.md R8b).

A waiver holds on its terms from the day it was granted. With the grease cleaning fee,
each payment is a record with its receipt attached; with a contractor, the sewer main's
cleanings are the maintenance log's "Sewer main cleaning" entries (E.6): a lateral's
cleaning (R8f) is not one. A
revocation is a step of the waiver's life, dated, and owes an interceptor within 180 days.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Self

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_date, parse_decimal
from fog_desktop.rules.pumpout import LONGEST_YEARS, Frequency
from fog_desktop.services import attachments, records
from fog_desktop.services.form import AsTyped, Problems, form_of
from models import (
    WAIVER_OPTIONS,
    ConditionalWaiver,
    WaiverFeePayment,
    WaiverOption,
)

if TYPE_CHECKING:  # the rows module reads this one's columns
    from fog_desktop.services.waivers_rows import WaiverRow


@dataclass(frozen=True)
class WaiverInput(AsTyped["WaiverRow"]):
    """A waiver as typed: dates YYYY-MM-DD, the cleaning interval like "6 months"."""

    granted_on: str = ""
    terms: str = ""
    option: str = WaiverOption.FEE.value
    cleaning_interval: str = ""
    notes: str = ""

    @classmethod
    def of(cls, row: WaiverRow) -> Self:
        """The waiver as typed, from its row: the base of an amendment."""
        interval = row.interval
        return form_of(cls, row, cleaning_interval=str(interval) if interval else "")


@dataclass(frozen=True)
class WaiverColumns:
    """A waiver's columns that its form gives, as stored, typed."""

    granted_on: date
    terms: str
    option: str
    cleaning_number: int | None
    cleaning_unit: str | None
    notes: str


@dataclass(frozen=True)
class WaiverValues(WaiverColumns, records.Values[ConditionalWaiver]):
    """A waiver's columns as :func:`validate` checked them."""


def subject(granted_on: date) -> str:
    """The name a waiver's duties are listed under (R8b)."""
    return f"Waiver of {granted_on.isoformat()}"


def label(waiver: ConditionalWaiver) -> str:
    return f"Conditional waiver of {waiver.granted_on.isoformat()}"


_WAIVERS = records.RecordType(ConditionalWaiver, noop("Records", "conditional waiver"), label)


def _not_future(day: date | None, field: str, today: date, problems: Problems) -> None:
    problems.not_after(field, day, today, translate("Waivers", "The date {day} is in the future."))


def _interval(text: str, option: str, problems: Problems) -> Frequency | None:
    """The contractor's cleaning interval the city set: required with a contractor, none
    with the fee (R8b)."""
    text = text.strip()
    if option != WaiverOption.CONTRACTOR:
        if text:
            problems.add(
                "cleaning_interval",
                translate("Waivers", "Only a contractor's cleanings have an interval."),
            )
        return None
    if not text:
        problems.add(
            "cleaning_interval",
            translate(
                "Waivers", "Enter how often the city wants the sewer main cleaned, e.g. 6 months."
            ),
        )
        return None
    try:
        interval = Frequency.parse(text)
    except ValueError:
        problems.add(
            "cleaning_interval",
            translate(
                "Waivers", "{text} is not an interval like 6 months, 90 days or 2 weeks."
            ).format(text=repr(text)),
        )
        return None
    if interval.exceeds_longest():
        problems.add(
            "cleaning_interval",
            translate("Waivers", "An interval can't be longer than {years} years.").format(
                years=LONGEST_YEARS
            ),
        )
        return None
    return interval


def validate(data: WaiverInput, today: date) -> WaiverValues:
    """The waiver's values, refused field by field (R8b)."""
    check_storable(asdict(data))
    problems = Problems()
    granted = problems.required_date(
        data.granted_on,
        "granted_on",
        translate("Waivers", "Granted on"),
        translate("Waivers", "Enter the date of the program manager's waiver."),
    )
    _not_future(granted, "granted_on", today, problems)
    missing = translate("Waivers", "Write the waiver's terms and conditions as granted.")
    terms = problems.required_text(data.terms, "terms", missing)
    choose = translate("Waivers", "Choose what is done instead of an interceptor: {choices}.")
    problems.one_of("option", data.option, WAIVER_OPTIONS, choose)
    interval = _interval(data.cleaning_interval, data.option, problems)
    problems.check()
    assert granted is not None
    return WaiverValues(
        granted_on=granted,
        terms=terms,
        option=data.option,
        cleaning_number=interval.number if interval else None,
        cleaning_unit=interval.unit if interval else None,
        notes=data.notes.strip(),
    )


def add(
    session: Session, establishment_id: int, data: WaiverInput, actor: str, *, today: date
) -> ConditionalWaiver:
    """Record within an open unit of work (used by the demo and the import)."""
    return _WAIVERS.add(session, validate(data, today), actor, establishment_id=establishment_id)


def create_waiver(
    db: Database,
    establishment_id: int,
    data: WaiverInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> ConditionalWaiver:
    """Record a waiver, the program manager's letter attached (R8b)."""
    return _WAIVERS.store(
        db,
        lambda session: add(session, establishment_id, data, actor, today=today),
        attach=attachments.files(files, actor),
    )


def amend_waiver(
    db: Database,
    pk: int,
    data: WaiverInput,
    actor: str,
    *,
    today: date,
    reason: str = "",
    files: Sequence[Path] = (),
) -> ConditionalWaiver:
    """Correct a waiver, the program manager's letter attached with it (R8b)."""
    values = validate(data, today)

    def checked(_session: Session, waiver: ConditionalWaiver) -> WaiverValues:
        if waiver.revoked_on is not None and waiver.revoked_on < values.granted_on:
            raise ValidationError.single(
                "granted_on",
                translate("Waivers", "It was revoked on {day}: it can't be granted after.").format(
                    day=day_text(waiver.revoked_on)
                ),
            )
        return values

    return _WAIVERS.amend_by_id(
        db, pk, checked, actor, reason, attach=attachments.files(files, actor)
    )


@dataclass(frozen=True)
class Revocation(records.Values[ConditionalWaiver]):
    """The day the program manager revoked the waiver (R8b)."""

    revoked_on: date


def revoke(
    session: Session, waiver: ConditionalWaiver, revoked_on: str, actor: str, *, today: date
) -> None:
    """Record the waiver's revocation within an open unit of work (used by the import):
    from that day an interceptor is owed within 180 days (R8b)."""
    problems = Problems()
    day = problems.parse(parse_date, revoked_on, "revoked_on", translate("Waivers", "Revoked on"))
    if day is None and not problems:
        problems.add("revoked_on", translate("Waivers", "Enter the day the waiver was revoked."))
    _not_future(day, "revoked_on", today, problems)
    if day is not None and day < waiver.granted_on:
        problems.add(
            "revoked_on",
            translate("Waivers", "It was granted on {day}: it can't be revoked before.").format(
                day=day_text(waiver.granted_on)
            ),
        )
    problems.check()
    assert day is not None
    _WAIVERS.amend(session, waiver, Revocation(day), actor, "Waiver revoked", correction=False)


def revoke_waiver(
    db: Database,
    pk: int,
    revoked_on: str,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> ConditionalWaiver:
    """Record the waiver's revocation, the city's notice attached in the same unit of work
    (R8b)."""
    return _WAIVERS.change_by_id(
        db,
        pk,
        lambda session, waiver: revoke(session, waiver, revoked_on, actor, today=today),
        attach=attachments.files(files, actor),
    )


#: For a waiver entered in error: nothing it owed is owed any more.
void_waiver = _WAIVERS.void_by_id


@dataclass(frozen=True)
class FeeInput:
    """A payment of the grease cleaning fee as typed."""

    paid_on: str = ""
    amount: str = ""
    receipt_no: str = ""


def _fee_label(payment: WaiverFeePayment) -> str:
    return f"Fee payment of {payment.paid_on.isoformat()}"


_FEES = records.RecordType(WaiverFeePayment, noop("Records", "fee payment"), _fee_label)


def add_fee_payment(
    session: Session, waiver: ConditionalWaiver, data: FeeInput, actor: str, *, today: date
) -> WaiverFeePayment:
    """Record a payment of the waiver's fee within an open unit of work (R8b)."""
    check_storable(asdict(data))
    problems = Problems()
    if waiver.is_void:
        problems.add("waiver", translate("Waivers", "The waiver is void; it owes no fee."))
    elif waiver.option != WaiverOption.FEE:
        problems.add(
            "waiver",
            translate("Waivers", "This waiver's sewer main is cleaned by a contractor: no fee."),
        )
    paid = problems.parse(parse_date, data.paid_on, "paid_on", translate("Waivers", "Paid on"))
    if paid is None and not problems.about("paid_on"):
        problems.add("paid_on", translate("Waivers", "Enter the day the fee was paid."))
    _not_future(paid, "paid_on", today, problems)
    amount = problems.parse(
        parse_decimal,
        data.amount,
        WaiverFeePayment.amount,
        translate("Waivers", "Amount"),
    )
    problems.check()
    assert paid is not None
    payment = WaiverFeePayment(
        establishment_id=waiver.establishment_id,
        waiver_pk=waiver.id,
        paid_on=paid,
        amount=amount,
        receipt_no=data.receipt_no.strip(),
    )
    return _FEES.create(session, payment, actor)


def record_fee_payment(
    db: Database,
    waiver_pk: int,
    data: FeeInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> WaiverFeePayment:
    """Record a payment of the waiver's annual fee, its receipt attached (R8b)."""

    def store(session: Session) -> WaiverFeePayment:
        waiver = _WAIVERS.get(session, waiver_pk)
        return add_fee_payment(session, waiver, data, actor, today=today)

    return _FEES.store(db, store, attach=attachments.files(files, actor))


void_fee_payment = _FEES.void_by_id
