"""Work off the GUI thread: one small wrapper, with callbacks back on the GUI thread.

Exports and backups take seconds, and on a shared server across the network any read
may; the window must stay responsive meanwhile. Every database call of the window goes
through here: the work runs on Qt's thread pool, and its result or exception comes back
through a queued signal, so the callbacks may touch widgets.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot
from shiboken6 import isValid

from fog_desktop.failures import plain_failure

T = TypeVar("T")


def _to_crash_handler(exc: Exception) -> None:
    sys.excepthook(type(exc), exc, exc.__traceback__)


class BackgroundOp(QObject, Generic[T]):
    """Run ``work`` on the thread pool; then ``on_success(result)`` or ``on_failure(exc)``.

    Both callbacks run on the GUI thread. A failure of the machine (disk full, read-only,
    another save in progress, the server gone) reaches ``on_failure`` as the
    :class:`~fog_desktop.errors.FogError` that says so in one sentence, the driver's or
    the OS's error as its cause. Without ``on_failure`` an exception goes to the crash
    handler. ``finished`` is emitted after the callback.
    """

    finished = Signal()
    _succeeded = Signal(object)
    _failed = Signal(object)
    # Keeps each operation alive while it runs, without tying it to a widget's lifetime.
    _running: ClassVar[set[BackgroundOp[Any]]] = set()

    def __init__(
        self,
        work: Callable[[], T],
        on_success: Callable[[T], None],
        on_failure: Callable[[Exception], None] = _to_crash_handler,
        owner: QObject | None = None,
    ) -> None:
        super().__init__()
        self._work = work
        self._on_success = on_success
        self._on_failure = on_failure
        self._owner = owner
        self._succeeded.connect(self._deliver_success)
        self._failed.connect(self._deliver_failure)

    @classmethod
    def busy(cls) -> bool:
        """Whether any work is still running or its outcome not yet delivered."""
        return bool(cls._running)

    def run_in_background(self, pool: QThreadPool | None = None) -> None:
        BackgroundOp._running.add(self)
        (pool or QThreadPool.globalInstance()).start(self._run)

    def _run(self) -> None:
        """On a pool thread: the signals queue the outcome to the GUI thread."""
        try:
            result = self._work()
        except Exception as exc:  # every failure goes to on_failure
            self._failed.emit(plain_failure(exc) or exc)
        else:
            self._succeeded.emit(result)

    def _owner_gone(self) -> bool:
        # Not the owner's destroyed signal: connected to an operation that is gone first,
        # it crashed Qt when the owner went later.
        return self._owner is not None and not isValid(self._owner)

    @Slot(object)
    def _deliver_success(self, result: T) -> None:
        try:
            if not self._owner_gone():
                self._on_success(result)
        finally:
            self._done()

    @Slot(object)
    def _deliver_failure(self, exc: Exception) -> None:
        try:
            if not self._owner_gone():
                self._on_failure(exc)
        finally:
            self._done()

    def _done(self) -> None:
        BackgroundOp._running.discard(self)
        self.finished.emit()
        self.deleteLater()
