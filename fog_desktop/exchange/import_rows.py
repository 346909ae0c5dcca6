"""Reading a sheet's rows for import: each cell checked against its column's kind
(records-workbook.md, Import).

A cell that can't be read as its column's kind, or that holds a formula, is a problem
named by sheet, row and column; only the rows without one go on to be stored.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

from fog_desktop.exchange.import_reader import Formula
from fog_desktop.exchange.layout import Kind, Sheet
from fog_desktop.i18n import noop, translate

VOID_PREFIX = "Void:"
FORMULA = noop("Import", "cell holds a formula; type the value")
#: What a cell of each kind looks like, for the reason it can't be read as one.
EXPECTED = {
    Kind.DATE: noop("Import", "{value} is not a date like 2026-03-15"),
    Kind.TIME: noop("Import", "{value} is not a time like 14:30"),
    Kind.DATETIME: noop("Import", "{value} is not a date and time like 2026-03-15 14:30"),
}
NOT_A_NUMBER = noop("Import", "{value} is not a number")


@dataclass(frozen=True)
class ImportProblem:
    """A cell or row the import refused: where (the sheet and column as the workbook
    names them, in English), and why (in the interface's language)."""

    sheet: str
    row: int
    column: str
    reason: str

    def __str__(self) -> str:
        if self.column:
            where = translate("ImportProblem", "{sheet}, row {row}, column {column}: {reason}")
        else:
            where = translate("ImportProblem", "{sheet}, row {row}: {reason}")
        return where.format(sheet=self.sheet, row=self.row, column=self.column, reason=self.reason)


@dataclass
class SheetRow:
    """One spreadsheet row: its number and its cells by header."""

    number: int
    cells: dict[str, Any]

    def text(self, header: str) -> str:
        value = self.cells.get(header)
        if value is None:
            return ""
        if isinstance(value, datetime):
            return value.date().isoformat() if value.time() == time(0) else value.isoformat(" ")
        if isinstance(value, date | time):
            return value.isoformat()[:5] if isinstance(value, time) else value.isoformat()
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        if isinstance(value, float | Decimal):
            return format(Decimal(str(value)).normalize(), "f")
        # Excel keeps Word's line break as a vertical tab (_x000B_): a line break here.
        return str(value).replace("\x0b", "\n").strip()

    def day(self, header: str) -> date | None:
        """The day a cell says, to match the row with a stored record; None when it says
        none (empty, or a time with it), which validation then names at its cell."""
        try:
            return date.fromisoformat(self.text(header))
        except ValueError:
            return None

    def status(self) -> str | None:
        """The void reason when the Status says ``Void: <reason>``, else None."""
        status = self.text("Status")
        return (
            status[len(VOID_PREFIX) :].strip() or "void" if status.startswith(VOID_PREFIX) else None
        )


def read_rows(
    sheet: Sheet, rows: Iterator[Sequence[Any]], problems: list[ImportProblem]
) -> Iterator[SheetRow]:
    """The sheet's rows (of cell values, a formula as a :class:`Formula`) whose cells can
    be read as their columns' kinds; a cell that does not, or that holds a formula, is a
    problem instead (records-workbook.md, Import)."""
    header = next(rows, None) or ()
    renamed = {old: c.header for c in sheet.columns for old in c.formerly}
    headers = [renamed.get(h, h) for h in (str(v).strip() if v is not None else "" for v in header)]
    missing = [c.header for c in sheet.columns if (c.key or c.required) and c.header not in headers]
    missing_column = translate("Import", "this column is missing")
    for name in missing:
        problems.append(ImportProblem(sheet.name, 1, name, missing_column))
    if missing:
        return
    imported = {c.header for c in sheet.columns if not c.derived}
    # A text column takes any value: only the others' cells are checked.
    checked = [c for c in sheet.columns if not c.derived and c.kind is not Kind.TEXT]
    formula = translate("Import", FORMULA)
    for number, values in enumerate(rows, start=2):
        if all(v is None or (isinstance(v, str) and not v.strip()) for v in values):
            continue
        # A formula's result is not a record: stored as blank, or as whatever it last
        # computed (=TODAY()), it would change what the record says.
        formulas = [
            h
            for h, v in zip(headers, values, strict=False)
            if isinstance(v, Formula) and h in imported
        ]
        problems += [ImportProblem(sheet.name, number, h, formula) for h in formulas]
        bad = bool(formulas)
        by_header = {h: v for h, v in zip(headers, values, strict=False) if h}
        for column in checked:
            value = by_header.get(column.header)
            if value is None or (isinstance(value, str) and not value.strip()):
                continue
            reason = "" if column.header in formulas else _type_problem(column.kind, value)
            if reason:
                problems.append(ImportProblem(sheet.name, number, column.header, reason))
                bad = True
        if not bad:
            yield SheetRow(number, by_header)


#: The values each kind takes as they are; any other is read from its text.
_TAKES: dict[Kind, type | tuple[type, ...]] = {
    Kind.DATE: date,
    Kind.TIME: (time, datetime),
    Kind.DATETIME: datetime,
    Kind.NUMBER: (int, float, Decimal),
    Kind.MONEY: (int, float, Decimal),
    Kind.INTEGER: (int, float, Decimal),
}


def _type_problem(kind: Kind, value: Any) -> str:
    """Why a cell can't be read as its column's kind, or empty when it can."""
    takes = _TAKES.get(kind)
    if takes is None or isinstance(value, takes):
        return ""
    text = str(value).strip()
    try:
        if kind == Kind.DATE:
            date.fromisoformat(text)
        elif kind == Kind.TIME:
            time.fromisoformat(text)
        elif kind == Kind.DATETIME:
            datetime.fromisoformat(text)
        else:
            Decimal(text.replace(",", "").removeprefix("$"))
    except (ValueError, ArithmeticError):
        return translate("Import", EXPECTED.get(kind, NOT_A_NUMBER)).format(value=repr(text))
    return ""
