"""How the Maintenance table behaves with a long log (issue 3 §4).

Measured on Qt's offscreen platform, in this process, on a database built in another
one (see dataset.py):

- opening: from creating the MaintenanceModel and its QTableView to the first rows
  painted, and the same for the whole Maintenance page (filters, count, chart);
- one scroll to the bottom of what is loaded, which reads one more page;
- scrolling on until every entry is loaded (the worst case: 500 pages);
- a re-sort by clicking a header, and a search, each back to the first page painted;
- memory: the Python heap's peak (tracemalloc, in a run of its own) with the table open
  and with 20,000 rows loaded, and the process's peak resident size (getrusage) with
  the table open and with every entry loaded, in the timed run.

Times are wall-clock, the median of several runs where the step can be repeated.
"""

from __future__ import annotations

import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import PySide6
from PySide6.QtCore import QEventLoop, QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QTableView

from benchmarks.dataset import ACTOR, AS_OF, TRAPS
from benchmarks.figures import Figure, machine, peak_rss, print_table
from fog_desktop.config import Settings, resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.services.maintenance import MaintenanceFilter
from ui.maintenance.model import MaintenanceModel
from ui.maintenance.page import MaintenancePage
from ui.operations import BackgroundOp
from ui.tables import read_only_table

ENTRIES = 100_000
DEVICES = 2 + TRAPS
REPEATS = 5
SCROLLS = 20
HEAP_ROWS = 20_000
VIEW_SIZE = (1200, 700)


def _show(view: QTableView) -> None:
    """Wait for the page the model is reading in the background, then let the view lay
    out and paint it, as a screen would: the offscreen platform paints on the update
    requests that processing events delivers."""
    while BackgroundOp.busy():
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    QApplication.processEvents()


def _scroll_to_bottom(view: QTableView) -> None:
    view.scrollToBottom()
    _show(view)


def _ms(seconds: float) -> float:
    return seconds * 1000


def _timed(step: Callable[[], None]) -> float:
    start = time.perf_counter()
    step()
    return time.perf_counter() - start


def _open_table(context: AppContext, establishment_id: int) -> tuple[MaintenanceModel, QTableView]:
    model = MaintenanceModel(context.db, context.today)
    model.show(establishment_id)
    view = read_only_table(model)
    view.setSortingEnabled(True)
    model.modelReset.connect(view.scrollToTop)  # as the page does
    view.resize(*VIEW_SIZE)
    view.show()
    _show(view)
    assert model.rowCount() > 0
    return model, view


def _close(view: QTableView) -> None:
    view.close()
    view.deleteLater()
    QApplication.processEvents()


def _build(folder: Path, entries: int) -> tuple[int, float]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.dataset", str(folder), str(entries)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return int(done.stdout.strip()), time.perf_counter() - start


def _context(folder: Path, establishment_id: int) -> AppContext:
    paths = resolve_paths(folder)
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    context = AppContext(paths=paths, db=db, settings=Settings(operator_name=ACTOR))
    context.settings.current_establishment_id = establishment_id
    context.today = lambda: AS_OF
    return context


