"""readonly: a database file, a data folder, both, a whole read-only disk, or a backups
folder, that can't be written (issue 11 §4, issue 33 §10).

As root (CI) ``chmod`` stops nothing, so the drill makes them immutable with ``chattr +i``,
which stops root too; run as another user it takes the write permission away with
``chmod``. The read-only disk is the data folder mounted read-only over itself (a bind
mount, as root); where mounting is not permitted every file and folder in it is made
immutable instead. The backups case makes ``backups/`` read-only on the first start of a
day (the day's backup removed): the program must still start (issue 11 §3).

Reading never needs to write: in every case ``status``, ``verify`` and ``export`` (to a
folder that can be written) must work, with nothing on stderr and no false alarm from
``verify``. A save (``maintenance add``) and ``backup`` work, or say in one sentence
(exit 2) which file or folder refused, never blaming another: nothing stored by a refused
save. Then the file and folder are made writable again, and the case's last try holds
when a save works, the refused entry is not there, nothing is left behind and ``verify``
passes.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
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

BACKUPS = "backups folder"
DISK = "read-only disk"
#: What a read must do in every case: work.
READS = ("status", "export", "verify")


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


def _mount(*args: str) -> bool:
    return subprocess.run(["mount", *args], capture_output=True, check=False).returncode == 0


@contextmanager
def read_only_disk(folder: Path) -> Iterator[None]:
    """``folder`` on a read-only disk: mounted read-only over itself, or, where mounting
    is not permitted, every file and folder in it read-only."""
    where = str(folder)
    if os.geteuid() == 0 and _mount("--bind", where, where):
        try:
            if not _mount("-o", "remount,bind,ro", where):
                raise DrillBroken(f"{where} could not be mounted read-only")
            yield
        finally:
            subprocess.run(["umount", where], check=True)
        return
    with read_only([folder, *sorted(folder.rglob("*"))]):
        yield


def _starts(result: Result) -> list[str]:
    """Started (exit 0) in spite of the backup, saying so in one line at most."""
    problems = [f"said {w!r}" for w in NEVER if w.lower() in (result.out + result.err).lower()]
    if result.code != 0:
        problems.append("it refused to start because the day's backup failed")
    if len(result.err.strip().splitlines()) > 1:
        problems.append("more than one line on stderr")
    return [f"{p}: {result.said()}" for p in problems]


def _works(result: Result) -> list[str]:
    """A command that reads: exit 0, nothing on stderr."""
    if result.code == 0 and not result.err.strip():
        return []
    return [f"it must work from a folder it can't write to: {result.said()}"]


@dataclass(frozen=True)
class Case:
    """What is made read-only, and what a save and a backup that can't write must name."""

    name: str
    locked: Callable[[Program], AbstractContextManager[None]]
    #: Of the file or folder that refused, one for the save and one for ``backup``.
    save_names: Callable[[Program], str]
    backup_names: Callable[[Program], str]


def _backups(prog: Program) -> Path:
    return prog.data_dir / "backups"


def _folder(prog: Program) -> str:
    return str(prog.data_dir)


def _cases() -> list[Case]:
    return [
        Case(
            "database file", lambda p: read_only([p.database]), lambda p: str(p.database), _folder
        ),
        Case("data folder", lambda p: read_only([p.data_dir]), _folder, _folder),
        Case("file and folder", lambda p: read_only([p.database, p.data_dir]), _folder, _folder),
        Case(DISK, lambda p: read_only_disk(p.data_dir), _folder, _folder),
        Case(
            BACKUPS,
            lambda p: read_only([_backups(p)]),
            _folder,
            lambda p: str(_backups(p)),
        ),
    ]


def _case(figure: Figure, prog: Program, case: Case, n: int) -> None:
    out = prog.data_dir.with_name("packets")
    out.mkdir(exist_ok=True)
    notes = f"read-only {n}"
    export = ("export", "--out", str(out / f"packet-{n}.zip"), "--establishment", ESTABLISHMENT)
    with case.locked(prog):
        status = prog.run("status")
        added = prog.run(*maintenance_add(100 + n, notes))
        exported = prog.run(*export)
        backup = prog.run("backup")
        verified = prog.run("verify")
    name = case.name
    figure.record(f"{name}: status", _starts(status) if name == BACKUPS else _works(status))
    for what, result in (("export", exported), ("verify", verified)):
        figure.record(f"{name}: {what}", _works(result))
    if name == BACKUPS:
        figure.record(f"{name}: maintenance add", _works(added))
    else:
        said = ran_or_said_why(added, names=[case.save_names(prog)])
        figure.record(f"{name}: maintenance add", said)
    figure.record(f"{name}: backup", ran_or_said_why(backup, names=[case.backup_names(prog)]))
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
    n = 0
    for _ in range(count):
        for case in _cases():
            start.put_back()
            if case.name == BACKUPS:  # the first start of a day: its backup is still to make
                for daily in _backups(prog).glob("daily-*"):
                    daily.unlink()
            _case(figure, prog, case, n)
            n += 1


DRILL = Drill("readonly", run, full=2, small=1)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
