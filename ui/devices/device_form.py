"""Add or amend one grease control device; refusals show at their fields (R2, R3, R6)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from fog_desktop import ordinance
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text
from fog_desktop.services.devices import DeviceInput, DeviceRow, amend_device, create_device
from fog_desktop.services.ordinances import profile_of
from ui.dialogs import RecordFormDialog
from ui.widgets.device_editor import DeviceEditor


class DeviceFormDialog(RecordFormDialog[DeviceRow]):
    """The device's fields, filled in from its row; Save stores them, or the dialog stays
    open with the problems."""

    ADD_TITLE = noop("DeviceFormDialog", "Add a device")
    ADD_TEXT = noop("DeviceFormDialog", "Add device")

    def make_form(self, device: DeviceRow | None) -> None:
        db, establishment_id = self.context.db, self.establishment_id
        # Sierra Madre's defaults until the establishment's ordinance is read.
        self.editor = DeviceEditor(self.errors, ordinance.default())
        self.content.addWidget(self.editor)
        self.fill_later(lambda: profile_of(db, establishment_id), self.editor.set_profile)
        if device is not None:
            # The sizes as the table shows them (1000, not 1000.00).
            typed = replace(
                DeviceInput.of(device),
                capacity_gal=number_text(device.capacity_gal),
                design_depth_in=number_text(device.design_depth_in),
            )
            self.editor.set_value(typed)
            self.add_reason(self.editor.form)
        self.setMinimumWidth(560)

    def amend_title(self, device: DeviceRow) -> str:
        return translate("DeviceFormDialog", "Amend device {device}").format(
            device=device.device_id
        )

    def submit(self) -> Callable[[], int]:
        db, actor, data = self.context.db, self.context.actor, self.editor.value()
        establishment_id = self.establishment_id
        return self.adding_or_amending(
            lambda: create_device(db, establishment_id, data, actor),
            lambda pk, reason: amend_device(db, pk, data, actor, reason),
        )
