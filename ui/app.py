"""Starting the window: the application object, the style, the crash handler, and the
set-up wizard on first start (no establishment yet) or else the main window.

A start paints first, before the records open (:func:`paint_first`): the window with
the Dashboard as last read, when that reading still holds (fog_desktop/snapshot.py).
This module and what it imports at the top stay clear of SQLAlchemy, the models and
the services, which load after that paint (issue 16 §1).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from importlib.resources import files
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QThreadPool
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from fog_desktop import APP_NAME, __version__, snapshot
from fog_desktop.config import Paths, Settings
from fog_desktop.i18n import noop, show_counts_with, translate
from fog_desktop.parse import show_days_with
from ui.collector import collect_between_events
from ui.dates import count_text, day_text
from ui.feature_switch import read_no_source
from ui.first_window import FirstWindow
from ui.language import Loaded, install_language, language_of, remove_language
from ui.main_window import MainWindow
from ui.single_instance import Claim, SingleInstance

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.crash import CrashHandler

STYLE = "Fusion"
APP_ICON = "icons/fog-desktop.svg"
#: Windows' default 9 pt is small for a back-office screen read at arm's length.
MIN_POINT_SIZE = 10.0
ALREADY_OPEN = noop(
    "App",
    "{app} is already open on this PC with these records, but it did not answer.\n\n"
    "Look for its window on the taskbar, or its icon in the notification area. If it is "
    "stuck, close it in Task Manager and start {app} again.",
)


#: Told the main window at a step of the start (its first paint, or ready).
WindowShown = Callable[[MainWindow], object]


@dataclass
class FirstPaint:
    """What a start did before its records opened: this data folder's window claimed,
    the language loaded, and the window painted from the Dashboard's snapshot (None
    when no snapshot holds, or the window starts hidden in the tray)."""

    instance: SingleInstance
    language: Loaded
    window: MainWindow | None = None

    def close_window(self) -> None:
        """The records could not be opened: what the window shows may not hold."""
        if self.window is not None:
            self.window.close()
            self.window = None

    def release(self) -> None:
        self.close_window()
        self.instance.release()
        remove_language(application(), self.language)


def paint_first(
    paths: Paths,
    settings: Settings,
    *,
    in_tray: bool,
    kept: snapshot.Snapshot | None,
    when_painted: WindowShown | None = None,
) -> FirstPaint | None:
    """Claim this data folder's window and paint it with the Dashboard's snapshot ``kept``
    (:func:`fog_desktop.snapshot.for_start`) if it was read in the window's language (then
    ``when_painted`` is called with it); None when the window is open already (it was
    asked to come forward, or the user was told it did not answer)."""
    app = application()
    language = language_of(settings.language)
    loaded = install_language(app, language)
    instance = _claim(paths, in_tray=in_tray)
    if instance is None:
        remove_language(app, loaded)
        return None
    first = FirstPaint(instance, loaded)
    if kept is not None and kept.seen.language == language:
        first.window = MainWindow(None, snapshot=kept)
        first.window.show()
        app.processEvents()
        if when_painted is not None:
            when_painted(first.window)
    return first


def _claim(paths: Paths, *, in_tray: bool) -> SingleInstance | None:
    """This data folder's window, claimed; None when another start has it (asked to come
    forward, or, when it did not answer, the user is told)."""
    instance = SingleInstance(paths)
    claim = instance.claim()
    if claim is Claim.FIRST:
        return instance
    if claim is Claim.OTHER_SILENT and not in_tray:
        QMessageBox.information(None, APP_NAME, translate("App", ALREADY_OPEN).format(app=APP_NAME))
    return None


def build_main_window(context: AppContext) -> MainWindow:
    """The main window with every page that works in this release."""
    return MainWindow(context)


#: Set on the QApplication once :func:`application` has named and styled it.
CONFIGURED = "fog_configured"


def application() -> QApplication:
    """The one QApplication, created on first use and given the name, style and icon
    once: setting a style sheet again re-polishes every widget of a window already
    painted, some 10 ms of the start (issue 16 §1)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app, styled = existing, False
    else:
        # Fusion draws the same on every platform, so the style sheet looks as designed;
        # native Windows styles ignore parts of a style sheet. Given as Qt's own -style
        # option, it is the style made: setStyle() on an application made one first and
        # wraps the new one for Python, some 10 ms of the start.
        app, styled = QApplication([*sys.argv[:1], "-style", STYLE, *sys.argv[1:]]), True
    collect_between_events(app)
    if app.property(CONFIGURED):
        return app
    app.setProperty(CONFIGURED, True)
    # Before the storage and the services load, after the first paint.
    read_no_source()
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("")
    if not styled:
        app.setStyle(STYLE)
    font = app.font()
    if font.pointSizeF() < MIN_POINT_SIZE:
        font.setPointSizeF(MIN_POINT_SIZE)
        app.setFont(font)
    resources = files("resources")
    if (resources / APP_ICON).is_file():
        app.setWindowIcon(QIcon(str(resources / APP_ICON)))
    return app


