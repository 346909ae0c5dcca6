"""An interceptor's frequency from its readings, the E.4 request and the approval, from
the command line (R8d)."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

import pytest

from fog_desktop.services.demo_images import scan_png

Cli = Callable[..., tuple[int, str, str]]
TODAY = date.today()
#: Four quarterly pump-outs, the last 30 days ago.
PUMP_OUTS = [TODAY - timedelta(days=d) for d in (300, 210, 120, 30)]


def iso(day: date) -> str:
    return day.isoformat()


@pytest.fixture
def cli(uno_cli: Cli) -> Cli:
    """GI-1 (48 in deep) 20% full 30 days into each of three cycles."""
    for day in PUMP_OUTS:
        assert uno_cli("maintenance", "add", "--device-id", "GI-1", "--date", iso(day),
                       "--gallons", "990")[0] == 0  # fmt: skip
    for day in PUMP_OUTS[:3]:
        reading = ("--service", "Measurement", "--fog-depth", "4", "--solids-depth", "5.6")
        when = iso(day + timedelta(days=30))
        assert (
            uno_cli("maintenance", "add", "--device-id", "GI-1", "--date", when, *reading)[0] == 0
        )
    return uno_cli


def test_the_analysis_says_it_fills_faster_than_its_schedule(cli: Cli) -> None:
    code, out, _ = cli("device", "frequency", "GI-1")
    assert code == 0
    assert "highest 20.0%" in out and "day 30: 0.67% a day" in out
    reaches = PUMP_OUTS[-1] + timedelta(days=37)
    assert f"it reaches 25% on {reaches}" in out
    assert "Suggested frequency: 5 weeks; approved now: 3 months." in out
    assert "Warning: it fills faster than its approved frequency" in out
    found = json.loads(cli("device", "frequency", "GI-1", "--json")[1])
    assert (found["suggested"], found["fills_faster"], len(found["cycles"])) == ("5 weeks", True, 3)
    (uno,) = json.loads(cli("status", "--json")[1])["establishments"]
    early = [o for o in uno["obligations"] if o["kind"] == "Early pump-out"]
    assert early == [
        {"kind": "Early pump-out", "subject": "GI-1", "due": iso(reaches), "state": "Due soon",
         "met_on": None, "rule": "R8d"}
    ]  # fmt: skip


def test_too_few_cycles_are_refused_in_words(uno_cli: Cli) -> None:
    code, out, _ = uno_cli("device", "frequency", "GI-1")
    assert (code, out) == (0, "GI-1: Not enough data: 0 of 3 cycles have a reading.\n")
    code, _, err = uno_cli("device", "frequency-request", "GI-1", "--out", "x.pdf")
    assert code == 1
    assert "DEVICE_ID: Not enough data: 0 of 3 cycles have a reading." in err


def test_request_then_approval_amends_the_frequency(cli: Cli, tmp_path: Path) -> None:
    code, _, err = cli("device", "frequency-request", "GI-1", "--out", str(tmp_path / "r.pdf"),
                       "--frequency", "2 months")  # fmt: skip
    assert code == 1
    assert "--frequency: The readings support at most 5 weeks" in err
    code, out, _ = cli("device", "frequency-request", "GI-1", "--out", str(tmp_path / "r"))
    assert code == 0
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")
    scan = tmp_path / "answer.png"
    scan.write_bytes(scan_png("approved"))
    code, out, _ = cli("device", "frequency-approved", "GI-1", "--on", iso(TODAY),
                       "--frequency", "5 weeks", "--document", str(scan))  # fmt: skip
    assert code == 0, out
    assert "the device's frequency is amended to it" in out
    (device,) = json.loads(cli("device", "list", "--json")[1])
    assert (device["frequency_number"], device["frequency_unit"]) == ("5", "weeks")
    (approval,) = json.loads(cli("device", "approvals", "--json")[1])
    assert (approval["frequency"], approval["documents"]) == ("5 weeks", ["answer.png"])
    code, out, _ = cli("device", "void-approval", str(approval["id"]), "--reason", "Wrong site")
    assert (code, out) == (0, f"Frequency approval {approval['id']} is void: Wrong site\n")


def test_an_approval_without_its_document_is_refused(cli: Cli) -> None:
    code, _, err = cli("device", "frequency-approved", "GI-1", "--on", iso(TODAY),
                       "--frequency", "9 months", "--document", "/nonexistent/a.pdf")  # fmt: skip
    assert code == 1
    assert "--document:" in err and "nothing was stored" in err


def test_the_citys_approval_of_a_traps_interval_is_recorded_and_shown(
    uno_cli: Cli, tmp_path: Path
) -> None:
    """R3: a trap typed "2 days" says daily applies until the approval is recorded."""
    trap = ("--device-id", "GT-2", "--type", "Grease trap", "--capacity", "15", "--depth", "10")
    code, out, _ = uno_cli("device", "add", *trap, "--frequency", "2 days")
    assert code == 0, out
    listed = uno_cli("device", "list")[1]
    assert "every 2 days (not approved: daily applies)" in listed
    scan = tmp_path / "answer.png"
    scan.write_bytes(scan_png("approved"))
    code, out, _ = uno_cli("device", "frequency-approved", "GT-2", "--on", iso(TODAY),
                           "--frequency", "2 days", "--document", str(scan))  # fmt: skip
    assert code == 0, out
    assert f"Recorded the approval of 2 days for GT-2, dated {iso(TODAY)}" in out
    assert f"every 2 days, approved {iso(TODAY)}" in uno_cli("device", "list")[1]
    (approval,) = json.loads(uno_cli("device", "approvals", "--json")[1])
    assert (approval["device_id"], approval["documents"]) == ("GT-2", ["answer.png"])


def _pump_outs(uno_cli: Cli, device_id: str, *days: str) -> None:
    for day in days:
        code, out, _ = uno_cli("maintenance", "add", "--device-id", device_id, "--date", day,
                               "--gallons", "1000")  # fmt: skip
        assert code == 0, out


def _pump_out_duties(uno_cli: Cli, as_of: str) -> list[tuple[str, str, str | None]]:
    """GI-F's Pump-out duties as `status --all` lists them: due, state, met on."""
    (uno,) = json.loads(uno_cli("status", "--all", "--as-of", as_of, "--json")[1])["establishments"]
    return sorted(
        (o["due"], o["state"], o["met_on"])
        for o in uno["obligations"]
        if (o["kind"], o["subject"]) == ("Pump-out", "GI-F")
    )


