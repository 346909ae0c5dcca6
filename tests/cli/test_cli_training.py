"""The roster and BMP training from the command line (issue 4; R4, R6).

The commands are parsed by ``fog_desktop.cli.build_parser`` and run through
``fog_desktop.cli.run``: the exit codes and the one-line errors are the real ones.
"""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path

import pytest

from fog_desktop.reports.sign_in_sheet import ATTESTATION_ES
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.training import MINIMUM_TOPICS
from models import ATTESTATION
from tests.conftest import Cli
from tests.pdf_text import pdf_text


def days_ago(days: int) -> str:
    """Dates relative to the real today: the commands judge by it."""
    return (date.today() - timedelta(days=days)).isoformat()


@pytest.fixture
def cli_run(fog_desktop: Cli) -> Cli:
    def call(*argv: str) -> tuple[int, str, str]:
        return fog_desktop("--operator", "Tess", *argv)

    assert call("establishment", "add", "--name", "Uno")[0] == 0
    return call


@pytest.fixture
def roster(cli_run: Cli) -> Cli:
    """Ana, hired five days ago (new-hire training due soon); Sam, hired long ago and
    never trained here (overdue)."""
    for code, name, hired in (("E-1", "Ana Ruiz", days_ago(5)), ("E-2", "Sam Chen", days_ago(400))):
        code_, out, err = cli_run(
            "employee", "add", "--employee-id", code, "--name", name,
            "--role", "Line cook", "--hire-date", hired,
        )  # fmt: skip
        assert (code_, err) == (0, "")
        assert f"Added {name} ({code}) to the roster of 'Uno'." in out
    return cli_run


def employees(cli_run: Cli) -> dict[str, dict[str, str]]:
    code, out, _ = cli_run("employee", "list", "--json")
    assert code == 0
    return {row["employee_id"]: row for row in json.loads(out)}


def sessions(cli_run: Cli) -> list[dict[str, object]]:
    code, out, _ = cli_run("training", "list", "--json")
    assert code == 0
    found: list[dict[str, object]] = json.loads(out)
    return found


def sign_off_ids(cli_run: Cli) -> dict[str, int]:
    (session,) = sessions(cli_run)
    attendees = session["attendees"]
    assert isinstance(attendees, list)
    return {a["employee_id"]: a["sign_off_id"] for a in attendees if not a["is_void"]}


def add_session(cli_run: Cli, *attendees: str) -> tuple[int, str, str]:
    topics = [arg for topic in MINIMUM_TOPICS[:3] for arg in ("--topic", topic)]
    return cli_run(
        "training", "add", "--date", days_ago(2), "--trainer", "Maria Lopez",
        "--kind", "New-hire", *topics, "--attendee", *attendees,
    )  # fmt: skip


def test_the_roster_with_each_persons_training_state(roster: Cli) -> None:
    found = employees(roster)
    assert {code: row["training"] for code, row in found.items()} == {
        "E-1": "Due soon",
        "E-2": "Overdue",
    }
    assert found["E-1"]["hire_date"] == days_ago(5)
    assert found["E-1"]["status"] == "Recorded"
    code, out, _ = roster("employee", "list")
    assert code == 0
    assert "Ana Ruiz" in out and "Due soon" in out


def test_someone_who_left_keeps_their_record_and_a_void_needs_a_reason(roster: Cli) -> None:
    code, out, _ = roster(
        "employee", "amend", "E-2", "--end-date", days_ago(1), "--reason", "Moved away"
    )
    assert (code, out) == (0, "Amended Sam Chen (E-2).\n")
    left = employees(roster)["E-2"]
    assert (left["end_date"], left["status"]) == (days_ago(1), "Amended")
    assert f"left {days_ago(1)}" in roster("employee", "list")[1]

    code, _, err = roster("employee", "void", "E-1", "--reason", " ")
    assert code == 1
    assert "--reason: Say why this record is void" in err
    code, out, _ = roster("employee", "void", "E-1", "--reason", "Entered twice")
    assert (code, out) == (0, "Ana Ruiz (E-1) is void: Entered twice\n")
    voided = employees(roster)["E-1"]
    assert (voided["status"], voided["training"]) == ("Void: Entered twice", "")
    code, _, err = roster("employee", "amend", "E-9", "--name", "Nobody")
    assert (code, err) == (1, "fog-desktop: There is no employee 'E-9' on the roster.\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--employee-id", "E-1", "--name", "Luis Ortega"], "--employee-id: Employee ID E-1 is"),
        (["--employee-id", "E-3", "--name", " "], "--name: Enter the employee's name."),
        (
            ["--employee-id", "E-3", "--name", "Luis Ortega", "--end-date", "2020-01-01"],
            "--end-date: The end date 2020-01-01 is before the hire date",
        ),
    ],
    ids=["duplicate id", "empty name", "end before hire"],
)
def test_refused_employees_name_the_option_and_store_nothing(
    roster: Cli, argv: list[str], message: str
) -> None:
    code, _, err = roster("employee", "add", "--hire-date", days_ago(30), *argv)
    assert code == 1
    assert message in err
    assert err.endswith("fog-desktop: nothing was stored.\n")
    assert sorted(employees(roster)) == ["E-1", "E-2"]


