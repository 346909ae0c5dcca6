"""Importing the records workbook (issue 16 §3, Target E): a ten-year log of about 51,000
rows brought into a fresh database.

The workbook is the project's own export of `group_dataset.build`'s kitchen with one
interceptor and 14 grease traps, each cleaned daily, over ten years. Each run imports it
into a new, empty database in a process of its own and is timed from the call to
`import_workbook` to its return, commit included; `verify` must then pass on the result
(not timed). The figure is the workbook's data rows over that time; the processor time
the import used is shown beside it, as it does not grow when other programs share the
processor.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any

from benchmarks.figures import Figure, Target, machine, print_table
from benchmarks.group_dataset import AS_OF, YEARS, build
from fog_desktop.audit import verify
from fog_desktop.config import resolve_paths
from fog_desktop.database import open_database
from fog_desktop.exchange.importer import import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.rules.dates import add_months
from fog_desktop.services.establishments import list_establishments

#: 14 traps cleaned daily for ten years: about 51,000 log rows.
TRAPS = 14
REPEATS = 5
GOAL = 5_000


def export(folder: Path, traps: int) -> Path:
    """The ten-year records workbook of a kitchen with ``traps`` grease traps."""
    dataset = build(folder / "source", establishments=1, busy_traps=traps)
    workbook = folder / "records.xlsx"
    window = Window(add_months(AS_OF, -12 * YEARS), AS_OF)
    export_workbook(dataset.context.db, dataset.busy_id, workbook, window)
    dataset.context.close()
    return workbook


def measure(workbook: Path) -> dict[str, Any]:
    """One import, in this process, into a new database: seconds and records added."""
    with tempfile.TemporaryDirectory(prefix="fog-bench-import-") as folder:
        paths = resolve_paths(Path(folder))
        db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
        start, cpu = time.perf_counter(), time.process_time()
        report = import_workbook(db, workbook, None, "Benchmark", today=date(2026, 12, 3))
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        with db.read() as session:
            verified = verify(session).ok
        (establishment,) = list_establishments(db)
        db.dispose()
    if not verified:
        raise SystemExit(f"verify failed after importing {workbook}")
    added = sum(report.added.values())
    return {"seconds": seconds, "cpu": cpu, "rows": added, "name": establishment.name}


def _run(workbook: Path) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.import_speed", str(workbook)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def run(traps: int = TRAPS, repeats: int = REPEATS) -> list[Target]:
    with tempfile.TemporaryDirectory(prefix="fog-bench-import-src-") as folder:
        start = time.perf_counter()
        workbook = export(Path(folder), traps)
        built = time.perf_counter() - start
        runs = [_run(workbook) for _ in range(repeats)]
    rows = runs[0]["rows"]
    seconds = [r["seconds"] for r in runs]
    fastest, median = rows / min(seconds), rows / statistics.median(seconds)
    cpu = statistics.median(r["cpu"] for r in runs)
    print_table(
        "FOG Desktop: importing the records workbook into a new database",
        [
            f"{rows:,} rows ({traps} traps and an interceptor, {YEARS} years), exported and "
            f"built in {built:.0f} s (not measured below)",
            machine(),
            f"{repeats} runs, each in a process of its own; verify passed after each.",
        ],
        [
            Figure("import, median", statistics.median(seconds), "s"),
            Figure("import, fastest", min(seconds), "s"),
            Figure("rows per second, median", median, "rows/s"),
            Figure("rows per second, fastest", fastest, "rows/s"),
            # What the import asks of one core, whatever else the machine is doing.
            Figure("import, processor time, median", cpu, "s"),
            Figure("rows per second of processor time, median", rows / cpu, "rows/s"),
        ],
    )
    return [Target("E", f"import, {rows:,} rows", median, "rows/s", goal=GOAL, at_least=True)]


def main() -> None:
    """``python -m benchmarks.import_speed WORKBOOK``: one import, as JSON."""
    print(json.dumps(measure(Path(sys.argv[1]))))


if __name__ == "__main__":
    main()
