"""The cells of a workbook to import, read by python-calamine when it can tell all that
openpyxl would, by openpyxl otherwise (issue 16 §3; records-workbook.md, Import).

python-calamine reads a sheet a dozen times faster than openpyxl's reader, but it gives
neither a cell's formula nor an error for a character a workbook may not hold; it gives
a cached result and the character. So a workbook whose sheets hold a formula or such a
character is read by openpyxl, whose refusals name them; every other workbook by
calamine, its values made the ones openpyxl gives (whole numbers as int, a date as a
datetime, an empty cell as None), so that a row reads and is refused the same either way.
"""

from __future__ import annotations

import codecs
import re
import zipfile
from collections.abc import Collection, Iterator, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any, BinaryIO, Protocol
from xml.etree import ElementTree

import python_calamine
from openpyxl import load_workbook

from fog_desktop.exchange.archive import WorkbookRefused
from fog_desktop.i18n import translate

#: A formula's cell in a sheet's XML (``<f>``, ``<f t="shared" …/>``, with or without a
#: namespace prefix), and a character XML 1.0 does not allow, which openpyxl refuses.
_FORMULA = re.compile(r"<(?:\w+:)?f[\s>/]")
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
#: A character written as a reference, whose number says whether it is forbidden.
_REFERENCE = re.compile(r"&#(x[0-9a-fA-F]+|[0-9]+);")
_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
#: Bytes of a part read at a time while looking for either.
CHUNK = 1 << 20


class Formula(str):
    """A cell's formula as openpyxl gives it ("=TODAY()"): its text, marked as not a
    value typed in."""

    __slots__ = ()


class Book(Protocol):
    """A workbook's sheet names and each sheet's rows of cell values, from row 1."""

    @property
    def sheetnames(self) -> list[str]: ...

    def rows(self, name: str) -> Iterator[Sequence[Any]]: ...

    def size(self, name: str) -> int:
        """How many rows :meth:`rows` gives, or about as many (a sheet that misstates
        its size is read all the same)."""

    def close(self) -> None: ...


class _CalamineBook:
    def __init__(self, names: list[str], sheets: dict[str, list[list[Any]]]) -> None:
        self._names = names
        self._sheets = sheets

    @property
    def sheetnames(self) -> list[str]:
        return self._names

    def rows(self, name: str) -> Iterator[Sequence[Any]]:
        return iter(self._sheets[name])

    def size(self, name: str) -> int:
        return len(self._sheets[name])

    def close(self) -> None:
        self._sheets = {}


class _OpenpyxlBook:
    def __init__(self, wb: Any, handle: BinaryIO) -> None:
        self._wb = wb
        self._handle = handle

    @property
    def sheetnames(self) -> list[str]:
        names: list[str] = self._wb.sheetnames
        return names

    def rows(self, name: str) -> Iterator[Sequence[Any]]:
        for cells in self._wb[name].iter_rows():
            yield [Formula(c.value) if c.data_type == "f" else c.value for c in cells]

    def size(self, name: str) -> int:
        return int(self._wb[name].max_row or 0)

    def close(self) -> None:
        self._wb.close()
        self._handle.close()


def open_book(path: Path, wanted: Collection[str]) -> Book:
    """The workbook at ``path``, whose sheets named in ``wanted`` are read, whole by
    calamine or row by row by openpyxl. Raises WorkbookRefused for a file that is not a
    workbook; openpyxl's reading errors (a damaged archive, a forbidden character) come
    from :meth:`Book.rows`."""
    return _by_calamine(path, wanted) or _by_openpyxl(path)


def _by_calamine(path: Path, wanted: Collection[str]) -> Book | None:
    """The wanted sheets' values, or None when openpyxl must read the workbook: a formula
    or a forbidden character in it, or anything calamine can't read (openpyxl then says
    why)."""
    try:
        if not _plain_cells(path, wanted):
            return None
        with path.open("rb") as handle:
            wb = python_calamine.CalamineWorkbook.from_filelike(handle)
        try:
            names = wb.sheet_names
            return _CalamineBook(
                names,
                {
                    name: [
                        [_as_openpyxl(v) for v in row]
                        for row in wb.get_sheet_by_name(name).to_python(skip_empty_area=False)
                    ]
                    for name in names
                    if name in wanted
                },
            )
        finally:
            wb.close()
    except (
        python_calamine.CalamineError,
        zipfile.BadZipFile,
        ElementTree.ParseError,
        KeyError,
        OSError,
        ValueError,
    ):
        # UnicodeDecodeError is a ValueError.
        return None


