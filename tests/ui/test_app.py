"""Starting the window: the application's name and style, and the self-test."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget, QWizard
from pytestqt.qtbot import QtBot

import ui.app
from fog_desktop import snapshot
from fog_desktop.config import Settings
from fog_desktop.context import AppContext, open_context
from fog_desktop.services.devices import create_device
from models import Establishment
from tests.conftest import no_backup_yet
from ui.app import FirstPaint, application, build_main_window, paint_first, run_gui
from ui.dashboard.page import DashboardPage
from ui.dashboard.view import DueView
from ui.main_window import MainWindow
from ui.navigation import PageSlot
from ui.operations import BackgroundOp
from ui.operator import OperatorDialog
from ui.page import Page
from ui.setup.wizard import SetupWizard

if TYPE_CHECKING:
    from tests.ui.conftest import Gui, Records

W = TypeVar("W", bound=QWidget)


def test_the_application_is_named_and_styled(qtbot: QtBot) -> None:
    app = application()
    assert app.applicationName() == "FOG Desktop"
    assert app.organizationName() == ""
    # The styled parts style themselves (ui/looks.py): a sheet for the whole application
    # would slow every widget's build.
    assert app.styleSheet() == ""
    assert app.font().pointSizeF() >= 10


@pytest.mark.parametrize("made_by", ["the application", "a test"])
def test_the_window_draws_in_fusion_on_every_platform(made_by: str) -> None:
    """The style sheet is designed on Fusion; a native style ignores parts of it. The
    window's start makes the application itself (given Fusion as it is made), a test's
    application is made before (given Fusion after)."""
    before = "QApplication([])" if made_by == "a test" else "None"
    probe = (
        "from PySide6.QtWidgets import QApplication\n"
        f"made = {before}\n"
        "from ui.app import application\n"
        "app = application()\n"
        "app.setStyleSheet('')  # else style() is the style sheet's, on top of Fusion\n"
        "print(app.style().name())\n"
    )
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_STYLE_OVERRIDE": "windows"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, env=environment
    )
    assert done.stdout.strip() == "fusion"


def test_self_test_visits_every_page_and_exits_0(
    qtbot: QtBot, ctx: AppContext, cafe: Establishment
) -> None:
    assert run_gui(ctx, self_test=True) == 0
    assert (ctx.paths.log_dir / "fog-desktop.log").exists()


def test_self_test_without_an_establishment_opens_the_window_not_the_wizard(
    qtbot: QtBot, ctx: AppContext
) -> None:
    assert run_gui(ctx, self_test=True) == 0


class BrokenPage(Page[Any]):
    title = "Broken"

    def refresh(self) -> None:
        pass

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        raise RuntimeError("page broke while showing")


def test_self_test_fails_when_a_page_raises_and_logs_it(
    qtbot: QtBot, ctx: AppContext, cafe: Establishment, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = PageSlot(BrokenPage.title, "", factory=BrokenPage)
    monkeypatch.setattr(ui.app, "build_main_window", lambda c: MainWindow(c, [broken]))

    assert run_gui(ctx, self_test=True) == 1

    log = (ctx.paths.log_dir / "fog-desktop.log").read_text(encoding="utf-8")
    assert "Unexpected error" in log and "page broke while showing" in log


def test_without_an_operator_name_the_user_is_asked_for_one(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    ctx.settings.operator_name = ""
    dialog = OperatorDialog(None, ctx)
    gui.show(dialog)

    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "operator_name") == "Enter your name."
    # every change is signed with it, and the audit trail keeps 200 characters
    gui.type_into(gui.line(dialog, "operator_name"), "A" * 201)
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "operator_name") == "At most 200 characters; this has 201."

    gui.type_over(gui.line(dialog, "operator_name"), "Ana Ruiz")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(OperatorDialog)
    assert ctx.actor == "Ana Ruiz"
    assert Settings.load(ctx.paths).operator_name == "Ana Ruiz"


def close_when_shown(gui: Gui, kind: type[QWidget], seen: list[str]) -> None:
    """Once a window of ``kind`` shows what it read, note its title and close it, as a
    user would."""

    def close(window: QWidget) -> None:
        seen.append(window.windowTitle())
        window.close()

    gui.when_shown(kind, close)


def an_event_loop_runs_to_its_own_end() -> bool:
    """Whether an event loop started now runs until it is told to stop, rather than ends
    at a quit that an earlier loop left behind: handled outside any loop, as the events
    waiting before the next window's first wait are, a quit ends every loop after it."""
    QCoreApplication.processEvents()
    loop = QEventLoop()
    ended: list[bool] = []

    def end() -> None:
        ended.append(True)
        loop.quit()

    QTimer.singleShot(1, end)
    loop.exec()
    return bool(ended)


