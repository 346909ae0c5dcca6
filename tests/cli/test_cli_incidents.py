"""Incidents from the command line: report, phone notices, the written confirmation's
elements, the letter and its sending (R5), on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fog_desktop.services.demo_images import scan_png
from tests.conftest import Cli
from tests.pdf_text import pdf_text

#: Wed 2025-11-25; Thanksgiving and the day after are not working days: due Thu 2025-12-04.
SPILL = ("incident", "report", "--date", "2025-11-25", "--time", "18:40", "--kind", "Spill",
         "--where", "Back door drain", "--material", "Used fryer oil",
         "--quantity", "About 5 gallons")  # fmt: skip
ELEMENTS = ("--reasons", "The caddy's lid was not latched.",
            "--immediate", "Absorbent spread; the drain was covered.",
            "--preventive", "Lids checked at close; staff retrained.")  # fmt: skip


@pytest.fixture
def cli(fog_desktop: Cli) -> Cli:
    call = fog_desktop
    code, _, err = call("establishment", "add", "--name", "Uno", "--city-phone", "626-555-0111",
                        "--health-phone", "626-555-0199", "--pm-name", "Jordan Lee")  # fmt: skip
    assert code == 0, err
    return call


def listed(cli: Cli) -> list[dict[str, object]]:
    code, out, _ = cli("incident", "list", "--json")
    assert code == 0
    rows: list[dict[str, object]] = json.loads(out)
    return rows


def test_report_then_call_write_make_the_letter_and_send_it_late(cli: Cli, tmp_path: Path) -> None:
    code, out, err = cli(*SPILL, "--sso")
    assert code == 0, err
    assert "Reported INC-2025-001: Spill on 2025-11-25." in out
    assert "the city (spill notices): (626) 555-0111" in out
    assert "the health department: (626) 555-0199" in out
    assert "due Thu 2025-12-04 (5 working days, R5)" in out

    code, out, err = cli("incident", "notice", "inc-2025-001", "--agency", "city",
                         "--date", "2025-11-25", "--time", "18:55", "--person", "Officer Diaz",
                         "--response", "Ref 4471")  # fmt: skip
    assert code == 0, err
    assert (
        "the call to the city about INC-2025-001: 2025-11-25 18:55, Officer Diaz "
        "(on time: called 15 min after, R5)." in out
    )

    code, out, _ = cli("incident", "list")
    assert "INC-2025-001  2025-11-25 18:40" in out
    assert "city: 2025-11-25 18:55 (on time: called 15 min after)" in out
    assert "health: NOT CALLED" in out
    assert "confirmation due 2025-12-04 (Overdue, not sent)" in out

    code, out, _ = cli("incident", "elements", "INC-2025-001", *ELEMENTS[:4])
    assert code == 0
    assert "Still to write before it can be sent (R5): the steps being taken to prevent" in out
    code, out, _ = cli("incident", "elements", "INC-2025-001", *ELEMENTS[4:])
    assert "states all four elements" in out

    letter = tmp_path / "confirmation"
    code, out, err = cli("incident", "letter", "INC-2025-001", "--out", str(letter))
    assert code == 0, err
    text = pdf_text(tmp_path / "confirmation.pdf")
    for element in ("Tuesday, November 25, 2025, at 18:40", "The caddy's lid was not latched.",
                    "Absorbent spread; the drain was covered.",
                    "Lids checked at close; staff retrained.",
                    "due no later than Thursday, December 4, 2025", "Officer Diaz"):  # fmt: skip
        assert element in text

    proof = tmp_path / "receipt.png"
    proof.write_bytes(scan_png("certified mail receipt"))
    code, out, err = cli("incident", "sent", "INC-2025-001", "--date", "2025-12-08",
                         "--method", "Certified mail", "--reference", "7019 0700 0001",
                         "--attach", str(proof))  # fmt: skip
    assert code == 0, err
    assert "was sent on 2025-12-08 by Certified mail: Met late (due 2025-12-04)." in out
    assert "Attached receipt.png." in out
    (row,) = listed(cli)
    assert row["confirmation_state"] == "Met late"
    # Filled in step by step, never corrected: the incident stays "Recorded".
    assert (row["confirmation_reference"], row["status_text"]) == ("7019 0700 0001", "Recorded")
    assert row["missing_elements"] == []


def test_sent_on_time_is_met_and_a_call_records_the_number_from_the_profile(cli: Cli) -> None:
    assert cli(*SPILL, "--no-sso")[0] == 0
    cli("incident", "elements", "INC-2025-001", *ELEMENTS)
    cli("incident", "notice", "INC-2025-001", "--agency", "city", "--date", "2025-11-25",
        "--time", "19:00")  # fmt: skip
    code, out, _ = cli("incident", "sent", "INC-2025-001", "--date", "2025-12-03",
                       "--method", "Email", "--reference", "fog@city.example")  # fmt: skip
    assert (code, "by Email: Met (due 2025-12-04)" in out) == (0, True)
    (row,) = listed(cli)
    notices = row["notices"]
    assert isinstance(notices, list)
    assert [(n["agency"], n["phone_number"]) for n in notices] == [("City", "(626) 555-0111")]
    code, out, _ = cli("incident", "list")
    assert "health: not needed" in out


def test_a_call_over_an_hour_late_is_met_late_its_due_a_date_with_the_time_beside_it(
    cli: Cli,
) -> None:
    """R5: the 18:40 spill phoned to the city at 19:41, 1 h 1 min after; the same day, yet
    late. ``status --json`` keeps the due a date and gives the time in ``due_time``."""
    assert cli(*SPILL, "--no-sso")[0] == 0
    code, out, err = cli("incident", "notice", "INC-2025-001", "--agency", "city",
                         "--date", "2025-11-25", "--time", "19:41")  # fmt: skip
    assert code == 0, err
    assert "2025-11-25 19:41 (late: called 1 h 1 min after, R5)." in out
    (row,) = listed(cli)
    notices = row["notices"]
    assert isinstance(notices, list)
    assert [(n["on_time"], n["timing"]) for n in notices] == [
        (False, "late: called 1 h 1 min after")
    ]

    code, out, _ = cli("status", "--json", "--all", "--as-of", "2025-11-26")
    assert code == 0
    (establishment,) = json.loads(out)["establishments"]
    (city,) = [o for o in establishment["obligations"] if o["kind"] == "City phone notice"]
    assert city == {
        "kind": "City phone notice", "subject": "INC-2025-001", "due": "2025-11-25",
        "state": "Met late", "met_on": "2025-11-25", "rule": "R5", "due_time": "18:40",
    }  # fmt: skip


REFUSALS = [
    pytest.param([*SPILL[:6], "--sso"], "--kind: Choose what happened", id="no kind"),
    pytest.param([*SPILL], "--sso: Say whether it can cause a blockage", id="no answer to SSO"),
    pytest.param(["incident", "report", "--date", "2099-01-01", "--kind", "Spill", "--no-sso"],
                 "--date: The incident can't be in the future.", id="a future incident"),
    pytest.param([*SPILL, "--no-sso", "--device-id", "GI-9"],
                 "--device-id: There is no device 'GI-9' in use.", id="an unknown device"),
]  # fmt: skip


@pytest.mark.parametrize(("argv", "message"), REFUSALS)
def test_a_refused_report_names_the_option_and_stores_nothing(
    cli: Cli, argv: list[str], message: str
) -> None:
    code, _, err = cli(*argv)
    assert code == 1
    assert f"fog-desktop: {message}" in err
    assert "nothing was stored" in err
    assert listed(cli) == []


def test_refusals_after_the_report_name_the_option(cli: Cli, tmp_path: Path) -> None:
    cli(*SPILL, "--sso")
    code, _, err = cli("incident", "notice", "INC-2025-001", "--agency", "health",
                       "--date", "2025-11-25", "--time", "18:00")  # fmt: skip
    assert code == 1
    assert "--time: The call can't be before the incident (2025-11-25 18:40)." in err

    code, _, err = cli("incident", "sent", "INC-2025-001", "--date", "2025-12-03",
                       "--method", "Mail")  # fmt: skip
    assert code == 1
    assert "incident elements --reasons: Write the reasons for the discharge or spill" in err
    assert "incident elements --preventive: Write the steps being taken to prevent" in err

    code, _, err = cli("incident", "letter", "INC-2025-001", "--out", str(tmp_path / "l.pdf"))
    assert code == 1
    assert "incident elements --immediate: Write the steps taken at once" in err
    assert not (tmp_path / "l.pdf").exists()

    cli("incident", "elements", "INC-2025-001", *ELEMENTS)
    code, _, err = cli("incident", "sent", "INC-2025-001", "--date", "2025-12-03",
                       "--method", "Certified mail")  # fmt: skip
    assert (code, "--reference: Enter the certified mail number." in err) == (1, True)
    code, _, err = cli("incident", "sent", "INC-2025-001", "--method", "Pigeon")
    assert (code, "--method: Choose how: Mail, Certified mail, Email, Hand delivery." in err) == (
        1,
        True,
    )
    (row,) = listed(cli)
    assert (row["confirmation_sent_on"], row["notices"]) == (None, [])

    code, _, err = cli("incident", "notice", "INC-2025-009", "--agency", "city", "--time", "9:00")
    assert code == 1
    assert "There is no incident INC-2025-009 at Uno (known: INC-2025-001)." in err


def test_void_keeps_the_incident_listed_with_its_reason(cli: Cli) -> None:
    cli(*SPILL, "--no-sso")
    code, out, _ = cli("incident", "void", "INC-2025-001", "--reason", "Entered twice")
    assert (code, out.strip()) == (0, "INC-2025-001 is void: Entered twice")
    (row,) = listed(cli)
    assert row["status_text"] == "Void: Entered twice"
    code, _, err = cli("incident", "void", "INC-2025-001", "--reason", " ")
    assert code == 1
    assert "--reason: Say why this record is void" in err
