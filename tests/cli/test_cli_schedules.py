"""Compliance schedules from the command line: milestones and their progress reports,
each report a record, due and sent (R8e), on SQLite and PostgreSQL."""

from __future__ import annotations

import json

import pytest

from tests.conftest import Cli


@pytest.fixture
def cli(fog_desktop: Cli) -> Cli:
    call = fog_desktop
    assert call("establishment", "add", "--name", "Uno")[0] == 0
    code, _, err = call("schedule", "add", "--agreement", "CSA 26-014",
                        "--agreed", "2026-03-05", "--milestone", "Second interceptor installed",
                        "--due", "2026-09-30")  # fmt: skip
    assert code == 0, err
    return call


def reports_owed(cli: Cli, as_of: str) -> list[tuple[object, ...]]:
    code, out, err = cli("status", "--all", "--as-of", as_of, "--json")
    assert code == 0, err
    [establishment] = json.loads(out)["establishments"]
    return [
        (o["subject"], o["due"], o["state"], o["met_on"])
        for o in establishment["obligations"]
        if o["kind"] == "Progress report"
    ]


def test_a_report_asked_for_by_a_date_is_owed_until_recorded_sent(cli: Cli) -> None:
    code, out, err = cli("schedule", "report-due", "1", "--due", "2026-05-01")
    assert code == 0, err
    assert "Recorded progress report PR-1 on milestone 1 of CSA 26-014, due 2026-05-01." in out
    assert reports_owed(cli, "2026-05-02") == [("CSA 26-014", "2026-05-01", "Overdue", None)]
    code, out, err = cli("schedule", "report-sent", "PR-1", "--reported", "2026-05-03",
                         "--report", "Permit issued")  # fmt: skip
    assert code == 0, err
    assert reports_owed(cli, "2026-05-10") == [
        ("CSA 26-014", "2026-05-01", "Met late", "2026-05-03")
    ]
    code, out, err = cli("schedule", "reports")
    assert code == 0, err
    assert "PR-1   due 2026-05-01  sent 2026-05-03  Permit issued  Met late" in out


def test_progress_keeps_its_options_and_each_report_is_kept(cli: Cli) -> None:
    for day, said in (("2026-04-02", "Plans submitted"), ("2026-06-02", "Permit issued")):
        code, out, err = cli("schedule", "progress", "1", "--report", said, "--reported", day)
        assert code == 0, err
    code, out, err = cli("schedule", "progress", "1", "--done", "2026-06-20")
    assert code == 0, err
    assert "done 2026-06-20" in out
    assert "PR-1   no due date  sent 2026-04-02  Plans submitted" in out
    assert "PR-2   no due date  sent 2026-06-02  Permit issued" in out
    code, out, err = cli("schedule", "reports", "--json")
    assert [(r["ref"], r["report"], r["state"]) for r in json.loads(out)] == [
        ("PR-1", "Plans submitted", None),
        ("PR-2", "Permit issued", None),
    ]


def test_a_report_is_amended_and_voided_and_refusals_name_the_option(cli: Cli) -> None:
    code, out, err = cli("schedule", "report-due", "1", "--due", "2026-02-01")
    assert code == 1
    assert "--due" in err and "before the agreement" in err
    assert cli("schedule", "report-due", "1", "--due", "2026-05-01")[0] == 0
    code, out, err = cli("schedule", "report-amend", "PR-1", "--due", "2026-05-15",
                         "--reason", "Two more weeks")  # fmt: skip
    assert code == 0, err
    assert reports_owed(cli, "2026-05-10") == [("CSA 26-014", "2026-05-15", "Due soon", None)]
    code, out, err = cli("schedule", "report-void", "PR-1", "--reason", "Asked of another shop")
    assert code == 0, err
    assert "Progress report PR-1 of CSA 26-014 is void: Asked of another shop" in out
    assert reports_owed(cli, "2026-05-10") == []
    code, _, err = cli("schedule", "report-sent", "PR-1", "--report", "x")
    assert code != 0 and "no progress report PR-1 in use" in err


def test_a_report_and_a_day_done_are_stored_together_or_not_at_all(cli: Cli) -> None:
    code, _, err = cli("schedule", "progress", "1", "--report", "Installed",
                       "--reported", "2026-06-01", "--done", "2026-02-01")  # fmt: skip
    assert code == 1
    assert "--done" in err and "before the agreement" in err
    code, out, _ = cli("schedule", "reports")
    assert out.startswith("No progress reports recorded at Uno.")