def test_a_session_counts_once_each_attendee_signed(roster: Cli) -> None:
    code, out, _ = add_session(roster, "E-1", "E-2")
    assert code == 0
    assert "New-hire training on" in out and "2 attendees to sign" in out
    code, out, _ = roster("training", "list")
    assert "2 unsigned: their training does not count (R4)" in out
    ids = sign_off_ids(roster)

    code, _, err = roster("training", "sign-typed", str(ids["E-1"]), "--name", "Anna R")
    assert code == 1
    assert "--name: Type the name exactly as on the roster: Ana Ruiz." in err
    code, out, _ = roster("training", "sign-typed", str(ids["E-1"]), "--name", "Ana Ruiz")
    assert (code, out) == (
        0,
        f"Sign-off {ids['E-1']} is attested by typing the name Ana Ruiz: a typed attestation, "
        "not a signature, that counts for the training (R4).\n",
    )
    code, _, err = roster("training", "sign-typed", str(ids["E-1"]), "--name", "Ana Ruiz")
    assert code == 1
    assert "SIGN_OFF_ID: Ana Ruiz has signed or attested already" in err

    (session,) = sessions(roster)
    assert session["unsigned"] == 1
    assert session["topics"] == list(MINIMUM_TOPICS[:3])
    assert employees(roster)["E-1"]["training"] == "Up to date"
    assert employees(roster)["E-2"]["training"] == "Overdue"


def test_a_session_with_an_unknown_attendee_is_refused_at_its_option(roster: Cli) -> None:
    code, _, err = add_session(roster, "E-1", "E-9")
    assert code == 1
    assert "--attendee: There is no employee 'E-9'." in err
    assert sessions(roster) == []


@pytest.mark.parametrize("topic", ["Drain screens\nSpill kit", "Drain screens; spill kit"])
def test_a_topic_is_one_line_without_a_semicolon(roster: Cli, topic: str) -> None:
    """Issue 33: a session keeps a topic a line, the workbook separates them with
    semicolons; either inside one topic would bring it back as two."""
    code, _, err = roster(
        "training", "add", "--date", days_ago(2), "--trainer", "Maria Lopez",
        "--kind", "Refresher", "--topic", topic, "--attendee", "E-1",
    )  # fmt: skip
    assert code == 1
    assert "--topic: Type each topic on one line, without a semicolon." in err
    assert sessions(roster) == []


def test_print_the_sheet_then_mark_who_signed_on_paper(roster: Cli, tmp_path: Path) -> None:
    add_session(roster, "E-1", "E-2")
    (session,) = sessions(roster)
    session_id = str(session["id"])
    sheet = tmp_path / "sheet.pdf"

    code, out, _ = roster("training", "sheet", session_id, "--out", str(sheet))

    assert (code, out) == (0, f"Wrote the sign-in sheet of session {session_id} to {sheet}.\n")
    text = pdf_text(sheet)
    assert "Ana Ruiz E-1" in text and "Sam Chen E-2" in text
    assert ATTESTATION in text and MINIMUM_TOPICS[0] in text
    assert ATTESTATION_ES in text, "in English and Spanish unless asked otherwise"
    english = tmp_path / "english.pdf"
    code, _, _ = roster("training", "sheet", session_id, "--out", str(english), "--english-only")
    assert code == 0
    assert ATTESTATION in pdf_text(english) and ATTESTATION_ES not in pdf_text(english)
    code, _, err = roster("training", "sheet", session_id, "--out", str(tmp_path / "no" / "x.pdf"))
    assert code == 1
    assert "the sheet can't be saved to" in err and "No such file or directory" in err

    fake = tmp_path / "scan.png"
    fake.write_bytes(b"MZ" + bytes(64))
    code, _, err = roster("training", "paper", session_id, "--scan", str(fake), "--attendee", "E-2")
    assert code == 1
    assert "--scan: scan.png is a program or an archive" in err
    scan = tmp_path / "signed-sheet.png"
    scan.write_bytes(scan_png("signed sheet"))
    code, out, _ = roster(
        "training", "paper", session_id, "--scan", str(scan), "--attendee", "E-1", "E-2"
    )
    assert code == 0
    assert out == f"Attached signed-sheet.png to session {session_id}; signed on paper: E-1, E-2.\n"
    (session,) = sessions(roster)
    attendees = session["attendees"]
    assert isinstance(attendees, list)
    assert {a["signed"] for a in attendees} == {"Signature on file"}
    assert {a["method"] for a in attendees} == {"paper"}


def test_void_a_session_with_a_reason(roster: Cli) -> None:
    add_session(roster, "E-1")
    (session,) = sessions(roster)
    code, out, _ = roster("training", "void", str(session["id"]), "--reason", "Wrong day")
    assert (code, out) == (0, f"Session {session['id']} is void: Wrong day\n")
    (session,) = sessions(roster)
    assert session["status_text"] == "Void: Wrong day"
    assert employees(roster)["E-1"]["training"] == "Due soon"


