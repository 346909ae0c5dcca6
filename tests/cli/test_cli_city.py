"""The city's inspections, notices of violation and compliance milestones from the
command line (R8e), on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fog_desktop.cli import build_parser
from tests.conftest import Cli
from tests.pdf_text import pdf_text

INSPECT = ("inspection", "add", "--date", "2025-11-20", "--inspector", "R. Flores",
           "--result", "Noncompliance found", "--findings", "GI-1 at 31%")  # fmt: skip
NOTICE = ("violation", "add", "--date", "2025-11-25", "--delivery", "Mailed",
          "--finding", "Interceptor over 25% full", "--fee", "250")  # fmt: skip


@pytest.fixture
def cli(fog_desktop: Cli) -> Cli:
    call = fog_desktop
    code, _, err = call("establishment", "add", "--name", "Uno")
    assert code == 0, err
    return call


def status(cli: Cli, as_of: str) -> list[dict[str, object]]:
    code, out, err = cli("status", "--as-of", as_of, "--json")
    assert code == 0, err
    [establishment] = json.loads(out)["establishments"]
    return [o for o in establishment["obligations"] if o["rule"] == "R8e"]


def test_an_inspection_with_its_report_then_amended_and_voided(cli: Cli, tmp_path: Path) -> None:
    report = tmp_path / "report.pdf"
    report.write_bytes(b"%PDF-1.4\n% inspection report\n")
    code, out, err = cli(*INSPECT, "--attach", str(report))
    assert code == 0, err
    assert "Recorded city inspection INSP-2025-001 of 2025-11-20: Noncompliance found." in out
    assert "Attached report.pdf." in out
    code, out, err = cli("inspection", "amend", "insp-2025-001", "--inspector", "Rosa Flores",
                         "--reason", "Full name")  # fmt: skip
    assert code == 0, err
    code, out, _ = cli("inspection", "list", "--json")
    [row] = json.loads(out)
    assert (row["inspector"], row["status_text"]) == ("Rosa Flores", "Amended")
    code, out, err = cli("inspection", "void", "INSP-2025-001", "--reason", "Wrong restaurant")
    assert code == 0, err
    assert "City inspection INSP-2025-001 is void: Wrong restaurant" in out


def test_a_notice_says_when_the_city_must_receive_the_hearing_request(cli: Cli) -> None:
    cli(*INSPECT)
    code, out, err = cli(*NOTICE, "--inspection-id", "INSP-2025-001")
    assert code == 0, err
    assert "Recorded notice of violation NOV-2025-001 of 2025-11-25." in out
    assert "must be RECEIVED by the city by Wed 2025-12-10" in out
    assert status(cli, "2025-12-01") == [
        {"kind": "Hearing request", "subject": "NOV-2025-001", "due": "2025-12-10",
         "state": "Due soon", "met_on": None, "rule": "R8e"},
        {"kind": "Noncompliance fee payment", "subject": "NOV-2025-001", "due": "2026-01-09",
         "state": "Upcoming", "met_on": None, "rule": "R8e", "amount_owed": "250.00"},
    ]  # fmt: skip


def test_each_step_after_the_notice_and_the_deadlines_it_brings(cli: Cli) -> None:
    cli(*NOTICE)
    code, out, err = cli("violation", "step", "NOV-2025-001", "--hearing-requested", "2025-12-05",
                         "--order-mailed", "2026-01-12", "--penalty", "1500")  # fmt: skip
    assert code == 0, err
    assert "Hearing request           due 2025-12-10  Met (on 2025-12-05)" in out
    found = {o["kind"]: (o["due"], o["state"]) for o in status(cli, "2026-01-20")}
    assert found == {
        "Appeal": ("2026-01-27", "Due soon"),
        "Civil penalty payment": ("2026-02-27", "Upcoming"),
        "Noncompliance fee payment": ("2026-01-09", "Overdue"),
    }
    code, out, _ = cli("violation", "list", "--json")
    [row] = json.loads(out)
    assert row["penalty_amount"] == "1500.00"
    # seen today, long after its last day, the appeal left unused is no longer shown
    assert [d["kind"] for d in row["deadlines"]] == [
        "Hearing request",
        "Civil penalty payment",
        "Noncompliance fee payment",
    ]


def test_no_penalty_is_listed_while_a_timely_appeal_is_pending(cli: Cli) -> None:
    """R8e (issue 32, point 5): an order mailed 2026-02-13 with a $1,000 penalty,
    appealed 02-27: not due 03-31 but unlisted until the appeal's outcome, recorded as
    the order's final day, sets its date."""
    cli("violation", "add", "--date", "2026-01-20", "--delivery", "Mailed",
        "--finding", "Interceptor over 25% full")  # fmt: skip
    code, _, err = cli("violation", "step", "NOV-2026-001", "--hearing-requested", "2026-01-30",
                       "--order-mailed", "2026-02-13", "--penalty", "1000",
                       "--appeal-filed", "2026-02-27")  # fmt: skip
    assert code == 0, err
    assert "Civil penalty payment" not in {o["kind"] for o in status(cli, "2026-04-01")}
    code, out, err = cli("violation", "step", "NOV-2026-001", "--order-final", "2026-05-12")
    assert code == 0, err
    assert "Civil penalty payment     due 2026-06-11" in out
    [penalty] = [o for o in status(cli, "2026-06-12") if o["kind"] == "Civil penalty payment"]
    assert (penalty["due"], penalty["state"]) == ("2026-06-11", "Overdue")


