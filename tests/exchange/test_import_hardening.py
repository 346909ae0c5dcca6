"""Importing a file that is not a clean records workbook: one sentence naming the file or
the sheet, row and column; exit 1; nothing stored (records-workbook.md, issue 11 §4-5)."""

from __future__ import annotations

import struct
import tracemalloc
import zipfile
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from openpyxl import Workbook, load_workbook
from pytestqt.qtbot import QtBot
from sqlalchemy import func, select

from fog_desktop.__main__ import main
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.exchange.import_rows import FORMULA
from fog_desktop.exchange.importer import ImportRefused, import_workbook
from models import AuditEntry, Establishment
from ui.export.import_dialog import ImportDialog

Import = Callable[[Path], tuple[int, list[str]]]
TODAY = date(2026, 12, 2)
MB = 1024 * 1024
FORBIDDEN = (
    "the cell holds a character a workbook may not contain (NUL or another control "
    "character); delete it and type the text again"
)
SPREADSHEET = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PACKAGE = "http://schemas.openxmlformats.org/package/2006/relationships"


def stored(context: AppContext) -> tuple[int, int]:
    """What the database holds (audit entries and establishments), after verifying it."""
    with context.db.read() as session:
        assert verify(session).ok
        entries = session.scalar(select(func.count()).select_from(AuditEntry)) or 0
        places = session.scalar(select(func.count()).select_from(Establishment)) or 0
    return entries, places


@pytest.fixture
def cli_import(context: AppContext, db_url: str, capsys: pytest.CaptureFixture[str]) -> Import:
    """``fog-desktop import FILE --establishment Casa``: its exit code and stderr lines,
    after checking that nothing was stored and no partial file was left."""

    def run(path: Path) -> tuple[int, list[str]]:
        before = stored(context)
        argv = ["--data-dir", str(context.paths.data_dir), "--db", db_url, "import", str(path)]
        code = main([*argv, "--establishment", "Casa"])
        _out, err = capsys.readouterr()
        assert stored(context) == before
        assert [p.name for p in path.parent.iterdir() if "partial" in p.name] == []
        return code, err.splitlines()

    return run


def people(path: Path, name: Any = "Ana Ruiz", hire_date: Any = "2026-01-05") -> Path:
    """A workbook of one employee, as openpyxl writes it (text inside each cell)."""
    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = "Employees"
    ws.append(["Employee ID", "Name", "Role", "Hire date"])
    ws.append(["E-1", name, "Cook", hire_date])
    wb.save(path)
    return path


