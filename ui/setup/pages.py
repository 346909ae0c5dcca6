"""The pages of the set-up wizard. Each shows the problems of its own fields."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import date

from PySide6.QtWidgets import QGroupBox, QLineEdit, QVBoxLayout

from fog_desktop import APP_NAME, ordinance
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.phones import phone_number
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import PHONES
from fog_desktop.words import shown
from ui.date_edit import DateEdit
from ui.forms import add_field, date_field, new_form
from ui.setup.base import SetupPage
from ui.setup.drafts import DraftsPage
from ui.widgets.device_editor import DeviceEditor
from ui.widgets.profile_editor import (
    CONTACT,
    ESTABLISHMENT,
    NOTICE_PHONES,
    PROGRAM_MANAGER,
    ProfileEditor,
)


class ProfilePage(SetupPage):
    """Who uses the application, and the establishment's profile."""

    def __init__(self, operator_name: str, today: date) -> None:
        super().__init__(
            translate("ProfilePage", "Your restaurant"),
            translate(
                "ProfilePage",
                "Who you are, and the establishment whose records {app} keeps. The rules {app} "
                "applies are those of {city}'s FOG ordinance ({code}): its letters and records "
                "packets cite it.",
            ).format(app=APP_NAME, city=ordinance.CITY, code=ordinance.CODE),
        )
        you = QGroupBox(translate("ProfilePage", "You"))
        form = new_form()
        you.setLayout(form)
        self.operator_name = QLineEdit(operator_name)
        add_field(
            form,
            self.errors,
            translate("ProfilePage", "Your name"),
            "operator_name",
            self.operator_name,
            hint=translate(
                "ProfilePage",
                "Every record you enter or change is signed with this name in the audit trail.",
            ),
        )
        self.records_begin = date_field(
            form,
            self.errors,
            translate("ProfilePage", "Records begin"),
            "records_begin",
            hint=translate(
                "ProfilePage",
                "The day the records in {app} begin: what was due before it is kept on "
                "paper and not judged. Usually today.",
            ).format(app=APP_NAME),
        )
        self.records_begin.set_day(today)
        self.profile = ProfileEditor(self.errors, (ESTABLISHMENT, CONTACT), columns=2)
        layout = QVBoxLayout(self)
        layout.addWidget(you)
        layout.addWidget(self.profile)
        layout.addStretch()

    def validatePage(self) -> bool:  # noqa: N802
        required = (
            (
                self.operator_name,
                Problem("operator_name", translate("ProfilePage", "Enter your name.")),
            ),
            (
                self.profile.lines["name"],
                Problem("name", translate("ProfilePage", "Enter the establishment's name.")),
            ),
        )
        return self._refuse([problem for line, problem in required if not line.text().strip()])


class NoticePhonesPage(SetupPage):
    """The program manager and the two numbers to phone after a spill (R5)."""

    def __init__(self) -> None:
        super().__init__(
            translate("NoticePhonesPage", "Program manager and phone numbers"),
            translate(
                "NoticePhonesPage",
                "Whom the written confirmations go to, and whom to phone at once after a spill.",
            ),
        )
        self.profile = ProfileEditor(self.errors, (PROGRAM_MANAGER, NOTICE_PHONES), columns=2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.profile)
        layout.addStretch()

    def validatePage(self) -> bool:  # noqa: N802
        """Both numbers given, and every number on the page one that can be dialled."""
        lines = self.profile.lines
        required = (
            (
                "city_spill_phone",
                translate("NoticePhonesPage", "Enter the city's phone number for spill notices."),
            ),
            (
                "health_dept_phone",
                translate("NoticePhonesPage", "Enter the health department's phone number."),
            ),
        )
        problems = [Problem(f, message) for f, message in required if not lines[f].text().strip()]
        for field in (f for f in PHONES if f in lines):
            try:
                phone_number(lines[field].text(), field)
            except ValidationError as exc:
                problems += exc.problems
        return self._refuse(problems)


@dataclasses.dataclass(frozen=True)
class DeviceDraft:
    """A device as typed, with its last full pump-out or cleaning (R9), "" when unknown."""

    device: DeviceInput = dataclasses.field(default_factory=DeviceInput)
    last_service: str = ""


class DevicesSetupPage(DraftsPage[DeviceDraft]):
    """The devices, at least one. Finish stores everything, or nothing (``commit``)."""

    FIELD = "devices"

    def __init__(self, commit: Callable[[], bool]) -> None:
        super().__init__(
            translate("DevicesSetupPage", "Grease control devices"),
            translate(
                "DevicesSetupPage",
                "Add each grease interceptor, grease trap or other grease control device. "
                "You can add more later on the Establishment & devices page.",
            ),
            translate("DevicesSetupPage", "Devices to add:"),
            translate("DevicesSetupPage", "Add a device"),
        )
        self._commit = commit
        # The establishment set up follows Sierra Madre's ordinance until another is chosen.
        self.editor = DeviceEditor(self.errors, ordinance.default(), with_notes=False)
        self.last_service = DateEdit()
        known = new_form()
        add_field(
            known,
            self.errors,
            translate("DevicesSetupPage", "Last full pump-out or cleaning"),
            "last_service",
            self.last_service,
            hint=translate(
                "DevicesSetupPage",
                "Before the records began, as kept on paper: it starts the device's clock. "
                "Left empty, the device is due when the records begin.",
            ),
        )
        right = QVBoxLayout()
        right.addWidget(self.editor)
        right.addLayout(known)
        self.lay_out(right)
        self.editor.edited.connect(self.keep_draft)
        self.last_service.textChanged.connect(self.keep_draft)

    def blank(self) -> DeviceDraft:
        return DeviceDraft()

    def value(self) -> DeviceDraft:
        return DeviceDraft(self.editor.value(), self.last_service.iso_text())

    def set_value(self, draft: DeviceDraft) -> None:
        self.last_service.setText(draft.last_service)
        self.editor.set_value(draft.device)

    def set_editing(self, enabled: bool) -> None:
        self.editor.setEnabled(enabled)
        self.last_service.setEnabled(enabled)

    def add_draft(self) -> None:
        super().add_draft()
        self.editor.device_id.setFocus()

    def item_text(self, draft: DeviceDraft) -> str:
        name = draft.device.device_id.strip() or translate("DevicesSetupPage", "New device")
        return f"{name} — {shown(draft.device.type) if draft.device.type else ''}"

    def validatePage(self) -> bool:  # noqa: N802
        return self._commit()
