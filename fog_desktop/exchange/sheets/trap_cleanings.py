"""The grease traps' routine cleanings on paper (R3, issue 31).

A trap cleaned daily fills the Maintenance log with rows that say nothing but the day:
the demo's two years, 1,091 of its 1,120 rows, 22 pages. The Maintenance sheet keeps
every row, for import and for the reader of the file, but lists the routine cleanings
last and prints the rows before them; the Trap cleanings sheet prints those days as the
packet's trap pages do, from the same days (:mod:`~fog_desktop.exchange.trap_days`): a
trap's month a row, a day a column.
"""

from __future__ import annotations

import calendar
from collections import defaultdict
from collections.abc import Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import closing
from datetime import date
from itertools import groupby

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, Export
from fog_desktop.exchange.layout import Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.exchange.sheets.maintenance import MAINTENANCE
from fog_desktop.exchange.trap_days import (
    CLEANED_MARK,
    MISSED_MARK,
    DayMark,
    TrapCalendar,
    trap_calendar,
)
from fog_desktop.rules.obligations import Obligation
from fog_desktop.services import maintenance
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.maintenance import MaintenanceFilter
from fog_desktop.services.schedules import TRAP_CLOCK
from models import DeviceType, Service

#: The Maintenance columns a routine cleaning leaves empty: a row with any of them filled
#: has something to say and prints in the log.
QUIET = (
    "FOG depth (in)",
    "Solids depth (in)",
    "Gallons removed",
    "Hauler",
    "Manifest no.",
    "City inspection",
    "Notes",
    "Flags",
)
#: The status of a record neither amended nor voided.
RECORDED = "Recorded"
#: What a day of the calendar shows (R3): a day outside its month, the window or the
#: trap's service shows :data:`OUTSIDE`; a day no cleaning was due and none done, nothing.
MARKS = {DayMark.CLEANED: CLEANED_MARK, DayMark.MISSED: MISSED_MARK, DayMark.NOT_DUE: None}
OUTSIDE = "–"

#: The grease traps' cleanings as a calendar, a trap's month a row (R3): ✓ cleaned, ✗ a
#: cleaning due and not done by then, – a day outside the month, the window or the trap's
#: service. The Maintenance sheet prints without its routine cleanings, which print here.
TRAP_CLEANINGS = Sheet(
    "Trap cleanings",
    (
        Column("Device ID", width=10),
        Column("Month", width=9),
        *(Column(str(day), width=3) for day in range(1, 32)),
        Column("Cleanings", Kind.INTEGER, 11),
        Column("Days missed", Kind.INTEGER, 8),
    ),
)

_AT = {header: index for index, header in enumerate(MAINTENANCE.headers)}


def traps_in_use(db: Database, est_id: int, window: Window) -> list[DeviceRow]:
    """The grease traps in service in the window, by Device ID, as the packet's pages."""
    return sorted(
        (
            d
            for d in list_devices(db, est_id)
            if d.type == DeviceType.TRAP
            and not d.is_void
            and (d.in_service_since is None or d.in_service_since <= window.end)
        ),
        key=lambda d: d.device_id,
    )


def is_routine(values: Row, in_service: Mapping[str, date | None]) -> bool:
    """Whether a Maintenance row is a routine cleaning of a trap of ``in_service`` (its
    Device ID and the day it went into service): nothing noted but the day, recorded as
    it was first typed, on a day the trap's calendar shows."""
    device = values[_AT["Device ID"]]
    if values[_AT["Service"]] != Service.CLEANING.value or device not in in_service:
        return False
    since = in_service[device]
    return (
        values[_AT["Status"]] == RECORDED
        and (since is None or values[_AT["Date"]] >= since)
        and all(values[_AT[header]] in (None, "") for header in QUIET)
    )


class MaintenanceLog:
    """The Maintenance sheet's rows: every row with something to say, by date and device,
    then the routine trap cleanings, by date and device. Once iterated, :attr:`printed`
    counts the first, the rows on paper, and :attr:`routine` the others."""

    def __init__(self, log: Generator[Row], traps: Sequence[DeviceRow]) -> None:
        self._log = log
        self._in_service = {t.device_id: t.in_service_since for t in traps}
        self.printed: int = 0
        self.routine: int = 0

    def __iter__(self) -> Iterator[Row]:
        # the log comes by date; a day's rows are put in the order of their devices
        routine: list[Row] = []
        with closing(self._log):
            for _day, rows in groupby(self._log, key=lambda v: v[_AT["Date"]]):
                said: list[Row] = []
                for values in rows:
                    (routine if is_routine(values, self._in_service) else said).append(values)
                said.sort(key=lambda v: v[_AT["Device ID"]])
                self.printed += len(said)
                yield from said
        routine.sort(key=lambda v: (v[_AT["Date"]], v[_AT["Device ID"]]))
        self.routine = len(routine)
        yield from routine


def calendar_rows(
    db: Database,
    est_id: int,
    window: Window,
    traps: Sequence[DeviceRow],
    owed: Iterable[Obligation],
) -> Iterator[Row]:
    """The Trap cleanings sheet: a row a trap's month, from the first its calendar shows
    a day of; ``owed``, the establishment's obligations, say which days were missed."""
    flt = MaintenanceFilter(
        status="in use", date_from=window.start, date_to=window.end, descending=False
    )
    cleaned: dict[str, list[date]] = defaultdict(list)
    for r in maintenance.iter_rows(db, est_id, flt, as_of=window.end):
        if r.service in TRAP_CLOCK:
            cleaned[r.device_id].append(r.service_date)
    by_source: dict[str, list[Obligation]] = defaultdict(list)
    for o in owed:
        by_source[o.source].append(o)
    for trap in traps:
        cal = trap_calendar(
            cleaned[trap.device_id], by_source[f"devices:{trap.id}"], window, trap.in_service_since
        )
        for year, month in cal.months():
            row = month_row(trap.device_id, cal, year, month)
            if any(mark != OUTSIDE for mark in row[2:-2]):
                yield row


def month_row(device_id: str, cal: TrapCalendar, year: int, month: int) -> Row:
    """Device ID, month, a mark for each of 31 days, then the cleanings and the days a
    cleaning was due and not done."""
    length = calendar.monthrange(year, month)[1]
    marks: list[str | None] = [OUTSIDE] * 31
    for day in range(1, length + 1):
        mark = cal.mark(date(year, month, day))
        marks[day - 1] = MARKS.get(mark, OUTSIDE)
    done = sum(1 for d in cal.cleaned if (d.year, d.month) == (year, month))
    missed = sum(1 for d in cal.missed if (d.year, d.month) == (year, month))
    return [device_id, f"{calendar.month_abbr[month]} {year}", *marks, done, missed]


def _calendar_rows(export: Export) -> Iterator[Row]:
    return calendar_rows(
        export.db, export.est_id, export.window, export.traps, export.obligations.every
    )


#: How the sheet prints, on the Cover.
ON_PAPER = (
    "a trap's month a row: ✓ cleaned; ✗ a cleaning due and not done by then (R3); "
    "– outside the month, the window or the trap's service"
)

TRAP_CLEANINGS_SHEET = DataSheet(
    TRAP_CLEANINGS,
    _calendar_rows,
    cover=lambda _counts: [(f"{TRAP_CLEANINGS.name} on paper", ON_PAPER)],
)
