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
from decimal import Decimal
from itertools import chain
from typing import Any, TypeVar, cast

from sqlalchemy import (
    ColumnElement,
    FunctionElement,
    Select,
    String,
    and_,
    case,
    false,
    func,
    or_,
    select,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.orm import Session
from sqlalchemy.sql.compiler import SQLCompiler

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text, unstorable
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import is_full_pump_out, is_partial_pump_out, manifest_missing
from fog_desktop.rules.sludge import exceeds_limit
from fog_desktop.rules.sludge import percent_of_design_depth as _percent
from fog_desktop.services.entry_dates import Entered, created_entry, entered_of
from fog_desktop.services.ordinances import profile_in
from models import (
    AuditEntry,
    CityInspection,
    Device,
    MaintenanceEntry,
    Manifest,
    PartialCheck,
    Service,
)

#: A row's flags: compared in code and written in English in the packet; the window shows
#: each with ``translate("MaintenanceFlag", flag)``.
FLAG_OVER_25 = noop("MaintenanceFlag", "Over 25%")
FLAG_PARTIAL = noop("MaintenanceFlag", "Possible partial pump-out")
FLAG_MANIFEST_MISSING = noop("MaintenanceFlag", "Manifest missing")
#: Recorded as partial by the manager: it met no pump-out (R2).
FLAG_RECORDED_PARTIAL = noop("MaintenanceFlag", "Partial pump-out")


def settled_full(partial_check: str) -> bool | None:
    """A stored :class:`~models.PartialCheck` as :func:`is_full_pump_out` takes it: True
    confirmed full, False recorded partial, None unsettled (R2)."""
    if not partial_check:
        return None
    return partial_check == PartialCheck.CONFIRMED_FULL


def counts_as_full(
    service: str, gallons_removed: Decimal | None, capacity: Decimal, partial_check: str
) -> bool:
    """Whether a log entry is a pump-out that resets its device's clock (R2)."""
    return service == Service.PUMP_OUT and is_full_pump_out(
        gallons_removed, capacity, settled_full(partial_check)
    )


@dataclass(frozen=True)
class MaintenanceRow:
    """One entry as the Maintenance table and the packet show it."""

    id: int
    service_date: date
    device_id: str
    device_type: str
    capacity_gal: Decimal
    service: str
    fog_depth_in: Decimal | None
    solids_depth_in: Decimal | None
    percent: Decimal | None
    gallons_removed: Decimal | None
    hauler: str
    manifest_no: str
    manifest_id: int | None
    #: Linked to a manifest, or its typed manifest no. is that of a manifest in use (R2).
    manifest_on_file: bool
    performed_by: str
    notes: str
    status_text: str
    is_void: bool
    flags: tuple[str, ...]
    #: The ordinance profile's limit the reading was judged against (R1): what
    #: :data:`FLAG_OVER_25` means for this row, 25 in Sierra Madre.
    limit_percent: Decimal
    #: How the manager settled a possibly partial pump-out (:class:`~models.PartialCheck`,
    #: "" while unsettled), and why (R2).
    partial_check: str = ""
    partial_check_note: str = ""
    #: The Inspection ID of the city inspection the reading was measured at, "" when it
    #: is not the city's (R1, whose reading).
    city_inspection_no: str = ""

    @property
    def measured_by(self) -> str:
        """Who did it, in the command line's and the packet's English: a city reading
        names its inspection first, "City, INSP-2026-001 (R. Flores)" (R1)."""
        return self.measured_by_in()

    def measured_by_in(
        self, city: str = "City, {inspection}", named: str = "{city} ({name})"
    ) -> str:
        """:attr:`measured_by` in the words given (the window's translated ones)."""
        if not self.city_inspection_no:
            return self.performed_by
        said = city.format(inspection=self.city_inspection_no)
        return named.format(city=said, name=self.performed_by) if self.performed_by else said

    #: When it was entered, as its audit trail says (R6).
    entered: Entered | None = None

    @property
    def counts_as_full(self) -> bool:
        """A pump-out in use that resets its device's clock (R2)."""
        return not self.is_void and counts_as_full(
            self.service, self.gallons_removed, self.capacity_gal, self.partial_check
        )

    @property
    def flags_said(self) -> tuple[str, ...]:
        """The flags in the command line's and the packet's English, "Over 25%" with the
        limit the reading was judged against."""
        over = f"Over {number_text(self.limit_percent)}%"
        return tuple(over if flag == FLAG_OVER_25 else flag for flag in self.flags)

    @property
    def manifest_problem(self) -> str:
        """What :data:`FLAG_MANIFEST_MISSING` means for this pump-out, in words true beside
        its manifest no.: a number noted is not a manifest on file (R2); "" when not flagged."""
        if FLAG_MANIFEST_MISSING not in self.flags:
            return ""
        if self.manifest_no:
            return f"manifest {self.manifest_no} noted, not on file"
        return "no manifest on file"

    @property
    def manifest_problem_shown(self) -> str:
        """:attr:`manifest_problem` as the window says it, in the interface's language (the
        packet keeps the English)."""
        if FLAG_MANIFEST_MISSING not in self.flags:
            return ""
        if self.manifest_no:
            return translate("MaintenanceFlag", "manifest {number} noted, not on file").format(
                number=self.manifest_no
            )
        return translate("MaintenanceFlag", "no manifest on file")


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

#: A pump-out is linked to its manifest when one of them is entered after the other; a
#: manifest whose hauler is spelt otherwise, or a number two haulers share, stays unlinked,
#: yet the manifest is on file. Looked up only for the few unlinked pump-outs with a number.
_MANIFEST_ON_FILE = case(
    (MaintenanceEntry.manifest_id.is_not(None), True),
    (
        and_(MaintenanceEntry.service == Service.PUMP_OUT, MaintenanceEntry.manifest_no != ""),
        select(Manifest.id)
        .where(
            Manifest.establishment_id == MaintenanceEntry.establishment_id,
            Manifest.manifest_no == MaintenanceEntry.manifest_no,
            Manifest.voided_at.is_(None),
        )
        .exists(),
    ),
    else_=False,
).label("manifest_on_file")

#: The Inspection ID of a reading the city measured: looked up only for the few linked.
_CITY_INSPECTION_NO = case(
    (
        MaintenanceEntry.city_inspection_pk.is_not(None),
        select(CityInspection.inspection_no)
        .where(CityInspection.id == MaintenanceEntry.city_inspection_pk)
        .scalar_subquery(),
    ),
    else_="",
).label("city_inspection_no")

_COLUMNS = (
    MaintenanceEntry.id,
    MaintenanceEntry.service_date,
    Device.device_id,
    Device.type,
    Device.capacity_gal,
    Device.design_depth_in,
    MaintenanceEntry.service,
    MaintenanceEntry.fog_depth_in,
    MaintenanceEntry.solids_depth_in,
    MaintenanceEntry.gallons_removed,
    MaintenanceEntry.hauler,
    MaintenanceEntry.manifest_no,
    MaintenanceEntry.manifest_id,
    _MANIFEST_ON_FILE,
    MaintenanceEntry.performed_by,
    MaintenanceEntry.notes,
    MaintenanceEntry.version,
    MaintenanceEntry.voided_at,
    MaintenanceEntry.void_reason,
    MaintenanceEntry.partial_check,
    MaintenanceEntry.partial_check_note,
    _CITY_INSPECTION_NO,
    # its "create" entry: when it was entered, and whether an import brought it (R6)
    AuditEntry.at,
    AuditEntry.reason,
)


def _with_device(query: _Query) -> _Query:
    return query.join(Device, Device.id == MaintenanceEntry.device_pk)


def _rows() -> Select[*tuple[Any, ...]]:
    """The columns of each entry's row, with its device's and its "create" entry's."""
    query = _with_device(select(*_COLUMNS))
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
    return [_row(found[pk], as_of, profile) for pk in ids]


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
        return [_row(r, as_of, profile) for r in session.execute(query)]


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
        return [_row(r, as_of, profile) for r in session.execute(query)]


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
            yield _row(r, as_of, profile)


def _row(r: Any, as_of: date, profile: OrdinanceProfile) -> MaintenanceRow:
    # Unpacked once, in _COLUMNS' order: a SQLAlchemy row answers each name looked up in
    # about 0.3 µs, two-thirds of the time the export's log took to make (issue 16 §2).
    (
        pk, service_date, device_id, device_type, capacity_gal, design_depth_in, service,
        fog_depth_in, solids_depth_in, gallons_removed, hauler, manifest_no, manifest_id,
        manifest_on_file, performed_by, notes, version, voided_at, void_reason,
        partial_check, partial_check_note, city_inspection_no, entered_at, entered_reason,
    ) = r  # fmt: skip
    percent = None
    flags: list[str] = []
    if fog_depth_in is not None and solids_depth_in is not None:
        percent = _percent(fog_depth_in, solids_depth_in, design_depth_in)
        if voided_at is None and exceeds_limit(
            fog_depth_in, solids_depth_in, design_depth_in, profile
        ):
            flags.append(FLAG_OVER_25)
    if service == Service.PUMP_OUT and voided_at is None:
        if partial_check == PartialCheck.PARTIAL:
            flags.append(FLAG_RECORDED_PARTIAL)
        elif (
            not partial_check
            and gallons_removed is not None
            and is_partial_pump_out(gallons_removed, capacity_gal)
        ):
            flags.append(FLAG_PARTIAL)
        if manifest_missing(service_date, bool(manifest_on_file), as_of):
            flags.append(FLAG_MANIFEST_MISSING)
    if voided_at is not None:
        status = f"Void: {void_reason or ''}".rstrip()
    else:
        status = "Amended" if version > 1 else "Recorded"
    return MaintenanceRow(
        id=pk,
        service_date=service_date,
        device_id=device_id,
        device_type=device_type,
        capacity_gal=capacity_gal,
        service=service,
        fog_depth_in=fog_depth_in,
        solids_depth_in=solids_depth_in,
        percent=percent,
        gallons_removed=gallons_removed,
        hauler=hauler,
        manifest_no=manifest_no,
        manifest_id=manifest_id,
        manifest_on_file=bool(manifest_on_file),
        performed_by=performed_by,
        notes=notes,
        status_text=status,
        is_void=voided_at is not None,
        flags=tuple(flags),
        limit_percent=profile.limit_percent,
        partial_check=partial_check,
        partial_check_note=partial_check_note,
        city_inspection_no=city_inspection_no,
        entered=None if entered_at is None else entered_of(entered_at, entered_reason),
    )


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
            _row(r, as_of, profile)
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
            row = _row(r, as_of, profile)
            if FLAG_MANIFEST_MISSING in row.flags or FLAG_PARTIAL in row.flags:
                rows.append(row)
    return rows
