"""The window a start opens with, once the establishments are read: the set-up wizard,
the operator's name, or the main window with its tray icon (ui/app.py starts it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from ui.language import Loaded, language_of, switch_language
from ui.main_window import MainWindow
from ui.operations import BackgroundOp

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from fog_desktop.services.establishments import EstablishmentRow
    from ui.app import WindowShown
    from ui.crash import CrashHandler
    from ui.settings import Reminding
    from ui.tray import ReminderTray


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
        language: Loaded,
    ) -> None:
        self._context = context
        self._language = language
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
        tray.cleaned_today_requested.connect(window.record_cleaned_today)
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
        language = language_of(self._context.settings.language)
        if switch_language(self._app, self._language, language):
            # Once Settings, a dialog of the window, has closed.
            QTimer.singleShot(0, window, lambda: self._safely(self._speak_anew))
        else:
            self._remind(window, chosen.in_tray)

    def _speak_anew(self) -> None:
        """The main window again, in the language Settings just chose: a window's texts
        are translated as it is built. Where it was, on the page it showed; the reminders
        go on from a new tray icon, in that language too."""
        old = self._windows.pop()
        assert isinstance(old, MainWindow)
        page, geometry = old.current_page().title, old.geometry()
        if self.tray is not None:
            self.tray.stop()
        self._open_main_window()
        window = self._windows[-1]
        assert isinstance(window, MainWindow)
        window.setGeometry(geometry)
        window.show_page(page)
        window.bring_forward()
        old.keep_running_when_closed(False)
        old.quit()

    def _remind(self, window: MainWindow, on: bool) -> bool:
        """Turn the tray's reminders on or off; whether they are on (a desktop without a
        notification area has none)."""
        assert self.tray is not None
        wanted, on = on, on and self.tray.available()
        if on:
            self.tray.start()
        else:
            self.tray.stop()
        window.keep_running_when_closed(on, tray_missing=wanted and not on)
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
