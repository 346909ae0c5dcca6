"""Add or amend one maintenance entry (R1, R2, R3, R6).

While the depths are typed, the form says the percent of the chosen device's design
depth and whether it is within the 25% rule, in words and colour. Scans and photos (the
hauler's manifest, before/after photos) are stored with the entry in one unit of work.
A refusal shows at its field and the dialog stays open; the services store all or
nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.rules.pumpout import is_partial_pump_out
from fog_desktop.rules.sludge import ReadingError, exceeds_25_percent, percent_of_design_depth
from fog_desktop.services.attachments import Owner
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    MaintenanceRow,
    amend_entry,
    create_entry,
    fetch_rows,
    get_input,
)
from models import SERVICES, Device, DeviceType, MaintenanceEntry, Service
from ui.attachments import AttachmentsPanel
from ui.attachments.panel import local_files
from ui.devices.model import number_text
from ui.dialogs import FormDialog
from ui.forms import add_field, fit_height, new_form
from ui.maintenance.model import OVER_COLOURS, WITHIN_COLOURS

SERVICE_HINTS: dict[str, str] = {
    Service.PUMP_OUT: (
        "A full pump-out by the hauler: enter the gallons removed, the hauler and the "
        "manifest no. It restarts the pump-out clock (R2)."
    ),
    Service.CLEANING: "A grease trap's cleaning; it restarts the trap's cleaning clock (R3).",
    Service.MEASUREMENT: "A sludge-height reading: enter the FOG and solids depths (R1).",
    Service.INSPECTION: "An inspection; enter the depths too if you measured them (R1).",
}
WITHIN_RULE = "Within the 25% rule"
OVER_RULE = "Over 25%: the interceptor must be serviced now (R1)"
DEPTHS_HINT = "Type both depths, in inches, to see the percent of the design depth (R1)."
GALLONS_REQUIRED = "Required for a pump-out."
GALLONS_OPTIONAL = "Only for a pump-out, or a cleaning that removed some."

#: The look of the live percent per level: (text colour, background or "").
LEVEL_STYLES: dict[str, tuple[str, str]] = {
    "hint": ("#555555", ""),
    "error": ("#b00020", ""),
    "within": (WITHIN_COLOURS[1], WITHIN_COLOURS[0]),
    "over": (OVER_COLOURS[1], OVER_COLOURS[0]),
}
#: How many recent pump-outs the hauler names are suggested from.
HAULER_SUGGESTIONS = 200


@dataclass(frozen=True)
class ReadingStatus:
    """What the form says about the depths typed: text, and a level for its colour."""

    text: str
    level: str  # "hint", "error", "within" or "over"


def _number(text: str) -> Decimal | None:
    try:
        number = Decimal(text.strip().replace(",", ""))
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def reading_status(fog_text: str, solids_text: str, device: Device | None) -> ReadingStatus:
    """The percent of the design depth of what is typed so far, in words (R1).

    Half-typed or wrong input gets a hint, never an error box: the form refuses it on
    save, at its field.
    """
    if not fog_text.strip() or not solids_text.strip() or device is None:
        return ReadingStatus(DEPTHS_HINT, "hint")
    fog, solids = _number(fog_text), _number(solids_text)
    if fog is None or solids is None:
        return ReadingStatus("Type the depths as numbers of inches, for example 4.5.", "hint")
    design = device.design_depth_in
    try:
        percent = percent_of_design_depth(fog, solids, design)
        over = exceeds_25_percent(fog, solids, design)
    except ReadingError as exc:
        return ReadingStatus(str(exc), "error")
    of = f"{percent}% of {device.device_id}'s design depth ({number_text(design)} in)"
    if device.type == DeviceType.TRAP:
        return ReadingStatus(f"{of}. The 25% rule (R1) is for interceptors.", "hint")
    return ReadingStatus(
        f"{of}. {OVER_RULE if over else WITHIN_RULE}.", "over" if over else "within"
    )


def gallons_hint(service: str, gallons_text: str, device: Device | None) -> tuple[str, bool]:
    """The hint under Gallons removed, and whether it warns of a partial pump-out (R2)."""
    gallons = _number(gallons_text) if gallons_text.strip() else None
    if (
        service == Service.PUMP_OUT
        and device is not None
        and gallons is not None
        and gallons >= 0
        and is_partial_pump_out(gallons, device.capacity_gal)
    ):
        capacity = number_text(device.capacity_gal)
        return (
            f"Under 90% of {device.device_id}'s capacity ({capacity} gal): it will be "
            "flagged as a possible partial pump-out. Check the hauler's manifest (R2).",
            True,
        )
    return (GALLONS_REQUIRED if service == Service.PUMP_OUT else GALLONS_OPTIONAL), False


def _line(placeholder: str) -> QLineEdit:
    line = QLineEdit()
    line.setPlaceholderText(placeholder)
    return line


class EntryFormDialog(FormDialog[Any]):
    """The entry's fields; OK stores them, or the dialog stays open with the problems.

    ``devices`` are the establishment's devices; only those in use are offered. An
    amended entry of a device voided since is shown with it, so that the refusal says
    why. ``saved_id`` is the stored entry's id once accepted.
    """

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        devices: Sequence[Device],
        entry: MaintenanceRow | None = None,
    ) -> None:
        if entry is None:
            title, ok_text = "Add a maintenance entry", "Add entry"
        else:
            title = f"Amend {entry.service} of {entry.device_id} on {entry.service_date}"
            ok_text = "Save amendment"
        super().__init__(parent, title, ok_text)
        self._context = context
        self._establishment_id = establishment_id
        self._entry_pk = entry.id if entry else None
        self._service_chosen = entry is not None
        self.saved_id: int | None = None
        self._devices = {d.device_id: d for d in devices if not d.is_void}
        self._build_fields()
        self.attachments = AttachmentsPanel(context, self)
        # A refused file, named by the services' field "file", shows under the scans.
        self.errors.register("file", self.attachments, self.attachments.file_error)
        self.content.addWidget(self.attachments)
        self.reason: QLineEdit | None = None
        if entry is not None:
            self.reason = _line("e.g. Typo in the solids depth")
            add_field(
                self.hauler_form, self.errors, "Reason for the change", "reason", self.reason,
                hint="Optional. Kept in the audit trail with the earlier version.",
            )  # fmt: skip
            owner = Owner(establishment_id, MaintenanceEntry.__tablename__, entry.id)
            self.attachments.set_owner(owner)
        self._connect()
        if entry is not None:
            self._show_input(get_input(context.db, entry.id), devices)
        else:
            self.service_date.setText(context.today().isoformat())
            self._default_service()
        self._update_live()
        self.setAcceptDrops(True)

    # --- Building -----------------------------------------------------------------------

    def _build_fields(self) -> None:
        """Two columns: the service and its reading; the hauler's part and the notes."""
        service_box, hauler_box = QGroupBox("Service"), QGroupBox("Hauler and notes")
        self.service_form, self.hauler_form = new_form(), new_form()
        for box, column_form in ((service_box, self.service_form), (hauler_box, self.hauler_form)):
            column = QVBoxLayout(box)
            column.addLayout(column_form)
            column.addStretch()
        columns = QHBoxLayout()
        columns.addWidget(service_box, stretch=1)
        columns.addWidget(hauler_box, stretch=1)
        self.content.addLayout(columns)
        errors, form = self.errors, self.service_form
        self.service_date = _line("YYYY-MM-DD")
        add_field(form, errors, "Date", "service_date", self.service_date,
                  hint="The day the work was done; not a future day.")  # fmt: skip
        self.device = QComboBox()
        for device in self._devices.values():
            self.device.addItem(f"{device.device_id} ({device.type.lower()})", device.device_id)
        add_field(form, errors, "Device", "device_id", self.device)
        self.service = QComboBox()
        self.service.addItems(SERVICES)
        add_field(form, errors, "Service", "service", self.service, hint=" ")
        self.service_hint = self._hint("service")
        self.fog_depth_in = _line("inches, e.g. 4.5")
        add_field(form, errors, "FOG depth (in)", "fog_depth_in", self.fog_depth_in)
        self.solids_depth_in = _line("inches, e.g. 3")
        add_field(form, errors, "Solids depth (in)", "solids_depth_in", self.solids_depth_in)
        self.percent_status = QLabel()
        self.percent_status.setObjectName("percent_status")
        self.percent_status.setWordWrap(True)
        self.percent_status.setAccessibleName("Percent of design depth")
        form.addRow("Percent of design depth", self.percent_status)
        form = self.hauler_form
        self.gallons_removed = _line("gallons, e.g. 1000")
        add_field(form, errors, "Gallons removed", "gallons_removed", self.gallons_removed,
                  hint=" ")  # fmt: skip
        self.gallons_hint = self._hint("gallons_removed")
        self.hauler = _line("e.g. SoCal Grease Haulers")
        add_field(form, errors, "Hauler", "hauler", self.hauler)
        self.manifest_no = _line("as printed on the hauler's manifest")
        add_field(form, errors, "Manifest no.", "manifest_no", self.manifest_no)
        self.performed_by = _line("who did the work, e.g. D. Alvarez (hauler)")
        add_field(form, errors, "Performed by", "performed_by", self.performed_by)
        self.notes = QPlainTextEdit()
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().lineSpacing() * 3 + 12)
        add_field(form, errors, "Notes", "notes", self.notes)
        self._suggest_haulers()

    def _hint(self, field: str) -> QLabel:
        found = self.findChild(QLabel, f"{field}_hint")
        assert found is not None
        return found

    def _suggest_haulers(self) -> None:
        """Offer the haulers of recent pump-outs: the manifest is matched on the name."""
        recent = fetch_rows(
            self._context.db,
            self._establishment_id,
            MaintenanceFilter(service=Service.PUMP_OUT.value, status="in use"),
            0,
            HAULER_SUGGESTIONS,
            as_of=self._context.today(),
        )
        names = sorted({r.hauler for r in recent if r.hauler}, key=str.lower)
        completer = QCompleter(names, self.hauler)
        completer.setCaseSensitivity(completer.caseSensitivity().CaseInsensitive)
        self.hauler.setCompleter(completer)

    def _connect(self) -> None:
        for line in (self.fog_depth_in, self.solids_depth_in, self.gallons_removed):
            line.textChanged.connect(self._update_live)
        self.device.currentIndexChanged.connect(self._device_changed)
        self.service.currentIndexChanged.connect(self._update_live)
        self.service.activated.connect(self._service_picked)

    def _show_input(self, data: MaintenanceInput, devices: Sequence[Device]) -> None:
        self.service_date.setText(data.service_date)
        if self.device.findData(data.device_id) < 0:
            # The entry's device was voided since: show it, so the refusal can say so.
            self.device.addItem(f"{data.device_id} (void)", data.device_id)
            for device in devices:
                if device.device_id == data.device_id:
                    self._devices.setdefault(device.device_id, device)
        self.device.setCurrentIndex(self.device.findData(data.device_id))
        self.service.setCurrentText(data.service)
        self.fog_depth_in.setText(data.fog_depth_in)
        self.solids_depth_in.setText(data.solids_depth_in)
        self.gallons_removed.setText(data.gallons_removed)
        self.hauler.setText(data.hauler)
        self.manifest_no.setText(data.manifest_no)
        self.performed_by.setText(data.performed_by)
        self.notes.setPlainText(data.notes)

    # --- Live help ----------------------------------------------------------------------

    def chosen_device(self) -> Device | None:
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
        self.service.setCurrentText(Service.CLEANING if is_trap else Service.PUMP_OUT)

    def _update_live(self) -> None:
        device = self.chosen_device()
        service = self.service.currentText()
        self.service_hint.setText(SERVICE_HINTS.get(service, ""))
        fit_height(self.service_hint)
        status = reading_status(self.fog_depth_in.text(), self.solids_depth_in.text(), device)
        self.percent_status.setText(status.text)
        self.percent_status.setProperty("level", status.level)
        colour, background = LEVEL_STYLES[status.level]
        box = (
            f"background: {background}; padding: 4px 6px; border-radius: 3px;" if background else ""
        )
        weight = "font-weight: 600;" if status.level == "over" else ""
        self.percent_status.setStyleSheet(f"QLabel {{ color: {colour}; {box} {weight} }}")
        text, partial = gallons_hint(service, self.gallons_removed.text(), device)
        self.gallons_hint.setText(text)
        self.gallons_hint.setProperty("role", "error" if partial else "hint")
        self.gallons_hint.style().unpolish(self.gallons_hint)
        self.gallons_hint.style().polish(self.gallons_hint)
        fit_height(self.gallons_hint)

    # --- Storing ------------------------------------------------------------------------

    def value(self) -> MaintenanceInput:
        """What is typed, as the services take it."""
        return MaintenanceInput(
            service_date=self.service_date.text(),
            device_id=self.device.currentData() or "",
            service=self.service.currentText(),
            fog_depth_in=self.fog_depth_in.text(),
            solids_depth_in=self.solids_depth_in.text(),
            gallons_removed=self.gallons_removed.text(),
            hauler=self.hauler.text(),
            manifest_no=self.manifest_no.text(),
            performed_by=self.performed_by.text(),
            notes=self.notes.toPlainText(),
        )

    def submit(self) -> None:
        context = self._context
        data = self.value()
        files = self.attachments.pending_paths()
        if self._entry_pk is None:
            entry = create_entry(
                context.db, self._establishment_id, data, context.actor,
                today=context.today(), files=files,
            )  # fmt: skip
        else:
            reason = self.reason.text() if self.reason else ""
            entry = amend_entry(
                context.db, self._entry_pk, data, context.actor,
                today=context.today(), reason=reason, files=files,
            )  # fmt: skip
        self.saved_id = entry.id
        self.attachments.clear_pending()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        """Files dropped anywhere on the form are its scans, as if dropped on them."""
        paths = local_files(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.attachments.add_paths(paths)
