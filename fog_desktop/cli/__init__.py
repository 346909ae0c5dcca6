"""The command line: everything a script or an IT admin needs, without a screen.

Exit codes: 0 success, 1 a check failed (``verify``) or input was refused, 2 the
database or data folder can't be used. Errors are one line on stderr, never a traceback.
Each command lives in the module of its area (:data:`COMMANDS`) and registers itself in
:func:`build_parser`.
"""

from __future__ import annotations

import argparse
import logging
from collections.abc import Sequence
from importlib import import_module
from typing import NoReturn

from fog_desktop import __version__
from fog_desktop.options import EXIT_FAILED, EXIT_UNAVAILABLE, add_global_options

log = logging.getLogger(__name__)

__all__ = ["build_parser", "run"]

#: The commands' modules, in the order ``--help`` lists their commands, and the commands
#: each one registers. A command loads its module alone: a scheduled ``remind`` or
#: ``--version`` does not import every command's letters, PDF engine and database.
COMMANDS: dict[str, tuple[str, ...]] = {
    "status": ("status", "remind"),
    "demo": ("demo",),
    "records": ("establishment", "device", "calendar"),
    "maintenance": ("maintenance", "manifest", "attach"),
    "inbox": ("inbox",),
    "hauler_requests": ("hauler-request",),
    "employees": ("employee",),
    "training": ("training",),
    "incidents": ("incident",),
    "ordinance": ("ordinance",),
    "inspections": ("inspection",),
    "violations": ("violation",),
    "schedules": ("schedule",),
    "checklist": ("checklist",),
    "changes": ("change", "waiver"),
    "exchange": ("export", "template", "import"),
    "storage": ("verify", "backup", "restore", "accept"),
    "server": ("upgrade",),
}

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


def build_parser(given: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of every command; with ``given``, the arguments about to be parsed, of
    the command they name alone (none for ``--version``), so only its module is loaded.
    Help without a command, and a command not known, get every command, as argparse
    lists them."""
    parser = _Parser(
        prog="fog-desktop",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"FOG Desktop {__version__}")
    add_global_options(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS if given is None else _modules_for(given):
        import_module(f"{__name__}.{module}").register(commands)
    return parser


def _modules_for(given: Sequence[str]) -> list[str]:
    """The modules ``given`` needs: its command's, none for the version alone, else all."""
    probe = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    add_global_options(probe)
    probe.add_argument("--version", action="store_true")
    probe.add_argument("command", nargs="?")
    try:
        found, _rest = probe.parse_known_args(list(given))
    except argparse.ArgumentError:  # a refused global option: the full parser says why
        return list(COMMANDS)
    if found.command is None:
        asks_help = {"-h", "--help"} & set(given)
        return [] if found.version and not asks_help else list(COMMANDS)
    owner = [module for module, names in COMMANDS.items() if found.command in names]
    return owner or list(COMMANDS)


def run(args: argparse.Namespace) -> int:
    # Loaded with the command: the database, the failures' words and the context.
    from fog_desktop.cli.common import fail, refusal_text  # noqa: PLC0415
    from fog_desktop.config import resolve_paths  # noqa: PLC0415
    from fog_desktop.context import open_for  # noqa: PLC0415
    from fog_desktop.database import lock_wait  # noqa: PLC0415
    from fog_desktop.database.recovery import with_hint  # noqa: PLC0415
    from fog_desktop.errors import (  # noqa: PLC0415
        DatabaseUnavailable,
        FileDamaged,
        FogError,
        NotFound,
        SchemaTooNew,
        ValidationError,
    )
    from fog_desktop.failures import plain_failure  # noqa: PLC0415

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
