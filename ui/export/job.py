"""A long export or import off the GUI thread, with its steps shown and a Cancel (R7).

The work reports each step from the worker thread through a queued signal, and checks a
stop flag between steps; the window stays responsive all along.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ui.operations import BackgroundOp

#: The work: given a step reporter and a "should I stop?" test, do the job.
Work = Callable[[Callable[[str], None], Callable[[], bool]], Any]


class Job(QObject):
    """One run of ``work``; ``step`` carries its progress text to the GUI thread."""

    step = Signal(str)
    done = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Work) -> None:
        super().__init__()
        self._stop = threading.Event()
        self._work = work

    def start(self) -> None:
        op: BackgroundOp[Any] = BackgroundOp(
            lambda: self._work(self.step.emit, self._stop.is_set),
            self.done.emit,
            self.failed.emit,
        )
        op.run_in_background()

    def cancel(self) -> None:
        self._stop.set()
