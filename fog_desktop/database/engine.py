"""The SQLAlchemy engine and units of work, for SQLite and PostgreSQL alike.

SQLite is opened with WAL, ``foreign_keys=ON``, ``synchronous=FULL`` and a busy timeout.
The driver's own transaction handling is turned off so that SQLAlchemy emits ``BEGIN``
itself: the PRAGMAs then run outside any transaction (inside one SQLite ignores them
silently), and a write unit of work can take the write lock up front with
``BEGIN IMMEDIATE``, which keeps the audit trail's hash chain in one line.

On PostgreSQL a read session is one REPEATABLE READ transaction: ``verify`` and an
export read the chain and the records from one snapshot, so a save on another PC in
between can't look like a record without its audit entry.
"""

from __future__ import annotations

import logging
import socket
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker

from fog_desktop import APP_NAME, config
from fog_desktop.chain import database_head
from fog_desktop.database import gui_thread, lock_wait
from fog_desktop.database.anchor import HeadFile
from fog_desktop.errors import DatabaseUnavailable
from fog_desktop.failures import cant_save_in
from fog_desktop.i18n import translate
from fog_desktop.quick_check import in_unwritable_folder, read_only

log = logging.getLogger(__name__)

#: How long a save waits for another one (a long import) before it gives up. Readers
#: never wait in WAL mode, so only savers do.
SQLITE_BUSY_TIMEOUT_MS = 60_000
SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA synchronous=FULL",
    f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}",
)
# Writers on PostgreSQL queue on this advisory lock so that the audit chain stays linear
# when several PCs of a restaurant group write at once.
PG_WRITE_LOCK_KEY = 0x464F47  # "FOG"
_WRITE_OPTION = "fog_write"


def _on_sqlite_connect(dbapi_connection: sqlite3.Connection, _record: Any) -> None:
    dbapi_connection.isolation_level = None
    for pragma in SQLITE_PRAGMAS:
        dbapi_connection.execute(pragma)


def _on_sqlite_begin(conn: Any) -> None:
    write = conn.get_execution_options().get(_WRITE_OPTION, False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def _on_pg_begin(conn: Any) -> None:
    lock_wait.begun(conn.connection.dbapi_connection)
    limit = lock_wait.lock_timeout_statement()
    if limit is not None:
        conn.exec_driver_sql(limit)
    if conn.get_execution_options().get(_WRITE_OPTION, False):
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})")


def _pg_connect_args(query: Mapping[str, Any]) -> dict[str, str]:
    """Name this PC's sessions, so that a save waiting behind one on another PC can say
    whose it is (lock_wait); an application_name in the URL is kept."""
    if "application_name" in query:
        return {}
    return {"application_name": f"{APP_NAME} on {socket.gethostname()}"}


def create_fog_engine(url: str) -> Engine:
    """An engine for ``url``, with the SQLite or PostgreSQL set-up of this module."""
    try:
        parsed = make_url(url)
        if parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        is_sqlite = parsed.get_backend_name() == "sqlite"
        if is_sqlite:
            engine = _sqlite_engine(parsed)
            event.listen(engine, "connect", _on_sqlite_connect)
            event.listen(engine, "begin", _on_sqlite_begin)
        else:
            engine = create_engine(
                parsed, pool_pre_ping=True, connect_args=_pg_connect_args(parsed.query)
            )
            event.listen(engine, "begin", _on_pg_begin)
    except (ArgumentError, NoSuchModuleError, ValueError) as exc:
        raise DatabaseUnavailable(
            translate("Database", "The database address {url} is not valid: {error}").format(
                url=repr(url), error=exc
            )
        ) from exc
    event.listen(engine, "before_cursor_execute", _on_cursor_execute)
    return engine


def _sqlite_engine(url: URL) -> Engine:
    """The SQLite file opened read-only when its folder can't be written: SQLite would
    refuse to open it otherwise (quick_check.read_only); every save is then refused
    before it starts (:attr:`Database.refusal`)."""
    timeout = SQLITE_BUSY_TIMEOUT_MS / 1000
    file = _sqlite_file(url)
    # A URI names its own mode (tests open a file read-only so).
    if file is None or "uri" in url.query or not in_unwritable_folder(file):
        return create_engine(url, connect_args={"timeout": timeout})

    def connect() -> sqlite3.Connection:
        # As SQLAlchemy opens a file: its pool hands connections between threads.
        return read_only(file, timeout=timeout, threads=True)

    return create_engine(url, creator=connect)


