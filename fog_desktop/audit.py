"""The append-only, hash-chained audit trail, and its verification (rules.md R6).

Each entry's hash is the SHA-256 of a canonical JSON form of the entry, which includes
the previous entry's hash; changing, removing or reordering any entry breaks every hash
after it. Each record's current values must equal the "after" of its newest entry, so
an edit of a record made outside the application shows as well.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import sqlite3
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from json.encoder import encode_basestring
from types import SimpleNamespace
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    Engine,
    Integer,
    Row,
    Select,
    column,
    func,
    inspect,
    literal_column,
    select,
    table,
)
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker

from fog_desktop.chain import GENESIS_HASH, Reader, database_head
from fog_desktop.database import guards
from fog_desktop.database.anchor import HeadFile
from fog_desktop.stored_form import plain, plainer, sql_form
from models import (
    RECORD_TABLES,
    Attachment,
    AttachmentContent,
    AuditEntry,
    Base,
    Establishment,
    Record,
)
from models.audit import LABEL_LENGTH

__all__ = ["GENESIS_HASH", "Action", "VerifyReport", "append", "append_event", "verify"]

#: ``record_table`` of an entry about the database itself (a guard put back, a
#: database accepted as it is), not about one record.
DATABASE_EVENT = "database"


class Action:
    CREATE = "create"
    AMEND = "amend"
    UPDATE = "update"
    VOID = "void"
    IMPORT = "import"
    #: A guard of the database was found missing and put back.
    GUARD = "guard"
    #: The user chose to go on with a database that holds less than was last seen.
    ACCEPT = "accept"


#: Made once: ``json.dumps`` with these options builds a new encoder at every call.
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical(data: Any) -> str:
    return _CANONICAL.encode(data)


#: How the encoder writes a value of each of these exact types.
_JSON_OF: dict[type, Callable[[Any], str]] = {
    str: encode_basestring,
    int: int.__repr__,
    type(None): lambda _value: "null",
    bool: {True: "true", False: "false"}.__getitem__,
}


def _canonical_form(keys: Sequence[str]) -> Callable[[Sequence[Any]], str]:
    """:func:`canonical` of a dict of ``keys`` (sorted) from its values in their order.

    Issue 16 §5: verify writes the canonical form of every record it compares, and the
    encoder costs several times as much as joining the few types audited values have;
    a value of another type (a float) goes through the encoder as before.
    """
    members = [f"{encode_basestring(key)}:" for key in keys]

    def form(values: Sequence[Any]) -> str:
        try:
            parts = [m + _JSON_OF[type(v)](v) for m, v in zip(members, values, strict=True)]
        except KeyError:
            return canonical(dict(zip(keys, values, strict=True)))
        return "{" + ",".join(parts) + "}"

    return form


def snapshot(record: Base) -> dict[str, Any]:
    """The record's column values, as the audit trail keeps them."""
    mapper = inspect(type(record))
    return {col.key: plain(getattr(record, col.key)) for col in mapper.column_attrs}


def _fitted(label: str, length: int) -> str:
    """The label cut to the column's length, ending in an ellipsis: a label made of long
    fields (a manifest's hauler) must not stop the record from being saved (PostgreSQL
    enforces the length; SQLite would keep it whole)."""
    if len(label) <= length:
        return label
    return label[: length - 1] + "…"


def now_utc() -> datetime:
    return datetime.now(UTC)


#: The key of a unit of work's ``session.info`` holding the demo's clock: when each record
#: created in it was typed (:func:`created_moment`). Nothing a user types or runs sets it,
#: so no record can be backdated; the demo alone simulates two years of typing (R6).
TYPED_AT = "fog_typed_at"
#: The key of an import's ``session.info`` holding what each record it creates says of
#: where it came from (:func:`import_reason`): the reason of its "create" entry (R6).
IMPORTED_FROM = "fog_imported_from"
#: How the reason of an imported record's "create" entry begins; a record typed in the
#: window or on the command line is created with no reason.
IMPORTED_PREFIX = "Imported from "

#: When a record created in a unit of work was typed; None for now.
TypedAt = Callable[[Record], datetime | None]


def import_reason(file_name: str, day: date) -> str:
    """What each "create" entry of an import says: "Imported from log.xlsx on 2026-03-01"."""
    return f"{IMPORTED_PREFIX}{file_name} on {day.isoformat()}"


