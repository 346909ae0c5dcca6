"""The city's inspections, its notices of violation and what followed each, and the
compliance schedule agreements' milestones (rules.md R8e)."""

from __future__ import annotations

import enum
from datetime import date
from decimal import Decimal

from sqlalchemy import Date, ForeignKey, Index, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record


class InspectionResult(enum.StrEnum):
    """Result (City inspections) of records-workbook.md."""

    IN_COMPLIANCE = "In compliance"
    NONCOMPLIANCE = "Noncompliance found"


INSPECTION_RESULTS: tuple[str, ...] = tuple(r.value for r in InspectionResult)


class NoticeDelivery(enum.StrEnum):
    """How the city gave the notice: the hearing request's days run from any of them."""

    MAILED = "Mailed"
    POSTED = "Posted"
    #: Given in person by an inspector: its days run from that day.
    HANDED_OVER = "Handed over"


NOTICE_DELIVERIES: tuple[str, ...] = tuple(d.value for d in NoticeDelivery)


class HearingOutcome(enum.StrEnum):
    """What the hearing officer determined of the notice (Hearings D): only a reversed
    notice leaves no fee owed and no duty it brought (R8e)."""

    UPHELD = "Upheld"
    MODIFIED = "Modified"
    REVERSED = "Reversed"


HEARING_OUTCOMES: tuple[str, ...] = tuple(o.value for o in HearingOutcome)


class NoticeKind(enum.StrEnum):
    """What the city gave (R8e): a notice of violation, whose hearing the establishment
    may request; an administrative complaint, heard by the city manager, whose order is
    appealed within 30 days (Administrative civil penalties D); or the program manager's
    notice of a hearing on suspending or revoking the business licence, whose hearing
    officer's order is appealed within 15 days. The city sets the hearing of the last
    three: there is no hearing to request."""

    NOTICE_OF_VIOLATION = "Notice of violation"
    ADMINISTRATIVE_COMPLAINT = "Administrative complaint"
    LICENCE_SUSPENSION = "Licence suspension"
    LICENCE_REVOCATION = "Licence revocation"


NOTICE_KINDS: tuple[str, ...] = tuple(k.value for k in NoticeKind)
#: The kinds that concern the business licence: their order carries no noncompliance fee
#: and no civil penalty.
LICENCE_KINDS: frozenset[str] = frozenset(
    {NoticeKind.LICENCE_SUSPENSION.value, NoticeKind.LICENCE_REVOCATION.value}
)


