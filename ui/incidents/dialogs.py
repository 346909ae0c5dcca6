"""The incident dialogs: report one (and call), amend it, record a phone notice, write the
written confirmation's elements, mark it sent (R5, R6).

Each refusal shows at its field and the dialog stays open; the services store all or
nothing, so a refused dialog has written nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import FogError, Problem, ValidationError
from fog_desktop.services.attachments import Owner
from fog_desktop.services.calendar import calendar_for
from fog_desktop.services.devices import list_devices
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.incidents import (
    REQUIRED_ELEMENTS,
    ConfirmationInput,
    IncidentInput,
    IncidentRow,
    add_phone_notice,
    amend_incident,
    get_incident,
    mark_confirmation_sent,
    report_incident,
)
from models import CONFIRMATION_METHODS, Agency, ConfirmationMethod, Establishment, Incident
from ui.attachments import AttachmentsPanel
from ui.dialogs import FormDialog
from ui.forms import add_field, error_label, fit_height, new_form, paragraph
from ui.incidents.editors import (
    SSO_UNANSWERED,
    ElementsEditor,
    IncidentEditor,
    NoticeEditor,
    line,
)
from ui.incidents.widgets import (
    DONE_COLOUR,
    URGENT_COLOUR,
    CallNowBox,
    DueBanner,
    plain,
    styled,
)
from ui.incidents.wording import (
    Clock,
    agency_title,
    call_needed,
    day_text,
    element_lines,
    missing_text,
    phone_of,
)

REASON_HINT = "Optional. Kept in the audit trail with the earlier version."
CALLS_LATER = (
    "Could not reach anyone yet? Click Done and record the calls later with Record phone "
    "notice… on the Incidents page."
)
HOW_HINTS: dict[str, tuple[str, str]] = {
    ConfirmationMethod.MAIL: ("Reference", "Optional"),
    ConfirmationMethod.CERTIFIED_MAIL: ("Certified mail no.", "Required: from the receipt"),
    ConfirmationMethod.EMAIL: ("Sent to", "The email address, e.g. fog@city.example"),
    ConfirmationMethod.HAND_DELIVERY: ("Received by", "Who took it, e.g. front desk, J. Lee"),
}


def incident_input(row: IncidentRow) -> IncidentInput:
    """The incident as typed, from the row the services list: the base of an amendment."""
    return IncidentInput(
        incident_date=row.incident_date.isoformat(),
        incident_time=row.incident_time.strftime("%H:%M") if row.incident_time else "",
        kind=row.kind,
        location=row.location,
        material=row.material,
        quantity=row.quantity,
        blockage_or_sso_possible=row.blockage_or_sso_possible,
        device_id=row.device_id,
        description=row.description,
        reasons=row.reasons,
        immediate_steps=row.immediate_steps,
        preventive_steps=row.preventive_steps,
    )


def profile_of(context: AppContext, establishment_id: int) -> Establishment:
    return get_establishment(context.db, establishment_id)


class ReportIncidentDialog(FormDialog[Any]):
    """A short guided form for a stressed manager, in two steps.

    First what happened, with the numbers to call at the top; Report stores it. Then whom
    to call now, with the numbers, where each call is recorded as it is made. ``changed``
    is emitted whenever something was stored; ``incident_pk`` is the reported incident.
    """

    changed = Signal()

    def __init__(
        self, parent: QWidget | None, context: AppContext, establishment_id: int, now: Clock
    ) -> None:
        super().__init__(parent, "Report an incident", "Report incident")
        self._context = context
        self._establishment_id = establishment_id
        self._now = now
        self._profile = profile_of(context, establishment_id)
        self.incident_pk: int | None = None
        self.steps = QStackedWidget()
        self.content.addWidget(self.steps)
        self.steps.addWidget(self._what_happened())
        self.calls_page = QWidget()
        self.steps.addWidget(self.calls_page)
        self.call_boxes: dict[str, CallRecorder] = {}
        self.setMinimumWidth(640)

    def _what_happened(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.call_now = CallNowBox("Call now")
        self.call_now.show_before_report(self._profile, None)
        column.addWidget(self.call_now)
        devices = list_devices(self._context.db, self._establishment_id)
        self.editor = IncidentEditor(self.errors, devices)
        self.editor.set_now(self._now())
        self.editor.sso_changed.connect(
            lambda: self.call_now.show_before_report(self._profile, self.editor.sso_answer())
        )
        column.addWidget(self.editor)
        return page

    def submit(self) -> None:
        if self.editor.sso_answer() is None:
            raise ValidationError([SSO_UNANSWERED])
        record = report_incident(
            self._context.db,
            self._establishment_id,
            self.editor.value(),
            self._context.actor,
            now=self._now(),
        )
        self.incident_pk = record.id

    def accept(self) -> None:
        if self.incident_pk is not None:
            QDialog.accept(self)  # Done: the calls are stored as each is recorded
            return
        self.errors.clear()
        try:
            self.submit()
        except ValidationError as exc:
            self.errors.show(exc.problems)
            return
        except FogError as exc:
            self.errors.show([Problem("", str(exc))])
            return
        self.changed.emit()
        self._show_calls()

    def _show_calls(self) -> None:
        assert self.incident_pk is not None
        row = get_incident(self._context.db, self.incident_pk)
        calendar = calendar_for(self._context.db, self._establishment_id)
        self.setWindowTitle(f"{row.incident_no}: call now")
        column = QVBoxLayout(self.calls_page)
        column.setContentsMargins(0, 0, 0, 0)
        recorded = QLabel(
            f"{row.incident_no} is recorded: {row.kind} on {day_text(row.incident_date)}."
        )
        recorded.setObjectName("reported")
        plain(recorded)
        recorded.setProperty("role", "summary")
        column.addWidget(recorded)
        self.due_banner = DueBanner()
        self.due_banner.show_incident(row, calendar, self._context.today())
        column.addWidget(self.due_banner)
        why = paragraph(
            "The written confirmation goes to the FOG program manager within five working "
            "days of the incident (R5); the Incidents page makes the letter."
        )
        why.setProperty("role", "hint")
        column.addWidget(why)
        for agency in (Agency.CITY, Agency.HEALTH_DEPT):
            if call_needed(row, agency):
                box = CallRecorder(self._context, row, self._profile, agency, self._now)
                box.recorded.connect(self.changed)
                self.call_boxes[agency] = box
                column.addWidget(box)
        if not row.blockage_or_sso_possible:
            no_health = QLabel(
                f"{agency_title(Agency.HEALTH_DEPT)}: not needed, no blockage or sewer "
                "overflow is possible."
            )
            no_health.setObjectName("health_not_needed")
            column.addWidget(no_health)
        later = paragraph(CALLS_LATER)
        later.setProperty("role", "hint")
        column.addWidget(later)
        column.addStretch()
        self.steps.setCurrentWidget(self.calls_page)
        self.ok_button.setText("Done")
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setVisible(False)
        next(iter(self.call_boxes.values()), self).setFocus()


class CallRecorder(QGroupBox):
    """Whom to call, the number large, and the call recorded right there (R5)."""

    recorded = Signal()

    def __init__(
        self,
        context: AppContext,
        row: IncidentRow,
        profile: Establishment,
        agency: str,
        now: Clock,
    ) -> None:
        super().__init__(f"Call {agency_title(agency).lower()} now")
        key = "city" if agency == Agency.CITY else "health"
        self.setObjectName(f"{key}_call")
        self._context = context
        self._incident_pk = row.id
        self._agency = agency
        self._now = now
        self._phone = phone_of(profile, agency)
        column = QVBoxLayout(self)
        self.number = QLabel(self._phone or "No number in the profile")
        self.number.setObjectName(f"{key}_number")
        plain(self.number)
        self.number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        styled(self.number, size=18, bold=True, colour="" if self._phone else URGENT_COLOUR)
        column.addWidget(self.number)
        self.editor = NoticeEditor(now())
        column.addWidget(self.editor)
        self.record_button = QPushButton(f"Record the call to {agency_title(agency).lower()}")
        self.record_button.setObjectName(f"record_{key}_call")
        self.record_button.clicked.connect(self.record)
        column.addWidget(self.record_button)
        self.done = QLabel()
        self.done.setObjectName(f"{key}_recorded")
        plain(self.done)
        self.done.setWordWrap(True)
        self.done.setVisible(False)
        styled(self.done, bold=True, colour=DONE_COLOUR)
        column.addWidget(self.done)

    def record(self) -> bool:
        errors = self.editor.errors
        errors.clear()
        try:
            notice = add_phone_notice(
                self._context.db,
                self._incident_pk,
                self.editor.value(self._agency, self._phone),
                self._context.actor,
                now=self._now(),
            )
        except ValidationError as exc:
            errors.show(exc.problems)
            return False
        except FogError as exc:
            errors.show([Problem("", str(exc))])
            return False
        person = f", {notice.person_reached}" if notice.person_reached else ""
        self.done.setText(f"✓ Call recorded: {notice.called_at:%Y-%m-%d %H:%M}{person}.")
        self.done.setVisible(True)
        self.editor.setVisible(False)
        self.record_button.setVisible(False)
        self.recorded.emit()
        return True


class AmendIncidentDialog(FormDialog[Any]):
    """Correct what was reported; the elements of the confirmation are kept as they are."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        row: IncidentRow,
        now: Clock,
    ) -> None:
        super().__init__(parent, f"Amend {row.incident_no}", "Save amendment")
        self._context = context
        self._row = row
        self._now = now
        devices = list_devices(context.db, establishment_id)
        self.editor = IncidentEditor(self.errors, devices)
        self.editor.set_value(incident_input(row))
        self.content.addWidget(self.editor)
        self.reason = line("e.g. The time was 18:40, not 16:40")
        add_field(
            self.editor.form,
            self.errors,
            "Reason for the change",
            "reason",
            self.reason,
            hint=REASON_HINT,
        )
        self.setMinimumWidth(600)

    def submit(self) -> None:
        typed = self.editor.value()
        row = self._row
        data = replace(
            typed,
            reasons=row.reasons,
            immediate_steps=row.immediate_steps,
            preventive_steps=row.preventive_steps,
        )
        amend_incident(
            self._context.db,
            row.id,
            data,
            self._context.actor,
            now=self._now(),
            reason=self.reason.text(),
        )


