"""Window tests: a user who types and clicks (``gui``), and the records they start from.

Test modules import these classes only for type checking; pytest hands them in as
fixtures, so no test imports a helper module at run time.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from fog_desktop import i18n
from fog_desktop.context import AppContext
from fog_desktop.parse import show_days_with
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from models import DeviceType, Establishment
from ui.app import build_main_window
from ui.dashboard.page import DashboardPage
from ui.main_window import MainWindow
from ui.operations import BackgroundOp
from ui.page import Page

if TYPE_CHECKING:
    # pytest-qt's model tester can only be imported once its Qt binding is chosen.
    from pytestqt.modeltest import ModelTester

TODAY = date(2026, 12, 2)
HERE = Path(__file__).parent
W = TypeVar("W", bound=QWidget)

# Qt's offscreen platform, which the tests run on, warns whenever a window with a
# layout is shown, or a popup (a calendar) is raised and grabs the keyboard and mouse; real
# platforms don't. Any other Qt warning still fails a test.
OFFSCREEN_NOISE = (
    r"This plugin does not support (propagateSizeHints\(\)|raise\(\)|grabbing the \w+)"
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).parents:
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


class Gui:
    """What a user does: type, click, pick from a list; and what they see."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot

    def show(self, widget: W) -> W:
        """Show ``widget`` and wait until what it reads in the background is on it."""
        self.qtbot.addWidget(widget)
        widget.show()
        self.qtbot.waitExposed(widget)
        self.settle()
        return widget

    def type_into(self, widget: QWidget, text: str) -> None:
        self.qtbot.keyClicks(widget, text)  # type: ignore[no-untyped-call]

    def type_over(self, widget: QWidget, text: str) -> None:
        """Select what the field holds and type over it."""
        self.qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # type: ignore[no-untyped-call]
        self.qtbot.keyClick(widget, Qt.Key.Key_Delete)  # type: ignore[no-untyped-call]
        self.type_into(widget, text)

    def click(self, button: QAbstractButton) -> None:
        """Click, and wait for what the click set going off the GUI thread: a save, the
        page read again after it, as a user waits for the busy cursor to go."""
        self.start(button)
        self.settle()

    def start(self, button: QAbstractButton) -> None:
        """Click, and look at once: for a test of what is shown while work runs."""
        assert button.isVisible() and button.isEnabled(), f"{button.text()!r} can't be clicked"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]

    def settle(self) -> None:
        """Wait until no save or read runs in the background and its outcome is shown."""
        self.qtbot.waitUntil(lambda: not BackgroundOp.busy(), timeout=20_000)
        # An outcome shown asks Qt to lay the window out again, later: the user sees it
        # laid out, where a look at once could see a message in a row not yet grown.
        QCoreApplication.sendPostedEvents()

    def refresh(self, page: Page[Any]) -> None:
        """Read the page's records again, and wait until they are on screen."""
        with self.qtbot.waitSignal(page.loaded, timeout=20_000):
            page.refresh()

    def dashboard_window(self, ctx: AppContext) -> tuple[MainWindow, DashboardPage]:
        """The main window shown, and its Dashboard once read: its lines open what the
        pages declare they open."""
        window = self.show(build_main_window(ctx))
        dashboard = window.pages[0]
        assert isinstance(dashboard, DashboardPage)
        self.refresh(dashboard)
        return window, dashboard

    def click_cell(self, view: QAbstractItemView, index: QModelIndex) -> None:
        position = view.visualRect(index).center()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)  # type: ignore[no-untyped-call]
        self.settle()

    def double_click_cell(self, view: QAbstractItemView, index: QModelIndex) -> None:
        """A double-click is a click and then the second press: Qt's test double-click
        alone finds no item pressed, as a real one never does."""
        viewport, position = view.viewport(), view.visualRect(index).center()
        self.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=position)  # type: ignore[no-untyped-call]
        self.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=position)  # type: ignore[no-untyped-call]

    def press(
        self,
        widget: QWidget,
        key: Qt.Key,
        modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        self.qtbot.keyClick(widget, key, modifier)  # type: ignore[no-untyped-call]

    def choose(self, combo: QComboBox, text: str) -> None:
        """Pick ``text`` from a drop-down list, as with the mouse."""
        index = combo.findText(text)
        assert index >= 0, f"{text!r} is not offered"
        combo.setCurrentIndex(index)
        # What Qt sends when a user picks an item, and the program's own change does not.
        combo.activated.emit(index)
        combo.textActivated.emit(text)
        self.settle()

    @staticmethod
    def line(parent: QWidget, field: str) -> QLineEdit:
        found = parent.findChild(QLineEdit, field)
        assert found is not None, f"no field {field}"
        return found

    @staticmethod
    def combo(parent: QWidget, field: str) -> QComboBox:
        found = parent.findChild(QComboBox, field)
        assert found is not None, f"no list {field}"
        return found

    @staticmethod
    def message(parent: QWidget, field: str) -> str:
        """The error shown at ``field``, or "" when none is shown."""
        label = parent.findChild(QLabel, f"{field}_error")
        assert label is not None, f"no error label for {field}"
        return label.text() if label.isVisible() else ""

    @staticmethod
    def visible(kind: type[QWidget]) -> list[QWidget]:
        windows = QApplication.topLevelWidgets()
        return [w for w in windows if isinstance(w, kind) and w.isVisible()]

    def wait_for_window(self, kind: type[W]) -> W:
        """The one visible window of ``kind``: the dialog a click has just opened."""
        self.qtbot.waitUntil(lambda: len(self.visible(kind)) == 1)
        found = self.visible(kind)[0]
        assert isinstance(found, kind)
        return found

    def wait_until_closed(self, kind: type[QWidget]) -> None:
        self.qtbot.waitUntil(lambda: not self.visible(kind))

    def answer_discard(self, *, discard: bool = True) -> str:
        """Answer the question Cancel asks of a form with typed changes: Discard, or Keep
        editing. The question's text, for the test to check."""
        box = self.wait_for_window(QMessageBox)
        wanted = "Discard" if discard else "Keep editing"
        button = next(b for b in box.buttons() if b.text() == wanted)
        text = box.text()
        self.click(button)
        return text

    def when_shown(self, kind: type[W], act: Callable[[W], None]) -> None:
        """Once a window of ``kind`` shows what it read, do what a user would in it: for a
        window that a call about to block (``exec()``, ``run_gui``) will open."""

        def step() -> None:
            windows = self.visible(kind)
            if not windows or BackgroundOp.busy():
                QTimer.singleShot(10, step)
                return
            shown = windows[0]
            assert isinstance(shown, kind)
            act(shown)

        QTimer.singleShot(0, step)

    @staticmethod
    def check_model(tester: ModelTester, model: QAbstractItemModel) -> None:
        tester.check(model)  # type: ignore[no-untyped-call]


class Records:
    """The establishments and devices a test starts from, stored through the services."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    @staticmethod
    def profile(name: str = "Corner Cafe") -> EstablishmentInput:
        return EstablishmentInput(
            name=name,
            address="1 Main St",
            contact_name="Ana Ruiz",
            city_spill_phone="(626) 555-0111",
            health_dept_phone="(626) 555-0199",
        )

    @staticmethod
    def interceptor(device_id: str = "GI-1", since: str = "2026-10-01") -> DeviceInput:
        """Quarterly by default (R2): in service since 2026-10-01 means due 2027-01-01."""
        return DeviceInput(
            device_id=device_id,
            type=DeviceType.INTERCEPTOR,
            location="Rear lot",
            capacity_gal="1000",
            design_depth_in="48",
            in_service_since=since,
        )

    def add_establishment(
        self, name: str = "Corner Cafe", device: DeviceInput | None = None
    ) -> Establishment:
        """Store it with one device; the first one stored becomes the one shown."""
        ctx = self.ctx
        record = set_up_establishment(
            ctx.db, self.profile(name), [device or self.interceptor()], ctx.actor
        )
        if ctx.settings.current_establishment_id is None:
            ctx.settings.current_establishment_id = record.id
        return record


@pytest.fixture(autouse=True)
def _restore_logging() -> Iterator[None]:
    """Close the log file handlers a test adds (setup_logging), so none leaks."""
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield
    for handler in [h for h in root.handlers if h not in before]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)


@pytest.fixture(autouse=True)
def _english_with_iso_dates_in_messages() -> Iterator[None]:
    """Each test starts as the window does before a language is loaded, and leaves so:
    a test that loads Spanish or the window's date format must not change the next."""
    yield
    i18n.uninstall()
    show_days_with(date.isoformat)


@pytest.fixture(scope="session", autouse=True)
def _preferences_of_the_tests(tmp_path_factory: pytest.TempPathFactory) -> None:
    """What the window remembers (QSettings) goes to a folder of the tests', never the
    developer's own registry or configuration."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    folder = str(tmp_path_factory.mktemp("preferences"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


@pytest.fixture(autouse=True)
def _nothing_remembered() -> None:
    """Each test starts as on a new login: no folder or size remembered from another."""
    QSettings().clear()


@pytest.fixture
def gui(qtbot: QtBot) -> Gui:
    return Gui(qtbot)


@pytest.fixture(autouse=True, scope="module")
def _frozen_between_tests() -> Iterator[None]:
    """What outlives a test (the modules, the session's and the module's fixtures) is set
    aside from the collector until the module ends (:func:`_background_work_done`)."""
    yield
    gc.unfreeze()
    gc.collect()


@pytest.fixture(autouse=True)
def _background_work_done(qtbot: QtBot) -> Iterator[None]:
    """No read or save of a test outlives it, into the next test's database; nor its
    windows held in reference cycles, which the collector frees here, between tests, as
    the application's timer does between events (ui/collector.py).

    The objects that survive are then frozen (``gc.freeze``), so that the next test's
    collection goes through what that test made, not through the half a million objects
    of the libraries and the fixtures again: that took a third of the window tests' time
    (0.36 s a test)."""
    yield
    Gui(qtbot).settle()
    gc.collect()
    gc.freeze()


@pytest.fixture
def ctx(sqlite_context: AppContext) -> AppContext:
    """A fresh database, operator "Test Manager", and today fixed at 2026-12-02."""
    sqlite_context.today = lambda: TODAY
    return sqlite_context


@pytest.fixture
def records(ctx: AppContext) -> Records:
    return Records(ctx)


@pytest.fixture
def cafe(records: Records) -> Establishment:
    """Corner Cafe with interceptor GI-1, in service since 2026-10-01."""
    return records.add_establishment()
