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
    QLineEdit,
    QPlainTextEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import Problem
from fog_desktop.i18n import noop, translate
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.incidents import IncidentInput, NoticeInput
from fog_desktop.words import shown
from models import INCIDENT_KINDS
from ui.date_edit import DateEdit
from ui.dates import typed_day
from ui.forms import FieldErrors, add_field, date_field, line_field, new_form, text_box, word_choice
from ui.widgets.lined_up import lined_up_field

NO_DEVICE = noop("IncidentEditor", "(none)")
SSO_FIELD = "blockage_or_sso_possible"
SSO_QUESTION = noop("IncidentEditor", "Could it cause a blockage or a sewer overflow?")
KIND_PLACEHOLDER = noop("IncidentEditor", "Choose what happened")


def sso_unanswered() -> Problem:
    """The refusal of a report that says neither Yes nor No to a possible overflow."""
    return Problem(
        SSO_FIELD,
        translate(
            "IncidentEditor",
            "Answer Yes or No: if a blockage or sewer overflow is possible, the health "
            "department must be called too. When in doubt, answer Yes.",
        ),
    )


def set_date_text(edit: DateEdit, text: str) -> None:
    """Fill ``edit`` with a stored date (ISO) in the user's format; other text as it is."""
    day = typed_day(text) if text else None
    if day is not None:
        edit.set_day(day)
    else:
        edit.setText(text)


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
        self.incident_date = date_field(
            form,
            errors,
            translate("IncidentEditor", "Date"),
            "incident_date",
            hint=translate("IncidentEditor", "The day it happened; not a future day."),
        )
        self.incident_time = line_field(
            form,
            errors,
            translate("IncidentEditor", "Time"),
            "incident_time",
            translate("IncidentEditor", "e.g. 14:30 or 2:30 PM"),
        )
        self.kind = word_choice(INCIDENT_KINDS)
        self.kind.setPlaceholderText(translate("IncidentEditor", KIND_PLACEHOLDER))
        self.kind.setCurrentIndex(-1)
        add_field(form, errors, translate("IncidentEditor", "What happened"), "kind", self.kind)
        self.location = line_field(
            form,
            errors,
            translate("IncidentEditor", "Where"),
            "location",
            translate("IncidentEditor", "e.g. Back door drain"),
        )
        self.material = line_field(
            form,
            errors,
            translate("IncidentEditor", "What was discharged"),
            "material",
            translate("IncidentEditor", "e.g. Used fryer oil"),
        )
        self.quantity = line_field(
            form,
            errors,
            translate("IncidentEditor", "Roughly how much"),
            "quantity",
            translate("IncidentEditor", "e.g. About 5 gallons"),
        )
        self._add_sso(form, errors)
        self.device = QComboBox()
        self.device.addItem(translate("IncidentEditor", NO_DEVICE), "")
        add_field(
            form,
            errors,
            translate("IncidentEditor", "Device involved"),
            "device_id",
            self.device,
            hint=translate("IncidentEditor", "Optional: the interceptor or trap involved, if any."),
        )
        self.description = text_box("description")
        self.description.setPlaceholderText(
            translate("IncidentEditor", "What happened, in a few words")
        )
        add_field(
            form, errors, translate("IncidentEditor", "Details"), "description", self.description
        )

    def _add_sso(self, form: QFormLayout, errors: FieldErrors) -> None:
        self.sso_yes = QRadioButton(translate("IncidentEditor", "Yes"))
        self.sso_yes.setObjectName("sso_yes")
        self.sso_no = QRadioButton(translate("IncidentEditor", "No"))
        self.sso_no.setObjectName("sso_no")
        self.sso_group = QButtonGroup(self)
        for button in (self.sso_yes, self.sso_no):
            self.sso_group.addButton(button)
            button.toggled.connect(self._sso_toggled)
        choice = lined_up_field(self.sso_yes, self.sso_no)
        add_field(
            form,
            errors,
            translate("IncidentEditor", SSO_QUESTION),
            SSO_FIELD,
            choice,
            hint=translate("IncidentEditor", "Yes means the health department must be called too."),
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
            incident_date=self.incident_date.iso_text(),
            incident_time=self.incident_time.text(),
            kind=str(self.kind.currentData() or "") if self.kind.currentIndex() >= 0 else "",
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
                text = translate("IncidentEditor", "{device} ({type})").format(
                    device=device.device_id, type=shown(device.type).lower()
                )
                self.device.addItem(text, device.device_id)
        self._devices_offered = True
        self._choose_device()

    def set_value(self, data: IncidentInput) -> None:
        set_date_text(self.incident_date, data.incident_date)
        self.incident_time.setText(data.incident_time)
        self.kind.setCurrentIndex(self.kind.findData(data.kind))
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
            text = translate("IncidentEditor", "{device} (void)").format(device=self._device_id)
            self.device.addItem(text, self._device_id)
        self.device.setCurrentIndex(max(0, self.device.findData(self._device_id)))

    def set_now(self, now: datetime) -> None:
        """Date and time of a new report: now, to save a stressed manager the typing."""
        self.incident_date.set_day(now.date())
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
        self.called_on = date_field(
            form, errors, translate("NoticeEditor", "Date of the call"), "called_on"
        )
        self.called_on.set_day(now.date())
        self.called_time = line_field(
            form,
            errors,
            translate("NoticeEditor", "Time of the call"),
            "called_time",
            translate("NoticeEditor", "e.g. 14:30 or 2:30 PM"),
            hint=translate(
                "NoticeEditor", "As read off the clock when you called; not before the incident."
            ),
        )
        self.called_time.setText(now.strftime("%H:%M"))
        self.person_reached = line_field(
            form,
            errors,
            translate("NoticeEditor", "Person reached"),
            "person_reached",
            translate("NoticeEditor", "e.g. Officer Diaz, Public Works"),
        )
        self.response = line_field(
            form,
            errors,
            translate("NoticeEditor", "What they said"),
            "response",
            translate("NoticeEditor", "What they said, or their reference number"),
        )
        if own:
            # A refusal of no one field (a void incident) shows under these fields.
            outer.addWidget(self.errors.general)

    def value(self, agency: str, phone_number: str) -> NoticeInput:
        return NoticeInput(
            agency=agency,
            called_on=self.called_on.iso_text(),
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


#: Marked for translation here, shown translated by :class:`ElementsEditor`.
ELEMENTS = (
    Element(
        "reasons",
        noop("ElementsEditor", "2. Reasons for the discharge or spill"),
        noop("ElementsEditor", "Why it happened: e.g. the drain screen was missing."),
    ),
    Element(
        "immediate_steps",
        noop("ElementsEditor", "3. Steps taken at once to correct it"),
        noop("ElementsEditor", "e.g. absorbent spread, drain covered, hauler called."),
    ),
    Element(
        "preventive_steps",
        noop("ElementsEditor", "4. Steps being taken to prevent it from recurring"),
        noop("ElementsEditor", "e.g. new drain screens, staff retrained."),
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
            translate("ElementsEditor", "1. Date of the incident"),
            "incident_date",
            when,
            hint=translate(
                "ElementsEditor", "From the report; correct it with Amend… if it is wrong."
            ),
        )
        self.boxes: dict[str, QPlainTextEdit] = {}
        for element in ELEMENTS:
            box = text_box(element.field, 4)
            title = translate("ElementsEditor", element.title)
            hint = translate("ElementsEditor", element.hint)
            add_field(self.form, errors, title, element.field, box, hint=hint)
            self.boxes[element.field] = box

    def texts(self) -> dict[str, str]:
        return {field: box.toPlainText() for field, box in self.boxes.items()}

    def set_texts(self, texts: dict[str, str]) -> None:
        for field, box in self.boxes.items():
            box.setPlainText(texts[field])
