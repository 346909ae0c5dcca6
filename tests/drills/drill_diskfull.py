"""diskfull: the data folder on a small disk that fills up (issue 11 §4, §6).

The disk is a 2 MB tmpfs mounted for the drill (CI runs as root); where mounting is not
permitted the drill says so and counts as failed, never as held. Each round sets up a
data folder on it, fills the disk (to the last byte in the first round, leaving a few
random kilobytes in the others), then runs ``status``, ``maintenance add``, ``export``
(workbook, zip and PDF) and ``backup``. Each holds when it works (exit 0, its result
whole: every page or entry reads back) or says one sentence with exit 2, leaving nothing
half-written: no entry stored, no file under the packet's name but a whole one, no
partial file, no broken backup. Then the space is freed, and the round's last try holds
when everything works again, the refused entry is not there, nothing is left behind,
and ``verify`` passes. Last, each export of the demo goes to a second small disk, a USB
stick with less room than the packet needs (128 KiB in the first round), and holds the
same way.
"""

from __future__ import annotations

import errno
import random
import shutil
import sqlite3
import subprocess
import sys
import zipfile
from contextlib import closing
from pathlib import Path

from pypdf import PdfReader

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
#: The establishment ``fog-desktop demo`` makes.
DEMO = "Demo Bistro"


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


def not_whole(target: Path) -> list[str]:
    """What a reader finds wrong in a file said to be written: a zip's (or workbook's)
    entry that fails its CRC, a PDF page that does not parse (issue 33 §4)."""
    try:
        if target.suffix == ".pdf":
            for page in PdfReader(target, strict=True).pages:
                page.extract_text()
        else:
            with zipfile.ZipFile(target) as archive:
                bad = archive.testzip()
                if bad is not None:
                    return [f"{target.name} was said written, but its {bad} is damaged"]
    except Exception as exc:  # any reader's error: the file is not whole
        return [f"{target.name} was said written, but does not read back: {exc!r}"]
    return []


def _export(out: Path, kind: str, establishment: str = ESTABLISHMENT) -> list[str]:
    return [
        "export", "--out", str(out / f"packet.{kind}"), "--format", kind,
        "--establishment", establishment,
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

    for kind in ("xlsx", "zip", "pdf"):
        result = prog.run(*_export(out, kind))
        problems = ran_or_said_why(result, names=DISK_FULL)
        target = out / f"packet.{kind}"
        problems += _half_written(result.code, target) + leftovers(out)
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


def _to_a_full_stick(figure: Figure, demo: Program, stick: Path, spare: int) -> None:
    """Each export of the demo's packet (with its chart and scans) to a USB stick with
    ``spare`` bytes free, less than the packet needs, the data folder on a disk with
    room: Qt's PDF writer said nothing of a write cut short (issue 33 §4)."""
    for kind in ("pdf", "xlsx", "zip"):
        filler = fill(stick, spare)
        result = demo.run(*_export(stick, kind, DEMO))
        problems = ran_or_said_why(result, names=DISK_FULL)
        problems += _half_written(result.code, stick / f"packet.{kind}") + leftovers(stick)
        figure.record(f"export --format {kind} to a stick with {spare} bytes free", problems)
        (stick / f"packet.{kind}").unlink(missing_ok=True)
        filler.unlink()


def _half_written(code: int, target: Path) -> list[str]:
    """A file left under the packet's name by an export that failed, or one said written
    that does not read back whole."""
    if code == 0:
        return not_whole(target)
    if target.exists():
        return [f"a half-written {target.name} was left ({target.stat().st_size} B)"]
    return []


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    disk, stick = folder / "disk", folder / "stick"
    demo = Program(folder / "demo")
    demo.ok("demo")
    mount_small_disk(disk)
    rng = random.Random()
    try:
        mount_small_disk(stick)
        for n in range(count):
            _round(figure, disk, 0 if n == 0 else rng.randrange(0, 256 * 1024), n)
            spare = 128 * 1024 if n == 0 else rng.randrange(4096, 256 * 1024)
            _to_a_full_stick(figure, demo, stick, spare)
    finally:
        unmount(stick)
        unmount(disk)


DRILL = Drill("diskfull", run, full=4, small=2)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
