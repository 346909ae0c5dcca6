"""The self-inspection checklist from the command line (issue 15 §3; R8c, R6)."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

import pytest

from fog_desktop.cli import build_parser
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.self_inspection import checklist_items

Cli = Callable[..., tuple[int, str, str]]


def days_ago(days: int) -> str:
    """Dates relative to the real today: the commands judge by it."""
    return (date.today() - timedelta(days=days)).isoformat()


def checklists(uno_cli: Cli) -> list[dict[str, object]]:
    code, out, _ = uno_cli("checklist", "list", "--json")
    assert code == 0
    found: list[dict[str, object]] = json.loads(out)
    return found


def status(uno_cli: Cli, *kinds: str) -> list[dict[str, str | None]]:
    code, out, _ = uno_cli("status", "--json")
    assert code == 0
    [uno] = json.loads(out)["establishments"]
    return [o for o in uno["obligations"] if o["kind"] in kinds]


def test_a_checklist_walked_with_an_item_not_ok_and_then_fixed(
    uno_cli: Cli, tmp_path: Path
) -> None:
    photo = tmp_path / "screen.png"
    photo.write_bytes(scan_png("missing screen"))
    code, out, err = uno_cli(
        "checklist", "add", "--date", days_ago(10), "--by", "Ana Ruiz",
        "--not-ok", "Drain screens: screen missing at the prep sink",
        "--not-applicable", "Traps: an interceptor only", "--photo", f"Drain screens={photo}",
    )  # fmt: skip
    assert (code, err) == (0, "")
    assert "1 Not OK" in out and f"fix by {days_ago(3)}" in out
    [checklist] = checklists(uno_cli)
    answers = {a["item"]: a for a in checklist["answers"]}  # type: ignore[attr-defined]
    assert len(answers) == len(checklist_items())
    assert answers["Drain screens"]["answer"] == "Not OK"
    assert answers["Traps"]["answer"] == "Not applicable"
    assert answers["Signage"]["answer"] == "OK"
    [action] = status(uno_cli, "Corrective action")
    assert action == {
        "kind": "Corrective action",
        "subject": "Drain screens",
        "due": days_ago(3),
        "state": "Overdue",
        "met_on": None,
        "rule": "R8c",
    }
    [checklist_due] = status(uno_cli, "Self-inspection")
    assert checklist_due["rule"] == "R8c" and checklist_due["met_on"] is None
    answer_id = str(answers["Drain screens"]["id"])
    code, out, err = uno_cli(
        "checklist", "fix", answer_id, "--date", days_ago(1), "--what", "New screen fitted"
    )
    assert (code, err) == (0, "")
    [action] = status(uno_cli, "Corrective action")
    assert (action["state"], action["met_on"]) == ("Met late", days_ago(1))
    code, out, _ = uno_cli("checklist", "list")
    assert "New screen fitted" in out


def test_a_mistyped_item_is_refused_and_nothing_is_stored(uno_cli: Cli) -> None:
    code, _, err = uno_cli(
        "checklist", "add", "--date", days_ago(1), "--by", "Ana", "--not-ok", "Drian screens: x"
    )
    assert code == 1
    assert "'Drian screens' is not an item of the checklist" in err
    assert "nothing was stored" in err
    assert checklists(uno_cli) == []


def test_an_additive_without_its_authorization_is_not_ok_until_one_is_on_file(
    uno_cli: Cli, tmp_path: Path
) -> None:
    walk = ("checklist", "add", "--by", "Ana", "--additive", "Bio-Clean")
    assert uno_cli(*walk, "--date", days_ago(20))[0] == 0
    letter = tmp_path / "letter.pdf"
    letter.write_bytes(b"%PDF-1.4\n% Bio-Clean authorized\n")
    code, out, err = uno_cli(
        "checklist", "authorize", "--additive", "Bio-Clean", "--date", days_ago(15),
        "--by", "FOG Program Manager", "--document", str(letter),
    )  # fmt: skip
    assert (code, err) == (0, "")
    assert uno_cli(*walk, "--date", days_ago(5))[0] == 0
    first, second = checklists(uno_cli)
    assert "1 Not OK" in uno_cli("checklist", "list")[1]
    assert [
        a["answer"]
        for c in (first, second)
        for a in c["answers"]  # type: ignore[attr-defined]
        if a["item"] == "Additives"
    ] == ["Not OK", "OK"]
    code, out, _ = uno_cli("checklist", "authorizations")
    assert "Bio-Clean" in out and "FOG Program Manager" in out


def test_an_authorization_needs_its_document(
    uno_cli: Cli, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        uno_cli("checklist", "authorize", "--additive", "X", "--date", days_ago(1))
    assert exited.value.code == 1
    assert "required: --document" in capsys.readouterr().err


def test_the_interval_is_shown_and_set(uno_cli: Cli) -> None:
    code, out, _ = uno_cli("checklist", "interval")
    assert (code, out.strip()) == (0, "The checklist of 'Uno' is walked monthly (R8c).")
    code, out, _ = uno_cli("checklist", "interval", "--every", "2 weeks")
    assert (code, out.strip()) == (0, "The checklist of 'Uno' is walked every 2 weeks (R8c).")
    code, _, err = uno_cli("checklist", "interval", "--every", "1 year")
    assert code == 1 and "from 1 week to 3 months" in err


def test_the_items_are_listed_and_the_help_says_what_the_command_does(uno_cli: Cli) -> None:
    code, out, _ = uno_cli("checklist", "items")
    assert code == 0 and "Drain screens" in out and "140 °F" in out
    said = " ".join(build_parser().format_help().split())
    assert "checklist the self-inspection checklist, its corrective actions" in said


def test_the_blank_checklist_is_written_for_a_clipboard(uno_cli: Cli, tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    code, out, err = uno_cli("checklist", "sheet", "--out", str(target), "--english-only")
    assert (code, err) == (0, "")
    assert out.strip() == f"Wrote the blank checklist of 'Uno' to {target}."
    assert target.read_bytes().startswith(b"%PDF")


def owed_as_of(uno_cli: Cli, as_of: str, *, every: bool = False) -> list[tuple[str, str, str]]:
    """(kind, due, state) of each self-inspection duty ``status`` lists as of ``as_of``."""
    code, out, _ = uno_cli("status", "--json", "--as-of", as_of, *(["--all"] if every else []))
    assert code == 0
    [uno] = json.loads(out)["establishments"]
    return [(o["kind"], o["due"], o["state"]) for o in uno["obligations"] if o["rule"] == "R8c"]


def test_an_open_self_inspection_duty_is_owed_whatever_its_age(uno_cli: Cli) -> None:
    """R8c (issue 32 §3): an open duty is owed until it is met; two years on, the
    corrective action and the next checklist are still listed, Overdue."""
    for argv in (["--not-ok", "Signage: missing"], []):
        day = "2024-08-04" if argv else "2024-09-04"
        assert uno_cli("checklist", "add", "--date", day, "--by", "Ana", *argv)[0] == 0
    owed = [
        ("Corrective action", "2024-08-11", "Overdue"),
        ("Self-inspection", "2024-10-04", "Overdue"),
    ]
    for as_of in ("2026-08-10", "2026-08-11", "2026-12-02", "2031-01-01"):
        assert owed_as_of(uno_cli, as_of) == owed, as_of
        assert owed_as_of(uno_cli, as_of, every=True) == [
            owed[0],
            ("Self-inspection", "2024-09-04", "Met"),
            owed[1],
        ], as_of


def test_an_interval_given_from_a_date_leaves_the_checklists_before_it_as_they_were(
    uno_cli: Cli,
) -> None:
    """R8c (issue 32 §7): ``checklist interval --every … --from DATE`` holds from that
    date; the states of the checklists walked before it do not change."""
    for day in ("2026-07-01", "2026-08-10", "2026-09-01"):
        assert uno_cli("checklist", "add", "--date", day, "--by", "Ana")[0] == 0
    before = owed_as_of(uno_cli, "2026-09-05", every=True)
    assert before[:2] == [
        ("Self-inspection", "2026-08-01", "Met late"),
        ("Self-inspection", "2026-09-10", "Met"),
    ]
    code, out, err = uno_cli("checklist", "interval", "--every", "2 weeks", "--from", "2026-09-02")
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "The checklist of 'Uno' is walked every 2 weeks (R8c).",
        "  from the records' beginning: monthly",
        "  from 2026-09-02: every 2 weeks",
    ]
    assert owed_as_of(uno_cli, "2026-09-05", every=True) == before
    code, _, err = uno_cli("checklist", "interval", "--from", "2026-09-02")
    assert code == 1 and "--from: give the interval (--every)" in err


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (["--not-ok", "Drain screens: "],
         "item 'Drain screens': Say what is wrong: a corrective action is due for it."),
        (["--not-ok", "Drain screens: torn", "--not-applicable", "Drain screens"],
         "--not-ok: Drain screens named more than once: answer each item once, Not OK or "
         "not applicable."),
        (["--photo", "Unicorns=scan.png"],
         "--photo: 'Unicorns=scan.png' is not ITEM=FILE with an item of the checklist"),
        (["--photo", "word"], "--photo: 'word' is not ITEM=FILE with an item of the checklist"),
    ],
)  # fmt: skip
def test_a_checklist_typed_wrong_is_refused_in_one_sentence_naming_the_option(
    uno_cli: Cli, options: list[str], said: str
) -> None:
    """Issue 33 §8: each was stored at exit 0, the finding or the photo dropped."""
    code, out, err = uno_cli("checklist", "add", "--date", days_ago(1), "--by", "Ana", *options)
    assert (code, out) == (1, "")
    assert f"fog-desktop: {said}" in err.splitlines()[0]
    assert checklists(uno_cli) == []


def test_a_fix_on_a_void_checklist_is_refused(uno_cli: Cli) -> None:
    added = uno_cli("checklist", "add", "--date", days_ago(3), "--by", "Ana",
                    "--not-ok", "Drain screens: torn")  # fmt: skip
    assert added[0] == 0, added
    [checklist] = checklists(uno_cli)
    assert uno_cli("checklist", "void", str(checklist["id"]), "--reason", "typed twice")[0] == 0
    [answer] = [a for a in checklist["answers"] if a["answer"] == "Not OK"]  # type: ignore[attr-defined]
    code, _, err = uno_cli("checklist", "fix", str(answer["id"]), "--date", days_ago(1),
                           "--what", "new screen")  # fmt: skip
    assert code == 1
    assert f"The checklist of {days_ago(3)} is void: there is nothing to fix." in err
    assert status(uno_cli, "Corrective action") == []
