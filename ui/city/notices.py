"""Notices of violation on the City inspections page: each notice, the steps that
followed it and its next deadline (R8e, R6)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QPushButton, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules import enforcement
from fog_desktop.rules.obligations import Obligation
from fog_desktop.services.violations import (
    FollowUpInput,
    NoticeRow,
    ViolationInput,
    amend_notice,
    facts,
    list_notices,
    record_follow_up,
    record_notice,
    void_notice,
)
from fog_desktop.words import shown
from models import HEARING_OUTCOMES, NOTICE_DELIVERIES
from ui.city.fields import Spec, build, fill, typed
from ui.city.reply import ReplyDialog
from ui.dates import day_text
from ui.devices.model import status_shown
from ui.dialogs import FormDialog, RecordFormDialog
from ui.files import suggested
from ui.forms import new_form, paragraph
from ui.incidents.letter import choose_letter_path
from ui.manifests.model import money_text
from ui.records_page import RecordsPage
from ui.rows import Column, RowsModel, date_column
from ui.tables import stretch_column


def next_deadline(row: NoticeRow, as_of: date) -> Obligation | None:
    """The earliest deadline of a notice still open on ``as_of`` (R8e)."""
    owed = enforcement.notice_obligations(
        facts(row), as_of, f"violation_notices:{row.id}", row.ordinance
    )
    return min((o for o in owed if o.met_on is None), key=lambda o: o.due, default=None)


class NoticesModel(RowsModel[NoticeRow]):
    """Notices as the service lists them, newest first; void ones greyed (R6)."""

    NOTICE_NO, DATE, DELIVERY, FINDING, FEE, HEARING_BY, NEXT, STATUS = range(8)
    NUMERIC = (FEE,)

    def __init__(self, as_of: Callable[[], date]) -> None:
        self._as_of = as_of
        super().__init__()

    def _next(self, row: NoticeRow) -> str:
        found = None if row.is_void else next_deadline(row, self._as_of())
        if found is None:
            return ""
        return translate("NoticesModel", "{kind} by {day}").format(
            kind=shown(found.kind.value), day=day_text(found.due)
        )

    def columns(self) -> list[Column[NoticeRow]]:
        return [
            Column(
                translate("NoticesModel", "Notice ID"),
                lambda n: n.notice_no,
                short=translate("NoticesModel", "Notice\nID"),
            ),
            date_column(translate("NoticesModel", "Date"), lambda n: n.notice_on),
            Column(translate("NoticesModel", "How"), lambda n: shown(n.delivery)),
            Column(translate("NoticesModel", "Finding"), lambda n: n.finding),
            Column(
                translate("NoticesModel", "Fee"),
                lambda n: money_text(n.noncompliance_fee),
                key=lambda n: n.noncompliance_fee,
            ),
            date_column(
                translate("NoticesModel", "Hearing request must reach the city by"),
                lambda n: n.hearing_request_due,
                short=translate("NoticesModel", "Hearing request\nreceived by"),
            ),
            Column(
                translate("NoticesModel", "Next deadline"),
                self._next,
                short=translate("NoticesModel", "Next\ndeadline"),
            ),
            Column(translate("NoticesModel", "Status"), lambda n: status_shown(n.status_text)),
        ]

    def search_text(self, row: NoticeRow) -> str:
        return "\n".join((row.notice_no, row.finding, row.inspection_no))


class NoticeFormDialog(RecordFormDialog[NoticeRow]):
    ADD_TITLE = noop("NoticeFormDialog", "Record a notice of violation")
    ADD_TEXT = noop("NoticeFormDialog", "Record notice")
    FIELDS = (
        Spec(
            "notice_on",
            noop("NoticeFormDialog", "Date mailed or posted"),
            "date",
            hint=noop(
                "NoticeFormDialog",
                "The 15 days to request a hearing run from it: the city must receive the "
                "request by the 15th day.",
            ),
        ),
        Spec("delivery", noop("NoticeFormDialog", "How it came"), choices=NOTICE_DELIVERIES),
        Spec("finding", noop("NoticeFormDialog", "Finding"), "text"),
        Spec("noncompliance_fee", noop("NoticeFormDialog", "Noncompliance fee ($)")),
        Spec(
            "inspection_no",
            noop("NoticeFormDialog", "Inspection ID"),
            hint=noop("NoticeFormDialog", "The inspection that found it, if one did."),
        ),
    )

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        notice: NoticeRow | None = None,
    ) -> None:
        super().__init__(parent, context, establishment_id, notice)
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        if notice is not None:
            fill(self.fields, vars(ViolationInput.of(notice)))
            self.add_reason(form)
        self.content.addLayout(form)
        self.setMinimumWidth(560)

    def amend_title(self, notice: NoticeRow) -> str:
        return translate("NoticeFormDialog", "Amend notice {number}").format(
            number=notice.notice_no
        )

    def submit(self) -> Callable[[], int]:
        data, context, pk = ViolationInput(**typed(self.fields)), self.context, self.record_pk
        establishment_id, reason, today = self.establishment_id, self.reason_text(), context.today()

        def store() -> int:
            if pk is None:
                return record_notice(
                    context.db, establishment_id, data, context.actor, today=today
                ).id
            return amend_notice(context.db, pk, data, context.actor, today=today, reason=reason).id

        return store


class FollowUpDialog(FormDialog[int]):
    """What followed a notice, each step's date as it happens (R8e): stored as a step of
    the notice's life, not a correction."""

    FIELDS = (
        Spec(
            "hearing_requested_on",
            noop("FollowUpDialog", "Hearing request received by the city"),
            "date",
        ),
        Spec("hearing_on", noop("FollowUpDialog", "Hearing held"), "date"),
        Spec(
            "hearing_outcome",
            noop("FollowUpDialog", "Hearing outcome"),
            choices=HEARING_OUTCOMES,
            hint=noop(
                "FollowUpDialog",
                "What the hearing officer determined of the notice. A reversed notice owes "
                "no fee and nothing it brought.",
            ),
        ),
        Spec("order_mailed_on", noop("FollowUpDialog", "Hearing officer's order mailed"), "date"),
        Spec("appeal_filed_on", noop("FollowUpDialog", "Appeal filed with the city clerk"), "date"),
        Spec("order_final_on", noop("FollowUpDialog", "Order final"), "date"),
        Spec("penalty_amount", noop("FollowUpDialog", "Civil penalty ordered ($)")),
        Spec("penalty_paid_on", noop("FollowUpDialog", "Civil penalty paid"), "date"),
        Spec("cleanup_invoiced_on", noop("FollowUpDialog", "Cleanup costs invoiced"), "date"),
        Spec("cleanup_amount", noop("FollowUpDialog", "Cleanup costs ($)")),
        Spec("cleanup_paid_on", noop("FollowUpDialog", "Cleanup costs paid"), "date"),
        Spec(
            "interceptor_notice_on",
            noop("FollowUpDialog", "City notice to install an interceptor"),
            "date",
        ),
        Spec("interceptor_installed_on", noop("FollowUpDialog", "Interceptor installed"), "date"),
        Spec("fee_paid_on", noop("FollowUpDialog", "Noncompliance fee paid"), "date"),
    )

    def __init__(self, parent: QWidget | None, context: AppContext, notice: NoticeRow) -> None:
        super().__init__(
            parent,
            translate("FollowUpDialog", "What followed notice {number}").format(
                number=notice.notice_no
            ),
            translate("FollowUpDialog", "Record"),
        )
        self.context, self.pk = context, notice.id
        self.content.addWidget(
            paragraph(translate("FollowUpDialog", "Fill in each step as it happens; leave "
                                "empty what has not happened yet."))
        )  # fmt: skip
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        fill(self.fields, vars(FollowUpInput.of(notice)))
        self.content.addLayout(form)

    def submit(self) -> Callable[[], int]:
        data, context, pk = FollowUpInput(**typed(self.fields)), self.context, self.pk
        today = context.today()
        return lambda: record_follow_up(context.db, pk, data, context.actor, today=today).id