def rewrite(path: Path, part: str, old: bytes, new: bytes) -> Path:
    """Edit one part of the zip by hand, as a tool or an attacker would."""
    with zipfile.ZipFile(path) as source:
        parts = [(i, source.read(i)) for i in source.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for info, data in parts:
            target.writestr(info, data.replace(old, new) if info.filename == part else data)
    return path


def excel_style(path: Path, strings: list[str]) -> Path:
    """A one-sheet workbook that keeps its text in a shared table, as Excel does; the
    strings are XML as written (a character reference stays one)."""
    cells = "".join(
        f'<row r="{r}"><c r="A{r}" t="s"><v>{2 * r - 2}</v></c>'
        f'<c r="B{r}" t="s"><v>{2 * r - 1}</v></c></row>'
        for r in range(1, len(strings) // 2 + 1)
    )
    xml = '<?xml version="1.0" encoding="UTF-8"?>'
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(
            "[Content_Types].xml",
            f'{xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
            'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-'
            'officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/sharedStrings.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
        )
        z.writestr(
            "_rels/.rels",
            f'{xml}<Relationships xmlns="{PACKAGE}"><Relationship Id="rId1" '
            f'Type="{RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        )
        z.writestr(
            "xl/workbook.xml",
            f'{xml}<workbook xmlns="{SPREADSHEET}" xmlns:r="{RELATIONSHIPS}"><sheets>'
            '<sheet name="Employees" sheetId="1" r:id="rId1"/></sheets></workbook>',
        )
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            f'{xml}<Relationships xmlns="{PACKAGE}">'
            f'<Relationship Id="rId1" Type="{RELATIONSHIPS}/worksheet" '
            'Target="worksheets/sheet1.xml"/>'
            f'<Relationship Id="rId2" Type="{RELATIONSHIPS}/sharedStrings" '
            'Target="sharedStrings.xml"/></Relationships>',
        )
        z.writestr(
            "xl/worksheets/sheet1.xml",
            f'{xml}<worksheet xmlns="{SPREADSHEET}"><sheetData>{cells}</sheetData></worksheet>',
        )
        z.writestr(
            "xl/sharedStrings.xml",
            f'{xml}<sst xmlns="{SPREADSHEET}">'
            + "".join(f"<si><t>{s}</t></si>" for s in strings)
            + "</sst>",
        )
    return path


@pytest.mark.parametrize(
    ("content", "sentence"),
    [
        (b"", "is empty; it is not a workbook."),
        (
            b"Device ID,Type\nGI-1,Grease trap\n",
            "is not an Excel workbook (.xlsx); a CSV or text file must be opened in Excel "
            "and saved as an Excel workbook first.",
        ),
        (
            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504),
            "is an old Excel 97-2003 workbook (.xls); save it as .xlsx.",
        ),
    ],
    ids=["empty", "csv", "xls"],
)
def test_a_file_that_is_not_a_workbook_is_named_in_one_sentence(
    cli_import: Import, tmp_path: Path, content: bytes, sentence: str
) -> None:
    path = tmp_path / "records.xlsx"
    path.write_bytes(content)
    assert cli_import(path) == (1, [f"fog-desktop: The file {path} {sentence}"])


def test_a_workbook_cut_short_is_named_damaged(cli_import: Import, tmp_path: Path) -> None:
    whole = people(tmp_path / "whole.xlsx").read_bytes()
    path = tmp_path / "records.xlsx"
    path.write_bytes(whole[: len(whole) // 2])
    assert cli_import(path) == (
        1,
        [
            f"fog-desktop: The file {path} is damaged or incomplete (cut short while it was "
            "copied?); save it again from Excel."
        ],
    )


def test_a_zip_archive_that_is_not_a_workbook(cli_import: Import, tmp_path: Path) -> None:
    path = tmp_path / "records.xlsx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("notes.txt", "not a workbook")
    assert cli_import(path) == (
        1,
        [f"fog-desktop: The file {path} is a zip archive, not an Excel workbook (.xlsx)."],
    )


def _bomb(path: Path, parts: int, each: int) -> Path:
    """``parts`` parts of ``each`` zero bytes, packed as tightly as zlib can."""
    people(path)
    chunk = bytes(MB)
    with zipfile.ZipFile(path, "a", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        for n in range(parts):
            with archive.open(f"xl/media/zeros{n}.bin", "w") as part:
                for _ in range(each // MB):
                    part.write(chunk)
    return path


def test_a_zip_bomb_is_refused_from_its_declared_sizes(cli_import: Import, tmp_path: Path) -> None:
    packed = _bomb(tmp_path / "packed.xlsx", parts=1, each=8 * MB)
    assert packed.stat().st_size < 100_000
    assert cli_import(packed) == (
        1,
        [
            f"fog-desktop: The file {packed} has a part (xl/media/zeros0.bin) packed more "
            "than 100 times over, as only a zip bomb is; it was not read."
        ],
    )
    wide = _bomb(tmp_path / "wide.xlsx", parts=51, each=4 * MB)
    assert cli_import(wide) == (
        1,
        [
            f"fog-desktop: The file {wide} would unpack to 204 MB, more than the 200 MB a "
            "records workbook may take; it was not read."
        ],
    )


def test_a_zip_with_too_many_parts_is_refused(cli_import: Import, tmp_path: Path) -> None:
    path = people(tmp_path / "many.xlsx")
    with zipfile.ZipFile(path, "a") as archive:
        for n in range(1000):
            archive.writestr(f"xl/media/{n}.txt", "")
    assert cli_import(path) == (
        1,
        [
            f"fog-desktop: The file {path} holds 1009 parts, more than a workbook has; it "
            "was not read, as it may be a zip bomb."
        ],
    )


def _declare(path: Path, part: str, size: int) -> None:
    """Write ``size`` as the part's unpacked size in both of the zip's headers."""
    with zipfile.ZipFile(path) as archive:
        info = archive.getinfo(part)
    data = bytearray(path.read_bytes())
    # The local header: the unpacked size is at byte 22; the central directory's
    # record: at byte 24, found by the name that follows its 46 bytes.
    struct.pack_into("<I", data, info.header_offset + 22, size)
    name = part.encode()
    central = data.find(b"PK\x01\x02")
    while data[central + 46 : central + 46 + len(name)] != name:
        central = data.find(b"PK\x01\x02", central + 4)
    struct.pack_into("<I", data, central + 24, size)
    path.write_bytes(bytes(data))


def test_a_bomb_that_lies_about_its_size_stops_at_the_size_it_declares(
    cli_import: Import, context: AppContext, tmp_path: Path
) -> None:
    """A sheet that unpacks to 300 MB but declares 4 KB is read no further than 4 KB:
    zipfile stops there and the CRC check fails, so memory never follows the bomb."""
    path = people(tmp_path / "liar.xlsx")
    sheet = "xl/worksheets/sheet1.xml"
    with zipfile.ZipFile(path) as archive:
        xml = archive.read(sheet)
    head, tail = xml.split(b"<sheetData>")
    rewritten = tmp_path / "rewritten.xlsx"
    # Packed as a bomb is, into about a megabyte, rather than 300 MB to write and read back.
    packed = zipfile.ZipFile(rewritten, "w", zipfile.ZIP_DEFLATED, compresslevel=1)
    with zipfile.ZipFile(path) as source, packed as target:
        for info in source.infolist():
            if info.filename != sheet:
                target.writestr(info, source.read(info))
        with target.open(sheet, "w") as part:
            part.write(head + b"<sheetData>")
            for _ in range(300):
                part.write(b" " * MB)
            part.write(tail)
    _declare(rewritten, sheet, 4096)
    rewritten.replace(path)
    with zipfile.ZipFile(path) as archive:
        assert archive.getinfo(sheet).file_size == 4096
    tracemalloc.start()
    try:
        code, lines = cli_import(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert (code, lines) == (
        1,
        [
            f"fog-desktop: The file {path} is damaged: a part of it does not unpack to what "
            "it declares; save it again from Excel."
        ],
    )
    assert peak < 64 * MB


@pytest.mark.parametrize(
    ("name", "meant"),
    [("Maintainance", "Maintenance"), ("devices", "Devices"), ("Employes", "Employees")],
)
def test_a_misspelt_sheet_is_refused_not_skipped(
    cli_import: Import, tmp_path: Path, name: str, meant: str
) -> None:
    path = people(tmp_path / "records.xlsx")
    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = name
    ws.append(["Date", "Device ID", "Service"])
    ws.append(["2026-11-02", "GI-1", "Pump-out"])
    wb.save(path)
    assert cli_import(path) == (
        1,
        [
            f"fog-desktop: The workbook has a sheet {name!r} that FOG Desktop does not know; "
            f"did you mean {meant!r}?"
        ],
    )


def test_a_sheet_that_is_not_ours_is_still_skipped(
    context: AppContext, db_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = people(tmp_path / "records.xlsx")
    wb = load_workbook(path)
    wb.create_sheet("Notes").append(["kept on paper since 2019"])
    wb.save(path)
    argv = ["--data-dir", str(context.paths.data_dir), "--db", db_url, "import", str(path)]
    assert main([*argv, "--establishment", "Casa"]) == 0
    out = capsys.readouterr().out
    assert "Skipped the sheet 'Notes': it is not one of the records workbook's sheets." in out
    assert "Added to Casa: 1 Employees." in out


def _formulas(path: Path) -> Path:
    wb = Workbook()
    devices = wb.active
    assert devices is not None
    devices.title = "Devices"
    devices.append(["Device ID", "Type", "Capacity (gal)", "Design depth (in)"])
    devices.append(["GI-1", "Grease interceptor", 1000, 48])
    log = wb.create_sheet("Maintenance")
    log.append(["Date", "Device ID", "Service", "Gallons removed", "Notes"])
    log.append(["2026-11-02", "GI-1", "Pump-out", "=1+1", "=typed as text"])
    log["E2"].data_type = "s"  # text that starts with "=", as the export writes it
    people_sheet = wb.create_sheet("Employees")
    people_sheet.append(["Employee ID", "Name", "Hire date"])
    people_sheet.append(["E-1", "Ana Ruiz", "=TODAY()"])
    wb.save(path)
    return path


def test_a_formula_in_an_imported_cell_is_refused_by_sheet_row_and_column(
    cli_import: Import, tmp_path: Path
) -> None:
    path = _formulas(tmp_path / "records.xlsx")
    assert cli_import(path) == (
        1,
        [
            f"fog-desktop: Employees, row 2, column Hire date: {FORMULA}",
            f"fog-desktop: Maintenance, row 2, column Gallons removed: {FORMULA}",
            "fog-desktop: 2 problem(s); nothing was imported.",
        ],
    )
    assert FORMULA == "cell holds a formula; type the value"


def test_text_that_starts_with_an_equals_sign_is_imported_as_text(
    context: AppContext, tmp_path: Path
) -> None:
    path = _formulas(tmp_path / "records.xlsx")
    wb = load_workbook(path)
    wb["Maintenance"]["D2"] = 900
    wb["Employees"]["C2"] = "2026-01-05"
    wb["Maintenance"]["E2"].data_type = "s"
    wb.save(path)
    report = import_workbook(context.db, path, "Casa", "Importer", today=TODAY)
    assert report.added == {"Devices": 1, "Employees": 1, "Maintenance": 1}


@pytest.mark.parametrize(
    "forbidden", [b"&#0;", b"&#x1B;", b"\x01", b"\xff"], ids=["nul", "escape", "raw", "not-utf8"]
)
def test_a_forbidden_character_in_a_cell_is_named_by_its_cell(
    cli_import: Import, tmp_path: Path, forbidden: bytes
) -> None:
    path = people(tmp_path / "records.xlsx", name="MARK")
    rewrite(path, "xl/worksheets/sheet1.xml", b"MARK", b"Ana" + forbidden + b"Ruiz")
    assert cli_import(path) == (
        1,
        [
            f"fog-desktop: Employees, row 2, column B: {FORBIDDEN}",
            "fog-desktop: 1 problem(s); nothing was imported.",
        ],
    )


def test_a_forbidden_character_in_excels_shared_text_is_traced_to_its_cell(
    cli_import: Import, tmp_path: Path
) -> None:
    strings = ["Employee ID", "Hire date", "E-1", "2026-01-05", "E-2", "Ana&#0;"]
    path = excel_style(tmp_path / "records.xlsx", strings)
    assert cli_import(path) == (
        1,
        [
            f"fog-desktop: Employees, row 3, column B: {FORBIDDEN}",
            "fog-desktop: 1 problem(s); nothing was imported.",
        ],
    )


def test_the_import_dialog_shows_the_same_sentence(
    qtbot: QtBot, sqlite_context: AppContext, tmp_path: Path
) -> None:
    path = tmp_path / "records.xlsx"
    path.write_text("Device ID,Type\nGI-1,Grease trap\n")
    dialog = ImportDialog(sqlite_context, lambda: None)
    qtbot.addWidget(dialog)
    dialog.path.setText(str(path))
    dialog.establishment.setEditText("Casa")
    dialog.check_button.click()
    qtbot.waitUntil(lambda: dialog.check_button.isEnabled() and dialog.job is None)
    assert dialog.outcome.text() == (
        f"The workbook can't be imported: The file {path} is not an Excel workbook (.xlsx); "
        "a CSV or text file must be opened in Excel and saved as an Excel workbook first."
    )
    _formulas(path)
    dialog.check_button.click()
    qtbot.waitUntil(lambda: not dialog.problems.isHidden())
    shown = [dialog.problems.item(i).text() for i in range(dialog.problems.count())]
    assert shown == [
        f"Employees, row 2, column Hire date: {FORMULA}",
        f"Maintenance, row 2, column Gallons removed: {FORMULA}",
    ]
    assert stored(sqlite_context) == (0, 0)
    with pytest.raises(ImportRefused):
        import_workbook(sqlite_context.db, path, "Casa", "Importer", today=TODAY)
