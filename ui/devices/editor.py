"""The fields of one grease control device, shared by the device dialog and the set-up."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.rules.pumpout import UNITS
from fog_desktop.services.devices import DeviceInput, default_frequency
from models import DEVICE_TYPES, DeviceType
from ui.forms import FieldErrors, add_field, fit_height, line_field, new_form, text_box

IN_SERVICE_HINT = (
    "Until a pump-out is recorded, the pump-out clock starts on this date; "
    "left empty, a pump-out is due at once."
)


class DeviceEditor(QWidget):
    """Device ID, type, location, sizes, frequency and dates as typed (R2, R3).

    ``edited`` is emitted on every change, so an owner can keep a draft up to date.
    """

    edited = Signal()

    def __init__(self, errors: FieldErrors, *, with_notes: bool = True) -> None:
        super().__init__()
        self.form = new_form()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.form)
        self.device_id = self._line(errors, "Device ID", "device_id", "e.g. GI-1")
        self.type = QComboBox()
        self.type.addItems(DEVICE_TYPES)
        add_field(self.form, errors, "Type", "type", self.type)
        self.location = self._line(errors, "Location", "location", "e.g. Rear parking lot")
        self.capacity_gal = self._line(errors, "Capacity (gal)", "capacity_gal", "e.g. 1000")
        self.design_depth_in = self._line(errors, "Design depth (in)", "design_depth_in", "e.g. 48")
        self._add_frequency(errors)
        self.in_service_since = self._line(
            errors, "In service since", "in_service_since", "YYYY-MM-DD", hint=IN_SERVICE_HINT
        )
        self.notes: QPlainTextEdit | None = None
        self.waiver_notes: QPlainTextEdit | None = None
        if with_notes:
            self.notes = text_box("notes")
            add_field(self.form, errors, "Notes", "notes", self.notes)
            self.waiver_notes = text_box("waiver_notes")
            add_field(self.form, errors, "Waiver notes", "waiver_notes", self.waiver_notes)
            self.notes.textChanged.connect(self.edited)
            self.waiver_notes.textChanged.connect(self.edited)
        self.type.currentTextChanged.connect(self._show_default_frequency)
        self.type.currentIndexChanged.connect(self.edited)
        self._show_default_frequency(self.type.currentText())

    def _line(
        self, errors: FieldErrors, label: str, field: str, placeholder: str, hint: str = ""
    ) -> QLineEdit:
        edit = line_field(self.form, errors, label, field, placeholder, hint=hint)
        edit.textChanged.connect(self.edited)
        return edit

    def _add_frequency(self, errors: FieldErrors) -> None:
        self.frequency_number = QLineEdit()
        self.frequency_number.setObjectName("frequency_number")
        self.frequency_number.setMaximumWidth(80)
        self.frequency_unit = QComboBox()
        self.frequency_unit.setObjectName("frequency_unit")
        self.frequency_unit.addItems(UNITS)
        # No unit chosen: the placeholder shows the default's unit instead.
        self.frequency_unit.setCurrentIndex(-1)
        self.frequency_default = QLabel()
        self.frequency_default.setObjectName("frequency_default")
        self.frequency_default.setProperty("role", "hint")
        self.frequency_default.setWordWrap(True)
        row = QWidget()
        column = QVBoxLayout(row)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        line = QHBoxLayout()
        line.addWidget(self.frequency_number)
        line.addWidget(self.frequency_unit)
        line.addStretch()
        column.addLayout(line)
        column.addWidget(self.frequency_default)
        parts: dict[str, QWidget] = {
            "frequency_number": self.frequency_number,
            "frequency_unit": self.frequency_unit,
        }
        add_field(self.form, errors, "Frequency", "frequency_number", row, parts=parts)
        self.frequency_number.textChanged.connect(self.edited)
        self.frequency_unit.currentIndexChanged.connect(self.edited)

    def _show_default_frequency(self, device_type: str) -> None:
        default = default_frequency(device_type)
        rule = "R3" if device_type == DeviceType.TRAP else "R2"
        self.frequency_number.setPlaceholderText(str(default.number))
        self.frequency_unit.setPlaceholderText(default.unit)
        self.frequency_default.setText(
            f"How often it is pumped out or cleaned. Leave empty for the default: {default}."
        )
        self.frequency_default.setToolTip(f"The default of rule {rule}.")
        fit_height(self.frequency_default)

    def value(self) -> DeviceInput:
        """What is typed, as the services take it."""
        number = self.frequency_number.text()
        return DeviceInput(
            device_id=self.device_id.text(),
            type=self.type.currentText(),
            location=self.location.text(),
            capacity_gal=self.capacity_gal.text(),
            design_depth_in=self.design_depth_in.text(),
            frequency_number=number,
            # The user can't empty a combo box once a unit is chosen, so an empty number
            # alone means "the default", as both empty do for the services.
            frequency_unit=self.frequency_unit.currentText() if number.strip() else "",
            in_service_since=self.in_service_since.text(),
            notes=self.notes.toPlainText() if self.notes else "",
            waiver_notes=self.waiver_notes.toPlainText() if self.waiver_notes else "",
        )

    def set_value(self, data: DeviceInput) -> None:
        """Show ``data``; ``edited`` is emitted once, not once per field."""
        self.blockSignals(True)
        try:
            self.device_id.setText(data.device_id)
            self.type.setCurrentText(data.type)
            self.location.setText(data.location)
            self.capacity_gal.setText(data.capacity_gal)
            self.design_depth_in.setText(data.design_depth_in)
            self.frequency_number.setText(data.frequency_number)
            self.frequency_unit.setCurrentIndex(self.frequency_unit.findText(data.frequency_unit))
            self.in_service_since.setText(data.in_service_since)
            if self.notes and self.waiver_notes:
                self.notes.setPlainText(data.notes)
                self.waiver_notes.setPlainText(data.waiver_notes)
        finally:
            self.blockSignals(False)
        self.edited.emit()
