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
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from decimal import Decimal
from typing import Any

from sqlalchemy import Row, func, inspect, select
from sqlalchemy.orm import Session, sessionmaker

from fog_desktop.chain import GENESIS_HASH, HeadFile, Reader, database_head
from fog_desktop.database import guards
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


#: Values JSON keeps as they are; checked by exact type first, as most values are these.
_AS_IS = frozenset({str, int, float, bool, type(None)})


def _plain(value: Any) -> Any:
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


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def snapshot(record: Base) -> dict[str, Any]:
    """The record's column values, as the audit trail keeps them."""
    mapper = inspect(type(record))
    return {col.key: _plain(getattr(record, col.key)) for col in mapper.column_attrs}


def _snapshot_row(keys: Sequence[str], row: Sequence[Any]) -> dict[str, Any]:
    """:func:`snapshot` of a record read as a plain row of its columns in ``keys`` order."""
    return {key: _plain(value) for key, value in zip(keys, row, strict=True)}


def _fitted(label: str, length: int) -> str:
    """The label cut to the column's length, ending in an ellipsis: a label made of long
    fields (a manifest's hauler) must not stop the record from being saved (PostgreSQL
    enforces the length; SQLite would keep it whole)."""
    if len(label) <= length:
        return label
    return label[: length - 1] + "…"


def now_utc() -> datetime:
    return datetime.now(UTC)


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


def compute_hash(entry: AuditEntry | Row[Any]) -> str:
    """The entry's hash, from the ORM object or from a row holding :data:`HASHED_FIELDS`."""
    fields = {name: _plain(getattr(entry, name)) for name in HASHED_FIELDS}
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
) -> AuditEntry:
    """Add the entry for a change of ``record`` that is already flushed in ``session``.

    Must run inside a write unit of work (:meth:`Database.write`), which holds the write
    lock, so that no other writer can append between reading the head and adding.
    """
    return _append(
        session,
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
    return {key: _plain(value) for key, value in columns.items()}


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
) -> dict[str, Any]:
    """The columns of the entry :func:`append` adds, as a plain row to be inserted in bulk
    with others after ``seq - 1`` whose hash is ``prev_hash`` (issue 16 §3): the caller
    keeps the chain's head, holds the write lock, and asks :func:`os_user` for ``user``
    once for all."""
    row: dict[str, Any] = {
        "seq": seq, "at": now_utc(), "actor": actor or "(name not set)", "os_user": user,
        "action": action, "establishment_id": establishment_id, "record_table": record_table,
        "record_id": record_id, "record_label": _fitted(label, LABEL_LENGTH), "before": before,
        "after": after, "reason": reason, "prev_hash": prev_hash,
    }  # fmt: skip
    fields = {name: _plain(row[name]) for name in HASHED_FIELDS}
    row["entry_hash"] = hashlib.sha256(canonical(fields).encode("utf-8")).hexdigest()
    return row


def append_event(
    session: Session, *, action: str, label: str, reason: str, actor: str
) -> AuditEntry:
    """Add an entry about the database itself (R6): what was found and what was done."""
    return _append(
        session,
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
        seq=head.seq + 1,
        at=now_utc(),
        actor=actor or "(name not set)",
        os_user=os_user(),
        action=action,
        establishment_id=establishment_id,
        record_table=record_table,
        record_id=record_id,
        record_label=_fitted(label, LABEL_LENGTH),
        before=before,
        after=after,
        reason=reason,
        prev_hash=head.hash,
    )
    entry.entry_hash = compute_hash(entry)
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

    @property
    def ok(self) -> bool:
        return not self.problems

    def problem(self, entry_id: int, text: str) -> None:
        """A broken entry: the first one, in chain order, is where to start looking."""
        self.problems.append(text)
        if self.first_broken_entry is None or entry_id < self.first_broken_entry:
            self.first_broken_entry = entry_id


def _verify_links(session: Session, report: VerifyReport) -> None:
    """Walk every entry in order, checking that each names the hash of the one before
    and carries the next number."""
    expected_prev = GENESIS_HASH
    links = select(AuditEntry.id, AuditEntry.seq, AuditEntry.prev_hash, AuditEntry.entry_hash)
    for entry_id, seq, prev_hash, entry_hash in session.connection().execute(
        links.order_by(AuditEntry.id)
    ):
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
    report.head_hash = expected_prev


