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
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from decimal import Decimal
from typing import Any

from sqlalchemy import func, inspect, select
from sqlalchemy.orm import Session

from models import AttachmentContent, AuditEntry, Base, Record

GENESIS_HASH = "0" * 64


class Action:
    CREATE = "create"
    AMEND = "amend"
    UPDATE = "update"
    VOID = "void"
    IMPORT = "import"


def _plain(value: Any) -> Any:
    """A JSON value that reads back the same from SQLite and PostgreSQL alike."""
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


def _hash_fields(entry: AuditEntry) -> dict[str, Any]:
    return {
        "at": _plain(entry.at),
        "actor": entry.actor,
        "os_user": entry.os_user,
        "action": entry.action,
        "establishment_id": entry.establishment_id,
        "record_table": entry.record_table,
        "record_id": entry.record_id,
        "record_label": entry.record_label,
        "before": entry.before,
        "after": entry.after,
        "reason": entry.reason,
        "prev_hash": entry.prev_hash,
    }


def compute_hash(entry: AuditEntry) -> str:
    return hashlib.sha256(canonical(_hash_fields(entry)).encode("utf-8")).hexdigest()


def head_hash(session: Session) -> str:
    last = session.scalar(select(AuditEntry.entry_hash).order_by(AuditEntry.id.desc()).limit(1))
    return last or GENESIS_HASH


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
    entry = AuditEntry(
        at=now_utc(),
        actor=actor or "(name not set)",
        os_user=os_user(),
        action=action,
        establishment_id=establishment_id,
        record_table=record.__tablename__,
        record_id=record.id,
        record_label=label,
        before=None if before is None else canonical(before),
        after=canonical(snapshot(record)),
        reason=reason,
        prev_hash=head_hash(session),
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


def _verify_chain(session: Session, report: VerifyReport) -> dict[tuple[str, int], str]:
    """Walk the chain in order; return each record's newest "after" state."""
    latest: dict[tuple[str, int], str] = {}
    expected_prev = GENESIS_HASH
    for entry in session.scalars(select(AuditEntry).order_by(AuditEntry.id)).yield_per(2000):
        report.entries += 1
        recomputed = compute_hash(entry)
        if entry.prev_hash != expected_prev:
            report.problems.append(
                f"audit entry {entry.id} ({entry.action} {entry.record_label}): its link to "
                "the entry before is broken; an entry was removed or reordered"
            )
        elif recomputed != entry.entry_hash:
            report.problems.append(
                f"audit entry {entry.id} ({entry.action} {entry.record_label}): its contents "
                "were changed after it was written"
            )
        if report.problems and report.first_broken_entry is None:
            report.first_broken_entry = entry.id
        expected_prev = entry.entry_hash
        latest[(entry.record_table, entry.record_id)] = entry.after
    report.head_hash = expected_prev
    return latest


def _verify_records(
    session: Session, latest: dict[tuple[str, int], str], report: VerifyReport
) -> None:
    for mapper in Base.registry.mappers:
        cls = mapper.class_
        if not issubclass(cls, Record):
            continue
        table = cls.__tablename__
        for record in session.scalars(select(cls).order_by(mapper.primary_key[0])).yield_per(2000):
            key = (table, record.id)
            after = latest.get(key)
            if after is None:
                report.problems.append(
                    f"{table} row {key[1]} has no audit entry: it was written outside FOG Desktop"
                )
            elif canonical(snapshot(record)) != after:
                report.problems.append(
                    f"{table} row {key[1]} differs from its last audited version: it was "
                    "changed outside FOG Desktop"
                )


def _verify_storage(session: Session, report: VerifyReport) -> None:
    if session.get_bind().dialect.name != "sqlite":
        return  # PostgreSQL enforces foreign keys itself and has no integrity_check.
    rows = [str(r[0]) for r in session.connection().exec_driver_sql("PRAGMA integrity_check")]
    if rows != ["ok"]:
        report.problems += [f"database file damaged: {r}" for r in rows]
    for row in session.connection().exec_driver_sql("PRAGMA foreign_key_check"):
        report.problems.append(
            f"{row[0]} row {row[1]} points at a missing row of {row[2]} (foreign key)"
        )


def _verify_contents(session: Session, report: VerifyReport) -> None:
    """Each stored file must still hash to the SHA-256 it is filed under."""
    rows = session.execute(select(AttachmentContent.sha256, AttachmentContent.data)).yield_per(50)
    for sha256, data in rows:
        if hashlib.sha256(data).hexdigest() != sha256:
            report.problems.append(
                f"stored file {sha256[:12]}… was changed outside FOG Desktop: its bytes no "
                "longer match its SHA-256"
            )


def verify(session: Session) -> VerifyReport:
    """Recompute the chain, compare every record and stored file with it, and check the
    storage."""
    report = VerifyReport()
    latest = _verify_chain(session, report)
    _verify_records(session, latest, report)
    _verify_contents(session, report)
    _verify_storage(session, report)
    return report


def entry_count(session: Session) -> int:
    return session.scalar(select(func.count()).select_from(AuditEntry)) or 0
