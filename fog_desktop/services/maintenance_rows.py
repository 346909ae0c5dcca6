"""The maintenance log read a page at a time, as plain rows (R1–R3).

A table of 100,000 entries opens at once and jumps to any row at once (issue 16 §4): the
page reads the ids of the entries its filter lets through, in its order, once (a few
hundred kilobytes), then the rows it shows by their ids, each carrying the flags the
rules raise on it.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass, field, replace
from datetime import date
from itertools import chain
from typing import Any, TypeVar, cast

from sqlalchemy import (
    ColumnElement,
    FunctionElement,
    Select,
    String,
    and_,
    false,
    func,
    or_,
    select,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.orm import Session
from sqlalchemy.sql.compiler import SQLCompiler

from fog_desktop.database import Database
from fog_desktop.parse import unstorable
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.entry_dates import created_entry
from fog_desktop.services.maintenance_flags import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    ROW_COLUMNS,
    MaintenanceRow,
    row_of,
)
from fog_desktop.services.ordinances import profile_in
from models import (
    AuditEntry,
    CityInspection,
    Device,
    MaintenanceEntry,
    Service,
)


@dataclass
class MaintenanceFilter:
    """What the Maintenance page narrows the log to; empty values mean everything."""

    device_id: str = ""
    service: str = ""
    date_from: date | None = None
    date_to: date | None = None
    #: "" for every entry, "in use" without void ones, "void" for void ones only.
    status: str = ""
    search: str = ""
    sort: str = "date"
    descending: bool = True

    @property
    def narrows(self) -> bool:
        """Whether it leaves entries out (its sort aside)."""
        return replace(self, sort="date", descending=True) != MaintenanceFilter()


SORT_COLUMNS = {
    "date": MaintenanceEntry.service_date,
    "device": Device.device_id,
    "service": MaintenanceEntry.service,
    "fog": MaintenanceEntry.fog_depth_in,
    "solids": MaintenanceEntry.solids_depth_in,
    "percent": (MaintenanceEntry.fog_depth_in + MaintenanceEntry.solids_depth_in)
    / Device.design_depth_in,
    "gallons": MaintenanceEntry.gallons_removed,
    "hauler": MaintenanceEntry.hauler,
    "manifest": MaintenanceEntry.manifest_no,
    "performed_by": MaintenanceEntry.performed_by,
    "notes": MaintenanceEntry.notes,
    "status": MaintenanceEntry.voided_at,
}

#: The orders that are the device's (its name, or a depth over its design depth).
DEVICE_SORTS = ("device", "percent")

_Query = TypeVar("_Query", bound=Select[*tuple[Any, ...]])


def _with_device(query: _Query) -> _Query:
    return query.join(Device, Device.id == MaintenanceEntry.device_pk)


def _rows() -> Select[*tuple[Any, ...]]:
    """The columns of each entry's row, with its device's and its "create" entry's."""
    query = _with_device(select(*ROW_COLUMNS))
    return query.outerjoin(AuditEntry, created_entry(MaintenanceEntry))


def _of_devices(*where: ColumnElement[bool]) -> ColumnElement[bool]:
    """Entries of the devices ``where`` picks, asked of the few devices rather than joined
    to each of 100,000 entries: the ids of a long log are read in a blink (issue 16 §4)."""
    return MaintenanceEntry.device_pk.in_(select(Device.id).where(*where))


class _Folded(FunctionElement[str]):
    """A text as the search compares it, in lower case: ``lower(text)``, except on SQLite.

    SQLite's LIKE already ignores the case of exactly the letters its ``lower()`` folds
    (A to Z), so there the column is compared as it is: no function call for each of
    100,000 entries, and a search of the whole log takes half the time (issue 16 §4).
    """

    type = String()
    inherit_cache = True


@compiles(_Folded)
def _lower(element: _Folded, compiler: SQLCompiler, **kw: Any) -> str:
    return f"lower({compiler.process(element.clauses, **kw)})"


@compiles(_Folded, "sqlite")
def _as_typed(element: _Folded, compiler: SQLCompiler, **kw: Any) -> str:
    return str(compiler.process(element.clauses, **kw))


