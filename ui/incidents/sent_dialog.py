"""Mark the written confirmation sent: the date, how, and the sent copy or proof (R5)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.letter import check_elements
from fog_desktop.services.attachments import Owner
from fog_desktop.services.incidents import REQUIRED_ELEMENTS, IncidentRow
from fog_desktop.services.written_confirmation import ConfirmationInput, mark_confirmation_sent
from models import CONFIRMATION_METHODS, ConfirmationMethod, Incident
from ui.forms import (
    add_field,
    date_field,
    error_label,
    fit_height,
    line,
    new_form,
    text_label,
    word_choice,
)
from ui.incidents.elements_dialog import ElementsDialog
from ui.incidents.forms import IncidentForm, Scope
from ui.incidents.widgets import DONE_COLOUR
from ui.incidents.wording import day_text, element_lines, missing_text
from ui.widgets.attachments import AttachmentsPanel
from ui.widgets.states import URGENT_COLOUR, styled

REFERENCE = (noop("MarkSentDialog", "Reference"), noop("MarkSentDialog", "Optional"))
#: The Reference field's label and hint for each way of sending, shown translated.
HOW_HINTS: dict[str, tuple[str, str]] = {
    ConfirmationMethod.MAIL: REFERENCE,
    ConfirmationMethod.CERTIFIED_MAIL: (
        noop("MarkSentDialog", "Certified mail no."),
        noop("MarkSentDialog", "Required: from the receipt"),
    ),
    ConfirmationMethod.EMAIL: (
        noop("MarkSentDialog", "Sent to"),
        noop("MarkSentDialog", "The email address, e.g. fog@city.example"),
    ),
    ConfirmationMethod.HAND_DELIVERY: (
        noop("MarkSentDialog", "Received by"),
        noop("MarkSentDialog", "Who took it, e.g. front desk, J. Lee"),
    ),
}


class MarkSentDialog(IncidentForm[int]):
    """Record that the written confirmation went out. The four elements are listed first,
    each with a tick or "missing": it can't be marked sent while one is empty (R5), and
    the refusal shows at that element, with a way to write them from here."""

    def __init__(self, parent: QWidget | None, scope: Scope, row: IncidentRow) -> None:
        title = translate(
            "MarkSentDialog", "Mark the written confirmation of {number} as sent"
        ).format(number=row.incident_no)
        super().__init__(parent, scope, row, title, translate("MarkSentDialog", "Mark as sent"))
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
        self.sent_on = date_field(
            form,
            self.errors,
            translate("MarkSentDialog", "Date sent"),
            "confirmation_sent_on",
            hint=translate("MarkSentDialog", "Due {date}.").format(
                date=day_text(row.confirmation_due)
            ),
        )
        self.sent_on.set_day(scope.context.today())
        self.method = word_choice(CONFIRMATION_METHODS)
        self.method.setPlaceholderText(translate("MarkSentDialog", "Choose how it was sent"))
        self.method.setCurrentIndex(-1)
        add_field(
            form,
            self.errors,
            translate("MarkSentDialog", "How"),
            "confirmation_method",
            self.method,
        )
        self.reference = line("")
        add_field(
            form,
            self.errors,
            translate("MarkSentDialog", REFERENCE[0]),
            "confirmation_reference",
            self.reference,
            hint=" ",
        )
        cell = self.reference.parentWidget()
        self.reference_label = form.labelForField(cell) if cell is not None else None
        self.reference_hint = self.findChild(QLabel, "confirmation_reference_hint")
        self.method.currentIndexChanged.connect(self._method_chosen)
        self._method_chosen()
        self.attachments = AttachmentsPanel(scope.context, self)
        self.attachments.setToolTip(
            translate("MarkSentDialog", "The sent copy, the certified mail receipt or the email.")
        )
        owner = Owner(scope.establishment_id, Incident.__tablename__, row.id)
        self.attachments.set_owner(owner)
        self.errors.register("file", self.attachments, self.attachments.file_error)
        proof = text_label(
            text=translate(
                "MarkSentDialog",
                "Attach the sent copy or the proof of sending: the certified mail receipt, "
                "the email as sent, or a photo of the signed hand-delivery copy.",
            )
        )
        right.addWidget(proof)
        right.addWidget(self.attachments)
        right.addStretch()
        self.setMinimumWidth(980)

    def _checklist(self) -> QGroupBox:
        box = QGroupBox(translate("MarkSentDialog", "What the letter states"))
        box.setObjectName("elements_checklist")
        column = QVBoxLayout(box)
        self.element_status: dict[str, QLabel] = {}
        for field in ("incident_date", *REQUIRED_ELEMENTS):
            status = text_label(f"{field}_status")
            column.addWidget(status)
            self.element_status[field] = status
            if field in REQUIRED_ELEMENTS:
                error = error_label(f"{field}_error")
                column.addWidget(error)
                self.errors.register(field, status, error)
        self.missing = text_label("missing_elements")
        styled(self.missing, bold=True, colour=URGENT_COLOUR)
        column.addWidget(self.missing)
        self.write_button = QPushButton(translate("MarkSentDialog", "Write them now…"))
        self.write_button.clicked.connect(self.write_elements)
        column.addWidget(self.write_button, alignment=Qt.AlignmentFlag.AlignLeft)
        self._show_elements()
        return box

    def _show_elements(self) -> None:
        fields = ("incident_date", *REQUIRED_ELEMENTS)
        for field, (title, written, text) in zip(fields, element_lines(self.row), strict=True):
            label = self.element_status[field]
            short = text if len(text) <= 90 else text[:87] + "…"
            if written:
                label.setText(f"✓ {title}: {short}")
            else:
                label.setText(translate("MarkSentDialog", "✗ {title}: missing").format(title=title))
            styled(label, colour=DONE_COLOUR if written else URGENT_COLOUR)
        self.missing.setText(missing_text(self.row))
        fit_height(self.missing)
        self.missing.setVisible(bool(self.row.missing_elements))
        self.write_button.setVisible(bool(self.row.missing_elements))

    def method_chosen(self) -> str:
        """The way of sending chosen, as stored ("Certified mail"); "" while none is."""
        return str(self.method.currentData() or "") if self.method.currentIndex() >= 0 else ""

    def _method_chosen(self) -> None:
        label_text, hint = HOW_HINTS.get(self.method_chosen(), REFERENCE)
        if isinstance(self.reference_label, QLabel):
            self.reference_label.setText(translate("MarkSentDialog", label_text))
        if self.reference_hint is not None:
            self.reference_hint.setText(translate("MarkSentDialog", hint))

    def write_elements(self) -> ElementsDialog:
        """Open the elements with the messages of the last refusal at their fields."""
        problems = [p for p in self._problems if p.field in REQUIRED_ELEMENTS]
        dialog = ElementsDialog(self, self.scope, self.row, problems)
        dialog.accepted.connect(lambda: self._elements_written(dialog.outcome))
        dialog.open()
        return dialog

    def _elements_written(self, row: IncidentRow | None) -> None:
        if row is not None:
            self.row = row
        self._problems = []
        self.errors.clear()
        self._show_elements()

    def submit(self) -> Callable[[], int]:
        try:
            # The row says what is still empty: refused here at once, as the services
            # would, so that the elements opened from here show the same messages.
            check_elements(self.row)
        except ValidationError as exc:
            self._problems = list(exc.problems)
            # The messages now stand at the elements themselves.
            self.missing.setVisible(False)
            raise
        sent = ConfirmationInput(
            sent_on=self.sent_on.iso_text(),
            method=self.method_chosen(),
            reference=self.reference.text(),
        )
        context, pk, files = self.scope.context, self.row.id, self.attachments.pending_paths()

        def store() -> int:
            return mark_confirmation_sent(
                context.db, pk, sent, context.actor, today=context.today(), files=files
            ).id

        return store

    def stored(self, result: int) -> None:
        self.attachments.clear_pending()
