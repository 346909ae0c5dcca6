"""Records begin from the command line (R9): an IT admin sets up a restaurant that kept
its records on paper for years, without the window."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import Cli

AS_OF = "2026-12-04"


def states(cli: Cli, *, every: bool = True) -> list[tuple[str, str, str]]:
    """(duty, subject, state) of ``status --json``, every one with ``every``."""
    shown = ["--all"] if every else []
    code, out, _ = cli("status", "--json", "--as-of", AS_OF, *shown)
    assert code == 0
    (est,) = json.loads(out)["establishments"]
    return [(o["kind"], o["subject"], o["state"]) for o in est["obligations"]]


def test_what_was_before_the_records_began_is_listed_not_judged(uno_cli: Cli) -> None:
    code, out, _ = uno_cli("establishment", "amend", "Uno", "--records-begin", "2026-11-01")
    assert (code, out.strip()) == (0, "Amended establishment 'Uno'.")
    code, out, _ = uno_cli(
        "device", "add", "--device-id", "GT-1", "--type", "Grease trap", "--capacity", "20",
        "--depth", "10", "--in-service-since", "2020-01-01", "--last-cleaned", "2026-11-01",
    )  # fmt: skip
    assert (code, out.strip()) == (0, "Added device GT-1 to 'Uno'.")
    code, out, _ = uno_cli("device", "amend", "GI-1", "--last-pump-out", "2026-10-01")
    assert (code, out.strip()) == (
        0,
        "Recorded its last service before the records began, 2026-10-01.",
    )
    code, _, _ = uno_cli(
        "employee", "add", "--employee-id", "E-1", "--name", "Sam Chen",
        "--hire-date", "2024-03-01", "--last-trained", "2026-08-15",
    )  # fmt: skip
    assert code == 0
    every = states(uno_cli)
    assert ("New-hire training", "E-1", "Before records began") in every
    assert ("Semiannual training", "E-1", "Before records began") in every
    assert ("Semiannual training", "E-1", "Met") in every
    assert ("Pump-out", "GI-1", "Upcoming") in every
    # The trap's daily cleaning owed since the day after the records began is late as usual.
    judged = [line for line in every if line[2] in {"Overdue", "Missed", "Met late"}]
    assert judged == [("Trap cleaning", "GT-1", "Overdue")]
    assert all(state != "Before records began" for *_, state in states(uno_cli, every=False))
    code, out, _ = uno_cli("status", "--all", "--as-of", AS_OF)
    assert "Before records began Semiannual training      E-1" in out
    # The state column is as wide as its longest state: every duty's name lines up.
    rows = [line for line in out.splitlines() if line.startswith("  20")]
    width = len("  2026-12-04  Before records began ")
    kinds = {line[width:].split("  ")[0] for line in rows}
    assert kinds == {"Pump-out", "Trap cleaning", "New-hire training", "Semiannual training"}


def test_without_records_begin_the_whole_history_is_judged(uno_cli: Cli) -> None:
    code, _, _ = uno_cli(
        "employee", "add", "--employee-id", "E-1", "--name", "Sam Chen",
        "--hire-date", "2024-03-01",
    )  # fmt: skip
    assert code == 0
    assert ("New-hire training", "E-1", "Overdue") in states(uno_cli)
    assert ("Semiannual training", "E-1", "Missed") in states(uno_cli)


def test_a_known_date_after_the_records_began_is_refused_and_nothing_stored(
    uno_cli: Cli,
) -> None:
    uno_cli("establishment", "amend", "Uno", "--records-begin", "2026-11-01")
    code, _, err = uno_cli(
        "employee", "add", "--employee-id", "E-1", "--name", "Sam Chen",
        "--hire-date", "2024-03-01", "--last-trained", "2026-11-15",
    )  # fmt: skip
    assert code == 1
    assert err.splitlines()[0] == (
        "fog-desktop: --last-trained: The date 2026-11-15 is after the records began "
        "(2026-11-01): record it as usual."
    )
    code, out, _ = uno_cli("employee", "list", "--json")
    assert json.loads(out) == []


def test_the_last_training_s_kind_can_be_chosen(uno_cli: Cli) -> None:
    uno_cli("establishment", "amend", "Uno", "--records-begin", "2026-11-01")
    code, _, _ = uno_cli(
        "employee", "add", "--employee-id", "E-1", "--name", "Sam Chen",
        "--hire-date", "2024-03-01", "--last-trained", "2026-08-15",
        "--last-trained-kind", "Refresher",
    )  # fmt: skip
    assert code == 0
    code, out, _ = uno_cli("training", "list", "--json")
    assert [s["kind"] for s in json.loads(out)] == ["Refresher"]
    code, _, err = uno_cli(
        "employee", "add", "--employee-id", "E-2", "--name", "Ana Ruiz",
        "--hire-date", "2024-03-01", "--last-trained-kind", "Semiannual",
    )  # fmt: skip
    assert code == 1
    assert err.splitlines()[0] == (
        "fog-desktop: --last-trained-kind: Give the date of that last training too."
    )


def begins(cli: Cli, name: str) -> str:
    """The day the records of ``name`` begin, as ``establishment list --json`` gives it."""
    code, out, _ = cli("establishment", "list", "--json")
    assert code == 0
    return str(next(e["records_begin"] for e in json.loads(out) if e["name"] == name))


def test_an_import_of_older_logs_moves_the_day_the_records_begin(
    uno_cli: Cli, tmp_path: Path
) -> None:
    """R9: older logs brought in are judged too, from the earliest day among them, a
    device's in-service date included; the command line says so in one line."""
    pump_out = ("maintenance", "add", "--device-id", "GI-1", "--gallons", "1000")
    assert uno_cli(*pump_out, "--date", "2025-03-01")[0] == 0
    assert uno_cli(*pump_out, "--date", "2025-06-01")[0] == 0
    assert uno_cli("device", "add", "--device-id", "GT-1", "--type", "Grease trap",
                   "--capacity", "20", "--depth", "10", "--in-service-since", "2024-05-01",
                   )[0] == 0  # fmt: skip
    logs = tmp_path / "uno.xlsx"
    assert uno_cli("export", "--out", str(logs), "--as-of", AS_OF)[0] == 0
    assert uno_cli("establishment", "add", "--name", "Dos", "--records-begin", "2026-11-01")[0] == 0

    code, out, _ = uno_cli("import", str(logs), "--establishment", "Dos", "--dry-run")
    assert code == 0
    assert out.splitlines()[-1] == (
        "Would move the day the records begin from 2026-11-01 to 2024-05-01, the earliest imported."
    )
    assert begins(uno_cli, "Dos") == "2026-11-01"
    code, out, _ = uno_cli("import", str(logs), "--establishment", "Dos")
    assert code == 0
    assert out.splitlines()[-1] == (
        "Moved the day the records begin from 2026-11-01 to 2024-05-01, the earliest imported."
    )
    assert begins(uno_cli, "Dos") == "2024-05-01"
    assert uno_cli("verify")[0] == 0, "the move is in the audit trail"


def test_an_import_of_newer_logs_leaves_the_day_alone(uno_cli: Cli, tmp_path: Path) -> None:
    assert uno_cli("maintenance", "add", "--device-id", "GI-1", "--gallons", "1000",
                   "--date", "2026-11-20")[0] == 0  # fmt: skip
    logs = tmp_path / "uno.xlsx"
    assert uno_cli("export", "--out", str(logs), "--as-of", AS_OF)[0] == 0
    assert uno_cli("establishment", "add", "--name", "Dos", "--records-begin", "2026-11-01")[0] == 0
    code, out, _ = uno_cli("import", str(logs), "--establishment", "Dos")
    assert code == 0
    assert "records begin" not in out
    assert begins(uno_cli, "Dos") == "2026-11-01"
