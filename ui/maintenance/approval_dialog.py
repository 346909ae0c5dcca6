"""The city's answer to a request for another maintenance frequency, recorded with its
letter: the approval and the device's new frequency in one unit of work (R8d, R3)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.rules.pumpout import UNITS, Frequency
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.frequency_approvals import ApprovalInput, record_approval
from models import DeviceType
from ui.dialogs import FormDialog
from ui.forms import add_field, date_field, line, new_form, paragraph, text_label, word_choice
from ui.widgets.attachments import AttachmentsPanel
from ui.widgets.lined_up import lined_up_field


class ApprovalDialog(FormDialog[int]):
    """The program manager's answer: its date, the frequency approved and the letter. OK
    stores the approval and amends the device's frequency together (R8d); its outcome is
    the approval's id."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        device: DeviceRow,
        offered: Frequency | None,
    ) -> None:
        title = translate("ApprovalDialog", "The city's answer about {device}").format(
            device=device.device_id
        )
        super().__init__(parent, title, translate("ApprovalDialog", "Record approval"))
        self._context = context
        self._establishment_id = establishment_id
        self._device_id = device.device_id
        self.content.addWidget(
            paragraph(
                translate(
                    "ApprovalDialog",
                    "Recording the approval changes the device's frequency to the one "
                    "approved; the answer is kept with it in the records.",
                )
            )
        )
        form = new_form()
        self.approved_on = date_field(
            form, self.errors, translate("ApprovalDialog", "Approved on"), "approved_on"
        )
        self.approved_on.set_day(context.today())
        self.number = QSpinBox()
        self.number.setObjectName("frequency_number")
        self.number.setRange(1, 26)
        self.unit = QComboBox()
        self.unit.setObjectName("frequency_unit")
        # A trap's interval is counted in days (R3); an interceptor's in weeks or months.
        units = UNITS if device.type == DeviceType.TRAP else ("weeks", "months")
        word_choice(units, self.unit)
        start = offered or device.frequency
        self.number.setValue(start.number)
        self.unit.setCurrentIndex(max(self.unit.findData(start.unit), 0))
        both = lined_up_field(self.number, self.unit)
        add_field(
            form,
            self.errors,
            translate("ApprovalDialog", "Frequency approved"),
            "frequency",
            both,
            parts={"frequency": self.number},
        )
        self.notes = line(translate("ApprovalDialog", "e.g. the city's reference"))
        add_field(form, self.errors, translate("ApprovalDialog", "Notes"), "notes", self.notes)
        self.content.addLayout(form)
        self.content.addWidget(
            text_label(
                text=translate(
                    "ApprovalDialog", "Attach the answer: the letter or e-mail, scanned."
                )
            )
        )
        self.attachments = AttachmentsPanel(context, self)
        self.attachments.set_owner(None)
        self.errors.register("file", self.attachments, self.attachments.file_error)
        self.errors.register("document", self.attachments, self.attachments.file_error)
        self.content.addWidget(self.attachments)
        self.setMinimumWidth(620)

    def frequency(self) -> str:
        """The frequency chosen, as the services read it: "5 weeks"."""
        return f"{self.number.value()} {self.unit.currentData()}"

    def submit(self) -> Callable[[], int]:
        context, establishment_id = self._context, self._establishment_id
        day = self.approved_on.day()
        data = ApprovalInput(
            device_id=self._device_id,
            approved_on=day.isoformat() if day else "",
            frequency=self.frequency(),
            notes=self.notes.text(),
        )
        documents = self.attachments.pending_paths()
        today = context.today()

        def store() -> int:
            return record_approval(
                context.db, establishment_id, data, documents, context.actor, today=today
            )

        return store
