"""Starting the application on the group's large database, next to a bare PySide6 window
(issue 6 §4).

Both are started the same way: a new Python process, timed from its launch to the line
it prints once its window is shown and the events that showing queued are processed.
The application's process does what ``fog-desktop`` with no arguments does: parse the
command line, open and check the database (the daily backup on the first start of a day),
load the settings, build the main window with every page and show it.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.figures import Figure, machine, print_table

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

REPEATS = 5
SHOWN = "shown"


def _bare() -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: PLC0415

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    print(SHOWN, flush=True)


def _floor(folder: str) -> None:
    """The same stack's floor (issue 16 §1, Target B): the bare window, SQLAlchemy and
    the models imported, and one ORM query on the database."""
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
    """What ``fog-desktop --data-dir FOLDER`` does, until the Dashboard shows its rows;
    then, unmeasured, until the day's backup (if one is due) is made, and quit."""
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    from fog_desktop.__main__ import open_for_window  # noqa: PLC0415
    from fog_desktop.options import window_options  # noqa: PLC0415

    options = window_options(["--data-dir", folder, "--no-crash-dialog"])
    assert options is not None
    context = open_for_window(options)
    assert context is not None
    from ui.app import run_gui  # noqa: PLC0415
    from ui.operations import BackgroundOp  # noqa: PLC0415

    def ready(window: QMainWindow) -> None:
        print(SHOWN, flush=True)
        waiting = QTimer(window)
        waiting.timeout.connect(lambda: BackgroundOp.busy() or window.close())
        waiting.start(20)

    run_gui(context, crash_dialog=False, when_ready=ready)
    context.close()


def _start(*args: str) -> float:
    """Seconds from launching the process to its window shown."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    start = time.perf_counter()
    with subprocess.Popen(
        [sys.executable, "-m", "benchmarks.cold_start", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    ) as child:  # fmt: skip
        assert child.stdout is not None
        line = child.stdout.readline().strip()
        shown = time.perf_counter() - start
        _, errors = child.communicate()
    if line != SHOWN or child.returncode != 0:
        raise SystemExit(
            f"{' '.join(args)} did not show its window (exit {child.returncode}):\n{errors}"
        )
    return shown


def run(folder: Path) -> list[Figure]:
    bare = [_start("bare") for _ in range(REPEATS)]
    backups = folder / "backups"
    before = set(backups.iterdir()) if backups.is_dir() else set()
    first_of_day = _start("application", str(folder))
    made_backup = backups.is_dir() and set(backups.iterdir()) != before
    starts = [_start("application", str(folder)) for _ in range(REPEATS)]
    later = statistics.median(starts)
    bare_median = statistics.median(bare)
    first_what = "with the daily backup" if made_backup else "no backup was due"
    first = f"FOG Desktop main window shown, first start of the day ({first_what})"
    figures = [
        Figure(f"Bare PySide6 window shown, median of {REPEATS}", bare_median * 1000, "ms"),
        Figure(first, first_of_day * 1000, "ms"),
        Figure(f"FOG Desktop main window shown, median of the next {REPEATS}", later * 1000, "ms"),
        Figure("FOG Desktop / bare window (later starts)", later / bare_median, "×"),
    ]
    print_table(
        "FOG Desktop: cold start to the main window on the group's database",
        [
            "Each start a new process; Qt platform "
            f"{os.environ.get('QT_QPA_PLATFORM', 'offscreen')}; the database file is in the "
            "operating system's cache after the first start.",
            machine(),
        ],
        figures,
    )
    return figures


def main() -> None:
    """``python -m benchmarks.cold_start bare | application FOLDER``: one start."""
    if sys.argv[1] == "bare":
        _bare()
    elif sys.argv[1] == "floor":
        _floor(sys.argv[2])
    else:
        _application(sys.argv[2])


if __name__ == "__main__":
    main()
