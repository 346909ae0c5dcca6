"""The entry point: the command line, or with no command, the window.

This is the one module that wires the core to the user interface: ``fog_desktop`` never
imports ``ui`` otherwise. A command that writes a document (a packet, a sign-in sheet, a
letter) draws it in the Qt application registered here; the window draws in its own.

A start with no command never loads the commands' modules (fog_desktop/options.py): the
window's start is the one a manager waits for (issue 16 §1).
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING

from fog_desktop import snapshot
from fog_desktop.config import Paths, Settings, resolve_db_url, resolve_paths
from fog_desktop.errors import FogError
from fog_desktop.i18n import possible_languages
from fog_desktop.options import EXIT_UNAVAILABLE, window_options
from fog_desktop.quick_check import check_early
from fog_desktop.scratch import own_temporary_folder

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.app import WindowShown


def main(argv: Sequence[str] | None = None) -> int:
    if hasattr(signal, "SIGPIPE"):  # `fog-desktop … | head` ends quietly, as other tools do
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    given = list(sys.argv[1:] if argv is None else argv)
    args = window_options(given)
    if args is None:
        from fog_desktop import cli  # noqa: PLC0415  (a command, or help)

        args = cli.build_parser(given).parse_args(given)
    with own_temporary_folder():
        return _main(args)


def _main(args: argparse.Namespace) -> int:
    if args.command is not None:
        from fog_desktop import cli  # noqa: PLC0415  (as in main)
        from fog_desktop.reports.document_gui import register_gui  # noqa: PLC0415
        from ui.documents import document_application  # noqa: PLC0415

        register_gui(document_application)
        return cli.run(args)
    return open_window(args)


def open_window(
    args: argparse.Namespace,
    *,
    when_painted: WindowShown | None = None,
    when_ready: WindowShown | None = None,
) -> int:
    """``fog-desktop`` with no command: paint the window, open the records, run the
    window until it closes; the exit code.

    The window paints before the records open when the Dashboard's snapshot still holds
    (ui/app.py, paint_first); ``when_painted`` is then called with it, and ``when_ready``
    once the window works on the records (the start's benchmark times both).
    """
    try:
        paths = resolve_paths(args.data_dir)
    except FogError as exc:
        print(f"fog-desktop: {exc}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    url = resolve_db_url(paths, args.db)
    # SQLite checks the file on a thread of its own while the window paints and the
    # models load.
    check_early(url)
    settings = Settings.load(paths)
    kept = None
    if not args.self_test:
        kept = snapshot.for_start(
            paths,
            url,
            settings,
            operator=args.operator,
            in_tray=args.tray,
            languages=possible_languages(settings.language),
            as_of=date.today(),
        )
    first = None
    if not args.self_test:
        from ui.app import paint_first  # noqa: PLC0415  (Qt only for the window)

        first = paint_first(
            paths, settings, in_tray=args.tray, kept=kept, when_painted=when_painted
        )
        if first is None:
            return 0  # this data folder's window is open already
    # After the first paint: the log's handlers take a while to load.
    from fog_desktop.logs import setup_logging  # noqa: PLC0415

    setup_logging(paths)
    context = open_for_window(
        args, paths, url, before_recovery=None if first is None else first.close_window
    )
    if context is None:
        if first is not None:
            first.release()
        return EXIT_UNAVAILABLE
    from ui.app import run_gui  # noqa: PLC0415  (as above)

    return run_gui(
        context,
        crash_dialog=not args.no_crash_dialog,
        self_test=args.self_test,
        in_tray=args.tray,
        when_ready=when_ready,
        first=first,
    )


def open_for_window(
    args: argparse.Namespace,
    paths: Paths,
    url: str,
    *,
    before_recovery: Callable[[], None] | None = None,
) -> AppContext | None:
    """The window's context; None when the records can't be opened and the user quit.

    A database that can't be opened, fails ``quick_check`` or holds less than was last
    seen is told in the recovery dialog, which offers the backups (the Windows build
    has no console for a line on stderr); after a restore it is opened again.
    ``before_recovery`` is called before that dialog shows.
    """
    from fog_desktop.context import open_for  # noqa: PLC0415  (after the first paint)

    while True:
        try:
            # The window makes the day's backup once it has painted (ui/app.py).
            return open_for(args, backup_after_start=not args.self_test)
        except FogError as exc:  # opening runs quick_check first (database/open.py)
            from fog_desktop.database.integrity import DatabaseBehind  # noqa: PLC0415

            problem = str(exc)
            behind = isinstance(exc, DatabaseBehind)
        print(f"fog-desktop: {problem}", file=sys.stderr)
        if args.self_test:
            return None
        if before_recovery is not None:
            before_recovery()
        from ui.app import run_recovery  # noqa: PLC0415  (as run_gui)

        actor = args.operator or Settings.load(paths).operator_name
        if not run_recovery(paths, url, problem, actor, can_accept=behind):
            return None
        check_early(url)


if __name__ == "__main__":
    sys.exit(main())