def is_imported(reason: str) -> bool:
    """Whether a "create" entry's reason marks its record as brought in by an import."""
    return reason.startswith(IMPORTED_PREFIX)


def created_moment(session: Session, record: Record) -> datetime:
    """When ``record``, being created in ``session``'s unit of work, was typed: now, but
    in the demo (:data:`TYPED_AT`)."""
    clock: TypedAt | None = session.info.get(TYPED_AT)
    moment = clock(record) if clock is not None else None
    return moment if moment is not None else now_utc()


def create_reason(session: Session) -> str:
    """The reason of a "create" entry made in ``session``'s unit of work: the import's
    mark, or none."""
    return str(session.info.get(IMPORTED_FROM, ""))


def local_time(moment: datetime) -> datetime:
    """A stored time in local time, without a zone (SQLite gives it back naive, in UTC)."""
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return aware.astimezone().replace(tzinfo=None)


def local_date(moment: datetime) -> date:
    """The local calendar date of a stored time."""
    return local_time(moment).date()


def os_user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"


#: The fields an entry's hash covers: all but its id and its own hash.
HASHED_FIELDS = (
    "at", "actor", "os_user", "action", "establishment_id", "record_table", "record_id",
    "record_label", "before", "after", "reason", "prev_hash",
)  # fmt: skip


def compute_hash(entry: AuditEntry | Row[Any] | SimpleNamespace) -> str:
    """The entry's hash, from the ORM object or from a row holding :data:`HASHED_FIELDS`."""
    fields = {name: plain(getattr(entry, name)) for name in HASHED_FIELDS}
    return hashlib.sha256(canonical(fields).encode("utf-8")).hexdigest()


def append(
    session: Session,
    *,
    action: str,
    record: Record,
    label: str,
    establishment_id: int | None,
    before: dict[str, Any] | None,
    actor: str,
    reason: str = "",
    at: datetime | None = None,
) -> AuditEntry:
    """Add the entry for a change of ``record`` that is already flushed in ``session``,
    made ``at`` (now unless given: a created record's :func:`created_moment`).

    Must run inside a write unit of work (:meth:`Database.write`), which holds the write
    lock, so that no other writer can append between reading the head and adding.
    """
    return _append(
        session,
        at=at,
        action=action,
        establishment_id=establishment_id,
        record_table=record.__tablename__,
        record_id=record.id,
        label=label,
        before=None if before is None else canonical(before),
        after=canonical(snapshot(record)),
        actor=actor,
        reason=reason,
    )


def plain_snapshot(columns: dict[str, Any]) -> dict[str, Any]:
    """:func:`snapshot` of a record given as its column values by key: a row stored in
    bulk, not through the ORM (issue 16 §3)."""
    return {key: plain(value) for key, value in columns.items()}


def entry_row(
    seq: int,
    prev_hash: str,
    *,
    action: str,
    establishment_id: int | None,
    record_table: str,
    record_id: int,
    label: str,
    before: str | None,
    after: str,
    actor: str,
    user: str,
    reason: str = "",
    at: datetime | None = None,
) -> dict[str, Any]:
    """The columns of the entry :func:`append` adds, as a plain row to be inserted in bulk
    with others after ``seq - 1`` whose hash is ``prev_hash`` (issue 16 §3): the caller
    keeps the chain's head, holds the write lock, and asks :func:`os_user` for ``user``
    once for all. ``at`` is now unless given (:func:`created_moment`)."""
    row: dict[str, Any] = {
        "seq": seq, "at": at or now_utc(), "actor": actor or "(name not set)", "os_user": user,
        "action": action, "establishment_id": establishment_id, "record_table": record_table,
        "record_id": record_id, "record_label": _fitted(label, LABEL_LENGTH), "before": before,
        "after": after, "reason": reason, "prev_hash": prev_hash,
    }  # fmt: skip
    row["entry_hash"] = compute_hash(SimpleNamespace(**row))
    return row


def append_event(
    session: Session, *, action: str, label: str, reason: str, actor: str
) -> AuditEntry:
    """Add an entry about the database itself (R6): what was found and what was done."""
    return _append(
        session,
        at=None,
        action=action,
        establishment_id=None,
        record_table=DATABASE_EVENT,
        record_id=0,
        label=label,
        before=None,
        after=canonical({}),
        actor=actor,
        reason=reason,
    )