def run_gui(
    context: AppContext,
    *,
    crash_dialog: bool = True,
    self_test: bool = False,
    in_tray: bool = False,
    when_ready: WindowShown | None = None,
    first: FirstPaint | None = None,
) -> int:
    """Open the window and run until it closes; return the exit code.

    With no establishment yet the set-up wizard comes first; without an operator name, a
    dialog asks for it. Cancelling either exits with 0. When this data folder's window is
    already open, it is brought forward instead and this start exits with 0.
    ``in_tray`` (started at login) keeps the main window hidden behind the tray icon.
    ``self_test`` opens the main window, visits each page and closes, without the wizard
    or any dialog; it returns 1 if an unexpected error was raised on the way.
    ``when_ready`` is called with the main window once it shows its records (the start's
    benchmark times it). ``first``: what the start painted before the records opened;
    its claim and its window are taken over.
    """
    app = application()
    if first is None:
        loaded = install_language(app, language_of(context.settings.language))
    else:
        loaded = first.language
    show_days_with(day_text)
    show_counts_with(count_text)
    from fog_desktop.logs import setup_logging  # noqa: PLC0415  (after the first paint)
    from ui.crash import CrashHandler  # noqa: PLC0415

    handler = CrashHandler(
        setup_logging(context.paths),
        show_dialog=crash_dialog and not self_test,
        location=context.db.display_location,
    )
    handler.install()
    try:
        return _run(
            context,
            app,
            self_test=self_test,
            handler=handler,
            in_tray=in_tray,
            when_ready=when_ready,
            first=first,
            language=loaded,
        )
    except Exception:
        # Raised outside the event loop (while building the window), so no hook saw it.
        handler.handle(*sys.exc_info())
        return 1
    finally:
        handler.uninstall()
        # The language and the date format go with the window: what runs after it in
        # this process (a command, a test) speaks as the command line does.
        remove_language(app, loaded)
        show_days_with(date.isoformat)


def run_recovery(
    paths: Paths, url: str, problem: str, actor: str, *, can_accept: bool = False
) -> bool:
    """Say what is wrong with the database and offer its backups; True once the user
    restored one (or, ``can_accept``, chose to go on with it as it is), False when they
    quit."""
    from ui.recovery.dialog import RecoveryDialog  # noqa: PLC0415  (only when it is needed)

    app = application()
    loaded = install_language(app, language_of(Settings.load(paths).language))
    try:
        dialog = RecoveryDialog(paths, url, problem, actor, can_accept=can_accept)
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        remove_language(app, loaded)


def _run(
    context: AppContext,
    app: QApplication,
    *,
    self_test: bool,
    handler: CrashHandler,
    in_tray: bool,
    when_ready: WindowShown | None,
    first: FirstPaint | None,
    language: Loaded,
) -> int:
    if self_test:
        visit_every_page(build_main_window(context), app)
        return 1 if handler.caught else 0
    instance = _claim(context.paths, in_tray=in_tray) if first is None else first.instance
    if instance is None:
        return 0
    opening = FirstWindow(
        context,
        app,
        handler,
        in_tray=in_tray,
        when_ready=when_ready,
        painted=None if first is None else first.window,
        language=language,
    )
    instance.show_requested.connect(opening.bring_forward)
    instance.listen()
    opening.open()
    try:
        return app.exec()
    finally:
        # The last window closing as the loop ends (the wizard's Cancel) posts one more
        # quit, which outlives it: handled outside any loop, it would end every event loop
        # the application runs after, a window's background work never delivered.
        app.removePostedEvents(app, QEvent.Type.Quit)
        opening.close()
        instance.release()
        # Work still running (the day's backup) ends now, while what it reports to is
        # alive: Qt would wait for it at exit anyway, after Python had torn that down.
        QThreadPool.globalInstance().waitForDone()


def visit_every_page(window: MainWindow, app: QApplication) -> None:
    window.show()
    for row in range(window.nav.count()):
        window.nav.setCurrentRow(row)
        app.processEvents()
    window.close()
