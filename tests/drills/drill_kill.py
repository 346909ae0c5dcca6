"""kill: ``kill -9`` at a random moment of a save, an import and an export (issue 11 §6).

A try holds when, after the kill, ``verify`` passes; every save that was acknowledged
(its command exited 0) is there once, and the killed one at most once; an import is
there whole or not at all; and no partial or temporary file is left in the data folder
or the process's temporary folder (each leftover is counted
once, by the try that left it). An export killed leaves nothing under the packet's
name but a whole zip, and the next export to the folder (what a user does next) works
and leaves no partial file behind. No process the killed command started outlives it:
its output pipe reaches its end at once (the export's verification worker once waited
forever, holding it; issue 33 §9).

The moment is drawn from the command's own measured run time, between 45% and 105% of
it: the first part of every run is Python loading its modules, which touches no file.
The tries run in two lanes at once (saves; imports and exports), each on its own data
folder, so that a hundred kills fit in CI's few minutes.
"""

from __future__ import annotations

import random
import subprocess
import sys
import zipfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .harness import (
    ESTABLISHMENT,
    Arg,
    Drill,
    Figure,
    Litter,
    Program,
    Snapshot,
    entries_noted,
    kill,
    maintenance_add,
    maintenance_workbook,
    scalar,
    set_up,
)

#: Seconds the children of a killed command may take to end: a worker's watch of its
#: parent wakes at once, but a loaded machine may be slow to run it.
ORPHAN_WAIT = 20
#: Of the tries: saves of a log entry, of a device, imports, exports.
SHARES = {"maintenance add": 0.4, "device add": 0.3, "import": 0.15, "export zip": 0.15}
IMPORTED = "Imported Kitchen"
Outcome = tuple[str, list[str]]


def device_add(device_id: str) -> tuple[Arg, ...]:
    return (
        "device", "add", "--establishment", ESTABLISHMENT, "--device-id", device_id,
        "--type", "Grease trap", "--capacity", "50", "--depth", "12",
    )  # fmt: skip


def devices_named(database: Path, device_id: str) -> int:
    return int(scalar(database, "SELECT count(*) FROM devices WHERE device_id = ?", [device_id]))


def _killed(
    prog: Program, args: tuple[Arg, ...], seconds: float, rng: random.Random
) -> tuple[bool, str, list[str]]:
    """Run ``args`` and kill it at a random moment of its ``seconds``: (acknowledged, what,
    the processes it left behind)."""
    delay = rng.uniform(0.45, 1.05) * seconds
    proc = prog.start(*args, output=subprocess.PIPE)
    if kill(proc, delay):
        return False, f"killed at {delay * 1000:.0f} ms", _orphans(proc)
    return proc.returncode == 0, f"ended with exit {proc.returncode} before the kill", []


def _orphans(proc: subprocess.Popen[bytes]) -> list[str]:
    """What the killed command's children did with its output pipe: each must end with
    it (issue 33 §9), so the pipe reaches its end at once."""
    try:
        proc.communicate(timeout=ORPHAN_WAIT)
    except subprocess.TimeoutExpired:
        return [f"a process it started still held its output {ORPHAN_WAIT} s after the kill"]
    return []


def _saves(root: Path, kinds: list[str], rng: random.Random) -> list[Outcome]:
    """Log entries and devices killed in one data folder; each acknowledged one must stay."""
    prog = Program(root / "saves")
    set_up(prog)
    seconds = {
        "maintenance add": prog.ok(*maintenance_add(0, "calibration")).seconds,
        "device add": prog.ok(*device_add("K-0")).seconds,
    }
    kept: list[tuple[Callable[[Path, str], int], str]] = [
        (entries_noted, "calibration"),
        (devices_named, "K-0"),
    ]
    outcomes = []
    litter = Litter()
    for n, kind in enumerate(kinds, start=1):
        count: Callable[[Path, str], int]
        if kind == "maintenance add":
            count, key, args = entries_noted, f"kill {n}", maintenance_add(n, f"kill {n}")
        else:
            count, key, args = devices_named, f"K-{n}", device_add(f"K-{n}")
        acknowledged, what, left = _killed(prog, args, seconds[kind], rng)
        problems = prog.verify() + left
        if acknowledged:
            kept.append((count, key))
        elif "exit" in what:
            problems.append(what)
        problems += [
            f"acknowledged {k!r} is there {c} times"
            for c, k in ((f(prog.database, k), k) for f, k in kept)
            if c != 1
        ]
        if count(prog.database, key) > 1:
            problems.append(f"{key!r} is there more than once")
        problems += litter.new(prog.data_dir, everything=[prog.tmp])
        outcomes.append((f"{kind} {what}", problems))
    return outcomes


