"""Uncaught exceptions: into the rotating log file, and a dialog with the details.

A failure that is no bug (a FogError, or a disk full, read-only file, another save in
progress or server gone that :func:`~fog_desktop.failures.plain_failure` recognises) is
shown as its one sentence in a plain message instead: the crash dialog would tell the
user to send a traceback to support for a disk that only needs space. Being the hook,
this covers every save made on the GUI thread.
``--no-crash-dialog`` turns the dialogs off (unattended runs, CI); the log always gets
the traceback.
"""

from __future__ import annotations

import logging
import platform
import sys
import traceback
from pathlib import Path
from types import TracebackType

import PySide6
import shiboken6
from PySide6.QtCore import qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from fog_desktop import APP_NAME, __version__
from fog_desktop.errors import FogError
from fog_desktop.failures import plain_failure
from fog_desktop.i18n import translate
from ui.dialogs import show_failure
from ui.operations import BackgroundOp

log = logging.getLogger(__name__)

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def crash_details(exc_info: ExcInfo, log_file: Path) -> str:
    """What support needs: versions, the system, where the log is, and the traceback."""
    trace = "".join(traceback.format_exception(*exc_info))
    return (
        f"{APP_NAME} {__version__}\n"
        f"System: {platform.platform()}\n"
        f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {PySide6.__version__}\n"
        f"Log file: {log_file}\n\n{trace}"
    )


class CrashDialog(QDialog):
    """The error in one sentence, the details below, and a button to copy them."""

    def __init__(self, message: str, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            translate("CrashDialog", "{app}: unexpected error").format(app=APP_NAME)
        )
        self.message = QLabel(
            translate(
                "CrashDialog",
                "{app} ran into an error it did not expect:<br><b>{message}</b><br><br>"
                "A change being saved when this happened was stored whole or not at all. "
                "The details below are also in the log file; copy them and send them to "
                "whoever supports your installation.",
            ).format(app=APP_NAME, message=message)
        )
        self.message.setWordWrap(True)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setObjectName("details")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(
            translate("CrashDialog", "Copy details"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.clicked.connect(self.copy_details)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.details, stretch=1)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details.toPlainText())


class CrashHandler:
    """``sys.excepthook`` for the window; ``caught`` counts what it handled.

    ``location`` names the database in the sentence of a failure that is no bug.
    """

    def __init__(self, log_file: Path, *, show_dialog: bool, location: str | None = None) -> None:
        self.log_file = log_file
        self.show_dialog = show_dialog
        self.location = location
        self.caught = 0
        self._previous = sys.excepthook
        self._showing = False
        self._message: QMessageBox | None = None

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.handle
        BackgroundOp.location = self.location

    def uninstall(self) -> None:
        sys.excepthook = self._previous
        BackgroundOp.location = None

    def handle(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self._previous(exc_type, exc, tb)
            return
        self.caught += 1
        failure = exc if isinstance(exc, FogError) else plain_failure(exc, location=self.location)
        if failure is not None:
            log.warning("%s", failure, exc_info=(exc_type, exc, tb))
            self._show_message(str(failure))
            return
        log.error("Unexpected error", exc_info=(exc_type, exc, tb))
        # An error raised while the dialog is up must not open a second one.
        if self.show_dialog and not self._showing and QApplication.instance() is not None:
            self._showing = True
            try:
                details = crash_details((exc_type, exc, tb), self.log_file)
                CrashDialog(str(exc) or exc_type.__name__, details).exec()
            finally:
                self._showing = False

    def _show_message(self, sentence: str) -> None:
        # A page that reads every few seconds from a server that is gone would otherwise
        # stack one box per try; the log has each.
        if not self.show_dialog or QApplication.instance() is None:
            return
        if self._message is not None and shiboken6.isValid(self._message):
            return
        parent = QApplication.activeModalWidget() or QApplication.activeWindow()
        self._message = show_failure(parent, sentence)
