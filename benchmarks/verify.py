"""Verifying the whole audit trail of a restaurant group's database (issue 16 §5, Target G).

``fog-desktop verify`` on the group database of group_dataset.py (20 establishments, ten
years, about 205,000 audit entries): every link of the chain walked, every entry's hash
recomputed, every record compared with its newest audited state, and SQLite's
integrity and foreign-key checks. Each run is a process of its own, bytecode compiled,
so that no run finds the database or the modules warmed by another; the figure is the
median of :data:`REPEATS`, the fastest shown beside it.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.figures import Figure, Target, machine, print_table
from fog_desktop.audit import verify
from fog_desktop.config import SQLITE_FILE_NAME
from fog_desktop.database import Database

REPEATS = 5
GOAL_SECONDS = 3.0


def measure(folder: Path) -> dict[str, float]:
    """One verification, in this process: its time and how many entries it walked."""
    # Opened without open_database's daily backup, which is not verify's to pay for.
    db = Database(f"sqlite:///{folder / SQLITE_FILE_NAME}")
    start = time.perf_counter()
    with db.read() as session:
        report = verify(session)
    seconds = time.perf_counter() - start
    db.dispose()
    if not report.ok:
        raise SystemExit(f"verify found problems: {report.problems[:3]}")
    return {"seconds": seconds, "entries": report.entries}


def _run(folder: Path) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.verify", str(folder)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    result: dict[str, float] = json.loads(done.stdout)
    return result


def run(folder: Path, repeats: int = REPEATS) -> list[Target]:
    runs = [_run(folder) for _ in range(repeats)]
    entries = int(runs[0]["entries"])
    seconds = [r["seconds"] for r in runs]
    median = statistics.median(seconds)
    print_table(
        "FOG Desktop: verifying the audit trail of a group's database (fog-desktop verify)",
        [machine(), f"Each run a process of its own; {repeats} runs."],
        [
            Figure(f"verify, {entries:,} entries, median of {repeats}", median, "s"),
            Figure(f"verify, {entries:,} entries, fastest", min(seconds), "s"),
        ],
    )
    return [Target("G", f"verify, {entries:,} entries", median, "s", goal=GOAL_SECONDS)]


def main() -> None:
    """``python -m benchmarks.verify FOLDER``: one run, as JSON."""
    print(json.dumps(measure(Path(sys.argv[1]))))


if __name__ == "__main__":
    main()
