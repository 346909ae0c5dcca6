"""Writing the records workbook (.xlsx) and its blank template (records-workbook.md).

openpyxl's write-only mode streams each row to disk as it comes, so memory does not
grow with the number of records. No cell is ever a formula: text that a spreadsheet
could take for one is stored as text with a quote prefix.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext, suppress
from dataclasses import replace
from datetime import UTC, date, datetime
from itertools import zip_longest
from pathlib import Path
from typing import Any
from zipfile import ZIP_DEFLATED, ZipFile

from openpyxl import Workbook
from openpyxl.styles import Alignment
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.writer.excel import ExcelWriter

from fog_desktop import __version__
from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange import layout, output, sheets
from fog_desktop.exchange.cells import (
    HEADER_FILL,
    HEADER_FONT,
    NUMBER_FORMATS,
    Cancelled,
    cell,
    header_cells,
    header_height,
    lines,
    print_setup,
    styled_cell,
    tall_row,
    wider,
)
from fog_desktop.exchange.data_sheet import Counts, DataSheet, Export, Stop
from fog_desktop.exchange.layout import Column, Kind, Sheet
from fog_desktop.exchange.packet_files import PacketFile, packet_files
from fog_desktop.exchange.print_layout import MIN_SCALE, PORTRAIT_CHARACTERS, printed
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.audit import AUDIT
from fog_desktop.exchange.sheets.maintenance import maintenance_log
from fog_desktop.exchange.sheets.obligations import obligations
from fog_desktop.exchange.sheets.trap_cleanings import MaintenanceLog, traps_in_use
from fog_desktop.exchange.verifying import verifying_beside
from fog_desktop.i18n import translate
from fog_desktop.services.calendar import calendar_for, list_calendar_changes
from fog_desktop.services.establishments import get_establishment

TEMPLATE_ROWS = 500
#: The Cover, a form of two columns that together fill a portrait page at the smallest
#: print scale, so that it holds on one page.
COVER_COLUMNS = (
    Column("Label", width=38),
    Column("Value", width=int(PORTRAIT_CHARACTERS * 100 / MIN_SCALE) - 38 - 2),
)

Progress = Callable[[str], None]


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
    ws.row_dimensions[1].height = header_height(sheet.columns)
    ws.append(header_cells(ws, sheet.columns))
    return sheet, paper.on_paper


def write_sheet(
    wb: Workbook,
    sheet: Sheet,
    data: Iterable[list[Any]],
    stop: Callable[[], bool],
    paper_rows: Callable[[], int] | None = None,
) -> int:
    """Write a data sheet from ``data``; return how many rows it holds. ``paper_rows``,
    asked once the rows are written, says how many of the first print (the rest are only
    in the file); all of them by default."""
    ws = wb.create_sheet(sheet.name)
    sheet, on_paper = _header(ws, sheet)
    texts = [(i, c.width) for i, c in enumerate(sheet.columns) if c.kind == Kind.TEXT]
    count = 0
    for values in data:
        if any(wider(values[i], width) for i, width in texts):
            ws.append(tall_row(ws, values, sheet.columns, row_number=count + 2))
        else:
            ws.append([cell(ws, v, c) for v, c in zip(values, sheet.columns, strict=True)])
        count += 1
        if count % 1000 == 0 and stop():
            raise Cancelled
    ws.auto_filter.ref = f"A1:{get_column_letter(len(sheet.columns))}{count + 1}"
    printed_rows = count if paper_rows is None else paper_rows()
    if on_paper < len(sheet.columns) or printed_rows < count:
        ws.print_area = f"A1:{get_column_letter(on_paper)}{printed_rows + 1}"
    return count


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
    cover = {s.sheet.name: s.cover for s in sheets.EXPORTED if s.cover is not None}
    yield layout.COVER_NAME, est.name
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
    yield "Judged", window.judged(est.records_begin)
    yield "Exported at", exported_at
    yield "Application", f"FOG Desktop {__version__}"
    yield "Holiday calendar in force", calendar_text(db, est_id, window)
    for name, count in counts.per_sheet.items():
        yield f"Rows in {name}", count
        if said := cover.get(name):
            yield from said(counts)
    # The entries page 1 counts are the whole trail's; the Audit sheet's, the window's:
    # both are said here, so the two numbers do not seem to disagree.
    in_window = counts.per_sheet.get(AUDIT.name, 0)
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
    export = _export(db, est_id, window, files)
    counts = Counts(cleanings_on_time=export.obligations.cleanings_on_time)
    try:
        for data in sheets.EXPORTED:
            progress(translate("Export", "Writing {sheet}").format(sheet=data.sheet.name))
            if stop():
                raise Cancelled
            counts.per_sheet[data.sheet.name] = _write_data(wb, data, export, stop)
        counts.routine_cleanings = export.log.routine
        progress(translate("Export", "Writing the cover"))
        _write_cover(db, est_id, window, counts, cover, report=verified())
        progress(translate("Export", "Saving"))
        _save(wb, out)
    except BaseException:
        _discard(wb)
        raise
    return counts


def _export(db: Database, est_id: int, window: Window, files: list[PacketFile] | None) -> Export:
    """What more than one sheet reads, made once: the packet's files (those given, when
    the packet is written), the obligations, the traps and the log."""
    traps = traps_in_use(db, est_id, window)
    return Export(
        db, est_id, window,
        files=files if files is not None else packet_files(db, est_id, window),
        obligations=obligations(db, est_id, window),
        traps=traps,
        log=MaintenanceLog(maintenance_log(db, est_id, window), traps),
    )  # fmt: skip


def _write_data(wb: Workbook, data: DataSheet, export: Export, stop: Stop) -> int:
    """Write one data sheet from its rows, or as it writes itself; return how many rows
    it holds."""
    if data.write is not None:
        return data.write(wb, export, stop)
    printed_rows = data.printed
    source = data.rows(export)
    try:
        return write_sheet(
            wb, data.sheet, source, stop,
            None if printed_rows is None else lambda: printed_rows(export),
        )  # fmt: skip
    finally:
        # A sheet stopped halfway leaves its rows' query open (a server-side cursor on
        # PostgreSQL) until the generator is closed.
        if isinstance(source, Generator):
            source.close()


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
        # The name stays one cell as stored: an import takes it for the establishment's.
        wrapped = isinstance(value, str) and key != layout.COVER_NAME
        values = lines(value, value_column.width) if wrapped else [value]
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
    for sheet in sheets.IMPORTABLE:
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