def _sqlite_file(url: URL) -> Path | None:
    database = url.database
    return None if not database or database == ":memory:" else Path(database)


def _on_cursor_execute(*_args: Any) -> None:
    gui_thread.check()


class Database:
    """One database: the engine, its kind, and units of work on it."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = create_fog_engine(url)
        #: Where each save records the chain head it leaves (fog_desktop.chain); None
        #: for a database opened without a data folder (tests, benchmarks).
        self.head_file: HeadFile | None = None
        #: The folder that can't be written, and why (the system's words), when the
        #: SQLite file's folder or the data folder can't (database/open.py): every save
        #: is then refused before it starts (:attr:`refusal`). Reading works all the same.
        self.unwritable: tuple[Path, str] | None = None
        file = self.sqlite_path
        if file is not None and in_unwritable_folder(file):
            why = config.folder_unwritable(file.parent) or translate("Database", "read-only")
            self.unwritable = (file.parent, why)
        readers = self.engine
        if not self.is_sqlite:
            readers = self.engine.execution_options(isolation_level="REPEATABLE READ")
        self._sessions = sessionmaker(readers, expire_on_commit=False)
        self._write_sessions = sessionmaker(
            self.engine.execution_options(**{_WRITE_OPTION: True}), expire_on_commit=False
        )

    @property
    def refusal(self) -> str | None:
        """The sentence a save is refused with; None when saving can work."""
        return None if self.unwritable is None else str(cant_save_in(*self.unwritable))

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def sqlite_path(self) -> Path | None:
        """The SQLite file, or None for PostgreSQL or an in-memory database."""
        return _sqlite_file(self.engine.url) if self.is_sqlite else None

    @property
    def display_location(self) -> str:
        """Where the data is, for Help > About: the file, or the URL without password."""
        path = self.sqlite_path
        return str(path) if path else self.engine.url.render_as_string(hide_password=True)

    def check_connection(self) -> None:
        """Connect once, turning the driver's error into one line for the user."""
        try:
            with self.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
        except DBAPIError as exc:
            reason = str(exc.orig).strip().splitlines()[0] if exc.orig else str(exc)
            raise DatabaseUnavailable(
                translate("Database", "Can't open the database at {database}: {reason}").format(
                    database=self.display_location, reason=reason
                )
            ) from exc

    @property
    def _watched_engine(self) -> Engine | None:
        """The engine whose lock waits are watched (lock_wait): PostgreSQL's only."""
        return None if self.is_sqlite else self.engine

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for reading; nothing it does is committed."""
        with lock_wait.watching(self._watched_engine), self._sessions() as session:
            yield session

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One unit of work that holds the write lock, committed whole or not at all.

        With a :attr:`head_file`, the chain head the unit leaves is written there before
        the commit and confirmed after it (see :mod:`fog_desktop.chain`).
        """
        if self.unwritable is not None:
            raise cant_save_in(*self.unwritable)
        keeper = self.head_file
        with lock_wait.watching(self._watched_engine), self._write_sessions() as session:
            with session.begin():
                found = database_head(session) if keeper else None
                if keeper and keeper.problem_while_saving(session) is not None:
                    # A database that holds less than was seen is not vouched for by
                    # saving to it: only the user's restore or acceptance resets the head.
                    keeper = None
                yield session
                leaving = database_head(session) if keeper else None
                if keeper and found and leaving and leaving.seq != found.seq:
                    identity = keeper.before_commit(session, found, leaving)
                else:
                    keeper = None
            if keeper and leaving:
                try:
                    keeper.after_commit(identity, leaving)
                except OSError as exc:
                    # Stored; the file still names this head as pending, which holds.
                    log.warning("Could not confirm the chain head in %s: %s", keeper.path, exc)

    def dispose(self) -> None:
        self.engine.dispose()
