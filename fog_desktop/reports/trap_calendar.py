"""A trap's page of the packet (R3): a calendar of its cleanings, a month a block, the
days a cleaning was due and not done in red, as its obligations say. The calendar is
computed as plain data (:func:`trap_calendar`, testable without Qt); the HTML is made at
the edge.
"""

from __future__ import annotations

import calendar
import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.exchange.rows import Window
from fog_desktop.reports.device_page import GREY, HEADER_FILL, RED, STYLE, heading, open_items
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.maintenance import MaintenanceRow
from models import Service

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


def trap_part(
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
    parts = [STYLE, heading(device), f"<p>{counts}</p>", f'<p class="note">{legend}</p>']
    parts.append(open_items(owed, window.end))
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
