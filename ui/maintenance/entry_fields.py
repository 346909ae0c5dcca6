"""The maintenance entry's fields and what they say while typed: each service's hint,
the percent of the device's design depth against the 25% rule, the gallons' hint (R1,
R2, R3); each hint keeps the room of its longest text, so no field moves as one types.
The form that reads and stores them is ui/maintenance/entry_form.py."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QWidget

from fog_desktop import ordinance
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.maintenance import MaintenanceInput, MaintenanceRow
from fog_desktop.words import shown
from models import SERVICES, DeviceType, Service
from ui.columns import form_columns
from ui.forms import FIELD_WIDTH, add_field, date_field, line, text_box, word_choice
from ui.looks import give_role
from ui.maintenance.live_help import (
    GALLONS_OPTIONAL,
    GALLONS_REQUIRED,
    ReadingStatus,
    Sample,
    gallons_hint,
    reading_status,
    status_style,
)
from ui.papers import PapersFormDialog
from ui.widgets.haulers import DETAILS as HAULER_DETAILS
from ui.widgets.haulers import HaulerMemory

#: What each service is, under the Service list (translated where shown, "EntryForm").
SERVICE_HINTS: dict[str, str] = {
    Service.PUMP_OUT: noop(
        "EntryForm",
        "A full pump-out by the hauler: enter the gallons removed, the hauler and the "
        "manifest no. It restarts the pump-out clock.",
    ),
    Service.CLEANING: noop(
        "EntryForm", "A grease trap's cleaning; it restarts the trap's cleaning clock."
    ),
    Service.MEASUREMENT: noop(
        "EntryForm", "A sludge-height reading: enter the FOG and solids depths."
    ),
    Service.INSPECTION: noop(
        "EntryForm", "An inspection; enter the depths too if you measured them."
    ),
    Service.LATERAL_SEWER_CLEANING: noop(
        "EntryForm",
        "The lateral or sewer line cleaned: enter the contractor under Performed by and "
        "attach the proof. It restarts no clock.",
    ),
    Service.SEWER_MAIN_CLEANING: noop(
        "EntryForm",
        "The sewer main cleaned by the contractor a waiver asks for: enter the contractor "
        "under Performed by and attach the proof. It restarts no clock.",
    ),
}


def device_item(device: DeviceRow) -> str:
    """A device as the lists name it: "GI-1 (grease interceptor)"."""
    return translate("EntryForm", "{device} ({type})").format(
        device=device.device_id, type=shown(device.type).lower()
    )


def reserve_height(label: QLabel, texts: Iterable[str]) -> None:
    """Keep room under a field for the longest of ``texts`` at the field's narrowest, so
    that the rows below stay where they are as the label's text changes while typing."""
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    shown_now = label.text()
    needed = label.minimumHeight()
    for text in texts:
        label.setText(text)
        needed = max(needed, label.heightForWidth(FIELD_WIDTH))
    label.setText(shown_now)
    label.setMinimumHeight(needed)


