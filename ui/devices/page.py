"""The "Establishment & devices" page: the profile and the devices, amended or voided (R6).

There is no delete: a correction is an amendment, a record entered in error is voided
with a reason and stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.devices import DeviceRow, list_devices, void_device
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from ui.devices.device_form import DeviceFormDialog
from ui.devices.model import DevicesModel
from ui.dialogs import FormDialog
from ui.forms import heading
from ui.records_page import RecordsPage
from ui.tables import wrap_columns
from ui.widgets.profile_editor import ProfileFormDialog, ProfileSummary
from ui.widgets.values import status_shown


class ProfileAndDevices(list[DeviceRow]):
    """What one refresh of the page reads: the devices, and beside them the profile of
    their establishment (None while there is none), so that the header and the table
    never show two different moments."""

    def __init__(self, profile: EstablishmentRow | None, devices: Sequence[DeviceRow]) -> None:
        super().__init__(devices)
        self.profile = profile


class DevicesPage(RecordsPage[DeviceRow]):
    #: The page's name, and its key in the window (translated where the window shows it).
    title = noop("Page", "Establishment & devices")
    HEADING = noop("DevicesPage", "Grease control devices")
    ADD_TEXT = noop("DevicesPage", "Add device…")
    COUNT = noop("DevicesPage", "%n device(s)")
    NO_RECORDS = noop(
        "DevicesPage",
        "No devices yet. Add your grease interceptors and traps with Add device…: the "
        "Dashboard then says when each is due to be pumped out or cleaned.",
    )

    model: DevicesModel

    def __init__(self, context: AppContext) -> None:
        self._profile: EstablishmentRow | None = None
        self.amend_profile_button = QPushButton(translate("DevicesPage", "Amend profile…"))
        super().__init__(context, DevicesModel(), void=void_device)
        self.amend_profile_button.clicked.connect(self.amend_profile)
        self.name = heading("")
        self.status = QLabel()
        self.status.setObjectName("establishment_status")
        self.profile = ProfileSummary()
        self.header = self._header()
        self.layout_.insertWidget(0, self.header)
        self.layout_.insertSpacing(1, 8)
        self._wrap_free_text()
        self.update_buttons()

    def _header(self) -> QWidget:
        header = QWidget()
        title_row = QHBoxLayout()
        title_row.addWidget(self.name)
        title_row.addWidget(self.status)
        title_row.addStretch()
        title_row.addWidget(self.amend_profile_button)
        column = QVBoxLayout(header)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(title_row)
        column.addWidget(self.profile)
        header.setVisible(False)
        return header

    def _wrap_free_text(self) -> None:
        # The free text wraps when space runs short, so that every column, and above
        # all the Status column's "Void: reason" (R6), stays readable in full.
        wrap_columns(self.table, DevicesModel.LOCATION, DevicesModel.FREQUENCY)

    def load(self, establishment_id: int | None) -> ProfileAndDevices:
        if establishment_id is None:
            return ProfileAndDevices(None, [])
        db = self.context.db
        return ProfileAndDevices(
            get_establishment(db, establishment_id), list_devices(db, establishment_id)
        )

    def show_loaded(self, loaded: list[DeviceRow]) -> None:
        assert isinstance(loaded, ProfileAndDevices), "load() reads the profile with them"
        profile = self._profile = loaded.profile
        self.header.setVisible(profile is not None)
        self.name.setText(profile.name if profile else "")
        status = status_shown(profile.status_text) if profile else ""
        self.status.setText(
            translate("DevicesPage", "({status})").format(status=status) if profile else ""
        )
        self.profile.show_record(profile)
        super().show_loaded(loaded)

    def update_buttons(self) -> None:
        super().update_buttons()
        self.amend_profile_button.setEnabled(self._profile is not None)

    def form(self, establishment_id: int, row: DeviceRow | None) -> FormDialog[Any]:
        return DeviceFormDialog(self, self.context, establishment_id, row)

    def void_label(self, row: DeviceRow) -> str:
        return translate("DevicesPage", "device {device}").format(device=row.device_id)

    def amend_profile(self) -> ProfileFormDialog | None:
        if self._profile is None:
            return None
        dialog = ProfileFormDialog(self, self.context, self._profile)
        dialog.accepted.connect(self.changed)
        dialog.open()
        return dialog
