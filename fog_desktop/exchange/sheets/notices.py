"""The Notices of violation sheet: the city's notices of every kind and each step that
followed (R8e)."""

from __future__ import annotations

from collections.abc import Iterator

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.services import notice_steps, violations, violations_rows
from fog_desktop.services.notice_steps import FollowUpInput
from fog_desktop.services.violations import ViolationInput
from models import (
    HEARING_OUTCOMES,
    NOTICE_DELIVERIES,
    NOTICE_KINDS,
    NoticeKind,
    Record,
    ViolationNotice,
)

#: The city's notices of violation, administrative complaints and licence notices (their
#: Kind; empty is a notice of violation), and each step that followed (R8e).
NOTICES_OF_VIOLATION = Sheet(
    "Notices of violation",
    (
        Column("Notice ID", key=True, width=14),
        Column("Kind", width=24, choices=NOTICE_KINDS, fields=("kind",)),
        Column("Date mailed or posted", Kind.DATE, 12, fields=("notice_on",)),
        Column("How", width=10, required=True, choices=NOTICE_DELIVERIES, fields=("delivery",)),
        Column("Inspection ID", width=14, fields=("inspection_no",)),
        Column("Finding", width=40, required=True, fields=("finding",)),
        Column("Noncompliance fee", Kind.MONEY, 12, fields=("noncompliance_fee",)),
        Column("Fee due (from the notice's date)", Kind.DATE, 14, derived=True),
        Column("Fee paid on", Kind.DATE, 12, fields=("fee_paid_on",)),
        Column("Hearing request due", Kind.DATE, 12, derived=True),
        Column("Hearing request received on", Kind.DATE, 12, fields=("hearing_requested_on",)),
        Column("Hearing on", Kind.DATE, 12, fields=("hearing_on",)),
        Column("Hearing outcome", width=12, choices=HEARING_OUTCOMES, fields=("hearing_outcome",)),
        Column("Order mailed on", Kind.DATE, 12, fields=("order_mailed_on",)),
        Column("Appeal filed on", Kind.DATE, 12, fields=("appeal_filed_on",)),
        Column("Order final on", Kind.DATE, 12, fields=("order_final_on",)),
        Column("Civil penalty", Kind.MONEY, 12, fields=("penalty_amount",)),
        Column("Penalty paid on", Kind.DATE, 12, fields=("penalty_paid_on",)),
        Column("Cleanup invoiced on", Kind.DATE, 12, fields=("cleanup_invoiced_on",)),
        Column("Cleanup costs", Kind.MONEY, 12, fields=("cleanup_amount",)),
        Column("Cleanup paid on", Kind.DATE, 12, fields=("cleanup_paid_on",)),
        Column("Interceptor notice on", Kind.DATE, 12, fields=("interceptor_notice_on",)),
        Column("Interceptor installed on", Kind.DATE, 12, fields=("interceptor_installed_on",)),
        STATUS,
    ),
)


def notice_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The notices of every kind in the window and what followed each (R8e, R6)."""
    for n in reversed(violations_rows.list_notices(db, est_id)):
        if window.holds(n.notice_on):
            yield [
                n.notice_no, n.kind, n.notice_on, n.delivery, n.inspection_no, n.finding,
                n.noncompliance_fee, n.fee_due, n.fee_paid_on, n.hearing_request_due,
                n.hearing_requested_on, n.hearing_on, n.hearing_outcome or "", n.order_mailed_on,
                n.appeal_filed_on, n.order_final_on,
                n.penalty_amount, n.penalty_paid_on, n.cleanup_invoiced_on, n.cleanup_amount,
                n.cleanup_paid_on, n.interceptor_notice_on, n.interceptor_installed_on,
                n.status_text,
            ]  # fmt: skip


def store_notice(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One notice of its Kind (a notice of violation when the cell is empty), then
    each step that followed it (R8e)."""
    number = row.text("Notice ID")
    if steps.find_any(ViolationNotice, ViolationNotice.notice_no == number):
        return None
    data = ViolationInput(
        notice_on=row.text("Date mailed or posted"), delivery=row.text("How"),
        finding=row.text("Finding"), noncompliance_fee=row.text("Noncompliance fee"),
        inspection_no=row.text("Inspection ID"),
        kind=row.text("Kind") or NoticeKind.NOTICE_OF_VIOLATION,
    )  # fmt: skip
    notice = violations.add(
        steps.session, steps.est.id, data, steps.actor, today=steps.today, notice_no=number
    )
    followed = FollowUpInput(
        **{
            field: row.text(column.header)
            for column in NOTICES_OF_VIOLATION.columns
            for field in column.fields
            if field in FollowUpInput.__dataclass_fields__
        }
    )
    notice_steps.follow_up(steps.session, notice, followed, steps.actor, today=steps.today)
    return notice


NOTICES_OF_VIOLATION_SHEET = DataSheet(
    NOTICES_OF_VIOLATION, in_window(notice_rows), through_service(store_notice)
)
