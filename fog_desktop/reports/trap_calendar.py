"""A trap's page of the packet (R3): a calendar of its cleanings, a month a row and a day
of the month a column, the days a cleaning was due and not done in red, as its
obligations say. The calendar is computed as plain data (:mod:`fog_desktop.exchange.trap_days`,
testable without Qt); the HTML is made here, at the edge.
"""

from __future__ import annotations

import calendar
from collections.abc import Sequence
from datetime import date

from fog_desktop.exchange.rows import Window, due_counts
from fog_desktop.exchange.trap_days import (
    CLEANED_MARK,
    MISSED_MARK,
    DayMark,
    TrapCalendar,
    trap_calendar,
)
from fog_desktop.reports.device_page import HEADER_FILL, RED, STYLE, heading, open_items
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.devices import DeviceRow
from fog_desktop.services.maintenance import MaintenanceRow
from fog_desktop.services.schedules import TRAP_CLOCK

#: The widths of the months' labels and of each day's column, in percent of the page.
LABEL_PERCENT = 9
DAY_PERCENT = (100 - LABEL_PERCENT) / 31


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
