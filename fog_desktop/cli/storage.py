"""verify, backup, restore: the database's safety (rules.md R6).

verify and restore open the database themselves: each is meant for a database that
the other commands refuse (damaged, or holding less than was last seen).
"""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy.exc import DBAPIError

from fog_desktop.audit import VerifyReport, verify
from fog_desktop.cli.common import fail
from fog_desktop.config import Paths, Settings, resolve_db_url, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database.backup import backup_sqlite, backup_to, damage_in_words
from fog_desktop.database.integrity import accept_as_is
from fog_desktop.database.open import open_database
from fog_desktop.database.recovery import (
    restore_backup,
    restore_hint,
    start_check,
    with_hint,
)
from fog_desktop.database.restore import RestoreRefused
from fog_desktop.failures import damaged_file
from fog_desktop.logs import setup_logging
from fog_desktop.options import EXIT_FAILED, EXIT_OK
from fog_desktop.quick_check import sqlite_file


def register(commands: Any) -> None:
    p = commands.add_parser(
        "verify",
        help="check the audit trail's hash chain, every record against it, and the database file",
    )
    p.set_defaults(handler=None, standalone=_verify)

    p = commands.add_parser("backup", help="copy the SQLite database now")
    p.add_argument(
        "--out",
        metavar="PATH",
        type=Path,
        help="where to write the copy (default: backups/ of the data folder)",
    )
    p.set_defaults(handler=_backup)

    p = commands.add_parser(
        "restore", help="check a backup copy and put it in place of the database"
    )
    p.add_argument("path", metavar="PATH", type=Path, help="the backup file to restore")
    p.set_defaults(handler=None, standalone=_restore)

    p = commands.add_parser(
        "accept",
        help="go on with a database that holds less than was last seen, without restoring "
        "(written into the audit trail with your reason)",
    )
    p.add_argument("--reason", required=True, metavar="TEXT", help="why, for the audit trail")
    p.set_defaults(handler=None, standalone=_accept)


def _verify(args: argparse.Namespace) -> int:
    """Opens the database even when it holds less than was last seen (that is one of the
    things verify tells); a damaged file is named in words, with the backup to restore."""
    paths = resolve_paths(args.data_dir)
    setup_logging(paths)
    url = resolve_db_url(paths, args.db)
    damage = start_check(paths, url)
    if damage is not None:
        return fail(damage)
    db = open_database(paths, url, refuse_behind=False, allow_owner=args.allow_owner)
    try:
        with db.read() as session:
            report = verify(session, head_file=db.head_file)
    except (DBAPIError, sqlite3.DatabaseError, UnicodeDecodeError) as exc:
        cause = exc.orig if isinstance(exc, DBAPIError) else exc
        words = damage_in_words(cause) if cause is not None and db.is_sqlite else None
        if words is None:
            raise
        return fail(with_hint(damaged_file(db.sqlite_path, words), paths))
    finally:
        db.dispose()
    return _print_report(report, paths if db.is_sqlite else None)


def _print_report(report: VerifyReport, paths: Paths | None) -> int:
    print(f"Audit trail entries: {report.entries}")
    print(f"Chain head hash: {report.head_hash}")
    for note in report.notes:
        print(f"NOTE: {note}")
    if report.ok:
        print("OK: the audit trail is unbroken and every record matches it.")
        return EXIT_OK
    if report.first_broken_entry is not None:
        print(f"First broken entry: {report.first_broken_entry}")
    for problem in report.problems:
        print(f"PROBLEM: {problem}")
    if paths is not None:
        print(restore_hint(paths))
    return EXIT_FAILED


def _backup(context: AppContext, args: argparse.Namespace) -> int:
    source = context.db.sqlite_path
    if source is None:
        return fail(
            "backup copies the embedded SQLite database; back up a PostgreSQL server with pg_dump."
        )
    if args.out:
        target = backup_to(source, args.out)
    else:
        target = backup_sqlite(source, context.paths.backup_dir, "manual")
    print(f"Backed up to {target}")
    return EXIT_OK


def _accept(args: argparse.Namespace) -> int:
    paths = resolve_paths(args.data_dir)
    setup_logging(paths)
    actor = args.operator or Settings.load(paths).operator_name
    accepted = accept_as_is(paths, resolve_db_url(paths, args.db), reason=args.reason, actor=actor)
    if accepted is None:
        print("Nothing to accept: the database holds everything FOG Desktop last saw in it.")
    else:
        print(f"Accepted, and written into the audit trail: {accepted}")
    return EXIT_OK


def _restore(args: argparse.Namespace) -> int:
    """Runs without opening the database first: the live file may be the broken one."""
    paths = resolve_paths(args.data_dir)
    setup_logging(paths)
    live = sqlite_file(resolve_db_url(paths, args.db))
    if live is None:
        return fail("restore puts back the embedded SQLite database only.")
    actor = args.operator or Settings.load(paths).operator_name
    try:
        restored = restore_backup(paths, args.path, live, actor)
    except RestoreRefused as exc:
        return fail(str(exc))
    if restored.damaged:
        print(f"The damaged database is kept as {restored.kept}")
    elif restored.kept is not None:
        print(f"The database as it was is kept in {restored.kept}")
    print(f"Restored {args.path} to {live}")
    return EXIT_OK
