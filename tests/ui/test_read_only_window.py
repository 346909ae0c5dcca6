"""The window on a data folder that can't be written (issue 33 §10): it opens on the
records, says on the Dashboard why saving is off, and a save says which folder refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from pytestqt.qtbot import QtBot

from fog_desktop.context import AppContext, open_context
from fog_desktop.errors import ReadOnly
from fog_desktop.services.devices import create_device
from models import Establishment
from tests.read_only import unwritable
from tests.ui.test_app import _quit_when_idle as quit_when_idle
from ui.app import run_gui
from ui.dashboard.page import DashboardPage
from ui.main_window import MainWindow

if TYPE_CHECKING:
    from tests.ui.conftest import Records


def test_the_window_shows_the_records_and_says_why_saving_is_off(
    qtbot: QtBot,
    ctx: AppContext,
    cafe: Establishment,
    records: Records,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = ctx.paths.data_dir
    ctx.close()
    seen: list[tuple[int, bool, str]] = []

    def ready(window: MainWindow) -> None:
        dashboard = window.page_at(0)
        assert isinstance(dashboard, DashboardPage)
        notice = dashboard.view.backup_problem
        seen.append((dashboard.view.model.rowCount(), notice.isVisible(), notice.text()))
        quit_when_idle(window)

    with unwritable(folder, monkeypatch) as reason:
        later = open_context(str(folder), backup_after_start=True)
        try:
            # No operator name: where nothing can be saved, no one is asked for it.
            assert later.actor == ""
            assert run_gui(later, crash_dialog=False, when_ready=ready) == 0
            with pytest.raises(ReadOnly) as refused:
                create_device(later.db, cafe.id, records.interceptor("GI-2"), "Test Manager")
        finally:
            later.close()
    assert seen, "the main window opened on the records"
    rows, shown, text = seen[0]
    assert rows > 0
    assert shown
    assert text.startswith(f"Read-only: the folder {folder} can't be written ({reason}).")
    assert str(refused.value).startswith(f"The folder {folder} can't be written ({reason})")
