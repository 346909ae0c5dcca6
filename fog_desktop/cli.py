"""The command line: everything a script or an IT admin needs, without a screen.

Exit codes: 0 success, 1 a check failed (``verify``) or input was refused, 2 the
database or data folder can't be used. Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from datetime import date
from pathlib import Path

from alembic.script import ScriptDirectory

from fog_desktop import __version__
from fog_desktop.audit import verify
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext, open_context
from fog_desktop.database.backup import backup_sqlite, backup_to, restore, schema_revision
from fog_desktop.database.migrate import alembic_config
from fog_desktop.errors import (
    DatabaseUnavailable,
    FogError,
    NotFound,
    SchemaTooNew,
    ValidationError,
)
from fog_desktop.logs import setup_logging
from fog_desktop.services import demo, status

log = logging.getLogger(__name__)

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_UNAVAILABLE = 2

__all__ = ["EXIT_UNAVAILABLE", "FogError", "build_parser", "open_for", "run"]

DESCRIPTION = """\
FOG Desktop keeps the records of a city's Fats, Oils and Grease (FOG) ordinance:
grease interceptors and traps, pump-outs, manifests, training and incidents.
With no command it opens the window."""

EPILOG = """\
The database is --db URL, else $FOG_DESKTOP_DB, else the file fog-desktop.sqlite3 in the
data folder (--data-dir, else $FOG_DESKTOP_DATA_DIR, else the user data folder).
A PostgreSQL URL looks like postgresql+psycopg://user:password@host/dbname.
Exit codes: 0 ok, 1 a check failed or input was refused, 2 the database or data folder
can't be used."""


def _iso_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2026-12-02") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fog-desktop",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"FOG Desktop {__version__}")
    parser.add_argument("--db", metavar="URL", help="database URL (SQLite file or PostgreSQL)")
    parser.add_argument("--data-dir", metavar="DIR", help="folder for the database, backups, logs")
    parser.add_argument(
        "--no-crash-dialog",
        action="store_true",
        help="window: log unexpected errors without showing a dialog (for unattended runs)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="window: open the main window, visit each page, and exit 0",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = commands.add_parser("status", help="what is due, per establishment (R2–R5)")
    p.add_argument(
        "--as-of", type=_iso_date, metavar="YYYY-MM-DD", help="date to judge by (default today)"
    )
    p.add_argument("--establishment", metavar="NAME", help="only this establishment")
    p.add_argument("--json", action="store_true", help="print JSON for scripts")

    commands.add_parser(
        "verify",
        help="check the audit trail's hash chain, every record against it, and the database file",
    )

    p = commands.add_parser("backup", help="copy the SQLite database now")
    p.add_argument(
        "--out",
        metavar="PATH",
        type=Path,
        help="where to write the copy (default: backups/ of the data folder)",
    )

    p = commands.add_parser(
        "restore", help="check a backup copy and put it in place of the database"
    )
    p.add_argument("path", metavar="PATH", type=Path, help="the backup file to restore")

    p = commands.add_parser(
        "demo", help='add the demo establishment "Demo Bistro" with two years of records'
    )
    p.add_argument(
        "--as-of", type=_iso_date, metavar="YYYY-MM-DD", help="the demo's today (default today)"
    )
    return parser


def open_for(args: argparse.Namespace) -> AppContext:
    context = open_context(args.data_dir, args.db)
    setup_logging(context.paths)
    return context


def run(args: argparse.Namespace) -> int:
    try:
        if args.command == "restore":
            return _restore(args)
        context = open_for(args)
        try:
            return _COMMANDS[args.command](context, args)
        finally:
            context.close()
    except (DatabaseUnavailable, SchemaTooNew) as exc:
        return _fail(str(exc), EXIT_UNAVAILABLE)
    except ValidationError as exc:
        return _fail(str(exc), EXIT_FAILED)
    except NotFound as exc:
        return _fail(str(exc), EXIT_FAILED)
    except FogError as exc:
        return _fail(str(exc), EXIT_UNAVAILABLE)
    except Exception as exc:  # a bug: one line here, the traceback in the log file
        log.exception("fog-desktop %s failed", args.command)
        return _fail(f"unexpected error: {exc!r}; the details are in the log file", EXIT_FAILED)


def _fail(message: str, code: int) -> int:
    print(f"fog-desktop: {message}", file=sys.stderr)
    return code


def _status(context: AppContext, args: argparse.Namespace) -> int:
    as_of = args.as_of or context.today()
    report = status.status_report(context.db, as_of, args.establishment)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(status.status_text(report))
    return EXIT_OK


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
        return _fail(
            "backup copies the embedded SQLite database; back up a PostgreSQL server with pg_dump.",
            EXIT_FAILED,
        )
    target = (
        backup_to(source, args.out)
        if args.out
        else backup_sqlite(source, context.paths.backup_dir, "manual")
    )
    print(f"Backed up to {target}")
    return EXIT_OK


def _restore(args: argparse.Namespace) -> int:
    paths = resolve_paths(args.data_dir)
    if args.db and not args.db.startswith("sqlite"):
        return _fail("restore puts back the embedded SQLite database only.", EXIT_FAILED)
    live = Path(args.db.removeprefix("sqlite:///")) if args.db else paths.sqlite_file
    revision = schema_revision(args.path) if args.path.is_file() else None
    script_revisions = {
        r.revision for r in ScriptDirectory.from_config(alembic_config()).walk_revisions()
    }
    if revision is not None and revision not in script_revisions:
        return _fail(
            f"{args.path} was written by a newer FOG Desktop (schema {revision}); "
            "nothing was restored.",
            EXIT_FAILED,
        )
    try:
        safety = restore(args.path, live, paths.backup_dir)
    except FogError as exc:
        return _fail(str(exc), EXIT_FAILED)
    if safety is not None:
        print(f"The database as it was is kept in {safety}")
    print(f"Restored {args.path} to {live}")
    context = open_context(args.data_dir, args.db)  # brings an older copy's schema up to date
    context.close()
    return EXIT_OK


def _demo(context: AppContext, args: argparse.Namespace) -> int:
    as_of = args.as_of or context.today()
    name = demo.add_demo(context.db, as_of, actor=context.actor or "FOG Desktop demo")
    print(f"Added the demo establishment {name!r} with records up to {as_of.isoformat()}.")
    return EXIT_OK


_COMMANDS = {
    "status": _status,
    "verify": _verify,
    "backup": _backup,
    "demo": _demo,
}
