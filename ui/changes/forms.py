"""The forms of the "Changes & waivers" page: a planned change with its notice's proof, a
waiver, a payment of its fee with the receipt, and its revocation (R8a, R8b). Refusals
show at their fields and the dialog stays open, with nothing stored."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.pumpout import UNITS
from fog_desktop.services.attachments import Owner
from fog_desktop.services.changes import ChangeInput, ChangeRow, amend_change, create_change
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.waivers import (
    FeeInput,
    WaiverInput,
    amend_waiver,
    create_waiver,
    record_fee_payment,
    revoke_waiver,
)
from fog_desktop.services.waivers_rows import WaiverRow
from models import WAIVER_OPTIONS, ConditionalWaiver, PlannedChange, WaiverOption
from ui.dialogs import FormDialog
from ui.forms import add_field, date_field, line_field, new_form, paragraph, text_box, word_choice
from ui.papers import PapersFormDialog, proofs_panel
from ui.widgets.lined_up import lined_up_field

#: Under the planned start: the notice period of the establishment's ordinance (R8a).
NOTICE_HINT = noop("ChangeFormDialog", "The city must have the notice {days} days before this day.")
#: What a revocation brings, with the ordinance's days to install an interceptor (R8b).
REVOKED = noop(
    "RevokeDialog",
    "From the day it is revoked no fee or cleaning is owed under it, and an interceptor must "
    "be installed within {days} days.",
)


class ChangeFormDialog(PapersFormDialog[ChangeRow, ChangeInput]):
    """A planned change and, once sent, its notice's date and proof (R8a)."""

    ADD_TITLE = noop("ChangeFormDialog", "Add a planned change")
    ADD_TEXT = noop("ChangeFormDialog", "Add change")
    adds = staticmethod(create_change)
    amends = staticmethod(amend_change)

    def make_form(self, change: ChangeRow | None) -> None:
        db, establishment_id = self.context.db, self.establishment_id
        form = new_form()
        self.description = line_field(
            form,
            self.errors,
            translate("ChangeFormDialog", "What will change"),
            "description",
            translate("ChangeFormDialog", "e.g. Kitchen remodel: second fryer line"),
        )
        self.planned_start = date_field(
            form,
            self.errors,
            translate("ChangeFormDialog", "Planned start"),
            "planned_start",
            hint=translate("ChangeFormDialog", NOTICE_HINT).format(days="…"),
        )
        self.fill_later(
            lambda: profile_of(db, establishment_id).planned_change_notice_days,
            self._show_notice_days,
        )
        self.notice_sent_on = date_field(
            form,
            self.errors,
            translate("ChangeFormDialog", "Notice sent on"),
            "notice_sent_on",
            hint=translate("ChangeFormDialog", "Empty until it is sent; attach the proof below."),
        )
        self.notes = text_box("notes")
        add_field(form, self.errors, translate("ChangeFormDialog", "Notes"), "notes", self.notes)
        self.content.addLayout(form)
        self.attachments = proofs_panel(self, self.context)
        if change is not None:
            self.description.setText(change.description)
            self.planned_start.set_day(change.planned_start)
            self.notice_sent_on.set_day(change.notice_sent_on)
            self.notes.setPlainText(change.notes)
            owner = Owner(establishment_id, PlannedChange.__tablename__, change.id)
            self.attachments.set_owner(owner)
            self.add_reason(form)

    def _show_notice_days(self, days: int) -> None:
        """The establishment's ordinance's notice period, read off the GUI thread (R8a)."""
        hint = self.findChild(QLabel, "planned_start_hint")
        assert isinstance(hint, QLabel)
        hint.setText(translate("ChangeFormDialog", NOTICE_HINT).format(days=days))

    def amend_title(self, change: ChangeRow) -> str:
        return translate("ChangeFormDialog", "Amend the planned change: {what}").format(
            what=change.description
        )

    def value(self) -> ChangeInput:
        return ChangeInput(
            description=self.description.text(),
            planned_start=self.planned_start.iso_text(),
            notice_sent_on=self.notice_sent_on.iso_text(),
            notes=self.notes.toPlainText(),
        )


