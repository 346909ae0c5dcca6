"""The "Changes & waivers" page: the planned changes, each with where its notice to the
city stands, and the conditional waivers with their fees and revocation (R8a, R8b).

Each list is a records page of its own (Add, Amend, Void, search, count) inside this
one, which reads both at once; a record voided with a reason stays listed, greyed (R6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.fonts import register_fonts
from fog_desktop.reports.letter import write_notice_letter
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.changes import ChangeRow, list_changes, notice_words, void_change
from fog_desktop.services.waivers import void_fee_payment, void_waiver
from fog_desktop.services.waivers_rows import FeeRow, WaiverRow, list_waivers
from models import WaiverOption
from ui.changes.forms import ChangeFormDialog, FeePaidDialog, RevokeDialog, WaiverFormDialog
from ui.changes.model import ChangesModel, WaiversModel
from ui.dates import day_text
from ui.dialogs import FormDialog, VoidDialog
from ui.files import suggested
from ui.forms import heading, paragraph
from ui.layout_memory import remember_splitter
from ui.operations import BackgroundOp, saying_why
from ui.page import Page
from ui.records_page import RecordsPage, open_record, source_pk
from ui.widgets.letters import choose_letter_path
from ui.widgets.values import money_text


class ChangesList(RecordsPage[ChangeRow]):
    """The planned changes; below, where the selected one's notice stands (R8a)."""

    title = noop("Page", "Planned changes")
    HEADING = noop("ChangesList", "Planned changes and their notice to the city")
    ADD_TEXT = noop("ChangesList", "Add change…")
    COUNT = noop("ChangesList", "%n change(s)")
    NO_RECORDS = noop(
        "ChangesList",
        "No planned changes. Before a remodel, an expansion or a change in how you cook that "
        "may bring more grease, add it here: the city must have your written notice 60 days "
        "before it starts.",
    )
    NOTHING_MATCHES = noop("ChangesList", "No change matches the search.")
    SEARCH_HINT = noop("ChangesList", "Search what will change")
    SORTED_BY = ChangesModel.START
    VOID_CONSEQUENCE = noop("ChangesList", "Its notice is no longer owed.")

    def __init__(self, context: AppContext) -> None:
        self.notice = paragraph("")
        self.notice.setObjectName("notice_words")
        self.letter_button = QPushButton(translate("ChangesList", "Notice letter…"))
        super().__init__(context, ChangesModel(), self.notice, void=void_change)
        self.letter_button.setToolTip(
            translate("ChangesList", "The written notice to the city, a PDF to sign and send.")
        )
        self.letter_button.clicked.connect(self.make_letter)
        self.button_row.addWidget(self.letter_button)
        self.record_buttons.append(self.letter_button)
        #: Where to save the letter: the platform's file dialog (a test answers it).
        self.choose_letter_path: Callable[[QWidget, Path], Path | None] = choose_letter_path
        self.update_buttons()

    def make_letter(self) -> None:
        """Ask where, then write the notice's PDF off the GUI thread and say where it is."""
        row = self.selected_in_use()
        if row is None:
            return
        path = self.choose_letter_path(self, suggested(f"{row.description} notice.pdf"))
        if path is None:
            return
        register_fonts()  # on the GUI thread: the fonts are shared with the window
        db, today, notice = self.context.db, self.context.today(), self.notice

        def written(done: Path) -> None:
            saved = translate(
                "ChangesList",
                "Letter saved: {path}. Sign it and send it to the city by {due}; then record "
                "the day it was sent, and its proof, with Amend….",
            )
            notice.setText(saved.format(path=done, due=day_text(row.notice_due)))

        def failed(reason: str) -> None:
            refused = translate("ChangesList", "The letter can't be saved to {path}: {reason}")
            notice.setText(refused.format(path=path, reason=reason))

        BackgroundOp(
            lambda: write_notice_letter(db, row.id, path, today=today),
            written,
            saying_why(failed),
            owner=self,
        ).run_in_background()

    def read(self, establishment_id: int) -> list[ChangeRow]:
        return list_changes(self.context.db, establishment_id)

    def show_detail(self, row: ChangeRow | None) -> None:
        self.notice.setText(
            notice_words(row, self.context.today()) if row is not None and not row.is_void else ""
        )

    def form(self, establishment_id: int, row: ChangeRow | None) -> FormDialog[Any]:
        return ChangeFormDialog(self, self.context, establishment_id, row)

    def void_label(self, row: ChangeRow) -> str:
        return translate("ChangesList", "the planned change {what}").format(what=row.description)