def test_first_start_shows_the_wizard_and_cancelling_it_exits_0(gui: Gui, ctx: AppContext) -> None:
    seen: list[str] = []
    close_when_shown(gui, SetupWizard, seen)

    assert run_gui(ctx, crash_dialog=False) == 0

    assert seen == ["Set up an establishment"]
    assert not gui.visible(MainWindow)
    assert an_event_loop_runs_to_its_own_end(), "no quit is left for the next window"


def test_with_an_establishment_the_main_window_opens(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    seen: list[str] = []
    close_when_shown(gui, MainWindow, seen)

    assert run_gui(ctx, crash_dialog=False) == 0

    assert seen == ["Corner Cafe"]


def test_finishing_the_wizard_on_first_start_opens_the_main_window(
    gui: Gui, ctx: AppContext
) -> None:
    def set_up(wizard: SetupWizard) -> None:
        gui.type_into(gui.line(wizard.profile_page, "operator_name"), "Ana Ruiz")
        gui.type_into(gui.line(wizard.profile_page, "name"), "Corner Cafe")
        gui.click(wizard.button(QWizard.WizardButton.NextButton))
        gui.type_into(gui.line(wizard.phones_page, "city_spill_phone"), "(626) 555-0111")
        gui.type_into(gui.line(wizard.phones_page, "health_dept_phone"), "(626) 555-0199")
        gui.click(wizard.button(QWizard.WizardButton.NextButton))
        # No employee yet: they can be added later.
        gui.click(wizard.button(QWizard.WizardButton.NextButton))
        devices = wizard.devices_page
        gui.click(devices.add_button)
        for field, text in (("device_id", "GI-1"), ("capacity_gal", "1000"),
                            ("design_depth_in", "48")):  # fmt: skip
            gui.type_into(gui.line(devices, field), text)
        gui.click(wizard.button(QWizard.WizardButton.FinishButton))

    seen: list[str] = []
    gui.when_shown(SetupWizard, set_up)
    close_when_shown(gui, MainWindow, seen)

    assert run_gui(ctx, crash_dialog=False) == 0

    assert seen == ["Corner Cafe"]


def test_without_an_operator_name_the_window_opens_once_it_is_given(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    ctx.settings.operator_name = ""

    def give_name(dialog: OperatorDialog) -> None:
        gui.type_into(gui.line(dialog, "operator_name"), "Ana Ruiz")
        gui.click(dialog.ok_button)

    seen: list[str] = []
    gui.when_shown(OperatorDialog, give_name)
    close_when_shown(gui, MainWindow, seen)

    assert run_gui(ctx, crash_dialog=False) == 0

    assert seen == ["Corner Cafe"]
    assert Settings.load(ctx.paths).operator_name == "Ana Ruiz"


def test_the_cycle_collector_runs_only_between_events_on_the_gui_thread(qtbot: QtBot) -> None:
    app = application()
    assert not gc.isenabled(), "never in a pool thread, nor in the middle of Qt's work"
    timer = app.findChild(QTimer, "cycle_collector")
    assert timer is not None and timer.isActive()
    before = gc.get_count()[0]
    garbage: list[list[object]] = [[] for _ in range(1000)]
    for item in garbage:
        item.append(item)  # cycles only the collector can free
    del garbage, item
    assert gc.get_count()[0] > before
    timer.timeout.emit()
    assert gc.get_count()[0] < 100, "the timer's collection emptied the youngest generation"


class _Node:
    """An object in a reference cycle of its own: only the cycle collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_the_cycle_collector_leaves_the_oldest_generation_to_its_turn(qtbot: QtBot) -> None:
    """A full collection at every tick took 75 ms of the GUI thread every five seconds
    with the window's pages built: a jolt in a table being scrolled."""
    timer = application().findChild(QTimer, "cycle_collector")
    assert timer is not None
    node = _Node()
    alive = weakref.ref(node)
    gc.collect()  # what is alive now, the node too, is in the oldest generation
    del node
    timer.timeout.emit()
    assert alive() is not None, "the oldest generation waits until its threshold is reached"
    gc.collect()
    assert alive() is None


def _daily_backups(context: AppContext) -> list[str]:
    folder = context.paths.backup_dir
    return sorted(p.name for p in folder.glob("daily-*.sqlite3")) if folder.is_dir() else []


def _quit_when_idle(window: MainWindow) -> None:
    """Close the window once the work it started (the day's backup) is done."""
    waiting = QTimer(window)
    waiting.timeout.connect(lambda: BackgroundOp.busy() or window.close())
    waiting.start(10)


def test_the_days_backup_is_made_after_the_window_shows_its_records(
    qtbot: QtBot, ctx: AppContext, cafe: Establishment
) -> None:
    ctx.close()
    no_backup_yet(ctx.paths)
    later = open_context(str(ctx.paths.data_dir), backup_after_start=True)
    later.settings.operator_name = "Test Manager"
    try:
        assert _daily_backups(later) == [], "opening the records made no copy"
        shown: list[int] = []

        def ready(window: MainWindow) -> None:
            dashboard = window.page_at(0)
            assert isinstance(dashboard, DashboardPage)
            shown.append(dashboard.view.model.rowCount())
            _quit_when_idle(window)

        assert run_gui(later, crash_dialog=False, when_ready=ready) == 0

        assert shown and shown[0] > 0, "the Dashboard showed its rows first"
        assert _daily_backups(later) == [f"daily-{later.today().isoformat()}.sqlite3"]
        assert later.backup_problem is None
    finally:
        later.close()


def test_a_backup_that_fails_after_the_start_is_said_on_the_dashboard(
    qtbot: QtBot, ctx: AppContext, cafe: Establishment
) -> None:
    ctx.close()
    no_backup_yet(ctx.paths)
    # A file where the folder should be: no copy can be made there, even by root.
    ctx.paths.backup_dir.write_text("not a folder", encoding="utf-8")
    later = open_context(str(ctx.paths.data_dir), backup_after_start=True)
    later.settings.operator_name = "Test Manager"
    said: list[str] = []

    def ready(window: MainWindow) -> None:
        dashboard = window.page_at(0)
        assert isinstance(dashboard, DashboardPage)
        dashboard.loaded.connect(lambda: said.append(dashboard.view.backup_problem.text()))
        _quit_when_idle(window)

    try:
        assert run_gui(later, crash_dialog=False, when_ready=ready) == 0
    finally:
        later.close()
    assert said and said[-1].startswith("Today's backup could not be written")


def _kept_dashboard(gui: Gui, ctx: AppContext) -> int:
    """Show the main window until its Dashboard is read (and kept); its row count."""
    window = gui.show(build_main_window(ctx))
    dashboard = window.page_at(0)
    assert isinstance(dashboard, DashboardPage)
    rows = dashboard.view.model.rowCount()
    window.close()
    return rows


def _paint_first(ctx: AppContext, today: date) -> FirstPaint | None:
    """What ``fog-desktop`` paints before the records open, on ``today``."""
    url = f"sqlite:///{ctx.paths.sqlite_file}"
    kept = snapshot.for_start(
        ctx.paths, url, ctx.settings, operator=None, in_tray=False, languages=["en"], as_of=today
    )
    return paint_first(ctx.paths, ctx.settings, in_tray=False, kept=kept)


def test_the_window_paints_the_dashboard_kept_before_the_records_open(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    rows = _kept_dashboard(gui, ctx)
    assert rows > 0

    first = _paint_first(ctx, ctx.today())
    assert first is not None and first.window is not None
    try:
        window = first.window
        holder = window.stack.currentWidget()
        assert holder is not None
        view = holder.findChild(DueView)
        assert view is not None
        assert view.model.rowCount() == rows
        assert window.windowTitle().startswith("Corner Cafe")
        assert not window.nav.isEnabled(), "nothing to click before the records open"

        with gui.qtbot.waitSignal(window.ready):
            window.open_records(ctx)

        assert window.nav.isEnabled()
        dashboard = window.stack.currentWidget()
        assert isinstance(dashboard, DashboardPage)
        assert dashboard.view is view, "the rows painted stay on screen, not drawn again"
        assert dashboard.view.model.rowCount() == rows
    finally:
        first.release()


def test_after_a_change_the_kept_dashboard_is_not_painted(
    gui: Gui, ctx: AppContext, cafe: Establishment, records: Records
) -> None:
    _kept_dashboard(gui, ctx)
    create_device(ctx.db, cafe.id, records.interceptor("GI-2"), ctx.actor)

    first = _paint_first(ctx, ctx.today())

    assert first is not None
    assert first.window is None, "the records changed since: the rows may no longer hold"
    first.release()


def test_the_window_keeps_the_next_mornings_dashboard_too(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    _kept_dashboard(gui, ctx)

    first = _paint_first(ctx, ctx.today() + timedelta(days=1))

    assert first is not None and first.window is not None
    first.release()
