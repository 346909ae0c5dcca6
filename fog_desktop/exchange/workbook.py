"""Writing the records workbook (.xlsx) and its blank template (records-workbook.md).

openpyxl's write-only mode streams each row to disk as it comes, so memory does not
grow with the number of records. No cell is ever a formula: text that a spreadsheet
could take for one is stored as text with a quote prefix.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext, suppress
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, time
from decimal import Decimal
from itertools import zip_longest
from pathlib import Path
from typing import Any
from zipfile import ZIP_DEFLATED, ZipFile

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import ERROR_CODES
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.page import PageMargins
from openpyxl.worksheet.worksheet import Worksheet
from openpyxl.writer.excel import ExcelWriter

from fog_desktop import __version__
from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange import layout, output, rows
from fog_desktop.exchange.layout import Column, Kind, Sheet
from fog_desktop.exchange.print_layout import MARGINS, MIN_SCALE, PORTRAIT_CHARACTERS, printed
from fog_desktop.exchange.rows import PacketFile, Window
from fog_desktop.exchange.verifying import verifying_beside
from fog_desktop.i18n import translate
from fog_desktop.services.calendar import calendar_for, list_calendar_changes
from fog_desktop.services.establishments import get_establishment

#: Text a spreadsheet would read as a formula or command (records-workbook.md).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
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
TEMPLATE_ROWS = 500
#: Points: one line of 11-point text, without Excel's extra leading of 15.
ROW_HEIGHT = 12.75
FOOTER = "&A, page &P of &N"
#: Points: the footer's text, as large as the cells' so that it prints as legibly.
FOOTER_SIZE = 11
#: The Cover, a form of two columns that together fill a portrait page at the smallest
#: print scale, so that it holds on one page.
COVER_COLUMNS = (
    Column("Label", width=38),
    Column("Value", width=int(PORTRAIT_CHARACTERS * 100 / MIN_SCALE) - 38 - 2),
)
#: Characters of a column's width left free when text is cut into lines that fit it:
#: bold and capital letters are wider than the digit a column's width is counted in.
SLACK = 4
#: The same for a data cell's plain text, whose letters are mostly narrower than the
#: digit: a row made taller than its text needs prints fewer rows a page.
CELL_SLACK = 2
#: Points a line of the bold header text takes in a header row of several lines.
HEADER_LINE = 14

Progress = Callable[[str], None]


class Cancelled(Exception):
    """The user stopped the export; no file was left under the chosen name."""


@dataclass
class Counts:
    per_sheet: dict[str, int] = field(default_factory=dict)
    #: Trap cleanings met on time, per trap: counted on the Cover, not listed (R3).
    cleanings_on_time: dict[str, int] = field(default_factory=dict)


def cell(ws: Any, value: Any, column: Column) -> Any:
    """One cell of ``column``: a real date, time or number, or text that stays text.

    A value openpyxl writes as we want it goes as it is; only the others become styled
    cells, which cost several times as much to write.
    """
    kind = type(value)
    if kind is str:
        if value.startswith(FORMULA_STARTS) or value in ERROR_CODES:
            return styled_cell(ws, value, column)
        return value
    if value is None or (kind is date and column.kind == Kind.DATE):
        return value  # openpyxl gives a date the yyyy-mm-dd format of NUMBER_FORMATS
    if kind in (int, float, Decimal) and column.kind not in NUMBER_FORMATS:
        return float(value) if kind is Decimal else value
    return styled_cell(ws, value, column)


def styled_cell(ws: Any, value: Any, column: Column) -> WriteOnlyCell:
    """:func:`cell` as a cell object, whatever the value, for a style of its own."""
    if isinstance(value, Decimal):
        value = float(value) if column.kind in (Kind.NUMBER, Kind.INTEGER) else value
    written = WriteOnlyCell(ws, value=value)
    if isinstance(value, str):
        written.data_type = "s"
        if value.startswith(FORMULA_STARTS):
            written.quotePrefix = True
    elif isinstance(value, datetime | date | time | int | float | Decimal):
        written.number_format = NUMBER_FORMATS.get(column.kind, "General")
    return written


def _header(ws: Any, sheet: Sheet) -> tuple[Sheet, int]:
    """The sheet's print setup and header row; the sheet with its columns at the widths
    they print at, which its rows are wrapped to."""
    # Widths, the frozen pane and the page properties precede the rows in the sheet's
    # XML: in write-only mode they must be set before the first row is written.
    ws.freeze_panes = "A2"
    paper = printed(sheet.columns)
    sheet = replace(sheet, columns=paper.columns)
    for index, column in enumerate(sheet.columns, start=1):
        ws.column_dimensions[get_column_letter(index)].width = column.width
    print_setup(ws, landscape=paper.landscape, scale=paper.scale)
    if paper.pages_across > 1:
        # each page across names the row it continues
        ws.print_title_cols = "A:A"
        ws.page_setup.pageOrder = "overThenDown"
    ws.row_dimensions[1].height = HEADER_LINE * max(
        len(lines(c.header, c.width)) for c in sheet.columns
    )
    cells = []
    for column in sheet.columns:
        header = WriteOnlyCell(ws, value=column.header)
        header.font = HEADER_FONT
        header.fill = HEADER_FILL
        header.alignment = Alignment(wrap_text=True, vertical="top")
        cells.append(header)
    ws.append(cells)
    return sheet, paper.on_paper


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


def write_sheet(
    wb: Workbook, sheet: Sheet, data: Iterable[list[Any]], stop: Callable[[], bool]
) -> int:
    """Write a data sheet from ``data``; return how many rows it holds."""
    ws = wb.create_sheet(sheet.name)
    sheet, on_paper = _header(ws, sheet)
    texts = [(i, c.width) for i, c in enumerate(sheet.columns) if c.kind == Kind.TEXT]
    count = 0
    for values in data:
        if any(_wider(values[i], width) for i, width in texts):
            ws.append(_tall_row(ws, values, sheet.columns, row_number=count + 2))
        else:
            ws.append([cell(ws, v, c) for v, c in zip(values, sheet.columns, strict=True)])
        count += 1
        if count % 1000 == 0 and stop():
            raise Cancelled
    ws.auto_filter.ref = f"A1:{get_column_letter(len(sheet.columns))}{count + 1}"
    if on_paper < len(sheet.columns):
        ws.print_area = f"A1:{get_column_letter(on_paper)}{count + 1}"
    return count


def _wider(value: object, width: int) -> bool:
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


def _tall_row(
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
        _line_count(v, c.width) if isinstance(v, str) else 1
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


def _line_count(text: str, width: int) -> int:
    """The lines a data cell's text takes in a column ``width`` characters wide: a word
    longer than the column (a file's name) is broken by the spreadsheet, at a hyphen or
    anywhere."""
    return sum(
        len(textwrap.wrap(line, width - CELL_SLACK, break_on_hyphens=False)) or 1
        for line in text.split("\n")
    )


def _cover_lines(
    db: Database,
    est_id: int,
    window: Window,
    counts: Counts,
    *,
    exported_at: datetime,
    report: VerifyReport,
) -> Iterator[tuple[str, Any]]:
    est = get_establishment(db, est_id)
    yield "Records packet of", est.name
    yield "Address", est.address
    yield "Business license no.", est.business_license_no
    yield "Contact", f"{est.contact_name}, {est.contact_phone}, {est.contact_email}".strip(", ")
    manager = (
        est.program_manager_name,
        est.program_manager_address,
        est.program_manager_phone,
        est.program_manager_email,
    )
    yield "FOG program manager", "\n".join(p for p in manager if p)
    yield "City phone (spill notices)", est.city_spill_phone
    yield "Health department phone", est.health_dept_phone
    yield "Window from", window.start
    yield "Window to", window.end
    yield "Exported at", exported_at
    yield "Application", f"FOG Desktop {__version__}"
    yield "Holiday calendar in force", calendar_text(db, est_id, window)
    for name, count in counts.per_sheet.items():
        yield f"Rows in {name}", count
        if name == layout.OBLIGATIONS.name:
            for trap, met in counts.cleanings_on_time.items():
                yield f"Trap cleanings of {trap} met on time", f"{met} (each a row of Maintenance)"
    # The entries page 1 counts are the whole trail's; the Audit sheet's, the window's:
    # both are said here, so the two numbers do not seem to disagree.
    in_window = counts.per_sheet.get(layout.AUDIT.name, 0)
    yield (
        "Audit trail",
        (
            f"verified: the chain of its {report.entries:,} entries is unbroken and every "
            "record of this establishment matches it"
            if report.ok
            else f"PROBLEMS: {len(report.problems)}; first: {report.problems[0]}"
        )
        + f"; the Audit sheet lists the {in_window:,} made in the window",
    )
    yield "Audit chain head hash", report.head_hash


def calendar_text(db: Database, est_id: int, window: Window) -> str:
    """The working-day calendar of R5 in the window: its holidays and the local changes
    that fall in it, not the rest of the years it touches (a window starting 2024-12-04
    lists no 2024 holiday before that day)."""
    calendar = calendar_for(db, est_id)
    lines = ["Monday to Friday except:"]
    for year in range(window.start.year, window.end.year + 1):
        lines += [
            f"{d} {name}" for d, name in calendar.holidays_in(year).items() if window.holds(d)
        ]
    changes = [
        c for c in list_calendar_changes(db, est_id) if not c.is_void and window.holds(c.day)
    ]
    if changes:
        lines.append("Changes to the default calendar (R5):")
        lines += [f"{c.day} {c.kind} {c.note}".strip() for c in changes]
    return "\n".join(lines)


def export_workbook(
    db: Database,
    est_id: int,
    path: Path,
    window: Window,
    *,
    progress: Progress = lambda _step: None,
    stop: Callable[[], bool] = lambda: False,
    files: list[PacketFile] | None = None,
    verification: VerifyReport | None = None,
) -> Counts:
    """Write the records workbook of one establishment and window to ``path``; the audit
    trail is verified for the cover, in a second process while the sheets are written
    (fog_desktop/exchange/verifying.py), unless ``verification`` already holds the result.

    Written under a partial name and put in place when complete: a cancelled or failed
    export never leaves a half file under the chosen name, nor the partial file; a disk
    or folder that refuses is :class:`~fog_desktop.exchange.output.WriteFailed`.
    """
    beside: AbstractContextManager[Callable[[], VerifyReport]] = (
        verifying_beside(db, est_id) if verification is None else nullcontext(lambda: verification)
    )
    with output.writing(path, "workbook") as tmp, beside as verified:
        return write_workbook(
            db, est_id, tmp, window,
            progress=progress, stop=stop, files=files, verified=verified,
        )  # fmt: skip


def write_workbook(
    db: Database,
    est_id: int,
    out: Path,
    window: Window,
    *,
    progress: Progress,
    stop: Callable[[], bool],
    files: list[PacketFile] | None,
    verified: Callable[[], VerifyReport],
) -> Counts:
    """:func:`export_workbook` straight to ``out``, a partial file its caller owns;
    ``verified`` gives the audit trail's verification, asked for once the sheets are
    written, for the cover."""
    wb = Workbook(write_only=True)
    cover = wb.create_sheet(layout.COVER)
    for letter, column in zip("AB", COVER_COLUMNS, strict=True):
        cover.column_dimensions[letter].width = column.width
    print_setup(cover, landscape=False, scale=MIN_SCALE)
    packet = files if files is not None else rows.packet_files(db, est_id, window)
    obligations = rows.obligations(db, est_id, window)
    sources: dict[str, Iterable[list[Any]]] = {
        "Obligations": obligations.listed,
        "Devices": rows.devices(db, est_id, window),
        "Maintenance": rows.maintenance_log(db, est_id, window),
        "Manifests": rows.manifest_rows(db, est_id, window, packet),
        "Employees": rows.employee_rows(db, est_id, window),
        "Training": rows.training_rows(db, est_id, window),
        "Incidents": rows.incident_rows(db, est_id, window),
        "Missed training": rows.missed_training_rows(db, est_id, window),
        "City inspections": rows.city_inspection_rows(db, est_id, window),
        "Notices of violation": rows.notice_rows(db, est_id, window),
        "Compliance milestones": rows.milestone_rows(db, est_id, window),
        "Frequency approvals": rows.frequency_approval_rows(db, est_id, window),
        "Self-inspection": rows.checklist_rows(db, est_id, window),
        "Additive authorizations": rows.authorization_rows(db, est_id, window),
        "Planned changes": rows.planned_change_rows(db, est_id, window),
        "Waivers": rows.waiver_rows(db, est_id, window),
        "Waiver fees": rows.waiver_fee_rows(db, est_id, window),
        "Attachments": rows.attachment_rows(packet),
        "Audit": rows.audit_rows(db, est_id, window),
    }
    counts = Counts(cleanings_on_time=obligations.cleanings_on_time)
    try:
        for sheet in layout.DATA_SHEETS:
            progress(translate("Export", "Writing {sheet}").format(sheet=sheet.name))
            if stop():
                raise Cancelled
            counts.per_sheet[sheet.name] = write_sheet(wb, sheet, sources[sheet.name], stop)
        progress(translate("Export", "Writing the cover"))
        _write_cover(db, est_id, window, counts, cover, report=verified())
        progress(translate("Export", "Saving"))
        _save(wb, out)
    except BaseException:
        # A sheet stopped halfway leaves its rows' query open (a server-side cursor on
        # PostgreSQL) until the generator is closed.
        for source in sources.values():
            if isinstance(source, Generator):
                source.close()
        _discard(wb)
        raise
    return counts


def _write_cover(
    db: Database,
    est_id: int,
    window: Window,
    counts: Counts,
    cover: Any,
    *,
    report: VerifyReport,
) -> None:
    key_column, value_column = COVER_COLUMNS
    exported_at = datetime.now().replace(microsecond=0)
    for key, value in _cover_lines(
        db, est_id, window, counts, exported_at=exported_at, report=report
    ):
        values = lines(value, value_column.width) if isinstance(value, str) else [value]
        for label, line in zip_longest(lines(key, key_column.width), values):
            key_cell = styled_cell(cover, label, key_column)
            key_cell.font = HEADER_FONT
            value_cell = styled_cell(cover, line, value_column)
            if isinstance(value, datetime):
                value_cell.number_format = NUMBER_FORMATS[Kind.DATETIME]
            elif isinstance(value, date):
                value_cell.number_format = NUMBER_FORMATS[Kind.DATE]
            value_cell.alignment = Alignment(horizontal="left")
            cover.append([key_cell, value_cell])


def lines(text: str, width: int, slack: int = SLACK) -> list[str]:
    """``text`` in lines that fit a column ``width`` characters wide: a row written in
    write-only mode has no automatic height, so a multi-line value goes one line a row,
    and a header row is given the height its longest header needs. A date or a hash is
    never split."""
    return [
        part
        for line in text.split("\n")
        for part in textwrap.wrap(
            line, width - slack, break_long_words=False, break_on_hyphens=False
        )
        or [""]
    ]


def _discard(wb: Workbook) -> None:
    """Close the sheets' streams and remove their temporary files now: a cancelled or
    failed export (a full disk while openpyxl writes) must not leave them, nor have them
    closed later by the garbage collector on files already gone.

    Closing a stream writes its closing tags, which fails again on a full disk or after
    the stream broke: that failure is the one already being reported, so it is dropped.
    """
    for ws in wb.worksheets:
        writer = getattr(ws, "_writer", None)
        for stream in (getattr(ws, "_rows", None), getattr(writer, "xf", None)):
            if stream is not None:
                with suppress(OSError, ValueError):
                    stream.close()
        if writer is not None and Path(writer.out).exists():
            writer.cleanup()


def _save(wb: Workbook, out: Path) -> None:
    """openpyxl's ``Workbook.save``, with its zip archive closed whatever happens: one
    left open by a full disk is closed by the garbage collector, which fails again and
    prints a traceback beneath the one sentence the user is told."""
    wb.properties.modified = datetime.now(UTC).replace(tzinfo=None)
    with ZipFile(out, "w", ZIP_DEFLATED, allowZip64=True) as archive:
        ExcelWriter(wb, archive).write_data()


def write_template(path: Path) -> Path:
    """The blank workbook: the importable sheets with their headers, and drop-down lists
    for the enumerated columns (records-workbook.md)."""
    wb = Workbook()
    wb.remove(wb.active)
    for sheet in layout.IMPORTABLE:
        ws = wb.create_sheet(sheet.name)
        for index, column in enumerate(sheet.columns, start=1):
            letter = get_column_letter(index)
            ws.column_dimensions[letter].width = column.width
            header = ws.cell(row=1, column=index, value=column.header)
            header.font = HEADER_FONT
            header.fill = HEADER_FILL
            if column.choices:
                listed = ",".join(column.choices)
                validation = DataValidation(type="list", formula1=f'"{listed}"', allow_blank=True)
                validation.error = f"Choose one of: {', '.join(column.choices)}"
                validation.add(f"{letter}2:{letter}{TEMPLATE_ROWS}")
                ws.add_data_validation(validation)
            if column.kind in NUMBER_FORMATS:
                for row in range(2, TEMPLATE_ROWS + 1):
                    ws.cell(row=row, column=index).number_format = NUMBER_FORMATS[column.kind]
        ws.freeze_panes = "A2"
        ws.auto_filter.ref = f"A1:{get_column_letter(len(sheet.columns))}1"
    with output.writing(path, "template") as tmp:
        _save(wb, tmp)
    return path
