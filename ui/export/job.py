"""A long export or import off the GUI thread, with its steps shown and a Cancel (R7).

The work reports each step from the worker thread through a queued signal, and checks a
stop flag between steps; the window stays responsive all along.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton, QWidget

from fog_desktop.errors import FogError
from fog_desktop.i18n import translate
from ui.operations import BackgroundOp

#: The work: given a step reporter and a "should I stop?" test, do the job.
Work = Callable[[Callable[[str], None], Callable[[], bool]], Any]


class NotStarted(FogError):
    """What to choose or fix before the job can run (a folder that is not there), found
    by the work itself: even a look at the disk may hang on a network drive."""


class Job(QObject):
    """One run of ``work``; ``step`` carries its progress text to the GUI thread. A job
    that ``saves`` tells ``waiting`` of a lock it waits for (a LockWait, None once over)."""

    step = Signal(str)
    done = Signal(object)
    failed = Signal(object)
    waiting = Signal(object)

    def __init__(self, work: Work, *, saves: bool = False) -> None:
        super().__init__()
        self._stop = threading.Event()
        self._work = work
        self._saves = saves

    def start(self) -> None:
        op: BackgroundOp[Any] = BackgroundOp(
            lambda: self._work(self.step.emit, self._stop.is_set),
            self.done.emit,
            self.failed.emit,
            on_wait=self.waiting.emit if self._saves else None,
        )
        op.run_in_background()

    def cancel(self) -> None:
        self._stop.set()


def busy_bar() -> QProgressBar:
    """A bar that moves while a job runs, hidden otherwise: a job's length is unknown."""
    bar = QProgressBar()
    bar.setRange(0, 0)
    bar.setVisible(False)
    return bar


def said(name: str) -> QLabel:
    """Where a job's steps and outcome are said, in sentences that wrap."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class FileField(QWidget):
    """A file's path, typed or picked with Choose…: :attr:`choose` is asked, given the
    path typed so far, and returns the one picked ("" when the user cancels)."""

    def __init__(self, choose: Callable[[str], str]) -> None:
        super().__init__()
        self.choose = choose
        self.path = QLineEdit()
        self.path.setObjectName("path")
        self.browse = QPushButton(translate("FileField", "Choose…"))
        self.browse.clicked.connect(self._browse)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.path, stretch=1)
        row.addWidget(self.browse)

    def _browse(self) -> None:
        chosen = self.choose(self.path.text())
        if chosen:
            self.path.setText(chosen)