def last_half_ended() -> date:
    """The last day of the calendar half before today's (R4)."""
    today = date.today()
    return date(today.year - 1, 12, 31) if today.month <= 6 else date(today.year, 6, 30)


def missed_halves(cli_run: Cli) -> list[dict[str, object]]:
    code, out, _ = cli_run("training", "missed", "--json")
    assert code == 0
    found: list[dict[str, object]] = json.loads(out)
    return found


def test_a_missed_half_year_is_listed_until_its_explanation_is_recorded(roster: Cli) -> None:
    """R4: Sam, never trained here, missed the last half; Ana was hired after it."""
    half_end = last_half_ended().isoformat()
    found = {(m["employee_id"], m["half_end"]): m for m in missed_halves(roster)}
    assert ("E-2", half_end) in found and not [k for k in found if k[0] == "E-1"]
    assert found[("E-2", half_end)]["explanation"] == ""
    assert employees(roster)["E-2"]["training"] == "Overdue", "the new-hire training, still owed"
    code, out, _ = roster("training", "missed")
    assert f"(ended {half_end})  not explained yet: training explain --employee E-2" in out

    what = "Sam was off sick the day of the session; trained with the next group."
    explain = ("training", "explain", "--employee", "E-2", "--half-end", half_end)
    code, out, err = roster(*explain, "--what-happened", what)
    assert (code, err) == (0, "")
    assert "what happened in" in out and "for Sam Chen (E-2). That half is no longer open." in out
    explained = next(m for m in missed_halves(roster) if m["half_end"] == half_end)
    assert (explained["explanation"], explained["employee_name"]) == (what, "Sam Chen")
    code, out, _ = roster("status", "--json")
    assert not [
        o for e in json.loads(out)["establishments"] for o in e["obligations"]
        if o["subject"] == "E-2" and o["due"] == half_end
    ], "explained: no longer open"  # fmt: skip

    code, _, err = roster(*explain, "--what-happened", "Again")
    assert code == 1
    assert "--half-end: The missed half ending" in err and "explained already" in err
    explanation_id = str(explained["explanation_id"])
    code, out, _ = roster(
        "training", "void-explanation", explanation_id, "--reason", "Wrong person"
    )
    assert (code, out) == (0, f"Explanation {explanation_id} is void: Wrong person\n")
    reopened = next(m for m in missed_halves(roster) if m["half_end"] == half_end)
    assert (reopened["explanation"], reopened["explanation_id"]) == ("", None)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--employee", "E-9"], "--employee: There is no employee 'E-9' on the roster."),
        (["--half-end", "2026-05-31"], "--half-end: 2026-05-31 is not the last day of a half"),
        (["--what-happened", " "], "--what-happened: Say what happened"),
    ],
    ids=["unknown employee", "not a half's end", "nothing said"],
)
def test_a_refused_explanation_names_its_option(roster: Cli, argv: list[str], message: str) -> None:
    typed = {
        "--employee": "E-2",
        "--half-end": last_half_ended().isoformat(),
        "--what-happened": "Off sick.",
    } | dict(zip(argv[::2], argv[1::2], strict=True))
    code, _, err = roster("training", "explain", *(a for pair in typed.items() for a in pair))
    assert code == 1
    assert message in err
    assert err.endswith("fog-desktop: nothing was stored.\n")
    assert all(m["explanation"] == "" for m in missed_halves(roster))


def test_status_all_lists_every_half_year_whatever_its_age(cli_run: Cli) -> None:
    """R4 (issue 32 §4): ``status --all`` lists every obligation, the halves met or
    missed more than two years ago too; a missed half not explained stays open."""
    code, _, err = cli_run(
        "employee", "add", "--employee-id", "E-3", "--name", "Lee Park",
        "--role", "Line cook", "--hire-date", "2021-03-01",
    )  # fmt: skip
    assert (code, err) == (0, "")
    topics = [arg for topic in MINIMUM_TOPICS[:3] for arg in ("--topic", topic)]
    code, _, err = cli_run(
        "training", "add", "--date", "2021-03-05", "--trainer", "Maria Lopez",
        "--kind", "New-hire", *topics, "--attendee", "E-3",
    )  # fmt: skip
    assert (code, err) == (0, ""), err
    signed = cli_run(
        "training", "sign-typed", str(sign_off_ids(cli_run)["E-3"]), "--name", "Lee Park"
    )
    assert signed[0] == 0, signed

    def listed(*argv: str) -> dict[str, tuple[str, str]]:
        code, out, _ = cli_run("status", "--json", "--as-of", "2026-12-02", *argv)
        assert code == 0
        [uno] = json.loads(out)["establishments"]
        return {o["due"]: (o["kind"], o["state"]) for o in uno["obligations"]}

    every = listed("--all")
    assert every["2021-03-11"] == ("New-hire training", "Met")
    assert every["2021-06-30"] == ("Semiannual training", "Met")
    assert every["2021-12-31"] == ("Semiannual training", "Missed")
    assert len([d for d in every if d.endswith(("06-30", "12-31"))]) == 12
    assert listed()["2021-12-31"] == ("Semiannual training", "Missed"), "not explained yet"
