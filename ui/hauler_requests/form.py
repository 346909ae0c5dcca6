"""The request to the hauler for a missing manifest (R2): drafted to copy into an e-mail or
save as a letter, then recorded (when, how, to whom); amended later with the answer.

A missing manifest can't be made again: what an inspector asks for is a record of every
attempt to get it, so each request is kept, with the hauler's answer once it comes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.phones import shown
from fog_desktop.reports.fonts import register_fonts
from fog_desktop.reports.hauler_letter import (
    ManifestAsk,
    email_text,
    manifest_ask,
    write_request_letter,
)
from fog_desktop.services.hauler_requests import RequestInput, amend_request, record_request
from fog_desktop.services.hauler_requests_rows import RequestRow
from fog_desktop.services.maintenance import MaintenanceRow
from models import REQUEST_METHODS, RequestMethod
from ui.dates import day_text
from ui.dialogs import RecordFormDialog
from ui.files import suggested
from ui.forms import add_field, date_field, new_form, paragraph, text_box, text_label, word_choice
from ui.operations import BackgroundOp, saying_why
from ui.widgets.letters import choose_letter_path

GUIDANCE = noop(
    "HaulerRequestDialog",
    "A missing manifest cannot be made again. Ask the hauler for a copy, and record each "
    "time you ask: a record of every attempt is what an inspector asks for.",
)


class HaulerRequestDialog(RecordFormDialog[RequestRow]):
    """Adding, for a pump-out: the request drafted, Copy text and Save letter…, and the
    request made recorded. Amending: the request, and the hauler's answer."""

    ADD_TITLE = noop("HaulerRequestDialog", "Ask the hauler for the manifest")
    ADD_TEXT = noop("HaulerRequestDialog", "Record this request")

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        entry_pk: int,
        request: RequestRow | None = None,
        *,
        pump_out: MaintenanceRow | None = None,
    ) -> None:
        self.entry_pk = entry_pk
        self._pump_out = pump_out
        super().__init__(parent, context, establishment_id, request)

    def make_form(self, request: RequestRow | None) -> None:
        self.ask: ManifestAsk | None = None
        #: Where to save the letter: the platform's file dialog (a test answers it).
        self.choose_letter_path: Callable[[QWidget, Path], Path | None] = choose_letter_path
        if request is None:
            self._draft_part(self._pump_out)
        form = new_form()
        self.asked_on = date_field(
            form, self.errors, translate("HaulerRequestDialog", "Date asked"), "asked_on"
        )
        self.method: QComboBox = word_choice(REQUEST_METHODS)
        add_field(form, self.errors, translate("HaulerRequestDialog", "How"), "method", self.method)
        self.whom = QLineEdit()
        add_field(
            form,
            self.errors,
            translate("HaulerRequestDialog", "To whom"),
            "asked_whom",
            self.whom,
            hint=translate("HaulerRequestDialog", "A name, an e-mail address or a phone number"),
        )
        self.answer = text_box("answer")
        add_field(
            form,
            self.errors,
            translate("HaulerRequestDialog", "Answer"),
            "answer",
            self.answer,
            hint=translate("HaulerRequestDialog", "What the hauler answered; empty until they do"),
        )
        if request is None:
            self.asked_on.set_day(self.context.today())
            self.method.setCurrentIndex(self.method.findData(RequestMethod.EMAIL.value))
        else:
            self._fill(RequestInput.of(request))
            self.add_reason(form)
        self.content.addLayout(form)
        self.setMinimumWidth(600)

    def _draft_part(self, pump_out: MaintenanceRow | None) -> None:
        if pump_out is not None:
            about = translate(
                "HaulerRequestDialog", "The pump-out of {device} on {day} has no manifest on file."
            ).format(device=pump_out.device_id, day=day_text(pump_out.service_date))
            self.content.addWidget(text_label("pump_out", about, role="summary"))
        self.hauler = text_label("hauler_contact")
        self.content.addWidget(self.hauler)
        guidance = paragraph(translate("HaulerRequestDialog", GUIDANCE))
        guidance.setObjectName("guidance")
        self.content.addWidget(guidance)
        self.draft = QPlainTextEdit()
        self.draft.setObjectName("draft")
        self.draft.setReadOnly(True)
        self.draft.setMinimumHeight(200)
        self.content.addWidget(self.draft)
        row = QHBoxLayout()
        self.copy_button = QPushButton(translate("HaulerRequestDialog", "Copy text"))
        self.copy_button.setToolTip(
            translate("HaulerRequestDialog", "Copy the request, to paste it into an e-mail")
        )
        self.letter_button = QPushButton(translate("HaulerRequestDialog", "Save letter…"))
        self.letter_button.setToolTip(
            translate("HaulerRequestDialog", "The request as a letter, a PDF to sign and send")
        )
        for button in (self.copy_button, self.letter_button):
            button.setEnabled(False)
            row.addWidget(button)
        row.addStretch()
        self.content.addLayout(row)
        self.said = text_label("draft_said", role="hint")
        self.content.addWidget(self.said)
        self.copy_button.clicked.connect(self.copy_text)
        self.letter_button.clicked.connect(self.save_letter)
        db, pk, today = self.context.db, self.entry_pk, self.context.today()
        self.fill_later(lambda: manifest_ask(db, pk, today=today), self._drafted)

    def _drafted(self, ask: ManifestAsk) -> None:
        self.ask = ask
        self.draft.setPlainText(email_text(ask))
        phone = shown(ask.hauler.hauler_phone) or translate(
            "HaulerRequestDialog", "no phone on file"
        )
        self.hauler.setText(
            translate("HaulerRequestDialog", "Hauler: {hauler}, {phone}").format(
                hauler=ask.hauler.hauler or translate("HaulerRequestDialog", "not noted"),
                phone=phone,
            )
        )
        self.copy_button.setEnabled(True)
        self.letter_button.setEnabled(True)
        if not self.whom.text():
            self.whom.setText(ask.hauler.hauler)

    def _fill(self, data: RequestInput) -> None:
        self.asked_on.setText(data.asked_on)
        self.method.setCurrentIndex(self.method.findData(data.method))
        self.whom.setText(data.asked_whom)
        self.answer.setPlainText(data.answer)

    def amend_title(self, request: RequestRow) -> str:
        return translate(
            "HaulerRequestDialog", "Amend the request of {day} for the manifest of {device}"
        ).format(day=day_text(request.asked_on), device=request.device_id)

    def copy_text(self) -> None:
        QGuiApplication.clipboard().setText(self.draft.toPlainText())
        self.said.setText(
            translate(
                "HaulerRequestDialog",
                "Copied. Paste it into an e-mail to the hauler; once sent, record it below.",
            )
        )

    def save_letter(self) -> None:
        """Ask where, then write the letter off the GUI thread and say where it is."""
        ask = self.ask
        if ask is None:
            return
        path = self.choose_letter_path(self, suggested(ask.file_name))
        if path is None:
            return
        register_fonts()  # on the GUI thread: the fonts are shared with the window
        today, said = self.context.today(), self.said

        def written(done: Path) -> None:
            saved = translate(
                "HaulerRequestDialog",
                "Letter saved: {path}. Sign it and send it; once sent, record it below.",
            )
            said.setText(saved.format(path=done))
            self.method.setCurrentIndex(self.method.findData(RequestMethod.LETTER.value))

        def failed(reason: str) -> None:
            refused = translate(
                "HaulerRequestDialog", "The letter can't be saved to {path}: {reason}"
            )
            said.setText(refused.format(path=path, reason=reason))

        BackgroundOp(
            lambda: write_request_letter(ask, path, today=today),
            written,
            saying_why(failed),
            owner=self,
        ).run_in_background()

    def submit(self) -> Callable[[], int]:
        data = RequestInput(
            self.asked_on.iso_text(),
            self.method.currentData() or "",
            self.whom.text(),
            self.answer.toPlainText(),
        )
        db, actor, today, entry = (
            self.context.db,
            self.context.actor,
            self.context.today(),
            self.entry_pk,
        )
        return self.adding_or_amending(
            lambda: record_request(db, entry, data, actor, today=today),
            lambda pk, reason: amend_request(db, pk, data, actor, today=today, reason=reason),
        )
