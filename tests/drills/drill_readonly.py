"""readonly: a database file, a data folder, or both, that can't be written (issue 11 §4).

As root (CI) ``chmod`` stops nothing, so the drill makes them immutable with ``chattr +i``,
which stops root too; run as another user it takes the write permission away with
``chmod``. A fourth case makes ``backups/`` read-only on the first start of a day (the
day's backup removed): the program must still start (issue 11 §3).

In each case ``status``, ``maintenance add``, ``export`` (to a folder that can be
written), ``backup`` and ``verify`` must each work or say one sentence with exit 2: never a
traceback, never "unexpected error", never a false alarm from ``verify``, nothing stored
by a refused save. Then the file and folder are made writable again, and the case's last
try holds when a save works, the refused entry is not there, nothing is left behind and
``verify`` passes.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from .harness import (
    ESTABLISHMENT,
    NEVER,
    Drill,
    DrillBroken,
    Figure,
    Program,
    Result,
    Snapshot,
    entries_noted,
    leftovers,
    maintenance_add,
    ran_or_said_why,
    set_up,
)

READ_ONLY = ("read-only", "not allowed", "permission")
BACKUPS = "backups folder"


def _chattr(flag: str, paths: Sequence[Path]) -> None:
    done = subprocess.run(
        ["chattr", flag, *map(str, paths)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise DrillBroken(f"chattr {flag} was refused: {done.stderr.strip()}")


@contextmanager
def read_only(paths: Sequence[Path]) -> Iterator[None]:
    """``paths`` can't be written, by anyone, until the block ends."""
    if os.geteuid() == 0:
        _chattr("+i", paths)
        try:
            yield
        finally:
            _chattr("-i", paths)
        return
    modes = {p: p.stat().st_mode for p in paths}
    for path, mode in modes.items():
        path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    try:
        yield
    finally:
        for path, mode in modes.items():
            path.chmod(mode)


def _starts(result: Result) -> list[str]:
    """Started (exit 0) in spite of the backup, saying so in one line at most."""
    problems = [f"said {w!r}" for w in NEVER if w.lower() in (result.out + result.err).lower()]
    if result.code != 0:
        problems.append("it refused to start because the day's backup failed")
    if len(result.err.strip().splitlines()) > 1:
        problems.append("more than one line on stderr")
    return [f"{p}: {result.said()}" for p in problems]


def _case(figure: Figure, prog: Program, name: str, locked: Sequence[Path], n: int) -> None:
    out = prog.data_dir.with_name("packets")
    out.mkdir(exist_ok=True)
    notes = f"read-only {n}"
    with read_only(locked):
        status = prog.run("status")
        added = prog.run(*maintenance_add(100 + n, notes))
        export = ("export", "--out", str(out / f"packet-{n}.zip"), "--establishment", ESTABLISHMENT)
        runs = [
            ("maintenance add", added),
            ("export", prog.run(*export)),
            ("backup", prog.run("backup")),
            ("verify", prog.run("verify")),
        ]
    first = _starts(status) if name == BACKUPS else ran_or_said_why(status, names=READ_ONLY)
    figure.record(f"{name}: status", first)
    for what, result in runs:
        figure.record(f"{name}: {what}", ran_or_said_why(result, names=READ_ONLY))
    problems = []
    stored = entries_noted(prog.database, notes)
    if stored != (1 if added.code == 0 else 0):
        problems.append(f"the entry saved while read-only (exit {added.code}) is there {stored}x")
    again = prog.run(*maintenance_add(200 + n, f"writable again {n}"))
    if again.code != 0:
        problems.append(f"writable again: {again.said()}")
    problems += prog.verify() + leftovers(prog.data_dir, out, everything=[prog.tmp])
    figure.record(f"{name}: writable again", problems)


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    prog = Program(folder / "data")
    set_up(prog, entries=1)
    start = Snapshot(prog.data_dir)
    backups = prog.data_dir / "backups"
    cases = {
        "database file": [prog.database],
        "data folder": [prog.data_dir],
        "file and folder": [prog.database, prog.data_dir],
        BACKUPS: [backups],
    }
    n = 0
    for _ in range(count):
        for name, locked in cases.items():
            start.put_back()
            if name == BACKUPS:  # the first start of a day: its backup is still to make
                for daily in backups.glob("daily-*"):
                    daily.unlink()
            _case(figure, prog, name, locked, n)
            n += 1


DRILL = Drill("readonly", run, full=2, small=1)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
