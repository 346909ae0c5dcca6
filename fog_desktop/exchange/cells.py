"""The cells of the records workbook's sheets: a value as a cell that stays what it is
(text never a formula), a row whose text wraps, and the print setup every sheet shares.
The sheets are written in openpyxl's write-only mode (workbook.py), row after row."""

from __future__ import annotations

import re
import textwrap
from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import ERROR_CODES
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.worksheet.page import PageMargins
from openpyxl.worksheet.worksheet import Worksheet

from fog_desktop.exchange.layout import Column, Kind
from fog_desktop.exchange.print_layout import MARGINS
from fog_desktop.parse import legible


class Cancelled(Exception):
    """The user stopped the export; no file was left under the chosen name."""


#: Text a spreadsheet would read as a formula or command (records-workbook.md).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
#: What a cell's XML must escape as _xHHHH_, as Excel does: a carriage return, which an
#: XML reader takes for part of a plain line break, and the "_" of a typed text that looks
#: like such an escape ("_x0041_"), which a reader would turn into another character.
_ESCAPED = re.compile(r"\r|_(?=x[0-9A-Fa-f]{4}_)")
#: Numbers of other kinds keep Excel's General format, which shows them as typed (a
#: format such as "0.##" would show a whole number with a trailing point, "48.").
NUMBER_FORMATS = {
    Kind.DATE: "yyyy-mm-dd",
    Kind.TIME: "hh:mm",
    Kind.DATETIME: "yyyy-mm-dd hh:mm",
    Kind.MONEY: '"$"#,##0.00',
}
HEADER_FONT = Font(name="Calibri", size=11, bold=True)
HEADER_FILL = PatternFill("solid", fgColor="DDE4EE")
TOP = Alignment(vertical="top")
WRAPPED = Alignment(vertical="top", wrap_text=True)

#: Points: one line of 11-point text, without Excel's extra leading of 15.
ROW_HEIGHT = 12.75
FOOTER = "&A, page &P of &N"
#: Points: the footer's text, as large as the cells' so that it prints as legibly.
FOOTER_SIZE = 11

#: Characters of a column's width left free when text is cut into lines that fit it:
#: bold and capital letters are wider than the digit a column's width is counted in.
SLACK = 4
#: The same for a data cell's plain text, whose letters are mostly narrower than the
#: digit: a row made taller than its text needs prints fewer rows a page.
CELL_SLACK = 2
#: Points a line of the bold header text takes in a header row of several lines.
HEADER_LINE = 14


def cell(ws: Any, value: Any, column: Column) -> Any:
    """One cell of ``column``: a real date, time or number, or text that stays text.

    A value openpyxl writes as we want it goes as it is; only the others become styled
    cells, which cost several times as much to write.
    """
    kind = type(value)
    if kind is str:
        value = legible(value)
        if value.startswith(FORMULA_STARTS) or value in ERROR_CODES:
            return styled_cell(ws, value, column)
        return written_text(value)
    if value is None or (kind is date and column.kind == Kind.DATE):
        return value  # openpyxl gives a date the yyyy-mm-dd format of NUMBER_FORMATS
    if kind in (int, float, Decimal) and column.kind not in NUMBER_FORMATS:
        return float(value) if kind is Decimal else value
    return styled_cell(ws, value, column)


def styled_cell(ws: Any, value: Any, column: Column) -> WriteOnlyCell:
    """:func:`cell` as a cell object, whatever the value, for a style of its own."""
    if isinstance(value, Decimal):
        value = float(value) if column.kind in (Kind.NUMBER, Kind.INTEGER) else value
    text = legible(value) if isinstance(value, str) else None
    written = WriteOnlyCell(ws, value=value if text is None else written_text(text))
    if text is not None:
        written.data_type = "s"
        if text.startswith(FORMULA_STARTS):
            written.quotePrefix = True
    elif isinstance(value, datetime | date | time | int | float | Decimal):
        written.number_format = NUMBER_FORMATS.get(column.kind, "General")
    return written


def written_text(text: str) -> str:
    """``text`` as a cell's XML holds it, so that a spreadsheet or an import reads back
    exactly ``text`` (openpyxl escapes only the other control characters)."""
    if "\r" not in text and "_x" not in text:
        return text
    return _ESCAPED.sub(lambda found: "_x000D_" if found[0] == "\r" else "_x005F_", text)


