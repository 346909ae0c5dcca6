"""Reading every stored entry and record back as verify needs them (issue 16 §5): the
driver's rows a batch at a time, and each row's canonical form, written by SQLite where
it can.
"""

from __future__ import annotations

import sqlite3
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Integer,
    Select,
    column,
    literal_column,
    select,
    table,
)
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session

from fog_desktop.stored_form import plainer, sql_form


def stored_rows(
    session: Session,
    table_name: str,
    columns: Sequence[str],
    where: tuple[str, int] | None = None,
    *,
    form: str | None = None,
) -> Iterator[Sequence[Any]]:
    """The columns of a table as the driver gives them, then the row's ``form`` (SQL) if
    given, in ``id`` order, a batch at a time.

    Issue 16 §5: verify reads every entry and record, and SQLAlchemy's rows and type
    processing (a regular expression for each date SQLite stores as text) would cost
    more than the checks; the few values that need converting go through
    :func:`~fog_desktop.stored_form.plainer`.
    """
    selected: list[ColumnElement[Any]] = [column(name) for name in columns]
    if form is not None:
        selected.append(literal_column(form))
    query: Select[Any] = select(*selected)
    query = query.select_from(table(table_name))
    if where is not None:
        query = query.where(column(where[0], Integer) == where[1])
    connection = session.connection()
    sql = query.order_by(column("id")).compile(
        dialect=connection.dialect, compile_kwargs={"literal_binds": True}
    )
    driver: Any = connection.connection.dbapi_connection
    # A named cursor streams from a PostgreSQL server, so memory stays flat in the rows.
    postgresql = connection.dialect.name == "postgresql"
    cursor = driver.cursor(name=f"verify_{table_name}") if postgresql else driver.cursor()
    try:
        cursor.execute(str(sql))
        while rows := cursor.fetchmany(5000):
            yield from rows
    finally:
        cursor.close()


def writes_json(session: Session) -> bool:
    """SQLite with its JSON functions, which every build of the last years has."""
    if session.get_bind().dialect.name != "sqlite":
        return False
    try:
        session.connection().exec_driver_sql("SELECT json_object('a', 1)")
    except DBAPIError:
        return False
    return True


#: The form of a row holding a value the application cannot read: no canonical form,
#: which is always a JSON object, is empty.
UNREADABLE = ""


class Forms:
    """The canonical form of each stored row of a table, as verify reads it.

    SQLite writes it itself where it can (:func:`~fog_desktop.stored_form.sql_form`):
    about twice as fast as writing it in Python, and in C, without Python's lock. A form
    from SQLite that does not match what it is checked against is written again in
    Python, which has the last word: a value of a shape the SQL does not mirror is
    judged as it always was, never raised as a false alarm.
    """

    def __init__(
        self,
        session: Session,
        table_name: str,
        keyed: Sequence[tuple[str, ColumnElement[Any]]],
        write: Callable[[Sequence[Any]], str],
        *,
        in_sql: bool,
    ) -> None:
        dialect = session.get_bind().dialect
        self._session = session
        self._table = table_name
        self._columns = [col.name for _, col in keyed]
        self._plainers = [
            (i, p) for i, (_, col) in enumerate(keyed) if (p := plainer(col, dialect))
        ]
        self._write = write
        self.sql = sql_form(keyed, dialect) if in_sql else None

    def read(
        self, columns: Sequence[str], where: tuple[str, int] | None = None
    ) -> Iterator[Sequence[Any]]:
        """Each row's ``columns`` followed by its form."""
        if self.sql is not None:
            try:
                yield from stored_rows(self._session, self._table, columns, where, form=self.sql)
            except sqlite3.OperationalError as exc:
                if not str(exc).startswith("Could not decode"):
                    raise
                # Bytes that are not text: read as they are, the columns name the one
                # that holds them (fog_desktop/database/backup.damage_in_words).
                deque(stored_rows(self._session, self._table, self._columns, where), maxlen=0)
                raise
            return
        n = len(columns)
        for row in stored_rows(self._session, self._table, [*columns, *self._columns], where):
            yield (*row[:n], self._in_python(row[n:]))

    def in_python(self, row_id: int) -> str | None:
        """The form of the row ``row_id`` written in Python, when SQLite wrote it; None
        when Python wrote it already."""
        if self.sql is None:
            return None
        for row in stored_rows(self._session, self._table, self._columns, ("id", row_id)):
            return self._in_python(row)
        return None

    def _in_python(self, values: Sequence[Any]) -> str:
        row = list(values)
        try:
            for i, plain_form in self._plainers:
                row[i] = plain_form(row[i])
            return self._write(row)
        except (TypeError, ValueError, OverflowError):
            # A value the application could not read back (bytes in a text column, a
            # number in a date column) was not written by it: its row is named as
            # changed, never a crash of the verification.
            return UNREADABLE
