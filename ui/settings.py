"""File > Settings: who is using the application, its language, how it reminds them of
what is due, and the ordinance the establishment shown follows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QVBoxLayout, QWidget

from fog_desktop import APP_NAME, ordinance
from fog_desktop.autostart import autostart, window_command
from fog_desktop.context import AppContext
from fog_desktop.i18n import LANGUAGES, translate
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.ordinances import choose_ordinance, profile_of
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph
from ui.operator import name_field, typed_name
from ui.ordinance import OrdinanceBox


@dataclass(frozen=True)
class Reminding:
    """The reminder settings chosen, for the running application to follow at once."""

    in_tray: bool
    at_login: bool


class SettingsDialog(FormDialog[Reminding]):
    #: Once stored: the reminder choices, which the running application follows.
    saved = Signal(object)

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment: tuple[int, str] | None = None,
    ) -> None:
        """``establishment`` (its id and name) is the one shown, whose ordinance the
        dialog offers to choose; None before there is one."""
        super().__init__(
            parent, translate("SettingsDialog", "Settings"), translate("SettingsDialog", "Save")
        )
        self._context = context
        self._autostart = autostart()
        form = new_form()
        self.operator_name = name_field(form, self.errors, context)
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem(translate("SettingsDialog", "The system's language"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(context.settings.language)))
        add_field(
            form, self.errors, translate("SettingsDialog", "Language"), "language", self.language
        )
        self.content.addLayout(form)
        self.content.addWidget(
            paragraph(
                translate(
                    "SettingsDialog",
                    "Every record you enter or change is signed with this name. A new "
                    "language is used as soon as you save.",
                )
            )
        )
        box = QGroupBox(translate("SettingsDialog", "Reminders"))
        column = QVBoxLayout(box)
        self.in_tray = QCheckBox(
            translate(
                "SettingsDialog",
                "When I close the window, keep {app} in the notification area\n"
                "and tell me when something is due or overdue",
            ).format(app=APP_NAME)
        )
        self.in_tray.setObjectName("remind_in_tray")
        self.in_tray.setChecked(context.settings.remind_in_tray)
        column.addWidget(self.in_tray)
        self.at_login = QCheckBox(
            translate(
                "SettingsDialog", "Start {app} in the notification area when I log in"
            ).format(app=APP_NAME)
        )
        self.at_login.setObjectName("start_at_login")
        column.addWidget(self.at_login)
        self.at_login.setVisible(self._autostart is not None)
        self.content.addWidget(box)
        found = self._autostart
        if found is not None:
            self.fill_later(found.enabled, self.at_login.setChecked)
        self._establishment = establishment
        self._followed = ""
        self.ordinance: OrdinanceBox | None = None
        if establishment is not None:
            self.ordinance = OrdinanceBox(establishment[1])
            self.content.addWidget(self.ordinance, stretch=1)
            est_id, db, data_dir = establishment[0], context.db, context.paths.data_dir
            self.fill_later(
                lambda: (ordinance.profiles(data_dir), profile_of(db, est_id)),
                lambda read: self._fill_ordinance(*read),
            )

    def _fill_ordinance(
        self, profiles: dict[str, OrdinanceProfile], followed: OrdinanceProfile
    ) -> None:
        assert self.ordinance is not None
        self._followed = followed.key
        self.ordinance.fill(profiles, followed)

    def submit(self) -> Callable[[], Reminding]:
        name = typed_name(self.operator_name)
        chosen = Reminding(self.in_tray.isChecked(), self.at_login.isChecked())
        language = str(self.language.currentData())
        context, entry = self._context, self._autostart
        # Stored only when another is chosen: the one followed keeps the numbers it was
        # chosen with, whatever its file says now.
        profile = self.ordinance.chosen() if self.ordinance is not None else self._followed
        establishment = self._establishment if profile != self._followed else None

        def work() -> Reminding:
            if entry is not None:
                if chosen.at_login:
                    # This window's records, whichever way their folder was chosen.
                    entry.enable(window_command(context.paths.data_dir))
                else:
                    entry.disable()
            context.settings.operator_name = name
            context.settings.remind_in_tray = chosen.in_tray
            context.settings.language = language
            context.save_settings()
            if establishment is not None:
                choose_ordinance(
                    context.db, establishment[0], profile, name, context.paths.data_dir
                )
            return chosen

        return work

    def stored(self, result: Reminding) -> None:
        self.saved.emit(result)
