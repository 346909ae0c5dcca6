"""Setting up a restaurant from the command line, as an IT admin would."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from fog_desktop.__main__ import main
from fog_desktop.config import Paths

Cli = Callable[..., tuple[int, str, str]]


@pytest.fixture
def cli(paths: Paths, db_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    def call(*argv: str) -> tuple[int, str, str]:
        base = ["--data-dir", str(paths.data_dir), "--db", db_url, "--operator", "IT Admin"]
        code = main([*base, *argv])
        out, err = capsys.readouterr()
        return code, out, err

    return call


def test_set_up_a_restaurant_and_see_what_is_due(cli: Cli) -> None:
    code, out, _ = cli(
        "establishment", "add", "--name", "Taqueria Uno", "--city-phone", "626-555-0111",
        "--health-phone", "626-555-0199", "--pm-email", "fog@city.example",
    )  # fmt: skip
    assert (code, out.strip()) == (0, "Added establishment 'Taqueria Uno'.")
    code, out, _ = cli(
        "device", "add", "--device-id", "GI-1", "--type", "Grease interceptor",
        "--capacity", "1000", "--depth", "48", "--frequency", "2 months",
        "--in-service-since", "2026-11-15",
    )  # fmt: skip
    assert code == 0
    assert "Added device GI-1 to 'Taqueria Uno'." in out
    code, out, _ = cli("status", "--json", "--as-of", "2026-12-02")
    obligation = json.loads(out)["establishments"][0]["obligations"][0]
    assert obligation == {
        "kind": "Pump-out",
        "subject": "GI-1",
        "due": "2027-01-15",
        "state": "Upcoming",
        "met_on": None,
        "rule": "R2",
    }
    code, out, _ = cli("device", "list", "--json")
    (device,) = json.loads(out)
    assert (device["capacity_gal"], device["frequency_number"], device["status"]) == (
        "1000.00",
        "2",
        "Recorded",
    )


def test_refusals_name_the_option_and_store_nothing(cli: Cli) -> None:
    cli("establishment", "add", "--name", "Taqueria Uno")
    code, _, err = cli(
        "device", "add", "--device-id", "GI-1", "--capacity", "lots", "--depth", "48",
        "--frequency", "9 months",
    )  # fmt: skip
    assert code == 1
    assert "--capacity: Capacity: 'lots' is not a number" in err
    assert "--frequency: An interceptor must be pumped out at least every 6 months" in err
    assert "nothing was stored" in err
    code, _, err = cli("device", "add", "--device-id", "GI-1", "--capacity", "9", "--depth", "9",
                       "--frequency", "quarterly")  # fmt: skip
    assert code == 1
    assert "--frequency: 'quarterly' is not a frequency" in err
    assert json.loads(cli("device", "list", "--json")[1]) == []


@pytest.mark.parametrize("name", ["Taqueria\nUno", "Taqueria\r\nUno", "Taqueria\u2028Uno"])
def test_an_establishments_name_is_one_line(cli: Cli, name: str) -> None:
    """Issue 33: the name heads the Cover, where a second line would be a row of its own
    that an import of the workbook does not take for the name."""
    code, _, err = cli("establishment", "add", "--name", name)
    assert (code, err.splitlines()[0]) == (
        1, "fog-desktop: --name: Type the establishment's name on one line."
    )  # fmt: skip
    assert cli("establishment", "add", "--name", "Taqueria Uno")[0] == 0
    code, _, err = cli("establishment", "amend", "Taqueria Uno", "--name", name)
    assert code == 1 and "--name: Type the establishment's name on one line." in err


def test_an_establishments_name_comes_back_whole_from_its_workbook(
    cli: Cli, tmp_path: Path
) -> None:
    """Issue 33: the Cover holds the name in one cell as stored, tabs and length
    included, and an import without --establishment takes it whole: the records go to
    the establishment of that name, not a new one of a name cut short."""
    name = "Taqueria\tUno " + "y Hermanos " * 12 + "de la Calle Mayor"
    assert cli("establishment", "add", "--name", name)[0] == 0
    out = tmp_path / "uno.xlsx"
    assert cli("export", "--out", str(out), "--as-of", "2026-12-02")[0] == 0
    code, _, err = cli("import", str(out))
    assert (code, err) == (0, "")
    assert [e["name"] for e in json.loads(cli("establishment", "list", "--json")[1])] == [name]


def test_amend_and_void_a_device_keep_it_in_the_records(cli: Cli) -> None:
    cli("establishment", "add", "--name", "Taqueria Uno")
    cli("device", "add", "--device-id", "GT-1", "--type", "Grease trap", "--capacity", "20",
        "--depth", "12")  # fmt: skip
    code, out, _ = cli("device", "amend", "GT-1", "--location", "Dish sink", "--reason", "added")
    assert (code, out.strip()) == (0, "Amended device GT-1 of 'Taqueria Uno'.")
    code, _, err = cli("device", "void", "GT-1", "--reason", " ")
    assert code == 1
    assert "--reason: Say why" in err
    assert cli("device", "void", "GT-1", "--reason", "Wrong restaurant")[0] == 0
    (device,) = json.loads(cli("device", "list", "--json")[1])
    assert (device["location"], device["status"]) == ("Dish sink", "Void: Wrong restaurant")
    code, _, err = cli("device", "amend", "GT-1", "--location", "x")
    assert code == 1
    assert "no device 'GT-1' in use" in err
    code, out, _ = cli("verify")
    assert code == 0


def test_several_establishments_need_a_name(cli: Cli) -> None:
    cli("establishment", "add", "--name", "Uno")
    cli("establishment", "add", "--name", "Dos")
    code, _, err = cli("device", "list")
    assert code == 1
    assert "there are several: 'Dos', 'Uno'" in err
    assert cli("device", "list", "--establishment", "Dos")[0] == 0
    code, _, err = cli("establishment", "amend", "Dos", "--name", "Uno")
    assert (code, "exists already" in err) == (1, True)
    assert cli("establishment", "amend", "Dos", "--address", "2 Main St")[0] == 0
    code, out, _ = cli("establishment", "list", "--json")
    rows = {row["name"]: row for row in json.loads(out)}
    assert rows["Dos"]["address"] == "2 Main St"
    assert rows["Dos"]["status"] == "Amended"


def test_calendar_close_show_and_void(cli: Cli) -> None:
    cli("establishment", "add", "--name", "Uno")
    code, out, _ = cli("calendar", "close", "2026-03-31", "--note", "Cesar Chavez Day")
    assert code == 0
    code, out, _ = cli("calendar", "show", "--year", "2026")
    assert "2026-03-31 Tue Local closure" in out
    assert "2026-11-27 Fri Day After Thanksgiving" in out
    code, _, err = cli("calendar", "open", "2026-03-30")
    assert (code, "not a holiday of the default calendar" in err) == (1, True)
    assert cli("calendar", "void", "2026-03-31", "--reason", "Open after all")[0] == 0
    out = cli("calendar", "show", "--year", "2026")[1]
    assert "Local closure" not in out
    assert "Void: Open after all" in out
