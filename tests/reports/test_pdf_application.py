"""Qt's application for documents is the entry point's to make, never the core's
(issue 13 §3): the command line draws a packet headless in the one it registers, and the
core alone refuses, saying what is missing. Each case runs in a fresh process, since this
one already holds the tests' QApplication."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fog_desktop.config import Paths
from tests.pdf_text import pdf_text

#: No screen, and no platform chosen: as on a server or in a scheduled export.
HEADLESS = {
    k: v
    for k, v in os.environ.items()
    if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
}


def python(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        check=False,
        env=HEADLESS,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow(
    "a new process loads the application and draws the packet, as a scheduled export does"
)
def test_the_command_line_writes_a_packet_with_no_screen(
    demo_folder: Paths, tmp_path: Path
) -> None:
    base = ("-m", "fog_desktop", "--data-dir", str(demo_folder.data_dir))
    out = tmp_path / "summary.pdf"
    export = python(*base, "export", "--out", str(out), "--as-of", "2026-12-02", "--summary-only")
    assert export.returncode == 0, export.stderr
    assert "FOG records of Demo Bistro, 2024-12-03 to 2026-12-02" in pdf_text(out)


def test_the_core_alone_makes_no_qt_application_and_says_so(tmp_path: Path) -> None:
    out = tmp_path / "letter.pdf"
    code = (
        "from pathlib import Path\n"
        "from fog_desktop.reports.pdf import write_pdf\n"
        f"write_pdf(Path({str(out)!r}), '<p>Dear program manager</p>', 'Letter')\n"
    )
    done = python("-c", code)
    assert done.returncode != 0
    assert "No Qt application to draw the document in" in done.stderr
    assert "register_gui" in done.stderr
    assert not out.exists()
