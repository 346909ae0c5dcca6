"""Input at the limits from the command line: refused with the option named, exit 1,
nothing stored, never "unexpected error" (issue 11 §1, §4; rules.md R1, R6).

A date option that argparse reads (``--as-of``, ``--from``, ``--to``) is refused by
argparse itself, with its usage line and exit 2, as every malformed option is.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

Cli = Callable[..., tuple[int, str, str]]

PUMP_OUT = ("maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10")


@pytest.fixture
def cli(uno_cli: Cli) -> Cli:
    return uno_cli


def logged(cli: Cli) -> list[dict[str, object]]:
    entries: list[dict[str, object]] = json.loads(cli("maintenance", "list", "--json")[1])
    return entries


def test_gallons_minus_0_is_stored_as_0_and_verify_passes(cli: Cli) -> None:
    assert cli(*PUMP_OUT, "--gallons", "-0")[0] == 0
    code, out, _ = cli("manifest", "add", "--manifest-no", "M-7", "--date", "2026-11-10",
                       "--hauler", "ABC", "--gallons", "-0.00", "--amount", "-0")  # fmt: skip
    assert code == 0
    assert [e["gallons_removed"] for e in logged(cli)] == ["0.00"]
    (manifest,) = json.loads(cli("manifest", "list", "--json")[1])
    assert (manifest["gallons"], manifest["invoice_amount"]) == ("0.00", "0.00")
    code, out, _ = cli("verify")
    assert code == 0
    assert "OK: the audit trail is unbroken" in out


@pytest.mark.parametrize(
    ("gallons", "message"),
    [
        ("99999999999999999999", "99999999999999999999 is too large; at most 9999999999.99"),
        ("1e30", "'1e30' is not a number of gallons; type it in plain digits"),
        ("Infinity", "'Infinity' is not a number of gallons"),
        ("5.004", "5.004 has more decimals than the 2 this field holds"),
    ],
)
def test_gallons_the_column_cannot_hold_are_refused_with_the_option(
    cli: Cli, gallons: str, message: str
) -> None:
    code, _, err = cli(*PUMP_OUT, "--gallons", gallons)
    assert code == 1
    assert f"fog-desktop: --gallons: Gallons removed: {message}" in err
    assert "nothing was stored" in err
    assert logged(cli) == []
    assert cli("verify")[0] == 0


def test_a_frequency_too_large_is_refused_with_the_option(cli: Cli) -> None:
    code, _, err = cli("device", "add", "--device-id", "GT-1", "--type", "Grease trap",
                       "--capacity", "20", "--depth", "12",
                       "--frequency", "99999999999999999999 days")  # fmt: skip
    assert code == 1
    assert "--frequency: Frequency: 99999999999999999999 is too large" in err
    devices = json.loads(cli("device", "list", "--json")[1])
    assert [d["device_id"] for d in devices] == ["GI-1"]


@pytest.mark.parametrize("day", ["9999-12-31", "0001-01-01"])
def test_a_typed_date_outside_1900_to_2100_is_refused_and_status_still_works(
    cli: Cli, day: str
) -> None:
    code, _, err = cli("device", "add", "--device-id", "GI-2", "--capacity", "9", "--depth", "9",
                       "--in-service-since", day)  # fmt: skip
    assert code == 1
    assert f"--in-service-since: In service since: {day} is not a date from 1900 to 2100" in err
    code, _, err = cli(*PUMP_OUT[:-1], day, "--gallons", "900")
    assert code == 1
    assert f"--date: Date: {day} is not a date from 1900 to 2100" in err
    code, _, err = cli("calendar", "close", day)
    assert code == 1
    assert f"{day} is not a date from 1900 to 2100" in err
    code, out, _ = cli("status")
    assert code == 0
    assert "GI-1" in out and "GI-2" not in out


@pytest.mark.parametrize(
    ("argv", "option"),
    [
        (("status", "--as-of", "0001-01-01"), "--as-of"),
        (("status", "--as-of", "9999-12-31"), "--as-of"),
        (("demo", "--as-of", "9999-12-31"), "--as-of"),
        (("export", "--out", "packet.xlsx", "--from", "0001-01-01"), "--from"),
        (("export", "--out", "packet.xlsx", "--to", "9999-12-31"), "--to"),
        (("export", "--out", "packet.xlsx", "--as-of", "2101-01-01"), "--as-of"),
    ],
)
def test_a_date_option_outside_1900_to_2100_is_refused_in_one_line(
    cli: Cli, tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], option: str
) -> None:
    with pytest.raises(SystemExit) as done:
        cli(*argv)
    err = capsys.readouterr().err
    assert done.value.code == 1
    day = argv[-1]
    [line] = err.splitlines()
    assert f"argument {option}: {day} is not a date from 1900 to 2100" in line
    assert not (tmp_path / "packet.xlsx").exists()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("\udcff", "a byte that is not UTF-8"),
        ("a\x00b", "a NUL character"),
        ("line one\x0bline two", "a control character (U+000B)"),
        ("bell\x07", "a control character (U+0007)"),
    ],
)
def test_text_no_database_can_store_is_refused_with_the_option(
    cli: Cli, text: str, reason: str
) -> None:
    """On the command line a byte that is not UTF-8 (``--notes $'\\xff'``) reaches Python as
    a lone surrogate; PostgreSQL refuses a NUL in any text."""
    refusals = [
        ((*PUMP_OUT, "--gallons", "900", "--notes", text), "--notes"),
        (("maintenance", "add", "--device-id", text, "--date", "2026-11-10"),
         "--device-id"),
        ((*PUMP_OUT, "--gallons", "900", "--establishment", text), "--establishment"),
        (("--operator", f"Ana {text}", *PUMP_OUT, "--gallons", "900"), "--operator"),
        (("employee", "add", "--employee-id", "E-1", "--name", text, "--hire-date", "2026-01-05"),
         "--name"),
        (("device", "amend", "GI-1", "--location", text), "--location"),
        (("device", "void", "GI-1", "--reason", text), "--reason"),
    ]  # fmt: skip
    for argv, named in refusals:
        code, _, err = cli(*argv)
        assert code == 1, argv
        assert f"{named}: The text holds {reason}; retype it." in err, (argv, err)
    assert logged(cli) == []
    assert cli(*PUMP_OUT, "--gallons", "900")[0] == 0
    # a filter can't hold such a text either, so it matches no entry instead of failing
    assert cli("maintenance", "list", "--device-id", text) == (0, "", "")
    (device,) = json.loads(cli("device", "list", "--json")[1])
    assert (device["location"], device["status"]) == ("", "Recorded")
    assert json.loads(cli("employee", "list", "--json")[1]) == []
    assert cli("verify")[0] == 0