def _timings(context: AppContext, establishment_id: int) -> tuple[list[Figure], list[Figure]]:
    """The times, and the process's peak memory at two points on the way."""
    figures: list[Figure] = []
    opens = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        _model, view = _open_table(context, establishment_id)
        opens.append(time.perf_counter() - start)
        _close(view)
    memory = [Figure("Process peak resident size, table open (ru_maxrss)", peak_rss(), "MiB")]
    figures.append(Figure("Open the table: model + view to first rows painted (first run)",
                          _ms(opens[0]), "ms"))  # fmt: skip
    figures.append(Figure(f"Open the table, median of the next {REPEATS - 1} runs",
                          _ms(statistics.median(opens[1:])), "ms"))  # fmt: skip

    pages = []
    for _ in range(REPEATS):
        page = MaintenancePage(context)
        page.resize(*VIEW_SIZE)

        def open_page(page: MaintenancePage = page) -> None:
            page.show()
            page.refresh()
            _show(page.table)

        pages.append(_timed(open_page))
        page.close()
        page.deleteLater()
    figures.append(Figure(f"Open the Maintenance page (filters, count, chart), median of {REPEATS}",
                          _ms(statistics.median(pages)), "ms"))  # fmt: skip

    model, view = _open_table(context, establishment_id)
    scrolls = []
    for _ in range(SCROLLS):
        before = model.rowCount()
        scrolls.append(_timed(lambda: _scroll_to_bottom(view)))
        assert model.rowCount() == before + model.page_size
    figures.append(Figure(f"Scroll to the bottom once (reads {model.page_size} more), median "
                          f"of {SCROLLS}", _ms(statistics.median(scrolls)), "ms"))  # fmt: skip
    figures.append(Figure(f"Scroll to the bottom once, slowest of {SCROLLS}",
                          _ms(max(scrolls)), "ms"))  # fmt: skip

    def to_the_end() -> None:
        while model.canFetchMore(QModelIndex()):
            _scroll_to_bottom(view)

    figures.append(Figure(f"Scroll on to the last of {model.total:,} entries, in all",
                          _timed(to_the_end), "s"))  # fmt: skip
    assert model.rowCount() == model.total
    memory.append(Figure(f"Process peak resident size, all {model.total:,} rows loaded",
                         peak_rss(), "MiB"))  # fmt: skip

    header = view.horizontalHeader()
    for column, order, label in (
        (MaintenanceModel.PERCENT, Qt.SortOrder.DescendingOrder, "% of design depth, highest"),
        (MaintenanceModel.HAULER, Qt.SortOrder.AscendingOrder, "Hauler, A to Z"),
        (MaintenanceModel.DATE, Qt.SortOrder.DescendingOrder, "Date, newest (back)"),
    ):

        def click(column: int = column, order: Qt.SortOrder = order) -> None:
            header.setSortIndicator(column, order)  # what a click on the header does
            _show(view)

        seconds = _timed(click)
        assert model.rowCount() == model.page_size
        figures.append(Figure(f"Re-sort by {label}: first page painted", _ms(seconds), "ms"))
    flt = MaintenanceFilter(search="ortega")

    def search() -> None:
        model.set_filter(flt)
        _show(view)

    seconds = _timed(search)
    figures.append(Figure(f"Search 'ortega' ({model.total:,} found): first page painted",
                          _ms(seconds), "ms"))  # fmt: skip
    _close(view)
    return figures, memory


def _heap(context: AppContext, establishment_id: int) -> list[Figure]:
    """The Python heap's peak, traced in a run of its own: tracemalloc slows Python down
    about sevenfold, so it follows the first HEAP_ROWS rows, not all of them (the
    process's peak resident size covers all of them, in the timed run)."""
    gc.collect()
    tracemalloc.start()
    model, view = _open_table(context, establishment_id)
    opened = tracemalloc.get_traced_memory()[1]
    while model.rowCount() < HEAP_ROWS and model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
        _show(view)
    loaded = tracemalloc.get_traced_memory()[1]
    rows = model.rowCount()
    tracemalloc.stop()
    _close(view)
    return [
        Figure("Python heap peak, table open (tracemalloc)", opened / 2**20, "MiB"),
        Figure(f"Python heap peak, {rows:,} rows loaded", loaded / 2**20, "MiB"),
        Figure("Python heap per 1,000 rows loaded", (loaded - opened) / rows * 1000 / 2**20,
               "MiB"),
    ]  # fmt: skip


def _print(entries: int, built: float, figures: list[Figure]) -> None:
    print_table(
        "FOG Desktop: the Maintenance table with a long log",
        [
            f"{entries:,} entries of {DEVICES} devices in one establishment, SQLite, built in "
            f"{built:.1f} s (not measured below)",
            f"{machine()}, PySide6 {PySide6.__version__}, Qt platform "
            f"{os.environ['QT_QPA_PLATFORM']}",
        ],
        figures,
    )


def run(entries: int = ENTRIES) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="fog-bench-") as folder:
        establishment_id, built = _build(Path(folder), entries)
        context = _context(Path(folder), establishment_id)
        try:
            times, memory = _timings(context, establishment_id)
            figures = times + _heap(context, establishment_id) + memory
        finally:
            context.close()
    _print(entries, built, figures)
    del app
