"""A missing manifest chased from the command line (R2, R6): the request drafted as an
e-mail text and a letter, each request made recorded, the answer written in, a request in
error voided; on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import Cli


def pump_out(uno_cli: Cli) -> None:
    code, out, err = uno_cli(
        "maintenance", "add", "--date", "2026-01-05", "--device-id", "GI-1",
        "--service", "Pump-out", "--gallons", "1000", "--hauler", "SoCal Grease Haulers",
    )  # fmt: skip
    assert code == 0, err
    assert out.startswith("Logged entry 1:")


def test_a_request_drafted_recorded_answered_and_voided(uno_cli: Cli, tmp_path: Path) -> None:
    pump_out(uno_cli)
    code, out, _ = uno_cli("hauler-request", "draft", "1")
    assert code == 0
    assert out.startswith("Subject: Copy of the manifest for our pump-out of Monday, January 5")
    assert "Dear SoCal Grease Haulers:" in out
    code, out, _ = uno_cli("hauler-request", "letter", "1", "--out", str(tmp_path / "ask"))
    assert code == 0 and (tmp_path / "ask.pdf").read_bytes().startswith(b"%PDF")

    code, out, _ = uno_cli(
        "hauler-request", "add", "1", "--date", "2026-01-14", "--how", "Email",
        "--to", "dispatch@socalgrease.example",
    )  # fmt: skip
    assert (code, out) == (0, "Recorded request 1 for the manifest of entry 1 (Email).\n")
    assert uno_cli("hauler-request", "amend", "1", "--answer", "Copy mailed")[0] == 0
    code, out, _ = uno_cli("hauler-request", "list")
    assert " ".join(out.split()) == (
        "1 pump-out GI-1 2026-01-05 (SoCal Grease Haulers): asked 2026-01-14, email, "
        "dispatch@socalgrease.example: Copy mailed Recorded"
    )
    assert uno_cli("hauler-request", "void", "1", "--reason", "Asked twice")[0] == 0
    code, out, _ = uno_cli("hauler-request", "list", "--json")
    [row] = json.loads(out)
    assert (row["answer"], row["status_text"]) == ("Copy mailed", "Void: Asked twice")


def test_a_request_refused_names_its_options_and_stores_nothing(uno_cli: Cli) -> None:
    pump_out(uno_cli)
    code, _, err = uno_cli(
        "hauler-request", "add", "1", "--date", "2025-12-01", "--how", "Fax", "--to", "x"
    )
    assert code == 1
    assert "--date: It can't be before the pump-out" in err
    assert "--how: Choose how the hauler was asked: Email, Letter, Phone, In person." in err
    assert "nothing was stored" in err
    assert uno_cli("hauler-request", "list")[1].strip() == "No requests to haulers recorded at Uno."
