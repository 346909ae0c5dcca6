"""Uncaught exceptions go to the rotating log file, and to a dialog unless it is turned off."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QGuiApplication

from fog_desktop import __version__
from fog_desktop.config import Paths
from fog_desktop.logs import setup_logging
from ui.crash import CrashDialog, CrashHandler, crash_details

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def test_the_hook_writes_the_traceback_to_the_log_file(paths: Paths) -> None:
    log_file = setup_logging(paths)
    handler = CrashHandler(log_file, show_dialog=False)
    handler.install()
    try:
        try:
            raise ValueError("the fryer log is upside down")
        except ValueError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        handler.uninstall()

    assert handler.caught == 1
    text = log_file.read_text(encoding="utf-8")
    assert "ERROR ui.crash: Unexpected error" in text
    assert "Traceback (most recent call last)" in text
    assert "ValueError: the fryer log is upside down" in text
    assert sys.excepthook != handler.handle


def test_keyboard_interrupt_is_left_to_python(
    paths: Paths, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[type[BaseException]] = []

    def previous(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        seen.append(kind)

    monkeypatch.setattr(sys, "excepthook", previous)
    handler = CrashHandler(setup_logging(paths), show_dialog=False)
    handler.install()
    try:
        sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    finally:
        handler.uninstall()
    assert seen == [KeyboardInterrupt] and handler.caught == 0


def test_the_dialog_shows_the_details_and_copies_them(gui: Gui, paths: Paths) -> None:
    log_file = paths.log_dir / "fog-desktop.log"
    try:
        raise RuntimeError("disk full")
    except RuntimeError as exc:
        details = crash_details((RuntimeError, exc, exc.__traceback__), log_file)
    dialog = gui.show(CrashDialog("disk full", details))

    assert "disk full" in dialog.message.text()
    shown = dialog.details.toPlainText()
    assert f"FOG Desktop {__version__}" in shown
    assert "System: " in shown and "Qt " in shown
    assert f"Log file: {log_file}" in shown
    assert "RuntimeError: disk full" in shown

    gui.click(dialog.copy_button)
    assert QGuiApplication.clipboard().text() == shown
