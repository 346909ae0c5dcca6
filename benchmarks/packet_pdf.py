"""The printable packet (PDF) of a large establishment (issue 12): one interceptor and
13 grease traps over ten years, about 48,000 log rows, each trap cleaned daily.

The figure to reach: the ten-year PDF in under a minute. Set beside it is a floor: Qt's
PDF writer laying out and writing the same number of pages of plain paragraphs, the
cost of the pages themselves before anything is read or computed. The two-year packet,
the one an inspector asks for, is measured too.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from benchmarks.figures import Figure, machine, print_table
from benchmarks.group_dataset import AS_OF, YEARS, build
from fog_desktop.config import SQLITE_FILE_NAME
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.document_gui import register_gui
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.reports.pdf import Part, render_parts
from fog_desktop.rules.dates import add_months
from fog_desktop.services.establishments import list_establishments
from ui.documents import document_application

TRAPS = 13
#: A page of plain text: about as many words as a page of the packet's tables.
FLOOR_PAGE = "<p>" + "grease interceptor pump-out manifest " * 120 + "</p>"


def _window(years: int) -> Window:
    return Window(add_months(AS_OF, -12 * years) + timedelta(days=1), AS_OF)


def measure(folder: Path, years: int) -> dict[str, Any]:
    """One run in this process: the packet PDF of the window, then the floor of as many
    pages; seconds and pages of each."""
    db = Database(f"sqlite:///{folder / SQLITE_FILE_NAME}")
    (establishment,) = list_establishments(db)
    with tempfile.TemporaryDirectory(prefix="fog-bench-pdf-") as out:
        packet = Path(out) / "packet.pdf"
        start = time.perf_counter()
        render_packet_pdf(db, establishment.id, packet, _window(years))
        seconds = time.perf_counter() - start
        pages = len(PdfReader(packet).pages)
        floor = Path(out) / "floor.pdf"
        start = time.perf_counter()
        render_parts(floor, [Part(FLOOR_PAGE * pages)], "floor", page_numbers=True)
        floor_seconds = time.perf_counter() - start
        floor_pages = len(PdfReader(floor).pages)
    db.dispose()
    return {
        "seconds": seconds, "pages": pages,
        "floor_seconds": floor_seconds, "floor_pages": floor_pages,
    }  # fmt: skip


def _run(folder: Path, years: int) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.packet_pdf", str(folder), str(years)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def run() -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="fog-bench-pdf-db-") as folder:
        start = time.perf_counter()
        dataset = build(Path(folder), establishments=1, busy_traps=TRAPS)
        built = time.perf_counter() - start
        log_rows = dataset.log_rows
        dataset.context.close()
        figures: list[Figure] = []
        for years in (2, YEARS):
            result = _run(Path(folder), years)
            figures += [
                Figure(
                    f"{years} years: packet PDF, {result['pages']} pages", result["seconds"], "s"
                ),
                Figure(
                    f"{years} years: floor, {result['floor_pages']} pages of plain text",
                    result["floor_seconds"],
                    "s",
                ),
            ]
    print_table(
        "FOG Desktop: the printable packet (PDF) of a large establishment",
        [
            f"1 interceptor and {TRAPS} traps, {log_rows:,} log rows over {YEARS} years, "
            f"SQLite, built in {built:.0f} s (not measured below)",
            machine(),
            "One run each, each in a process of its own. The figure to reach: ten years "
            "in under 60 s.",
        ],
        figures,
    )
    return figures


def main() -> None:
    """``python -m benchmarks.packet_pdf FOLDER YEARS``: one run, as JSON, drawn in the Qt
    application the command line draws in."""
    register_gui(document_application)
    print(json.dumps(measure(Path(sys.argv[1]), int(sys.argv[2]))))


if __name__ == "__main__":
    main()
