"""Work off the GUI thread, with its outcome delivered back on the GUI thread."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from ui.operations import BackgroundOp


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