def print_setup(ws: Any, *, landscape: bool, scale: int) -> None:
    """Print ``ws`` on letter paper at ``scale`` percent (:mod:`print_layout` says which),
    row 1 on every page, and a footer naming the sheet and the page.

    A set scale, not a fit to the page's width: fitted, a wide sheet printed at 4
    points. Set before the first row: in write-only mode the sheet's properties and
    format (the row height) are written with it.
    """
    ws.sheet_properties.pageSetUpPr.fitToPage = False
    ws.sheet_format.defaultRowHeight = ROW_HEIGHT
    ws.sheet_format.customHeight = True
    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.paperSize = Worksheet.PAPERSIZE_LETTER
    ws.page_setup.scale = scale
    ws.page_margins = PageMargins(**MARGINS)
    ws.print_title_rows = "1:1"
    ws.oddFooter.center.text = FOOTER
    ws.oddFooter.center.size = FOOTER_SIZE


def wider(value: object, width: int) -> bool:
    """Whether ``value`` is text that may not fit on one line of a column ``width``
    characters wide.

    A width counts the digit "0" of the sheet's font: most letters are narrower, and a
    text that fits is left as it is, for a tall row prints fewer rows on each page.
    Capital letters are wider, so each counts a third more.
    """
    if type(value) is not str:
        return False
    return "\n" in value or (
        len(value) > width * 0.75 and len(value) + sum(map(str.isupper, value)) / 3 > width
    )


def tall_row(
    ws: Any, values: list[Any], columns: tuple[Column, ...], *, row_number: int
) -> list[WriteOnlyCell | None]:
    """A data row with a text wider than its column: that text wraps within its column,
    and the row is as tall as its longest text's lines.

    A spreadsheet prints only what fits in a cell whose right neighbour holds something:
    a note cut at its column's edge is lost on paper. Write-only mode gives a row no
    automatic height, so the height is set here, before the row is written; every cell
    of the row is aligned to its top, beside the first line of the tall text.
    """
    heights = [
        line_count(v, c.width) if isinstance(v, str) else 1
        for v, c in zip(values, columns, strict=True)
    ]
    ws.row_dimensions[row_number].height = max(heights) * ROW_HEIGHT
    row: list[WriteOnlyCell | None] = []
    for value, column, height in zip(values, columns, heights, strict=True):
        if value is None:
            row.append(None)
            continue
        written = styled_cell(ws, value, column)
        written.alignment = WRAPPED if height > 1 else TOP
        row.append(written)
    return row


def line_count(text: str, width: int) -> int:
    """The lines a data cell's text takes in a column ``width`` characters wide: a word
    longer than the column (a file's name) is broken by the spreadsheet, at a hyphen or
    anywhere."""
    return sum(
        len(textwrap.wrap(line, width - CELL_SLACK, break_on_hyphens=False)) or 1
        for line in text.split("\n")
    )


def lines(text: str, width: int, slack: int = SLACK) -> list[str]:
    """``text`` in lines that fit a column ``width`` characters wide: a row written in
    write-only mode has no automatic height, so a multi-line value goes one line a row,
    and a header row is given the height its longest header needs. A date or a hash is
    never split."""
    return [
        part
        for line in text.split("\n")
        for part in textwrap.wrap(
            line, max(1, width - slack), break_long_words=False, break_on_hyphens=False
        )
        or [""]
    ]


def header_cells(ws: Any, columns: tuple[Column, ...]) -> list[WriteOnlyCell]:
    """A header row's cells: bold on a tint, wrapped within their column."""
    cells = []
    for column in columns:
        header = WriteOnlyCell(ws, value=column.header)
        header.font = HEADER_FONT
        header.fill = HEADER_FILL
        header.alignment = Alignment(wrap_text=True, vertical="top")
        cells.append(header)
    return cells


def header_height(columns: tuple[Column, ...]) -> float:
    """Points: the height of a header row whose longest header wraps in its column."""
    return HEADER_LINE * max(len(lines(c.header, c.width)) for c in columns)
