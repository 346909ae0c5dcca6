"""SQLite's own checks of the database file, run beside verify's rehashing (R6)."""

from __future__ import annotations

from concurrent.futures import Executor, Future

from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session


def _storage_problems(connection: Connection, *, thorough: bool) -> list[str]:
    """What SQLite's own checks find in the file: damaged pages, rows whose foreign key
    points nowhere."""
    # quick_check reads every page and row as integrity_check does, but does not compare
    # each index with its table: damage that loses a record shows in both.
    check = "PRAGMA integrity_check" if thorough else "PRAGMA quick_check"
    rows = [str(r[0]) for r in connection.exec_driver_sql(check)]
    problems = [f"database file damaged: {r}" for r in rows] if rows != ["ok"] else []
    return problems + [
        f"{row[0]} row {row[1]} points at a missing row of {row[2]} (foreign key)"
        for row in connection.exec_driver_sql("PRAGMA foreign_key_check")
    ]


def _on_a_connection_of_its_own(engine: Engine, *, thorough: bool) -> list[str]:
    with engine.connect() as connection:
        return _storage_problems(connection, thorough=thorough)


def check_storage(pool: Executor, session: Session, *, thorough: bool) -> Future[list[str]]:
    """Start the storage check; its problems come when the future is done.

    Issue 16 §5: SQLite lets go of Python's lock while it reads the file, so on a
    connection of its own the check runs beside the rehashing of the chain. An
    in-memory database has no other connection to it and is checked at once.
    PostgreSQL enforces foreign keys itself and has no integrity_check.
    """
    bind = session.get_bind()
    if bind.dialect.name != "sqlite":
        problems: list[str] = []
    elif isinstance(bind, Engine) and bind.url.database not in (None, "", ":memory:"):
        return pool.submit(_on_a_connection_of_its_own, bind, thorough=thorough)
    else:
        problems = _storage_problems(session.connection(), thorough=thorough)
    done: Future[list[str]] = Future()
    done.set_result(problems)
    return done
