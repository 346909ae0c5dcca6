"""Settling a possible partial pump-out (R2): what the hauler's manifest shows, confirmed
full or partial, and why. Until it is confirmed full, a pump-out that removed under 90% of
the device's capacity meets no pump-out, so its device's next one stays due."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.parse import number_text
from fog_desktop.services.maintenance import MaintenanceRow
from fog_desktop.services.pump_out_check import check_pump_out
from models import PARTIAL_CHECKS
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, text_box, word_choice


class SettleDialog(FormDialog[int]):
    """Confirm a pump-out full, or record it partial, with why (R2)."""

    def __init__(self, parent: QWidget | None, context: AppContext, row: MaintenanceRow) -> None:
        super().__init__(
            parent,
            translate("SettleDialog", "Check the pump-out of {device} on {day}").format(
                device=row.device_id, day=day_text(row.service_date)
            ),
            translate("SettleDialog", "Record"),
        )
        self.context, self.pk = context, row.id
        removed = number_text(row.gallons_removed) if row.gallons_removed is not None else "?"
        about = QLabel(
            translate(
                "SettleDialog",
                "{gallons} of {capacity} gallons removed. Only a pump-out that emptied the "
                "device meets its due date: check the hauler's manifest, then say what it "
                "shows.",
            ).format(gallons=removed, capacity=number_text(row.capacity_gal))
        )
        about.setWordWrap(True)
        about.setObjectName("about_pump_out")
        self.content.addWidget(about)
        form = new_form()
        self.answer = QComboBox()
        self.answer.setObjectName("partial_check")
        word_choice(PARTIAL_CHECKS, self.answer)
        self.answer.setCurrentIndex(
            self.answer.findData(row.partial_check) if row.partial_check else -1
        )
        add_field(
            form,
            self.errors,
            translate("SettleDialog", "The manifest shows"),
            "partial_check",
            self.answer,
        )
        self.why = text_box("partial_check_note")
        self.why.setPlainText(row.partial_check_note)
        add_field(
            form,
            self.errors,
            translate("SettleDialog", "Why"),
            "partial_check_note",
            self.why,
            hint=translate(
                "SettleDialog", "e.g. the tank held less than its capacity; solids left in"
            ),
        )
        self.content.addLayout(form)
        self.setMinimumWidth(520)

    def submit(self) -> Callable[[], int]:
        check, why = self.answer.currentData() or "", self.why.toPlainText()
        context, pk = self.context, self.pk
        return lambda: check_pump_out(context.db, pk, check, why, context.actor).id
