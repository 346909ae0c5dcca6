"""What every device's page of the packet has (R1–R3): the style, the heading with the
device's facts, its obligations still open, and the list tables of its log.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from fog_desktop.reports.pdf import escape
from fog_desktop.rules.obligations import Obligation, ObligationState
from fog_desktop.services.devices import DeviceRow

if TYPE_CHECKING:
    from fog_desktop.reports.sludge_readings import Reading

GREEN = "#116611"
AMBER = "#a15c00"
RED = "#a00000"
HEADER_FILL = "#dde4ee"

STYLE = f"""
<style>
h2 {{ font-size: 13pt; margin-top: 0; margin-bottom: 2px; }}
h3 {{ font-size: 10pt; margin-top: 8px; margin-bottom: 2px; }}
p {{ margin-top: 2px; margin-bottom: 2px; }}
table.list {{ border-collapse: collapse; }}
table.list th {{ background: {HEADER_FILL}; text-align: left; }}
table.list td, table.list th {{ border: 1px solid #999; padding: 2px 4px; font-size: 8pt; }}
table.facts td {{ padding: 1px 8px 1px 0; font-size: 8pt; }}
table.calendar {{ border-collapse: collapse; }}
table.calendar td {{ border: 1px solid #bbb; font-size: 9pt; text-align: center; }}
table.calendar td {{ white-space: nowrap; }}
table.calendar td.month {{ text-align: left; padding-right: 2px; }}
.problem {{ color: {RED}; }} .attention {{ color: {AMBER}; }} .ok {{ color: {GREEN}; }}
.note {{ font-size: 8pt; }}
</style>
"""


def decimal_text(value: Decimal) -> str:
    """A capacity, a depth or gallons as printed: "1500", "0.5"."""
    return format(value.normalize(), "f")


def amount_text(value: Decimal | None) -> str:
    """Gallons as printed, or nothing when none were entered."""
    return "" if value is None else decimal_text(value)


def heading(device: DeviceRow) -> str:
    """The device's ID and type, and its facts in a row under them."""
    since = device.in_service_since.isoformat() if device.in_service_since else "not entered"
    facts = [
        ("Location", device.location or "not entered"),
        ("Capacity", f"{decimal_text(device.capacity_gal)} gal"),
        ("Design depth", f"{decimal_text(device.design_depth_in)} in"),
        ("Frequency", device.frequency_label),
        ("In service since", since),
    ]
    cells = "".join(f"<td><b>{escape(k)}:</b> {escape(v)}</td>" for k, v in facts)
    return (
        f"<h2>{escape(device.device_id)} — {escape(device.type)}</h2>"
        f'<table class="facts"><tr>{cells}</tr></table>'
    )


def list_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A table whose header row repeats on every page; cells are HTML made here."""
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="list" width="100%"><thead><tr>{head}</tr></thead>{body}</table>'


#: Readings per line of the readings table.
READINGS_ACROSS = 5


def readings_table(readings: Sequence[Reading], marks: Mapping[date, str] | None = None) -> str:
    """The readings a few to a line, by date; one over 25% says so in words (R1), one the
    city's inspector measured says "(city)" (R1, whose reading), and one entered late has
    the mark (HTML) ``marks`` holds for its day (R6)."""
    cells = []
    for r in readings:
        city = " (city)" if r.inspection_no else ""
        late = f"<br>{marks[r.day]}" if marks and r.day in marks else ""
        cells.append(
            f'{r.day} <span class="problem"><b>{r.percent}%: over 25% (R1)</b></span>{city}{late}'
            if r.over
            else f"{r.day} {r.percent}%{city}{late}"
        )
    lines = [cells[i : i + READINGS_ACROSS] for i in range(0, len(cells), READINGS_ACROSS)]
    lines[-1] += [""] * (READINGS_ACROSS - len(lines[-1]))
    return list_table(["Date and % of design depth"] * READINGS_ACROSS, lines)


def open_items(owed: Iterable[Obligation], as_of: date) -> str:
    """The device's obligations still open at the window's end, in words (R1–R3)."""
    lines = []
    for o in sorted(owed, key=lambda o: o.due):
        if o.met_on is not None:
            continue
        state = o.state(as_of)
        css = "problem" if state == ObligationState.OVERDUE else "ok"
        lines.append(
            f'<span class="{css}">{escape(o.name)} due {o.due}: {escape(state.value)} '
            f"({escape(o.rule)})</span>"
        )
    return f"<p>Open: {'; '.join(lines)}</p>" if lines else ""
