"""The packet's pages per device: an interceptor's history, a trap's calendar (R1–R3).

Interceptors first, each on a page of its own: the chart the Maintenance page shows, its
pump-outs side by side with their manifests and flags, its sludge-height readings. Then
each trap as a calendar of its cleanings, a month a block, the days a cleaning was due
and not done in red, as its obligations say (R3). Then any other device's log. What is
computed is plain data (testable without Qt); the HTML is made at the edge.
"""

from __future__ import annotations

import calendar
import enum
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sludge_chart import chart_data, chart_png, summary
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services import maintenance
from fog_desktop.services.devices import DeviceRow, frequency_label, list_devices
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_PARTIAL,
    MaintenanceFilter,
    MaintenanceRow,
)
from fog_desktop.services.obligations import obligations_for
from models import DeviceType, Service

GREEN = "#116611"
AMBER = "#a15c00"
RED = "#a00000"
GREY = "#8a8a8a"
HEADER_FILL = "#dde4ee"
#: The chart's size on paper: the page's width inside its margins, and at 300 dpi.
CHART_WIDTH_IN = 7.4
CHART_HEIGHT_IN = 2.6
CHART_DPI = 300
#: Qt sizes an image of the HTML at 96 units per inch, whatever the device it lays out for.
HTML_UNITS_PER_INCH = 96
#: Readings per line of the readings table.
READINGS_ACROSS = 5
#: Month blocks across a calendar page, and rows of them on a page: the 25 calendar
#: months a two-year window touches fit on one page, under the trap's heading.
MONTHS_ACROSS = 5
BANDS_PER_PAGE = 5
GAP_PERCENT = 1
CLEANED_MARK = "✓"
MISSED_MARK = "✗"
#: Weeks start on Sunday, as on an American calendar.
_WEEKS = calendar.Calendar(firstweekday=calendar.SUNDAY)
_WEEKDAYS = ("S", "M", "T", "W", "T", "F", "S")

STYLE = f"""
<style>
h2 {{ font-size: 13pt; margin-top: 0; margin-bottom: 2px; }}
h3 {{ font-size: 10pt; margin-top: 8px; margin-bottom: 2px; }}
p {{ margin-top: 2px; margin-bottom: 2px; }}
table.list {{ border-collapse: collapse; }}
table.list th {{ background: {HEADER_FILL}; text-align: left; }}
table.list td, table.list th {{ border: 1px solid #999; padding: 2px 4px; font-size: 8pt; }}
table.facts td {{ padding: 1px 8px 1px 0; font-size: 8pt; }}
table.calendar td {{ font-size: 6.5pt; padding: 1px; text-align: center; white-space: nowrap; }}
.mark {{ font-size: 5pt; }}
.problem {{ color: {RED}; }} .attention {{ color: {AMBER}; }} .ok {{ color: {GREEN}; }}
.note {{ font-size: 8pt; }}
</style>
"""


# --- What is computed ---------------------------------------------------------------------


@dataclass(frozen=True)
class PumpOutLine:
    """One pump-out as the packet lists it (R2): ``flags`` in words, empty when none."""

    day: date
    gallons: Decimal | None
    hauler: str
    manifest_no: str
    found: str
    flags: tuple[str, ...]


def _number(value: Decimal) -> str:
    return format(value.normalize(), "f")


def _amount(value: Decimal | None) -> str:
    return "" if value is None else _number(value)


def _found(pump_out: MaintenanceRow, readings: Sequence[MaintenanceRow], since: date) -> str:
    """The level the hauler found (R1): the pump-out's own reading or one of its day;
    without one, the last reading since the pump-out before, with its date."""
    if pump_out.percent is not None:
        return f"{pump_out.percent}%"
    same_day = [r for r in readings if r.service_date == pump_out.service_date]
    if same_day:
        return f"{same_day[-1].percent}%"
    earlier = [r for r in readings if since < r.service_date < pump_out.service_date]
    if earlier:
        return f"{earlier[-1].percent}% (reading of {earlier[-1].service_date})"
    return "not measured"