class CityInspection(Record):
    """One inspection by the city: when, by whom, its result and findings. The
    inspector's report is attached to it."""

    __tablename__ = "city_inspections"
    __table_args__ = (
        Index(
            "uq_city_inspections_establishment_inspection_no",
            "establishment_id",
            "inspection_no",
            unique=True,
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The Inspection ID the application makes, e.g. INSP-2026-001.
    inspection_no: Mapped[str] = mapped_column(String(20), nullable=False)
    inspected_on: Mapped[date] = mapped_column(Date, nullable=False)
    inspector: Mapped[str] = mapped_column(String(200), nullable=False)
    result: Mapped[str] = mapped_column(String(30), nullable=False)
    findings: Mapped[str] = mapped_column(Text, default="", nullable=False)


class ViolationNotice(Record):
    """A notice of violation, an administrative complaint or a licence hearing notice
    (its ``kind``, :class:`NoticeKind`), and each step that followed it.

    The notice as the city gave it (its date, mailed or posted, the finding, the
    noncompliance fee) is corrected by an amendment; each later step (the hearing request
    received, the hearing held and its outcome, the order mailed, an appeal, the order
    final, a penalty, a cleanup invoice, the city's notice to install an interceptor, and
    each payment or installation) is recorded as it happens, an update in the audit trail
    that keeps the record's status.
    """

    __tablename__ = "violation_notices"
    __table_args__ = (
        Index(
            "uq_violation_notices_establishment_notice_no",
            "establishment_id",
            "notice_no",
            unique=True,
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The Notice ID the application makes, e.g. NOV-2026-001, AC-2026-001, LIC-2026-001.
    notice_no: Mapped[str] = mapped_column(String(20), nullable=False)
    #: What the city gave (:class:`NoticeKind`). Added after notices were audited
    #: (migration 0018): those were all notices of violation, the default.
    kind: Mapped[str] = mapped_column(
        String(40),
        default=NoticeKind.NOTICE_OF_VIOLATION.value,
        nullable=False,
        info={"added_later": True},
    )
    #: The inspection that found it, if one did.
    inspection_pk: Mapped[int | None] = mapped_column(
        ForeignKey("city_inspections.id", ondelete="RESTRICT"), index=True
    )
    #: The day the notice was mailed or posted: the hearing request's days run from it.
    notice_on: Mapped[date] = mapped_column(Date, nullable=False)
    delivery: Mapped[str] = mapped_column(String(20), nullable=False)
    finding: Mapped[str] = mapped_column(Text, nullable=False)
    noncompliance_fee: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    fee_paid_on: Mapped[date | None] = mapped_column(Date)
    #: The day the city received the request for a hearing.
    hearing_requested_on: Mapped[date | None] = mapped_column(Date)
    #: The day the hearing was held, and what the hearing officer determined of the notice
    #: (:class:`HearingOutcome`), None until then. Added after notices were audited
    #: (migration 0016): a notice audited before matches its snapshot while both are None.
    hearing_on: Mapped[date | None] = mapped_column(Date, default=None, info={"added_later": True})
    hearing_outcome: Mapped[str | None] = mapped_column(
        String(20), default=None, info={"added_later": True}
    )
    #: The day the order was mailed (the hearing officer's) or served (the city
    #: manager's, on an administrative complaint).
    order_mailed_on: Mapped[date | None] = mapped_column(Date)
    appeal_filed_on: Mapped[date | None] = mapped_column(Date)
    order_final_on: Mapped[date | None] = mapped_column(Date)
    #: The administrative civil penalty ordered, None when none was.
    penalty_amount: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    penalty_paid_on: Mapped[date | None] = mapped_column(Date)
    cleanup_invoiced_on: Mapped[date | None] = mapped_column(Date)
    cleanup_amount: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    cleanup_paid_on: Mapped[date | None] = mapped_column(Date)
    #: The day of the city's official notice to install a grease interceptor.
    interceptor_notice_on: Mapped[date | None] = mapped_column(Date)
    interceptor_installed_on: Mapped[date | None] = mapped_column(Date)


class ComplianceMilestone(Record):
    """One milestone of a compliance schedule agreement with the city: what is to be done
    by when, and the day it was done. The agreement is named as the city names it, with
    the day it was signed. Each progress report on it is a :class:`ProgressReport`;
    ``progress_report`` and ``reported_on`` keep the latest report of a milestone
    recorded before reports were records of their own (migration 0018)."""

    __tablename__ = "compliance_milestones"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The agreement's name or number, as the city wrote it, e.g. "CSA 26-014".
    agreement: Mapped[str] = mapped_column(String(100), nullable=False)
    agreed_on: Mapped[date] = mapped_column(Date, nullable=False)
    milestone: Mapped[str] = mapped_column(Text, nullable=False)
    due_on: Mapped[date] = mapped_column(Date, nullable=False)
    progress_report: Mapped[str] = mapped_column(Text, default="", nullable=False)
    reported_on: Mapped[date | None] = mapped_column(Date)
    done_on: Mapped[date | None] = mapped_column(Date)

    reports: Mapped[list[ProgressReport]] = relationship(
        back_populates="milestone", order_by="ProgressReport.id", lazy="raise_on_sql"
    )


class ProgressReport(Record):
    """One progress report on a milestone of a compliance schedule agreement (R8e;
    Reports 4): the day the agreement or the program manager set for it, if one did, and
    the day it was sent with what it said. A report due and not sent yet is owed."""

    __tablename__ = "progress_reports"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    milestone_pk: Mapped[int] = mapped_column(
        ForeignKey("compliance_milestones.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: None for a report sent without a due date.
    due_on: Mapped[date | None] = mapped_column(Date)
    #: The day it was sent; None while it is owed.
    reported_on: Mapped[date | None] = mapped_column(Date)
    report: Mapped[str] = mapped_column(Text, default="", nullable=False)

    milestone: Mapped[ComplianceMilestone] = relationship(
        back_populates="reports", lazy="raise_on_sql"
    )
