"""The chain head kept outside the database, in more than one place (R6, issue 33 §6).

What :mod:`fog_desktop.chain` checks the database against is kept in three places, so
that losing one of them loses nothing:

- the data folder's ``chain-head`` file, written by every save before and after it
  commits (the ``committed``/``pending`` pair);
- its copy beside the user's settings (``chain-head.settings`` in the settings folder),
  written after each commit. It is a file of its own rather than a key of
  ``settings.json``: that file is written whole from whatever the window loaded at its
  start, which would put back an older head, and without this module's lock;
- the side file of each backup, which names the database it is of and its head.

The highest head any of them has seen is the one the database must still hold. A place
found damaged or missing is said in one sentence and written again from the others,
never started anew in silence.

Each database is known by its own identity (:func:`fog_desktop.chain.database_identity`),
not by where it is: a data folder moved to a new path holds the same database. Where
it is still counts: a place that held another database, whose head the one there now
does not hold, was emptied or replaced (a location is the data folder's own file,
wherever the folder is, a SQLite file named with ``--db`` by its path, or a server's URL).

A restore and an explicit acceptance are the user's decisions: the present head is
taken everywhere, and the backups made before are set aside (they hold the history as
it was before the decision, not a loss).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.orm import Session

from fog_desktop.chain import (
    EMPTY,
    ChainHead,
    Reader,
    Seen,
    added_outside,
    check,
    database_head,
    database_identity,
    missing_head,
)
from fog_desktop.database.anchor_places import (
    HEAD_FILE_NAME,
    MISSING,
    NO_ENTRIES,
    SETTINGS_COPY_NAME,
    Document,
    Place,
    locked,
)
from fog_desktop.database.backup import (
    COPY_SUFFIX,
    HEAD_SUFFIX,
    read_side_file,
    rewrite_side_head,
)
from fog_desktop.i18n import translate

log = logging.getLogger(__name__)


def _damage_note(place: str, path: Path, why: str) -> str:
    if place == HEAD_FILE_NAME:
        text = (
            translate(
                "Anchor",
                "The chain-head file {path} was missing; it was written again from the "
                "chain head kept beside the settings and the backups.",
            )
            if why == MISSING
            else translate(
                "Anchor",
                "The chain-head file {path} was damaged ({why}); it was written again from "
                "the chain head kept beside the settings and the backups.",
            )
        )
    elif why == MISSING:
        text = translate(
            "Anchor",
            "The chain head kept beside the settings ({path}) was missing; it was written "
            "again from the data folder's chain-head file and the backups.",
        )
    else:
        text = translate(
            "Anchor",
            "The chain head kept beside the settings ({path}) was damaged ({why}); it was "
            "written again from the data folder's chain-head file and the backups.",
        )
    return text.format(path=path, why=why)


@dataclass
class _Found:
    """What every place says of one database, merged."""

    seen: Seen | None
    set_aside: set[str]
    #: Each document place's document (None when unreadable) and why not.
    documents: dict[str, tuple[Document | None, str | None]]


class HeadFile:
    """The chain head of one database, kept in its places (see the module's text).

    ``locations``: where the database is, the first as it is named now, the others as
    an older version named it.
    """

    def __init__(
        self,
        path: Path,
        locations: tuple[str, ...],
        *,
        only_writer: bool,
        settings_copy: Path | None = None,
        backups: Path | None = None,
    ) -> None:
        self.path = path
        self.locations = locations
        self.only_writer = only_writer
        self.places = {HEAD_FILE_NAME: Place(path)}
        if settings_copy is not None:
            self.places[SETTINGS_COPY_NAME] = Place(settings_copy)
        self.backups = backups

    def remove_killed_writers_files(self) -> None:
        for place in self.places.values():
            place.remove_killed_writers_files()

    def _lock(self) -> AbstractContextManager[None]:
        return locked(self.path.with_name(f".{self.path.name}.lock"))

    # Reading: what every place has seen.

    def _side_heads(self, identity: str, set_aside: set[str]) -> Iterator[ChainHead]:
        """The heads of this database's backups, but those the user set aside."""
        if self.backups is None:
            return
        for side in self.backups.glob(f"*{COPY_SUFFIX}{HEAD_SUFFIX}"):
            copy = side.name.removesuffix(HEAD_SUFFIX)
            with contextlib.suppress(OSError, ValueError):  # damage is mended by mend()
                named, head = read_side_file(side)
                if named == identity and copy not in set_aside:
                    yield head

    def _find(self, identity: str | None) -> _Found:
        documents = {name: place.load() for name, place in self.places.items()}
        seens: list[Seen] = []
        set_aside: set[str] = set()
        for name, (document, _why) in documents.items():
            if document is None:
                continue
            try:
                seen = document.seen(identity, self.locations)
            except ValueError:
                bad = translate("Anchor", "its entry for this database is not a chain head")
                documents[name] = (None, bad)
                continue
            if seen is not None:
                seens.append(seen)
                set_aside.update(document.set_aside(identity, self.locations))
        heads = [seen.committed for seen in seens]
        if identity is not None:
            heads += self._side_heads(identity, set_aside)
        if not heads:
            return _Found(None, set_aside, documents)
        committed = max(heads, key=lambda head: head.seq)
        pendings = [s.pending for s in seens if s.pending and s.pending.seq > committed.seq]
        pending = max(pendings, key=lambda head: head.seq) if pendings else None
        return _Found(Seen(committed, pending), set_aside, documents)

    def read(self, identity: str | None) -> Seen | None:
        """The highest head any place has seen of this database; None at first sight."""
        return self._find(identity).seen

    # Writing: every save, the user's decisions, and mending.

    def _document(self, name: str) -> Document:
        """The place's document to write into; a damaged one is written again from
        another place's (:meth:`mend` says so)."""
        for document, _why in (self.places[n].load() for n in (name, *self.places)):
            if document is not None:
                return document
        return Document()

    def _put(self, name: str, identity: str, seen: Seen, set_aside: list[str]) -> None:
        document = self._document(name)
        document.put(identity, self.locations[0], seen, set_aside)
        self.places[name].write(document)

    def before_commit(self, session: Session, found: ChainHead, leaving: ChainHead) -> str:
        """A save that found ``found`` is about to commit ``leaving``; it holds the
        database's write lock, so ``found`` is the database's committed head. Returns
        the database's identity, for :meth:`after_commit`."""
        identity = database_identity(session)
        assert identity is not None, "a save that leaves entries has a first one"
        with self._lock():
            document = self._document(HEAD_FILE_NAME)
            aside = document.set_aside(identity, self.locations)
            document.put(identity, self.locations[0], Seen(found, leaving), aside)
            self.places[HEAD_FILE_NAME].write(document)
            if found.seq == 0:
                self._first_save_elsewhere(identity)
        return identity

    def _first_save_elsewhere(self, identity: str) -> None:
        """The first save of a database names it in the other places too: killed before
        :meth:`after_commit`, it would else leave them without it, and the next start
        would call them damaged."""
        for name in self.places:
            if name != HEAD_FILE_NAME:
                self._put(name, identity, Seen(EMPTY), [])

    def after_commit(self, identity: str, committed: ChainHead) -> None:
        """The save committed: each place takes it. Another save may have written them
        since: only a head newer than a place's goes in, so no place goes back."""
        with self._lock():
            for name, place in self.places.items():
                own, _why = place.load()
                try:
                    seen = None if own is None else own.seen(identity, self.locations)
                except ValueError:
                    seen = None
                if seen is not None and seen.committed.seq >= committed.seq:
                    continue
                document = own or self._document(name)
                later = seen.pending if seen and seen.pending else None
                pending = later if later and later.seq > committed.seq else None
                aside = document.set_aside(identity, self.locations)
                document.put(identity, self.locations[0], Seen(committed, pending), aside)
                place.write(document)

    def _backup_names(self) -> list[str]:
        if self.backups is None:
            return []
        return sorted(
            side.name.removesuffix(HEAD_SUFFIX)
            for side in self.backups.glob(f"*{COPY_SUFFIX}{HEAD_SUFFIX}")
        )

    def accept(self, session: Session) -> ChainHead:
        """Take the database's present head as seen, everywhere, and set aside the
        backups made before: after a restore or an explicit acceptance, which are the
        user's decision."""
        head = database_head(session)
        identity = database_identity(session)
        with self._lock():
            for name, place in self.places.items():
                if identity is None:
                    document = self._document(name)
                    document.places[self.locations[0]] = NO_ENTRIES
                    place.write(document)
                else:
                    self._put(name, identity, Seen(head), self._backup_names())
        return head

    def adopt(self, session: Session) -> None:
        """At first sight of a database, or of it at a new location, take it: its head
        when nothing was seen of it (a save that wrote first has said more), and where
        it is now."""
        identity = database_identity(session)
        if identity is None:
            return  # nothing to keep before the first save
        with self._lock():
            found = self._find(identity)
            for name, (document, _why) in found.documents.items():
                if document is not None and document.places.get(self.locations[0]) == identity:
                    continue
                seen = found.seen or Seen(database_head(session))
                self._put(name, identity, seen, sorted(found.set_aside))

    def mend(self, session: Session) -> list[str]:
        """Say each place found damaged or missing, one sentence each, and write it again
        from the others; [] when every place holds."""
        identity = database_identity(session)
        notes = self._mend_backups()
        try:
            with self._lock():
                return notes + self._mend_places(identity, write=True)
        except OSError:
            # A folder where not even the lock can be taken: said, and left as it is.
            return notes + self._mend_places(identity, write=False)

    def _mend_places(self, identity: str | None, *, write: bool) -> list[str]:
        notes = []
        found = self._find(identity)
        for name, (document, why) in found.documents.items():
            wrong = self._wrong(name, document, why, found, identity)
            if wrong is None:
                continue
            notes.append(_damage_note(name, self.places[name].path, wrong))
            log.warning(notes[-1])
            if not write:
                continue
            with contextlib.suppress(OSError):  # a read-only folder: said, kept as is
                if found.seen is not None and identity is not None:
                    self._put(name, identity, found.seen, sorted(found.set_aside))
                else:
                    self.places[name].write(self._document(name))
        return notes

    def _wrong(
        self,
        name: str,
        document: Document | None,
        why: str | None,
        found: _Found,
        identity: str | None,
    ) -> str | None:
        """What is wrong with one place ("missing", or its damage); None when nothing.
        Missing is said only of a database the other places know, and never of a place
        the version that wrote the chain-head file did not keep."""
        known = found.seen is not None and identity is not None
        if document is not None:
            if known and document.key(identity, self.locations) is None:
                return translate("Anchor", "it did not hold this database's head")
            return None
        legacy = any(doc is not None and doc.legacy for doc, _ in found.documents.values())
        if why == MISSING and (not known or (legacy and name != HEAD_FILE_NAME)):
            return None
        return why

    def _mend_backups(self) -> list[str]:
        """Side files that can't be read, written again from their copies."""
        if self.backups is None:
            return []
        notes = []
        for side in sorted(self.backups.glob(f"*{COPY_SUFFIX}{HEAD_SUFFIX}")):
            copy = side.with_name(side.name.removesuffix(HEAD_SUFFIX))
            try:
                read_side_file(side)
                continue
            except (OSError, ValueError) as exc:
                why = str(exc) or type(exc).__name__
            if not copy.is_file():
                continue
            with contextlib.suppress(OSError):
                if rewrite_side_head(copy):
                    note = translate(
                        "Anchor",
                        "The chain head beside the backup {copy} was damaged ({why}); it "
                        "was written again from the backup itself.",
                    )
                    notes.append(note.format(copy=copy, why=why))
                    log.warning(notes[-1])
        return notes

    # Checking the database against them.

    def problem_while_saving(self, session: Session) -> str | None:
        """:func:`~fog_desktop.chain.check`, in a save's unit of work, which holds the
        write lock."""
        seen = self.read(database_identity(session))
        return None if seen is None else check(session, seen, only_writer=self.only_writer)

    def problem(self, read: Reader) -> str | None:
        """:func:`~fog_desktop.chain.check` without the write lock, while other
        processes may save.

        The places are read after a snapshot is taken, and every save writes the
        chain-head file before it commits, so whatever that snapshot holds is named there
        as it is read: only then does an entry past it mean one added outside. The
        places may also be newer than that snapshot; whether their committed head is
        still there is asked of a snapshot taken after they were read.
        """
        with read() as first:
            now = database_head(first)
            seen = self.read(database_identity(first))
            if seen is None:
                return None
            ahead = added_outside(first, seen, now) if self.only_writer else None
        with read() as fresh:
            lost = missing_head(fresh, seen.committed)
        return lost or ahead
