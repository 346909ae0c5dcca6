"""A trap's page of the packet (R3): a calendar of its cleanings, a month a row and a day
of the month a column, the days a cleaning was due and not done in red, as its
obligations say. The calendar is computed as plain data (:func:`trap_calendar`, testable
without Qt); the HTML is made at the edge.
"""

from __future__ import annotations

import calendar
import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.exchange.rows import Window, due_counts
from fog_desktop.reports.device_page import HEADER_FILL, RED, STYLE, heading, open_items
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.maintenance import MaintenanceRow
from fog_desktop.services.schedules import TRAP_CLOCK

#: The widths of the months' labels and of each day's column, in percent of the page.
LABEL_PERCENT = 9
DAY_PERCENT = (100 - LABEL_PERCENT) / 31
CLEANED_MARK = "✓"
MISSED_MARK = "✗"


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
    device: DeviceRow,
    rows: Sequence[MaintenanceRow],
    owed: Sequence[Obligation],
    window: Window,
    approvals: str,
) -> Part:
    """A trap's calendar (R3), a mark a day cleaned and the gaps in red, under its heading
    and ``approvals``: the city's approvals of a longer interval, in HTML."""
    cleanings = [r.service_date for r in rows if r.service in TRAP_CLOCK]
    cal = trap_calendar(cleanings, owed, window, device.in_service_since)
    due = due_counts((o for o in owed if o.kind == ObligationKind.TRAP_CLEANING), window)
    said = escape(f"{due.said('cleaning', 'cleanings')} (R3); {cal.cleanings:,} cleanings done.")
    counts = f'<span class="{"problem" if due.late or due.overdue else "ok"}">{said}</span>'
    if cal.overdue_since is not None:
        counts += f' <span class="problem">Overdue since {cal.overdue_since}.</span>'
    days = len(cal.missed)
    legend = (
        f'<span class="ok">{CLEANED_MARK}</span> cleaned; '
        f'<span class="problem">red {MISSED_MARK}: cleaning missed (R3),</span> a day a cleaning '
        f"was due and not done by then ({days:,} day{'' if days == 1 else 's'}: a cleaning "
        "late by two days shows two); a plain day: none due; grey: outside the window or "
        "before the trap was in service."
    )
    parts = [STYLE, heading(device), approvals, f"<p>{counts}</p>"]
    parts.append(f'<p class="note">{legend}</p>')
    parts.append(open_items(owed, window.end))
    title = f"{device.device_id}: cleanings, {CLEANED_MARK} cleaned, red {MISSED_MARK} missed (R3)"
    parts.append(_calendar_table(cal, title))
    return Part("".join(parts))


def _calendar_table(cal: TrapCalendar, title: str) -> str:
    """A month a row, a day of the month a column: the marks print at the packet's text
    size and the window's 25 months fit a page under the trap's heading. The title and
    the days' numbers head every page a longer window takes."""
    days = "".join(f'<td width="{DAY_PERCENT:.2f}%">{day}</td>' for day in range(1, 32))
    head = (
        f'<tr><td colspan="32" bgcolor="{HEADER_FILL}"><b>{escape(title)}</b></td></tr>'
        f'<tr><td width="{LABEL_PERCENT}%"></td>{days}</tr>'
    )
    rows = "".join(_month_row(cal, year, month) for year, month in cal.months())
    return (
        '<table class="calendar" width="100%" cellspacing="0" cellpadding="0">'
        f"<thead>{head}</thead>{rows}</table>"
    )


def _month_row(cal: TrapCalendar, year: int, month: int) -> str:
    label = f"{calendar.month_abbr[month]}&nbsp;{year}"
    length = calendar.monthrange(year, month)[1]
    cells = "".join(_day_cell(cal, date(year, month, day)) for day in range(1, length + 1))
    past_end = 31 - length
    blank = f'<td colspan="{past_end}"></td>' if past_end else ""
    return f'<tr><td class="month"><b>{label}</b></td>{cells}{blank}</tr>'


def _day_cell(cal: TrapCalendar, day: date) -> str:
    mark = cal.mark(day)
    if mark == DayMark.CLEANED:
        return f'<td bgcolor="#e4f2e4"><span class="ok">{CLEANED_MARK}</span></td>'
    if mark == DayMark.MISSED:
        return f'<td bgcolor="{RED}"><font color="#ffffff">{MISSED_MARK}</font></td>'
    if mark == DayMark.OUTSIDE:
        return '<td bgcolor="#dddddd"></td>'
    return "<td></td>"