def _plain_cells(path: Path, wanted: Collection[str]) -> bool:
    """True for an Excel workbook (not another zip calamine could read) none of whose
    wanted sheets holds a formula, and none of whose parts openpyxl reads for them (the
    wanted sheets, the shared text, the styles) a forbidden character."""
    with zipfile.ZipFile(path) as archive:
        if "xl/workbook.xml" not in archive.namelist():
            return False
        sheets = _sheet_parts(archive)
        for info in archive.infolist():
            name = info.filename
            if not name.startswith("xl/") or not name.endswith(".xml"):
                continue
            sheet = sheets.get(name)
            if sheet is not None and sheet not in wanted:
                continue
            if not _plain_part(archive, info, formulas=sheet is not None):
                return False
    return True


def _sheet_parts(archive: zipfile.ZipFile) -> dict[str, str]:
    """Each worksheet's part in the archive and the sheet's name."""
    targets = {
        rel.get("Id"): rel.get("Target", "")
        for rel in ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    }
    parts = {}
    for sheet in ElementTree.fromstring(archive.read("xl/workbook.xml")).iter(f"{{{_MAIN}}}sheet"):
        target = targets.get(sheet.get(f"{{{_RELATIONSHIPS}}}id"), "")
        part = target.lstrip("/") if target.startswith("/") else f"xl/{target}"
        parts[part] = sheet.get("name", "")
    return parts


def _plain_part(archive: zipfile.ZipFile, info: zipfile.ZipInfo, *, formulas: bool) -> bool:
    """Read a chunk at a time, so that a part that unpacks to more than it declares is
    stopped where it declares (zipfile's check then fails) and memory never follows it.
    Each chunk keeps the tail of the one before: a tag may straddle the two. Text that
    is not UTF-8 is not plain either: openpyxl refuses it, calamine would replace it."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    tail = ""
    with archive.open(info) as part:
        while chunk := part.read(CHUNK):
            text = tail + decoder.decode(chunk)
            if _FORBIDDEN.search(text) or any(map(_forbidden, _REFERENCE.findall(text))):
                return False
            if formulas and _FORMULA.search(text):
                return False
            tail = text[-16:]
        decoder.decode(b"", final=True)
    return True


def _forbidden(reference: str) -> bool:
    """True for a character reference (``&#x1B;``, ``&#0;``) XML 1.0 does not allow."""
    code = int(reference[1:], 16) if reference[0] in "xX" else int(reference)
    return bool(_FORBIDDEN.match(chr(code))) if code <= 0x10FFFF else True


def _as_openpyxl(value: Any) -> Any:
    """A calamine value as openpyxl gives the same cell."""
    kind = type(value)
    if kind is str:
        return value or None
    if kind is float:
        return int(value) if value.is_integer() else value
    if kind is date:
        return datetime(value.year, value.month, value.day)
    return value


def _by_openpyxl(path: Path) -> Book:
    # From an open file, so that openpyxl does not judge the file by its extension.
    handle = path.open("rb")
    try:
        return _OpenpyxlBook(_load(handle, path), handle)
    except BaseException:
        handle.close()
        raise


def _load(handle: BinaryIO, path: Path) -> Any:
    try:
        return load_workbook(handle, read_only=True)
    except KeyError:
        raise WorkbookRefused(
            translate(
                "Import", "The file {path} is a zip archive, not an Excel workbook (.xlsx)."
            ).format(path=path)
        ) from None
    except (OSError, ValueError) as exc:
        raise WorkbookRefused(
            translate(
                "Import", "The file {path} can't be read as an Excel workbook ({error})."
            ).format(path=path, error=exc)
        ) from None
