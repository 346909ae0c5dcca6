"""The "Establishment & devices" page: the profile and the devices, amended or voided (R6).

There is no delete: a correction is an amendment, a record entered in error is voided
with a reason and stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
)

from fog_desktop.context import AppContext
from fog_desktop.services.devices import DeviceRow, list_devices, void_device
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from ui.devices.device_form import DeviceFormDialog
from ui.devices.model import DevicesModel
from ui.devices.profile import ProfileFormDialog, ProfileSummary
from ui.dialogs import VoidDialog
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."


class DevicesPage(Page[Any]):
    title = "Establishment & devices"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self._establishment: EstablishmentRow | None = None
        self.name = heading("")
        self.status = QLabel()
        self.status.setObjectName("establishment_status")
        self.profile = ProfileSummary()
        self.amend_profile_button = QPushButton("Amend profile…")
        self.amend_profile_button.clicked.connect(self.amend_profile)
        self.model = DevicesModel()
        self.table = self._devices_table()
        self.add_button = QPushButton("Add device…")
        self.amend_button = QPushButton("Amend…")
        self.void_button = QPushButton("Void…")
        self.add_button.clicked.connect(self.add_device)
        self.amend_button.clicked.connect(self.amend_device)
        self.void_button.clicked.connect(self.void_device)
        self._lay_out()
        self._update_buttons()

    def _devices_table(self) -> QTableView:
        table = read_only_table(self.model)
        # The free text wraps when space runs short, so that every column, and above
        # all the Status column's "Void: reason" (R6), stays readable in full.
        table.setWordWrap(True)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(False)
        table.horizontalHeader().setSectionResizeMode(
            DevicesModel.LOCATION, QHeaderView.ResizeMode.Stretch
        )
        table.selectionModel().selectionChanged.connect(self._update_buttons)
        table.doubleClicked.connect(self.amend_device)
        return table

    def _lay_out(self) -> None:
        title_row = QHBoxLayout()
        title_row.addWidget(self.name)
        title_row.addWidget(self.status)
        title_row.addStretch()
        title_row.addWidget(self.amend_profile_button)
        buttons = QHBoxLayout()
        buttons.addWidget(heading("Grease control devices"))
        buttons.addStretch()
        for button in (self.add_button, self.amend_button, self.void_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        layout.addWidget(self.profile)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        layout.addWidget(self.table, stretch=1)

    def refresh(self) -> None:
        chosen = self.selected_device()
        establishment_id = self.establishment_id
        self._establishment = (
            get_establishment(self.context.db, establishment_id) if establishment_id else None
        )
        record = self._establishment
        self.name.setText(record.name if record else NO_ESTABLISHMENT)
        self.status.setText(f"({record.status_text})" if record else "")
        self.profile.show_record(record)
        self.profile.setVisible(record is not None)
        self.model.set_devices(list_devices(self.context.db, record.id) if record else [])
        fit_columns(self.table)
        if chosen is not None:
            self.select_device(chosen.id)
        self._update_buttons()

    def selected_device(self) -> DeviceRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.device(rows[0].row()) if rows else None

    def select_device(self, device_pk: int) -> None:
        row = self.model.row_of(device_pk)
        if row is not None:
            self.table.selectRow(row)

    def _update_buttons(self) -> None:
        device = self.selected_device()
        in_use = device is not None and not device.is_void
        self.add_button.setEnabled(self._establishment is not None)
        self.amend_profile_button.setEnabled(self._establishment is not None)
        self.amend_button.setEnabled(in_use)
        self.void_button.setEnabled(in_use)

    def add_device(self) -> DeviceFormDialog | None:
        if self._establishment is None:
            return None
        dialog = DeviceFormDialog(self, self.context, self._establishment.id)
        dialog.accepted.connect(lambda: self._changed(dialog.saved.id if dialog.saved else None))
        dialog.open()
        return dialog

    def amend_device(self) -> DeviceFormDialog | None:
        device = self.selected_device()
        if self._establishment is None or device is None or device.is_void:
            return None
        dialog = DeviceFormDialog(self, self.context, self._establishment.id, device)
        dialog.accepted.connect(lambda: self._changed(dialog.saved.id if dialog.saved else None))
        dialog.open()
        return dialog

    def void_device(self) -> VoidDialog | None:
        device = self.selected_device()
        if device is None or device.is_void:
            return None
        pk = device.id

        def void(reason: str) -> None:
            void_device(self.context.db, pk, reason, self.context.actor)

        dialog = VoidDialog(self, f"device {device.device_id}", void)
        dialog.accepted.connect(lambda: self._changed(pk))
        dialog.open()
        return dialog

    def amend_profile(self) -> ProfileFormDialog | None:
        if self._establishment is None:
            return None
        dialog = ProfileFormDialog(self, self.context, self._establishment)
        dialog.accepted.connect(lambda: self._changed(None))
        dialog.open()
        return dialog

    def _changed(self, pk: int | None) -> None:
        self.refresh()
        if pk is not None:
            self.select_device(pk)
        self.records_changed.emit()
