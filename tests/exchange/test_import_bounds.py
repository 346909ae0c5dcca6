"""A workbook whose sheets lie about their cells is refused before anything reads them
(issue 33 §3; records-workbook.md, Import): a shared text that does not exist, a cell
far past what a records workbook holds or outside the span its sheet declares, a sheet
of a million rows; and memory stays low however large the file claims to be."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

from tests.exchange.test_import_hardening import Import, cli_import, excel_style, rewrite

__all__ = ["cli_import"]  # the fixture, shared with the file it comes from

SHEET = "xl/worksheets/sheet1.xml"
PEOPLE = ["Employee ID", "Hire date", "E-1", "2026-01-05"]
REFUSED = "fog-desktop: The sheet Employees can't be imported: {why}. Nothing was imported."
MIB = 1024 * 1024


@pytest.mark.parametrize("number", ["99", "4", "-1", "abc"])
def test_a_shared_text_the_workbook_does_not_have_is_refused_at_its_cell(
    cli_import: Import, tmp_path: Path, number: str
) -> None:
    """Past the end gave an IndexError; -1 or abc stored another cell's text."""
    path = excel_style(tmp_path / "records.xlsx", PEOPLE)
    rewrite(path, SHEET, b'<c r="B2" t="s"><v>3</v>', f'<c r="B2" t="s"><v>{number}</v>'.encode())
    why = f"its cell B2 points to shared text {number!r}, which the workbook does not have"
    assert cli_import(path) == (1, [REFUSED.format(why=why)])


def test_a_cell_past_the_columns_a_sheet_holds_is_refused(
    cli_import: Import, tmp_path: Path
) -> None:
    path = excel_style(tmp_path / "records.xlsx", PEOPLE)
    rewrite(path, SHEET, b'<c r="B2"', b'<c r="ZZZZ2"')
    why = (
        "it has a cell at 'ZZZZ2', past the 100,000 rows of records and 100 columns a "
        "records workbook's sheet may hold"
    )
    assert cli_import(path) == (1, [REFUSED.format(why=why)])


def test_a_cell_outside_the_span_the_sheet_declares_is_refused(
    cli_import: Import, tmp_path: Path
) -> None:
    path = excel_style(tmp_path / "records.xlsx", PEOPLE)
    rewrite(path, SHEET, b"<sheetData>", b'<dimension ref="A1:B1"/><sheetData>')
    why = "it has a cell at A2, outside the span the sheet declares"
    assert cli_import(path) == (1, [REFUSED.format(why=why)])


def million_rows(path: Path) -> Path:
    """The workbook of two employees' sheet, then a million rows of one empty text."""
    excel_style(path, PEOPLE)
    with zipfile.ZipFile(path) as source:
        parts = {i.filename: source.read(i) for i in source.infolist()}
    rows = b"".join(
        b'<row r="%d"><c r="A%d" t="inlineStr"><is><t></t></is></c></row>' % (r, r)
        for r in range(3, 1_000_003)
    )
    parts[SHEET] = parts[SHEET].replace(b"</sheetData>", rows + b"</sheetData>")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for name, data in parts.items():
            target.writestr(name, data)
    return path


def test_a_million_rows_are_refused_with_memory_low(tmp_path: Path) -> None:
    """640 MiB were taken before. The import runs in a process of its own, whose peak
    resident memory its parent reads when it ends."""
    path = million_rows(tmp_path / "records.xlsx")
    data = tmp_path / "data"
    measure = textwrap.dedent(
        f"""
        import resource, subprocess, sys
        done = subprocess.run(
            [sys.executable, "-m", "fog_desktop", "--data-dir", {str(data)!r}, "import",
             {str(path)!r}, "--establishment", "Uno"],
            capture_output=True, text=True,
        )
        print(done.returncode)
        print(done.stderr.strip())
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", measure], check=True, capture_output=True, text=True
    )
    code, said, peak_kib = done.stdout.strip().splitlines()
    why = (
        "it holds more than 100,000 rows of records, more than a records workbook's sheet "
        "may hold (ten years of a busy kitchen are about 51,000)"
    )
    assert (code, said) == ("1", REFUSED.format(why=why))
    assert int(peak_kib) * 1024 < 300 * MIB
