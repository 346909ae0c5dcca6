"""The fields of one grease control device, shared by the device dialog and the set-up."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.i18n import noop, translate
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import UNITS
from fog_desktop.services.device_frequency import default_frequency
from fog_desktop.services.devices import DeviceInput
from fog_desktop.words import shown
from models import DEVICE_TYPES, DeviceType
from ui.dates import typed_day
from ui.forms import (
    FieldErrors,
    add_field,
    date_field,
    fit_height,
    line_field,
    new_form,
    text_box,
    word_choice,
)
from ui.looks import give_role
from ui.widgets.lined_up import lined_up

IN_SERVICE_HINT = noop(
    "DeviceEditor",
    "Until a pump-out is recorded, the pump-out clock starts on this date; "
    "left empty, a pump-out is due at once.",
)


class DeviceEditor(QWidget):
    """Device ID, type, location, sizes, frequency and dates as typed (R2, R3).

    ``edited`` is emitted on every change, so an owner can keep a draft up to date.
    """

    edited = Signal()

    def __init__(
        self, errors: FieldErrors, profile: OrdinanceProfile, *, with_notes: bool = True
    ) -> None:
        """``profile`` is the ordinance whose default frequencies are offered (R2, R3)."""
        super().__init__()
        self._profile = profile
        self.form = new_form()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self.form)
        self.device_id = self._line(
            errors,
            translate("DeviceEditor", "Device ID"),
            "device_id",
            translate("DeviceEditor", "e.g. GI-1"),
        )
        self.type = word_choice(DEVICE_TYPES)
        add_field(self.form, errors, translate("DeviceEditor", "Type"), "type", self.type)
        self.location = self._line(
            errors,
            translate("DeviceEditor", "Location"),
            "location",
            translate("DeviceEditor", "e.g. Rear parking lot"),
        )
        self.capacity_gal = self._line(
            errors,
            translate("DeviceEditor", "Capacity (gal)"),
            "capacity_gal",
            translate("DeviceEditor", "e.g. 1000"),
        )
        self.design_depth_in = self._line(
            errors,
            translate("DeviceEditor", "Design depth (in)"),
            "design_depth_in",
            translate("DeviceEditor", "e.g. 48"),
        )
        self._add_frequency(errors)
        self.in_service_since = date_field(
            self.form,
            errors,
            translate("DeviceEditor", "In service since"),
            "in_service_since",
            hint=translate("DeviceEditor", IN_SERVICE_HINT),
        )
        self.in_service_since.textChanged.connect(self.edited)
        self.notes: QPlainTextEdit | None = None
        self.waiver_notes: QPlainTextEdit | None = None
        if with_notes:
            self.notes = text_box("notes")
            add_field(self.form, errors, translate("DeviceEditor", "Notes"), "notes", self.notes)
            self.waiver_notes = text_box("waiver_notes")
            add_field(
                self.form,
                errors,
                translate("DeviceEditor", "Waiver notes"),
                "waiver_notes",
                self.waiver_notes,
            )
            self.notes.textChanged.connect(self.edited)
            self.waiver_notes.textChanged.connect(self.edited)
        self.type.currentIndexChanged.connect(self._type_changed)
        self.type.currentIndexChanged.connect(self.edited)
        self._type_changed()

    def chosen_type(self) -> str:
        """The device type chosen, as stored ("Grease trap"), whatever the language shown."""
        return str(self.type.currentData() or "")

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
        word_choice(UNITS, self.frequency_unit)
        # No unit chosen: the placeholder shows the default's unit instead.
        self.frequency_unit.setCurrentIndex(-1)
        self.frequency_default = QLabel()
        self.frequency_default.setObjectName("frequency_default")
        give_role(self.frequency_default, "hint")
        self.frequency_default.setWordWrap(True)
        row = QWidget()
        column = QVBoxLayout(row)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addLayout(lined_up(self.frequency_number, self.frequency_unit))
        column.addWidget(self.frequency_default)
        parts: dict[str, QWidget] = {
            "frequency_number": self.frequency_number,
            "frequency_unit": self.frequency_unit,
        }
        add_field(
            self.form,
            errors,
            translate("DeviceEditor", "Frequency"),
            "frequency_number",
            row,
            parts=parts,
        )
        self.frequency_number.textChanged.connect(self.edited)
        self.frequency_unit.currentIndexChanged.connect(self.edited)

    def set_profile(self, profile: OrdinanceProfile) -> None:
        """Offer the defaults of ``profile``, the establishment's ordinance (R2, R3)."""
        self._profile = profile
        self._type_changed()

    def _type_changed(self) -> None:
        device_type = self.chosen_type()
        default = default_frequency(device_type, self._profile)
        rule = "R3" if device_type == DeviceType.TRAP else "R2"
        self.frequency_number.setPlaceholderText(str(default.number))
        self.frequency_unit.setPlaceholderText(shown(default.unit))
        self.frequency_default.setText(
            translate(
                "DeviceEditor",
                "How often it is pumped out or cleaned. Leave empty for the default: {default}.",
            ).format(default=default.shown)
        )
        self.frequency_default.setToolTip(
            translate("DeviceEditor", "The default of rule {rule}.").format(rule=rule)
        )
        fit_height(self.frequency_default)

    def value(self) -> DeviceInput:
        """What is typed, as the services take it."""
        number = self.frequency_number.text()
        return DeviceInput(
            device_id=self.device_id.text(),
            type=self.chosen_type(),
            location=self.location.text(),
            capacity_gal=self.capacity_gal.text(),
            design_depth_in=self.design_depth_in.text(),
            frequency_number=number,
            # The user can't empty a combo box once a unit is chosen, so an empty number
            # alone means "the default", as both empty do for the services.
            frequency_unit=str(self.frequency_unit.currentData() or "") if number.strip() else "",
            in_service_since=self.in_service_since.iso_text(),
            notes=self.notes.toPlainText() if self.notes else "",
            waiver_notes=self.waiver_notes.toPlainText() if self.waiver_notes else "",
        )

    def set_value(self, data: DeviceInput) -> None:
        """Show ``data``; ``edited`` is emitted once, not once per field."""
        self.blockSignals(True)
        try:
            self.device_id.setText(data.device_id)
            self.type.setCurrentIndex(max(self.type.findData(data.type), 0))
            self.location.setText(data.location)
            self.capacity_gal.setText(data.capacity_gal)
            self.design_depth_in.setText(data.design_depth_in)
            self.frequency_number.setText(data.frequency_number)
            self.frequency_unit.setCurrentIndex(self.frequency_unit.findData(data.frequency_unit))
            # An ISO date (the record's) in the user's format; anything else as typed.
            day = typed_day(data.in_service_since)
            if day is not None:
                self.in_service_since.set_day(day)
            else:
                self.in_service_since.setText(data.in_service_since)
            if self.notes and self.waiver_notes:
                self.notes.setPlainText(data.notes)
                self.waiver_notes.setPlainText(data.waiver_notes)
        finally:
            self.blockSignals(False)
        self.edited.emit()
