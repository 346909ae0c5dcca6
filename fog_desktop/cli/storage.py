"""verify, backup, restore: the database's safety (rules.md R6).

Alembic is imported by restore, which needs the list of revisions, not with this module:
the window starts through this package's parser and should not wait for it.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from fog_desktop.audit import verify
from fog_desktop.cli.common import EXIT_FAILED, EXIT_OK, fail
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext, open_context
from fog_desktop.database.backup import backup_sqlite, backup_to, restore, schema_revision
from fog_desktop.errors import FogError


def register(commands: Any) -> None:
    p = commands.add_parser(
        "verify",
        help="check the audit trail's hash chain, every record against it, and the database file",
    )
    p.set_defaults(handler=_verify)

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


def _verify(context: AppContext, _args: argparse.Namespace) -> int:
    with context.db.read() as session:
        report = verify(session)
    print(f"Audit trail entries: {report.entries}")
    print(f"Chain head hash: {report.head_hash}")
    if report.ok:
        print("OK: the audit trail is unbroken and every record matches it.")
        return EXIT_OK
    if report.first_broken_entry is not None:
        print(f"First broken entry: {report.first_broken_entry}")
    for problem in report.problems:
        print(f"PROBLEM: {problem}")
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


def _restore(args: argparse.Namespace) -> int:
    """Runs without opening the database first: the live file may be the broken one."""
    paths = resolve_paths(args.data_dir)
    if args.db and not args.db.startswith("sqlite"):
        return fail("restore puts back the embedded SQLite database only.")
    live = Path(args.db.removeprefix("sqlite:///")) if args.db else paths.sqlite_file
    revision = schema_revision(args.path) if args.path.is_file() else None
    from alembic.script import ScriptDirectory  # noqa: PLC0415

    from fog_desktop.database.migrate import alembic_config  # noqa: PLC0415

    known = {r.revision for r in ScriptDirectory.from_config(alembic_config()).walk_revisions()}
    if revision is not None and revision not in known:
        return fail(
            f"{args.path} was written by a newer FOG Desktop (schema {revision}); "
            "nothing was restored."
        )
    try:
        safety = restore(args.path, live, paths.backup_dir)
    except FogError as exc:
        return fail(str(exc))
    if safety is not None:
        print(f"The database as it was is kept in {safety}")
    print(f"Restored {args.path} to {live}")
    open_context(args.data_dir, args.db).close()  # brings an older copy's schema up to date
    return EXIT_OK