def pump_out_lines(
    rows: Sequence[MaintenanceRow], obligations: Iterable[Obligation], as_of: date
) -> list[PumpOutLine]:
    """The pump-outs among ``rows`` (one device's log, by date) with what the rules say of
    each: possibly partial or its manifest missing (R2), late against its frequency (R2),
    or late after a reading over 25% (R1)."""
    late: dict[date, list[str]] = defaultdict(list)
    for o in obligations:
        if o.met_on is None or o.state(as_of) != ObligationState.MET_LATE:
            continue
        if o.kind == ObligationKind.PUMP_OUT:
            late[o.met_on].append(f"Late: was due {o.due} (R2)")
        elif o.kind == ObligationKind.SERVICE_NOW:
            late[o.met_on].append(f"Late: service now was due {o.due}, a reading over 25% (R1)")
    readings = [r for r in rows if r.percent is not None and not r.is_void]
    lines = []
    previous = date.min
    for row in rows:
        if row.service != Service.PUMP_OUT or row.is_void:
            continue
        flags = list(late.get(row.service_date, ()))
        if FLAG_PARTIAL in row.flags and row.gallons_removed is not None:
            flags.append(
                f"Possible partial pump-out: {_number(row.gallons_removed)} of "
                f"{_number(row.capacity_gal)} gal, under 90% (R2)"
            )
        if FLAG_MANIFEST_MISSING in row.flags:
            flags.append(f"Manifest missing: {row.manifest_problem} (R2)")
        lines.append(
            PumpOutLine(
                row.service_date,
                row.gallons_removed,
                row.hauler,
                row.manifest_no,
                _found(row, readings, previous),
                tuple(flags),
            )
        )
        previous = row.service_date
    return lines


class DayMark(enum.Enum):
    """What a trap's calendar shows for one day (R3)."""

    OUTSIDE = "outside the window or before the trap was in service"
    CLEANED = "cleaned"
    MISSED = "cleaning missed"
    NOT_DUE = "no cleaning due"


@dataclass(frozen=True)
class TrapCalendar:
    """A trap's cleanings in the window and the days a cleaning was due and not done."""

    window: Window
    in_service_since: date | None
    cleanings: int
    cleaned: frozenset[date]
    missed: frozenset[date]
    #: The due date of a cleaning still not done at the window's end, if any.
    overdue_since: date | None

    def mark(self, day: date) -> DayMark:
        if not self.window.holds(day) or (
            self.in_service_since is not None and day < self.in_service_since
        ):
            return DayMark.OUTSIDE
        if day in self.cleaned:
            return DayMark.CLEANED
        if day in self.missed:
            return DayMark.MISSED
        return DayMark.NOT_DUE

    def months(self) -> list[tuple[int, int]]:
        """(year, month) of each calendar month the window touches."""
        found = []
        year, month = self.window.start.year, self.window.start.month
        while (year, month) <= (self.window.end.year, self.window.end.month):
            found.append((year, month))
            year, month = (year, month + 1) if month < 12 else (year + 1, 1)
        return found


def _days(first: date, last: date) -> Iterator[date]:
    day = first
    while day <= last:
        yield day
        day += timedelta(days=1)


def trap_calendar(
    cleanings: Sequence[date],
    obligations: Iterable[Obligation],
    window: Window,
    in_service_since: date | None,
) -> TrapCalendar:
    """The calendar of a trap (R3) from the dates of its cleanings (and pump-outs) and its
    "Trap cleaning" obligations, seen at the window's end: a day is missed when a
    cleaning was due on or before it and not done by then, from the due date of an
    obligation met late to the day before it was met, or to the window's end for one
    still overdue. So a trap cleaned every 2 days shows its off days as not due."""
    as_of = window.end
    missed: set[date] = set()
    overdue_since = None
    for o in obligations:
        if o.kind != ObligationKind.TRAP_CLEANING:
            continue
        state = o.state(as_of)
        if state == ObligationState.MET_LATE and o.met_on is not None:
            last = o.met_on - timedelta(days=1)
        elif state == ObligationState.OVERDUE:
            last = as_of
            overdue_since = o.due
        else:
            continue
        missed.update(_days(max(o.due, window.start), min(last, window.end)))
    kept = [day for day in cleanings if window.holds(day)]
    return TrapCalendar(
        window, in_service_since, len(kept), frozenset(kept), frozenset(missed), overdue_since
    )


# --- The pages ----------------------------------------------------------------------------