class NoticesSection(RecordsPage[NoticeRow]):
    """The notices of violation, under the inspections."""

    title = noop("Page", "Notices of violation")
    HEADING = noop("NoticesSection", "Notices of violation")
    ADD_TEXT = noop("NoticesSection", "Record notice…")
    NOUNS = (noop("NoticesSection", "notice"), noop("NoticesSection", "notices"))
    NO_RECORDS = noop(
        "NoticesSection",
        "No notice of violation recorded. If the city sends one, record it here the day "
        "it comes: the days to request a hearing start at its date.",
    )
    SORTED_BY = NoticesModel.DATE

    def __init__(self, context: AppContext) -> None:
        super().__init__(context, NoticesModel(context.today), void=void_notice)
        self.table.setObjectName("notices_table")
        stretch_column(self.table, NoticesModel.FINDING)
        self.step_button = QPushButton(translate("NoticesSection", "What followed…"))
        self.step_button.setToolTip(
            translate(
                "NoticesSection",
                "The hearing request, the hearing and its outcome, the order, an appeal, a "
                "penalty, cleanup costs, an interceptor required, and each payment.",
            )
        )
        self.step_button.clicked.connect(self.record_follow_up)
        self.reply_button = QPushButton(translate("NoticesSection", "Reply to the city…"))
        self.reply_button.setToolTip(
            translate("NoticesSection", "A letter requesting a hearing on the notice, to sign.")
        )
        self.reply_button.clicked.connect(self.reply_to_city)
        for button in (self.step_button, self.reply_button):
            self.button_row.insertWidget(self.button_row.count() - 1, button)
            self.record_buttons.append(button)
        #: Where the letter is saved: the platform's dialog (a test gives its own).
        self.choose_letter_path: Callable[[QWidget, Path], Path | None] = choose_letter_path
        self.update_buttons()

    def read(self, establishment_id: int) -> list[NoticeRow]:
        return list_notices(self.context.db, establishment_id)

    def form(self, establishment_id: int, row: NoticeRow | None) -> FormDialog[Any]:
        return NoticeFormDialog(self, self.context, establishment_id, row)

    def void_label(self, row: NoticeRow) -> str:
        return translate("NoticesSection", "notice {number}").format(number=row.notice_no)

    def reply_to_city(self) -> FormDialog[Any] | None:
        """Ask where to save the request for a hearing, then for its facts."""
        row = self.selected_in_use()
        if row is None:
            return None
        offered = suggested(f"{row.notice_no} hearing request.pdf")
        path = self.choose_letter_path(self, offered)
        if path is None:
            return None
        return self.open_for_selected(lambda notice: ReplyDialog(self, self.context, notice, path))

    def record_follow_up(self) -> FormDialog[Any] | None:
        return self.open_for_selected(lambda row: FollowUpDialog(self, self.context, row))