def _append(
    session: Session,
    *,
    at: datetime | None,
    action: str,
    establishment_id: int | None,
    record_table: str,
    record_id: int,
    label: str,
    before: str | None,
    after: str,
    actor: str,
    reason: str,
) -> AuditEntry:
    head = database_head(session)
    entry = AuditEntry(
        **entry_row(
            head.seq + 1, head.hash, action=action, establishment_id=establishment_id,
            record_table=record_table, record_id=record_id, label=label, before=before,
            after=after, actor=actor, user=os_user(), reason=reason, at=at,
        )
    )  # fmt: skip
    session.add(entry)
    session.flush()
    return entry


@dataclass
class VerifyReport:
    """What :func:`verify` found; ``ok`` when nothing is wrong."""

    entries: int = 0
    head_hash: str = GENESIS_HASH
    problems: list[str] = field(default_factory=list)
    first_broken_entry: int | None = None
    #: Places of the chain head kept outside the database found damaged or missing,
    #: and mended (fog_desktop.database.anchor): said, but no fault of the records.
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def problem(self, entry_id: int, text: str) -> None:
        """A broken entry: the first one, in chain order, is where to start looking."""
        self.problems.append(text)
        if self.first_broken_entry is None or entry_id < self.first_broken_entry:
            self.first_broken_entry = entry_id


#: The columns of an entry the walk of the chain reads: its place and its links.
_LINK_COLUMNS = ("id", "seq", "prev_hash", "entry_hash")
#: The fields of an entry's hash in its canonical form's (sorted) order.
_SORTED_FIELDS = tuple(sorted(HASHED_FIELDS))
#: What the walk of the entries reads beside their form: their links, and what a
#: problem names and the comparison of the records needs.
_ENTRY_COLUMNS = (*_LINK_COLUMNS, "action", "record_table", "record_id", "after", "record_label")
_ACTION, _TABLE, _RECORD, _AFTER, _LABEL = range(len(_LINK_COLUMNS), len(_ENTRY_COLUMNS))


