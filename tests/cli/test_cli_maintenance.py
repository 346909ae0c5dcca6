"""The maintenance log and its paperwork from the command line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from fog_desktop.cli import build_parser
from fog_desktop.context import AppContext
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from models import Manifest

Cli = Callable[..., tuple[int, str, str]]


@pytest.fixture
def cli(uno_cli: Cli) -> Cli:
    return uno_cli


def test_log_a_pump_out_record_its_manifest_and_attach_the_scan(cli: Cli, tmp_path: Path) -> None:
    """A pump-out noted with a manifest no. files that manifest at once (R2); what the
    manifest adds (its invoice) is recorded on the manifest."""
    code, out, _ = cli("maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10",
                       "--gallons", "1000", "--hauler", "ABC", "--manifest-no", "M-7")  # fmt: skip
    assert code == 0
    assert "Pump-out of GI-1 on 2026-11-10, with manifest M-7" in out
    code, _, err = cli("manifest", "add", "--manifest-no", "M-7", "--date", "2026-11-10",
                       "--hauler", "ABC", "--amount", "385.00")  # fmt: skip
    assert (code, "Manifest M-7 of ABC is recorded already" in err) == (1, True)
    (manifest,) = json.loads(cli("manifest", "list", "--json")[1])
    assert len(manifest["pump_outs"]) == 1
    scan = tmp_path / "m7.png"
    scan.write_bytes(scan_png("m7"))
    code, out, _ = cli("attach", "--manifest", str(manifest["id"]), str(scan))
    assert code == 0
    assert "Attached m7.png (image/png" in out
    (entry,) = json.loads(cli("maintenance", "list", "--json")[1])
    assert (entry["flags"], entry["status_text"]) == ([], "Recorded")


def test_a_pump_out_and_its_manifest_with_the_scan_are_one_command(
    cli: Cli, tmp_path: Path, context: AppContext
) -> None:
    scan = tmp_path / "m8.png"
    scan.write_bytes(scan_png("m8"))
    code, out, _ = cli(
        "maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10", "--gallons", "990",
        "--hauler", "ABC", "--manifest-no", "M-8", "--registration-no", "WH-1",
        "--driver", "D. Alvarez", "--hauler-phone", "6265550199", "--disposal-site", "Plant",
        "--disposal-address", "1 Plant Rd", "--scan", str(scan),
    )  # fmt: skip
    assert code == 0, out
    (manifest,) = json.loads(cli("manifest", "list", "--json")[1])
    assert (manifest["manifest_no"], manifest["gallons"], manifest["hauler_phone"]) == (
        "M-8",
        "990.00",
        "(626) 555-0199",
    )
    assert (manifest["driver"], manifest["disposal_site_address"]) == ("D. Alvarez", "1 Plant Rd")
    with context.db.read() as session:
        filed = session.get(Manifest, manifest["id"])
        assert filed is not None
        owner = Owner.of(filed)
    assert [a.original_name for a in list_attachments(context.db, owner)] == ["m8.png"]
    code, _, err = cli(
        "maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-11", "--gallons", "990",
        "--manifest-no", "M-9", "--hauler-phone", "call me",
    )  # fmt: skip
    assert code == 1
    assert "--hauler: Enter the hauler" in err
    assert "--hauler-phone: 'call me' is not a phone number" in err


def test_refusals_name_the_option(cli: Cli, tmp_path: Path) -> None:
    reading = ("--service", "Measurement", "--fog-depth", "40", "--solids-depth", "20")
    code, _, err = cli(
        "maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10", *reading
    )
    assert code == 1
    assert "--solids-depth: FOG and solids together (60.00 in) are deeper" in err
    fake = tmp_path / "invoice.pdf"
    fake.write_bytes(b"MZ" + b"\x00" * 64)
    code, _, err = cli("attach", "--entry", "1", str(fake))
    assert (code, "There is no log entry 1" in err) == (1, True)
    cli("maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10", "--gallons", "900")
    code, _, err = cli("attach", "--entry", "1", str(fake))
    assert code == 1
    assert "is a program or an archive" in err


def test_a_possible_partial_pump_out_is_settled_from_the_command_line(cli: Cli) -> None:
    """R2: `maintenance check` confirms a pump-out full, or records it partial, with why."""
    cli("maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10", "--gallons", "700")
    (entry,) = json.loads(cli("maintenance", "list", "--json")[1])
    assert entry["flags"] == ["Possible partial pump-out", "Manifest missing"]
    code, _, err = cli("maintenance", "check", str(entry["id"]), "--as", "Confirmed full",
                       "--why", "")  # fmt: skip
    assert (code, err.splitlines()[0]) == (
        1, "fog-desktop: --why: Say why, e.g. what the hauler's manifest shows of the tank emptied."
    )  # fmt: skip
    code, out, _ = cli("maintenance", "check", str(entry["id"]), "--as", "Confirmed full",
                       "--why", "The manifest shows the tank emptied")  # fmt: skip
    assert (code, out.strip()) == (
        0, f"Entry {entry['id']} is settled as confirmed full: it meets its pump-out (R2)."
    )  # fmt: skip
    (entry,) = json.loads(cli("maintenance", "list", "--json")[1])
    assert (entry["flags"], entry["partial_check"]) == (["Manifest missing"], "Confirmed full")


def test_a_sewer_main_cleaning_is_logged_and_offered_by_the_help(
    cli: Cli, capsys: pytest.CaptureFixture[str]
) -> None:
    """R8b: "Sewer main cleaning" is a service of its own, with its contractor named."""
    with pytest.raises(SystemExit):
        build_parser().parse_args(["maintenance", "add", "--help"])
    assert "Sewer main cleaning" in " ".join(capsys.readouterr().out.split())
    code, _, err = cli("maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10",
                       "--service", "Sewer main cleaning")  # fmt: skip
    assert code == 1
    assert "--performed-by: Enter the contractor who cleaned the sewer main (R8b)." in err
    code, out, err = cli("maintenance", "add", "--device-id", "GI-1", "--date", "2026-11-10",
                         "--service", "Sewer main cleaning",
                         "--performed-by", "Rooter Bros")  # fmt: skip
    assert code == 0, err
    assert "Logged entry 1: Sewer main cleaning of GI-1 on 2026-11-10." in out
    (entry,) = json.loads(cli("maintenance", "list", "--json")[1])
    assert (entry["service"], entry["performed_by"]) == ("Sewer main cleaning", "Rooter Bros")
