"""The SQLAlchemy engine and units of work, for SQLite and PostgreSQL alike.

SQLite is opened with WAL, ``foreign_keys=ON``, ``synchronous=FULL`` and a busy timeout.
The driver's own transaction handling is turned off so that SQLAlchemy emits ``BEGIN``
itself: the PRAGMAs then run outside any transaction (inside one SQLite ignores them
silently), and a write unit of work can take the write lock up front with
``BEGIN IMMEDIATE``, which keeps the audit trail's hash chain in one line.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlalchemy.orm import Session, sessionmaker

from fog_desktop.errors import DatabaseUnavailable

SQLITE_BUSY_TIMEOUT_MS = 15_000
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
    if conn.get_execution_options().get(_WRITE_OPTION, False):
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})")


def create_fog_engine(url: str) -> Engine:
    """An engine for ``url``, with the SQLite or PostgreSQL set-up of this module."""
    try:
        parsed = make_url(url)
        if parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        is_sqlite = parsed.get_backend_name() == "sqlite"
        if is_sqlite:
            engine = create_engine(parsed, connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
            event.listen(engine, "connect", _on_sqlite_connect)
            event.listen(engine, "begin", _on_sqlite_begin)
        else:
            engine = create_engine(parsed, pool_pre_ping=True)
            event.listen(engine, "begin", _on_pg_begin)
    except (ArgumentError, NoSuchModuleError, ValueError) as exc:
        raise DatabaseUnavailable(f"The database address {url!r} is not valid: {exc}") from exc
    return engine


class Database:
    """One database: the engine, its kind, and units of work on it."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = create_fog_engine(url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self._write_sessions = sessionmaker(
            self.engine.execution_options(**{_WRITE_OPTION: True}), expire_on_commit=False
        )

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @property
    def sqlite_path(self) -> Path | None:
        """The SQLite file, or None for PostgreSQL or an in-memory database."""
        if not self.is_sqlite:
            return None
        database = self.engine.url.database
        if not database or database == ":memory:":
            return None
        return Path(database)

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
                f"Can't open the database at {self.display_location}: {reason}"
            ) from exc

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for reading; nothing it does is committed."""
        with self._sessions() as session:
            yield session

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One unit of work that holds the write lock, committed whole or not at all."""
        with self._write_sessions() as session, session.begin():
            yield session

    def dispose(self) -> None:
        self.engine.dispose()
