"""Checking a workbook file before openpyxl reads it (records-workbook.md, Import).

An .xlsx is a zip of XML parts. A file that is not one (empty, a CSV renamed, cut short)
is named as such; a zip bomb (parts that unpack to far more than a records workbook can
hold) is refused from the sizes the archive declares, before a byte is unpacked. A part
that unpacks to more than it declared is stopped by zipfile at the declared size and
fails its CRC check, which :func:`reading_failure` reports as damage.

XML forbids some characters outright (NUL and most other control characters), and
openpyxl stops at the first one; :func:`locate_illegal_character` finds the cell.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from fog_desktop.errors import FogError
from fog_desktop.i18n import translate

MB = 1024 * 1024
#: A records workbook of 20,000 log rows unpacks to about 12 MB.
MAX_UNPACKED = 200 * MB
MAX_PARTS = 1000
#: XML packs about 15 times; only a bomb packs a large part 100 times over.
MAX_RATIO = 100
RATIO_FROM = 5 * MB
ZIP_START = b"PK\x03\x04"
OLD_EXCEL_START = b"\xd0\xcf\x11\xe0"

MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
RELATIONSHIP_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
CHARACTER_REFERENCE = re.compile(rb"&#(?:x([0-9a-fA-F]{1,8})|([0-9]{1,10}));")
CONTROL_BYTE = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]|\xef\xbf[\xbe\xbf]")
CELL_REFERENCE = re.compile(rb'\sr="([A-Z]{1,3})([0-9]{1,7})"')


class WorkbookRefused(FogError):
    """The file can't be imported as a workbook; nothing was read into the records."""


def check(path: Path) -> None:
    """Refuse a file that is not a readable .xlsx, or that would unpack too far."""
    try:
        with path.open("rb") as handle:
            start = handle.read(4)
        with zipfile.ZipFile(path) as archive:
            parts = archive.infolist()
    except zipfile.BadZipFile:
        raise WorkbookRefused(_not_a_workbook(path, start)) from None
    except OSError as exc:
        raise WorkbookRefused(
            translate("WorkbookFile", "The file {path} can't be read: {error}.").format(
                path=path, error=exc.strerror or exc
            )
        ) from None
    if len(parts) > MAX_PARTS:
        raise WorkbookRefused(
            translate(
                "WorkbookFile",
                "The file {path} holds {count} parts, more than a workbook has; "
                "it was not read, as it may be a zip bomb.",
            ).format(path=path, count=len(parts))
        )
    unpacked = sum(p.file_size for p in parts)
    if unpacked > MAX_UNPACKED:
        raise WorkbookRefused(
            translate(
                "WorkbookFile",
                "The file {path} would unpack to {size} MB, more than the "
                "{most} MB a records workbook may take; it was not read.",
            ).format(path=path, size=unpacked // MB, most=MAX_UNPACKED // MB)
        )
    for part in parts:
        if part.file_size > RATIO_FROM and part.file_size > MAX_RATIO * part.compress_size:
            raise WorkbookRefused(
                translate(
                    "WorkbookFile",
                    "The file {path} has a part ({part}) packed more than "
                    "{ratio} times over, as only a zip bomb is; it was not read.",
                ).format(path=path, part=part.filename, ratio=MAX_RATIO)
            )


def _not_a_workbook(path: Path, start: bytes) -> str:
    if not start:
        text = translate("WorkbookFile", "The file {path} is empty; it is not a workbook.")
    elif start == ZIP_START:
        text = translate(
            "WorkbookFile",
            "The file {path} is damaged or incomplete (cut short while it was copied?); "
            "save it again from Excel.",
        )
    elif start == OLD_EXCEL_START:
        text = translate(
            "WorkbookFile",
            "The file {path} is an old Excel 97-2003 workbook (.xls); save it as .xlsx.",
        )
    else:
        text = translate(
            "WorkbookFile",
            "The file {path} is not an Excel workbook (.xlsx); a CSV or text file must be "
            "opened in Excel and saved as an Excel workbook first.",
        )
    return text.format(path=path)


def reading_failure(path: Path) -> WorkbookRefused:
    """The workbook's parts failed their checks (CRC, sizes, inflating) while read."""
    return WorkbookRefused(
        translate(
            "WorkbookFile",
            "The file {path} is damaged: a part of it does not unpack to what it declares; "
            "save it again from Excel.",
        ).format(path=path)
    )


@dataclass(frozen=True)
class Place:
    """Where a forbidden character is: a sheet, and the cell when it can be named."""

    sheet: str
    column: str = ""
    row: int = 0


def locate_illegal_character(path: Path) -> Place | None:
    """The first cell holding a character XML forbids, or None when there is none.

    Excel keeps text in a shared table that cells refer to by number: a character there
    is traced to the first cell that uses its entry.
    """
    with zipfile.ZipFile(path) as archive:
        sheets = sheet_parts(archive)
        names = set(archive.namelist())
        for name, part in sheets.items():
            data = archive.read(part) if part in names else b""
            offset = _first_illegal(data)
            if offset is not None:
                return _cell_at(name, data, offset)
        shared = archive.read("xl/sharedStrings.xml") if "xl/sharedStrings.xml" in names else b""
        offset = _first_illegal(shared)
        if offset is None:
            return None
        index = len(re.findall(rb"<(?:\w+:)?si[\s>]", shared[:offset])) - 1
        uses = re.compile(rb'<(?:\w+:)?c\s[^>]*t="s"[^>]*>\s*<(?:\w+:)?v>%d<' % index)
        for name, part in sheets.items():
            data = archive.read(part) if part in names else b""
            found = uses.search(data)
            if found is not None:
                return _cell_at(name, data, found.end())
        return Place(next(iter(sheets), ""))


def sheet_parts(archive: zipfile.ZipFile) -> dict[str, str]:
    """Each sheet's name and the part that holds it, in the workbook's order."""
    book = ElementTree.fromstring(archive.read("xl/workbook.xml"))
    links = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    targets = {link.get("Id"): link.get("Target", "") for link in links}
    parts = {}
    for sheet in book.iter(f"{MAIN}sheet"):
        target = targets.get(sheet.get(RELATIONSHIP_ID), "")
        parts[sheet.get("name", "")] = (
            target.lstrip("/") if target.startswith("/") else f"xl/{target}"
        )
    return parts


def _first_illegal(data: bytes) -> int | None:
    """The offset of the first character XML 1.0 does not allow, raw or referenced."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    found = [m.start() for m in (CONTROL_BYTE.search(data),) if m is not None]
    for reference in CHARACTER_REFERENCE.finditer(data):
        hexadecimal, decimal = reference.groups()
        code = int(hexadecimal, 16) if hexadecimal else int(decimal)
        if not _allowed(code):
            found.append(reference.start())
            break
    return min(found, default=None)


def _allowed(code: int) -> bool:
    return (
        code in (0x9, 0xA, 0xD)
        or 0x20 <= code <= 0xD7FF
        or 0xE000 <= code <= 0xFFFD
        or 0x10000 <= code <= 0x10FFFF
    )


def _cell_at(sheet: str, data: bytes, offset: int) -> Place:
    start = max(data.rfind(b"<c ", 0, offset), data.rfind(b":c ", 0, offset))
    found = CELL_REFERENCE.search(data, start, data.find(b">", start)) if start >= 0 else None
    if found is None:
        return Place(sheet)
    return Place(sheet, found[1].decode(), int(found[2]))
