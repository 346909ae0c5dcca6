"""The options every start takes, command or window, and how the window's start reads
them without loading the commands.

A start with no command opens the window; it must not pay for importing every
command's module and the services behind them before the window paints (issue 16 §1).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

#: The exit codes: success, a check failed or input was refused, the database or the data
#: folder can't be used.
EXIT_OK = 0
EXIT_FAILED = 1
EXIT_UNAVAILABLE = 2
#: Options that print and exit: argparse needs the whole command line to answer them.
_ANSWERED_BY_THE_FULL_PARSER = {"-h", "--help", "--version"}


def add_global_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="URL", help="database URL (SQLite file or PostgreSQL)")
    parser.add_argument("--data-dir", metavar="DIR", help="folder for the database, backups, logs")
    parser.add_argument(
        "--operator",
        metavar="NAME",
        help="who is making changes, for the audit trail (default: the name set in the window)",
    )
    parser.add_argument(
        "--allow-owner",
        action="store_true",
        help="PostgreSQL: work as the owner of the tables (a server that serves this PC "
        "alone); otherwise the application's own role is required",
    )
    parser.add_argument(
        "--no-crash-dialog",
        action="store_true",
        help="window: log unexpected errors without showing a dialog (for unattended runs)",
    )
    parser.add_argument(
        "--tray",
        action="store_true",
        help="window: start in the notification area with the window hidden, to remind "
        "(as Start at login does)",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="window: open the main window, visit each page, and exit 0",
    )


def window_options(argv: Sequence[str]) -> argparse.Namespace | None:
    """The options of a start that opens the window; None when ``argv`` names a command,
    asks for help or the version, or is not understood (the full parser says why)."""
    if _ANSWERED_BY_THE_FULL_PARSER & set(argv):
        return None
    parser = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    add_global_options(parser)
    try:
        options, rest = parser.parse_known_args(list(argv))
    except argparse.ArgumentError:  # a refused value: the full parser says so, in its words
        return None
    if rest:
        return None
    options.command = None
    return options
