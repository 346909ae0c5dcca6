"""``python -m tests.drills [NAMES...] [--count N] [--small] [--jobs N]``: run the drills,
print every figure, and exit 1 if any try of any drill failed (``make drills``; CI: --small).

A drill's tries mostly wait on one program it started at a time, so a drill keeps about
one core busy: the drills run side by side in processes of their own, as many as the
machine has cores, the longest first (on 2 cores CI's drills took 10 minutes one after
another)."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed

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

#: The longest first, so that no long one starts last while the other cores sit idle.
DRILLS: dict[str, Drill] = {
    d.name: d
    for d in (
        drill_kill.DRILL,
        drill_diskfull.DRILL,
        drill_concurrent.DRILL,
        drill_readonly.DRILL,
        drill_fuzz.DRILL,
        drill_tamper.DRILL,
        drill_corrupt.DRILL,
    )
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.drills", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"of {', '.join(DRILLS)}")
    add_count_options(parser)
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="drills run at once (the cores)"
    )
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in DRILLS]
    if unknown:
        parser.error(f"no drill {', '.join(unknown)}; choose from {', '.join(DRILLS)}")
    figures: list[Figure] = []
    # A fresh interpreter for each drill: a forked one would share the runner's state.
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=max(1, args.jobs), mp_context=spawn) as pool:
        running = {
            pool.submit(DRILLS[name].timed, args.count, args.small): name
            for name in args.names or DRILLS
        }
        for done in as_completed(running):
            figure, seconds = done.result()
            figures.append(figure)
            print("\n".join(figure.lines()), flush=True)
            print(f"  ({running[done]} took {seconds:.0f} s)", flush=True)
    figures.sort(key=lambda f: list(DRILLS).index(f.name))
    # The failures again under the figures: a CI log is often read from its end only.
    print("\nFigures:")
    for figure in figures:
        print("\n".join(figure.lines()))
    return 1 if any(f.failed for f in figures) else 0


if __name__ == "__main__":
    sys.exit(main())
