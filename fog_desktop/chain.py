"""The audit chain's head kept outside the database, so that losing records shows (R6).

The chain itself proves that no entry was changed or removed from its middle; it can't
prove that the newest entries are still there, nor that the whole database was not
replaced by an empty or an older one. So each save also writes the head it leaves
behind (the newest entry's number and hash) into the data folder's ``chain-head`` file,
and every start and every ``verify`` checks that the database still holds that entry.

The head is written inside the save's unit of work, while it holds the write lock and
before it commits, as a pair: ``committed``, the head the save found, and ``pending``,
the head it is about to commit. Whether the commit then happens or not (a kill, a full
disk), the database's head is one of the two, so a crash never raises a false alarm,
and the file is never rewritten by two savers at once.

What this can and can't tell is in the README ("What is guaranteed"): someone who
rewrites every entry after a point *and* the file is not detected without a key.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.fsync import replace_durably
from fog_desktop.i18n import translate
from fog_desktop.parse import day_text
from fog_desktop.scratch import process_running
from models import AuditEntry

log = logging.getLogger(__name__)

HEAD_FILE_NAME = "chain-head"
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


def _added_outside(session: Session, seen: Seen, now: ChainHead) -> str | None:
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
    return _added_outside(session, seen, now)


#: A way to open a read session, each a snapshot of its own (``Database.read``).
Reader = Callable[[], AbstractContextManager[Session]]


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (made if missing) between processes."""
    with path.open("a+b") as handle:
        if sys.platform == "win32":
            import msvcrt  # noqa: PLC0415

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
        else:
            import fcntl  # noqa: PLC0415

            fcntl.flock(handle, fcntl.LOCK_EX)
        yield


class HeadFile:
    """The ``chain-head`` file of a data folder: per database, what was last seen.

    One file serves every database used from the folder (the embedded file, a server
    named with ``--db``), each under its location, so one never vouches for another.
    """

    def __init__(self, path: Path, location: str, *, only_writer: bool) -> None:
        self.path = path
        self.location = location
        self.only_writer = only_writer

    def remove_killed_writers_files(self) -> None:
        """Remove the temporary files of writers that are gone: a process killed between
        writing its copy and renaming it left one, and the next save may be days away.
        A running writer's file is its own, mid-write, and stays."""
        for stale in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            pid = stale.name.removeprefix(f".{self.path.name}.").removesuffix(".tmp")
            if pid.isdigit() and not process_running(int(pid)):
                # On a folder it can't write, the file waits for a start that can.
                with contextlib.suppress(OSError):
                    stale.unlink(missing_ok=True)

    def _all(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning(
                "The chain-head file %s can't be read (%s); starting it anew", self.path, exc
            )
            return {}
        databases = data.get("databases") if isinstance(data, dict) else None
        return databases if isinstance(databases, dict) else {}

    def read(self) -> Seen | None:
        """What was last seen of this database, or None if nothing (or the file is bad)."""
        entry = self._all().get(self.location)
        if not isinstance(entry, dict):
            return None
        try:
            pending = entry.get("pending")
            return Seen(
                ChainHead.from_dict(entry.get("committed")),
                None if pending is None else ChainHead.from_dict(pending),
            )
        except ValueError as exc:
            log.warning("The chain-head file %s has a bad entry (%s); ignoring it", self.path, exc)
            return None

    def _write(self, seen: Seen) -> None:
        """Atomically, and on disk before it returns (a rename alone could be lost).
        Called under the file's lock, so any other writer's temporary file is one a
        killed process left."""
        for stale in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            stale.unlink(missing_ok=True)
        databases = self._all()
        databases[self.location] = {
            "committed": seen.committed.to_dict(),
            "pending": None if seen.pending is None else seen.pending.to_dict(),
        }
        text = json.dumps({"version": 1, "databases": databases}, indent=2, sort_keys=True)
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        replace_durably(tmp, self.path)

    def _lock(self) -> AbstractContextManager[None]:
        return _locked(self.path.with_name(f".{self.path.name}.lock"))

    def before_commit(self, found: ChainHead, leaving: ChainHead) -> None:
        """A save that found ``found`` is about to commit ``leaving``; it holds the
        database's write lock, so ``found`` is the database's committed head."""
        with self._lock():
            self._write(Seen(found, leaving))

    def after_commit(self, committed: ChainHead) -> None:
        """The save committed. Another save may have written the file since: only a head
        newer than the file's goes in, so the file never goes back."""
        with self._lock():
            seen = self.read()
            if seen is not None and seen.committed.seq >= committed.seq:
                return
            pending = (
                seen.pending if seen and seen.pending and seen.pending.seq > committed.seq else None
            )
            self._write(Seen(committed, pending))

    def accept(self, session: Session) -> ChainHead:
        """Take the database's present head as seen: at first sight, and after a restore
        or an explicit acceptance, which are the user's decision."""
        head = database_head(session)
        with self._lock():
            self._write(Seen(head))
        return head

    def problem_while_saving(self, session: Session) -> str | None:
        """:func:`check`, in a save's unit of work, which holds the write lock."""
        seen = self.read()
        return None if seen is None else check(session, seen, only_writer=self.only_writer)

    def problem(self, read: Reader) -> str | None:
        """:func:`check` without the write lock, while other processes may save.

        The file is read after a snapshot is taken, and every save writes the file
        before it commits, so whatever that snapshot holds is named in the file as it is
        read: only then does an entry past it mean one added outside. The file may also
        be newer than that snapshot; whether its committed head is still there is asked
        of a snapshot taken after the file was read.
        """
        with read() as first:
            now = database_head(first)
            seen = self.read()
            if seen is None:
                return None
            ahead = _added_outside(first, seen, now) if self.only_writer else None
        with read() as fresh:
            lost = missing_head(fresh, seen.committed)
        return lost or ahead

    def accept_if_unseen(self, session: Session) -> None:
        """At first sight of a database, take its head; a save that wrote the file first
        has said more than this session could."""
        with self._lock():
            if self.read() is None:
                self._write(Seen(database_head(session)))
