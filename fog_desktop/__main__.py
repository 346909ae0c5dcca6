"""The entry point: the command line, or with no command, the window.

This is the one module that wires the core to the user interface: ``fog_desktop`` never
imports ``ui`` otherwise.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Sequence

from fog_desktop import cli


def main(argv: Sequence[str] | None = None) -> int:
    if hasattr(signal, "SIGPIPE"):  # `fog-desktop … | head` ends quietly, as other tools do
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    parser = cli.build_parser()
    args = parser.parse_args(argv)
    if args.command is not None:
        return cli.run(args)
    try:
        context = cli.open_for(args)
    except cli.FogError as exc:
        print(f"fog-desktop: {exc}", file=sys.stderr)
        return cli.EXIT_UNAVAILABLE
    from ui.app import run_gui  # noqa: PLC0415  (Qt is loaded only for the window)

    return run_gui(context, crash_dialog=not args.no_crash_dialog, self_test=args.self_test)


if __name__ == "__main__":
    sys.exit(main())
