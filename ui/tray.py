"""The icon in the notification area: the count of what is overdue and due soon, and a
desktop notice when something needs doing, while the window is open or closed.

What to say and when is :mod:`fog_desktop.reminders`'s; this module reads the obligations
off the GUI thread, draws the count on the icon and shows the notice.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QSystemTrayIcon, QWidget

from fog_desktop import APP_NAME
from fog_desktop.context import AppContext
from fog_desktop.i18n import translate
from fog_desktop.reminders import Counts, Due, Reminded, counts, read_due, remind
from ui.dialogs import ask
from ui.operations import BackgroundOp

#: How often the obligations are read again: a new day, or an item turned overdue, is
#: noticed within this time even when no record changes.
CHECK_EVERY_MS = 15 * 60 * 1000
#: How long a notice stays up (Windows may keep it in the Action Center after).
NOTICE_MS = 30 * 1000
ICON_SIZE = 64
OVERDUE_COLOR = QColor("#b3261e")
DUE_SOON_COLOR = QColor("#8a5a00")
#: The count's height in the badge, by its number of characters, so "99+" fits too.
BADGE_TEXT = {1: 0.62, 2: 0.5, 3: 0.36}


def ask_to_quit_without_reminders(window: QWidget, quit_: Callable[[], None]) -> QMessageBox:
    """The window closed where the desktop has no notification area: the reminders the
    manager turned on can't go on without the window, so say so before it quits (issue
    35 §4). Keep open is the default, and what Escape answers; ``quit_`` runs on Quit."""
    return ask(
        window,
        translate("ReminderTray", "Reminders stop when {app} closes").format(app=APP_NAME),
        translate(
            "ReminderTray",
            "This desktop has no notification area by the clock, so {app} can't stay "
            "there to remind you of what is due. The Dashboard shows it again the next "
            "time you open {app}.",
        ).format(app=APP_NAME),
        (translate("ReminderTray", "Quit"), translate("ReminderTray", "Keep open")),
        quit_,
        icon=QMessageBox.Icon.Warning,
    )


class ReminderTray(QObject):
    """The tray icon of one running application. ``open_requested`` when the user clicks
    the icon or a notice, or chooses Open; ``cleaned_today_requested`` for Traps cleaned
    today…; ``quit_requested`` for Quit."""

    open_requested = Signal()
    quit_requested = Signal()
    #: Traps cleaned today…: the day's cleanings, without opening the window first.
    cleaned_today_requested = Signal()
    #: After each reading, the counts shown (for the window's own use and for tests).
    checked = Signal(object)

    def __init__(
        self,
        context: AppContext,
        parent: QObject | None = None,
        *,
        today: Callable[[], date] | None = None,
    ) -> None:
        super().__init__(parent)
        self._context = context
        self._today = today or context.today
        self._reading = False
        self._told_still_running = False
        self.icon = QSystemTrayIcon(QApplication.windowIcon(), self)
        self.icon.setToolTip(APP_NAME)
        self.icon.setContextMenu(self._menu())
        self.icon.activated.connect(self._activated)
        self.icon.messageClicked.connect(self.open_requested)
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_EVERY_MS)
        self.timer.timeout.connect(self.check)
        #: The notices shown, title and text: the system draws them, out of Qt's sight.
        self.notices: list[tuple[str, str]] = []

    @staticmethod
    def available() -> bool:
        return QSystemTrayIcon.isSystemTrayAvailable()

    def start(self) -> None:
        """Show the icon, read now and every :data:`CHECK_EVERY_MS`."""
        self.icon.show()
        self.timer.start()
        self.check()

    def stop(self) -> None:
        self.timer.stop()
        self.icon.hide()

    def say_still_running(self) -> None:
        """Once a run, when the window is first closed: where the application went."""
        if self._told_still_running:
            return
        self._told_still_running = True
        self._notify(
            translate("ReminderTray", "{app} is still running").format(app=APP_NAME),
            translate(
                "ReminderTray",
                "It will remind you here of what is due. To quit, right-click this icon and "
                "choose Quit.",
            ),
            urgent=False,
        )

    def _notify(self, title: str, text: str, *, urgent: bool) -> None:
        self.notices.append((title, text))
        kind = (
            QSystemTrayIcon.MessageIcon.Warning
            if urgent
            else QSystemTrayIcon.MessageIcon.Information
        )
        self.icon.showMessage(title, text, kind, NOTICE_MS)

    def _menu(self) -> QMenu:
        # The icon does not own its context menu: the window does, so that it goes with
        # it, never left behind as a window of its own.
        owner = self.parent()
        self.menu = menu = QMenu(owner if isinstance(owner, QWidget) else None)
        self.open_action = QAction(
            translate("ReminderTray", "Open {app}").format(app=APP_NAME), menu
        )
        self.open_action.triggered.connect(self.open_requested)
        self.cleaned_action = QAction(translate("ReminderTray", "Traps cleaned today…"), menu)
        self.cleaned_action.triggered.connect(self.cleaned_today_requested)
        self.check_action = QAction(translate("ReminderTray", "Check what is due now"), menu)
        self.check_action.triggered.connect(self.check)
        self.quit_action = QAction(
            translate("ReminderTray", "Quit {app}").format(app=APP_NAME), menu
        )
        self.quit_action.triggered.connect(self.quit_requested)
        menu.addAction(self.open_action)
        menu.addAction(self.cleaned_action)
        menu.addAction(self.check_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        return menu

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason in (
            QSystemTrayIcon.ActivationReason.Trigger,
            QSystemTrayIcon.ActivationReason.DoubleClick,
        ):
            self.open_requested.emit()

    def check(self) -> None:
        """Read what is due in the background, then update the icon and remind. A
        reading already under way is not doubled."""
        if self._reading:
            return
        self._reading = True
        db, as_of = self._context.db, self._today()
        BackgroundOp(
            lambda: read_due(db, as_of), self._show, self._failed, owner=self
        ).run_in_background()

    def _failed(self, exc: Exception) -> None:
        # The window says what went wrong when it reads; the icon only says it can't tell.
        self._reading = False
        self.icon.setToolTip(
            translate("ReminderTray", "{app}: can't read the records now ({problem})").format(
                app=APP_NAME, problem=exc
            )
        )

    def _show(self, due: Due) -> None:
        self._reading = False
        shown = counts(due.items, due.as_of)
        self.icon.setToolTip(f"{APP_NAME}: {shown.summary}")
        self.icon.setIcon(badged(QApplication.windowIcon(), shown))
        settings = self._context.settings
        last = Reminded(
            date.fromisoformat(settings.reminded_on) if settings.reminded_on else None,
            frozenset(settings.reminded_overdue),
        )
        reminder, said = remind(due.items, due.as_of, last, named=due.named)
        if said != last:
            settings.reminded_on = said.day.isoformat() if said.day else ""
            settings.reminded_overdue = sorted(said.overdue)
            self._context.save_settings()
        if reminder is not None:
            self._notify(reminder.title, reminder.text, urgent=reminder.urgent)
        self.checked.emit(shown)


def badged(icon: QIcon, shown: Counts) -> QIcon:
    """The application icon with the count in a corner: red for overdue items, amber for
    items due soon, none when nothing is."""
    pixmap = icon.pixmap(ICON_SIZE, ICON_SIZE)
    if pixmap.isNull():
        pixmap = QPixmap(ICON_SIZE, ICON_SIZE)
        pixmap.fill(Qt.GlobalColor.transparent)
    number = shown.overdue or shown.due_soon
    if not number:
        return QIcon(pixmap)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    badge = QRect(QPoint(ICON_SIZE * 2 // 5, ICON_SIZE * 2 // 5), pixmap.rect().bottomRight())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(OVERDUE_COLOR if shown.overdue else DUE_SOON_COLOR)
    painter.drawEllipse(badge)
    font = QFont()
    font.setBold(True)
    text = str(number) if number < 100 else "99+"
    font.setPixelSize(int(badge.height() * BADGE_TEXT[len(text)]))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return QIcon(pixmap)
