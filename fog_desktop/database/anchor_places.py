"""The files that keep the chain head outside the database: what they hold, and how
they are written (whole or not at all, under one lock between processes).

Each holds a :class:`Document`: per database (by its identity), the ``committed`` and
``pending`` heads last seen and the backups the user set aside; per location, which
database was last there. :mod:`fog_desktop.database.anchor` reads and merges them.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fog_desktop.chain import ChainHead, Seen
from fog_desktop.fsync import replace_durably
from fog_desktop.i18n import translate
from fog_desktop.scratch import process_running

HEAD_FILE_NAME = "chain-head"
SETTINGS_COPY_NAME = "chain-head.settings"
#: The location of the data folder's own database file, wherever the folder is.
OWN_FILE = "(the data folder's own database)"
#: Why a place holds nothing: its file is not there.
MISSING = "missing"
#: Where a location held a database without audit entries when it was accepted.
NO_ENTRIES = ""


@contextmanager
def locked(path: Path) -> Iterator[None]:
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


@dataclass
class Document:
    """What one place holds: per database, what was seen of it; per location, which
    database was last there."""

    databases: dict[str, dict[str, Any]] = field(default_factory=dict)
    places: dict[str, str] = field(default_factory=dict)
    #: Written before places beside the data folder's file existed: the others have
    #: never been written, and so are not missing.
    legacy: bool = False

    @classmethod
    def parse(cls, data: Any) -> Document:
        """Raises ValueError when ``data`` is not a document this module wrote."""
        if not isinstance(data, dict) or not isinstance(data.get("databases"), dict):
            raise ValueError("not a chain-head file")
        if data.get("version") == 1:
            # Version 1 knew each database by its location only.
            return cls(
                {f"at {where}": entry for where, entry in data["databases"].items()},
                {where: f"at {where}" for where in data["databases"]},
                legacy=True,
            )
        places = data.get("places")
        if not isinstance(places, dict) or not all(isinstance(v, str) for v in places.values()):
            raise ValueError("not a chain-head file")
        return cls(data["databases"], places)

    def to_json(self) -> str:
        data = {"version": 2, "databases": self.databases, "places": self.places}
        return json.dumps(data, indent=2, sort_keys=True)

    def key(self, identity: str | None, locations: tuple[str, ...]) -> str | None:
        """Under which key this database's head is: its own, else the one of the
        database last seen at its location; None when neither is known."""
        if identity is not None and identity in self.databases:
            return identity
        for where in locations:
            if where in self.places:
                key = self.places[where]
                return key if key in self.databases else None
        return None

    def seen(self, identity: str | None, locations: tuple[str, ...]) -> Seen | None:
        """Raises ValueError when the entry is not one this module wrote."""
        key = self.key(identity, locations)
        if key is None:
            return None
        entry = self.databases[key]
        pending = entry.get("pending") if isinstance(entry, dict) else None
        return Seen(
            ChainHead.from_dict(entry.get("committed") if isinstance(entry, dict) else None),
            None if pending is None else ChainHead.from_dict(pending),
        )

    def set_aside(self, identity: str | None, locations: tuple[str, ...]) -> list[str]:
        """The backups of this database the user set aside (made before a restore or an
        acceptance)."""
        key = self.key(identity, locations)
        entry = self.databases[key] if key else None
        names = entry.get("set_aside") if isinstance(entry, dict) else None
        return sorted(n for n in names if isinstance(n, str)) if isinstance(names, list) else []

    def put(self, identity: str, where: str, seen: Seen, set_aside: list[str]) -> None:
        self.databases[identity] = {
            "committed": seen.committed.to_dict(),
            "pending": None if seen.pending is None else seen.pending.to_dict(),
            "set_aside": set_aside,
        }
        self.places[where] = identity


class Place:
    """One file that holds a :class:`Document`, written whole or not at all."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> tuple[Document | None, str | None]:
        """The document, or None and why not: :data:`MISSING`, or its damage in words."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None, MISSING
        except OSError as exc:
            return None, exc.strerror or str(exc)
        except ValueError:
            return None, translate("Anchor", "its bytes are not text")
        return parse_document(text)

    def _temporary_files(self) -> Iterator[tuple[Path, str]]:
        for tmp in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            yield tmp, tmp.name.removeprefix(f".{self.path.name}.").removesuffix(".tmp")

    def remove_killed_writers_files(self) -> None:
        """A process killed between writing its copy and renaming it left one, and the
        next save may be days away. A running writer's file is its own, mid-write."""
        for stale, pid in self._temporary_files():
            if pid.isdigit() and not process_running(int(pid)):
                # On a folder it can't write, the file waits for a start that can.
                with contextlib.suppress(OSError):
                    stale.unlink(missing_ok=True)

    def write(self, document: Document) -> None:
        """Atomically, and on disk before it returns (a rename alone could be lost).
        Called under the anchor's lock, so any other writer's temporary file is one a
        killed process left."""
        for stale, _pid in self._temporary_files():
            stale.unlink(missing_ok=True)
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        tmp.write_text(document.to_json(), encoding="utf-8")
        replace_durably(tmp, self.path)


def parse_document(text: str) -> tuple[Document | None, str | None]:
    """A document from its text, or None and its damage in words."""
    if not text.strip():
        return None, translate("Anchor", "it is empty")
    try:
        data = json.loads(text)
    except ValueError:
        return None, translate("Anchor", "its text is cut short or garbled")
    try:
        return Document.parse(data), None
    except ValueError:
        return None, translate("Anchor", "it does not hold chain heads")