def test_an_unpaid_fee_is_a_payment_owed_with_its_late_penalties(cli: Cli) -> None:
    """R8e, Fees A and B: $250 on a notice of 2025-11-25 is delinquent after 2026-01-09;
    on 2026-01-10 it owes $279.13, then paid it is met."""
    cli(*NOTICE)
    [fee] = status(cli, "2026-01-10")
    assert (fee["kind"], fee["due"], fee["state"], fee["amount_owed"]) == (
        "Noncompliance fee payment", "2026-01-09", "Overdue", "279.13"
    )  # fmt: skip
    code, out, _ = cli("status", "--as-of", "2026-01-10")
    assert "Noncompliance fee payment NOV-2025-001 R8e $279.13 owed" in out
    code, out, err = cli("violation", "step", "NOV-2025-001", "--fee-paid", "2026-01-12")
    assert code == 0, err
    assert "Noncompliance fee payment due 2026-01-09  Met late (on 2026-01-12)" in out
    [met] = status(cli, "2026-01-13")
    assert (met["state"], met["met_on"], "amount_owed" in met) == ("Met late", "2026-01-12", False)


def test_a_step_out_of_order_is_refused_by_its_option(cli: Cli) -> None:
    cli(*NOTICE)
    code, _, err = cli("violation", "step", "NOV-2025-001", "--appeal-filed", "2025-12-01")
    assert code == 1
    assert "--appeal-filed: Record first: Hearing officer's order mailed." in err
    assert "nothing was stored" in err


def test_the_command_line_records_the_hearing_and_its_outcome(cli: Cli) -> None:
    cli(*NOTICE)
    code, out, err = cli("violation", "step", "NOV-2025-001", "--hearing-requested", "2025-12-05",
                         "--hearing-on", "2026-01-06", "--hearing-outcome", "reversed")  # fmt: skip
    assert code == 0, err
    assert "    hearing requested on 2025-12-05; hearing on 2026-01-06; outcome: Reversed" in out
    code, out, _ = cli("violation", "list", "--json")
    [row] = json.loads(out)
    assert (row["hearing_on"], row["hearing_outcome"], row["fee_due"]) == (
        "2026-01-06",
        "Reversed",
        None,
    )


