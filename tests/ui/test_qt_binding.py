"""The Qt binding itself must not wear the interpreter down over a long session."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_qt_calls_returning_nothing_do_not_drop_references_to_none(qtbot: QtBot) -> None:
    """PySide6 6.12.0 lost one reference to None per such call; after some 40,000 the
    window aborted with "none_dealloc". A busy manager makes that many in a day."""
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(1000):
        label.setText("a")
    assert sys.getrefcount(None) >= before - 10