class WaiverFormDialog(PapersFormDialog[WaiverRow, WaiverInput]):
    """The program manager's waiver: its date, its terms, and the fee or the contractor
    with the city's cleaning interval (R8b)."""

    ADD_TITLE = noop("WaiverFormDialog", "Add a conditional waiver")
    ADD_TEXT = noop("WaiverFormDialog", "Add waiver")
    adds = staticmethod(create_waiver)
    amends = staticmethod(amend_waiver)

    def make_form(self, waiver: WaiverRow | None) -> None:
        form = new_form()
        self.granted_on = date_field(
            form, self.errors, translate("WaiverFormDialog", "Granted on"), "granted_on"
        )
        self.terms = text_box("terms")
        add_field(form, self.errors, translate("WaiverFormDialog", "Terms"), "terms", self.terms)
        self.option = word_choice(WAIVER_OPTIONS)
        add_field(
            form,
            self.errors,
            translate("WaiverFormDialog", "Instead of an interceptor"),
            "option",
            self.option,
        )
        self.cleaning_number = QLineEdit()
        self.cleaning_number.setMaximumWidth(80)
        self.cleaning_unit = word_choice(UNITS)
        self.cleaning_unit.setCurrentIndex(UNITS.index("months"))
        interval = lined_up_field(self.cleaning_number, self.cleaning_unit)
        add_field(
            form,
            self.errors,
            translate("WaiverFormDialog", "Cleaning interval"),
            "cleaning_interval",
            interval,
            hint=translate("WaiverFormDialog", "With a contractor: as often as the city set."),
            parts={"cleaning_interval": self.cleaning_number},
        )
        self.notes = text_box("notes")
        add_field(form, self.errors, translate("WaiverFormDialog", "Notes"), "notes", self.notes)
        self.content.addLayout(form)
        self.attachments = proofs_panel(self, self.context)
        self.option.currentIndexChanged.connect(self._option_chosen)
        if waiver is not None:
            owner = Owner(self.establishment_id, ConditionalWaiver.__tablename__, waiver.id)
            self.attachments.set_owner(owner)
            self.granted_on.set_day(waiver.granted_on)
            self.terms.setPlainText(waiver.terms)
            self.option.setCurrentIndex(self.option.findData(waiver.option))
            if waiver.interval is not None:
                self.cleaning_number.setText(str(waiver.interval.number))
                self.cleaning_unit.setCurrentIndex(UNITS.index(waiver.interval.unit))
            self.notes.setPlainText(waiver.notes)
            self.add_reason(form)
        self._option_chosen()

    def amend_title(self, waiver: WaiverRow) -> str:
        return translate("WaiverFormDialog", "Amend the waiver of {day}").format(
            day=waiver.granted_on.isoformat()
        )

    def _option_chosen(self) -> None:
        contractor = self.option.currentData() == WaiverOption.CONTRACTOR
        self.cleaning_number.setEnabled(contractor)
        self.cleaning_unit.setEnabled(contractor)

    def value(self) -> WaiverInput:
        number = self.cleaning_number.text().strip()
        contractor = self.option.currentData() == WaiverOption.CONTRACTOR
        return WaiverInput(
            granted_on=self.granted_on.iso_text(),
            terms=self.terms.toPlainText(),
            option=str(self.option.currentData()),
            cleaning_interval=f"{number} {self.cleaning_unit.currentData()}"
            if contractor and number
            else "",
            notes=self.notes.toPlainText(),
        )


class FeePaidDialog(FormDialog[int]):
    """A payment of the waiver's annual grease cleaning fee, with its receipt (R8b)."""

    def __init__(self, parent: QWidget | None, context: AppContext, waiver: WaiverRow) -> None:
        super().__init__(
            parent,
            translate("FeePaidDialog", "Fee paid for the waiver of {day}").format(
                day=waiver.granted_on.isoformat()
            ),
            translate("FeePaidDialog", "Record payment"),
        )
        self._context, self._waiver_pk = context, waiver.id
        form = new_form()
        self.paid_on = date_field(
            form, self.errors, translate("FeePaidDialog", "Paid on"), "paid_on"
        )
        self.paid_on.set_day(context.today())
        self.amount = line_field(
            form,
            self.errors,
            translate("FeePaidDialog", "Amount ($)"),
            "amount",
            translate("FeePaidDialog", "e.g. 850.00"),
        )
        self.receipt_no = line_field(
            form, self.errors, translate("FeePaidDialog", "Receipt no."), "receipt_no"
        )
        self.content.addLayout(form)
        self.attachments = proofs_panel(self, context)

    def submit(self) -> Callable[[], int]:
        context, pk, files = self._context, self._waiver_pk, self.attachments.pending_paths()
        data = FeeInput(self.paid_on.iso_text(), self.amount.text(), self.receipt_no.text())
        today = context.today()

        def store() -> int:
            return record_fee_payment(
                context.db, pk, data, context.actor, today=today, files=files
            ).id

        return store


class RevokeDialog(FormDialog[int]):
    """The waiver's revocation, with the city's notice (R8b)."""

    def __init__(self, parent: QWidget | None, context: AppContext, waiver: WaiverRow) -> None:
        super().__init__(
            parent,
            translate("RevokeDialog", "Revoke the waiver of {day}").format(
                day=waiver.granted_on.isoformat()
            ),
            translate("RevokeDialog", "Record revocation"),
        )
        self._context, self._waiver_pk = context, waiver.id
        consequence = paragraph(translate("RevokeDialog", REVOKED).format(days="…"))
        self.content.addWidget(consequence)
        db, est_id = context.db, waiver.establishment_id
        self.fill_later(
            lambda: profile_of(db, est_id).waiver_interceptor_days,
            lambda days: consequence.setText(translate("RevokeDialog", REVOKED).format(days=days)),
        )
        form = new_form()
        self.revoked_on = date_field(
            form, self.errors, translate("RevokeDialog", "Revoked on"), "revoked_on"
        )
        self.revoked_on.set_day(context.today())
        self.content.addLayout(form)
        self.attachments = proofs_panel(self, context)

    def submit(self) -> Callable[[], int]:
        context, pk, files = self._context, self._waiver_pk, self.attachments.pending_paths()
        day, today = self.revoked_on.iso_text(), context.today()

        def store() -> int:
            return revoke_waiver(context.db, pk, day, context.actor, today=today, files=files).id

        return store