def _filtered(query: _Query, establishment_id: int, flt: MaintenanceFilter) -> _Query:
    if any(map(unstorable, (flt.device_id, flt.service, flt.search))):
        # no stored text holds such a character, and the database would refuse to compare
        return query.where(false())
    conditions = [MaintenanceEntry.establishment_id == establishment_id]
    if flt.device_id:
        conditions.append(_of_devices(Device.device_id == flt.device_id))
    if flt.service:
        conditions.append(MaintenanceEntry.service == flt.service)
    if flt.date_from:
        conditions.append(MaintenanceEntry.service_date >= flt.date_from)
    if flt.date_to:
        conditions.append(MaintenanceEntry.service_date <= flt.date_to)
    if flt.status == "in use":
        conditions.append(MaintenanceEntry.voided_at.is_(None))
    elif flt.status == "void":
        conditions.append(MaintenanceEntry.voided_at.is_not(None))
    if flt.search.strip():
        typed = flt.search.strip().lower()
        conditions.append(
            or_(
                *(
                    # autoescape: a % or _ typed is searched for, not a wildcard
                    _Folded(column).contains(typed, autoescape=True)
                    for column in (
                        MaintenanceEntry.hauler,
                        MaintenanceEntry.manifest_no,
                        MaintenanceEntry.performed_by,
                        MaintenanceEntry.notes,
                    )
                ),
                _of_devices(_Folded(Device.device_id).contains(typed, autoescape=True)),
                MaintenanceEntry.city_inspection_pk.in_(
                    select(CityInspection.id).where(
                        _Folded(CityInspection.inspection_no).contains(typed, autoescape=True)
                    )
                ),
            )
        )
    return query.where(and_(*conditions))


def count_rows(db: Database, establishment_id: int, flt: MaintenanceFilter) -> int:
    with db.read() as session:
        return _count(session, establishment_id, flt)


def _count(session: Session, establishment_id: int, flt: MaintenanceFilter) -> int:
    query = _filtered(select(func.count(MaintenanceEntry.id)), establishment_id, flt)
    return session.scalar(query) or 0


def _in_order(query: _Query, flt: MaintenanceFilter) -> _Query:
    order = SORT_COLUMNS.get(flt.sort, MaintenanceEntry.service_date)
    # Empty cells last either way, and the same on SQLite and PostgreSQL, whose own
    # defaults put them at opposite ends.
    direction = (order.desc() if flt.descending else order.asc()).nulls_last()
    tiebreak = MaintenanceEntry.id.desc() if flt.descending else MaintenanceEntry.id.asc()
    return query.order_by(direction, tiebreak)


def _sorted(establishment_id: int, flt: MaintenanceFilter) -> Select[*tuple[Any, ...]]:
    return _in_order(_filtered(_rows(), establishment_id, flt), flt)


def _ids(session: Session, establishment_id: int, flt: MaintenanceFilter) -> array[int]:
    """The ids of the filtered log in its order: 8 bytes an entry, where its rows would
    take some 700."""
    query = _filtered(select(MaintenanceEntry.id), establishment_id, flt)
    if flt.sort in DEVICE_SORTS:
        query = _with_device(query)
    # The driver's own rows: an id needs no converting, and SQLAlchemy's row for each of
    # 100,000 entries would take as long again as the query (issue 16 §4).
    with closing(session.connection().execute(_in_order(query, flt))) as result:
        # sqlite3's and psycopg's cursors both iterate over their rows
        rows = cast("Iterable[tuple[int]]", result.cursor)
        return array("q", chain.from_iterable(rows))


def _by_id(
    session: Session, ids: Sequence[int], as_of: date, profile: OrdinanceProfile
) -> list[MaintenanceRow]:
    query = _rows()
    found = {r.id: r for r in session.execute(query.where(MaintenanceEntry.id.in_(ids)))}
    return [row_of(found[pk], as_of, profile) for pk in ids]


def rows_by_id(
    db: Database, establishment_id: int, ids: Sequence[int], *, as_of: date
) -> list[MaintenanceRow]:
    """The entries of ``establishment_id`` with these ids, in the order given: a page of
    the log whose ids :func:`first_page` read. Entries are never deleted (R6), so each id
    is found."""
    with db.read() as session:
        return _by_id(session, ids, as_of, profile_in(session, establishment_id))


def fetch_rows(
    db: Database,
    establishment_id: int,
    flt: MaintenanceFilter,
    offset: int,
    limit: int,
    *,
    as_of: date,
) -> list[MaintenanceRow]:
    """One page of the filtered, sorted log."""
    query = _sorted(establishment_id, flt).offset(offset).limit(limit)
    with db.read() as session:
        profile = profile_in(session, establishment_id)
        return [row_of(r, as_of, profile) for r in session.execute(query)]


@dataclass(frozen=True)
class LogPage:
    """The first rows of the filtered, sorted log, with the counts said beside them and
    the ids of every entry it lists, in its order, for the other pages to be read by."""

    rows: tuple[MaintenanceRow, ...]
    #: How many entries the log holds, filtered or not.
    every: int
    ids: array[int] = field(default_factory=lambda: array("q"))

    @property
    def total(self) -> int:
        """How many entries the filter lets through, read or not."""
        return len(self.ids)


