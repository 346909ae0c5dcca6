"""Help > About: the version and where the data, the database and the logs are."""

from __future__ import annotations

import platform

from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from fog_desktop import APP_NAME, __version__
from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from ui.forms import new_form


class AboutDialog(QDialog):
    """What an IT admin or support needs to find the data: every value can be copied."""

    def __init__(self, parent: QWidget | None, context: AppContext) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("AboutDialog", "About {app}").format(app=APP_NAME))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        intro = QLabel(
            f"<b>{APP_NAME} {__version__}</b><br>"
            + translate(
                "AboutDialog", "Records for a city's Fats, Oils and Grease (FOG) ordinance."
            )
        )
        form = new_form()
        self.values: dict[str, QLabel] = {}
        for name, label, value in (
            ("version", translate("AboutDialog", "Version"), __version__),
            (
                "database_location",
                translate("AboutDialog", "Database"),
                context.db.display_location,
            ),
            ("data_dir", translate("AboutDialog", "Data folder"), str(context.paths.data_dir)),
            ("log_dir", translate("AboutDialog", "Log folder"), str(context.paths.log_dir)),
            (
                "platform",
                translate("AboutDialog", "System"),
                f"{platform.platform()}, Qt {qVersion()}",
            ),
        ):
            self.values[name] = self._value(name, value)
            form.addRow(translate("Forms", "{label}:").format(label=label), self.values[name])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

    @staticmethod
    def _value(name: str, text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label