def test_the_command_line_names_the_option_of_a_hearing_out_of_order(
    cli: Cli,
    capsys: pytest.CaptureFixture[str],
) -> None:
    cli(*NOTICE)
    code, _, err = cli("violation", "step", "NOV-2025-001", "--hearing-on", "2025-12-20")
    assert code == 1
    assert "--hearing-on: Record first: Hearing request received by the city." in err
    with pytest.raises(SystemExit):
        cli("violation", "step", "NOV-2025-001", "--hearing-outcome", "dismissed")
    assert "--hearing-outcome: invalid choice: 'dismissed'" in capsys.readouterr().err


def test_a_milestone_its_progress_and_its_day_done(cli: Cli) -> None:
    code, out, err = cli("schedule", "add", "--agreement", "CSA 26-014",
                         "--agreed", "2025-11-28", "--milestone", "Second interceptor installed",
                         "--due", "2026-02-27")  # fmt: skip
    assert code == 0, err
    assert "Recorded milestone 1 of CSA 26-014: due 2026-02-27." in out
    assert status(cli, "2026-02-20")[0]["state"] == "Due soon"
    code, out, err = cli("schedule", "progress", "1", "--report", "Installed and inspected",
                         "--reported", "2026-02-20", "--done", "2026-02-20")  # fmt: skip
    assert code == 0, err
    assert "done 2026-02-20" in out
    assert status(cli, "2026-02-21") == []


def test_the_help_names_the_three_commands() -> None:
    text = build_parser().format_help()
    for command in ("inspection", "violation", "schedule"):
        assert command in text


def test_the_reply_to_the_city_asks_for_a_hearing_with_the_facts(cli: Cli, tmp_path: Path) -> None:
    cli(*NOTICE)
    out = tmp_path / "hearing"
    code, _, err = cli("violation", "letter", "NOV-2025-001", "--out", str(out), "--facts", "")
    assert code == 1
    assert "--facts: Write the facts in support of the request" in err
    assert not out.with_suffix(".pdf").exists()
    facts = "The interceptor was pumped on Nov 18 <two days before>; the manifest is attached."
    code, said, err = cli("violation", "letter", "nov-2025-001", "--out", str(out),
                          "--facts", facts)  # fmt: skip
    assert code == 0, err
    assert "so that the city RECEIVES it by Wed 2025-12-10" in said
    text = pdf_text(out.with_suffix(".pdf"))
    assert "Request for a hearing on notice of violation NOV-2025-001" in text
    assert "Director of Public Works" in text
    assert "received by the city no later than Wednesday, December 10, 2025" in text
    assert "pumped on Nov 18 <two days before>" in text


def test_the_levels_the_inspector_measured_are_the_citys_readings_in_the_log(
    cli: Cli, capsys: pytest.CaptureFixture[str]
) -> None:
    """R1: 'inspection add --reading GI-1=FOG,SOLIDS' logs a Measurement linked to the
    inspection; 'maintenance add --city-inspection' links one by hand, on its day only."""
    code, _, err = cli("device", "add", "--device-id", "GI-1", "--type", "Grease interceptor",
                       "--capacity", "1000", "--depth", "48")  # fmt: skip
    assert code == 0, err
    code, out, err = cli(*INSPECT, "--reading", "GI-1=6.38,8.5")
    assert code == 0, err
    assert "Logged the city's reading of GI-1: FOG 6.38 in, solids 8.5 in." in out
    code, out, _ = cli("maintenance", "list")
    assert "Measurement   31.0%" in out and "by City, INSP-2025-001 (R. Flores)" in out
    code, _, err = cli(*INSPECT, "--reading", "GI-1=40,10")
    assert code == 1
    assert "reading GI-1: FOG and solids together (50.00 in) are deeper" in err
    with pytest.raises(SystemExit):
        cli(*INSPECT, "--reading", "GI-1=6.38")
    assert "'GI-1=6.38' is not DEVICE_ID=FOG,SOLIDS" in capsys.readouterr().err
    by_hand = ("maintenance", "add", "--device-id", "GI-1", "--service", "Measurement",
               "--fog-depth", "2", "--solids-depth", "2",
               "--city-inspection", "INSP-2025-001")  # fmt: skip
    code, _, err = cli(*by_hand, "--date", "2025-11-21")
    assert code == 1
    assert "--date: City inspection INSP-2025-001 was on 2025-11-20" in err
    code, out, err = cli(*by_hand, "--date", "2025-11-20")
    assert code == 0, err
    code, out, _ = cli("maintenance", "list", "--json")
    assert [r["city_inspection_no"] for r in json.loads(out)] == ["INSP-2025-001"] * 2


