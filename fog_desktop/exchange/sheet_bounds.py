"""A workbook's sheets checked against what they declare, before anything reads them
(records-workbook.md, Import; issue 33 §3).

A sheet's cells are read into memory whole, so one cell at column ZZZZ, or a million
rows, would make the reader build a table of that size before a row is checked. And a
cell of shared text points into the workbook's list of texts by number: a number past
its end, negative or not a number at all, gave another cell's text or an error. So each
wanted sheet's XML is scanned first, a chunk at a time, as it unpacks: every cell within
the rows and columns a records workbook can hold and within the span the sheet declares,
every shared-text number one of the list's. What lies is refused in one sentence naming
the sheet and the cell.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Collection, Iterator
from pathlib import Path

from fog_desktop.exchange.archive import WorkbookRefused, sheet_parts
from fog_desktop.i18n import translate

#: Rows a sheet may hold, its header's included: ten years of a busy kitchen's log is
#: about 51,000; a sheet past this is refused before it is read.
MAX_ROWS = 100_001
#: Columns a sheet may use: the widest sheet has a score of columns, and a user may add
#: some of their own beside them.
MAX_COLUMNS = 100
#: Bytes of a part read at a time.
CHUNK = 1 << 20

#: A cell's column letters and its row number, from its reference (r="AB12"); and the
#: number a cell of shared text holds. Found with findall, so that a sheet of a hundred
#: thousand rows is checked in C, not cell by cell in Python.
_COLUMNS = re.compile(rb' r="([A-Z]+)[0-9]')
_ROWS = re.compile(rb' r="[A-Z]+([0-9]+)"')
_SHARED = re.compile(rb't="s"[^>]*>\s*<(?:\w+:)?v>([^<]*)<')
_ROW = re.compile(rb"<(?:\w+:)?row\b")
_DIMENSION = re.compile(rb'<(?:\w+:)?dimension\b[^>]*\bref="([^"]*)"')
_TEXT_ITEM = re.compile(rb"<(?:\w+:)?si\b")
_TAG_START = re.compile(rb"<")
_CELL_START = re.compile(rb"<(?:\w+:)?(?:c|row)[\s>/]")
_PLACE = re.compile(r"([A-Z]{1,3})([1-9][0-9]{0,6})")
#: Bytes near a chunk's end searched for where to cut it: a cell's tag and its value
#: must not straddle two chunks.
_OVERLAP = 4096


def check_bounds(path: Path, wanted: Collection[str]) -> None:
    """Refuse a workbook a wanted sheet of which lies about its cells or their texts."""
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        if "xl/workbook.xml" not in names:
            return
        texts = _count(archive, "xl/sharedStrings.xml", _TEXT_ITEM) if (
            "xl/sharedStrings.xml" in names
        ) else 0  # fmt: skip
        for sheet, part in sheet_parts(archive).items():
            if sheet in wanted and part in names:
                _check_sheet(archive, sheet, part, texts)


def _count(archive: zipfile.ZipFile, part: str, pattern: re.Pattern[bytes]) -> int:
    return sum(len(pattern.findall(chunk)) for chunk in _chunks(archive, part, _TAG_START))


def _chunks(archive: zipfile.ZipFile, part: str, boundary: re.Pattern[bytes]) -> Iterator[bytes]:
    """The part's bytes a chunk at a time, each cut before the last ``boundary`` near its
    end and the rest carried into the next, so that no tag (or cell) is split."""
    carried = b""
    with archive.open(part) as stream:
        while data := stream.read(CHUNK):
            data = carried + data
            tail = max(0, len(data) - _OVERLAP)
            starts = [found.start() for found in boundary.finditer(data, tail)]
            cut = starts[-1] if starts else len(data)
            carried, chunk = data[cut:], data[:cut]
            yield chunk
    if carried:
        yield carried


def _check_sheet(archive: zipfile.ZipFile, sheet: str, part: str, texts: int) -> None:
    span: tuple[int, int] | None = None
    rows = 0
    for index, chunk in enumerate(_chunks(archive, part, _CELL_START)):
        # The dimension comes before the cells, in the first chunk (the schema's order).
        if index == 0 and (declared := _DIMENSION.search(chunk, 0, _OVERLAP)):
            span = _declared_span(sheet, declared[1].decode("ascii", "replace"))
        rows += len(_ROW.findall(chunk))
        if rows > MAX_ROWS:
            raise _refused(
                sheet,
                translate(
                    "WorkbookFile", "it holds more than {rows} rows of records, more than a "
                    "records workbook's sheet may hold (ten years of a busy kitchen are about "
                    "51,000)",
                ).format(rows=f"{MAX_ROWS - 1:,}"),
            )  # fmt: skip
        _check_places(sheet, chunk, span)
        for number in set(_SHARED.findall(chunk)):
            text = number.decode("ascii", "replace").strip()
            if not text.isdigit() or int(text) >= texts:
                raise _refused(
                    sheet,
                    translate(
                        "WorkbookFile", "its cell {cell} points to shared text {number}, "
                        "which the workbook does not have",
                    ).format(cell=_cell_holding(chunk, number), number=repr(text)),
                )  # fmt: skip


def _check_places(sheet: str, chunk: bytes, span: tuple[int, int] | None) -> None:
    """Every cell's column and row within what a sheet may hold and what it declares."""
    last_row, last_column = span or (MAX_ROWS, MAX_COLUMNS)
    for letters in set(_COLUMNS.findall(chunk)):
        column = _column_number(letters.decode("ascii", "replace"))
        if not 0 < column <= min(last_column, MAX_COLUMNS):
            _refuse_place(sheet, _ref(chunk, rb' r="' + re.escape(letters) + rb'[0-9]+"'), span)
    rows = list(map(int, _ROWS.findall(chunk)))
    highest = min(last_row, MAX_ROWS)
    for row in (min(rows), max(rows)) if rows else ():
        if not 0 < row <= highest:
            _refuse_place(sheet, _ref(chunk, rb' r="[A-Z]+0*' + str(row).encode() + b'"'), span)