class EntryFields(PapersFormDialog[MaintenanceRow, MaintenanceInput]):
    """The fields of a maintenance entry, in two columns, and their live help; the
    devices they speak of are :attr:`_devices`, given once read."""

    def make_form(self, entry: MaintenanceRow | None) -> None:
        # Sierra Madre's limit until the establishment's ordinance is read (OK waits for it).
        self._profile = ordinance.default()
        self._service_chosen = entry is not None
        self._devices: dict[str, DeviceRow] = {}
        #: The live help's room is measured when first shown (see showEvent).
        self._reserved = False
        self._build_fields()

    def _build_fields(self) -> None:
        """Two columns: the service and its reading; the hauler's part and the notes."""
        self.service_form, self.hauler_form = form_columns(
            self.content,
            translate("EntryFormDialog", "Service"),
            translate("EntryFormDialog", "Hauler and notes"),
        )
        errors, form = self.errors, self.service_form
        self.service_date = date_field(
            form,
            errors,
            translate("EntryFormDialog", "Date"),
            "service_date",
            hint=translate("EntryFormDialog", "The day the work was done; not a future day."),
        )
        self.device = QComboBox()
        add_field(form, errors, translate("EntryFormDialog", "Device"), "device_id", self.device)
        self.service = word_choice(SERVICES)
        add_field(
            form, errors, translate("EntryFormDialog", "Service"), "service", self.service, hint=" "
        )
        self.service_hint = self._hint("service")
        self.fog_depth_in = line(translate("EntryFormDialog", "inches, e.g. 4.5"))
        add_field(
            form,
            errors,
            translate("EntryFormDialog", "FOG depth (in)"),
            "fog_depth_in",
            self.fog_depth_in,
        )
        self.solids_depth_in = line(translate("EntryFormDialog", "inches, e.g. 3"))
        add_field(
            form,
            errors,
            translate("EntryFormDialog", "Solids depth (in)"),
            "solids_depth_in",
            self.solids_depth_in,
        )
        self.percent_status = QLabel()
        self.percent_status.setObjectName("percent_status")
        self.percent_status.setWordWrap(True)
        # The room of the coloured box, kept at every level: the text does not shift as
        # the box comes and goes.
        self.percent_status.setContentsMargins(6, 4, 6, 4)
        percent_label = translate("EntryFormDialog", "Percent of design depth")
        self.percent_status.setAccessibleName(percent_label)
        form.addRow(percent_label, self.percent_status)
        self.city_inspection = QComboBox()
        self.city_inspection.addItem(translate("EntryFormDialog", "No"), "")
        add_field(
            form,
            errors,
            translate("EntryFormDialog", "Measured by the city"),
            "city_inspection",
            self.city_inspection,
            hint=translate(
                "EntryFormDialog",
                "A Measurement the city's inspector took: the inspection it was taken at, "
                "on that inspection's date.",
            ),
        )
        form = self.hauler_form
        self.gallons_removed = line(translate("EntryFormDialog", "gallons, e.g. 1000"))
        add_field(
            form,
            errors,
            translate("EntryFormDialog", "Gallons removed"),
            "gallons_removed",
            self.gallons_removed,
            hint=" ",
        )
        self.gallons_hint = self._hint("gallons_removed")
        self.hauler = line(translate("EntryFormDialog", "e.g. SoCal Grease Haulers"))
        add_field(form, errors, translate("EntryFormDialog", "Hauler"), "hauler", self.hauler)
        self.manifest_no = line(translate("EntryFormDialog", "as printed on the hauler's manifest"))
        add_field(
            form,
            errors,
            translate("EntryFormDialog", "Manifest no."),
            "manifest_no",
            self.manifest_no,
        )
        self._build_manifest_details(form)
        self.performed_by = line(
            translate("EntryFormDialog", "who did the work, e.g. D. Alvarez (hauler)")
        )
        add_field(
            form,
            errors,
            translate("EntryFormDialog", "Performed by"),
            "performed_by",
            self.performed_by,
        )
        self.notes = text_box("notes")
        add_field(form, errors, translate("EntryFormDialog", "Notes"), "notes", self.notes)

    def _build_manifest_details(self, form: QFormLayout) -> None:
        """The hauler's details a pump-out's manifest keeps (R2): shown for a pump-out,
        which files its manifest with them, filled in from the hauler's last one."""
        labels = {
            "hauler_registration_no": translate("EntryFormDialog", "Registration no."),
            "driver": translate("EntryFormDialog", "Driver"),
            "hauler_phone": translate("EntryFormDialog", "Hauler's phone"),
            "disposal_site": translate("EntryFormDialog", "Disposal site"),
            "disposal_site_address": translate("EntryFormDialog", "Disposal site address"),
        }
        self.manifest_details: dict[str, QLineEdit] = {}
        #: Their rows, shown for a pump-out only.
        self._manifest_rows: list[QWidget] = []
        for field in HAULER_DETAILS:
            edit = line("")
            add_field(form, self.errors, labels[field], field, edit)
            self.manifest_details[field] = edit
            cell = edit.parentWidget()
            assert cell is not None, "add_field puts the edit in its row's cell"
            self._manifest_rows.append(cell)
        self.manifest_details["hauler_phone"].setPlaceholderText(
            translate("EntryFormDialog", "e.g. (626) 555-0199")
        )
        self.haulers = HaulerMemory(self.hauler, self.manifest_details)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802  (Qt's name)
        """Measured once the window's style and fonts are in, as the user will see them."""
        if not self._reserved:
            self._reserved = True
            self._reserve_live_help()
            self._update_live()
            self._hold_everything()
        super().showEvent(event)

    def _hold_everything(self) -> None:
        """Grow the dialog to the height its fields need at its width: Qt sizes a window
        without the height that wrapped text needs, and would squeeze a hint under the
        next field instead."""
        layout = self.layout()
        assert layout is not None, "FormDialog lays out its content"
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else 0
        self.resize(self.width(), max(self.height(), needed, layout.totalMinimumSize().height()))

    def _keep_rows_in_place(self) -> None:
        """A refusal's message goes once its field is changed; its row keeps the room, so
        that the fields below do not jump up under the cursor as the fix is typed."""
        for label in self.findChildren(QLabel):
            cell = label.parentWidget()
            if not label.objectName().endswith("_error") or cell is None or cell is self:
                continue
            if label.text():
                cell.setMinimumHeight(max(cell.minimumHeight(), cell.sizeHint().height()))
        self._hold_everything()

    def _reserve_live_help(self) -> None:
        """The hints and the percent change as the user types: each keeps the room its
        longest text needs, in the user's language, so no field moves and none is cut."""
        reserve_height(
            self.service_hint, [translate("EntryForm", hint) for hint in SERVICE_HINTS.values()]
        )
        sample = Sample("GI-10", DeviceType.INTERCEPTOR, Decimal("10000"), Decimal("100.5"))
        trap = Sample("GT-10", DeviceType.TRAP, Decimal("100"), Decimal("100.5"))
        reserve_height(
            self.gallons_hint,
            [
                gallons_hint(Service.PUMP_OUT, "1000", sample)[0],
                translate("EntryForm", GALLONS_REQUIRED),
                translate("EntryForm", GALLONS_OPTIONAL),
            ],
        )
        statuses = [
            reading_status("30.5", "30.5", sample, self._profile),
            reading_status("0.5", "0.5", sample, self._profile),
            reading_status("30.5", "30.5", trap, self._profile),
            reading_status("", "", None, self._profile),
            reading_status("x", "x", sample, self._profile),
        ]
        # Each measured in its look: the coloured box's padding, the bold of "over".
        needed = 0
        for status in statuses:
            self._show_status(status)
            self.percent_status.ensurePolished()
            needed = max(needed, self.percent_status.heightForWidth(FIELD_WIDTH))
        self.percent_status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.percent_status.setMinimumHeight(needed)

    def _hint(self, field: str) -> QLabel:
        found = self.findChild(QLabel, f"{field}_hint")
        assert found is not None
        return found

    def _connect(self) -> None:
        for edit in (self.fog_depth_in, self.solids_depth_in, self.gallons_removed):
            edit.textChanged.connect(self._update_live)
        self.device.currentIndexChanged.connect(self._device_changed)
        self.service.currentIndexChanged.connect(self._update_live)
        self.service.activated.connect(self._service_picked)

    # --- Live help ----------------------------------------------------------------------

    def chosen_device(self) -> DeviceRow | None:
        return self._devices.get(self.device.currentData() or "")

    def _service_picked(self) -> None:
        self._service_chosen = True

    def _device_changed(self) -> None:
        if not self._service_chosen:
            self._default_service()
        self._update_live()

    def _default_service(self) -> None:
        """A trap is cleaned, an interceptor pumped out, until the user picks otherwise."""
        device = self.chosen_device()
        is_trap = device is not None and device.type == DeviceType.TRAP
        self._choose_service(Service.CLEANING if is_trap else Service.PUMP_OUT)

    def _choose_service(self, service: str) -> None:
        """Show the stored ``service`` (the list shows each in the user's language)."""
        self.service.setCurrentIndex(max(self.service.findData(service), 0))

    def chosen_service(self) -> str:
        """The service chosen, as stored: "Pump-out", whatever the language on screen."""
        return str(self.service.currentData() or "")

    def _set_profile(self, profile: OrdinanceProfile) -> None:
        self._profile = profile
        self._update_live()

    def _update_live(self) -> None:
        device = self.chosen_device()
        service = self.chosen_service()
        for row in self._manifest_rows:
            self.hauler_form.setRowVisible(row, service == Service.PUMP_OUT)
        hint = SERVICE_HINTS.get(service)
        self.service_hint.setText(translate("EntryForm", hint) if hint else "")
        status = reading_status(
            self.fog_depth_in.text(), self.solids_depth_in.text(), device, self._profile
        )
        self._show_status(status)
        text, partial = gallons_hint(service, self.gallons_removed.text(), device)
        self.gallons_hint.setText(text)
        give_role(self.gallons_hint, "error" if partial else "hint")

    def _show_status(self, status: ReadingStatus) -> None:
        self.percent_status.setText(status.text)
        self.percent_status.setProperty("level", status.level)
        self.percent_status.setStyleSheet(status_style(status.level))
