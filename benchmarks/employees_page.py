"""What the Employees page reads on a refresh, on a long log (issue 13 §1).

The page shows each person's training state, so it reads the training obligations (R4).
It read every obligation of the establishment instead, and every device's schedule with
them: on one interceptor and 13 grease traps over ten years (about 48,000 log rows, the
establishment of the PDF benchmark) that was nearly all of its time. Measured here: the
whole schedule, the training alone, and the page's read (the roster, the training and
the sessions), each the median of five runs after a first one.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

from benchmarks.figures import Figure, machine, print_table
from benchmarks.group_dataset import AS_OF, YEARS, build
from fog_desktop.database import Database
from fog_desktop.services.employees import list_employees
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import list_sessions
from fog_desktop.services.training_rows import training_duties

TRAPS = 13
RUNS = 5


def _median_ms(work: Callable[[], object]) -> float:
    work()  # SQLAlchemy compiles its queries once
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def measure(db: Database, est_id: int, as_of: date) -> list[Figure]:
    def page_read(duties: Callable[[], object]) -> Callable[[], object]:
        return lambda: (list_employees(db, est_id), duties(), list_sessions(db, est_id))

    def everything() -> object:
        return obligations_for(db, est_id, as_of, all_history=True)

    def training() -> object:
        return training_duties(db, est_id, as_of)

    return [
        Figure("Every obligation (the whole schedule)", _median_ms(everything), "ms"),
        Figure("The training obligations alone", _median_ms(training), "ms"),
        Figure("Page read with every obligation (before)", _median_ms(page_read(everything)), "ms"),
        Figure("Page read with the training alone (now)", _median_ms(page_read(training)), "ms"),
    ]


def run() -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="fog-bench-employees-") as folder:
        dataset = build(Path(folder), establishments=1, busy_traps=TRAPS)
        figures = measure(dataset.context.db, dataset.busy_id, AS_OF)
        log_rows = dataset.log_rows
        dataset.context.close()
    print_table(
        "FOG Desktop: what the Employees page reads on a refresh",
        [
            f"1 interceptor and {TRAPS} traps, {log_rows:,} log rows over {YEARS} years, "
            "30 employees, SQLite",
            machine(),
            f"The median of {RUNS} runs after a first one.",
        ],
        figures,
    )
    return figures


if __name__ == "__main__":
    run()
