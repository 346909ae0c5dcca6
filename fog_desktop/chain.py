"""The audit chain's head kept outside the database, so that losing records shows (R6).

The chain itself proves that no entry was changed or removed from its middle; it can't
prove that the newest entries are still there, nor that the whole database was not
replaced by an empty or an older one. So each save also writes the head it leaves
behind (the newest entry's number and hash) outside the database, in more than one
place (:mod:`fog_desktop.database.anchor`), and every start and every ``verify`` checks
that the database still holds that entry.

The head is written inside the save's unit of work, while it holds the write lock and
before it commits, as a pair: ``committed``, the head the save found, and ``pending``,
the head it is about to commit. Whether the commit then happens or not (a kill, a full
disk), the database's head is one of the two, so a crash never raises a false alarm,
and the file is never rewritten by two savers at once.

What this can and can't tell is in the README ("What is guaranteed"): someone who
rewrites every entry after a point *and* the file is not detected without a key.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.i18n import translate
from fog_desktop.parse import day_text
from models import AuditEntry

GENESIS_HASH = "0" * 64


@dataclass(frozen=True)
class ChainHead:
    """The newest entry of a chain: its number (0 when empty), hash and time."""

    seq: int
    hash: str
    at: datetime | None = None

    @property
    def day(self) -> date | None:
        return None if self.at is None else self.at.astimezone().date()

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "hash": self.hash, "at": self.at and self.at.isoformat()}

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: Any) -> ChainHead:
        """Raises ValueError when ``data`` is not a head this module wrote."""
        try:
            seq, digest, at = data["seq"], data["hash"], data.get("at")
        except (TypeError, KeyError, AttributeError) as exc:
            raise ValueError(f"not a chain head: {data!r}") from exc
        if type(seq) is not int or seq < 0 or not isinstance(digest, str) or len(digest) != 64:
            raise ValueError(f"not a chain head: {data!r}")
        moment = datetime.fromisoformat(at) if isinstance(at, str) else None
        if moment is not None and moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return cls(seq, digest, moment)

    @classmethod
    def from_json(cls, text: str) -> ChainHead:
        return cls.from_dict(json.loads(text))


EMPTY = ChainHead(0, GENESIS_HASH)


def _aware(moment: datetime | None) -> datetime | None:
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)  # SQLite gives stored times back naive, in UTC


def database_head(session: Session) -> ChainHead:
    """The head of the chain the database holds now."""
    row = session.execute(
        select(AuditEntry.seq, AuditEntry.entry_hash, AuditEntry.at)
        .order_by(AuditEntry.seq.desc())
        .limit(1)
    ).first()
    return EMPTY if row is None else ChainHead(row.seq, row.entry_hash, _aware(row.at))


def _hash_at(session: Session, seq: int) -> str | None:
    return session.scalar(select(AuditEntry.entry_hash).where(AuditEntry.seq == seq))


def database_identity(session: Session) -> str | None:
    """What names this database wherever its file goes: the hash of its first audit
    entry (None before the first save). Every later entry links to it, so it can't be
    changed without breaking the chain, and every copy ever made of the database,
    backups from before this was written included, carries it."""
    return _hash_at(session, 1)


def _on(head: ChainHead) -> str:
    """ " on 11/30/2026": when ``head`` was written, as a sentence says it ("" unknown)."""
    if head.day is None:
        return ""
    return translate("Chain", " on {day}").format(day=day_text(head.day))


def missing_head(session: Session, seen: ChainHead, now: ChainHead | None = None) -> str | None:
    """None when the database's chain holds ``seen``; else one sentence saying how not."""
    if seen.seq == 0:
        return None
    now = now or database_head(session)
    if now.seq < seen.seq:
        return translate(
            "Chain",
            "the database holds fewer records than{on}: its audit trail ends at entry "
            "{now}, and FOG Desktop had written entry {seen}. Restore from a backup?",
        ).format(on=_on(seen), now=now.seq, seen=seen.seq)
    if _hash_at(session, seen.seq) != seen.hash:
        return translate(
            "Chain",
            "the database's audit trail no longer holds entry {seen} as FOG Desktop "
            "wrote it{on}: its history was replaced or rewritten. Restore from a backup?",
        ).format(seen=seen.seq, on=_on(seen))
    return None


@dataclass(frozen=True)
class Seen:
    """What the head file says of one database: the last head known committed, and the
    one a save was about to commit when it last wrote the file."""

    committed: ChainHead
    pending: ChainHead | None = None


def added_outside(session: Session, seen: Seen, now: ChainHead) -> str | None:
    """Entries past the last head FOG Desktop wrote, in the snapshot ``now`` was read in."""
    last = seen.committed
    if seen.pending is not None and missing_head(session, seen.pending, now) is None:
        last = seen.pending  # the save committed, and was killed before it said so
    if now.seq <= last.seq:
        return None
    added = now.seq - last.seq
    text = (
        translate(
            "Chain",
            "the audit trail has 1 entry after entry {last}, the last FOG Desktop "
            "wrote{on}: it was added outside FOG Desktop",
        )
        if added == 1
        else translate(
            "Chain",
            "the audit trail has {added} entries after entry {last}, the last FOG Desktop "
            "wrote{on}: they were added outside FOG Desktop",
        )
    )
    return text.format(added=added, last=last.seq, on=_on(last))


def check(session: Session, seen: Seen, *, only_writer: bool) -> str | None:
    """The chain against what the head file says, for a session that holds the write
    lock (no save can commit meanwhile); None when it holds.

    ``only_writer``: this data folder's head file hears of every save to the database
    (its own SQLite file), so a chain that goes on past the last head written was added
    to outside FOG Desktop. A shared server is written by other PCs too, and a file
    named with ``--db`` by other data folders: for those, only loss is told.
    """
    now = database_head(session)
    problem = missing_head(session, seen.committed, now)
    if problem is not None or not only_writer:
        return problem
    return added_outside(session, seen, now)


#: A way to open a read session, each a snapshot of its own (``Database.read``).
Reader = Callable[[], AbstractContextManager[Session]]
