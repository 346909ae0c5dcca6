"""Putting a backup in the live database's place, checked first (R6).

Split from :mod:`fog_desktop.database.backup`, which makes and checks the copies: a
restore refuses a copy that is damaged, is not a FOG Desktop database or was written by
a newer one, keeps the live file as it was (a copy of it, or the damaged file itself
renamed aside with its ``-wal`` and ``-shm``), and only then writes the copy in.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from fog_desktop.database.backup import (
    BEFORE_RESTORE,
    COMPANION_SUFFIXES,
    DAMAGED_INFIX,
    BackupRejected,
    backup_sqlite,
    integrity_problems,
    write_failure,
)
from fog_desktop.errors import FogError
from fog_desktop.fsync import fsync_dir
from fog_desktop.i18n import translate
from fog_desktop.quick_check import read_only


class RestoreRefused(FogError):
    """The copy may not be restored (damaged, foreign, too new); nothing was changed."""


def schema_revision(path: Path) -> str | None:
    """The Alembic revision stored in a SQLite file, or None if it has none."""
    with closing(read_only(path)) as conn:
        try:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.DatabaseError:
            return None
    return str(row[0]) if row else None


def _known_revisions() -> set[str]:
    # Alembic is loaded only when a restore needs its list of revisions.
    from alembic.script import ScriptDirectory  # noqa: PLC0415

    from fog_desktop.database.migrate import alembic_config  # noqa: PLC0415

    return {r.revision for r in ScriptDirectory.from_config(alembic_config()).walk_revisions()}


def restore_refusal(copy: Path) -> str | None:
    """Why ``copy`` may not be restored, in one sentence; None when it may."""
    if not copy.is_file():
        return translate("Backup", "There is no file at {path} to restore.").format(path=copy)
    problems = integrity_problems(copy)
    if problems:
        return translate("Backup", "{path} is damaged and was not restored: {problem}.").format(
            path=copy, problem=problems[0]
        )
    revision = schema_revision(copy)
    if revision is None:
        return translate(
            "Backup", "{path} is not a FOG Desktop database; nothing was restored."
        ).format(path=copy)
    if revision not in _known_revisions():
        return translate(
            "Backup",
            "{path} was written by a newer FOG Desktop (schema {revision}); install that "
            "version to use it. Nothing was restored.",
        ).format(path=copy, revision=revision)
    return None


@dataclass(frozen=True)
class Restored:
    """Where the database as it was before a restore is kept, if there was one."""

    kept: Path | None
    #: The database could not be copied as it was (damaged): ``kept`` is the file
    #: itself, put aside, or a copy that failed its check.
    damaged: bool


def move_aside(live: Path, now: datetime) -> Path:
    """Rename a damaged database file, and the ``-wal``/``-shm`` beside it, so that it
    is kept as it is; return its new name (``….damaged-YYYYmmdd-HHMMSS``)."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    aside = live.with_name(f"{live.name}{DAMAGED_INFIX}{stamp}")
    tries = 1
    while any(aside.with_name(aside.name + s).exists() for s in ("", *COMPANION_SUFFIXES)):
        tries += 1
        aside = live.with_name(f"{live.name}{DAMAGED_INFIX}{stamp}-{tries}")
    for suffix in ("", *COMPANION_SUFFIXES):
        part = live.with_name(live.name + suffix)
        if part.exists():
            part.replace(aside.with_name(aside.name + suffix))
    fsync_dir(live.parent)
    return aside


def _keep_live(live: Path, backup_dir: Path, now: datetime) -> Restored:
    if not live.exists():
        return Restored(None, damaged=False)
    if integrity_problems(live, quick=True):
        # The backup API can't read a damaged file: keep the file itself instead.
        return Restored(move_aside(live, now), damaged=True)
    try:
        return Restored(backup_sqlite(live, backup_dir, BEFORE_RESTORE), damaged=False)
    except BackupRejected as exc:
        return Restored(exc.kept, damaged=True)
    except (OSError, sqlite3.Error) as exc:
        raise RestoreRefused(
            translate(
                "Backup",
                "The database as it is could not be copied into {folder} first "
                "({error}); nothing was restored.",
            ).format(folder=backup_dir, error=write_failure(exc))
        ) from exc


def restore(copy: Path, live: Path, backup_dir: Path, *, now: datetime | None = None) -> Restored:
    """Check ``copy``, keep ``live`` as it is, then put the copy in its place.

    A sound live file is backed up first; a damaged one (truncated, garbage header,
    malformed), which the backup API can't read, is renamed aside with its ``-wal``
    and ``-shm``. The copy is written into the live file through the backup API, so a
    WAL file left beside a sound live database can't mix old pages into the restored one.
    """
    refusal = restore_refusal(copy)
    if refusal is not None:
        raise RestoreRefused(refusal)
    kept = _keep_live(live, backup_dir, now or datetime.now())
    try:
        with closing(read_only(copy)) as src, closing(sqlite3.connect(live)) as dst:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=WAL")
        fsync_dir(live.parent)
    except (OSError, sqlite3.Error) as exc:
        if kept.kept:
            failed = translate(
                "Backup",
                "{copy} could not be written to {live} ({error}); the database as it was is "
                "kept as {kept}. Free some disk space or fix the folder, then restore again.",
            )
        else:
            failed = translate(
                "Backup",
                "{copy} could not be written to {live} ({error}). Free some disk space or fix "
                "the folder, then restore again.",
            )
        raise FogError(
            failed.format(copy=copy, live=live, error=write_failure(exc), kept=kept.kept)
        ) from exc
    return kept
