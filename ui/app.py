"""Starting the window: the application object, the style, the crash handler, and the
set-up wizard on first start (no establishment yet) or else the main window."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib.resources import files
from typing import Any

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from fog_desktop import APP_NAME, __version__
from fog_desktop.config import Paths
from fog_desktop.context import AppContext
from fog_desktop.logs import setup_logging
from fog_desktop.services.establishments import EstablishmentRow, list_establishments
from ui.calendar import CalendarPage
from ui.crash import CrashHandler
from ui.dashboard.page import DashboardPage
from ui.devices.page import DevicesPage
from ui.employees.page import EmployeesPage
from ui.export.page import ExportPage
from ui.incidents import IncidentsPage
from ui.main_window import MainWindow
from ui.maintenance.page import MaintenancePage
from ui.manifests.page import ManifestsPage
from ui.operations import BackgroundOp
from ui.operator import OperatorDialog
from ui.page import Page
from ui.recovery.dialog import RecoveryDialog
from ui.setup.wizard import SetupWizard
from ui.training.page import TrainingPage

STYLE_SHEET = "style.qss"
APP_ICON = "icons/fog-desktop.svg"
#: Windows' default 9 pt is small for a back-office screen read at arm's length.
MIN_POINT_SIZE = 10.0


def build_main_window(context: AppContext) -> MainWindow:
    """The main window with every page that works in this release."""
    pages: list[Page[Any]] = [
        DashboardPage(context),
        MaintenancePage(context),
        ManifestsPage(context),
        TrainingPage(context),
        EmployeesPage(context),
        IncidentsPage(context),
        DevicesPage(context),
        CalendarPage(context),
        ExportPage(context),
    ]
    return MainWindow(context, pages)


def application() -> QApplication:
    """The one QApplication, created on first use and given the name, style and icon."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("")
    # Fusion draws the same on every platform, so the style sheet looks as designed;
    # native Windows styles ignore parts of a style sheet.
    app.setStyle("Fusion")
    font = app.font()
    if font.pointSizeF() < MIN_POINT_SIZE:
        font.setPointSizeF(MIN_POINT_SIZE)
        app.setFont(font)
    resources = files("resources")
    if (resources / STYLE_SHEET).is_file():
        app.setStyleSheet((resources / STYLE_SHEET).read_text(encoding="utf-8"))
    if (resources / APP_ICON).is_file():
        app.setWindowIcon(QIcon(str(resources / APP_ICON)))
    return app


def run_gui(context: AppContext, *, crash_dialog: bool = True, self_test: bool = False) -> int:
    """Open the window and run until it closes; return the exit code.

    With no establishment yet the set-up wizard comes first; without an operator name, a
    dialog asks for it. Cancelling either exits with 0.
    ``self_test`` opens the main window, visits each page and closes, without the wizard
    or any dialog; it returns 1 if an unexpected error was raised on the way.
    """
    app = application()
    handler = CrashHandler(
        setup_logging(context.paths),
        show_dialog=crash_dialog and not self_test,
        location=context.db.display_location,
    )
    handler.install()
    try:
        return _run(context, app, self_test=self_test, handler=handler)
    except Exception:
        # Raised outside the event loop (while building the window), so no hook saw it.
        handler.handle(*sys.exc_info())
        return 1
    finally:
        handler.uninstall()


def run_recovery(
    paths: Paths, url: str, problem: str, actor: str, *, can_accept: bool = False
) -> bool:
    """Say what is wrong with the database and offer its backups; True once the user
    restored one (or, ``can_accept``, chose to go on with it as it is), False when they
    quit."""
    application()
    dialog = RecoveryDialog(paths, url, problem, actor, can_accept=can_accept)
    return dialog.exec() == QDialog.DialogCode.Accepted


def _run(context: AppContext, app: QApplication, *, self_test: bool, handler: CrashHandler) -> int:
    if self_test:
        visit_every_page(build_main_window(context), app)
        return 1 if handler.caught else 0
    first = FirstWindow(context, app, handler)
    first.open()
    try:
        return app.exec()
    finally:
        first.close()


class FirstWindow:
    """The window FOG Desktop opens with, once the establishments are read off the GUI
    thread: the set-up wizard on first start, else the main window, after asking for the
    operator's name when the settings have none. Cancelling either quits with 0."""

    def __init__(self, context: AppContext, app: QApplication, handler: CrashHandler) -> None:
        self._context = context
        self._app = app
        self._handler = handler
        # Held for the run: Qt deletes a window Python no longer refers to.
        self._windows: list[QWidget] = []

    def open(self) -> None:
        db = self._context.db
        BackgroundOp(
            lambda: list_establishments(db),
            lambda found: self._safely(lambda: self._first(found)),
            self._failed,
        ).run_in_background()

    def close(self) -> None:
        """Let go of the windows now: their signals refer back to this object, and the
        garbage collector would delete them later at any moment, in the middle of Qt's
        work."""
        self._windows.clear()

    def _first(self, establishments: list[EstablishmentRow]) -> None:
        if not establishments:
            self._ask(SetupWizard(self._context))
        elif not self._context.actor:
            self._ask(OperatorDialog(None, self._context))
        else:
            self._open_main_window()

    def _ask(self, dialog: QDialog) -> None:
        self._windows.append(dialog)
        dialog.accepted.connect(lambda: self._safely(self._open_main_window))
        dialog.rejected.connect(self._app.quit)
        dialog.open()

    def _open_main_window(self) -> None:
        window = build_main_window(self._context)
        self._windows.append(window)
        window.show()

    def _safely(self, step: Callable[[], None]) -> None:
        """Raised in a slot, an error would reach no caller: it is logged and said, and
        the exit code is 1, as for one raised before the event loop."""
        try:
            step()
        except Exception as exc:  # every error: the window can't open
            self._failed(exc)

    def _failed(self, exc: Exception) -> None:
        self._handler.handle(type(exc), exc, exc.__traceback__)
        self._app.exit(1)


def visit_every_page(window: MainWindow, app: QApplication) -> None:
    window.show()
    for row in range(window.nav.count()):
        window.nav.setCurrentRow(row)
        app.processEvents()
    window.close()
