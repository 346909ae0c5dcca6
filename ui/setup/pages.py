"""The pages of the set-up wizard. Each shows the problems of its own fields."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWizardPage,
)

from fog_desktop import APP_NAME, ordinance
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.phones import phone_number
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import PHONES
from fog_desktop.words import shown
from ui.date_edit import DateEdit
from ui.forms import FieldErrors, add_field, new_form
from ui.widgets.device_editor import DeviceEditor
from ui.widgets.profile_editor import (
    CONTACT,
    ESTABLISHMENT,
    NOTICE_PHONES,
    PROGRAM_MANAGER,
    ProfileEditor,
)

#: set_up_establishment names the n-th device's problems ``devices[n].<field>``.
DEVICE_FIELD = re.compile(r"devices\[(\d+)\]\.(.*)")
PROBLEM_COLOUR = "#b00020"


class SetupPage(QWizardPage):
    """A page that owns some fields and shows their problems beside them."""

    def __init__(self, title: str, subtitle: str) -> None:
        super().__init__()
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.errors = FieldErrors()

    def owns(self, field: str) -> bool:
        return self.errors.owns(field)

    def show_problems(self, problems: list[Problem]) -> None:
        self.errors.show(problems)

    def clear_problems(self) -> None:
        self.errors.clear()

    def _refuse(self, problems: list[Problem]) -> bool:
        """Show each problem at its field; True when there is none."""
        self.errors.clear()
        self.errors.show(problems)
        return not problems


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
        self.records_begin = DateEdit()
        self.records_begin.set_day(today)
        add_field(
            form,
            self.errors,
            translate("ProfilePage", "Records begin"),
            "records_begin",
            self.records_begin,
            hint=translate(
                "ProfilePage",
                "The day the records in {app} begin: what was due before it is kept on "
                "paper and not judged. Usually today.",
            ).format(app=APP_NAME),
        )
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


class DevicesSetupPage(SetupPage):
    """The devices, at least one. Finish stores everything, or nothing (``commit``)."""

    def __init__(self, commit: Callable[[], bool]) -> None:
        super().__init__(
            translate("DevicesSetupPage", "Grease control devices"),
            translate(
                "DevicesSetupPage",
                "Add each grease interceptor, grease trap or other grease control device. "
                "You can add more later on the Establishment & devices page.",
            ),
        )
        self._commit = commit
        self._drafts: list[DeviceInput] = []
        #: Each draft's last full pump-out or cleaning, as typed (R9): "" when unknown.
        self._last_services: list[str] = []
        self._problems: dict[int, list[Problem]] = {}
        self.device_list = QListWidget()
        self.device_list.setObjectName("device_list")
        self.add_button = QPushButton(translate("DevicesSetupPage", "Add a device"))
        self.remove_button = QPushButton(translate("DevicesSetupPage", "Remove from list"))
        self.remove_button.setToolTip(
            translate("DevicesSetupPage", "Nothing is stored until you click Finish.")
        )
        # The establishment set up follows Sierra Madre's ordinance until another is chosen.
        self.editor = DeviceEditor(self.errors, ordinance.default(), with_notes=False)
        self.last_service = DateEdit()
        self._lay_out()
        self.add_button.clicked.connect(self.add_draft)
        self.remove_button.clicked.connect(self._remove_draft)
        self.device_list.currentRowChanged.connect(self._show_draft)
        self.editor.edited.connect(self._keep_draft)
        self.last_service.textChanged.connect(self._keep_draft)
        self._show_draft(-1)

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(QLabel(translate("DevicesSetupPage", "Devices to add:")))
        left.addWidget(self.device_list, stretch=1)
        left.addWidget(self.add_button)
        left.addWidget(self.remove_button)
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
        row = QHBoxLayout()
        row.addLayout(left, stretch=1)
        row.addLayout(right, stretch=3)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.errors.general)

    def drafts(self) -> list[DeviceInput]:
        return list(self._drafts)

    def last_services(self) -> list[str]:
        """Each draft's last full pump-out or cleaning, "" when unknown (R9)."""
        return list(self._last_services)

    def add_draft(self) -> None:
        self._drafts.append(DeviceInput())
        self._last_services.append("")
        self.device_list.addItem("")
        self._label_item(len(self._drafts) - 1)
        self.device_list.setCurrentRow(len(self._drafts) - 1)
        self.editor.device_id.setFocus()

    def _remove_draft(self) -> None:
        row = self.device_list.currentRow()
        if row < 0:
            return
        # Problems are numbered by position; after a removal they no longer line up.
        self.clear_problems()
        del self._drafts[row]
        del self._last_services[row]
        self.device_list.takeItem(row)

    def _show_draft(self, row: int) -> None:
        self.editor.setEnabled(row >= 0)
        self.last_service.setEnabled(row >= 0)
        self.remove_button.setEnabled(row >= 0)
        # Before the editor's, whose change keeps the draft with this date.
        self.last_service.blockSignals(True)
        self.last_service.setText(self._last_services[row] if row >= 0 else "")
        self.last_service.blockSignals(False)
        self.editor.set_value(self._drafts[row] if row >= 0 else DeviceInput())
        self.errors.clear()
        self.errors.show([*self._problems.get(row, []), *self._problems.get(-1, [])])

    def _keep_draft(self) -> None:
        row = self.device_list.currentRow()
        if row >= 0:
            self._drafts[row] = self.editor.value()
            self._last_services[row] = self.last_service.iso_text()
            self._label_item(row)

    def _label_item(self, row: int) -> None:
        draft = self._drafts[row]
        item = self.device_list.item(row)
        name = draft.device_id.strip() or translate("DevicesSetupPage", "New device")
        item.setText(f"{name} — {shown(draft.type) if draft.type else ''}")
        if row in self._problems:
            item.setForeground(QBrush(QColor(PROBLEM_COLOUR)))
            item.setToolTip(
                translate(
                    "DevicesSetupPage", "Needs a correction: see the messages beside its fields."
                )
            )
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setToolTip("")

    def owns(self, field: str) -> bool:
        return field == "devices" or DEVICE_FIELD.fullmatch(field) is not None

    def show_problems(self, problems: list[Problem]) -> None:
        """Keep each device's problems and show the first device that has any."""
        self._problems = {}
        for problem in problems:
            match = DEVICE_FIELD.fullmatch(problem.field)
            if match:
                index, field = int(match.group(1)), match.group(2)
                self._problems.setdefault(index, []).append(Problem(field, problem.message))
            else:
                self._problems.setdefault(-1, []).append(problem)
        for row in range(len(self._drafts)):
            self._label_item(row)
        first = min((i for i in self._problems if i >= 0), default=None)
        if first is not None and first != self.device_list.currentRow():
            self.device_list.setCurrentRow(first)
        else:
            self._show_draft(self.device_list.currentRow())

    def clear_problems(self) -> None:
        self._problems = {}
        for row in range(len(self._drafts)):
            self._label_item(row)
        self.errors.clear()

    def validatePage(self) -> bool:  # noqa: N802
        return self._commit()
