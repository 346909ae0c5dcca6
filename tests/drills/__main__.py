"""``python -m tests.drills [NAMES...] [--count N] [--small]``: run the drills, print
every figure, and exit 1 if any try of any drill failed (``make drills``; CI: --small)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from . import (
    drill_concurrent,
    drill_corrupt,
    drill_diskfull,
    drill_fuzz,
    drill_kill,
    drill_readonly,
    drill_tamper,
)
from .harness import Drill, Figure, add_count_options

DRILLS: dict[str, Drill] = {
    d.name: d
    for d in (
        drill_kill.DRILL,
        drill_diskfull.DRILL,
        drill_readonly.DRILL,
        drill_corrupt.DRILL,
        drill_tamper.DRILL,
        drill_fuzz.DRILL,
        drill_concurrent.DRILL,
    )
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.drills", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"of {', '.join(DRILLS)}")
    add_count_options(parser)
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in DRILLS]
    if unknown:
        parser.error(f"no drill {', '.join(unknown)}; choose from {', '.join(DRILLS)}")
    figures: list[Figure] = []
    for name in args.names or DRILLS:
        began = time.perf_counter()
        figure = DRILLS[name].run(args.count, args.small)
        figures.append(figure)
        print("\n".join(figure.lines()), flush=True)
        print(f"  ({name} took {time.perf_counter() - began:.0f} s)", flush=True)
    # The failures again under the figures: a CI log is often read from its end only.
    print("\nFigures:")
    for figure in figures:
        print("\n".join(figure.lines()))
    return 1 if any(f.failed for f in figures) else 0


if __name__ == "__main__":
    sys.exit(main())