def _stored_rows(
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


def _entry_text(values: Sequence[Any]) -> str:
    """:func:`canonical` of an entry's hashed fields (:data:`_SORTED_FIELDS`, plain), written
    out for the types they have: issue 16 §5, verify writes 205,000 of them."""
    q = encode_basestring
    (
        action, actor, after, at, before, establishment_id, os_user, prev_hash, reason,
        record_id, record_label, record_table,
    ) = values  # fmt: skip
    if type(record_id) is not int or type(establishment_id) not in (int, type(None)):
        return canonical(dict(zip(_SORTED_FIELDS, values, strict=True)))
    owner = "null" if establishment_id is None else int.__repr__(establishment_id)
    try:
        return (
            f'{{"action":{q(action)},"actor":{q(actor)},"after":{q(after)},"at":{q(at)},'
            f'"before":{"null" if before is None else q(before)},"establishment_id":{owner},'
            f'"os_user":{q(os_user)},"prev_hash":{q(prev_hash)},"reason":{q(reason)},'
            f'"record_id":{int.__repr__(record_id)},"record_label":{q(record_label)},'
            f'"record_table":{q(record_table)}}}'
        )
    except TypeError:  # a text field that holds something else
        return canonical(dict(zip(_SORTED_FIELDS, values, strict=True)))


def _writes_json(session: Session) -> bool:
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
_UNREADABLE = ""


class _Forms:
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
                yield from _stored_rows(self._session, self._table, columns, where, form=self.sql)
            except sqlite3.OperationalError as exc:
                if not str(exc).startswith("Could not decode"):
                    raise
                # Bytes that are not text: read as they are, the columns name the one
                # that holds them (fog_desktop/database/backup.damage_in_words).
                deque(_stored_rows(self._session, self._table, self._columns, where), maxlen=0)
                raise
            return
        n = len(columns)
        for row in _stored_rows(self._session, self._table, [*columns, *self._columns], where):
            yield (*row[:n], self._in_python(row[n:]))

    def in_python(self, row_id: int) -> str | None:
        """The form of the row ``row_id`` written in Python, when SQLite wrote it; None
        when Python wrote it already."""
        if self.sql is None:
            return None
        for row in _stored_rows(self._session, self._table, self._columns, ("id", row_id)):
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
            return _UNREADABLE


def _walk_links(report: VerifyReport, rows: Iterable[Sequence[Any]]) -> Iterator[Sequence[Any]]:
    """Check each entry, in order, names the hash of the one before and carries the next
    number; pass each row on (the rows start with :data:`_LINK_COLUMNS`)."""
    expected_prev = GENESIS_HASH
    for row in rows:
        entry_id, seq, prev_hash, entry_hash = row[:4]
        report.entries += 1
        if prev_hash != expected_prev:
            report.problem(
                entry_id,
                f"audit entry {entry_id}: its link to the entry before is broken; an entry was "
                "removed or reordered",
            )
        if seq != report.entries:
            report.problem(
                entry_id,
                f"audit entry {entry_id} is numbered {seq} where {report.entries} belongs: "
                "entries were removed or renumbered",
            )
        expected_prev = entry_hash
        yield row
    report.head_hash = expected_prev


#: A record's newest audited state and the label it was written under.
_Latest = dict[tuple[str, int], tuple[str, str]]


def _hash_of(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _verify_entries(
    session: Session, report: VerifyReport, establishment_id: int | None, *, in_sql: bool
) -> _Latest:
    """Walk every link of the chain and recompute the hash of each entry (of one
    establishment, or all); return each record's newest "after" state.

    The whole chain is read once; for one establishment, its links alone are walked
    first, and then its own entries read whole.
    """
    name, entries = AuditEntry.__tablename__, AuditEntry.__table__
    keyed = [(field_name, entries.c[field_name]) for field_name in _SORTED_FIELDS]
    forms = _Forms(session, name, keyed, _entry_text, in_sql=in_sql)
    if establishment_id is None:
        rows = _walk_links(report, forms.read(_ENTRY_COLUMNS))
    else:
        deque(_walk_links(report, _stored_rows(session, name, _LINK_COLUMNS)), maxlen=0)
        rows = forms.read(_ENTRY_COLUMNS, ("establishment_id", establishment_id))
    audited_tables = frozenset(RECORD_TABLES)
    latest: _Latest = {}
    altered: list[tuple[int, str]] = []
    for row in rows:
        entry_id, entry_hash = row[0], row[3]
        if _hash_of(row[-1]) != entry_hash:
            again = forms.in_python(entry_id)
            if again is None or _hash_of(again) != entry_hash:
                altered.append((entry_id, f"audit entry {entry_id} ({row[_ACTION]} {row[_LABEL]})"))
        if row[_TABLE] in audited_tables:
            latest[(row[_TABLE], row[_RECORD])] = (row[_AFTER], row[_LABEL])
    # After the links, as a reader expects them: a broken link explains what follows.
    for entry_id, text in altered:
        report.problem(entry_id, f"{text}: its contents were changed after it was written")
    return latest


def _verify_records(
    session: Session,
    latest: _Latest,
    report: VerifyReport,
    establishment_id: int | None,
    *,
    in_sql: bool,
) -> None:
    """Each record must equal its newest audited state, and each audited record must
    still be there: those left in ``latest`` once every record is read are not."""
    for mapper in Base.registry.mappers:
        cls = mapper.class_
        if not issubclass(cls, Record):
            continue
        name = cls.__tablename__
        attrs = sorted(mapper.column_attrs, key=lambda attr: attr.key)
        keyed = [(attr.key, attr.columns[0]) for attr in attrs]
        forms = _Forms(session, name, keyed, _canonical_form([k for k, _ in keyed]), in_sql=in_sql)
        added = {
            attr.key: _default(attr.columns[0])
            for attr in attrs
            if attr.columns[0].info.get(ADDED_LATER)
        }
        owner = None
        if establishment_id is not None:
            owner = ("id" if cls is Establishment else "establishment_id", establishment_id)
        for record_id, form in forms.read(["id"], owner):
            audited = latest.pop((name, record_id), None)
            if audited is None:
                report.problems.append(
                    f"{name} row {record_id} has no audit entry: it was written outside FOG Desktop"
                )
            elif form != audited[0] and forms.in_python(record_id) != audited[0]:
                if _added_since(audited[0], added, form, forms.in_python(record_id)):
                    continue
                report.problems.append(
                    f"{name} row {record_id} ({audited[1]}) differs from its last audited "
                    "version: it was changed outside FOG Desktop"
                )
    for (name, record_id), (_after, label) in sorted(latest.items()):
        report.problems.append(
            f"{name} row {record_id} ({label}) is missing: it was deleted outside FOG Desktop"
        )


#: The ``info`` key of a column added to a table after records were audited: a snapshot
#: made before it has no such key, and the record matches it while the column holds its
#: default (models/maintenance.py's ``partial_check``, migration 0014), or None when it
#: has none (``city_inspection_pk``, 0015).
ADDED_LATER = "added_later"


def _default(column: Any) -> Any:
    """What a column added later holds in a record written before it: its default, or
    None for a link with none (models/maintenance.py's ``city_inspection_pk``, 0015)."""
    return column.default.arg if column.default is not None else None


def _added_since(audited: str, added: dict[str, Any], *forms: str | None) -> bool:
    """Whether a record matches its audited snapshot once the columns added since that
    snapshot are filled in with their defaults: the record was not changed, the schema was.
    A column set to anything else than its default is still a change."""
    if not added:
        return False
    before = json.loads(audited)
    missing = {key: value for key, value in added.items() if key not in before}
    if not missing:
        return False
    filled = canonical(before | missing)
    return filled in forms


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


def _check_storage(pool: Executor, session: Session, *, thorough: bool) -> Future[list[str]]:
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


def _verify_contents(session: Session, report: VerifyReport, establishment_id: int | None) -> None:
    """Each stored file must still hash to the SHA-256 it is filed under."""
    query = select(AttachmentContent.sha256, AttachmentContent.data)
    if establishment_id is not None:
        owned = select(Attachment.sha256).where(Attachment.establishment_id == establishment_id)
        query = query.where(AttachmentContent.sha256.in_(owned))
    # One file at a time: a stored scan may be 25 MB.
    for sha256, data in session.execute(query).yield_per(1):
        if hashlib.sha256(data).hexdigest() != sha256:
            report.problems.append(
                f"stored file {sha256[:12]}… was changed outside FOG Desktop: its bytes no "
                "longer match its SHA-256"
            )


def _snapshots_of(session: Session) -> Reader:
    """New read sessions on ``session``'s database, each its own snapshot."""
    return sessionmaker(session.get_bind())


def verify(
    session: Session, establishment_id: int | None = None, *, head_file: HeadFile | None = None
) -> VerifyReport:
    """Recompute the chain, compare every record and stored file with it, and check the
    storage.

    With ``establishment_id`` (a records packet, R7), every link of the chain is still
    checked, so no entry can have been removed or reordered anywhere; the contents of that
    establishment's entries, records and files are recomputed. Another establishment's
    entries cannot be rewritten without breaking a link or rewriting every entry after
    them, this establishment's among them, so the packet's verdict on its own records
    holds as firmly, at the cost of its own records rather than the whole group's.

    ``head_file`` is what was last seen of the chain (:mod:`fog_desktop.database.anchor`):
    a database that holds less than that, or more than FOG Desktop wrote, is named, and
    so is a place of it found damaged or missing (mended, as a note). The
    guards (triggers) are checked too: a missing one is named, since without it nothing
    stops a deletion.
    """
    report = VerifyReport()
    if head_file is not None:
        report.notes = head_file.mend(session)
        if problem := head_file.problem(_snapshots_of(session)):
            report.problems.append(problem[0].upper() + problem[1:])
    report.problems += [f"guard missing: {name}" for name in guards.missing(session.connection())]
    with ThreadPoolExecutor(max_workers=1) as pool:
        storage = _check_storage(pool, session, thorough=establishment_id is None)
        in_sql = _writes_json(session)
        latest = _verify_entries(session, report, establishment_id, in_sql=in_sql)
        _verify_records(session, latest, report, establishment_id, in_sql=in_sql)
        _verify_contents(session, report, establishment_id)
        report.problems += storage.result()
    return report


def entry_count(session: Session) -> int:
    return session.scalar(select(func.count()).select_from(AuditEntry)) or 0
