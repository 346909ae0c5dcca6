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
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import parse_date
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.maintenance import MaintenanceFilter
from models import SERVICES
from ui.date_edit import DateEdit
from ui.forms import error_label, word_choice
from ui.looks import mark_invalid

#: How long typing must pause before the filter applies.
DEBOUNCE_MS = 300
ALL_DEVICES = noop("FilterBar", "All devices")
ALL_SERVICES = noop("FilterBar", "All services")
#: The status list: what it shows, and MaintenanceFilter.status.
STATUSES = (
    (noop("FilterBar", "All"), ""),
    (noop("FilterBar", "In use"), "in use"),
    (noop("FilterBar", "Void"), "void"),
)


class FilterBar(QWidget):
    """Emits ``changed`` with the new filter whenever what it shows changes."""

    changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.device = QComboBox()
        self.device.setObjectName("filter_device")
        self.device.setAccessibleName(translate("FilterBar", "Device"))
        self.device.addItem(translate("FilterBar", ALL_DEVICES), "")
        self.service = QComboBox()
        self.service.setObjectName("filter_service")
        self.service.setAccessibleName(translate("FilterBar", "Service"))
        self.service.addItem(translate("FilterBar", ALL_SERVICES), "")
        word_choice(SERVICES, self.service)
        self.date_from = self._date("filter_date_from", translate("FilterBar", "From date"))
        self.date_to = self._date("filter_date_to", translate("FilterBar", "To date"))
        self.status = QComboBox()
        self.status.setObjectName("filter_status")
        self.status.setAccessibleName(translate("FilterBar", "Status"))
        for text, value in STATUSES:
            self.status.addItem(translate("FilterBar", text), value)
        self.search = QLineEdit()
        self.search.setObjectName("filter_search")
        self.search.setPlaceholderText(translate("FilterBar", "Hauler, manifest no., name, notes…"))
        self.search.setAccessibleName(translate("FilterBar", "Search"))
        self.search.setMinimumWidth(220)
        self.search.setClearButtonEnabled(True)
        self.clear_button = QPushButton(translate("FilterBar", "Clear filters"))
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

    def _date(self, name: str, accessible: str) -> DateEdit:
        """A date typed in the user's format or as ISO, or picked from the calendar; a
        day picked applies at once, as a list does."""
        edit = DateEdit()
        edit.setObjectName(name)
        edit.setAccessibleName(accessible)
        # "MM/DD/YYYY" and the calendar's button.
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(edit.placeholderText()) + 48)
        edit.picked.connect(self.apply)
        return edit

    def _lay_out(self) -> None:
        """Two rows, so that the page still fits beside the navigation on a small laptop:
        the lists, then the typed filters."""
        lists = QHBoxLayout()
        self._pair(lists, translate("FilterBar", "Device"), self.device)
        self._pair(lists, translate("FilterBar", "Service"), self.service)
        self._pair(lists, translate("FilterBar", "Status"), self.status)
        lists.addStretch()
        lists.addWidget(self.clear_button)
        typed = QHBoxLayout()
        self._pair(typed, translate("FilterBar", "From"), self.date_from)
        self._pair(typed, translate("FilterBar", "To"), self.date_to)
        self._pair(typed, translate("FilterBar", "Search"), self.search)
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
            self.device.addItem(translate("FilterBar", ALL_DEVICES), "")
            void = translate("FilterBar", "{device} (void)")
            for device_id in dict.fromkeys(d.device_id for d in devices):
                in_use = any(d.device_id == device_id and not d.is_void for d in devices)
                text = device_id if in_use else void.format(device=device_id)
                self.device.addItem(text, device_id)
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
        fields = (
            (self.date_from, translate("FilterBar", "From")),
            (self.date_to, translate("FilterBar", "To")),
        )
        for line, label in fields:
            try:
                dates.append(parse_date(line.iso_text(), line.objectName(), label))
                mark_invalid(line, False)
            except ValidationError as exc:
                problems.append(exc.problems[0].message)
                dates.append(None)
                mark_invalid(line, True)
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
