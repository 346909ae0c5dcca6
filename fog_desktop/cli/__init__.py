"""The command line: everything a script or an IT admin needs, without a screen.

Exit codes: 0 success, 1 a check failed (``verify``) or input was refused, 2 the
database or data folder can't be used. Errors are one line on stderr, never a traceback.
Each command lives in the module of its area and registers itself in :func:`build_parser`.
"""

from __future__ import annotations

import argparse
import logging
from typing import NoReturn

from fog_desktop import __version__
from fog_desktop.cli import (
    changes,
    checklist,
    employees,
    exchange,
    incidents,
    inspections,
    maintenance,
    ordinance,
    records,
    schedules,
    server,
    status,
    storage,
    training,
    violations,
)
from fog_desktop.cli.common import fail, refusal_text
from fog_desktop.config import resolve_paths
from fog_desktop.context import open_for
from fog_desktop.database import lock_wait
from fog_desktop.database.recovery import with_hint
from fog_desktop.errors import (
    DatabaseUnavailable,
    FileDamaged,
    FogError,
    NotFound,
    SchemaTooNew,
    ValidationError,
)
from fog_desktop.failures import plain_failure
from fog_desktop.options import EXIT_FAILED, EXIT_UNAVAILABLE, add_global_options

log = logging.getLogger(__name__)

__all__ = ["EXIT_UNAVAILABLE", "FogError", "build_parser", "open_for", "run"]

DESCRIPTION = """\
FOG Desktop keeps the records of a city's Fats, Oils and Grease (FOG) ordinance:
grease interceptors and traps, pump-outs, manifests, training, incidents,
self-inspection checklists, planned changes and conditional waivers, and the city's
inspections and notices of violation.
With no command it opens the window."""

EPILOG = """\
The database is --db URL, else $FOG_DESKTOP_DB, else the file fog-desktop.sqlite3 in the
data folder (--data-dir, else $FOG_DESKTOP_DATA_DIR, else the folder machine.ini names
for every user of the PC, else the user data folder).
A PostgreSQL URL looks like postgresql+psycopg://user:password@host/dbname.
A command waits at most 60 seconds for a lock another session holds on the database
($FOG_DESKTOP_LOCK_TIMEOUT seconds when set), then gives up and stores nothing.
Each command has its own --help, e.g. fog-desktop device add --help.
Exit codes: 0 ok, 1 a check failed or input was refused, 2 the database or data folder
can't be used."""


class _Parser(argparse.ArgumentParser):
    """A refused option is input refused: one line and exit 1, as the README says, not
    argparse's usage and exit 2 (which here means the database can't be used)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_FAILED, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="fog-desktop",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"FOG Desktop {__version__}")
    add_global_options(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    status.register(commands)
    records.register(commands)
    maintenance.register(commands)
    employees.register(commands)
    training.register(commands)
    incidents.register(commands)
    ordinance.register(commands)
    inspections.register(commands)
    violations.register(commands)
    schedules.register(commands)
    checklist.register(commands)
    changes.register(commands)
    exchange.register(commands)
    storage.register(commands)
    server.register(commands)
    return parser


def run(args: argparse.Namespace) -> int:
    location: str | None = None
    try:
        # No one is there to ask whether to keep waiting: a lock held too long gives up.
        giving_up = lock_wait.WaitPolicy(give_up_after=lock_wait.command_line_timeout())
        with lock_wait.waiting(giving_up):
            if args.handler is None:
                code: int = args.standalone(args)
                return code
            context = open_for(args)
            location = context.db.display_location
            try:
                code = args.handler(context, args)
                return code
            finally:
                context.close()
    except (DatabaseUnavailable, SchemaTooNew) as exc:
        return fail(str(exc), EXIT_UNAVAILABLE)
    except ValidationError as exc:
        return fail(refusal_text(exc), EXIT_FAILED)
    except NotFound as exc:
        return fail(str(exc), EXIT_FAILED)
    except FogError as exc:
        return fail(str(exc), EXIT_UNAVAILABLE)
    except Exception as exc:
        failure = plain_failure(exc, location=location)
        if failure is not None:
            log.warning("fog-desktop %s: %s", args.command, failure, exc_info=exc)
            said = str(failure)
            if isinstance(failure, FileDamaged):  # as verify says it, with the backup
                said = with_hint(said, resolve_paths(args.data_dir))
            return fail(said, EXIT_UNAVAILABLE)
        # A bug: one line here, the traceback in the log file.
        log.exception("fog-desktop %s failed", args.command)
        return fail(f"unexpected error: {exc!r}; the details are in the log file", EXIT_FAILED)
