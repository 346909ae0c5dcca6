"""diskfull: the data folder on a small disk that fills up (issue 11 §4, §6).

The disk is a 2 MB tmpfs mounted for the drill (CI runs as root); where mounting is not
permitted the drill says so and counts as failed, never as held. Each round sets up a
data folder on it, fills the disk (to the last byte in the first round, leaving a few
random kilobytes in the others), then runs ``status``, ``maintenance add``, ``export``
(workbook and zip) and ``backup``. Each holds when it works (exit 0, its result whole)
or says one sentence with exit 2, leaving nothing half-written: no entry stored, no file
under the packet's name but a whole one, no partial file, no broken backup. Then the
space is freed, and the round's last try holds when everything works again, the refused
entry is not there, nothing is left behind, and ``verify`` passes.
"""

from __future__ import annotations

import errno
import random
import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from .harness import (
    ESTABLISHMENT,
    Drill,
    DrillBroken,
    Figure,
    Program,
    entries_noted,
    leftovers,
    maintenance_add,
    ran_or_said_why,
    set_up,
)

DISK_FULL = ("disk is full", "disk full", "no space")


def mount_small_disk(where: Path, size: str = "2m") -> None:
    """A tmpfs of ``size`` at ``where``; DrillBroken when this machine does not allow it."""
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise DrillBroken(
            f"mount -t tmpfs was refused ({done.stderr.strip() or done.returncode}); "
            "the drill needs root (as in CI)"
        )


def unmount(where: Path) -> None:
    subprocess.run(["umount", "-l", str(where)], capture_output=True, check=False)


def fill(disk: Path, spare: int) -> Path:
    """Fill ``disk`` to the last byte, then give ``spare`` bytes back."""
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as handle:
        for chunk in (1 << 16, 1 << 12, 1):
            try:
                while handle.write(b"\0" * chunk):
                    pass
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
    size = filler.stat().st_size
    with filler.open("r+b") as handle:
        handle.truncate(max(0, size - spare))
    return filler


def whole_backups(folder: Path) -> list[str]:
    """Each SQLite file in ``folder`` passes its quick_check."""
    problems = []
    for copy in sorted(folder.glob("*.sqlite3")):
        try:
            with closing(sqlite3.connect(f"file:{copy}?mode=ro", uri=True)) as connection:
                verdict = connection.execute("PRAGMA quick_check").fetchone()[0]
        except sqlite3.Error as exc:
            verdict = str(exc)
        if verdict != "ok":
            problems.append(f"backup {copy.name} is broken: {verdict}")
    return problems


def _export(out: Path, kind: str) -> list[str]:
    return [
        "export", "--out", str(out / f"packet.{kind}"), "--format", kind,
        "--establishment", ESTABLISHMENT,
    ]  # fmt: skip


def _round(figure: Figure, disk: Path, spare: int, n: int) -> None:
    data = disk / "data"
    out = disk / "out"
    shutil.rmtree(data, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir()
    prog = Program(data, tmp=disk / "tmp")
    set_up(prog, entries=1)
    filler = fill(disk, spare)
    where = f"round {n}, {spare} bytes free"
    figure.record(f"status ({where})", ran_or_said_why(prog.run("status"), names=DISK_FULL))

    notes = f"disk full {n}"
    added = prog.run(*maintenance_add(100 + n, notes))
    figure.record(f"maintenance add ({where})", ran_or_said_why(added, names=DISK_FULL))

    for kind in ("xlsx", "zip"):
        result = prog.run(*_export(out, kind))
        problems = ran_or_said_why(result, names=DISK_FULL)
        target = out / f"packet.{kind}"
        if result.code != 0 and target.exists():
            problems.append(f"a half-written {target.name} was left ({target.stat().st_size} B)")
        problems += leftovers(out)
        figure.record(f"export --format {kind} ({where})", problems)

    result = prog.run("backup")
    problems = ran_or_said_why(result, names=DISK_FULL) + whole_backups(data / "backups")
    figure.record(f"backup ({where})", problems + leftovers(data / "backups"))

    filler.unlink()
    problems = []
    stored = entries_noted(prog.database, notes)
    if stored != (1 if added.code == 0 else 0):
        problems.append(f"the entry saved on the full disk (exit {added.code}) is there {stored}x")
    for args in (
        ["status"],
        list(maintenance_add(200 + n, f"after {n}")),
        _export(out, "zip"),
        ["backup"],
    ):
        result = prog.run(*args)
        if result.code != 0 or result.err.strip():
            problems.append(f"after freeing space: {result.said()}")
    problems += whole_backups(data / "backups") + prog.verify()
    problems += leftovers(data, out, everything=[prog.tmp])
    figure.record(f"after freeing space ({where})", problems)


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    disk = folder / "disk"
    mount_small_disk(disk)
    rng = random.Random()
    try:
        for n in range(count):
            _round(figure, disk, 0 if n == 0 else rng.randrange(0, 256 * 1024), n)
    finally:
        unmount(disk)


DRILL = Drill("diskfull", run, full=4, small=2)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
