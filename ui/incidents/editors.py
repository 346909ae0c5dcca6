"""The fields of an incident, of a phone notice and of the written confirmation's elements,
each with its error label, shared by the dialogs (R5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import Problem
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.incidents import IncidentInput, NoticeInput
from models import INCIDENT_KINDS
from ui.forms import FieldErrors, add_field, line_field, new_form, text_box

NO_DEVICE = "(none)"
SSO_FIELD = "blockage_or_sso_possible"
SSO_QUESTION = "Could it cause a blockage or a sewer overflow?"
SSO_UNANSWERED = Problem(
    SSO_FIELD,
    "Answer Yes or No: if a blockage or sewer overflow is possible, the health department "
    "must be called too. When in doubt, answer Yes.",
)
KIND_PLACEHOLDER = "Choose what happened"


class IncidentEditor(QWidget):
    """What happened, when and where, and whether a blockage or overflow is possible.

    ``sso_changed`` is emitted when Yes or No is chosen, so a dialog can say whether the
    health department must be called.
    """

    sso_changed = Signal()

    def __init__(self, errors: FieldErrors) -> None:
        super().__init__()
        #: The Device ID of the incident amended, chosen once the devices are offered.
        self._device_id = ""
        self._devices_offered = False
        self.form = new_form()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.form)
        form = self.form
        hint = "The day it happened; not a future day."
        self.incident_date = line_field(
            form, errors, "Date", "incident_date", "YYYY-MM-DD", hint=hint
        )
        self.incident_time = line_field(form, errors, "Time", "incident_time", "HH:MM, e.g. 14:30")
        self.kind = QComboBox()
        self.kind.addItems(INCIDENT_KINDS)
        self.kind.setPlaceholderText(KIND_PLACEHOLDER)
        self.kind.setCurrentIndex(-1)
        add_field(form, errors, "What happened", "kind", self.kind)
        self.location = line_field(form, errors, "Where", "location", "e.g. Back door drain")
        self.material = line_field(
            form, errors, "What was discharged", "material", "e.g. Used fryer oil"
        )
        self.quantity = line_field(
            form, errors, "Roughly how much", "quantity", "e.g. About 5 gallons"
        )
        self._add_sso(form, errors)
        self.device = QComboBox()
        self.device.addItem(NO_DEVICE, "")
        add_field(
            form,
            errors,
            "Device involved",
            "device_id",
            self.device,
            hint="Optional: the interceptor or trap involved, if any.",
        )
        self.description = text_box("description")
        self.description.setPlaceholderText("What happened, in a few words")
        add_field(form, errors, "Details", "description", self.description)

    def _add_sso(self, form: QFormLayout, errors: FieldErrors) -> None:
        self.sso_yes = QRadioButton("Yes")
        self.sso_yes.setObjectName("sso_yes")
        self.sso_no = QRadioButton("No")
        self.sso_no.setObjectName("sso_no")
        self.sso_group = QButtonGroup(self)
        for button in (self.sso_yes, self.sso_no):
            self.sso_group.addButton(button)
            button.toggled.connect(self._sso_toggled)
        choice = QWidget()
        row = QHBoxLayout(choice)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.sso_yes)
        row.addWidget(self.sso_no)
        row.addStretch()
        add_field(
            form,
            errors,
            SSO_QUESTION,
            SSO_FIELD,
            choice,
            hint="Yes means the health department must be called too.",
        )

    def _sso_toggled(self, checked: bool) -> None:
        if checked:
            self.sso_changed.emit()

    def sso_answer(self) -> bool | None:
        """Yes, No, or None while neither is chosen."""
        if self.sso_yes.isChecked():
            return True
        return False if self.sso_no.isChecked() else None

    def value(self) -> IncidentInput:
        """What is typed, as the services take it; the elements are left empty."""
        return IncidentInput(
            incident_date=self.incident_date.text(),
            incident_time=self.incident_time.text(),
            kind=self.kind.currentText() if self.kind.currentIndex() >= 0 else "",
            location=self.location.text(),
            material=self.material.text(),
            quantity=self.quantity.text(),
            blockage_or_sso_possible=bool(self.sso_answer()),
            device_id=self.device.currentData() or "",
            description=self.description.toPlainText(),
        )

    def offer_devices(self, devices: Sequence[DeviceRow]) -> None:
        """The devices in use to pick from, read once the form is open."""
        for device in devices:
            if not device.is_void:
                self.device.addItem(f"{device.device_id} ({device.type.lower()})", device.device_id)
        self._devices_offered = True
        self._choose_device()

    def set_value(self, data: IncidentInput) -> None:
        self.incident_date.setText(data.incident_date)
        self.incident_time.setText(data.incident_time)
        self.kind.setCurrentIndex(self.kind.findText(data.kind))
        self.location.setText(data.location)
        self.material.setText(data.material)
        self.quantity.setText(data.quantity)
        (self.sso_yes if data.blockage_or_sso_possible else self.sso_no).setChecked(True)
        self._device_id = data.device_id
        self._choose_device()
        self.description.setPlainText(data.description)

    def _choose_device(self) -> None:
        if not self._devices_offered:
            return
        if self._device_id and self.device.findData(self._device_id) < 0:
            # The device was voided since: show it, so that the refusal can say so.
            self.device.addItem(f"{self._device_id} (void)", self._device_id)
        self.device.setCurrentIndex(max(0, self.device.findData(self._device_id)))

    def set_now(self, now: datetime) -> None:
        """Date and time of a new report: now, to save a stressed manager the typing."""
        self.incident_date.setText(now.date().isoformat())
        self.incident_time.setText(now.strftime("%H:%M"))


class NoticeEditor(QWidget):
    """When the call was made, whom they reached and what they said; with its own error
    labels, so that two of them can sit in one dialog."""

    def __init__(self, now: datetime, errors: FieldErrors | None = None) -> None:
        super().__init__()
        own = errors is None
        self.errors = FieldErrors() if errors is None else errors
        self.form = new_form()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.form)
        form, errors = self.form, self.errors
        self.called_on = line_field(form, errors, "Date of the call", "called_on", "YYYY-MM-DD")
        self.called_on.setText(now.date().isoformat())
        hint = "As read off the clock when you called; not before the incident."
        self.called_time = line_field(
            form, errors, "Time of the call", "called_time", "HH:MM", hint=hint
        )
        self.called_time.setText(now.strftime("%H:%M"))
        self.person_reached = line_field(
            form, errors, "Person reached", "person_reached", "e.g. Officer Diaz, Public Works"
        )
        self.response = line_field(
            form, errors, "What they said", "response", "What they said, or their reference number"
        )
        if own:
            # A refusal of no one field (a void incident) shows under these fields.
            outer.addWidget(self.errors.general)

    def value(self, agency: str, phone_number: str) -> NoticeInput:
        return NoticeInput(
            agency=agency,
            called_on=self.called_on.text(),
            called_time=self.called_time.text(),
            phone_number=phone_number,
            person_reached=self.person_reached.text(),
            response=self.response.text(),
        )


@dataclass(frozen=True)
class Element:
    """One of the texts the written confirmation states, as its editor asks for it."""

    field: str
    title: str
    hint: str


ELEMENTS = (
    Element(
        "reasons",
        "2. Reasons for the discharge or spill",
        "Why it happened: e.g. the drain screen was missing.",
    ),
    Element(
        "immediate_steps",
        "3. Steps taken at once to correct it",
        "e.g. absorbent spread, drain covered, hauler called.",
    ),
    Element(
        "preventive_steps",
        "4. Steps being taken to prevent it from recurring",
        "e.g. new drain screens, staff retrained.",
    ),
)


class ElementsEditor(QWidget):
    """The three texts the written confirmation states besides the incident date (R5)."""

    def __init__(self, errors: FieldErrors, date_text: str) -> None:
        super().__init__()
        self.form = new_form()
        # Each title above its box: the titles are long, the texts longer.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.form)
        when = QLineEdit(date_text)
        when.setReadOnly(True)
        add_field(
            self.form,
            errors,
            "1. Date of the incident",
            "incident_date",
            when,
            hint="From the report; correct it with Amend… if it is wrong.",
        )
        self.boxes: dict[str, QPlainTextEdit] = {}
        for element in ELEMENTS:
            box = text_box(element.field, 4)
            add_field(self.form, errors, element.title, element.field, box, hint=element.hint)
            self.boxes[element.field] = box

    def texts(self) -> dict[str, str]:
        return {field: box.toPlainText() for field, box in self.boxes.items()}

    def set_texts(self, texts: dict[str, str]) -> None:
        for field, box in self.boxes.items():
            box.setPlainText(texts[field])
