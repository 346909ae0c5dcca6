"""The audit trail's verification for a packet's cover (R6, R7), made in a process of its
own while the sheets are written (issue 16 §2).

The verification reads the whole chain, and openpyxl writes the sheets in Python. In two
threads of one process they take turns on Python's lock; each of the many steps SQLite
takes lets go of it and must win it back, so the thread gained nothing (measured: the
export with its verification took as long as the two one after the other). A process
of its own runs on another core. It imports only the audit trail and the storage, and
opens the database by its URL.

A short chain, a restaurant's two years of records, is verified in this process when its
report is asked for: its verification (about 0.2 s for the demo's 1,500 entries) costs a
fraction of starting a Python process that imports the storage (about a second of both
cores' time, and 100 MB), so the second process only pays where the chain is long, as a
group's database shared by many establishments has it.

When no second process can be started, or it dies, the verification is made in this
process when its report is asked for: the cover never goes without it.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager

from fog_desktop.audit import VerifyReport, verify
from fog_desktop.chain import database_head
from fog_desktop.database import Database
from fog_desktop.database.anchor import HeadFile

log = logging.getLogger(__name__)

#: A new interpreter, never a copy of this one: a fork would copy the window's threads
#: and open connections, and Windows has only this way.
_START = multiprocessing.get_context("spawn")
#: The longest chain verified in this process: about half a second of verification, half
#: of what starting the second process takes on a two-core PC.
IN_THIS_PROCESS_UP_TO = 5_000


def verification(db: Database, est_id: int) -> VerifyReport:
    """The audit trail's verification for the establishment's packet, with the chain head
    the data folder last saw."""
    with db.read() as session:
        return verify(session, est_id, head_file=db.head_file)


def _end_with_parent() -> None:
    """In the second process, before its work: end when the process that started it
    ends, however it ended. A kill -9 of an export leaves nobody to stop the worker, which
    would wait for work forever, holding the caller's output pipes open."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _verification_at(url: str, head_file: HeadFile | None, est_id: int) -> VerifyReport:
    """:func:`verification`, in the second process: the database opened anew by its URL."""
    db = Database(url)
    db.head_file = head_file
    try:
        return verification(db, est_id)
    finally:
        db.dispose()


@contextmanager
def verifying_beside(db: Database, est_id: int) -> Iterator[Callable[[], VerifyReport]]:
    """Begin :func:`verification` in a second process; the function yielded waits for its
    report. Leaving the block does not wait for the process to end (a tenth of a second):
    it ends by itself once its report is sent, or its verification done. A chain of at
    most :data:`IN_THIS_PROCESS_UP_TO` entries is verified in this process instead, when
    the report is asked for."""
    with db.read() as session:
        entries = database_head(session).seq
    if entries <= IN_THIS_PROCESS_UP_TO:
        yield lambda: verification(db, est_id)
        return
    try:
        pool = ProcessPoolExecutor(max_workers=1, mp_context=_START, initializer=_end_with_parent)
        started = pool.submit(_verification_at, db.url, db.head_file, est_id)
    except (OSError, RuntimeError) as exc:  # no process could be started
        log.warning("The audit trail is verified in this process: %s", exc)
        yield lambda: verification(db, est_id)
        return
    try:
        yield lambda: _report(started, db, est_id)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _report(started: Future[VerifyReport], db: Database, est_id: int) -> VerifyReport:
    try:
        return started.result()
    except BrokenProcessPool as exc:  # the process died before its report
        log.warning("The audit trail is verified in this process: %s", exc)
        return verification(db, est_id)
