"""Starting the application on the group's large database, next to a bare PySide6 window
and the same stack's floor (issue 16 §1).

Each is started the same way: a new Python process, timed from its launch to the lines
it prints. A bare window prints once it is shown; the floor (a bare window, SQLAlchemy
and the models imported, one ORM query) likewise. The application runs what
``fog-desktop --data-dir FOLDER`` runs (``fog_desktop.__main__.open_window``) and prints
when its window is painted from the Dashboard's snapshot, if one holds (Target A), and
when the window works on the records with the Dashboard's rows on screen (Target B);
then it waits, unmeasured, for the day's backup it started, and quits.

The series: the first start of the day (no snapshot yet, the daily backup due: Target C
compares it with the starts without a snapshot), then rounds of four starts in turn: the
bare window, the floor, a start with the snapshot removed before it, and a later start
with the snapshot that one left.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.figures import Figure, Target, compile_project, machine, print_table

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

REPEATS = 5
SHOWN = "shown"
PAINTED = "painted"
SNAPSHOT = "dashboard-snapshot.json"


def _bare() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: PLC0415

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    print(SHOWN, flush=True)


def _floor(folder: str) -> None:
    """The same stack's floor (Target B): the bare window, SQLAlchemy and the models
    imported, and one ORM query on the database."""
    from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: PLC0415
    from sqlalchemy import create_engine, select  # noqa: PLC0415
    from sqlalchemy.orm import Session  # noqa: PLC0415

    from models import Establishment  # noqa: PLC0415

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1200, 800)
    engine = create_engine(f"sqlite:///{Path(folder) / 'fog-desktop.sqlite3'}")
    with Session(engine) as session:
        session.scalars(select(Establishment)).first()
    window.show()
    app.processEvents()
    print(SHOWN, flush=True)


def _application(folder: str) -> None:
    from fog_desktop.__main__ import open_window  # noqa: PLC0415
    from fog_desktop.options import window_options  # noqa: PLC0415

    def ready(window: QWidget) -> None:
        print(SHOWN, flush=True)
        # Qt imported here, not above: ``fog-desktop`` chooses when it loads Qt.
        from PySide6.QtCore import QTimer  # noqa: PLC0415

        from ui.operations import BackgroundOp  # noqa: PLC0415

        waiting = QTimer(window)
        waiting.timeout.connect(lambda: BackgroundOp.busy() or window.close())
        waiting.start(20)

    options = window_options(["--data-dir", folder, "--no-crash-dialog"])
    assert options is not None
    code = open_window(options, when_painted=lambda _: print(PAINTED, flush=True), when_ready=ready)
    sys.exit(code)


def _start(*args: str) -> tuple[float | None, float]:
    """Seconds from launching the process to its window painted (None when it printed
    no such line) and to its window shown or ready."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    start = time.perf_counter()
    painted = None
    with subprocess.Popen(
        [sys.executable, "-m", "benchmarks.cold_start", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    ) as child:  # fmt: skip
        assert child.stdout is not None
        line = child.stdout.readline().strip()
        if line == PAINTED:
            painted = time.perf_counter() - start
            line = child.stdout.readline().strip()
        shown = time.perf_counter() - start
        _, errors = child.communicate()
    if line != SHOWN or child.returncode != 0:
        raise SystemExit(
            f"{' '.join(args)} did not show its window (exit {child.returncode}):\n{errors}"
        )
    return painted, shown


def run(folder: Path) -> list[Target]:
    compile_project()
    # Unmeasured: the files of Python, Qt and the database into the operating system's
    # cache, as the first start of the day finds them after any earlier use of the PC.
    _start("bare")
    _start("floor", str(folder))
    backups = folder / "backups"
    before = set(backups.iterdir()) if backups.is_dir() else set()
    (folder / SNAPSHOT).unlink(missing_ok=True)
    _, first_of_day = _start("application", str(folder))
    made_backup = backups.is_dir() and set(backups.iterdir()) != before
    bare: list[float] = []
    floor: list[float] = []
    unpainted: list[float] = []
    later: list[tuple[float | None, float]] = []
    for _ in range(REPEATS):
        # One start of each in turn: the machine's speed drifts by a tenth and more over
        # a series, and in turn the drift weighs on a figure and its floor alike.
        bare.append(_start("bare")[1])
        floor.append(_start("floor", str(folder))[1])
        (folder / SNAPSHOT).unlink(missing_ok=True)
        unpainted.append(_start("application", str(folder))[1])
        later.append(_start("application", str(folder)))
    painted = [p for p, _ in later if p is not None]
    if len(painted) != len(later):
        raise SystemExit("a later start did not paint from the Dashboard's snapshot")
    ready = [shown for _, shown in later]
    m = statistics.median
    first_what = "with the daily backup after it" if made_backup else "no backup was due"
    print_table(
        "FOG Desktop: cold start on the group's database",
        [
            "Each start a new process, the project's bytecode compiled; Qt platform "
            f"{os.environ.get('QT_QPA_PLATFORM', 'offscreen')}; the database file is in the "
            f"operating system's cache after the first start. Medians of {REPEATS}.",
            machine(),
        ],
        [
            Figure("Bare PySide6 window shown", m(bare) * 1000, "ms"),
            Figure("Floor: bare window + SQLAlchemy + models + one query", m(floor) * 1000, "ms"),
            Figure(f"First start of the day, ready ({first_what})", first_of_day * 1000, "ms"),
            Figure("Start without a snapshot, ready", m(unpainted) * 1000, "ms"),
            Figure("Later start, Dashboard painted from its snapshot", m(painted) * 1000, "ms"),
            Figure("Later start, ready (every page usable)", m(ready) * 1000, "ms"),
            Figure("Fastest later start, painted", min(painted) * 1000, "ms"),
        ],
    )
    return [
        Target("A", "start: Dashboard painted with current data", m(painted), "s", 1.5, m(bare)),
        Target("B", "start: every page usable", m(ready), "s", 1.5, m(floor)),
        Target("B", "start: every page usable, no snapshot", m(unpainted), "s", 1.5, m(floor)),
        Target(
            "C", "first start of the day, backup after it", first_of_day, "s", 1.1, m(unpainted)
        ),
    ]


def main() -> None:
    """``python -m benchmarks.cold_start bare | floor FOLDER | application FOLDER``."""
    if sys.argv[1] == "bare":
        _bare()
    elif sys.argv[1] == "floor":
        _floor(sys.argv[2])
    else:
        _application(sys.argv[2])


if __name__ == "__main__":
    main()
