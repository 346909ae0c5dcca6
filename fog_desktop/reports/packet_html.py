"""The HTML the packet's records are printed in: its style sheet, tables whose header
repeats on every page, labelled fields kept on one page, and text that never wraps.

Dates, IDs and states are printed in cells that never wrap (pdf.NOWRAP); every empty
section says so in words instead of printing an empty table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

from fog_desktop.exchange import layout
from fog_desktop.reports.page_breaks import KEEP
from fog_desktop.reports.pdf import NOWRAP, escape
from fog_desktop.services.entry_dates import Entered

#: The packet's style sheet: nothing in it prints smaller than 8 points.
STYLE = """
<style>
h2 { font-size: 13pt; margin-top: 0; }
h3 { font-size: 10pt; margin-top: 10px; margin-bottom: 3px; }
table { border-collapse: collapse; }
th { background: #dde4ee; text-align: left; font-weight: bold; }
td, th { border: 1px solid #999; padding: 2px 4px; vertical-align: top; font-size: 8pt; }
p { font-size: 9pt; margin-top: 2px; margin-bottom: 4px; }
.small { font-size: 8pt; } .problem { color: #a00000; }
.grid td { border: none; padding: 3px; }
</style>
"""


def cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, time):
        return value.strftime("%H:%M")
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    return str(value)


@dataclass(frozen=True)
class Column:
    """A column of a printed table: its header, and whether its text must never wrap."""

    header: str
    nowrap: bool = False


def table(columns: Sequence[Column], data: Iterable[Sequence[str]], *, keep: bool = False) -> str:
    """A table whose header row repeats on every page; cells are already HTML."""
    head = "".join(f"<th>{escape(c.header)}</th>" for c in columns)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="{NOWRAP}">{v}</td>' if c.nowrap else f"<td>{v}</td>"
            for c, v in zip(columns, row, strict=True)
        )
        + "</tr>"
        for row in data
    )
    kept = f' class="{KEEP}"' if keep else ""
    return f'<table{kept} width="100%"><thead><tr>{head}</tr></thead>{body}</table>'


def fields(
    rows_of_pairs: Iterable[Sequence[tuple[str, str]]], lines: Iterable[tuple[str, str]] = ()
) -> str:
    """Labelled fields, one or two to a row, then longer ones each across the width with
    its label in front; kept on one page (values are already HTML)."""

    def cells(pair: tuple[str, str], alone: bool) -> str:
        span = ' colspan="3"' if alone else ""
        return f'<th width="18%">{escape(pair[0])}</th><td{span}>{pair[1]}</td>'

    body = "".join(
        "<tr>" + "".join(cells(pair, len(row) == 1) for pair in row) + "</tr>"
        for row in rows_of_pairs
    )
    body += "".join(
        f'<tr><td colspan="4"><b>{escape(label)}:</b> {value}</td></tr>' for label, value in lines
    )
    return f'<table class="{KEEP}" width="100%">{body}</table>'


def text(value: Any) -> str:
    return escape(cell_text(value))


def nowrap(value: Any) -> str:
    """Inline text that breaks at none of its spaces. Qt keeps ``white-space: nowrap`` for
    whole blocks only; a hyphen before a digit never breaks anyway (Unicode line breaking),
    so a date or an ID stays whole."""
    return text(value).replace(" ", "&nbsp;")


def person(name: str, employee_id: str) -> str:
    """ "Sam Chen (E-004)", the ID whole and on the line of the name's end."""
    return f"{escape(name)}&nbsp;{escape(f'({employee_id})')}"


def empty(what: str) -> str:
    """What an empty section says instead of an empty table."""
    return f"<p>No {escape(what)} in this window.</p>"


def entered_html(entered: Entered | None, describes: date) -> str:
    """When a record was entered, beside the day it describes, if it matters (R6):
    "entered 9 days later" in red, "imported from a workbook on …" in small print;
    nothing for a record typed within the week."""
    said = entered.said(describes) if entered is not None else ""
    if not said or entered is None:
        return ""
    return f'<span class="{"small" if entered.imported else "problem"}">{escape(said)}</span>'


def by_header(sheet: layout.Sheet, values: Sequence[Any]) -> dict[str, Any]:
    """A row of a workbook sheet by its column headers."""
    return {c.header: v for c, v in zip(sheet.columns, values, strict=True)}