def _imported_rows(database: Path) -> int:
    return int(
        scalar(
            database,
            "SELECT count(*) FROM maintenance_entries m JOIN establishments e "
            "ON e.id = m.establishment_id WHERE e.name = ?",
            [IMPORTED],
        )
    )


def _whole_packet(path: Path) -> list[str]:
    try:
        with zipfile.ZipFile(path) as packet:
            bad = packet.testzip()
            names = packet.namelist()
    except (OSError, zipfile.BadZipFile) as exc:
        return [f"{path.name} is not a whole zip ({exc})"]
    if bad is not None or not any(n.endswith(".xlsx") for n in names):
        return [f"{path.name} is not a whole packet (bad member {bad}, members {names[:5]})"]
    return []


def _files(root: Path, kinds: list[str], rows: int, rng: random.Random) -> list[Outcome]:
    """Imports (each from the same starting folder) and exports killed."""
    prog = Program(root / "files")
    set_up(prog)
    log = maintenance_workbook(prog, root / "log.xlsx", 200)
    prog.ok("import", str(log), "--establishment", ESTABLISHMENT)
    workbook = maintenance_workbook(prog, root / "big.xlsx", rows)
    out = root / "packets"
    out.mkdir()
    packet = out / "packet.zip"
    export = ("export", "--out", str(packet), "--format", "zip", "--establishment", ESTABLISHMENT)
    load = ("import", str(workbook), "--establishment", IMPORTED)
    start = Snapshot(prog.data_dir)
    seconds = {"import": prog.ok(*load).seconds, "export zip": prog.ok(*export).seconds}
    start.put_back()
    outcomes = []
    litter = Litter()
    for kind in kinds:
        packet.unlink(missing_ok=True)
        args = load if kind == "import" else export
        acknowledged, what, left = _killed(prog, args, seconds[kind], rng)
        problems = prog.verify() + left
        if "exit" in what and not acknowledged:
            problems.append(what)
        if kind == "import":
            stored = _imported_rows(prog.database)
            if stored not in {0, rows} or (acknowledged and stored != rows):
                problems.append(f"{stored} of the {rows} imported rows are there")
            problems += litter.new(prog.data_dir, everything=[prog.tmp])
            start.put_back()
        else:
            if packet.exists():
                problems += _whole_packet(packet)
            elif acknowledged:
                problems.append("the acknowledged packet is not there")
            again = prog.run(*export)
            if again.code != 0:
                problems.append(f"the next export failed: {again.said()}")
            problems += litter.new(out, prog.data_dir, everything=[prog.tmp])
        outcomes.append((f"{kind} {what}", problems))
    return outcomes


def _split(count: int) -> dict[str, int]:
    share = {kind: int(count * part) for kind, part in SHARES.items()}
    share["maintenance add"] += count - sum(share.values())
    return share


def run(figure: Figure, folder: Path, count: int, small: bool) -> None:
    rng = random.Random()
    share = _split(count)
    saves = ["maintenance add"] * share["maintenance add"] + ["device add"] * share["device add"]
    files = ["import"] * share["import"] + ["export zip"] * share["export zip"]
    rng.shuffle(saves)
    rng.shuffle(files)
    rows = 1500 if small else 3000
    (folder / "a").mkdir()
    (folder / "b").mkdir()
    with ThreadPoolExecutor(2) as lanes:
        a = lanes.submit(_saves, folder / "a", saves, random.Random(rng.random()))
        b = lanes.submit(_files, folder / "b", files, rows, random.Random(rng.random()))
        for what, problems in a.result() + b.result():
            figure.record(what, problems)


DRILL = Drill("kill", run, full=400, small=100)
main = DRILL.main

if __name__ == "__main__":
    sys.exit(main())