def test_r8e_an_administrative_complaint_its_city_managers_order_and_its_penalty(
    cli: Cli,
) -> None:
    """D.8, D.11: the order served 2026-03-02 is appealed by April 1 (5 p.m.), final on
    April 2, its penalty paid by May 2; the complaint has no hearing to request."""
    code, out, err = cli("violation", "add", "--kind", "Administrative complaint",
                         "--date", "2026-02-02", "--delivery", "Mailed",
                         "--finding", "Grease discharged after the notice")  # fmt: skip
    assert code == 0, err
    assert "Recorded administrative complaint AC-2026-001 of 2026-02-02." in out
    assert "there is no hearing to request" in out
    assert status(cli, "2026-02-03") == []
    code, out, err = cli("violation", "step", "ac-2026-001", "--order-mailed", "2026-03-02",
                         "--penalty", "1500")  # fmt: skip
    assert code == 0, err
    found = {o["kind"]: (o["due"], o["state"]) for o in status(cli, "2026-03-10")}
    assert found == {
        "Appeal": ("2026-04-01", "Upcoming"),
        "Civil penalty payment": ("2026-05-02", "Upcoming"),
    }
    code, out, _ = cli("violation", "list")
    assert "AC-2026-001  Administrative complaint  mailed 2026-02-02" in out
    code, out, _ = cli("violation", "list", "--json")
    [row] = json.loads(out)
    assert (row["kind"], row["hearing_request_due"]) == ("Administrative complaint", None)


def test_r8e_a_licence_suspension_refuses_a_penalty_and_offers_no_hearing_letter(
    cli: Cli, tmp_path: Path
) -> None:
    code, out, err = cli("violation", "add", "--kind", "Licence suspension",
                         "--date", "2026-01-20", "--delivery", "Mailed",
                         "--finding", "Repeated SSOs")  # fmt: skip
    assert code == 0, err
    assert "Recorded licence suspension LIC-2026-001 of 2026-01-20." in out
    code, _, err = cli("violation", "step", "LIC-2026-001", "--hearing-on", "2026-02-10",
                       "--order-mailed", "2026-02-13", "--penalty", "500")  # fmt: skip
    assert code == 1
    assert "--penalty: A licence suspension carries no noncompliance fee and no civil" in err
    code, _, err = cli("violation", "step", "LIC-2026-001", "--hearing-on", "2026-02-10",
                       "--order-mailed", "2026-02-13")  # fmt: skip
    assert code == 0, err
    [appeal] = status(cli, "2026-02-14")
    assert (appeal["kind"], appeal["due"]) == ("Appeal", "2026-02-28")
    letter = tmp_path / "hearing.pdf"
    code, _, err = cli("violation", "letter", "LIC-2026-001", "--out", str(letter),
                       "--facts", "We fixed it")  # fmt: skip
    assert code == 1
    assert "the city sets its hearing, there is none to request" in err
    assert not letter.exists()
    code, _, err = cli("violation", "add", "--kind", "Licence revocation",
                       "--date", "2026-01-21", "--delivery", "Mailed",
                       "--finding", "SSOs", "--fee", "250")  # fmt: skip
    assert code == 1
    assert "--fee: A licence revocation carries no noncompliance fee" in err


def test_r8e_the_kind_is_a_choice_of_four_and_the_order_option_says_mailed_or_served(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["violation", "add", "--kind", "Warning letter"])
    assert "'Licence revocation'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        build_parser().parse_args(["violation", "step", "--help"])
    assert "the order was mailed or served" in " ".join(capsys.readouterr().out.split())
