"""Add or amend one grease control device; refusals show at their fields (R2, R3, R6)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.devices import DeviceInput, DeviceRow, amend_device, create_device
from ui.devices.editor import DeviceEditor
from ui.devices.model import number_text
from ui.dialogs import FormDialog
from ui.forms import reason_field


class DeviceFormDialog(FormDialog[int]):
    """The device's fields, filled in from its row; Save stores them, or the dialog stays
    open with the problems.

    Its outcome is the stored device's id.
    """

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        device: DeviceRow | None = None,
    ) -> None:
        title = f"Amend device {device.device_id}" if device else "Add a device"
        super().__init__(parent, title, "Save amendment" if device else "Add device")
        self._context = context
        self._establishment_id = establishment_id
        self._device_pk = device.id if device else None
        self.editor = DeviceEditor(self.errors)
        self.content.addWidget(self.editor)
        self.reason: QLineEdit | None = None
        if device is not None:
            # The sizes as the table shows them (1000, not 1000.00).
            typed = replace(
                DeviceInput.from_record(device),
                capacity_gal=number_text(device.capacity_gal),
                design_depth_in=number_text(device.design_depth_in),
            )
            self.editor.set_value(typed)
            self.reason = reason_field(self.editor.form, self.errors)
        self.setMinimumWidth(560)

    def submit(self) -> Callable[[], int]:
        db, actor, data = self._context.db, self._context.actor, self.editor.value()
        establishment_id, pk = self._establishment_id, self._device_pk
        reason = self.reason.text() if self.reason else ""

        def store() -> int:
            if pk is None:
                return create_device(db, establishment_id, data, actor).id
            return amend_device(db, pk, data, actor, reason).id

        return store
