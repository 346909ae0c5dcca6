"""The Qt binding itself must not wear the interpreter down over a long session."""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ui.feature_switch import read_no_source


def test_qt_calls_returning_nothing_do_not_drop_references_to_none(qtbot: QtBot) -> None:
    """PySide6 6.12.0 lost one reference to None per such call; after some 40,000 the
    window aborted with "none_dealloc". A busy manager makes that many in a day."""
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(1000):
        label.setText("a")
    assert sys.getrefcount(None) >= before - 10


def test_a_module_imported_after_qt_is_not_read_for_pyside_features(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PySide6 reads the source of each module imported after it, for its __feature__
    switch; the window's start turns that off, for the 350 modules of the storage and
    services it loads after its first paint. Should a PySide6 change how it does this,
    this test fails, and the start is to be measured again."""
    read_no_source()
    (tmp_path / "fog_probe_module.py").write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(tmp_path)
    read: list[str] = []
    real_getsource = inspect.getsource

    def getsource(target: object) -> str:
        read.append(getattr(target, "__name__", "?"))
        return real_getsource(target)  # type: ignore[arg-type]

    monkeypatch.setattr(inspect, "getsource", getsource)
    try:
        __import__("fog_probe_module")  # an import statement's own way in
    finally:
        sys.modules.pop("fog_probe_module", None)
    feature = sys.modules["shibokensupport.feature"]
    assert read == []
    assert feature.pyside_feature_dict["fog_probe_module"] == 0
