"""A stored value's audited form, written by SQLite and by Python (R6, issue 16 §5).

Verify has SQLite write the canonical form of each stored row; where SQLite gives a
form, it must be exactly Python's, and any other shape must be left to Python, so that
verify neither misses a change nor raises a false alarm.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import (
    Boolean,
    Column,
    Date,
    DateTime,
    Float,
    Integer,
    MetaData,
    Numeric,
    String,
    Table,
    Time,
    text,
)
from sqlalchemy.dialects import sqlite

from fog_desktop.audit import canonical, verify
from fog_desktop.context import AppContext
from fog_desktop.stored_form import plainer, sql_form
from tests.conftest import Outside, casa_test

TABLE = Table(
    "shapes",
    MetaData(),
    Column("id", Integer, primary_key=True),
    Column("words", String(200)),
    Column("count", Integer),
    Column("day", Date),
    Column("moment", DateTime(timezone=True)),
    Column("amount", Numeric(12, 2)),
    Column("flag", Boolean),
)
KEYED = sorted(((c.name, c) for c in TABLE.columns), key=lambda pair: pair[0])
DIALECT = sqlite.dialect()
NOT_PLAIN = '{"not plain":0}'

#: The shapes the application stores: SQLite must write each exactly as Python does.
STORED: dict[str, list[Any]] = {
    "words": ["", "Ana Ruiz", 'a "quoted" \\ path', "tab\tnew\nline\r", "nul\x00inside",
              "\x01\x1f\x7f", "é ü 中文 \u2028 🍳", None],
    "count": [0, -5, 2**62, None],
    "day": ["2026-12-02", None],
    "moment": ["2026-12-02 17:30:00.123456", "2016-01-01 00:00:00.000000", None],
    "amount": [0.6, 1.07, 100, 0, -0.5, 12345678.91, 0.01, None],
    "flag": [0, 1, None],
}  # fmt: skip
#: Shapes another tool could leave, which SQLite's SQL does not mirror: judged in Python.
OTHER: dict[str, list[Any]] = {
    "count": [1.5, b"\x00"],
    "day": ["2026-12-02 00:00:00", "2026-1-2", 20261202],
    "moment": ["2026-12-02T17:30:00.123456", "2026-12-02 17:30:00", "2026-12-02 17:30:00.1234"],
    "amount": [0.125, 1e-7, 0.1 + 0.2, 10.0**13, "six"],
    "flag": [2, -1, "yes"],
    "words": [b"bytes"],
}


@pytest.fixture
def shapes() -> Iterator[sqlite3.Connection]:
    connection = sqlite3.connect(":memory:")
    columns = ", ".join(f"{c.name} {c.type.compile(DIALECT)}" for c in TABLE.columns)
    connection.execute(f"CREATE TABLE shapes ({columns})")
    yield connection
    connection.close()


def _forms(connection: sqlite3.Connection, name: str, value: Any) -> tuple[str, str | None]:
    """SQLite's form of a row holding ``value`` in ``name``, and Python's (None when
    Python cannot read the value at all)."""
    connection.execute("DELETE FROM shapes")
    connection.execute(f"INSERT INTO shapes (id, {name}) VALUES (1, ?)", (value,))
    sql = sql_form(KEYED, DIALECT)
    assert sql is not None
    written = connection.execute(f"SELECT {sql} FROM shapes").fetchone()[0]
    stored = connection.execute(f"SELECT {', '.join(k for k, _ in KEYED)} FROM shapes").fetchone()
    values = {}
    for (key, col), raw in zip(KEYED, stored, strict=True):
        plain = plainer(col, DIALECT)
        try:
            values[key] = raw if plain is None else plain(raw)
        except (ValueError, TypeError):
            return written, None
    try:
        return written, canonical(values)
    except TypeError:  # bytes: JSON has no form for them
        return written, None


@pytest.mark.parametrize(("name", "value"), [(n, v) for n, vs in STORED.items() for v in vs])
def test_sqlite_writes_every_stored_shape_as_python_does(
    shapes: sqlite3.Connection, name: str, value: Any
) -> None:
    written, in_python = _forms(shapes, name, value)
    assert written == in_python


@pytest.mark.parametrize(("name", "value"), [(n, v) for n, vs in OTHER.items() for v in vs])
def test_a_shape_sqlite_does_not_mirror_is_left_to_python(
    shapes: sqlite3.Connection, name: str, value: Any
) -> None:
    written, in_python = _forms(shapes, name, value)
    assert NOT_PLAIN in written
    assert written != in_python


def test_a_type_without_a_mirror_leaves_the_whole_row_to_python() -> None:
    for odd in (Float(), Time()):
        keyed = [*KEYED, ("odd", Column("odd", odd))]
        assert sql_form(keyed, DIALECT) is None


def _problems(context: AppContext) -> list[str]:
    with context.db.read() as session:
        return verify(session).problems


def test_the_same_values_spelt_otherwise_raise_no_false_alarm(
    sqlite_context: AppContext, outside: Outside
) -> None:
    """A time written with a "T": another tool's spelling of the same time, which
    SQLAlchemy reads as the application wrote it."""
    casa_test(sqlite_context)
    with outside(sqlite_context) as connection:
        connection.execute(text("UPDATE devices SET created_at = replace(created_at, ' ', 'T')"))
        connection.execute(text("UPDATE audit_entries SET at = replace(at, ' ', 'T')"))
    assert _problems(sqlite_context) == []


@pytest.mark.parametrize(
    ("record", "entry"),
    [
        pytest.param(
            "capacity_gal = 1500.004",
            "at = '2020-01-01T00:00:00.000000'",
            id="a shape SQLite does not mirror",
        ),
        pytest.param(
            "in_service_since = 20261202",
            "actor = x'00ff'",
            id="a number where a date belongs, bytes where a name does",
        ),
    ],
)
def test_a_change_made_by_another_tool_is_named_whatever_its_shape(
    sqlite_context: AppContext, outside: Outside, record: str, entry: str
) -> None:
    """Judged in Python, which names a value the application cannot read as changed
    rather than crash."""
    casa_test(sqlite_context)
    with outside(sqlite_context) as connection:
        connection.execute(text(f"UPDATE devices SET {record}"))
        connection.execute(text(f"UPDATE audit_entries SET {entry} WHERE id = 1"))
    problems = _problems(sqlite_context)
    assert any("devices row 1" in p and "changed outside" in p for p in problems), problems
    assert any("audit entry 1" in p and "changed after it was written" in p for p in problems)
