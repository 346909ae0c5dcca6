"""Starting the window: the application's name and style, and the self-test."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

import ui.app
from fog_desktop.config import Settings
from fog_desktop.context import AppContext
from models import Establishment
from ui.app import application, run_gui
from ui.main_window import MainWindow
from ui.operations import BackgroundOp
from ui.operator import OperatorDialog
from ui.page import Page
from ui.setup.wizard import SetupWizard

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def test_the_application_is_named_and_styled(qtbot: QtBot) -> None:
    app = application()
    assert app.applicationName() == "FOG Desktop"
    assert app.organizationName() == ""
    assert 'QLabel[role="error"]' in app.styleSheet()
    assert app.font().pointSizeF() >= 10


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
    monkeypatch.setattr(ui.app, "build_main_window", lambda c: MainWindow(c, [BrokenPage(c)]))

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

    gui.type_into(gui.line(dialog, "operator_name"), "Ana Ruiz")
    gui.click(dialog.ok_button)

    assert not dialog.isVisible()
    assert ctx.actor == "Ana Ruiz"
    assert Settings.load(ctx.paths).operator_name == "Ana Ruiz"


def close_when_shown(gui: Gui, kind: type[QWidget], seen: list[str]) -> None:
    """Once a window of ``kind`` shows what it read, note its title and close it, as a
    user would."""

    def close() -> None:
        windows = gui.visible(kind)
        if not windows or BackgroundOp.busy():
            QTimer.singleShot(10, close)
            return
        seen.append(windows[0].windowTitle())
        windows[0].close()

    QTimer.singleShot(0, close)


def test_first_start_shows_the_wizard_and_cancelling_it_exits_0(gui: Gui, ctx: AppContext) -> None:
    seen: list[str] = []
    close_when_shown(gui, SetupWizard, seen)

    assert run_gui(ctx, crash_dialog=False) == 0

    assert seen == ["Set up an establishment"]
    assert not gui.visible(MainWindow)


def test_with_an_establishment_the_main_window_opens(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    seen: list[str] = []
    close_when_shown(gui, MainWindow, seen)

    assert run_gui(ctx, crash_dialog=False) == 0

    assert seen == ["FOG Desktop — Corner Cafe"]