def test_an_approved_frequency_applies_from_its_date_never_before(
    uno_cli: Cli, tmp_path: Path
) -> None:
    """R8d (issue 32 §1): a cycle is due by the frequency in force on the day it starts, so
    an approval dated inside an open cycle applies from the next full pump-out, however
    late it was typed."""
    code, out, _ = uno_cli("device", "add", "--device-id", "GI-F", "--capacity", "1000",
                           "--depth", "48", "--in-service-since", "2025-01-01",
                           "--frequency", "3 months")  # fmt: skip
    assert code == 0, out
    _pump_outs(uno_cli, "GI-F", "2025-03-20", "2025-06-15", "2025-07-20", "2025-08-25")
    scan = tmp_path / "answer.png"
    scan.write_bytes(scan_png("approved"))
    code, out, _ = uno_cli("device", "frequency-approved", "GI-F", "--on", "2025-07-01",
                           "--frequency", "1 month", "--document", str(scan))  # fmt: skip
    assert code == 0, out
    assert _pump_out_duties(uno_cli, "2025-09-01") == [
        ("2025-04-01", "Met", "2025-03-20"),
        ("2025-06-20", "Met", "2025-06-15"),
        ("2025-08-20", "Met late", "2025-08-25"),
        ("2025-09-15", "Met", "2025-07-20"),
        ("2025-09-25", "Upcoming", None),
    ]
    # Before the approval's date the open cycle keeps the three months in force then (not
    # yet within the 14 days of Due soon).
    assert _pump_out_duties(uno_cli, "2025-06-01")[-1] == ("2025-06-20", "Upcoming", None)


def _early_pump_outs(uno_cli: Cli, as_of: str) -> list[tuple[str, str, str]]:
    (uno,) = json.loads(uno_cli("status", "--as-of", as_of, "--json")[1])["establishments"]
    return [
        (o["subject"], o["due"], o["state"])
        for o in uno["obligations"]
        if o["kind"] == "Early pump-out"
    ]


def test_a_reading_in_the_running_cycle_never_pushes_the_early_pump_out_later(
    uno_cli: Cli,
) -> None:
    """R8d (issue 32 §2): 8 in of 40 (20%) 30 days into a cycle gives 25% on day 37; 1 in
    a month into the running cycle adds its slower rate and pushes no finished cycle out."""
    code, out, _ = uno_cli("device", "add", "--device-id", "GI-P", "--capacity", "1000",
                           "--depth", "40", "--in-service-since", "2026-01-01",
                           "--frequency", "3 months")  # fmt: skip
    assert code == 0, out
    _pump_outs(uno_cli, "GI-P", "2026-02-01", "2026-04-01", "2026-06-01", "2026-08-01")

    def measure(day: str, fog: str) -> None:
        code, out, _ = uno_cli("maintenance", "add", "--device-id", "GI-P", "--date", day,
                               "--service", "Measurement", "--fog-depth", fog,
                               "--solids-depth", "0")  # fmt: skip
        assert code == 0, out

    for day, fog in (("2026-03-03", "8"), ("2026-05-01", "2"), ("2026-07-01", "2")):
        measure(day, fog)
    early = [("GI-P", "2026-09-07", "Due soon")]
    assert _early_pump_outs(uno_cli, "2026-09-01") == early
    measure("2026-09-01", "1")
    assert _early_pump_outs(uno_cli, "2026-09-01") == early
    found = json.loads(uno_cli("device", "frequency", "GI-P", "--json")[1])
    assert (found["reaches_25"], found["suggested"]) == ("2026-09-07", "5 weeks")