def device_parts(
    db: Database, est_id: int, window: Window, obligations: Sequence[Obligation] | None = None
) -> list[Part]:
    """One part per device in use in the window, interceptors first, then traps, then any
    other device; the devices voided as entered in error are named in one line.
    ``obligations`` (all history, as of the window's end) when the caller has them."""
    as_of = window.end
    devices = list_devices(db, est_id)
    in_use = [
        d
        for d in devices
        if not d.is_void and (d.in_service_since is None or d.in_service_since <= window.end)
    ]
    order = {DeviceType.INTERCEPTOR: 0, DeviceType.TRAP: 1}
    in_use.sort(key=lambda d: (order.get(DeviceType(d.type), 2), d.device_id))
    by_source: dict[str, list[Obligation]] = defaultdict(list)
    if obligations is None:
        obligations = obligations_for(db, est_id, as_of, all_history=True)
    for o in obligations:
        by_source[o.source].append(o)
    parts = []
    for device in in_use:
        flt = MaintenanceFilter(
            device_id=device.device_id, status="in use", date_from=window.start,
            date_to=window.end, sort="date", descending=False,
        )  # fmt: skip
        rows = list(maintenance.iter_rows(db, est_id, flt, as_of=as_of))
        owed = by_source[f"devices:{device.id}"]
        if device.type == DeviceType.INTERCEPTOR:
            parts.append(_interceptor_part(device, rows, owed, window))
        elif device.type == DeviceType.TRAP:
            parts.append(_trap_part(device, rows, owed, window))
        else:
            parts.append(_other_part(device, rows, owed, window))
    voided = [d for d in devices if d.is_void]
    note = ""
    if voided:
        names = "; ".join(f"{d.device_id} ({d.void_reason or 'no reason given'})" for d in voided)
        note = (
            f'<p class="note">Devices voided as entered in error, not shown: {escape(names)}.</p>'
        )
    if not parts:
        return [Part(STYLE + "<h2>Devices</h2><p>No grease control device in use in this "
                     f"window.</p>{note}")]  # fmt: skip
    if note:
        last = parts[-1]
        parts[-1] = Part(last.html + note, last.landscape, last.images)
    return parts


def _heading(device: DeviceRow) -> str:
    since = device.in_service_since.isoformat() if device.in_service_since else "not entered"
    facts = [
        ("Location", device.location or "not entered"),
        ("Capacity", f"{_number(device.capacity_gal)} gal"),
        ("Design depth", f"{_number(device.design_depth_in)} in"),
        ("Frequency", frequency_label(device)),
        ("In service since", since),
    ]
    cells = "".join(f"<td><b>{escape(k)}:</b> {escape(v)}</td>" for k, v in facts)
    return (
        f"<h2>{escape(device.device_id)} — {escape(device.type)}</h2>"
        f'<table class="facts"><tr>{cells}</tr></table>'
    )


def _list_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A table whose header row repeats on every page; cells are HTML made here."""
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="list" width="100%"><thead><tr>{head}</tr></thead>{body}</table>'


def _open_items(owed: Iterable[Obligation], as_of: date) -> str:
    """The device's obligations still open at the window's end, in words (R1–R3)."""
    lines = []
    for o in sorted(owed, key=lambda o: o.due):
        if o.met_on is not None:
            continue
        state = o.state(as_of)
        css = "problem" if state == ObligationState.OVERDUE else "ok"
        lines.append(
            f'<span class="{css}">{escape(o.kind.value)} due {o.due}: {escape(state.value)} '
            f"({escape(o.rule)})</span>"
        )
    return f"<p>Open: {'; '.join(lines)}</p>" if lines else ""


def _interceptor_part(
    device: DeviceRow, rows: Sequence[MaintenanceRow], owed: Sequence[Obligation], window: Window
) -> Part:
    """An interceptor's page (R1, R2): heading, chart, pump-outs, readings."""
    data = chart_data(device.device_id, rows, window.start, window.end)
    images: dict[str, bytes] = {}
    parts = [STYLE, _heading(device)]
    if data.readings or data.pump_outs:
        name = f"chart-{device.id}.png"
        images[name] = chart_png(data, CHART_WIDTH_IN, CHART_HEIGHT_IN, CHART_DPI)
        width = round(CHART_WIDTH_IN * HTML_UNITS_PER_INCH)
        parts.append(f'<p><img src="{escape(name)}" width="{width}"></p>')
    parts.append(f'<p class="note">{escape(summary(data))}</p>')
    parts.append(_open_items(owed, window.end))
    lines = pump_out_lines(rows, owed, window.end)
    parts.append(f"<h3>Pump-outs ({len(lines)})</h3>")
    parts.append(_pump_out_table(lines) if lines else "<p>No pump-outs in this window.</p>")
    parts.append(f"<h3>Sludge-height readings ({len(data.readings)})</h3>")
    parts.append(
        _readings_table([(r.day, r.percent, r.over) for r in data.readings])
        if data.readings
        else "<p>No sludge-height readings in this window (R1).</p>"
    )
    others = [r for r in rows if r.service == Service.INSPECTION]
    if others:
        days = ", ".join(str(r.service_date) for r in others)
        parts.append(f"<p>Inspections: {escape(days)}.</p>")
    return Part("".join(parts), images=images)


