"""Work off the GUI thread, with its outcome delivered back on the GUI thread."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import delete
from sqlalchemy import text

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.database.gui_thread import DatabaseOnGuiThread
from fog_desktop.errors import FogError
from ui.operations import BackgroundOp, saying_why


def test_work_runs_on_a_pool_thread_and_success_on_the_gui_thread(qtbot: QtBot) -> None:
    threads: dict[str, threading.Thread] = {}
    results: list[int] = []

    def work() -> int:
        threads["work"] = threading.current_thread()
        return 42

    def done(result: int) -> None:
        threads["success"] = threading.current_thread()
        results.append(result)

    op = BackgroundOp(work, done)
    with qtbot.waitSignal(op.finished, timeout=5000):
        op.run_in_background()

    assert results == [42]
    assert threads["work"] is not threading.main_thread()
    assert threads["success"] is threading.main_thread()


def test_an_exception_goes_to_the_failure_callback_on_the_gui_thread(qtbot: QtBot) -> None:
    failures: list[tuple[Exception, bool]] = []

    def work() -> int:
        raise OSError("backup folder is gone")

    def failed(exc: Exception) -> None:
        failures.append((exc, threading.current_thread() is threading.main_thread()))

    op = BackgroundOp(work, lambda _: None, failed)
    with qtbot.waitSignal(op.finished, timeout=5000):
        op.run_in_background()

    [(exc, on_gui_thread)] = failures
    assert isinstance(exc, OSError) and str(exc) == "backup folder is gone"
    assert on_gui_thread


# A stand-in for a page's code: a function of the ui package that reads the database.
_WINDOW_CODE = compile(
    "def read(db):\n"
    "    with db.read() as session:\n"
    "        return session.execute(query).scalar()\n",
    "ui/example.py",
    "exec",
)


def _window_read() -> Callable[[Database], object]:
    namespace: dict[str, Any] = {"__name__": "ui.example", "query": text("SELECT 7")}
    exec(_WINDOW_CODE, namespace)
    read: Callable[[Database], object] = namespace["read"]
    return read


def test_the_window_reading_on_its_own_thread_fails_the_test(sqlite_context: AppContext) -> None:
    with pytest.raises(DatabaseOnGuiThread, match=r"ui\.example .*GUI thread"):
        _window_read()(sqlite_context.db)


def test_the_window_reads_off_its_thread(qtbot: QtBot, sqlite_context: AppContext) -> None:
    read = _window_read()
    results: list[object] = []
    op = BackgroundOp(lambda: read(sqlite_context.db), results.append)
    with qtbot.waitSignal(op.finished, timeout=5000):
        op.run_in_background()
    assert results == [7]


def test_the_command_line_and_tests_read_on_the_main_thread(sqlite_context: AppContext) -> None:
    with sqlite_context.db.read() as session:
        assert session.execute(text("SELECT 7")).scalar() == 7


def test_the_outcome_of_a_closed_page_is_dropped(qtbot: QtBot) -> None:
    """A page closed while its records are read: nothing is shown on it, nothing crashes."""
    owner = QWidget()
    release = threading.Event()
    results: list[int] = []
    op = BackgroundOp(lambda: release.wait(5) and 1, results.append, owner=owner)
    op.run_in_background()
    delete(owner)
    with qtbot.waitSignal(op.finished, timeout=5000):
        release.set()
    assert results == []


def test_a_file_not_written_is_said_in_the_systems_words_and_a_bug_is_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A full disk or a refused folder is told to the user; a bug goes to the crash
    handler, never into a sentence about the file."""
    said: list[str] = []
    crashed: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _type, exc, _tb: crashed.append(exc))
    failed = saying_why(said.append)

    failed(PermissionError(13, "Permission denied"))
    failed(FogError("The database is read-only."))
    failed(OSError("no strerror"))
    bug = KeyError("bug")
    failed(bug)

    assert said == ["Permission denied", "The database is read-only.", "no strerror"]
    assert crashed == [bug]
