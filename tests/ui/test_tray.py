"""The tray icon and its reminders, and the Settings that switch them: what a manager sees
in the notification area, when, and what closing the window does then."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QIcon, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from fog_desktop import i18n, ordinance
from fog_desktop.audit import verify
from fog_desktop.config import Settings
from fog_desktop.context import AppContext
from fog_desktop.reminders import Counts
from fog_desktop.services.ordinances import profile_of
from models import Establishment
from ui.app import build_main_window, run_gui
from ui.language import language_of
from ui.main_window import MainWindow
from ui.operations import BackgroundOp
from ui.settings import SettingsDialog
from ui.tray import ReminderTray, badged

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

#: Corner Cafe's GI-1 is due for its pump-out on 2027-01-01 (R2, quarterly).
TWO_DAYS_BEFORE = date(2026, 12, 30)
FOUR_DAYS_AFTER = date(2027, 1, 5)


def checked(gui: Gui, tray: ReminderTray) -> Counts:
    with gui.qtbot.waitSignal(tray.checked, timeout=10_000) as seen:
        tray.check()
    shown = seen.args[0] if seen.args else None
    assert isinstance(shown, Counts)
    return shown


def test_a_pump_out_due_in_two_days_is_told_once_that_day(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    today = [TWO_DAYS_BEFORE]
    tray = ReminderTray(ctx, today=lambda: today[0])

    assert checked(gui, tray) == Counts(overdue=0, due_soon=1)
    assert tray.icon.toolTip() == "FOG Desktop: 0 overdue, 1 due within 14 days"
    assert tray.notices == [("1 due within 3 days", "Pump-out GI-1, due 2027-01-01 (in 2 days)")]

    checked(gui, tray)
    assert len(tray.notices) == 1, "the same day, the same items: nothing said again"
    # Nor after a restart that day: what was said is kept in the settings.
    assert Settings.load(ctx.paths).reminded_on == TWO_DAYS_BEFORE.isoformat()

    today[0] = date(2026, 12, 31)
    checked(gui, tray)
    assert tray.notices[-1] == ("1 due within 3 days", "Pump-out GI-1, due tomorrow")


def test_an_overdue_pump_out_is_urgent_and_counted_on_the_icon(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    tray = ReminderTray(ctx, today=lambda: FOUR_DAYS_AFTER)

    assert checked(gui, tray) == Counts(overdue=1, due_soon=0)

    assert tray.notices == [("1 overdue", "Pump-out GI-1, overdue since 2027-01-01 (4 days)")]
    assert Settings.load(ctx.paths).reminded_overdue == ["Corner Cafe|Pump-out|GI-1|2027-01-01"]


def badge_color(icon: QIcon) -> QColor:
    image = icon.pixmap(64, 64).toImage()
    # Inside the badge (the lower right), left of its number.
    return image.pixelColor(image.width() * 31 // 64, image.height() * 44 // 64)


def test_the_icon_shows_red_for_overdue_amber_for_due_soon(gui: Gui) -> None:
    plain = QPixmap(64, 64)
    plain.fill(QColor("white"))
    icon = QIcon(plain)
    assert badge_color(badged(icon, Counts(0, 0))) == QColor("white")
    assert badge_color(badged(icon, Counts(2, 5))) == QColor("#b3261e")
    assert badge_color(badged(icon, Counts(0, 5))) == QColor("#8a5a00")


# Offscreen, Qt can't raise a window or size one to its hints, and says so.
@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|propagateSizeHints)\(\)")
def test_with_reminders_on_closing_the_window_hides_it_and_quit_quits(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    window.keep_running_when_closed(True)
    with gui.qtbot.waitSignal(window.hidden_to_tray):
        window.close()
    assert not window.isVisible()

    window.bring_forward()
    assert window.isVisible()

    window.quit_action.trigger()
    assert not window.isVisible()


class ClosedByUser(QCloseEvent):
    """The close the window system sends for the title bar's button or Alt+F4."""

    def spontaneous(self) -> bool:
        return True


def close_as_user(window: QWidget) -> None:
    QApplication.sendEvent(window, ClosedByUser())


