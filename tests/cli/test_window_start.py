"""The window's start (issue 16 §1): it reads its options without loading the commands,
checks the database file while the models load, and builds a page only when it is
first shown."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from datetime import datetime
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from fog_desktop import __version__
from fog_desktop.config import Paths
from fog_desktop.database import open_database
from fog_desktop.errors import DatabaseUnavailable
from fog_desktop.options import window_options
from fog_desktop.quick_check import check_early, quick_check, sqlite_file
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.incidents import IncidentInput, report_incident


@pytest.mark.parametrize(
    "argv",
    [[], ["--data-dir", "D:/FOG"], ["--tray"], ["--db", "sqlite:///x.db", "--no-crash-dialog"]],
)
def test_a_start_without_a_command_opens_the_window(argv: list[str]) -> None:
    options = window_options(argv)
    assert options is not None
    assert options.command is None


@pytest.mark.parametrize(
    "argv",
    [["status"], ["--data-dir", "D:/FOG", "verify"], ["--help"], ["--version"], ["--db"]],
)
def test_a_command_help_or_a_refused_option_goes_to_the_full_command_line(
    argv: list[str],
) -> None:
    assert window_options(argv) is None


def test_the_early_check_answers_for_the_file_it_checked(paths: Paths) -> None:
    open_database(paths, f"sqlite:///{paths.sqlite_file}").dispose()
    check_early(f"sqlite:///{paths.sqlite_file}")
    assert quick_check(paths.sqlite_file) == ["ok"]
    # Taken once: the next opening checks the file as it is then.
    assert quick_check(paths.sqlite_file) == ["ok"]


def test_damage_found_by_the_early_check_refuses_the_database(paths: Paths) -> None:
    open_database(paths, f"sqlite:///{paths.sqlite_file}").dispose()
    data = bytearray(paths.sqlite_file.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # the second page, where the first table's rows are
    paths.sqlite_file.write_bytes(bytes(data))
    check_early(f"sqlite:///{paths.sqlite_file}")

    with pytest.raises(DatabaseUnavailable, match="is damaged"):
        open_database(paths, f"sqlite:///{paths.sqlite_file}")


WINDOW_START = """
import sys
from fog_desktop.__main__ import open_window
from fog_desktop.options import window_options

def ready(window):
    loaded = [name for name in sys.argv[2:] if name in sys.modules]
    print(" ".join(loaded) or "none", flush=True)
    window.close()

def painted(window):
    print("painted", flush=True)

options = window_options(["--data-dir", sys.argv[1], "--operator", "Test Manager"])
sys.exit(open_window(options, when_painted=painted, when_ready=ready))
"""


def _start_window(paths: Paths, *modules: str) -> str:
    """Start the window as ``fog-desktop`` does, until it is ready; what it printed."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", WINDOW_START, str(paths.data_dir), *modules],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
        check=True,
    )
    return done.stdout


@pytest.mark.slow("the window started twice in a process of its own, as a manager starts it")
def test_the_window_opens_without_the_commands_or_the_other_pages(paths: Paths) -> None:
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    est = create_establishment(db, EstablishmentInput(name="Corner Cafe"), "Test Manager")
    # Its written confirmation is due five working days on: the Dashboard counts them.
    now = datetime.now()
    spill = IncidentInput(incident_date=now.date().isoformat(), incident_time="00:00", kind="Spill")
    report_incident(db, est.id, spill, "Test Manager", now=now)
    db.dispose()
    not_for_the_dashboard = [
        "fog_desktop.cli",
        "openpyxl",
        "ui.export.page",
        "ui.maintenance.page",
        "ui.incidents.page",
        "ui.changes.page",
        "ui.setup.wizard",
        "holidays",  # R5's default holidays come from the table shipped with the application
        "werkzeug",  # no photos taken with a phone
        "segno",
        "pypdfium2",  # no PDF manifest read
    ]

    assert _start_window(paths, *not_for_the_dashboard).split() == ["none"]
    # The second start paints the Dashboard the first one kept, then opens the records.
    assert _start_window(paths, *not_for_the_dashboard).split() == ["painted", "none"]


def test_the_version_in_the_code_is_the_packages() -> None:
    root = Path(__file__).resolve().parents[2]
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert __version__ == project["version"]


@pytest.mark.parametrize(
    "url",
    [
        "sqlite:///fog.sqlite3",
        "sqlite:////srv/data/fog.sqlite3",
        "sqlite+pysqlite:////srv/data/fog.sqlite3?timeout=30",
        r"sqlite:///C:\Users\Ana\AppData\Local\FOG Desktop\fog-desktop.sqlite3",
        "sqlite://",
        "sqlite:///:memory:",
        "postgresql+psycopg://fog@db.example/fog",
    ],
)
def test_the_file_a_database_url_names_is_read_as_sqlalchemy_reads_it(url: str) -> None:
    """Found without importing SQLAlchemy, on the way to the window's first paint."""
    parsed = make_url(url)
    named = parsed.database if parsed.get_backend_name() == "sqlite" else None
    expected = None if named in (None, "", ":memory:") else Path(named)
    assert sqlite_file(url) == expected
