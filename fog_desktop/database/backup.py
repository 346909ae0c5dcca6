"""Copies of the SQLite file, made with SQLite's online backup API.

The backup API copies a consistent snapshot while the application has the file open,
which a plain file copy of a WAL database does not.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import date, datetime
from pathlib import Path

from fog_desktop.errors import FogError

DAILY_PREFIX = "daily-"
DAILY_KEEP = 14


def _copy(source: Path, target: Path) -> None:
    """Copy ``source`` into ``target`` (a new file) with the online backup API."""
    tmp = target.with_name(target.name + ".partial")
    tmp.unlink(missing_ok=True)
    with (
        closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True)) as src,
        closing(sqlite3.connect(tmp)) as dst,
    ):
        src.backup(dst)
        dst.execute("PRAGMA journal_mode=DELETE")
    tmp.replace(target)


def backup_sqlite(source: Path, backup_dir: Path, label: str) -> Path:
    """A copy of ``source`` in ``backup_dir`` named with ``label`` and the time."""
    if not source.exists():
        raise FogError(f"There is no database file at {source} to back up.")
    backup_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = backup_dir / f"{label}-{stamp}.sqlite3"
    _copy(source, target)
    return target


def backup_to(source: Path, target: Path) -> Path:
    """A copy of ``source`` at the path the user chose."""
    if not source.exists():
        raise FogError(f"There is no database file at {source} to back up.")
    if target.exists():
        raise FogError(f"{target} exists already; choose a new file name.")
    target.parent.mkdir(parents=True, exist_ok=True)
    _copy(source, target)
    return target


def daily_backup(source: Path, backup_dir: Path, today: date) -> Path | None:
    """The day's first copy, keeping the newest :data:`DAILY_KEEP`; None if made already."""
    target = backup_dir / f"{DAILY_PREFIX}{today.isoformat()}.sqlite3"
    if target.exists() or not source.exists():
        return None
    backup_dir.mkdir(parents=True, exist_ok=True)
    _copy(source, target)
    dailies = sorted(backup_dir.glob(f"{DAILY_PREFIX}*.sqlite3"))
    for old in dailies[:-DAILY_KEEP]:
        # Only our own rotation copies are removed; they are copies, not records.
        old.unlink()
    return target


def integrity_problems(path: Path) -> list[str]:
    """What ``PRAGMA integrity_check`` reports for the file; empty when it is sound."""
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            rows = conn.execute("PRAGMA integrity_check").fetchall()
    except sqlite3.DatabaseError as exc:
        return [f"not a readable SQLite database ({exc})"]
    messages = [str(row[0]) for row in rows]
    return [] if messages == ["ok"] else messages


def schema_revision(path: Path) -> str | None:
    """The Alembic revision stored in a SQLite file, or None if it has none."""
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        try:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.DatabaseError:
            return None
    return str(row[0]) if row else None


def restore(copy: Path, live: Path, backup_dir: Path) -> Path | None:
    """Check ``copy``, back up ``live``, then swap the copy in; return the safety backup.

    The copy is written into the live file through the backup API, so a WAL file left
    beside the live database can't mix old pages into the restored one.
    """
    if not copy.is_file():
        raise FogError(f"There is no file at {copy} to restore.")
    problems = integrity_problems(copy)
    if problems:
        raise FogError(f"{copy} is damaged and was not restored: {problems[0]}")
    if schema_revision(copy) is None:
        raise FogError(f"{copy} is not a FOG Desktop database; nothing was restored.")
    safety = backup_sqlite(live, backup_dir, "before-restore") if live.exists() else None
    with (
        closing(sqlite3.connect(f"file:{copy}?mode=ro", uri=True)) as src,
        closing(sqlite3.connect(live)) as dst,
    ):
        src.backup(dst)
        dst.execute("PRAGMA journal_mode=WAL")
    return safety
