"""Failures of the machine, not of the input nor of the code: one plain sentence each.

A full disk, a read-only file or folder, another save holding the write lock, a
PostgreSQL server gone: none of these is a bug, so none may reach the user as
"unexpected error" or a crash dialog (issue 11, section 4). :func:`plain_failure` maps
the exception the OS or the database driver raised to the
:class:`~fog_desktop.errors.StorageUnusable` that says what happened and what to do.
It goes by the error's code (``errno``, SQLite's result code, PostgreSQL's SQLSTATE),
never by its wording, which changes between versions and languages. A write unit of work
is committed whole or not at all (``Database.write``), so each sentence can say that
nothing was stored.
"""

from __future__ import annotations

import errno
import shutil
import sqlite3
import sys
from pathlib import Path

from fog_desktop.errors import (
    DiskFull,
    FileDamaged,
    FogError,
    ReadOnly,
    ServerGone,
    StorageBusy,
    StorageUnusable,
)
from fog_desktop.i18n import noop, translate

NOTHING_STORED = noop("Failures", "Nothing was stored.")
BUSY = noop("Failures", "Another save is in progress on this database; try again in a moment.")

# SQLite's extended result codes carry the primary code in their low byte.
_SQLITE_PRIMARY_MASK = 0xFF
_SQLITE_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})

# PostgreSQL SQLSTATEs: lock_not_available (lock_timeout), serialization_failure,
# deadlock_detected.
_PG_BUSY = frozenset({"55P03", "40001", "40P01"})
# admin_shutdown, crash_shutdown, cannot_connect_now; the whole class 08 is
# "connection exception".
_PG_GONE = frozenset({"57P01", "57P02", "57P03"})
_PG_DISK_FULL = "53100"
_PG_READ_ONLY = "25006"  # read_only_sql_transaction: a standby, or a read-only session

OS_DISK_FULL = frozenset({errno.ENOSPC, errno.EDQUOT})
_OS_NOT_ALLOWED = frozenset({errno.EACCES, errno.EPERM})


#: Less room than SQLite needs for its journal and shared-memory files: on a disk this
#: full it reports "disk I/O error" (or fails to open at all) rather than "disk full".
NEARLY_FULL_BYTES = 1 << 20


def disk_nearly_full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < NEARLY_FULL_BYTES
    except OSError:
        return False


def disk_full_for(database: Path) -> DiskFull:
    """The sentence for a database file whose disk has no room left."""
    return DiskFull(
        _sentence(
            translate(
                "Failures", "The disk is full: FOG Desktop could not use the database file {file}"
            ).format(file=database),
            translate("Failures", "free some space and try again"),
        )
    )


def cant_save_in(folder: Path, reason: str) -> ReadOnly:
    """The sentence for a save into a folder that can't be written (a read-only disk, an
    immutable folder): the records there are read and exported, never changed."""
    return ReadOnly(
        _sentence(
            translate(
                "Failures",
                "The folder {folder} can't be written ({reason}): FOG Desktop shows and "
                "exports the records in it, but can't save",
            ).format(folder=folder, reason=reason),
            translate("Failures", "allow changes to that folder, then try again"),
        )
    )


def cant_write_into(folder: Path, reason: str) -> ReadOnly:
    """The sentence for a file (a backup, a copy) that could not be made in ``folder``,
    which refused it: the folder is named, not the database being copied."""
    return ReadOnly(
        translate(
            "Failures",
            "The folder {folder} can't be written ({reason}), so the copy was not made; "
            "allow changes to that folder, or choose another, then try again.",
        ).format(folder=folder, reason=reason)
    )


def plain_failure(exc: BaseException, *, location: str | None = None) -> StorageUnusable | None:
    """The sentence for ``exc`` when the machine, not the code, is at fault; else None.

    ``location`` names the database (its file, or its server without the password) in
    the sentence. A driver error wrapped by SQLAlchemy, or raised ``from`` such an error,
    is looked through; a FogError is left as it is. The returned error has ``exc`` as its
    cause, so the log keeps the traceback.
    """
    # Loaded here, on a failure: the window's start never pays for SQLAlchemy before its
    # first paint (issue 16 §1).
    from sqlalchemy.exc import DBAPIError  # noqa: PLC0415

    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, FogError):
            return None  # it speaks to the user already, and knows more than the cause
        seen.add(id(current))
        failure = _classify(current, location)
        if failure is not None:
            failure.__cause__ = exc
            return failure
        current = current.orig if isinstance(current, DBAPIError) else current.__cause__
    return None


def damaged_file(path: object, problem: str) -> str:
    """The sentence that names a damaged database file and what is wrong with it."""
    return translate("Recovery", "The database file {path} is damaged: {problem}.").format(
        path=path, problem=problem
    )


def _classify(exc: BaseException, location: str | None) -> StorageUnusable | None:
    if isinstance(exc, sqlite3.Error | UnicodeDecodeError):
        # backup.py asks this module whether a disk is full: imported when needed.
        from fog_desktop.database.backup import damage_in_words  # noqa: PLC0415

        words = damage_in_words(exc)
        if words is not None:
            return FileDamaged(damaged_file(location or "", words))
    if isinstance(exc, sqlite3.Error):
        return _from_sqlite(getattr(exc, "sqlite_errorcode", None), location)
    # psycopg is loaded only when a PostgreSQL database is used; when it is not loaded,
    # no error of its can have been raised.
    psycopg = sys.modules.get("psycopg")
    if psycopg is not None and isinstance(exc, psycopg.Error):
        state: str | None = exc.sqlstate
        # A failure on the client's side (refused, reset, closed by the server) has no
        # SQLSTATE, and psycopg raises no other OperationalError without one.
        lost = state is None and isinstance(exc, psycopg.OperationalError)
        return _from_postgres(state, lost, location)
    if isinstance(exc, OSError):
        return _from_os(exc)
    return None


