"""Copies of the SQLite file, made with SQLite's online backup API and checked (R6).

The backup API copies a consistent snapshot while the application has the file open,
which a plain file copy of a WAL database does not. A copy becomes a backup only once
``PRAGMA quick_check`` and the audit trail's links pass on it: a copy of a damaged file
is kept aside under a name that says so (``….sqlite3.failed-check``), and so never
pushes a good copy out of the daily rotation nor passes for the newest good one. Each
good copy has a side file ``<copy>.head`` holding its chain head and the database it is
of (:func:`fog_desktop.chain.database_identity`), so that a list of the backups shows
how many entries each holds without opening it, and the chain head kept outside the
database (:mod:`fog_desktop.database.anchor`) has one more place that remembers it.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing, suppress
from datetime import UTC, date, datetime
from pathlib import Path

from fog_desktop.chain import EMPTY, ChainHead
from fog_desktop.errors import FogError, ReadOnly
from fog_desktop.failures import OS_DISK_FULL, cant_write_into, disk_nearly_full
from fog_desktop.fsync import replace_durably
from fog_desktop.i18n import translate
from fog_desktop.quick_check import quick_check, read_only

DAILY_PREFIX = "daily-"
#: The label of the copy of what a restore replaced.
BEFORE_RESTORE = "before-restore"
DAILY_KEEP = 14
COPY_SUFFIX = ".sqlite3"
#: Added to the name of a copy that failed its check: kept, but never taken as a backup.
FAILED_SUFFIX = ".failed-check"
#: The side file beside each good copy: its chain head, as JSON.
HEAD_SUFFIX = ".head"
#: Between the live file's name and the time it was put aside as damaged.
DAMAGED_INFIX = ".damaged-"
#: What SQLite keeps beside a database file; they belong to it wherever it goes.
COMPANION_SUFFIXES = ("-wal", "-shm")


class BackupRejected(FogError):
    """A copy was written but failed its check; it is kept aside as :attr:`kept`."""

    def __init__(self, message: str, kept: Path) -> None:
        super().__init__(message)
        self.kept = kept


def head_path(copy: Path) -> Path:
    """The side file that holds ``copy``'s chain head."""
    return copy.with_name(copy.name + HEAD_SUFFIX)


def failed_path(copy: Path) -> Path:
    """Where a copy that failed its check is kept instead of ``copy``."""
    return copy.with_name(copy.name + FAILED_SUFFIX)


def damage_in_words(exc: BaseException) -> str | None:
    """What SQLite's error says is wrong with the file, in words a manager can act on;
    None when the error is not damage of the file (a full disk, a lock)."""
    if isinstance(exc, UnicodeDecodeError):
        # SQLite's own message quoted garbled bytes, so Python could not even decode it.
        said = exc.object.decode("utf-8", "replace") if isinstance(exc.object, bytes) else ""
        return translate("Backup", "its bytes are garbled ({said})").format(said=said)
    code = getattr(exc, "sqlite_errorcode", None)
    primary = None if code is None else code & 0xFF
    if primary == sqlite3.SQLITE_NOTADB:
        return translate(
            "Backup",
            "it is not a database file any more: its first bytes, which say what it is, "
            "are garbled, or another file was put in its place",
        )
    if primary == sqlite3.SQLITE_CORRUPT:
        return translate("Backup", "some of its pages can't be read")
    text = str(exc)
    if isinstance(exc, sqlite3.Error) and text.startswith("Could not decode to UTF-8"):
        # Python's sqlite3 raises this one itself, without a result code.
        column = text.split("'")[1] if text.count("'") >= 2 else "?"
        return translate(
            "Backup",
            "a value in its column {column} is no longer text (its bytes are not valid UTF-8)",
        ).format(column=repr(column))
    return None


class FolderRefused(ReadOnly):
    """The folder a copy was to go in can't be written; it is named, with the reason."""

    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(str(cant_write_into(folder, reason)))
        self.folder = folder
        self.reason = reason


def write_failure(exc: Exception) -> str:
    """Why a copy could not be written, in the system's words ("No space left on device")."""
    if isinstance(exc, FolderRefused):
        return exc.reason
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)