def first_page(
    db: Database, establishment_id: int, flt: MaintenanceFilter, limit: int, *, as_of: date
) -> LogPage:
    """The log as a table opens it: the ids in order, the first ``limit`` rows and the
    counts, read in one transaction so that they agree however busy another PC is."""
    with db.read() as session:
        ids = _ids(session, establishment_id, flt)
        every = _count(session, establishment_id, MaintenanceFilter()) if flt.narrows else len(ids)
        profile = profile_in(session, establishment_id)
        rows = tuple(_by_id(session, ids[:limit], as_of, profile))
    return LogPage(rows, every, ids)


def unlinked_pump_outs(db: Database, establishment_id: int, *, as_of: date) -> list[MaintenanceRow]:
    """The pump-outs in use with no manifest linked, newest first: those a manifest can be
    linked to by hand (R2)."""
    flt = MaintenanceFilter(service=Service.PUMP_OUT.value, status="in use")
    query = _sorted(establishment_id, flt).where(MaintenanceEntry.manifest_id.is_(None))
    with db.read() as session:
        profile = profile_in(session, establishment_id)
        return [row_of(r, as_of, profile) for r in session.execute(query)]


def recent_haulers(db: Database, establishment_id: int, pump_outs: int) -> list[str]:
    """The haulers named on the last ``pump_outs`` pump-outs in use, A to Z, for a form to
    suggest: a manifest is matched to its pump-out on the hauler's name (R2)."""
    recent = (
        select(MaintenanceEntry.hauler)
        .where(
            MaintenanceEntry.establishment_id == establishment_id,
            MaintenanceEntry.service == Service.PUMP_OUT,
            MaintenanceEntry.voided_at.is_(None),
        )
        .order_by(MaintenanceEntry.service_date.desc(), MaintenanceEntry.id.desc())
        .limit(pump_outs)
        .subquery()
    )
    with db.read() as session:
        names = set(session.scalars(select(recent.c.hauler).distinct()))
    return sorted((name for name in names if name), key=str.lower)


def iter_rows(
    db: Database, establishment_id: int, flt: MaintenanceFilter, *, as_of: date
) -> Iterator[MaintenanceRow]:
    """The whole filtered log, streamed from one query a batch at a time, so memory does
    not grow with the number of entries (the export)."""
    # The result is closed even when the caller stops early (a cancelled export), or
    # PostgreSQL warns of a cursor left open.
    with (
        db.read() as session,
        session.execute(
            _sorted(establishment_id, flt), execution_options={"yield_per": 2000}
        ) as result,
    ):
        profile = profile_in(session, establishment_id)
        for r in result:
            yield row_of(r, as_of, profile)


def over_limit_and_pump_outs(
    db: Database, establishment_id: int, start: date, end: date, *, as_of: date
) -> list[MaintenanceRow]:
    """The entries in use from ``start`` to ``end`` that are a reading over the limit or a
    pump-out, by date: where a reading contradicts a pump-out is looked for (R7)."""
    query = _rows().where(
        MaintenanceEntry.establishment_id == establishment_id,
        MaintenanceEntry.voided_at.is_(None),
        MaintenanceEntry.service_date.between(start, end),
        or_(
            MaintenanceEntry.service == Service.PUMP_OUT,
            MaintenanceEntry.fog_depth_in.is_not(None),
        ),
    )
    with db.read() as session:
        profile = profile_in(session, establishment_id)
        rows = [
            row_of(r, as_of, profile)
            for r in session.execute(query.order_by(MaintenanceEntry.service_date))
        ]
    return [r for r in rows if r.service == Service.PUMP_OUT or FLAG_OVER_25 in r.flags]


def needing_attention(db: Database, establishment_id: int, as_of: date) -> list[MaintenanceRow]:
    """Pump-outs the Dashboard flags (R2): every one still missing its manifest, and every
    possible partial pump-out not yet settled, whatever its age: until the manager
    confirms it full it met nothing."""
    flt = MaintenanceFilter(service=Service.PUMP_OUT.value, status="in use")
    rows: list[MaintenanceRow] = []
    with db.read() as session:
        query = _filtered(_rows(), establishment_id, flt).where(
            MaintenanceEntry.service_date <= as_of,
            or_(MaintenanceEntry.manifest_id.is_(None), MaintenanceEntry.partial_check == ""),
        )
        profile = profile_in(session, establishment_id)
        for r in session.execute(query.order_by(MaintenanceEntry.service_date.desc())):
            row = row_of(r, as_of, profile)
            if FLAG_MANIFEST_MISSING in row.flags or FLAG_PARTIAL in row.flags:
                rows.append(row)
    return rows
