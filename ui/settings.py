"""File > Settings: who is using the application, and how it reminds them of what is due."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLineEdit, QVBoxLayout, QWidget

from fog_desktop import APP_NAME
from fog_desktop.autostart import autostart, window_command
from fog_desktop.context import AppContext
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph
from ui.operator import typed_name


@dataclass(frozen=True)
class Reminding:
    """The reminder settings chosen, for the running application to follow at once."""

    in_tray: bool
    at_login: bool


class SettingsDialog(FormDialog[Reminding]):
    #: Once stored: the reminder choices, which the running application follows.
    saved = Signal(object)

    def __init__(self, parent: QWidget | None, context: AppContext) -> None:
        super().__init__(parent, "Settings", "Save")
        self._context = context
        self._autostart = autostart()
        form = new_form()
        self.operator_name = QLineEdit(context.settings.operator_name)
        add_field(form, self.errors, "Your name", "operator_name", self.operator_name)
        self.content.addLayout(form)
        self.content.addWidget(
            paragraph("Every record you enter or change is signed with this name.")
        )
        box = QGroupBox("Reminders")
        column = QVBoxLayout(box)
        self.in_tray = QCheckBox(
            f"When I close the window, keep {APP_NAME} in the notification area\n"
            "and tell me when something is due or overdue"
        )
        self.in_tray.setObjectName("remind_in_tray")
        self.in_tray.setChecked(context.settings.remind_in_tray)
        column.addWidget(self.in_tray)
        self.at_login = QCheckBox(f"Start {APP_NAME} in the notification area when I log in")
        self.at_login.setObjectName("start_at_login")
        column.addWidget(self.at_login)
        self.at_login.setVisible(self._autostart is not None)
        self.content.addWidget(box)
        found = self._autostart
        if found is not None:
            self.fill_later(found.enabled, self.at_login.setChecked)

    def submit(self) -> Callable[[], Reminding]:
        name = typed_name(self.operator_name)
        chosen = Reminding(self.in_tray.isChecked(), self.at_login.isChecked())
        context, entry = self._context, self._autostart

        def work() -> Reminding:
            if entry is not None:
                if chosen.at_login:
                    # This window's records, whichever way their folder was chosen.
                    entry.enable(window_command(context.paths.data_dir))
                else:
                    entry.disable()
            context.settings.operator_name = name
            context.settings.remind_in_tray = chosen.in_tray
            context.save_settings()
            return chosen

        return work

    def stored(self, result: Reminding) -> None:
        self.saved.emit(result)