def answer(gui: Gui, button: str) -> None:
    """Click ``button`` of the question the closed window asks."""
    box = gui.wait_for_window(QMessageBox)
    assert box.text() == "Reminders stop when FOG Desktop closes"
    assert "no notification area" in box.informativeText()
    (clicked,) = [b for b in box.buttons() if b.text() == button]
    gui.click(clicked)


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|propagateSizeHints)\(\)")
def test_without_a_notification_area_closing_says_reminders_stop(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    window.keep_running_when_closed(False, tray_missing=True)
    close_as_user(window)
    answer(gui, "Keep open")
    assert window.isVisible(), "Keep open keeps the window, and its reminders"

    close_as_user(window)
    answer(gui, "Quit")
    assert not window.isVisible()


@pytest.mark.qt_log_ignore(r"This plugin does not support (raise|propagateSizeHints)\(\)")
def test_a_run_with_reminders_on_and_no_notification_area_asks_before_it_ends(
    gui: Gui, ctx: AppContext, cafe: Establishment, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ReminderTray, "available", staticmethod(lambda: False))
    assert Settings.load(ctx.paths).remind_in_tray, "reminders are on unless turned off"
    asked: list[bool] = []

    def close_it() -> None:
        window = next(
            (
                w
                for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and w.isVisible()
            ),
            None,
        )
        if window is None or BackgroundOp.busy():
            QTimer.singleShot(10, close_it)
            return
        close_as_user(window)
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox))
        asked.append(box.isVisible() and window.isVisible())
        (quit_button,) = [b for b in box.buttons() if b.text() == "Quit"]
        quit_button.click()

    QTimer.singleShot(0, close_it)
    assert run_gui(ctx, crash_dialog=False) == 0
    assert asked == [True], "the window stayed while the question was asked"


