"""SQLite's ``quick_check`` of the database file, started before the models load.

Opening the database checks the file first (database/open.py). On a restaurant group's
200 MiB file the check takes about a fifth of a second, all of it inside SQLite, which
lets go of Python's lock meanwhile. The window's start begins it on a thread of its own
before it imports SQLAlchemy and the models, and opening then takes that answer instead
of checking again (issue 16 §1).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from concurrent.futures import Future
from contextlib import closing
from pathlib import Path

#: The checks begun and not yet taken, by the file's resolved path.
_begun: dict[Path, Future[list[str]]] = {}
_lock = threading.Lock()


def read_only(path: Path, *, timeout: float = 5.0, threads: bool = False) -> sqlite3.Connection:
    """A connection that can't change the file; ``threads``: usable from any thread.

    In a folder where SQLite can't make its ``-wal`` and ``-shm`` files (a read-only
    disk, an immutable folder) it can't open a WAL database even to read, unless told
    that the file can't change (``immutable``); nor can it, since every writer needs
    those files too. A ``-wal`` file already there holds what a writer from before left,
    and is read as usual.
    """
    uri = f"{path.resolve().as_uri()}?mode=ro"
    if in_unwritable_folder(path) and not path.with_name(path.name + "-wal").exists():
        uri += "&immutable=1"
    return sqlite3.connect(uri, uri=True, timeout=timeout, check_same_thread=not threads)


def in_unwritable_folder(path: Path) -> bool:
    """No new file can be made beside ``path`` (a read-only disk or folder); False when
    that folder is not there at all, which opening the file says."""
    return path.parent.is_dir() and not os.access(path.parent, os.W_OK)


def _rows(path: Path) -> list[str]:
    with closing(read_only(path)) as conn:
        return [str(row[0]) for row in conn.execute("PRAGMA quick_check")]


def _run(path: Path, answer: Future[list[str]]) -> None:
    try:
        answer.set_result(_rows(path))
    except BaseException as exc:  # handed over to whoever takes the answer
        answer.set_exception(exc)


def sqlite_file(url: str) -> Path | None:
    """The SQLite file a database URL names (``sqlite:///path``, with a driver or options
    too), read as SQLAlchemy reads it but without importing it; None for a server or an
    in-memory database."""
    scheme, separator, rest = url.partition("://")
    if not separator or scheme.partition("+")[0] != "sqlite" or not rest.startswith("/"):
        return None
    database = rest[1:].partition("?")[0]
    return None if database in ("", ":memory:") else Path(database)


def check_early(url: str) -> None:
    """Begin the check of the SQLite file ``url`` names, if it names one that exists
    (:func:`sqlite_file`); for any other URL the check runs when the database is opened."""
    path = sqlite_file(url)
    if path is None or not path.is_file():
        return
    key = path.resolve()
    answer: Future[list[str]] = Future()
    with _lock:
        if key in _begun:
            return
        _begun[key] = answer
    threading.Thread(target=_run, args=(key, answer), name="quick_check", daemon=True).start()


def quick_check(path: Path) -> list[str]:
    """The rows ``PRAGMA quick_check`` gives for the file (``["ok"]`` when sound): the
    answer of a check begun early, waited for, else a check run now. Raises as
    :mod:`sqlite3` does for a file it can't read."""
    with _lock:
        begun = _begun.pop(path.resolve(), None)
    if begun is None:
        return _rows(path)
    return begun.result()