def _flags_html(flags: Sequence[str]) -> str:
    if not flags:
        return '<span class="ok">On time</span>'
    return "<br>".join(f'<span class="problem">{escape(f)}</span>' for f in flags)


def _pump_out_table(lines: Sequence[PumpOutLine]) -> str:
    return _list_table(
        ["Date", "Gallons removed", "Hauler", "Manifest no.", "% of design depth found", "Flags"],
        (
            [
                str(line.day),
                _amount(line.gallons),
                escape(line.hauler),
                escape(line.manifest_no) or "none",
                escape(line.found),
                _flags_html(line.flags),
            ]
            for line in lines
        ),
    )


def _readings_table(readings: Sequence[tuple[date, Decimal, bool]]) -> str:
    """The readings a few to a line, by date; one over 25% says so in words (R1)."""
    cells = [
        f'{day} <span class="problem"><b>{percent}%: over 25% (R1)</b></span>'
        if over
        else f"{day} {percent}%"
        for day, percent, over in readings
    ]
    lines = [cells[i : i + READINGS_ACROSS] for i in range(0, len(cells), READINGS_ACROSS)]
    lines[-1] += [""] * (READINGS_ACROSS - len(lines[-1]))
    return _list_table(["Date and % of design depth"] * READINGS_ACROSS, lines)


def _trap_part(
    device: DeviceRow, rows: Sequence[MaintenanceRow], owed: Sequence[Obligation], window: Window
) -> Part:
    """A trap's calendar (R3): a month a block, a mark a day cleaned, the gaps in red."""
    cleanings = [r.service_date for r in rows if r.service in (Service.CLEANING, Service.PUMP_OUT)]
    cal = trap_calendar(cleanings, owed, window, device.in_service_since)
    late = len(cal.missed)
    counts = f"{cal.cleanings} cleanings in the window; "
    if late:
        counts += f'<span class="problem">{late} day{"s" if late != 1 else ""} late.</span>'
    else:
        counts += '<span class="ok">none late.</span>'
    if cal.overdue_since is not None:
        counts += f' <span class="problem">Overdue since {cal.overdue_since}.</span>'
    legend = (
        f'<span class="ok">{CLEANED_MARK}</span> cleaned; '
        f'<span class="problem">red {MISSED_MARK}: cleaning missed (R3),</span> a day a cleaning '
        "was due and not done by then; a plain day: none due; grey: outside the window or "
        "before the trap was in service."
    )
    parts = [STYLE, _heading(device), f"<p>{counts}</p>", f'<p class="note">{legend}</p>']
    parts.append(_open_items(owed, window.end))
    title = f"{device.device_id}: cleanings, {CLEANED_MARK} cleaned, red {MISSED_MARK} missed (R3)"
    parts.append(_calendar_table(cal, title))
    return Part("".join(parts))


