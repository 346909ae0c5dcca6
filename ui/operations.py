"""Work off the GUI thread: one small wrapper, with callbacks back on the GUI thread.

Exports and backups take seconds, and on a shared server across the network any read
may; the window must stay responsive meanwhile. Every database call of the window goes
through here: the work runs on Qt's thread pool, and its result or exception comes back
through a queued signal, so the callbacks may touch widgets.

A pool thread holds nothing of Qt's, nor the last reference to anything: it is handed a
plain :class:`_Job`, lets go of the work before it reports, and reports through one
mailbox that lives as long as the application. An operation whose last reference went
on a pool thread was destroyed there, while Qt still had an event queued for it on the
GUI thread, and the window crashed now and then.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot
from shiboken6 import isValid

from fog_desktop.errors import FogError
from fog_desktop.failures import plain_failure

if TYPE_CHECKING:
    from fog_desktop.database.lock_wait import LockWait

T = TypeVar("T")


def _to_crash_handler(exc: Exception) -> None:
    sys.excepthook(type(exc), exc, exc.__traceback__)


def saying_why(refused: Callable[[str], None]) -> Callable[[Exception], None]:
    """A failure handler for work that writes a file: a disk or a database that fails is
    said by ``refused(reason)``, in the system's words for a disk; a bug goes to the crash
    handler."""

    def failed(exc: Exception) -> None:
        if not isinstance(exc, OSError | FogError):
            _to_crash_handler(exc)
            return
        refused(exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc))

    return failed


@dataclass
class _Job:
    """What a pool thread is given: the work, and where it leaves the outcome."""

    work: Callable[[], Any] | None
    #: (True, result) or (False, exception), taken by the GUI thread.
    outcome: tuple[bool, Any] | None = None


class _Mailbox(QObject):
    """Made once on the GUI thread; pool threads post the key of a finished job, and the
    lock waits of a job that listens for them."""

    done = Signal(int)
    waiting = Signal(int, object)


def _told_of_waits(mailbox: _Mailbox, key: int) -> AbstractContextManager[None]:
    """A lock wait of the job's work posted to the mailbox under the job's key."""
    # Loaded here, off the GUI thread: the window paints its first screen without the
    # database's modules (issue 16 §1).
    from fog_desktop.database import lock_wait  # noqa: PLC0415

    return lock_wait.waiting(lock_wait.WaitPolicy(told=partial(mailbox.waiting.emit, key)))


def _run(job: _Job, key: int, mailbox: _Mailbox, location: str | None, listens: bool) -> None:
    """On a pool thread: run the work, drop it, leave the outcome, post the key."""
    work, job.work = job.work, None
    assert work is not None
    try:
        with _told_of_waits(mailbox, key) if listens else nullcontext():
            outcome: tuple[bool, Any] = (True, work())
    except Exception as exc:  # every failure goes to on_failure
        outcome = (False, plain_failure(exc, location=location) or exc)
    del work
    job.outcome, outcome = outcome, (False, None)
    mailbox.done.emit(key)


class BackgroundOp(QObject, Generic[T]):
    """Run ``work`` on the thread pool; then ``on_success(result)`` or ``on_failure(exc)``.

    Both callbacks run on the GUI thread. A failure of the machine (disk full, read-only,
    another save in progress, the server gone) reaches ``on_failure`` as the
    :class:`~fog_desktop.errors.FogError` that says so in one sentence, the driver's or
    the OS's error as its cause. Without ``on_failure`` an exception goes to the crash
    handler. ``finished`` is emitted after the callback. With an ``owner`` (the page or
    dialog that asked), the outcome is dropped if the owner is gone by then: a window
    closed while its records were being read.
    """

    finished = Signal()
    # Keeps each operation alive while it runs, without tying it to a widget's lifetime.
    _running: ClassVar[dict[int, tuple[BackgroundOp[Any], _Job]]] = {}
    _keys = itertools.count()
    _mailbox: ClassVar[_Mailbox | None] = None
    #: The database a failure's sentence names ("the database file C:\\…"), as the
    #: crash handler that the window installs names it.
    location: ClassVar[str | None] = None

    def __init__(
        self,
        work: Callable[[], T],
        on_success: Callable[[T], None],
        on_failure: Callable[[Exception], None] = _to_crash_handler,
        owner: QObject | None = None,
        on_wait: Callable[[LockWait | None], None] | None = None,
    ) -> None:
        super().__init__()
        self._work = work
        self._on_success = on_success
        self._on_failure = on_failure
        self._owner = owner
        self._on_wait = on_wait

    @classmethod
    def busy(cls) -> bool:
        """Whether any work is still running or its outcome not yet delivered."""
        return bool(cls._running)

    def run_in_background(self, pool: QThreadPool | None = None) -> None:
        """Start the work; called on the GUI thread."""
        if BackgroundOp._mailbox is None:
            BackgroundOp._mailbox = _Mailbox()
            BackgroundOp._mailbox.done.connect(BackgroundOp._deliver)
            BackgroundOp._mailbox.waiting.connect(BackgroundOp._deliver_wait)
        key = next(BackgroundOp._keys)
        job = _Job(self._work)
        BackgroundOp._running[key] = (self, job)
        mailbox, location = BackgroundOp._mailbox, BackgroundOp.location
        listens = self._on_wait is not None
        (pool or QThreadPool.globalInstance()).start(
            lambda: _run(job, key, mailbox, location, listens)
        )

    @staticmethod
    @Slot(int, object)
    def _deliver_wait(key: int, wait: LockWait | None) -> None:
        # A wait posted just before the work ended arrives after it: said no more.
        running = BackgroundOp._running.get(key)
        if running is None or running[1].outcome is not None:
            return
        op = running[0]
        if op._on_wait is not None and (op._owner is None or isValid(op._owner)):
            op._on_wait(wait)

    @staticmethod
    @Slot(int)
    def _deliver(key: int) -> None:
        op, job = BackgroundOp._running[key]
        assert job.outcome is not None
        (succeeded, value), job.outcome = job.outcome, None
        try:
            if op._owner is None or isValid(op._owner):
                if succeeded:
                    op._on_success(value)
                else:
                    op._on_failure(value)
        finally:
            del BackgroundOp._running[key]
            op.finished.emit()
