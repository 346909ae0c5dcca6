"""A guard: the window's own code never waits on the database on the window's thread.

A query on the GUI thread freezes the window for as long as it takes: a long history, a
shared PostgreSQL server across the network. The window's code (the ``ui`` package) reads
and stores through :mod:`ui.operations`, off that thread. The test suite turns this
guard on, so a slip fails a test instead of freezing a manager's screen.

The core knows nothing of Qt: whoever owns the GUI thread names it here.
"""

from __future__ import annotations

import sys
import threading
from types import FrameType

#: The package whose code must not query the database on the GUI thread.
WINDOW_PACKAGE = "ui"


class _Guarded:
    thread: int | None = None


class DatabaseOnGuiThread(AssertionError):
    """The window's code called the database on the thread that draws the window."""


def forbid_on(thread: threading.Thread | None) -> None:
    """Refuse queries that the window's code makes on ``thread``; None lifts the guard."""
    _Guarded.thread = thread.ident if thread is not None else None


def check() -> None:
    """Raise :class:`DatabaseOnGuiThread` if the window's code is querying on its thread.

    Other code on that thread may: the command line, a test setting up its records.
    """
    if _Guarded.thread is None or threading.get_ident() != _Guarded.thread:
        return
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if module == WINDOW_PACKAGE or module.startswith(WINDOW_PACKAGE + "."):
            raise DatabaseOnGuiThread(
                f"{module} (line {frame.f_lineno}) called the database on the GUI thread: "
                "read and store through ui.operations instead"
            )
        frame = frame.f_back