def _ref(chunk: bytes, pattern: bytes) -> str:
    """The first cell reference ``pattern`` finds in ``chunk``, as text."""
    found = re.search(pattern, chunk)
    return found[0].split(b'"')[1].decode("ascii", "replace") if found else "?"


def _cell_holding(chunk: bytes, number: bytes) -> str:
    """The reference of the first cell of shared text ``number`` in ``chunk``."""
    cell = rb'<(?:\w+:)?c\b[^>]*t="s"[^>]*>\s*<(?:\w+:)?v>' + re.escape(number) + b"<"
    found = re.search(cell, chunk)
    return _ref(found[0], rb'\br="[^"]*"') if found else "?"


def _declared_span(sheet: str, ref: str) -> tuple[int, int]:
    """The last row and column the sheet's dimension declares ("A1:L51001")."""
    last = ref.rpartition(":")[2]
    found = _PLACE.fullmatch(last)
    if found is None:
        raise _refused(
            sheet,
            translate("WorkbookFile", "it declares a span of {span}, which is no span of cells")
            .format(span=repr(ref)),
        )  # fmt: skip
    return int(found[2]), _column_number(found[1])


def _refuse_place(sheet: str, ref: str, span: tuple[int, int] | None) -> None:
    found = _PLACE.fullmatch(ref)
    beyond = found is None or int(found[2]) > MAX_ROWS or _column_number(found[1]) > MAX_COLUMNS
    if beyond or span is None:
        raise _refused(
            sheet,
            translate(
                "WorkbookFile", "it has a cell at {cell}, past the {rows} rows of records and "
                "{columns} columns a records workbook's sheet may hold",
            ).format(cell=repr(ref), rows=f"{MAX_ROWS - 1:,}", columns=MAX_COLUMNS),
        )  # fmt: skip
    raise _refused(
        sheet,
        translate(
            "WorkbookFile", "it has a cell at {cell}, outside the span the sheet declares"
        ).format(cell=ref),
    )


def _column_number(letters: str) -> int:
    """A column's number from its letters (A is 1, AA is 27); 0 for what is no column."""
    if not re.fullmatch("[A-Z]{1,3}", letters):
        return 0
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number


def _refused(sheet: str, why: str) -> WorkbookRefused:
    return WorkbookRefused(
        translate(
            "WorkbookFile", "The sheet {sheet} can't be imported: {why}. Nothing was imported."
        ).format(sheet=sheet, why=why)
    )
