"""When the database can't be used as it is: what is wrong, and which backup to restore.

Plain data for the window's recovery dialog (ui/recovery) and for the command line's
sentences alike (R6): the backups with their dates, audit entries and whether each passed
its check, the newest good one, and a restore that keeps the database as it was.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from fog_desktop.chain import ChainHead
from fog_desktop.config import Paths
from fog_desktop.database import backup, restore
from fog_desktop.database.backup import BEFORE_RESTORE, COPY_SUFFIX, FAILED_SUFFIX
from fog_desktop.database.restore import Restored
from fog_desktop.failures import damaged_file
from fog_desktop.i18n import translate
from fog_desktop.quick_check import sqlite_file

log = logging.getLogger(__name__)

#: Who the audit trail names for a restore when no one's name is set.
RESTORER = "FOG Desktop (restore)"


@dataclass(frozen=True)
class BackupInfo:
    """One copy in the backups folder."""

    path: Path
    #: When the copy was written (the file's time), local.
    made: datetime
    #: Its chain head: how many audit entries it holds and the newest one's time; None
    #: when it could not be read.
    head: ChainHead | None
    #: The copy passed ``quick_check`` and its chain's links, when it was made (or now).
    verified: bool
    #: Why it did not, in words; "" when it did.
    problem: str = ""

    @property
    def replaced(self) -> bool:
        """A copy of the database a restore replaced: one the user chose not to trust."""
        return self.path.name.startswith(BEFORE_RESTORE)

    @property
    def entries(self) -> int | None:
        return None if self.head is None else self.head.seq

    def summary(self) -> str:
        """The copy in a few words: its name, when it was made, what it holds."""
        made = f"{self.made:%Y-%m-%d %H:%M}"
        if self.entries is None:
            return translate("BackupInfo", "{path} (made {made})").format(path=self.path, made=made)
        entries = self.entries
        return translate(
            "BackupInfo", "{path} (made {made}, %Ln audit entry(ies))", None, entries
        ).format(path=self.path, made=made)


def _made(path: Path) -> datetime:
    return datetime.fromtimestamp(path.stat().st_mtime)


def describe(path: Path) -> BackupInfo:
    """What a copy holds and whether it is good: from its side file when it has one,
    else by reading it (a copy made before copies were checked)."""
    if path.name.endswith(FAILED_SUFFIX):
        failed = translate("Recovery", "it failed its check when it was made")
        return BackupInfo(path, _made(path), None, False, failed)
    head = backup.read_side_head(path)
    if head is not None:
        return BackupInfo(path, _made(path), head, True)
    head, problem = backup.copy_check(path)
    return BackupInfo(path, _made(path), head, head is not None, problem or "")


def _copies(paths: Paths) -> list[Path]:
    """The backups folder's copies, good and failed, newest first."""
    folder = paths.backup_dir
    if not folder.is_dir():
        return []
    found = [*folder.glob(f"*{COPY_SUFFIX}"), *folder.glob(f"*{COPY_SUFFIX}{FAILED_SUFFIX}")]
    return sorted(found, key=lambda p: (p.stat().st_mtime, p.name), reverse=True)


def list_backups(paths: Paths) -> list[BackupInfo]:
    """Every copy in the backups folder, newest first."""
    return [describe(path) for path in _copies(paths)]


def newest_good(paths: Paths) -> BackupInfo | None:
    """The newest copy that passed its check, not counting what a restore replaced (a
    check of the links can't tell all damage, and the user had chosen not to trust
    it); the older copies are not read."""
    for path in _copies(paths):
        info = describe(path)
        if info.verified and not info.replaced:
            return info
    return None


def restore_hint(paths: Paths) -> str:
    """One sentence: which backup to restore and the command that does it."""
    good = newest_good(paths)
    if good is None:
        return translate("Recovery", "There is no good backup in {folder} to restore.").format(
            folder=paths.backup_dir
        )
    return translate(
        "Recovery", "The newest good backup is {backup}: restore it with {command}."
    ).format(backup=good.summary(), command=f'fog-desktop restore "{good.path}"')


def file_damage(path: Path) -> str | None:
    """What ``quick_check`` finds wrong with a database file, in one sentence; None when
    it is sound or not there yet."""
    if not path.exists():
        return None
    problems = backup.integrity_problems(path, quick=True, only_damage=True)
    if not problems:
        return None
    if len(problems) == 1:
        return damaged_file(path, problems[0])
    damaged = translate("Recovery", "The database file {path} is damaged: {problem} ({more}).")
    others = len(problems) - 1
    more = translate("Recovery", "%n more problem(s)", None, others)
    return damaged.format(path=path, problem=problems[0], more=more)


def start_check(paths: Paths, url: str) -> str | None:
    """Why the database at ``url`` must not be opened, found before opening it: the
    file can't be read or fails ``quick_check``. None when it may be opened.

    Opening it (:func:`~fog_desktop.database.open.open_database`) asks this first, then
    whether it can be reached and still holds what FOG Desktop last wrote; ``verify``
    asks it alone, to name the damage before anything else.
    """
    path = sqlite_file(url)
    damage = None if path is None else file_damage(path)
    return None if damage is None else with_hint(damage, paths)


def with_hint(problem: str, paths: Paths) -> str:
    """The problem, and the command line that restores the newest good backup."""
    return f"{problem} {restore_hint(paths)}"


def without_hint(problem: str, paths: Paths) -> str:
    """The problem alone, for a screen that offers the backups itself."""
    return problem.removesuffix(f" {restore_hint(paths)}")


def restore_backup(paths: Paths, copy: Path, live: Path, actor: str) -> Restored:
    """Put ``copy`` in place of the database file ``live``, which is kept as it was.

    Raises :class:`~fog_desktop.database.restore.RestoreRefused` when the copy may not be
    restored, with nothing changed. Afterwards the restored database is brought up to
    date and taken as the one last seen (its chain may be shorter than the data folder
    last saw: restoring it is the user's decision), and its audit trail says that
    ``actor`` restored it.
    """
    # Loaded here: opening needs the audit trail, which needs this package.
    from fog_desktop.database.integrity import accept  # noqa: PLC0415
    from fog_desktop.database.open import open_database  # noqa: PLC0415

    restored = restore.restore(copy, live, paths.backup_dir)
    log.warning(
        "Restored %s to %s; the database as it was is kept as %s", copy, live, restored.kept
    )
    db = open_database(paths, f"sqlite:///{live}", refuse_behind=False)
    try:
        kept = f"; the database as it was is kept as {restored.kept}" if restored.kept else ""
        accept(
            db,
            label="the database, restored from a backup",
            reason=f"restored from {copy}{kept}",
            actor=actor or RESTORER,
        )
    finally:
        db.dispose()
    return restored