#: A record's newest audited state and the label it was written under.
_Latest = dict[tuple[str, int], tuple[str, str]]


def _verify_contents_of_entries(
    session: Session, report: VerifyReport, establishment_id: int | None
) -> _Latest:
    """Recompute the hash of each entry (of one establishment, or all); return each
    record's newest "after" state."""
    latest: _Latest = {}
    # Plain rows, not ORM objects: this reads every entry, and building an object for
    # each would cost more than hashing it.
    columns = [getattr(AuditEntry, name) for name in ("id", "entry_hash", *HASHED_FIELDS)]
    query = select(*columns).order_by(AuditEntry.id)
    if establishment_id is not None:
        query = query.where(AuditEntry.establishment_id == establishment_id)
    for entry in session.connection().execute(query.execution_options(yield_per=5000)):
        if compute_hash(entry) != entry.entry_hash:
            report.problem(
                entry.id,
                f"audit entry {entry.id} ({entry.action} {entry.record_label}): its contents "
                "were changed after it was written",
            )
        if entry.record_table in RECORD_TABLES:
            latest[(entry.record_table, entry.record_id)] = (entry.after, entry.record_label)
    return latest


def _verify_records(
    session: Session,
    latest: _Latest,
    report: VerifyReport,
    establishment_id: int | None,
) -> None:
    """Each record must equal its newest audited state, and each audited record must
    still be there."""
    found: set[tuple[str, int]] = set()
    for mapper in Base.registry.mappers:
        cls = mapper.class_
        if not issubclass(cls, Record):
            continue
        table = cls.__tablename__
        keys = [attr.key for attr in mapper.column_attrs]
        query = select(*(getattr(cls, key) for key in keys)).order_by(cls.id)
        if establishment_id is not None:
            owner = mapper.columns["id" if cls is Establishment else "establishment_id"]
            query = query.where(owner == establishment_id)
        for row in session.connection().execute(query.execution_options(yield_per=5000)):
            key = (table, row.id)
            found.add(key)
            audited = latest.get(key)
            if audited is None:
                report.problems.append(
                    f"{table} row {key[1]} has no audit entry: it was written outside FOG Desktop"
                )
            elif canonical(_snapshot_row(keys, row)) != audited[0]:
                report.problems.append(
                    f"{table} row {key[1]} ({audited[1]}) differs from its last audited "
                    "version: it was changed outside FOG Desktop"
                )
    for (table, record_id), (_after, label) in sorted(latest.items()):
        if (table, record_id) not in found:
            report.problems.append(
                f"{table} row {record_id} ({label}) is missing: it was deleted outside FOG Desktop"
            )


def _verify_storage(session: Session, report: VerifyReport, *, thorough: bool) -> None:
    if session.get_bind().dialect.name != "sqlite":
        return  # PostgreSQL enforces foreign keys itself and has no integrity_check.
    # quick_check reads every page and row as integrity_check does, but does not compare
    # each index with its table: damage that loses a record shows in both.
    check = "PRAGMA integrity_check" if thorough else "PRAGMA quick_check"
    rows = [str(r[0]) for r in session.connection().exec_driver_sql(check)]
    if rows != ["ok"]:
        report.problems += [f"database file damaged: {r}" for r in rows]
    for row in session.connection().exec_driver_sql("PRAGMA foreign_key_check"):
        report.problems.append(
            f"{row[0]} row {row[1]} points at a missing row of {row[2]} (foreign key)"
        )


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

    ``head_file`` is what the data folder last saw of the chain (:mod:`fog_desktop.chain`):
    a database that holds less than that, or more than FOG Desktop wrote, is named. The
    guards (triggers) are checked too: a missing one is named, since without it nothing
    stops a deletion.
    """
    report = VerifyReport()
    if head_file is not None and (problem := head_file.problem(_snapshots_of(session))):
        report.problems.append(problem[0].upper() + problem[1:])
    report.problems += [f"guard missing: {name}" for name in guards.missing(session.connection())]
    _verify_links(session, report)
    latest = _verify_contents_of_entries(session, report, establishment_id)
    _verify_records(session, latest, report, establishment_id)
    _verify_contents(session, report, establishment_id)
    _verify_storage(session, report, thorough=establishment_id is None)
    return report


def entry_count(session: Session) -> int:
    return session.scalar(select(func.count()).select_from(AuditEntry)) or 0
