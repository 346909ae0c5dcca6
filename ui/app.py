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
from dataclasses import dataclass, field
from datetime import date
from importlib.resources import files
from typing import TYPE_CHECKING

from PySide6.QtCore import QThreadPool, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from fog_desktop import APP_NAME, __version__, snapshot
from fog_desktop.config import Paths, Settings
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import show_days_with
from ui.collector import collect_between_events
from ui.dates import day_text
from ui.language import install_language, language_of, remove_language
from ui.main_window import MainWindow
from ui.operations import BackgroundOp
from ui.single_instance import Claim, SingleInstance

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from fog_desktop.services.establishments import EstablishmentRow
    from ui.crash import CrashHandler
    from ui.settings import Reminding
    from ui.tray import ReminderTray

STYLE_SHEET = "style.qss"
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
    translators: list[QTranslator] = field(default_factory=list)
    window: MainWindow | None = None

    def close_window(self) -> None:
        """The records could not be opened: what the window shows may not hold."""
        if self.window is not None:
            self.window.close()
            self.window = None

    def release(self) -> None:
        self.close_window()
        self.instance.release()
        remove_language(application(), self.translators)


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
    translators = install_language(app, language)
    instance = _claim(paths, in_tray=in_tray)
    if instance is None:
        remove_language(app, translators)
        return None
    first = FirstPaint(instance, translators)
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
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    collect_between_events(app)
    if app.property(CONFIGURED):
        return app
    app.setProperty(CONFIGURED, True)
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
        loaded = first.translators
    show_days_with(day_text)
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
) -> int:
    if self_test:
        visit_every_page(build_main_window(context), app)
        return 1 if handler.caught else 0
    if first is None:
        instance = _claim(context.paths, in_tray=in_tray)
        if instance is None:
            return 0
        first = FirstPaint(instance)
    opening = FirstWindow(
        context, app, handler, in_tray=in_tray, when_ready=when_ready, painted=first.window
    )
    first.instance.show_requested.connect(opening.bring_forward)
    first.instance.listen()
    opening.open()
    try:
        return app.exec()
    finally:
        opening.close()
        first.instance.release()
        # Work still running (the day's backup) ends now, while what it reports to is
        # alive: Qt would wait for it at exit anyway, after Python had torn that down.
        QThreadPool.globalInstance().waitForDone()


class FirstWindow:
    """The window FOG Desktop opens with, once the establishments are read off the GUI
    thread: the set-up wizard on first start, else the main window, after asking for the
    operator's name when the settings have none. Cancelling either quits with 0.

    With reminders on (Settings, or started at login with ``in_tray``), the tray icon
    keeps the application running when the main window is closed."""

    def __init__(
        self,
        context: AppContext,
        app: QApplication,
        handler: CrashHandler,
        *,
        in_tray: bool = False,
        when_ready: WindowShown | None = None,
        painted: MainWindow | None = None,
    ) -> None:
        self._context = context
        self._painted = painted
        self._app = app
        self._handler = handler
        self._in_tray = in_tray
        self._when_ready = when_ready
        # Held for the run: Qt deletes a window Python no longer refers to.
        self._windows: list[QWidget] = []
        self.tray: ReminderTray | None = None

    def open(self) -> None:
        from fog_desktop.services.establishments import list_establishments  # noqa: PLC0415  (with the first page)

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
        if self.tray is not None:
            self.tray.stop()
            self.tray = None
        self._windows.clear()

    def _first(self, establishments: list[EstablishmentRow]) -> None:
        asks = not establishments or not (self._context.actor or self._context.read_only)
        if self._painted is not None and asks:
            self._painted.close()  # a dialog comes first: the main window opens after it
            self._painted = None
        if not establishments:
            from ui.setup.wizard import SetupWizard  # noqa: PLC0415  (only when it is needed)

            self._ask(SetupWizard(self._context))
        elif not self._context.actor and not self._context.read_only:
            # Who saves is asked for the audit trail; where nothing can be saved, no one.
            from ui.operator import OperatorDialog  # noqa: PLC0415  (as the wizard)

            self._ask(OperatorDialog(None, self._context))
        else:
            self._open_main_window(establishments)

    def _ask(self, dialog: QDialog) -> None:
        self._windows.append(dialog)
        dialog.accepted.connect(lambda: self._safely(self._open_main_window))
        dialog.rejected.connect(self._app.quit)
        dialog.open()

    def _open_main_window(self, establishments: list[EstablishmentRow] | None = None) -> None:
        """``establishments``: as read at the start, when no dialog came first."""
        from ui.tray import ReminderTray  # noqa: PLC0415  (after the window, not before)

        window, self._painted = self._painted, None
        if window is None:
            window = MainWindow(None)
        self._windows.append(window)
        tray = self.tray = ReminderTray(self._context, window)
        tray.open_requested.connect(window.bring_forward)
        tray.quit_requested.connect(window.quit)
        window.hidden_to_tray.connect(tray.say_still_running)
        # A method of this object, not a lambda holding the window: the window would hold
        # itself through its own connection and outlive the run.
        window.settings_saved.connect(self._settings_saved)
        window.records_changed.connect(tray.check)
        window.ready.connect(self._back_up_today)
        window.ready.connect(self._ready)
        # Once connected: with the records just read, the window may be ready at once.
        window.open_records(self._context, establishments)
        reminding = self._remind(window, self._context.settings.remind_in_tray or self._in_tray)
        if not (self._in_tray and reminding):
            window.show()

    def _ready(self) -> None:
        window = self._windows[-1]
        if self._when_ready is not None and isinstance(window, MainWindow):
            self._when_ready(window)

    def _back_up_today(self) -> None:
        """The day's backup, once the window shows its records (issue 16 §1, Target C):
        SQLite copies the file on a pool thread while the window stays responsive. A
        backup that failed is said on the Dashboard."""
        context = self._context
        if not context.backup_due:
            return
        # A bug in the backup is reported, and the window stays open.
        BackgroundOp(context.back_up_today, self._backed_up).run_in_background()

    def _backed_up(self, _: None) -> None:
        # The copy of a large file can end after the user closed the window: nothing to
        # refresh then; the next start says what the Dashboard would have.
        window = self._windows[-1] if self._windows else None
        if self._context.backup_problem is not None and isinstance(window, MainWindow):
            window.refresh()

    def _settings_saved(self, chosen: Reminding) -> None:
        window = self._windows[-1]
        assert isinstance(window, MainWindow)
        self._remind(window, chosen.in_tray)

    def _remind(self, window: MainWindow, on: bool) -> bool:
        """Turn the tray's reminders on or off; whether they are on (a desktop without a
        notification area has none)."""
        assert self.tray is not None
        on = on and self.tray.available()
        if on:
            self.tray.start()
        else:
            self.tray.stop()
        window.keep_running_when_closed(on)
        self._app.setQuitOnLastWindowClosed(not on)
        return on

    def bring_forward(self) -> None:
        """A second start asked for the window: the main window, or the wizard or the
        operator's dialog while they come first."""
        shown = self._windows[-1] if self._windows else self._painted
        if shown is None:
            return
        if isinstance(shown, MainWindow):
            shown.bring_forward()
        else:
            shown.show()
            shown.raise_()
            shown.activateWindow()

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
