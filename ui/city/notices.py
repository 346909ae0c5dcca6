"""Notices on the City inspections page: each notice of violation, administrative
complaint or licence hearing notice (its kind), the steps that followed it and its next
deadline (R8e, R6)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules import enforcement
from fog_desktop.rules.obligations import Obligation
from fog_desktop.services.inspections import InspectionRow, list_inspections
from fog_desktop.services.notice_kinds import city_managers_order, hearing_requestable
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up
from fog_desktop.services.violations import ViolationInput, amend_notice, record_notice, void_notice
from fog_desktop.services.violations_rows import NoticeRow, facts, list_notices
from fog_desktop.words import shown
from models import HEARING_OUTCOMES, LICENCE_KINDS, NOTICE_DELIVERIES, NOTICE_KINDS, NoticeKind
from ui.city.fields import Spec, build, fill, typed
from ui.city.reply import ReplyDialog
from ui.dates import day_text
from ui.dialogs import FormDialog, RecordFormDialog
from ui.files import suggested
from ui.forms import new_form, paragraph
from ui.records_page import RecordsPage
from ui.rows import Column, RowsModel, date_column
from ui.tables import stretch_column
from ui.widgets.letters import choose_letter_path
from ui.widgets.values import money_text


def next_deadline(row: NoticeRow, as_of: date) -> Obligation | None:
    """The earliest deadline of a notice still open on ``as_of`` (R8e)."""
    owed = enforcement.notice_obligations(
        facts(row), as_of, f"violation_notices:{row.id}", row.ordinance
    )
    return min((o for o in owed if o.met_on is None), key=lambda o: o.due, default=None)


class NoticesModel(RowsModel[NoticeRow]):
    """Notices as the service lists them, newest first; void ones greyed (R6). How each
    came (mailed or posted) is in its form and the packet, and the hearing request's
    last day is its next deadline while it can be used: at 1024 pixels the finding needs
    the room."""

    NOTICE_NO, KIND, DATE, FINDING, FEE, NEXT, STATUS = range(7)
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
            Column(translate("NoticesModel", "Kind"), lambda n: shown(n.kind)),
            date_column(translate("NoticesModel", "Date"), lambda n: n.notice_on),
            Column(translate("NoticesModel", "Finding"), lambda n: n.finding),
            Column(
                translate("NoticesModel", "Fee"),
                lambda n: money_text(n.noncompliance_fee),
                key=lambda n: n.noncompliance_fee,
            ),
            Column(
                translate("NoticesModel", "Next deadline"),
                self._next,
                short=translate("NoticesModel", "Next\ndeadline"),
            ),
            self.status_column(),
        ]

    def search_text(self, row: NoticeRow) -> str:
        return "\n".join((row.notice_no, shown(row.kind), row.finding, row.inspection_no))


#: What the date of each kind is and what runs from it (R8e): the label and the hint
#: of the form's date, and the hint of its fee.
DATE_LABELS = {
    NoticeKind.NOTICE_OF_VIOLATION.value: noop(
        "NoticeFormDialog", "Date mailed, posted or handed over"
    ),
    NoticeKind.ADMINISTRATIVE_COMPLAINT.value: noop("NoticeFormDialog", "Date served"),
}
DATE_HINTS = {
    NoticeKind.NOTICE_OF_VIOLATION.value: noop(
        "NoticeFormDialog",
        "The 15 days to request a hearing run from it: the city must receive the "
        "request by the 15th day.",
    ),
    NoticeKind.ADMINISTRATIVE_COMPLAINT.value: noop(
        "NoticeFormDialog",
        "The city manager hears it on the date it sets: there is no hearing to request. "
        "The city manager's order is appealed within 30 days of its service.",
    ),
}
LICENCE_DATE_LABEL = noop("NoticeFormDialog", "Date mailed")
LICENCE_DATE_HINT = noop(
    "NoticeFormDialog",
    "A hearing officer hears it on the date the program manager's notice sets: there is no "
    "hearing to request. The order is appealed within 15 days of its mailing.",
)
FEE_HINT = noop("NoticeFormDialog", "A licence order carries no noncompliance fee.")


class NoticeFormDialog(RecordFormDialog[NoticeRow]):
    ADD_TITLE = noop("NoticeFormDialog", "Record a notice from the city")
    ADD_TEXT = noop("NoticeFormDialog", "Record notice")
    FIELDS = (
        Spec(
            "kind",
            noop("NoticeFormDialog", "Kind"),
            choices=NOTICE_KINDS,
            hint=noop("NoticeFormDialog", "What the city gave, as its heading says."),
        ),
        Spec(
            "notice_on",
            DATE_LABELS[NoticeKind.NOTICE_OF_VIOLATION],
            "date",
            hint=DATE_HINTS[NoticeKind.NOTICE_OF_VIOLATION],
        ),
        Spec("delivery", noop("NoticeFormDialog", "How it came"), choices=NOTICE_DELIVERIES),
        Spec("finding", noop("NoticeFormDialog", "Finding"), "text"),
        Spec("noncompliance_fee", noop("NoticeFormDialog", "Noncompliance fee ($)")),
        Spec(
            "inspection_no",
            noop("NoticeFormDialog", "Inspection"),
            "pick",
            hint=noop("NoticeFormDialog", "The inspection that found it, if one did."),
        ),
    )

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        notice: NoticeRow | None = None,
        inspection_no: str = "",
    ) -> None:
        """``inspection_no`` is the inspection chosen on the page, which a new notice is
        taken to follow; the manager may choose another, or none."""
        self._chosen_inspection_no = inspection_no
        super().__init__(parent, context, establishment_id, notice)

    def make_form(self, notice: NoticeRow | None) -> None:
        form = self.form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        values = ViolationInput() if notice is None else ViolationInput.of(notice)
        fill(self.fields, vars(values))
        db, establishment_id = self.context.db, self.establishment_id
        wanted = values.inspection_no if notice else self._chosen_inspection_no
        self.fill_later(
            lambda: list_inspections(db, establishment_id),
            lambda inspections: self._offer_inspections(inspections, wanted),
        )
        kind = self.fields["kind"]
        assert isinstance(kind, QComboBox)
        # A notice keeps its kind: its Notice ID and its steps follow it.
        kind.setEnabled(notice is None)
        kind.currentIndexChanged.connect(self.kind_changed)
        self.kind_changed()
        if notice is not None:
            self.add_reason(form)
        self.content.addLayout(form)
        self.setMinimumWidth(560)

    def _offer_inspections(self, inspections: list[InspectionRow], wanted: str) -> None:
        """The inspections recorded, newest first, each by its ID and date (its result
        in the tooltip: the whole line did not fit the form in Spanish); a void one
        only when it is the one the notice already names (R6)."""
        combo = self.fields["inspection_no"]
        assert isinstance(combo, QComboBox)
        combo.addItem(translate("NoticeFormDialog", "None: it came without an inspection"), "")
        for row in inspections:
            if row.is_void and row.inspection_no != wanted:
                continue
            text = translate("NoticeFormDialog", "{number} of {date}").format(
                number=row.inspection_no, date=day_text(row.inspected_on)
            )
            combo.addItem(text, row.inspection_no)
            combo.setItemData(combo.count() - 1, shown(row.result), Qt.ItemDataRole.ToolTipRole)
        combo.setCurrentIndex(max(combo.findData(wanted), 0))

    def kind_changed(self) -> None:
        """Say what the chosen kind's date is and what runs from it; a licence notice
        has no fee to type (R8e)."""
        kind = typed(self.fields)["kind"]
        licence = kind in LICENCE_KINDS
        cell = self.fields["notice_on"].parentWidget()
        assert cell is not None
        label = self.form.labelForField(cell)
        assert isinstance(label, QLabel)
        label.setText(translate("NoticeFormDialog", DATE_LABELS.get(kind, LICENCE_DATE_LABEL)))
        hint = cell.findChild(QLabel, "notice_on_hint")
        assert hint is not None
        hint.setText(translate("NoticeFormDialog", DATE_HINTS.get(kind, LICENCE_DATE_HINT)))
        fee = self.fields["noncompliance_fee"]
        assert isinstance(fee, QLineEdit)
        if licence:
            fee.clear()
        fee.setEnabled(not licence)
        fee.setPlaceholderText(translate("NoticeFormDialog", FEE_HINT) if licence else "")

    def amend_title(self, notice: NoticeRow) -> str:
        return translate("NoticeFormDialog", "Amend notice {number}").format(
            number=notice.notice_no
        )

    def submit(self) -> Callable[[], int]:
        data, establishment_id = ViolationInput(**typed(self.fields)), self.establishment_id
        db, actor, today = self.context.db, self.context.actor, self.context.today()
        return self.adding_or_amending(
            lambda: record_notice(db, establishment_id, data, actor, today=today),
            lambda pk, reason: amend_notice(db, pk, data, actor, today=today, reason=reason),
        )


#: The steps of the city manager's order on an administrative complaint (R8e, D.8).
CITY_MANAGER_STEPS = {
    "order_mailed_on": Spec(
        "order_mailed_on", noop("FollowUpDialog", "City manager's order served"), "date"
    ),
    "hearing_outcome": Spec(
        "hearing_outcome",
        noop("FollowUpDialog", "Hearing outcome"),
        choices=HEARING_OUTCOMES,
        hint=noop(
            "FollowUpDialog",
            "What the city manager determined of the complaint. A reversed complaint owes "
            "nothing it brought.",
        ),
    ),
}
#: A licence order carries no fee and no penalty to pay (R8e).
NOT_ON_LICENCE = frozenset({"penalty_amount", "penalty_paid_on", "fee_paid_on"})


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

    @classmethod
    def specs(cls, kind: str) -> tuple[Spec, ...]:
        """The steps a notice of ``kind`` can have, named as it names them (R8e)."""
        left_out = set() if hearing_requestable(kind) else {"hearing_requested_on"}
        if kind in LICENCE_KINDS:
            left_out |= NOT_ON_LICENCE
        said = CITY_MANAGER_STEPS if city_managers_order(kind) else {}
        return tuple(said.get(s.field, s) for s in cls.FIELDS if s.field not in left_out)

    def __init__(self, parent: QWidget | None, context: AppContext, notice: NoticeRow) -> None:
        super().__init__(
            parent,
            translate("FollowUpDialog", "What followed {kind} {number}").format(
                kind=shown(notice.kind).lower(), number=notice.notice_no
            ),
            translate("FollowUpDialog", "Record"),
        )
        self.context, self.pk = context, notice.id
        self.content.addWidget(
            paragraph(translate("FollowUpDialog", "Fill in each step as it happens; leave "
                                "empty what has not happened yet."))
        )  # fmt: skip
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.specs(notice.kind))
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
    COUNT = noop("NoticesSection", "%n notice(s)")
    NO_RECORDS = noop(
        "NoticesSection",
        "No notice recorded. If the city sends a notice of violation, an administrative "
        "complaint or a licence notice, record it here the day it comes: the days to "
        "request a hearing on a notice of violation start at its date.",
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
        #: The Inspection ID chosen on the page, which a new notice follows ("" for none).
        self.chosen_inspection: Callable[[], str] = str
        self.update_buttons()

    def update_buttons(self) -> None:
        """The letter requesting a hearing is offered for a notice of violation only: the
        city sets the hearing of the other kinds (R8e)."""
        super().update_buttons()
        row = self.selected()
        if row is not None and row.hearing_request_due is None:
            self.reply_button.setEnabled(False)

    def read(self, establishment_id: int) -> list[NoticeRow]:
        return list_notices(self.context.db, establishment_id)

    def form(self, establishment_id: int, row: NoticeRow | None) -> FormDialog[Any]:
        return NoticeFormDialog(self, self.context, establishment_id, row, self.chosen_inspection())

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
