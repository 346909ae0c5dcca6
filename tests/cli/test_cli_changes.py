"""Planned changes and conditional waivers from the command line (R8a, R8b), and their
duties in ``status --all --json``, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from fog_desktop.cli import build_parser
from fog_desktop.services.demo_images import scan_png
from tests.conftest import Cli
from tests.pdf_text import pdf_text

WAIVER_KINDS = {"Waiver fee", "Sewer main cleaning", "Interceptor after revocation"}


@pytest.fixture
def cli(fog_desktop: Cli) -> Cli:
    call = fog_desktop
    assert call("establishment", "add", "--name", "Uno")[0] == 0
    return call


def duties(cli: Cli, kinds: set[str]) -> list[dict[str, object]]:
    code, out, err = cli("status", "--all", "--json")
    assert code == 0, err
    (uno,) = json.loads(out)["establishments"]
    return [o for o in uno["obligations"] if o["kind"] in kinds]


def test_a_change_recorded_then_its_notice_sent_with_proof(cli: Cli, tmp_path: Path) -> None:
    start = date.today() + timedelta(days=90)
    due = start - timedelta(days=60)
    code, out, err = cli(
        "change", "add", "--description", "Second fryer line", "--start", start.isoformat()
    )
    assert code == 0, err
    assert "Recorded planned change 1: Second fryer line." in out
    assert f"Send it by {due}, 60 days before the start." in out
    assert "fog-desktop change sent 1 --date YYYY-MM-DD --attach PROOF" in out
    (notice,) = duties(cli, {"Planned change notice"})
    assert notice == {
        "kind": "Planned change notice",
        "subject": "Second fryer line",
        "due": due.isoformat(),
        "state": "Upcoming",
        "met_on": None,
        "rule": "R8a",
    }

    proof = tmp_path / "certified-receipt.png"
    proof.write_bytes(scan_png("Certified mail receipt"))
    code, out, err = cli("change", "sent", "1", "--attach", str(proof))
    assert code == 0, err
    assert f"Sent on {date.today()}, in time." in out
    assert "Attached certified-receipt.png." in out
    assert duties(cli, {"Planned change notice"})[0]["state"] == "Met"
    code, out, _ = cli("change", "list")
    assert "Second fryer line" in out and "(1 proof)" in out


def test_the_notice_letter_is_written_to_sign_and_send(cli: Cli, tmp_path: Path) -> None:
    cli("change", "add", "--description", "Patio seating", "--start", "2027-06-01")
    code, out, err = cli("change", "letter", "1", "--out", str(tmp_path / "notice"))
    assert code == 0, err
    assert (
        f"Wrote the notice of planned change 1 (Patio seating) to {tmp_path / 'notice.pdf'}." in out
    )
    assert "send it to the city by 2027-04-02; then: fog-desktop change sent 1" in out
    assert "Notice of a planned change: Patio seating" in pdf_text(tmp_path / "notice.pdf")


def test_a_start_less_than_sixty_days_away_is_recorded_and_said_late(cli: Cli) -> None:
    start = date.today() + timedelta(days=20)
    code, out, err = cli("change", "add", "--description", "New dish machine",
                         "--start", start.isoformat())  # fmt: skip
    assert code == 0, err
    assert "Late already: the city must have it 60 days before the start" in out
    assert duties(cli, {"Planned change notice"})[0]["state"] == "Overdue"


def test_a_refused_change_names_its_option_and_stores_nothing(cli: Cli) -> None:
    code, _, err = cli("change", "add", "--description", "Remodel", "--start", "2027-02-30")
    assert code == 1
    assert "fog-desktop: --start: Planned start: '2027-02-30' is not a date" in err
    assert "nothing was stored" in err
    code, _, err = cli("change", "amend", "7", "--start", "2027-03-01")
    assert code == 1
    assert "There is no planned change 7 at Uno (see 'change list')." in err
    assert cli("change", "list", "--json")[1].strip() == "[]"


def test_amend_and_void_a_change(cli: Cli) -> None:
    cli("change", "add", "--description", "Patio seating", "--start", "2027-06-01")
    code, out, err = cli("change", "amend", "1", "--start", "2027-07-01", "--reason", "Permit")
    assert (code, out.strip()) == (0, "Amended planned change 1."), err
    (row,) = json.loads(cli("change", "list", "--json")[1])
    assert (row["planned_start"], row["notice_due"], row["status_text"]) == (
        "2027-07-01",
        "2027-05-02",
        "Amended",
    )
    code, out, _ = cli("change", "void", "1", "--reason", "Called off")
    assert (code, out.strip()) == (0, "Planned change 1 is void: Called off")
    assert duties(cli, {"Planned change notice"}) == []


def test_a_fee_waiver_its_payment_and_its_revocation(cli: Cli) -> None:
    code, out, err = cli("waiver", "add", "--granted", "2025-04-01",
                         "--terms", "No room for an interceptor")  # fmt: skip
    assert code == 0, err
    assert "Recorded waiver 1: Waiver of 2025-04-01, Grease cleaning fee." in out
    code, out, err = cli("waiver", "fee", "1", "--date", "2026-03-25", "--amount", "850.00",
                         "--receipt-no", "R-3321")  # fmt: skip
    assert code == 0, err
    assert "Recorded payment 1 of the fee of Waiver of 2025-04-01 on 2026-03-25." in out
    code, out, err = cli("waiver", "revoke", "1", "--date", "2026-09-15")
    assert code == 0, err
    assert "revoked from 2026-09-15: an interceptor must be installed within 180 days" in out
    found = [(o["kind"], o["due"], o["state"]) for o in duties(cli, WAIVER_KINDS)]
    assert found == [
        ("Waiver fee", "2026-04-01", "Met"),
        ("Interceptor after revocation", "2027-03-14", "Upcoming"),
    ]
    code, out, _ = cli("waiver", "list")
    assert "1 Waiver of 2025-04-01: Grease cleaning fee, revoked 2026-09-15  Recorded" in out
    assert "payment 1: 2026-03-25 850.00 R-3321  Recorded" in out
    code, out, _ = cli("waiver", "void-fee", "1", "--reason", "Cheque bounced")
    assert (code, out.strip()) == (0, "Fee payment 1 is void: Cheque bounced")
    assert duties(cli, WAIVER_KINDS)[0]["state"] == "Overdue"


def test_a_contractor_waiver_is_met_by_the_logs_sewer_main_cleanings(cli: Cli) -> None:
    """R8b (E.6): a sewer main cleaning meets the waiver; a lateral's cleaning does not."""
    cli("device", "add", "--device-id", "GT-1", "--type", "Grease trap", "--capacity", "20",
        "--depth", "12")  # fmt: skip
    code, _, err = cli("waiver", "add", "--granted", "2026-01-15", "--terms", "Main jetted",
                       "--option", "Contractor cleaning", "--every", "6 months")  # fmt: skip
    assert code == 0, err
    code, _, err = cli("maintenance", "add", "--date", "2026-07-01", "--device-id", "GT-1",
                       "--service", "Sewer main cleaning")  # fmt: skip
    assert code == 1
    assert "--performed-by: Enter the contractor" in err
    code, _, err = cli("maintenance", "add", "--date", "2026-06-01", "--device-id", "GT-1",
                       "--service", "Lateral / sewer cleaning",
                       "--performed-by", "Rooter Bros")  # fmt: skip
    assert code == 0, err
    found = [(o["kind"], o["due"], o["met_on"]) for o in duties(cli, WAIVER_KINDS)]
    assert found[0] == ("Sewer main cleaning", "2026-07-15", None)
    code, _, err = cli("maintenance", "add", "--date", "2026-07-01", "--device-id", "GT-1",
                       "--service", "Sewer main cleaning",
                       "--performed-by", "Rooter Bros")  # fmt: skip
    assert code == 0, err
    found = [(o["kind"], o["due"], o["met_on"]) for o in duties(cli, WAIVER_KINDS)]
    assert found[0] == ("Sewer main cleaning", "2026-07-15", "2026-07-01")
    code, _, err = cli("waiver", "fee", "1", "--date", "2026-04-01")
    assert code == 1
    assert "WAIVER: This waiver's sewer main is cleaned by a contractor: no fee." in err


def test_the_help_says_what_each_action_does(cli: Cli, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "change planned expansions, remodels and process changes: the written notice due" in out
    assert "waiver conditional waivers of the interceptor: the fee or the contractor" in out
    with pytest.raises(SystemExit):
        build_parser().parse_args(["waiver", "--help"])
    out = capsys.readouterr().out
    for action in ("list", "add", "amend", "fee", "revoke", "void", "void-fee"):
        assert f"    {action}" in out
