"""Appending to the hash-chained audit trail (R6): each entry's hash covers the one
before it, so an entry changed, removed or reordered breaks every hash after it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from datetime import datetime
from types import SimpleNamespace
from typing import Any

from sqlalchemy import Row
from sqlalchemy.orm import Session

from fog_desktop.audit.origin import now_utc, os_user
from fog_desktop.audit.snapshots import canonical, snapshot
from fog_desktop.chain import database_head
from fog_desktop.stored_form import plain
from models import AuditEntry, Record
from models.audit import LABEL_LENGTH

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


#: The fields an entry's hash covers: all but its id and its own hash.
HASHED_FIELDS = (
    "at", "actor", "os_user", "action", "establishment_id", "record_table", "record_id",
    "record_label", "before", "after", "reason", "prev_hash",
)  # fmt: skip


def compute_hash(entry: AuditEntry | Row[Any] | SimpleNamespace) -> str:
    """The entry's hash, from the ORM object or from a row holding :data:`HASHED_FIELDS`."""
    fields = {name: plain(getattr(entry, name)) for name in HASHED_FIELDS}
    return hashlib.sha256(canonical(fields).encode("utf-8")).hexdigest()


def _fitted(label: str, length: int) -> str:
    """The label cut to the column's length, ending in an ellipsis: a label made of long
    fields (a manifest's hauler) must not stop the record from being saved (PostgreSQL
    enforces the length; SQLite would keep it whole)."""
    if len(label) <= length:
        return label
    return label[: length - 1] + "…"


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
    before_text = None if before is None else canonical(before)
    after = canonical(snapshot(record))
    return _added(
        session,
        lambda seq, prev_hash: entry_row(
            seq, prev_hash, action=action, establishment_id=establishment_id,
            record_table=record.__tablename__, record_id=record.id, label=label,
            before=before_text, after=after, actor=actor, user=os_user(), reason=reason, at=at,
        ),
    )  # fmt: skip


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
    return _added(
        session,
        lambda seq, prev_hash: entry_row(
            seq, prev_hash, action=action, establishment_id=None, record_table=DATABASE_EVENT,
            record_id=0, label=label, before=None, after=canonical({}), actor=actor,
            user=os_user(), reason=reason,
        ),
    )  # fmt: skip


def _added(session: Session, row: Callable[[int, str], dict[str, Any]]) -> AuditEntry:
    """Add the entry whose columns ``row`` gives after the chain's head (its number and
    hash), read in the write unit of work."""
    head = database_head(session)
    entry = AuditEntry(**row(head.seq + 1, head.hash))
    session.add(entry)
    session.flush()
    return entry
