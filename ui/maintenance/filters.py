"""The filters above the Maintenance table: device, service, dates, status and a search.

Lists apply at once; typed text (dates, the search) applies once the typing pauses, so
that each keystroke does not send a query to the database.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import ValidationError
from fog_desktop.parse import parse_date
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.maintenance import MaintenanceFilter
from models import SERVICES
from ui.forms import error_label

#: How long typing must pause before the filter applies.
DEBOUNCE_MS = 300
ALL_DEVICES = "All devices"
ALL_SERVICES = "All services"
#: The status list: what it shows, and MaintenanceFilter.status.
STATUSES = (("All", ""), ("In use", "in use"), ("Void", "void"))


class FilterBar(QWidget):
    """Emits ``changed`` with the new filter whenever what it shows changes."""

    changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.device = QComboBox()
        self.device.setObjectName("filter_device")
        self.device.setAccessibleName("Device")
        self.device.addItem(ALL_DEVICES, "")
        self.service = QComboBox()
        self.service.setObjectName("filter_service")
        self.service.setAccessibleName("Service")
        self.service.addItem(ALL_SERVICES, "")
        for service in SERVICES:
            self.service.addItem(service, service)
        self.date_from = self._line("filter_date_from", "YYYY-MM-DD", "From date", 110)
        self.date_to = self._line("filter_date_to", "YYYY-MM-DD", "To date", 110)
        self.status = QComboBox()
        self.status.setObjectName("filter_status")
        self.status.setAccessibleName("Status")
        for text, value in STATUSES:
            self.status.addItem(text, value)
        self.search = self._line(
            "filter_search", "Hauler, manifest no., name, notes…", "Search", 220
        )
        self.search.setClearButtonEnabled(True)
        self.clear_button = QPushButton("Clear filters")
        self.clear_button.clicked.connect(self.clear)
        self.problem = error_label("filter_error")
        self._applied = MaintenanceFilter()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.apply)
        for combo in (self.device, self.service, self.status):
            combo.currentIndexChanged.connect(self.apply)
        for line in (self.date_from, self.date_to, self.search):
            line.textChanged.connect(self.timer.start)
        self._lay_out()
        self._update_clear()

    def _line(self, name: str, placeholder: str, accessible: str, width: int) -> QLineEdit:
        line = QLineEdit()
        line.setObjectName(name)
        line.setPlaceholderText(placeholder)
        line.setAccessibleName(accessible)
        line.setMinimumWidth(width)
        return line

    def _lay_out(self) -> None:
        """Two rows, so that the page still fits beside the navigation on a small laptop:
        the lists, then the typed filters."""
        lists = QHBoxLayout()
        self._pair(lists, "Device", self.device)
        self._pair(lists, "Service", self.service)
        self._pair(lists, "Status", self.status)
        lists.addStretch()
        lists.addWidget(self.clear_button)
        typed = QHBoxLayout()
        self._pair(typed, "From", self.date_from)
        self._pair(typed, "To", self.date_to)
        self._pair(typed, "Search", self.search)
        typed.setStretchFactor(self.search, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addLayout(lists)
        column.addLayout(typed)
        column.addWidget(self.problem)

    @staticmethod
    def _pair(row: QHBoxLayout, text: str, widget: QWidget) -> None:
        label = QLabel(text)
        label.setBuddy(widget)
        row.addWidget(label)
        row.addWidget(widget)
        row.addSpacing(10)

    def set_devices(self, devices: Sequence[DeviceRow]) -> None:
        """Every device that may have entries, void ones too (marked so), by Device ID."""
        chosen = self.device.currentData()
        self.device.blockSignals(True)
        try:
            self.device.clear()
            self.device.addItem(ALL_DEVICES, "")
            for device_id in dict.fromkeys(d.device_id for d in devices):
                in_use = any(d.device_id == device_id and not d.is_void for d in devices)
                self.device.addItem(device_id if in_use else f"{device_id} (void)", device_id)
            found = self.device.findData(chosen)
            self.device.setCurrentIndex(max(found, 0))
        finally:
            self.device.blockSignals(False)
        if found < 0 and chosen:
            self.apply()

    def set_device(self, device_id: str) -> None:
        """Show ``device_id``'s entries only ("" for every device)."""
        self.device.setCurrentIndex(max(self.device.findData(device_id), 0))

    def clear(self) -> None:
        for widget in (self.device, self.service, self.status, self.date_from, self.date_to):
            widget.blockSignals(True)
        self.search.blockSignals(True)
        try:
            self.device.setCurrentIndex(0)
            self.service.setCurrentIndex(0)
            self.status.setCurrentIndex(0)
            self.date_from.clear()
            self.date_to.clear()
            self.search.clear()
        finally:
            for widget in (self.device, self.service, self.status, self.date_from, self.date_to):
                widget.blockSignals(False)
            self.search.blockSignals(False)
        self.apply()

    @property
    def applied(self) -> MaintenanceFilter:
        """The filter last applied."""
        return self._applied

    def apply(self) -> None:
        """Read the widgets; a date that can't be read is said, and nothing changes."""
        self.timer.stop()
        problems: list[str] = []
        dates: list[date | None] = []
        for line, label in ((self.date_from, "From"), (self.date_to, "To")):
            try:
                dates.append(parse_date(line.text(), line.objectName(), label))
                line.setProperty("invalid", False)
            except ValidationError as exc:
                problems.append(exc.problems[0].message)
                dates.append(None)
                line.setProperty("invalid", True)
            line.style().unpolish(line)
            line.style().polish(line)
        self.problem.setText("\n".join(problems))
        self.problem.setVisible(bool(problems))
        if problems:
            self.clear_button.setEnabled(True)
            return
        flt = MaintenanceFilter(
            device_id=self.device.currentData() or "",
            service=self.service.currentData() or "",
            date_from=dates[0],
            date_to=dates[1],
            status=self.status.currentData() or "",
            search=self.search.text().strip(),
        )
        self._update_clear(flt)
        if flt == self._applied:
            return
        self._applied = flt
        self.changed.emit(flt)

    def _update_clear(self, flt: MaintenanceFilter | None = None) -> None:
        self.clear_button.setEnabled((flt or self._applied) != MaintenanceFilter())
