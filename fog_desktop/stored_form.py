"""How a stored value becomes the form the audit trail keeps of it (rules.md R6): in
Python, and, for verify's speed (issue 16 §5), written by SQLite itself.

The audit trail keeps each record's values as :func:`plain` JSON values, in the canonical
form of ``fog_desktop.audit``. Verify reads every record and entry back, and must write
that form again from the stored values. :func:`plainer` does it in Python, for any
database. :func:`sql_form` asks SQLite to write the whole canonical form of a row in one
``json_object`` call, in C and without Python's lock.

The two must never disagree where SQLite gives an answer: each value's SQL mirrors
:func:`plainer` exactly for the shapes the application stores, and turns every other
shape into :data:`NOT_PLAIN`, a JSON object no audited value ever is. A form holding it
matches nothing, and verify then judges that row in Python, which has the last word.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, time
from decimal import Decimal
from functools import partial
from typing import Any

from sqlalchemy import Boolean, ColumnElement, Date, DateTime, Dialect, Numeric

#: Values JSON keeps as they are; checked by exact type first, as most values are these.
_AS_IS = frozenset({str, int, float, bool, type(None)})


def plain(value: Any) -> Any:
    """A JSON value that reads back the same from SQLite and PostgreSQL alike."""
    if type(value) in _AS_IS:
        return value
    if isinstance(value, datetime):
        if value.tzinfo is not None:
            value = value.astimezone(UTC).replace(tzinfo=None)
        return value.isoformat(timespec="microseconds")
    if isinstance(value, date | time):
        return value.isoformat()
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    return value


def _sqlite_datetime(parse: Callable[[Any], Any], value: Any) -> Any:
    """A time as SQLite stores it (``2026-12-02 17:30:00.000000``, UTC) in its audited form,
    without parsing it: only a value of another shape is parsed as SQLAlchemy would."""
    if value is None:
        return None
    if type(value) is str and len(value) == 26 and value[10] == " " and value[19] == ".":
        return f"{value[:10]}T{value[11:]}"
    return plain(parse(value))


def _sqlite_date(parse: Callable[[Any], Any], value: Any) -> Any:
    """A date as SQLite stores it (``2026-12-02``) is its audited form already."""
    if value is None or (type(value) is str and len(value) == 10 and value[4] == value[7] == "-"):
        return value
    return plain(parse(value))


def plainer(col: ColumnElement[Any], dialect: Dialect) -> Callable[[Any], Any] | None:
    """How a stored value of ``col`` becomes its audited (:func:`plain`) form; None
    when the driver gives that form already (text and whole numbers)."""
    impl = col.type.dialect_impl(dialect)
    # SQLite keeps dates, times, booleans and decimals in other types, which SQLAlchemy
    # converts back; PostgreSQL's driver gives them as Python values.
    parse = impl.result_processor(dialect, None) if dialect.name == "sqlite" else None
    if parse is None:
        return None if impl.python_type in (str, int) else plain
    if isinstance(impl, DateTime):
        return partial(_sqlite_datetime, parse)
    if isinstance(impl, Date):
        return partial(_sqlite_date, parse)
    return lambda value: None if value is None else plain(parse(value))


#: A JSON object, which no audited value is: the row holding it is judged in Python.
NOT_PLAIN = """json('{"not plain":0}')"""
#: Beyond this a number's digits are not all exact in a double, nor in ``%.2f``.
_EXACT = "1e12"


def _as_is(x: str) -> str:
    """Text and whole numbers, as :func:`plainer` gives them. A real number in such a
    column (JSON writes it differently in SQLite and Python) or bytes are not plain."""
    return f"CASE WHEN typeof({x}) IN ('real', 'blob') THEN {NOT_PLAIN} ELSE {x} END"


def _datetime(x: str) -> str:
    """:func:`_sqlite_datetime`'s stored shape; its length in bytes, which are ASCII."""
    return (
        f"CASE WHEN {x} IS NULL THEN NULL WHEN typeof({x}) = 'text' "
        f"AND length(CAST({x} AS BLOB)) = 26 AND substr({x}, 11, 1) = ' ' "
        f"AND substr({x}, 20, 1) = '.' THEN substr({x}, 1, 10) || 'T' || substr({x}, 12) "
        f"ELSE {NOT_PLAIN} END"
    )


def _date(x: str) -> str:
    """:func:`_sqlite_date`'s stored shape, kept as it is."""
    return (
        f"CASE WHEN {x} IS NULL THEN NULL WHEN typeof({x}) = 'text' "
        f"AND length(CAST({x} AS BLOB)) = 10 AND substr({x}, 5, 1) = '-' "
        f"AND substr({x}, 8, 1) = '-' THEN {x} ELSE {NOT_PLAIN} END"
    )


def _boolean(x: str) -> str:
    """SQLAlchemy reads 1 and 0 as True and False."""
    return (
        f"CASE WHEN {x} IS NULL THEN NULL WHEN typeof({x}) = 'integer' AND {x} IN (0, 1) "
        f"THEN json(CASE WHEN {x} THEN 'true' ELSE 'false' END) ELSE {NOT_PLAIN} END"
    )


def _decimal(x: str, scale: int) -> str:
    """SQLAlchemy reads a stored number as ``Decimal("%.2f" % value)`` (for a scale of 2),
    which :func:`plain` writes without its trailing zeros. A whole number is written as
    it is (a NUMERIC column keeps a whole real number, -0.0 too, as an integer); a real
    one only when it is the double nearest its ``%.2f`` text (as every amount the
    application stores is), where SQLite's rounding and Python's agree."""
    fixed = f"printf('%.{scale}f', {x})"
    return (
        f"CASE WHEN {x} IS NULL THEN NULL "
        f"WHEN typeof({x}) = 'integer' AND abs({x}) < {_EXACT} THEN CAST({x} AS TEXT) "
        f"WHEN typeof({x}) = 'real' AND abs({x}) < {_EXACT} "
        f"AND CAST({fixed} AS REAL) = {x} THEN rtrim(rtrim({fixed}, '0'), '.') "
        f"ELSE {NOT_PLAIN} END"
    )


def _sql_value(col: ColumnElement[Any], dialect: Dialect) -> str | None:
    """SQLite's expression for ``col``'s audited form (as :func:`plainer`), or None for
    a type it has no exact mirror for."""
    x = dialect.identifier_preparer.quote(col.name)
    impl = col.type.dialect_impl(dialect)
    if impl.result_processor(dialect, None) is None:
        return _as_is(x) if impl.python_type in (str, int) else None
    if isinstance(impl, DateTime):
        return _datetime(x)
    if isinstance(impl, Date):
        return _date(x)
    if isinstance(impl, Boolean):
        return _boolean(x)
    if isinstance(impl, Numeric) and impl.asdecimal and impl.scale:
        return _decimal(x, impl.scale)
    return None


def sql_form(keyed: Sequence[tuple[str, ColumnElement[Any]]], dialect: Dialect) -> str | None:
    """The SQL with which SQLite writes the canonical form of a row: a JSON object of
    each column's audited value under its key, ``keyed`` in the canonical (sorted) order.
    None on another database, or when a column's type has no mirror in SQL."""
    if dialect.name != "sqlite":
        return None
    members = []
    for key, col in keyed:
        value = _sql_value(col, dialect)
        if value is None:
            return None
        members.append(f"'{key}', {value}")
    return f"json_object({', '.join(members)})"
