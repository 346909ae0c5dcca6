"""Notices of violation and their kin as read: the row each screen shows, found by its
Notice ID, and what each gives to do (rules.md R8e); typing and storing them is
:mod:`fog_desktop.services.violations`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields
from datetime import date

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import translate
from fog_desktop.rules import enforcement
from fog_desktop.rules.obligations import Obligation
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services import hearings, notice_kinds, records
from fog_desktop.services.collecting import Scope
from fog_desktop.services.notice_steps import FollowUpColumns
from fog_desktop.services.ordinances import profile_in
from fog_desktop.services.violations import NoticeColumns
from models import CityInspection, ViolationNotice


@dataclass(frozen=True, kw_only=True)
class NoticeRow(NoticeColumns, FollowUpColumns):
    """A notice and its steps as the City inspections page, the command line and the
    packet show it, with the last day to request a hearing (R8e): None where the city
    sets the hearing."""

    id: int
    notice_no: str
    inspection_no: str
    hearing_request_due: date | None
    #: When its noncompliance fee is delinquent, counted from the notice's date as no
    #: invoice date is recorded (R8e, Fees A); None without a fee, or reversed at its
    #: hearing.
    fee_due: date | None
    entered_by: str
    status_text: str
    is_void: bool
    #: The ordinance profile its deadlines are computed with (R8e).
    ordinance: OrdinanceProfile


def find_notice(db: Database, establishment_id: int, notice_no: str) -> NoticeRow:
    """The notice with this Notice ID (void ones too: an ID is never given twice), or
    NotFound naming the known ones."""
    rows = list_notices(db, establishment_id)
    wanted = notice_no.strip().upper()
    found = next((r for r in rows if r.notice_no == wanted), None)
    if found is None:
        known = ", ".join(r.notice_no for r in rows) or translate("City", "none yet")
        raise NotFound(
            translate("City", "There is no notice {id} (known: {known}).").format(
                id=repr(notice_no), known=known
            )
        )
    return found


def facts(notice: ViolationNotice | NoticeRow) -> enforcement.NoticeFacts:
    """What R8e needs of a notice."""
    return enforcement.NoticeFacts(
        notice_no=notice.notice_no,
        notice_on=notice.notice_on,
        hearing_requestable=notice_kinds.hearing_requestable(notice.kind),
        city_manager=notice_kinds.city_managers_order(notice.kind),
        hearing_requested_on=notice.hearing_requested_on,
        reversed_on=notice.hearing_on if hearings.is_reversed(notice) else None,
        order_mailed_on=notice.order_mailed_on,
        appeal_filed_on=notice.appeal_filed_on,
        order_final_on=notice.order_final_on,
        penalty_assessed=notice.penalty_amount is not None,
        penalty_paid_on=notice.penalty_paid_on,
        fee=notice.noncompliance_fee,
        fee_paid_on=notice.fee_paid_on,
        cleanup_invoiced_on=notice.cleanup_invoiced_on,
        cleanup_paid_on=notice.cleanup_paid_on,
        interceptor_notice_on=notice.interceptor_notice_on,
        interceptor_installed_on=notice.interceptor_installed_on,
    )


def list_notices(db: Database, establishment_id: int) -> list[NoticeRow]:
    """Every notice of every kind, void ones included (R6), newest first."""
    with db.read() as session:
        profile = profile_in(session, establishment_id)
        found = session.execute(
            select(ViolationNotice, CityInspection.inspection_no)
            .outerjoin(CityInspection, ViolationNotice.inspection_pk == CityInspection.id)
            .where(ViolationNotice.establishment_id == establishment_id)
        ).all()
        rows = [
            NoticeRow(
                **records.shown(n, NoticeColumns),
                **{f.name: getattr(n, f.name) for f in fields(FollowUpColumns)},
                notice_no=n.notice_no,
                inspection_no=inspection_no or "",
                hearing_request_due=(
                    enforcement.hearing_request_due(n.notice_on, profile)
                    if notice_kinds.hearing_requestable(n.kind)
                    else None
                ),
                fee_due=(
                    enforcement.fee_due(n.notice_on, profile)
                    if n.noncompliance_fee is not None and not hearings.is_reversed(n)
                    else None
                ),
                entered_by=n.entered_by,
                ordinance=profile,
            )
            for n, inspection_no in found
        ]
    return sorted(rows, key=lambda r: (r.notice_on, r.notice_no), reverse=True)


def notice_obligations(scope: Scope) -> Iterator[Obligation]:
    """Per notice of violation in use: the hearing request and the appeal while they can
    be used, the civil penalty, the cleanup costs and the interceptor once ordered,
    invoiced or noticed, and its noncompliance fee (R8e)."""
    for notice in scope.in_use(ViolationNotice, ViolationNotice.notice_on <= scope.as_of):
        yield from enforcement.notice_obligations(
            facts(notice), scope.as_of, f"violation_notices:{notice.id}", scope.profile
        )
