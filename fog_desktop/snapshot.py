"""The Dashboard as last read, kept in the data folder, so that the next start paints
it before the database and the models load (issue 16 §1, Target A).

A snapshot is shown only while it is still the truth. It names the database file, the
audit trail's last entry when it was read (sequence number and hash), the day it was
seen on, the establishment, the language and the application's version. Every change
to the records appends an audit entry (R6), so a snapshot whose entry is no longer the
last one is stale and is not shown; nor is one seen on another day, whose days left
differ, nor one written by another version of the rules. The next day's reading is kept
beside the day's, so that the first start of a morning paints at once too. The database is read here
with the standard ``sqlite3`` module alone, and only the embedded SQLite file has
snapshots: a shared server is read as usual.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections.abc import Iterable
from contextlib import closing
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from fog_desktop import __version__
from fog_desktop.config import Paths, Settings
from fog_desktop.due import DueNow, due_as_json, due_from_json
from fog_desktop.quick_check import read_only, sqlite_file

log = logging.getLogger(__name__)

FILE_NAME = "dashboard-snapshot.json"


@dataclass(frozen=True)
class Seen:
    """What a snapshot was read against; it is shown only when all of it still holds."""

    database: str
    #: The audit trail's last entry: its sequence number and hash.
    seq: int
    entry_hash: str
    as_of: date
    establishment_id: int
    language: str
    version: str


@dataclass(frozen=True)
class Snapshot:
    seen: Seen
    #: The establishments of the window's switcher, as (id, name).
    establishments: tuple[tuple[int, str], ...]
    due: DueNow


def chain_head(database: Path) -> tuple[int, str] | None:
    """The audit trail's last entry, (sequence number, hash); None when there is none
    or the file can't be read (opening it says why)."""
    if not database.is_file():
        return None
    try:
        with closing(read_only(database)) as conn:
            row = conn.execute(
                "SELECT seq, entry_hash FROM audit_entries ORDER BY seq DESC LIMIT 1"
            ).fetchone()
    except sqlite3.Error:
        return None
    return None if row is None else (int(row[0]), str(row[1]))


def seen_now(
    database: Path, *, as_of: date, establishment_id: int, language: str, version: str
) -> Seen | None:
    """What a snapshot read now would be read against; None without an audit trail."""
    head = chain_head(database)
    if head is None:
        return None
    seq, entry_hash = head
    place = str(database.resolve())
    return Seen(place, seq, entry_hash, as_of, establishment_id, language, version)


def read(folder: Path, seen: Seen) -> Snapshot | None:
    """The snapshot kept in ``folder`` that was read against ``seen``; else None."""
    try:
        data = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
        for kept in data["kept"]:
            stored = kept["seen"]
            found = Seen(**{**stored, "as_of": date.fromisoformat(stored["as_of"])})
            if found == seen:
                establishments = tuple((int(pk), str(name)) for pk, name in kept["establishments"])
                return Snapshot(found, establishments, due_from_json(kept["due"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.info("The Dashboard's snapshot is not used: %s", exc)
    return None


def for_start(
    paths: Paths,
    url: str,
    settings: Settings,
    *,
    operator: str | None,
    in_tray: bool,
    languages: Iterable[str],
    as_of: date,
) -> Snapshot | None:
    """The snapshot a start paints before its records open, read in one of ``languages``;
    None when it paints nothing first: started hidden in the tray, a shared server, no
    establishment yet, no operator's name (a dialog asks for it first), or no snapshot
    that still holds."""
    database = sqlite_file(url)
    establishment_id = settings.current_establishment_id
    if in_tray or database is None or establishment_id is None:
        return None
    if not (operator or settings.operator_name):
        return None
    seen = seen_now(
        database, as_of=as_of, establishment_id=establishment_id, language="", version=__version__
    )
    if seen is None:
        return None
    for language in languages:
        found = read(paths.data_dir, replace(seen, language=language))
        if found is not None:
            return found
    return None


def write(folder: Path, *snapshots: Snapshot) -> None:
    """Keep ``snapshots`` for the next start, in place of those kept before. They are a
    copy of what the database says, so a failure to write them is logged and otherwise
    ignored."""
    data: dict[str, Any] = {
        "kept": [
            {
                "seen": {**asdict(kept.seen), "as_of": kept.seen.as_of.isoformat()},
                "establishments": [list(pair) for pair in kept.establishments],
                "due": due_as_json(kept.due),
            }
            for kept in snapshots
        ]
    }
    target = folder / FILE_NAME
    partial = target.with_name(target.name + ".partial")
    try:
        partial.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        partial.replace(target)
    except OSError as exc:
        # A full disk: no half-written file is left behind. A read-only one refuses even
        # to remove a file that is not there.
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        log.info("The Dashboard's snapshot could not be written to %s: %s", target, exc)
