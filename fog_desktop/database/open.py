"""Opening the database at start: connect, check it is the one last seen, back up,
migrate, check its guards.

A day's backup that can't be made never keeps the records from opening (issue 11 §3):
the log and the Dashboard say so, and the next start tries again.
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from fog_desktop.config import Paths
from fog_desktop.database import recovery
from fog_desktop.database.backup import (
    BackupRejected,
    FolderRefused,
    daily_backup,
    damage_in_words,
    write_failure,
)
from fog_desktop.database.engine import Database
from fog_desktop.database.schema import SCHEMA_HEAD, stored_revision
from fog_desktop.errors import DatabaseUnavailable, FogError, ReadOnly
from fog_desktop.failures import disk_full_for, disk_nearly_full
from fog_desktop.i18n import translate

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Opened:
    db: Database
    #: Why the day's backup was not made, or not kept as a good one; None when it was
    #: (or there was nothing to do).
    backup_problem: str | None = None
    #: The day's backup is left to :func:`back_up_today`, after the window's first paint.
    backup_due: bool = False
    #: What was said of the chain head's places found damaged or missing, and mended
    #: (fog_desktop.database.anchor); None when each held.
    anchor_note: str | None = None


def open_database(
    paths: Paths,
    url: str,
    *,
    today: date | None = None,
    refuse_behind: bool = True,
    allow_owner: bool = False,
) -> Database:
    """:func:`open_checked`'s database, for callers that don't show a backup's problem
    (it is in the log)."""
    return open_checked(
        paths, url, today=today, refuse_behind=refuse_behind, allow_owner=allow_owner
    ).db


def open_checked(
    paths: Paths,
    url: str,
    *,
    today: date | None = None,
    refuse_behind: bool = True,
    allow_owner: bool = False,
    backup_after_start: bool = False,
) -> Opened:
    """The database at ``url``, its schema brought up to date, the day's backup made.

    With ``backup_after_start`` (the window), the day's backup is left to the caller
    (:func:`back_up_today`) unless a migration is due: a 200 MiB copy and its check take
    a second or more, and the window paints first (issue 16 §1, Target C). Before a
    migration the copy is still made first.

    Raises :class:`~fog_desktop.errors.DatabaseUnavailable` when it can't be reached or
    holds less than the data folder last saw (``refuse_behind``; ``verify`` opens it
    anyway, to say what is wrong), or on PostgreSQL is reached as the owner of its tables
    without ``allow_owner`` (fog_desktop.database.roles), and
    :class:`~fog_desktop.errors.SchemaTooNew` when it belongs to a newer application.
    """
    # Loaded here: integrity needs the audit trail, which needs this package.
    from fog_desktop.database import integrity  # noqa: PLC0415

    db = Database(url)
    if paths.unwritable is not None:
        # Each save writes the chain head into the data folder (fog_desktop.chain).
        db.unwritable = (paths.data_dir, paths.unwritable)
    # Before anything writes to it: a damaged page that no command happens to read today
    # is still damage, and saving on top of it can spread it.
    if db.sqlite_path is not None and (damage := recovery.file_damage(db.sqlite_path)):
        db.dispose()
        raise DatabaseUnavailable(recovery.with_hint(damage, paths))
    backup_problem, backup_due, notes = None, False, []
    try:
        db.check_connection()
        stored = stored_revision(db)
        head_file = integrity.head_file_for(paths, db)
        if refuse_behind and stored is None:
            integrity.refuse_if_emptied(db, head_file)
        if refuse_behind and stored == SCHEMA_HEAD:
            # Before the day's backup, so that a damaged database never pushes out a good copy.
            notes = integrity.refuse_if_behind(db, head_file)
        source = db.sqlite_path
        if source is not None and stored is not None:
            if backup_after_start and stored == SCHEMA_HEAD:
                backup_due = True
            else:
                backup_problem = _daily_backup(source, paths.backup_dir, today or date.today())
        if stored != SCHEMA_HEAD:
            _refuse_upgrade_if_read_only(db)
            from fog_desktop.database import migrate  # noqa: PLC0415  (see schema.py)

            migrate.upgrade(db, paths.backup_dir)
            if refuse_behind:
                notes = integrity.refuse_if_behind(db, head_file)
        db.head_file = head_file
        if refuse_behind and db.unwritable is None:  # verify names a missing guard
            integrity.restore_guards(db)
        integrity.refuse_owner(db, allow_owner=allow_owner)
    except BaseException as exc:
        db.dispose()
        if isinstance(exc, Exception) and (explained := _explained(paths, db, exc)):
            raise explained from exc
        raise
    return Opened(db, backup_problem, backup_due, " ".join(notes) or None)


def _refuse_upgrade_if_read_only(db: Database) -> None:
    """A database to bring up to date where nothing can be written: this version can't
    read it as it is, so it says why, before the upgrade would fail half-way."""
    if db.refusal is not None:
        raise ReadOnly(
            translate(
                "DatabaseOpen",
                "This version of FOG Desktop must bring the database at {database} up to "
                "date before it can read it, and can't: {refusal}",
            ).format(database=db.display_location, refusal=db.refusal)
        )


def back_up_today(paths: Paths, db: Database, today: date) -> str | None:
    """The day's backup of the SQLite file, made after the window opened it; why it
    was not made, in a sentence for the Dashboard, or None."""
    source = db.sqlite_path
    return None if source is None else _daily_backup(source, paths.backup_dir, today)


def _explained(paths: Paths, db: Database, exc: Exception) -> FogError | None:
    """A SQLite file that could not be opened, told with the backup to restore: its
    damage when ``quick_check`` finds some (whatever the error it caused), or the loss
    of what it last held. None when restoring is not the remedy."""
    from fog_desktop.database.integrity import DatabaseBehind  # noqa: PLC0415  (see open_checked)

    path = db.sqlite_path
    if path is None:
        return None
    if disk_nearly_full(path.parent):
        return disk_full_for(path)
    damage = recovery.file_damage(path)
    if damage is not None:
        return DatabaseUnavailable(recovery.with_hint(damage, paths))
    if isinstance(exc, DatabaseBehind):
        return DatabaseBehind(recovery.with_hint(str(exc), paths))
    return None


def _daily_backup(source: Path, backup_dir: Path, today: date) -> str | None:
    """Make the day's backup; say why not, in a sentence for the Dashboard, if it fails."""
    try:
        daily_backup(source, backup_dir, today)
    except BackupRejected as exc:
        log.warning("The day's backup: %s", exc)
        return translate(
            "DatabaseOpen", "Today's backup did not pass its check. {problem} Run {command}."
        ).format(problem=exc, command="'fog-desktop verify'")
    except (OSError, sqlite3.Error, UnicodeDecodeError, FolderRefused) as exc:
        log.warning("The day's backup could not be made in %s: %s", backup_dir, exc)
        damage = damage_in_words(exc)
        if damage is not None:
            return translate(
                "DatabaseOpen",
                "Today's backup could not be made: the database file is damaged ({damage}). "
                "Run {command}.",
            ).format(damage=damage, command="'fog-desktop verify'")
        return translate(
            "DatabaseOpen",
            "Today's backup could not be written to {folder} ({error}): "
            "your records are not backed up. Free some disk space or let FOG Desktop write "
            "to that folder; the next start tries again.",
        ).format(folder=backup_dir, error=write_failure(exc))
    return None