def _make_room(tmp: Path) -> None:
    """Make the copy's file anew (empty), and its folder if missing: here a folder that
    refuses is named with the system's reason, where SQLite would only say that it can't
    open "the database file", which a user takes for the database itself."""
    try:
        tmp.parent.mkdir(parents=True, exist_ok=True)
        tmp.unlink(missing_ok=True)  # a killed copy's
        tmp.open("xb").close()
    except OSError as exc:
        if exc.errno in OS_DISK_FULL:
            raise  # said as a full disk
        raise FolderRefused(tmp.parent, write_failure(exc)) from exc


def integrity_problems(path: Path, *, quick: bool = False, only_damage: bool = False) -> list[str]:
    """What ``PRAGMA integrity_check`` (or the quicker ``quick_check``) reports for the
    file, in words; empty when it is sound. ``only_damage``: a file that can't be read
    for another reason (a lock, a read-only folder, a full disk) is not called damaged;
    opening it says why."""
    try:
        if quick:
            rows = quick_check(path)
        else:
            with closing(read_only(path)) as conn:
                rows = [str(row[0]) for row in conn.execute("PRAGMA integrity_check")]
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        words = damage_in_words(exc)
        if words is None and (only_damage or disk_nearly_full(path.parent)):
            return []
        return [words or str(exc)]
    reports = translate("Backup", "SQLite's check reports {report}")
    return [] if rows == ["ok"] else [reports.format(report=repr(row)) for row in rows]


def _entries(conn: sqlite3.Connection) -> Iterator[tuple[int, str, str, str | None]]:
    """Each audit entry's number, link, hash and time, in chain order."""
    columns = {str(row[1]) for row in conn.execute("PRAGMA table_info(audit_entries)")}
    # A copy made before an upgrade may predate the entries' numbers (migration 0006):
    # its chain order is then the order of the rows.
    number = "seq" if "seq" in columns else "id"
    yield from conn.execute(
        f"SELECT {number}, prev_hash, entry_hash, at FROM audit_entries ORDER BY {number}"
    )


def chain_of_copy(path: Path) -> tuple[ChainHead | None, str | None]:
    """The copy's chain head and None when every link holds; else (None, why not).

    Only the links are walked, not each entry's contents: that is quick enough for a
    daily copy of a large file, and a copy whose entries were rewritten still says so
    to ``fog-desktop verify`` once restored.
    """
    try:
        with closing(read_only(path)) as conn:
            if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'audit_entries'").fetchone():
                head = EMPTY
                for expected, (number, prev_hash, entry_hash, at) in enumerate(
                    _entries(conn), start=1
                ):
                    if number != expected:
                        missing = translate("Backup", "audit entry {number} is missing")
                        return None, missing.format(number=expected)
                    if prev_hash != head.hash:
                        unlinked = translate(
                            "Backup", "audit entry {number} does not link to the one before it"
                        )
                        return None, unlinked.format(number=number)
                    head = ChainHead(number, str(entry_hash), _moment(at))
                return head, None
    except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        return None, damage_in_words(exc) or str(exc)
    return None, translate("Backup", "it has no audit trail")


def _moment(stored: str | None) -> datetime | None:
    """A time as SQLite stores it (text, naive, in UTC)."""
    if stored is None:
        return None
    moment = datetime.fromisoformat(stored)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def copy_check(path: Path) -> tuple[ChainHead | None, str | None]:
    """A copy's chain head when ``quick_check`` and the chain's links pass; else why not."""
    problems = integrity_problems(path, quick=True)
    if problems:
        return None, problems[0]
    return chain_of_copy(path)


def read_side_head(copy: Path) -> ChainHead | None:
    """The chain head recorded beside ``copy`` when it was made; None without one."""
    try:
        return read_side_file(head_path(copy))[1]
    except (OSError, ValueError):
        return None


def read_side_file(side: Path) -> tuple[str | None, ChainHead]:
    """The database a side file names (None in one written before they named it) and
    the copy's chain head. Raises OSError, or ValueError when it is not one."""
    data = json.loads(side.read_text(encoding="utf-8"))
    head = ChainHead.from_dict(data)
    identity = data.get("database")
    return identity if isinstance(identity, str) else None, head


def copy_identity(path: Path) -> str | None:
    """The identity of the database a copy is of: the hash of its first audit entry."""
    with closing(read_only(path)) as conn:
        row = next(iter(_entries(conn)), None)
    return None if row is None else str(row[2])


