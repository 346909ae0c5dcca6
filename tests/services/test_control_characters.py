"""Control characters (issue 33 §2): refused where a text is typed or imported, a vertical
tab (Word's line break, which Excel writes `_x000B_`) imported as a line break, and a
text stored before they were refused never stops a packet."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook
from openpyxl.utils.escape import unescape

from fog_desktop import parse
from tests.conftest import Cli
from tests.pdf_text import pdf_text


def employees(path: Path, role: str) -> Path:
    """A workbook of one employee whose role is ``role``, as Excel writes a vertical tab
    or another control character inside a cell's text."""
    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = "Employees"
    ws.append(["Employee ID", "Name", "Role", "Hire date"])
    ws.append(["E-1", "Ana Ruiz", role, "2026-01-05"])
    wb.save(path)
    return path


def test_a_vertical_tab_is_imported_as_a_line_break(uno_cli: Cli, tmp_path: Path) -> None:
    code, _, err = uno_cli(
        "import",
        str(employees(tmp_path / "in.xlsx", "Cook_x000B_and prep")),
        "--establishment",
        "Uno",
    )
    assert (code, err) == (0, "")
    (employee,) = json.loads(uno_cli("employee", "list", "--json")[1])
    assert employee["role"] == "Cook\nand prep"


def test_another_control_character_is_refused_at_its_row_and_column(
    uno_cli: Cli, tmp_path: Path
) -> None:
    code, _, err = uno_cli(
        "import", str(employees(tmp_path / "in.xlsx", "Cook_x001B_[31m")), "--establishment", "Uno"
    )
    assert code == 1
    assert "row 2" in err and "Role" in err
    assert "The text holds a control character (U+001B); retype it." in err
    assert json.loads(uno_cli("employee", "list", "--json")[1]) == []


@pytest.mark.slow("exports the workbook, the zip and the PDF and reads each back")
def test_a_text_stored_before_is_exported_legibly_in_every_format(
    uno_cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An entry an older version stored with a vertical tab, an ESC and a bell, and a
    device's location with an ESC: the workbook, the zip and the PDF are written; they
    show a line break and the others' code points, and the entry is kept as stored."""
    with monkeypatch.context() as older_version:
        older_version.setattr(parse, "CONTROL", re.compile("(?!)"))  # matches nothing
        notes = "line one\x0bline two \x1b[31m\x07"
        added = uno_cli(
            "maintenance", "add", "--date", "2026-11-10", "--device-id", "GI-1",
            "--service", "Measurement", "--fog-depth", "5", "--solids-depth", "3",
            "--notes", notes,
        )  # fmt: skip
        assert added[0] == 0, added
        # The device's page prints its location.
        added = uno_cli("device", "amend", "GI-1", "--location", "Back\x1b kitchen")
        assert added[0] == 0, added
    for suffix in ("xlsx", "zip", "pdf"):
        out = tmp_path / f"packet.{suffix}"
        code, _, err = uno_cli("export", "--out", str(out), "--as-of", "2026-12-02")
        assert (code, err) == (0, ""), suffix
    sheet = load_workbook(tmp_path / "packet.xlsx", read_only=True)["Maintenance"]
    [header, row] = [list(r) for r in sheet.iter_rows(values_only=True)][:2]
    assert row[header.index("Notes")] == "line one\nline two [U+001B][31m[U+0007]"
    with zipfile.ZipFile(tmp_path / "packet.zip") as archive:
        assert archive.testzip() is None
    text = pdf_text(tmp_path / "packet.pdf")
    assert "Location: Back[U+001B] kitchen" in text
    (entry,) = json.loads(uno_cli("maintenance", "list", "--json")[1])
    assert entry["notes"] == notes


def test_a_carriage_return_and_a_text_like_an_escape_come_back_as_typed(
    uno_cli: Cli, tmp_path: Path
) -> None:
    """Issue 33: a line break typed on Windows keeps its carriage return in the workbook,
    which XML alone would drop, and "_x0041_" stays that text, not the "A" it escapes;
    the import of the workbook stores them as they were."""
    notes = "Checked\r\nbaffle _x0041_ and\rlid"
    added = uno_cli(
        "maintenance", "add", "--date", "2026-11-10", "--device-id", "GI-1",
        "--service", "Cleaning", "--notes", notes,
    )  # fmt: skip
    assert added[0] == 0, added
    out = tmp_path / "packet.xlsx"
    assert uno_cli("export", "--out", str(out), "--as-of", "2026-12-02")[0] == 0
    sheet = load_workbook(out, read_only=True)["Maintenance"]
    [header, row] = [list(r) for r in sheet.iter_rows(values_only=True)][:2]
    # As a spreadsheet reads the cell (LibreOffice and Excel do; openpyxl's reader does
    # not undo the _xHHHH_ escapes of a text written in its row).
    assert unescape(row[header.index("Notes")]) == notes
    code, _, err = uno_cli("import", str(out), "--establishment", "Dos")
    assert (code, err) == (0, "")
    listed = json.loads(uno_cli("maintenance", "list", "--json", "--establishment", "Dos")[1])
    assert [e["notes"] for e in listed] == [notes]