def _sentence(cause: str, action: str) -> str:
    return translate("Failures", "{cause}; {action}. {nothing_stored}").format(
        cause=cause, action=action, nothing_stored=translate("Failures", NOTHING_STORED)
    )


def _busy() -> StorageBusy:
    return StorageBusy(f"{translate('Failures', BUSY)} {translate('Failures', NOTHING_STORED)}")


def _database_file(location: str | None) -> str:
    if location:
        return translate("Failures", "the database file {file}").format(file=location)
    return translate("Failures", "the database file")


def _server(location: str | None) -> str:
    if location:
        return translate("Failures", "the database server {server}").format(server=location)
    return translate("Failures", "the database server")


def _first_upper(text: str) -> str:
    """Capital first letter only: ``str.capitalize`` would lower a file name's letters."""
    return text[:1].upper() + text[1:]


def _from_sqlite(code: int | None, location: str | None) -> StorageUnusable | None:
    if code is None:
        return None
    database_file = _database_file(location)
    if code == sqlite3.SQLITE_READONLY_DBMOVED:
        return ReadOnly(
            _sentence(
                _first_upper(
                    translate(
                        "Failures", "{file} was moved or deleted while FOG Desktop had it open"
                    ).format(file=database_file)
                ),
                translate("Failures", "put it back and start FOG Desktop again"),
            )
        )
    primary = code & _SQLITE_PRIMARY_MASK
    if primary == sqlite3.SQLITE_IOERR and location and disk_nearly_full(Path(location).parent):
        return disk_full_for(Path(location))
    if primary == sqlite3.SQLITE_FULL:
        return DiskFull(
            _sentence(
                translate(
                    "Failures", "The disk is full: FOG Desktop could not write to {file}"
                ).format(file=database_file),
                translate("Failures", "free some space and try again"),
            )
        )
    if primary == sqlite3.SQLITE_READONLY:
        return ReadOnly(
            _sentence(
                _first_upper(
                    translate(
                        "Failures", "{file} is read-only: FOG Desktop can't save to it"
                    ).format(file=database_file)
                ),
                translate("Failures", "allow changes to the file and its folder, then try again"),
            )
        )
    if primary == sqlite3.SQLITE_CANTOPEN:
        return ReadOnly(
            _sentence(
                translate(
                    "Failures",
                    "FOG Desktop can't open {file} for writing: its folder may be "
                    "read-only or gone",
                ).format(file=database_file),
                translate("Failures", "allow changes to the folder, then try again"),
            )
        )
    if primary == sqlite3.SQLITE_PERM:
        return _not_allowed(database_file)
    if primary in _SQLITE_BUSY_CODES:
        return _busy()
    return None


def _from_postgres(state: str | None, lost: bool, location: str | None) -> StorageUnusable | None:
    server = _server(location)
    if lost or state in _PG_GONE or (state or "").startswith("08"):
        return ServerGone(
            _sentence(
                translate("Failures", "FOG Desktop lost its connection to {server}").format(
                    server=server
                ),
                translate(
                    "Failures",
                    "check that the server is running and the network is up, then try again",
                ),
            )
        )
    if state in _PG_BUSY:
        return _busy()
    if state == _PG_DISK_FULL:
        return DiskFull(
            _sentence(
                translate(
                    "Failures", "The disk of {server} is full: FOG Desktop could not save"
                ).format(server=server),
                translate(
                    "Failures", "ask whoever runs the server to free some space, then try again"
                ),
            )
        )
    if state == _PG_READ_ONLY:
        return ReadOnly(
            _sentence(
                _first_upper(
                    translate(
                        "Failures", "{server} accepts no changes just now (it is read-only)"
                    ).format(server=server)
                ),
                translate("Failures", "ask whoever runs it to allow changes, then try again"),
            )
        )
    return None


def _from_os(exc: OSError) -> StorageUnusable | None:
    name = str(exc.filename) if exc.filename is not None else None
    if exc.errno in OS_DISK_FULL:
        quota = exc.errno == errno.EDQUOT
        if name:
            cause = (
                translate(
                    "Failures", "The disk quota is used up: FOG Desktop could not write {file}"
                )
                if quota
                else translate("Failures", "The disk is full: FOG Desktop could not write {file}")
            ).format(file=name)
        else:
            cause = (
                translate("Failures", "The disk quota is used up: FOG Desktop could not save")
                if quota
                else translate("Failures", "The disk is full: FOG Desktop could not save")
            )
        return DiskFull(_sentence(cause, translate("Failures", "free some space and try again")))
    if exc.errno == errno.EROFS:
        where = (
            translate(
                "Failures", "{file} is on a read-only disk: FOG Desktop can't write there"
            ).format(file=name)
            if name
            else translate("Failures", "The disk is read-only: FOG Desktop can't write there")
        )
        return ReadOnly(
            _sentence(
                where,
                translate(
                    "Failures", "make the disk writable or choose another place, then try again"
                ),
            )
        )
    if exc.errno in _OS_NOT_ALLOWED:
        return _not_allowed(name or translate("Failures", "a file it needs"))
    return None


def _not_allowed(what: str) -> ReadOnly:
    return ReadOnly(
        _sentence(
            translate(
                "Failures", "FOG Desktop is not allowed to use {what} (permission denied)"
            ).format(what=what),
            translate(
                "Failures",
                "ask whoever manages this PC for access, or choose another place, then try again",
            ),
        )
    )
