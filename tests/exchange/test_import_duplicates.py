"""An import keeps every distinct row (issue 33 §1; records-workbook.md, Import): a
Maintenance row is already there only when every column it gives equals a stored
entry's, n equal rows against m stored add n - m, and a Training row only when its
session (date, kind, trainer, topics) lists the attendee. The report names the rows
left as they are by sheet and line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from openpyxl import Workbook

from tests.conftest import Cli

LOG = ["Date", "Device ID", "Service", "FOG depth (in)", "Solids depth (in)",
       "Gallons removed", "Hauler", "Manifest no.", "Performed by", "Notes"]  # fmt: skip
TRAINING = ["Date", "Employee ID", "Employee name", "Kind", "Trainer", "Topics", "Sign-off"]


@pytest.fixture
def cli_trap(uno_cli: Cli) -> Cli:
    """Uno with grease trap GT-1 beside its interceptor."""
    added = uno_cli("device", "add", "--device-id", "GT-1", "--type", "Grease trap",
                    "--capacity", "20", "--depth", "10")  # fmt: skip
    assert added[0] == 0, added
    return uno_cli


def workbook(path: Path, sheets: dict[str, tuple[list[str], list[Any]]]) -> Path:
    wb = Workbook()
    wb.remove(wb.worksheets[0])
    for name, (header, rows) in sheets.items():
        ws = wb.create_sheet(name)
        ws.append(header)
        for row in rows:
            ws.append(row)
    wb.save(path)
    return path


def imported(cli: Cli, path: Path) -> list[str]:
    code, out, err = cli("import", str(path), "--establishment", "Uno")
    assert (code, err) == (0, ""), err
    return out.splitlines()


def entries(cli: Cli) -> list[tuple[str, str, str]]:
    listed = json.loads(cli("maintenance", "list", "--json", "--device-id", "GT-1")[1])
    return sorted((e["service_date"], e["service"], e["notes"]) for e in listed)


def test_two_cleanings_of_one_trap_on_one_day_are_both_kept(cli_trap: Cli, tmp_path: Path) -> None:
    rows = [
        ["2026-11-10", "GT-1", "Cleaning", None, None, None, "", "", "Ana", "before lunch"],
        ["2026-11-10", "GT-1", "Cleaning", None, None, None, "", "", "Ana", "after dinner"],
        ["2026-11-10", "GT-1", "Measurement", 1, 1, None, "", "", "Ana", "before"],
        ["2026-11-10", "GT-1", "Measurement", 2, 1, None, "", "", "Ana", "before"],
    ]
    path = workbook(tmp_path / "log.xlsx", {"Maintenance": (LOG, rows)})
    assert imported(cli_trap, path) == ["Added to Uno: 4 Maintenance."]
    assert len(entries(cli_trap)) == 4
    assert imported(cli_trap, path) == [
        "Added to Uno: nothing new.",
        "Already there, left as they are: 4 Maintenance (rows 2-5).",
    ]
    assert len(entries(cli_trap)) == 4


def test_n_equal_rows_against_m_stored_add_n_minus_m(cli_trap: Cli, tmp_path: Path) -> None:
    """One cleaning typed in the window; three equal rows of it on paper: two more."""
    typed = cli_trap(
        "maintenance", "add", "--date", "2026-11-10", "--device-id", "GT-1",
        "--service", "Cleaning", "--performed-by", "Ana",
    )  # fmt: skip
    assert typed[0] == 0, typed
    cleaning = ["2026-11-10", "GT-1", "Cleaning", None, None, None, "", "", "Ana", ""]
    other = ["2026-11-11", "GT-1", "Cleaning", None, None, None, "", "", "Ana", ""]
    path = workbook(
        tmp_path / "log.xlsx", {"Maintenance": (LOG, [cleaning, other] + [cleaning] * 2)}
    )
    assert imported(cli_trap, path) == [
        "Added to Uno: 3 Maintenance.",
        "Already there, left as they are: 1 Maintenance (row 2).",
    ]
    days = [day for day, _service, _notes in entries(cli_trap)]
    assert days == ["2026-11-10"] * 3 + ["2026-11-11"]


def test_an_employee_in_two_sessions_of_one_day_keeps_both(cli_trap: Cli, tmp_path: Path) -> None:
    hired = cli_trap("employee", "add", "--employee-id", "E-1", "--name", "Ana Ruiz",
                     "--hire-date", "2026-01-05")  # fmt: skip
    assert hired[0] == 0, hired
    rows = [
        ["2026-11-10", "E-1", "Ana Ruiz", "Refresher", "Lee", "Drain screens", "Signature on file"],
        ["2026-11-10", "E-1", "Ana Ruiz", "Refresher", "Kim", "Spill kit", "Signature on file"],
    ]
    path = workbook(tmp_path / "training.xlsx", {"Training": (TRAINING, rows)})
    assert imported(cli_trap, path) == ["Added to Uno: 2 Training."]
    sessions = json.loads(cli_trap("training", "list", "--json")[1])
    assert sorted(s["trainer"] for s in sessions) == ["Kim", "Lee"]
    assert imported(cli_trap, path)[1] == "Already there, left as they are: 2 Training (rows 2-3)."


def test_topics_a_line_each_in_a_cell_are_the_sessions_topics(
    cli_trap: Cli, tmp_path: Path
) -> None:
    """A topic is one line (issue 33): a Topics cell typed a topic a line is read as the
    export's semicolons are."""
    hired = cli_trap("employee", "add", "--employee-id", "E-1", "--name", "Ana Ruiz",
                     "--hire-date", "2026-01-05")  # fmt: skip
    assert hired[0] == 0, hired
    row = ["2026-11-10", "E-1", "Ana Ruiz", "Refresher", "Lee", "Drain screens\nSpill kit; Signs",
           "Signature on file"]  # fmt: skip
    path = workbook(tmp_path / "training.xlsx", {"Training": (TRAINING, [row])})
    assert imported(cli_trap, path) == ["Added to Uno: 1 Training."]
    (session,) = json.loads(cli_trap("training", "list", "--json")[1])
    assert session["topics"] == ["Drain screens", "Spill kit", "Signs"]