def _write_side_head(copy: Path, head: ChainHead) -> None:
    side = head_path(copy)
    tmp = side.with_name(side.name + ".partial")
    text = json.dumps(head.to_dict() | {"database": copy_identity(copy)})
    try:
        tmp.write_text(text, encoding="utf-8")
        replace_durably(tmp, side)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def rewrite_side_head(copy: Path) -> bool:
    """Write a damaged side file again from its copy; whether the copy still passes its
    check (a copy that does not is left as it is, for ``restore`` to refuse)."""
    head, _problem = copy_check(copy)
    if head is not None:
        _write_side_head(copy, head)
    return head is not None


def _copy(source: Path, target: Path) -> Path:
    """Copy ``source`` to ``target`` with the online backup API, check the copy, and
    only then give it its name.

    Raises :class:`BackupRejected` when the copy fails its check, :class:`FolderRefused`
    when its folder can't be written, OSError or sqlite3.Error when it can't be written
    for another reason (or the source can't be read at all).
    """
    tmp = target.with_name(target.name + ".partial")
    _make_room(tmp)
    try:
        with closing(read_only(source)) as src, closing(sqlite3.connect(tmp)) as dst:
            src.backup(dst)
            with suppress(sqlite3.DatabaseError, UnicodeDecodeError):
                # A copy too damaged to switch out of WAL fails its check just below.
                dst.execute("PRAGMA journal_mode=DELETE")
        head, problem = copy_check(tmp)
        replace_durably(tmp, target if head is not None else failed_path(target))
    except BaseException:
        tmp.unlink(missing_ok=True)  # a half-written copy is no use to anyone
        raise
    if head is None:
        raise BackupRejected(
            translate(
                "Backup",
                "The copy of {name} failed its check ({problem}); it is kept as "
                "{kept} but is not counted as a good backup.",
            ).format(name=source.name, problem=problem, kept=failed_path(target)),
            failed_path(target),
        )
    _write_side_head(target, head)
    return target


def _must_exist(source: Path) -> None:
    if not source.exists():
        raise FogError(
            translate("Backup", "There is no database file at {path} to back up.").format(
                path=source
            )
        )


def backup_sqlite(source: Path, backup_dir: Path, label: str) -> Path:
    """A checked copy of ``source`` in ``backup_dir``, named with ``label`` and the time."""
    _must_exist(source)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return _copy(source, backup_dir / f"{label}-{stamp}{COPY_SUFFIX}")


def backup_to(source: Path, target: Path) -> Path:
    """A checked copy of ``source`` at the path the user chose."""
    _must_exist(source)
    if target.exists():
        raise FogError(
            translate("Backup", "{path} exists already; choose a new file name.").format(
                path=target
            )
        )
    return _copy(source, target)


def daily_backup(source: Path, backup_dir: Path, today: date) -> Path | None:
    """The day's first copy; None if it was made (or made and kept aside) already.

    Raises as :func:`_copy` does. Whatever happens, the rotation keeps the newest
    :data:`DAILY_KEEP` good dailies and, beyond them, the newest one that was checked.
    """
    target = backup_dir / f"{DAILY_PREFIX}{today.isoformat()}{COPY_SUFFIX}"
    if target.exists() or failed_path(target).exists() or not source.exists():
        return None
    try:
        return _copy(source, target)
    finally:
        _rotate(backup_dir)


def _rotate(backup_dir: Path) -> None:
    """Remove the dailies beyond the newest :data:`DAILY_KEEP`, good ones and kept-aside
    ones counted apart, so that copies of a damaged file never push out a good copy.

    A daily from before copies were checked has no side file: should only such dailies
    be left among the newest, the newest checked one is kept too.
    """
    good = sorted(backup_dir.glob(f"{DAILY_PREFIX}*{COPY_SUFFIX}"))
    keep = set(good[-DAILY_KEEP:])
    checked = [copy for copy in good if head_path(copy).exists()]
    keep.update(checked[-1:])
    for old in good:
        if old not in keep:
            # Only our own rotation copies are removed; they are copies, not records.
            old.unlink()
            head_path(old).unlink(missing_ok=True)
    failed = sorted(backup_dir.glob(f"{DAILY_PREFIX}*{COPY_SUFFIX}{FAILED_SUFFIX}"))
    for old in failed[:-DAILY_KEEP]:
        old.unlink()
