"""The entry point: the command line, or with no command, the window.

This is the one module that wires the core to the user interface: ``fog_desktop`` never
imports ``ui`` otherwise. A command that writes a document (a packet, a sign-in sheet, a
letter) draws it in the Qt application registered here; the window draws in its own.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Sequence

from fog_desktop import cli
from fog_desktop.config import Settings, resolve_db_url, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database.integrity import DatabaseBehind
from fog_desktop.reports.fonts import register_gui
from fog_desktop.scratch import own_temporary_folder
from ui.documents import document_application


def main(argv: Sequence[str] | None = None) -> int:
    if hasattr(signal, "SIGPIPE"):  # `fog-desktop … | head` ends quietly, as other tools do
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    parser = cli.build_parser()
    args = parser.parse_args(argv)
    with own_temporary_folder():
        return _main(args)


def _main(args: argparse.Namespace) -> int:
    if args.command is not None:
        register_gui(document_application)
        return cli.run(args)
    context = _open_for_window(args)
    if context is None:
        return cli.EXIT_UNAVAILABLE
    from ui.app import run_gui  # noqa: PLC0415  (Qt is loaded only for the window)

    return run_gui(
        context,
        crash_dialog=not args.no_crash_dialog,
        self_test=args.self_test,
        in_tray=args.tray,
    )


def _open_for_window(args: argparse.Namespace) -> AppContext | None:
    """The window's context; None when the records can't be opened and the user quit.

    A database that can't be opened, fails ``quick_check`` or holds less than was last
    seen is told in the recovery dialog, which offers the backups (the Windows build
    has no console for a line on stderr); after a restore it is opened again.
    """
    try:
        paths = resolve_paths(args.data_dir)
    except cli.FogError as exc:
        print(f"fog-desktop: {exc}", file=sys.stderr)
        return None
    url = resolve_db_url(paths, args.db)
    while True:
        try:
            return cli.open_for(args)
        except cli.FogError as exc:  # opening runs quick_check first (database/open.py)
            problem = str(exc)
            behind = isinstance(exc, DatabaseBehind)
        print(f"fog-desktop: {problem}", file=sys.stderr)
        if args.self_test:
            return None
        from ui.app import run_recovery  # noqa: PLC0415  (as run_gui)

        actor = args.operator or Settings.load(paths).operator_name
        if not run_recovery(paths, url, problem, actor, can_accept=behind):
            return None


if __name__ == "__main__":
    sys.exit(main())