class NoticeDialog(FormDialog[Any]):
    """Record a call to the city or the health department about the incident (R5)."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        row: IncidentRow,
        profile: Establishment,
        now: Clock,
    ) -> None:
        super().__init__(parent, f"Record a phone notice of {row.incident_no}", "Record call")
        self._context = context
        self._row = row
        self._profile = profile
        self._now = now
        form = new_form()
        self.content.addLayout(form)
        self.agencies: dict[str, QRadioButton] = {}
        group = QWidget()
        column = QVBoxLayout(group)
        column.setContentsMargins(0, 0, 0, 0)
        self._group = QButtonGroup(self)
        for agency, key in ((Agency.CITY, "city"), (Agency.HEALTH_DEPT, "health")):
            phone = phone_of(profile, agency) or "no number in the profile"
            button = QRadioButton(f"{agency_title(agency)}: {phone}")
            button.setObjectName(f"agency_{key}")
            self._group.addButton(button)
            column.addWidget(button)
            self.agencies[agency] = button
        add_field(form, self.errors, "Whom you called", "agency", group, parts={"agency": group})
        needed = [a for a in (Agency.CITY, Agency.HEALTH_DEPT) if call_needed(row, a)]
        self.agencies[needed[0] if needed else Agency.CITY].setChecked(True)
        self.editor = NoticeEditor(now(), errors=self.errors)
        self.content.addWidget(self.editor)
        self.setMinimumWidth(560)

    def agency(self) -> str:
        return next((a for a, b in self.agencies.items() if b.isChecked()), "")

    def submit(self) -> None:
        agency = self.agency()
        data = self.editor.value(agency, phone_of(self._profile, agency))
        add_phone_notice(self._context.db, self._row.id, data, self._context.actor, now=self._now())


class ElementsDialog(FormDialog[Any]):
    """Write what the written confirmation states besides the date: the reasons, the steps
    taken at once, the steps to prevent it recurring (R5)."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        row: IncidentRow,
        now: Clock,
        problems: Iterable[Problem] = (),
    ) -> None:
        super().__init__(parent, f"The written confirmation of {row.incident_no}", "Save")
        self._context = context
        self._row = row
        self._now = now
        intro = paragraph(
            "The letter to the FOG program manager must state these four things (R5). It "
            "can't be marked sent while one of them is empty."
        )
        self.content.addWidget(intro)
        date_text = element_lines(row)[0][2]
        self.editor = ElementsEditor(self.errors, date_text)
        self.editor.set_texts(row.reasons, row.immediate_steps, row.preventive_steps)
        self.content.addWidget(self.editor)
        self.reason = line("")
        add_field(
            self.editor.form,
            self.errors,
            "Reason for the change",
            "reason",
            self.reason,
            hint=REASON_HINT,
        )
        shown = list(problems)
        if shown:
            self.errors.show(shown)
        self.setMinimumWidth(620)

    def submit(self) -> None:
        texts = self.editor.texts()
        data = replace(
            incident_input(self._row),
            reasons=texts["reasons"],
            immediate_steps=texts["immediate_steps"],
            preventive_steps=texts["preventive_steps"],
        )
        amend_incident(
            self._context.db,
            self._row.id,
            data,
            self._context.actor,
            now=self._now(),
            reason=self.reason.text(),
        )


