"""Planned changes and their notice to the city, and conditional waivers of the
interceptor requirement (rules.md R8a, R8b)."""

from __future__ import annotations

import enum
from datetime import date
from decimal import Decimal

from sqlalchemy import Date, ForeignKey, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record


class PlannedChange(Record):
    """An expansion, remodel or process change that may bring new or more FOG, and the
    written notice sent to the city before it (R8a). Its proof of sending is attached."""

    __tablename__ = "planned_changes"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: What will change, in a line: the subject its notice is listed under.
    description: Mapped[str] = mapped_column(String(200), nullable=False)
    planned_start: Mapped[date] = mapped_column(Date, nullable=False)
    notice_sent_on: Mapped[date | None] = mapped_column(Date)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)


class WaiverOption(enum.StrEnum):
    """What the establishment agreed to do instead of an interceptor (R8b)."""

    FEE = "Grease cleaning fee"  # paid to the city each year, on the anniversary
    CONTRACTOR = "Contractor cleaning"  # of the sewer main, at the interval the city set


WAIVER_OPTIONS: tuple[str, ...] = tuple(o.value for o in WaiverOption)


class ConditionalWaiver(Record):
    """The program manager's written waiver of the interceptor requirement, on its terms
    (R8b). It holds until revoked; a revocation owes an interceptor within 180 days."""

    __tablename__ = "conditional_waivers"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    granted_on: Mapped[date] = mapped_column(Date, nullable=False)
    terms: Mapped[str] = mapped_column(Text, nullable=False)
    option: Mapped[str] = mapped_column(String(40), nullable=False)
    #: The contractor's cleaning interval the city set; None with the fee.
    cleaning_number: Mapped[int | None] = mapped_column(Integer)
    cleaning_unit: Mapped[str | None] = mapped_column(String(10))
    revoked_on: Mapped[date | None] = mapped_column(Date)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)

    fee_payments: Mapped[list[WaiverFeePayment]] = relationship(
        back_populates="waiver", order_by="WaiverFeePayment.paid_on", lazy="raise_on_sql"
    )


class WaiverFeePayment(Record):
    """One payment of a waiver's annual grease cleaning fee (R8b), its receipt attached."""

    __tablename__ = "waiver_fee_payments"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False
    )
    waiver_pk: Mapped[int] = mapped_column(
        ForeignKey("conditional_waivers.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    paid_on: Mapped[date] = mapped_column(Date, nullable=False)
    amount: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    receipt_no: Mapped[str] = mapped_column(String(100), default="", nullable=False)

    waiver: Mapped[ConditionalWaiver] = relationship(
        back_populates="fee_payments", lazy="raise_on_sql"
    )