def _calendar_table(cal: TrapCalendar, title: str) -> str:
    """The months as blocks, a row of them a row of an outer table headed by the trap's
    title; :data:`BANDS_PER_PAGE` rows a page, each page's table starting a new page, so
    that a row of months is never split across pages."""
    months = cal.months()
    bands = [months[i : i + MONTHS_ACROSS] for i in range(0, len(months), MONTHS_ACROSS)]
    pages = []
    for first in range(0, len(bands), BANDS_PER_PAGE):
        rows = "".join(
            f'<tr><td style="padding-bottom: 6px">{_band(cal, band)}</td></tr>'
            for band in bands[first : first + BANDS_PER_PAGE]
        )
        style = ' style="page-break-before: always"' if first else ""
        pages.append(
            f'<table width="100%" cellspacing="0" cellpadding="0"{style}>'
            f"<thead><tr><td><b>{escape(title)}</b></td></tr></thead>{rows}</table>"
        )
    return "".join(pages)


def _band(cal: TrapCalendar, band: Sequence[tuple[int, int]]) -> str:
    """A row of month blocks as one flat table, so that Qt lays their days out evenly."""
    gap = f'<td width="{GAP_PERCENT}%"></td>'
    cell = f'width="{(100 - GAP_PERCENT * (MONTHS_ACROSS - 1)) / (MONTHS_ACROSS * 7):.2f}%"'
    weeks = [_WEEKS.monthdatescalendar(y, m) for y, m in band]
    titles = gap.join(
        f'<td colspan="7" bgcolor="{HEADER_FILL}"><b>{calendar.month_name[m]} {y}</b></td>'
        for y, m in band
    )
    days = gap.join("".join(f"<td {cell}>{d}</td>" for d in _WEEKDAYS) for _ in band)
    rows = [f"<tr>{titles}</tr>", f"<tr>{days}</tr>"]
    for week in range(max(len(w) for w in weeks)):
        blocks = []
        for (_year, month), block in zip(band, weeks, strict=True):
            days_of = list(block[week]) if week < len(block) else []
            inside = [day for day in days_of if day.month == month]
            before = next((i for i, day in enumerate(days_of) if day.month == month), 7)
            after = 7 - before - len(inside)
            blocks.append(
                _blank(before) + "".join(_day_cell(cal, day) for day in inside) + _blank(after)
            )
        rows.append(f"<tr>{gap.join(blocks)}</tr>")
    return (
        '<table class="calendar" width="100%" cellspacing="1" cellpadding="0">'
        + "".join(rows)
        + "</table>"
    )


def _blank(days: int) -> str:
    """Days of a week outside the month, as one cell."""
    if not days:
        return ""
    return "<td></td>" if days == 1 else f'<td colspan="{days}"></td>'


def _day_cell(cal: TrapCalendar, day: date) -> str:
    mark = cal.mark(day)
    if mark == DayMark.CLEANED:
        return f'<td bgcolor="#e4f2e4">{day.day}<span class="mark ok">{CLEANED_MARK}</span></td>'
    if mark == DayMark.MISSED:
        return (
            f'<td bgcolor="{RED}"><font color="#ffffff">{day.day}'
            f'<span class="mark">{MISSED_MARK}</span></font></td>'
        )
    if mark == DayMark.OUTSIDE:
        return f'<td bgcolor="#eeeeee"><font color="{GREY}">{day.day}</font></td>'
    return f"<td>{day.day}</td>"


def _other_part(
    device: DeviceRow, rows: Sequence[MaintenanceRow], owed: Sequence[Obligation], window: Window
) -> Part:
    """Another grease control device: its log in the window, with the flags (R2)."""
    parts = [STYLE, _heading(device), _open_items(owed, window.end)]
    flags = {line.day: line.flags for line in pump_out_lines(rows, owed, window.end)}
    parts.append(f"<h3>Log ({len(rows)})</h3>")
    if not rows:
        parts.append("<p>No entries in this window.</p>")
        return Part("".join(parts))
    headers = ["Date", "Service", "% of design depth", "Gallons", "Hauler", "Manifest no."]
    lines = []
    for r in rows:
        flagged = _flags_html(flags[r.service_date]) if r.service == Service.PUMP_OUT else ""
        lines.append(
            [
                str(r.service_date),
                escape(r.service),
                f"{r.percent}%" if r.percent is not None else "",
                _amount(r.gallons_removed),
                escape(r.hauler),
                escape(r.manifest_no),
                flagged,
            ]
        )
    parts.append(_list_table([*headers, "Flags"], lines))
    return Part("".join(parts))