class MarkSentDialog(FormDialog[Any]):
    """Record that the written confirmation went out: the date, how, and the sent copy or
    proof. The four elements are listed first, each with a tick or "missing": the
    services refuse while one is empty (R5), and the refusal shows at that element."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        row: IncidentRow,
        now: Clock,
    ) -> None:
        super().__init__(
            parent, f"Mark the written confirmation of {row.incident_no} as sent", "Mark as sent"
        )
        self._context = context
        self._row = row
        self._now = now
        self._problems: list[Problem] = []
        # Two columns, so that the dialog with its scans fits a laptop's screen.
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        columns.addLayout(left, stretch=1)
        columns.addLayout(right, stretch=1)
        self.content.addLayout(columns)
        left.addWidget(self._checklist())
        form = new_form()
        left.addLayout(form)
        left.addStretch()
        self.sent_on = line("YYYY-MM-DD")
        self.sent_on.setText(context.today().isoformat())
        add_field(
            form,
            self.errors,
            "Date sent",
            "confirmation_sent_on",
            self.sent_on,
            hint=f"Due {day_text(row.confirmation_due)}.",
        )
        self.method = QComboBox()
        self.method.addItems(CONFIRMATION_METHODS)
        self.method.setPlaceholderText("Choose how it was sent")
        self.method.setCurrentIndex(-1)
        add_field(form, self.errors, "How", "confirmation_method", self.method)
        self.reference = QLineEdit()
        add_field(
            form, self.errors, "Reference", "confirmation_reference", self.reference, hint=" "
        )
        cell = self.reference.parentWidget()
        self.reference_label = form.labelForField(cell) if cell is not None else None
        self.reference_hint = self.findChild(QLabel, "confirmation_reference_hint")
        self.method.currentTextChanged.connect(self._method_chosen)
        self._method_chosen("")
        self.attachments = AttachmentsPanel(context, self)
        self.attachments.setToolTip("The sent copy, the certified mail receipt or the email.")
        self.attachments.set_owner(Owner(establishment_id, Incident.__tablename__, row.id))
        self.errors.register("file", self.attachments, self.attachments.file_error)
        proof = QLabel(
            "Attach the sent copy or the proof of sending: the certified mail receipt, the "
            "email as sent, or a photo of the signed hand-delivery copy."
        )
        proof.setWordWrap(True)
        right.addWidget(proof)
        right.addWidget(self.attachments)
        right.addStretch()
        self.setMinimumWidth(980)

    def _checklist(self) -> QGroupBox:
        box = QGroupBox("What the letter states (R5)")
        box.setObjectName("elements_checklist")
        column = QVBoxLayout(box)
        self.element_status: dict[str, QLabel] = {}
        for field in ("incident_date", *REQUIRED_ELEMENTS):
            status = QLabel()
            status.setObjectName(f"{field}_status")
            plain(status)
            status.setWordWrap(True)
            column.addWidget(status)
            self.element_status[field] = status
            if field in REQUIRED_ELEMENTS:
                error = error_label(f"{field}_error")
                column.addWidget(error)
                self.errors.register(field, status, error)
        self.missing = QLabel()
        self.missing.setObjectName("missing_elements")
        self.missing.setWordWrap(True)
        styled(self.missing, bold=True, colour=URGENT_COLOUR)
        column.addWidget(self.missing)
        self.write_button = QPushButton("Write them now…")
        self.write_button.clicked.connect(self.write_elements)
        column.addWidget(self.write_button, alignment=Qt.AlignmentFlag.AlignLeft)
        self._show_elements()
        return box

    def _show_elements(self) -> None:
        fields = ("incident_date", *REQUIRED_ELEMENTS)
        for field, (title, written, text) in zip(fields, element_lines(self._row), strict=True):
            label = self.element_status[field]
            short = text if len(text) <= 90 else text[:87] + "…"
            label.setText(f"✓ {title}: {short}" if written else f"✗ {title}: missing")
            styled(label, colour=DONE_COLOUR if written else URGENT_COLOUR)
        self.missing.setText(missing_text(self._row))
        fit_height(self.missing)
        self.missing.setVisible(bool(self._row.missing_elements))
        self.write_button.setVisible(bool(self._row.missing_elements))

    def _method_chosen(self, method: str) -> None:
        label_text, hint = HOW_HINTS.get(method, ("Reference", "Optional"))
        if isinstance(self.reference_label, QLabel):
            self.reference_label.setText(label_text)
        if self.reference_hint is not None:
            self.reference_hint.setText(hint)

    def write_elements(self) -> ElementsDialog:
        """Open the elements with the messages of the last refusal at their fields."""
        problems = [p for p in self._problems if p.field in REQUIRED_ELEMENTS]
        dialog = ElementsDialog(self, self._context, self._row, self._now, problems)
        dialog.accepted.connect(self._elements_written)
        dialog.open()
        return dialog

    def _elements_written(self) -> None:
        self._row = get_incident(self._context.db, self._row.id)
        self._problems = []
        self.errors.clear()
        self._show_elements()

    def submit(self) -> None:
        sent = ConfirmationInput(
            sent_on=self.sent_on.text(),
            method=self.method.currentText() if self.method.currentIndex() >= 0 else "",
            reference=self.reference.text(),
        )
        try:
            mark_confirmation_sent(
                self._context.db,
                self._row.id,
                sent,
                self._context.actor,
                today=self._context.today(),
                files=self.attachments.pending_paths(),
            )
        except ValidationError as exc:
            self._problems = list(exc.problems)
            if any(p.field in REQUIRED_ELEMENTS for p in exc.problems):
                # The messages now stand at the elements themselves.
                self.missing.setVisible(False)
            raise
        self.attachments.clear_pending()


__all__ = [
    "AmendIncidentDialog",
    "CallRecorder",
    "ElementsDialog",
    "MarkSentDialog",
    "NoticeDialog",
    "ReportIncidentDialog",
    "incident_input",
]