def payment_text(payment: FeeRow) -> str:
    """11/20/2025, $850.00, receipt R-3321: one payment of a waiver's fee (R8b), and its
    void reason when it is void (R6)."""
    said = translate("WaiversList", "{day}, {amount}, receipt {receipt}").format(
        day=day_text(payment.paid_on),
        amount=money_text(payment.amount),
        receipt=payment.receipt_no or "—",
    )
    return f"{said} ({payment.status_text})" if payment.is_void else said


class WaiversList(RecordsPage[WaiverRow]):
    """The conditional waivers, with Fee paid… and Revoke… for the selected one, and the
    payments of its fee, one of which may be voided when entered in error (R8b, R6)."""

    title = noop("Page", "Conditional waivers")
    HEADING = noop("WaiversList", "Conditional waivers of the interceptor")
    ADD_TEXT = noop("WaiversList", "Add waiver…")
    COUNT = noop("WaiversList", "%n waiver(s)")
    NO_RECORDS = noop(
        "WaiversList",
        "No waivers. If the program manager excused you from installing an interceptor, "
        "add the waiver here with its terms: the annual fee or the contractor's cleanings "
        "it asks for are then on the Dashboard.",
    )
    NOTHING_MATCHES = noop("WaiversList", "No waiver matches the search.")
    SEARCH_HINT = noop("WaiversList", "Search the terms")
    SORTED_BY = WaiversModel.GRANTED
    VOID_CONSEQUENCE = noop("WaiversList", "Nothing it owed is owed any more.")

    def __init__(self, context: AppContext) -> None:
        detail = QWidget()
        column = QVBoxLayout(detail)
        column.setContentsMargins(0, 0, 0, 0)
        self.terms = paragraph("")
        self.terms.setObjectName("waiver_terms")
        self.payments = QListWidget()
        self.payments.setObjectName("fee_payments")
        self.payments.setAccessibleName(translate("WaiversList", "Payments of the fee"))
        self.payments.setMaximumHeight(90)
        self.void_payment_button = QPushButton(translate("WaiversList", "Void payment…"))
        self.void_payment_button.setToolTip(
            translate("WaiversList", "For a payment entered in error: choose it in the list")
        )
        self.payments_caption = paragraph(translate("WaiversList", "Payments of the fee"))
        self.payments_caption.setBuddy(self.payments)
        column.addWidget(self.terms)
        column.addWidget(self.payments_caption)
        column.addWidget(self.payments)
        for hidden in (self.payments_caption, self.payments):
            hidden.setVisible(False)  # until a waiver with payments is chosen
        self.fee_button = QPushButton(translate("WaiversList", "Fee paid…"))
        self.revoke_button = QPushButton(translate("WaiversList", "Revoke…"))
        super().__init__(context, WaiversModel(), detail, void=void_waiver)
        self.fee_button.clicked.connect(self.fee_paid)
        self.revoke_button.clicked.connect(self.revoke)
        self.void_payment_button.clicked.connect(self.void_payment)
        self.payments.currentRowChanged.connect(lambda _row: self.update_buttons())
        for button in (self.fee_button, self.revoke_button, self.void_payment_button):
            self.button_row.addWidget(button)
            self.record_buttons.append(button)
        self.update_buttons()

    def read(self, establishment_id: int) -> list[WaiverRow]:
        return list_waivers(self.context.db, establishment_id)

    def show_detail(self, row: WaiverRow | None) -> None:
        self.terms.setText(row.terms if row is not None else "")
        self.payments.clear()
        for payment in row.payments if row is not None else ():
            item = QListWidgetItem(payment_text(payment))
            item.setData(Qt.ItemDataRole.UserRole, payment)
            self.payments.addItem(item)
        for shown in (self.payments_caption, self.payments):
            shown.setVisible(row is not None and bool(row.payments))

    def chosen_payment(self) -> FeeRow | None:
        """The payment chosen in the list, unless it is void already."""
        item = self.payments.currentItem()
        payment = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return payment if isinstance(payment, FeeRow) and not payment.is_void else None

    def update_buttons(self) -> None:
        super().update_buttons()
        row = self.selected_in_use()
        self.fee_button.setEnabled(row is not None and row.option == WaiverOption.FEE)
        self.revoke_button.setEnabled(row is not None and row.revoked_on is None)
        self.void_payment_button.setEnabled(row is not None and self.chosen_payment() is not None)

    def form(self, establishment_id: int, row: WaiverRow | None) -> FormDialog[Any]:
        return WaiverFormDialog(self, self.context, establishment_id, row)

    def void_label(self, row: WaiverRow) -> str:
        return translate("WaiversList", "the waiver of {day}").format(day=day_text(row.granted_on))

    def _open(self, dialog: FormDialog[int], pk: int) -> FormDialog[int]:
        dialog.accepted.connect(lambda: self.changed(pk))
        dialog.open()
        return dialog

    def fee_paid(self) -> FormDialog[int] | None:
        row = self.selected_in_use()
        return None if row is None else self._open(FeePaidDialog(self, self.context, row), row.id)

    def revoke(self) -> FormDialog[int] | None:
        row = self.selected_in_use()
        return None if row is None else self._open(RevokeDialog(self, self.context, row), row.id)

    def void_payment(self) -> VoidDialog | None:
        """Void the payment chosen, entered in error: its anniversary's fee is owed again
        (R8b, R6)."""
        row, payment = self.selected_in_use(), self.chosen_payment()
        if row is None or payment is None:
            return None
        db, actor, pk = self.context.db, self.context.actor, payment.id
        label = translate("WaiversList", "the payment of {day}").format(
            day=day_text(payment.paid_on)
        )
        dialog = VoidDialog(self, label, lambda reason: void_fee_payment(db, pk, reason, actor))
        dialog.accepted.connect(lambda: self.changed(row.id))
        dialog.open()
        return dialog


