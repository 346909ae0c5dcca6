"""Traps cleaned today, in one step from the Dashboard or the tray, and a few missed days
at once: an entry a trap a day in the maintenance log (R3; issue 35 §2)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QCheckBox

from fog_desktop.context import AppContext
from fog_desktop.services.daily_cleaning import CleaningsInput, record_cleanings
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.maintenance import MaintenanceFilter, fetch_rows
from models import DeviceType, Establishment
from ui.app import run_gui
from ui.main_window import MainWindow
from ui.operations import BackgroundOp
from ui.tray import ReminderTray
from ui.widgets.cleaned_today import CleanedTodayDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

TODAY = date(2026, 12, 2)


@pytest.fixture
def traps(ctx: AppContext, cafe: Establishment) -> None:
    for device_id, where in (("GT-1", "Prep sink"), ("GT-2", "")):
        data = DeviceInput(device_id=device_id, type=DeviceType.TRAP, location=where,
                           capacity_gal="50", design_depth_in="12",
                           in_service_since="2026-10-01")  # fmt: skip
        create_device(ctx.db, cafe.id, data, ctx.actor)
    # GT-2 was cleaned this morning, entered one at a time.
    done = CleaningsInput(["GT-2"], TODAY.isoformat(), TODAY.isoformat(), "Rosa")
    record_cleanings(ctx.db, cafe.id, done, ctx.actor, today=TODAY)


def cleanings(ctx: AppContext, cafe: Establishment) -> list[tuple[str, str, str]]:
    rows = fetch_rows(ctx.db, cafe.id, MaintenanceFilter(), 0, 100, as_of=TODAY)
    return sorted((r.service_date.isoformat(), r.device_id, r.performed_by) for r in rows)


def ready(gui: Gui, dialog: CleanedTodayDialog) -> dict[str, QCheckBox]:
    gui.qtbot.waitUntil(dialog.ok_button.isEnabled)
    return {trap.device_id: box for trap, box in dialog.traps}


def test_from_the_dashboard_the_traps_not_yet_cleaned_are_ticked_and_stored(
    gui: Gui, ctx: AppContext, cafe: Establishment, traps: None
) -> None:
    _, dashboard = gui.dashboard_window(ctx)
    gui.click(dashboard.view.cleaned_button)
    dialog = gui.wait_for_window(CleanedTodayDialog)
    boxes = ready(gui, dialog)
    assert [(box.text(), box.isChecked()) for box in boxes.values()] == [
        ("GT-1 (Prep sink)", True),
        ("GT-2: cleaned today already", False),
    ]
    assert gui.line(dialog, "performed_by").text() == ctx.settings.operator_name
    with gui.qtbot.waitSignal(dashboard.loaded, timeout=20_000):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(CleanedTodayDialog)
    assert cleanings(ctx, cafe) == [
        ("2026-12-02", "GT-1", ctx.settings.operator_name),
        ("2026-12-02", "GT-2", "Rosa"),
    ]


def test_a_few_missed_days_at_once_and_a_day_recorded_already_is_said(
    gui: Gui, ctx: AppContext, cafe: Establishment, traps: None
) -> None:
    _, dashboard = gui.dashboard_window(ctx)
    dialog = dashboard.record_cleaned_today()
    assert dialog is not None
    boxes = ready(gui, dialog)
    boxes["GT-2"].setChecked(True)
    dialog.first_day.set_day(date(2026, 11, 30))
    gui.click(dialog.ok_button)
    gui.qtbot.waitUntil(lambda: bool(gui.message(dialog, "days")))
    assert gui.message(dialog, "days") == "GT-2 was recorded cleaned on 2026-12-02 already."
    assert len(cleanings(ctx, cafe)) == 1, "nothing stored"

    dialog.last_day.set_day(date(2026, 12, 1))
    gui.type_over(gui.line(dialog, "notes"), "Missed while the app was new")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(CleanedTodayDialog)
    assert [(day, trap) for day, trap, _ in cleanings(ctx, cafe)] == [
        ("2026-11-30", "GT-1"), ("2026-11-30", "GT-2"),
        ("2026-12-01", "GT-1"), ("2026-12-01", "GT-2"),
        ("2026-12-02", "GT-2"),
    ]  # fmt: skip


@pytest.mark.qt_log_ignore(
    r"This plugin does not support (raise|propagateSizeHints)\(\)", r"systemTrayWindowChanged"
)
def test_from_the_tray_with_the_window_closed(
    gui: Gui, ctx: AppContext, cafe: Establishment, traps: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ReminderTray, "available", staticmethod(lambda: True))
    seen: list[tuple[bool, list[str]]] = []

    def tray_of_this_run() -> tuple[MainWindow, ReminderTray] | None:
        for window in QApplication.topLevelWidgets():
            tray = window.findChild(ReminderTray) if isinstance(window, MainWindow) else None
            if isinstance(window, MainWindow) and tray is not None and tray.timer.isActive():
                return window, tray
        return None

    def from_the_tray() -> None:
        running = tray_of_this_run()
        if running is None or BackgroundOp.busy():
            QTimer.singleShot(10, from_the_tray)
            return
        running[1].cleaned_action.trigger()
        gui.when_shown(CleanedTodayDialog, save)

    def save(dialog: CleanedTodayDialog) -> None:
        ticked = [trap.device_id for trap, box in dialog.traps if box.isChecked()]
        window = dialog.parentWidget()
        assert window is not None
        seen.append((window.isVisible(), ticked))
        dialog.ok_button.click()
        QTimer.singleShot(10, quit_when_stored)

    def quit_when_stored() -> None:
        running = tray_of_this_run()
        if gui.visible(CleanedTodayDialog) or BackgroundOp.busy() or running is None:
            QTimer.singleShot(10, quit_when_stored)
            return
        running[1].quit_action.trigger()

    QTimer.singleShot(0, from_the_tray)
    assert run_gui(ctx, crash_dialog=False, in_tray=True) == 0
    assert seen == [(False, ["GT-1"])], "the window stayed in the tray"
    assert [trap for _, trap, _ in cleanings(ctx, cafe)] == ["GT-1", "GT-2"]