def test_settings_switch_the_reminders_and_the_start_at_login(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    dialog = gui.show(SettingsDialog(None, ctx))
    gui.settle()
    assert dialog.in_tray.isChecked()
    assert dialog.at_login.isVisible() and not dialog.at_login.isChecked()

    gui.click(dialog.in_tray)
    gui.click(dialog.at_login)
    with gui.qtbot.waitSignal(dialog.saved) as saved:
        gui.click(dialog.ok_button)

    assert saved.args is not None and not saved.args[0].in_tray and saved.args[0].at_login
    assert Settings.load(ctx.paths).remind_in_tray is False
    entry = tmp_path / "config" / "autostart" / "fog-desktop.desktop"
    assert f"--data-dir {ctx.paths.data_dir} --tray" in entry.read_text(encoding="utf-8")

    again = gui.show(SettingsDialog(None, ctx))
    gui.settle()
    assert again.at_login.isChecked() and not again.in_tray.isChecked()
    gui.click(again.at_login)
    gui.click(again.ok_button)
    gui.settle()
    assert not entry.exists()


def test_spanish_chosen_in_settings_is_used_from_the_next_start(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = gui.show(SettingsDialog(None, ctx))
    gui.settle()
    assert dialog.language.currentText() == "The system's language"
    gui.choose(dialog.language, "Español")
    gui.click(dialog.ok_button)
    gui.settle()
    chosen = Settings.load(ctx.paths).language
    assert chosen == "es"
    assert language_of(chosen, QLocale(QLocale.Language.English)) == "es"
    again = gui.show(SettingsDialog(None, ctx))
    assert again.language.currentText() == "Español"


@pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise|propagateSizeHints)\(\)", r"systemTrayWindowChanged"
)
def test_a_language_chosen_in_settings_applies_at_once_and_the_tray_speaks_it(
    gui: Gui, ctx: AppContext, cafe: Establishment, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With reminders on, quitting is hidden in the tray's menu: the new language can't
    wait for the next start (issue 35 §4)."""
    monkeypatch.setattr(ReminderTray, "available", staticmethod(lambda: True))
    seen: list[tuple[str, str, str, bool]] = []

    def visible_window() -> MainWindow | None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        return next((w for w in shown if w.isVisible()), None)

    def choose_spanish() -> None:
        window = visible_window()
        if window is None or BackgroundOp.busy():
            QTimer.singleShot(10, choose_spanish)
            return
        window.show_page("Maintenance")
        dialog = window.open_settings()
        if BackgroundOp.busy():  # the dialog reads its choices
            QTimer.singleShot(10, lambda: save(dialog))
        else:
            save(dialog)

    def save(dialog: SettingsDialog) -> None:
        if BackgroundOp.busy():
            QTimer.singleShot(10, lambda: save(dialog))
            return
        dialog.language.setCurrentIndex(dialog.language.findData("es"))
        dialog.accept()
        QTimer.singleShot(10, in_spanish)

    def in_spanish(tries: int = 2000) -> None:
        window = visible_window()
        if window is None or window.nav.item(0).text() != "Panel" or BackgroundOp.busy():
            if tries:
                QTimer.singleShot(10, lambda: in_spanish(tries - 1))
            else:  # still English: end the run, for the assertion to say so
                QApplication.quit()
            return
        (tray,) = [t for t in window.findChildren(ReminderTray) if t.timer.isActive()]
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        seen.append(
            (
                window.current_page().title,
                window.nav.currentItem().text(),
                tray.quit_action.text(),
                sum(w.isVisible() for w in windows) == 1,
            )
        )
        tray.quit_action.trigger()

    QTimer.singleShot(0, choose_spanish)
    assert run_gui(ctx, crash_dialog=False) == 0
    assert seen == [("Maintenance", "Mantenimiento", "Salir de FOG Desktop", True)]
    assert i18n.language() == "en", "the run's language goes with it"


def test_settings_refuse_an_empty_name(gui: Gui, ctx: AppContext, cafe: Establishment) -> None:
    dialog = gui.show(SettingsDialog(None, ctx))
    gui.settle()
    dialog.operator_name.clear()
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "operator_name") == "Enter your name."
    assert ctx.actor == "Test Manager"


# Offscreen has no notification area (the test pretends it has): Qt says so on show().
@pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise|propagateSizeHints)\(\)", r"systemTrayWindowChanged"
)
def test_started_at_login_only_the_tray_shows_until_opened(
    gui: Gui, ctx: AppContext, cafe: Establishment, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ReminderTray, "available", staticmethod(lambda: True))
    seen: list[tuple[bool, bool, bool]] = []

    def at_login() -> None:
        # This run's window: an earlier test's may not be deleted yet, its tray stopped.
        running = [
            (w, tray)
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow)
            and (tray := w.findChild(ReminderTray)) is not None
            and tray.timer.isActive()
        ]
        if not running or BackgroundOp.busy():
            QTimer.singleShot(10, at_login)
            return
        ((window, tray),) = running
        hidden = not window.isVisible()
        tray.open_action.trigger()
        opened = window.isVisible()
        window.close()  # reminders on: the window hides, the run goes on
        seen.append((hidden, opened, tray.icon.isVisible()))
        tray.quit_action.trigger()

    QTimer.singleShot(0, at_login)
    assert run_gui(ctx, crash_dialog=False, in_tray=True) == 0
    assert seen == [(True, True, True)]


def test_settings_show_the_ordinance_followed_and_choose_another(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    """The establishment shown follows Sierra Madre's ordinance, each number with its
    citation; another city's profile added to the data folder is chosen there, kept in
    the audit trail, and followed."""
    altadena = (
        ordinance.default_text()
        .replace("Sierra Madre Municipal Code ch. 13.14", "Altadena Code ch. 9.40")
        .replace("new_hire_days = { value = 10,", "new_hire_days = { value = 7,")
    )
    (ctx.paths.data_dir / "ordinances").mkdir()
    (ctx.paths.data_dir / "ordinances" / "altadena.toml").write_text(altadena, encoding="utf-8")
    window = gui.show(build_main_window(ctx))
    gui.settle()
    dialog = window.open_settings()
    gui.settle()
    box = dialog.ordinance
    assert box is not None and box.isVisible()
    assert box.chooser.currentText() == (
        "Sierra Madre Municipal Code ch. 13.14, Fats, Oil and Grease Protection Ordinance"
    )
    shown = [(n.rule, n.says, n.cites) for n in box.model.rows()]
    assert ("R5", "An incident is confirmed in writing within 5 working days",
            "Notification of spills B") in shown  # fmt: skip
    assert box.table.model().headerData(2, Qt.Orientation.Horizontal) == (
        "Where the ordinance says it"
    )

    gui.choose(box.chooser, "Altadena Code ch. 9.40, Fats, Oil and Grease Protection Ordinance")
    shown = [(n.rule, n.says, n.cites) for n in box.model.rows()]
    assert ("R4", "A new employee is trained within 7 days of hire",
            "Best management practices") in shown  # fmt: skip
    gui.click(dialog.ok_button)
    assert profile_of(ctx.db, cafe.id).code == "Altadena Code ch. 9.40"

    again = window.open_settings()
    gui.settle()
    assert again.ordinance is not None
    assert again.ordinance.chooser.currentText().startswith("Altadena Code ch. 9.40")
    gui.click(again.ok_button)
    with ctx.db.read() as session:
        report = verify(session, cafe.id)
    assert report.ok, report.problems