@dataclass(frozen=True)
class ChangesRead:
    changes: list[ChangeRow]
    waivers: list[WaiverRow]


class ChangesPage(Page[ChangesRead]):
    """Both lists, one above the other, read together."""

    title = noop("Page", "Changes & waivers")
    #: A planned change's notice (R8a) and a waiver's duties (R8b), on their record.
    opens = frozenset(
        {
            ObligationKind.PLANNED_CHANGE_NOTICE,
            ObligationKind.WAIVER_FEE,
            ObligationKind.SEWER_MAIN_CLEANING,
            ObligationKind.INTERCEPTOR_AFTER_REVOCATION,
        }
    )

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.changes = ChangesList(context)
        self.waivers = WaiversList(context)
        splitter = QSplitter(Qt.Orientation.Vertical)
        for part in (self.changes, self.waivers):
            part.records_changed.connect(self.records_changed)
            part.help_wanted.connect(lambda _section: self.ask_help())
            splitter.addWidget(part)
        splitter.setChildrenCollapsible(False)
        remember_splitter(f"pages/{self.title}/splitter", splitter)
        layout = QVBoxLayout(self)
        layout.addLayout(self.with_help(heading(translate("Page", self.title))))
        layout.addWidget(splitter, stretch=1)

    def open_obligation(self, obligation: Obligation) -> None:
        """A change's notice: its change; a waiver's duty: its waiver, a fee its payment."""
        pk = source_pk(obligation)
        if obligation.kind == ObligationKind.PLANNED_CHANGE_NOTICE:
            open_record(self, pk, lambda: self.changes)
            return
        paid = WaiversList.fee_paid if obligation.kind == ObligationKind.WAIVER_FEE else None
        open_record(self, pk, lambda: self.waivers, paid)

    def search_box(self) -> QLineEdit | None:
        """Edit > Find goes to the planned changes' search."""
        return self.changes.search_box()

    def load(self, establishment_id: int | None) -> ChangesRead:
        return ChangesRead(self.changes.load(establishment_id), self.waivers.load(establishment_id))

    def show_loaded(self, loaded: ChangesRead) -> None:
        self.changes.show_loaded(loaded.changes)
        self.waivers.show_loaded(loaded.waivers)


__all__ = ["ChangesList", "ChangesPage", "WaiversList"]
