"""What the chart of an interceptor shows, read from its log: the percent of design depth
of each reading (one the city's inspector measured named by its inspection, R1) and each
pump-out (a possibly partial one marked, R2) in the records window, and the chart in
words. Data only: sludge_chart.py draws it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cached_property

from fog_desktop.database import Database
from fog_desktop.parse import number_text
from fog_desktop.rules.profile import with_numbers
from fog_desktop.rules.records_window import records_window
from fog_desktop.services.maintenance import (
    FLAG_OVER_25,
    MaintenanceFilter,
    MaintenanceRow,
    fetch_rows,
)
from fog_desktop.services.ordinances import profile_of
from models import Service

_FETCH_PAGE = 1000


def _month(day: date) -> str:
    return day.strftime("%b %Y")


@dataclass(frozen=True)
class ChartWords:
    """Every word the chart draws or says: English on paper (the packet goes to the city),
    given in the user's language by the window. A text's ``{names}`` are filled in."""

    rule: str = "{limit_percent}% rule"
    pump_out: str = "Pump-out"
    partial: str = "Partial?"
    line: str = "{device}: percent of design depth"
    pump_out_tip: str = "Pump-out on {day}{gallons}{partial}"
    gallons: str = ", {gallons} gal"
    partial_tip: str = " (possible partial pump-out, R2)"
    reading_tip: str = "{day}: {percent}%, {verdict}"
    city: str = "City inspection"
    city_tip: str = "{day}: {percent}%, measured by the city ({inspection}), {verdict}"
    over: str = "over {limit_percent}%: service now (R1)"
    within: str = "within the {limit_percent}% rule"
    no_readings: str = "{device}: no sludge-height readings from {start} to {end}."
    summary: str = (
        "{device}: {readings} readings from {start} to {end}; highest {percent}% on {day}; "
        "{over} over {limit_percent}%; {pump_outs} pump-outs."
    )
    #: A quarter's tick on the date axis: "Jan 2025".
    month: Callable[[date], str] = field(default=_month)
    #: A day in a tooltip or the summary: ISO on paper.
    day: Callable[[date], str] = field(default=date.isoformat)


#: The packet's words.
ENGLISH = ChartWords()


@dataclass(frozen=True)
class Reading:
    day: date
    percent: Decimal
    over: bool
    #: The Inspection ID when the city's inspector measured it, else "" (R1).
    inspection_no: str = ""


@dataclass(frozen=True)
class PumpOut:
    day: date
    gallons: Decimal | None
    partial: bool


@dataclass(frozen=True)
class ChartData:
    """What the chart of one device shows: its readings and pump-outs in the window."""

    device_id: str
    start: date
    end: date
    readings: tuple[Reading, ...]
    pump_outs: tuple[PumpOut, ...]
    #: Where the rule's line is drawn: the ordinance profile's limit, 25% in Sierra Madre.
    limit_percent: Decimal

    @cached_property
    def highest_percent(self) -> float:
        """The highest reading's percent of design depth (R1), 0 without readings: asked
        for each point drawn, so worked out once."""
        return max((float(r.percent) for r in self.readings), default=0.0)

    def segments(self) -> list[list[Reading]]:
        """Readings joined by a line, broken at each pump-out. A reading on the day of a
        pump-out was taken before it (the level the hauler found)."""
        segments: list[list[Reading]] = [[]]
        pumps = iter(sorted(p.day for p in self.pump_outs))
        following = next(pumps, None)
        for reading in self.readings:
            while following is not None and following < reading.day:
                segments.append([])
                following = next(pumps, None)
            segments[-1].append(reading)
        return [s for s in segments if s]


def chart_data(
    device_id: str,
    rows: Iterable[MaintenanceRow],
    start: date,
    end: date,
    limit_percent: Decimal,
) -> ChartData:
    """The chart of ``device_id`` from its log ``rows``; void entries are left out."""
    kept = sorted(
        (r for r in rows if not r.is_void and start <= r.service_date <= end),
        key=lambda r: (r.service_date, r.id),
    )
    readings = tuple(
        Reading(r.service_date, r.percent, FLAG_OVER_25 in r.flags, r.city_inspection_no)
        for r in kept
        if r.percent is not None
    )
    pump_outs = tuple(
        PumpOut(r.service_date, r.gallons_removed, not r.counts_as_full)
        for r in kept
        if r.service == Service.PUMP_OUT
    )
    return ChartData(device_id, start, end, readings, pump_outs, limit_percent)


def load_chart_data(db: Database, establishment_id: int, device_id: str, today: date) -> ChartData:
    """Read the device's entries of the last two years (a few dozen for an interceptor)."""
    profile = profile_of(db, establishment_id)
    start, end = records_window(today, profile)
    flt = MaintenanceFilter(
        device_id=device_id, status="in use", date_from=start, date_to=end,
        sort="date", descending=False,
    )  # fmt: skip
    rows: list[MaintenanceRow] = []
    while True:
        page = fetch_rows(db, establishment_id, flt, len(rows), _FETCH_PAGE, as_of=today)
        rows.extend(page)
        if len(page) < _FETCH_PAGE:
            return chart_data(device_id, rows, start, end, profile.limit_percent)


def summary(data: ChartData, words: ChartWords = ENGLISH) -> str:
    """The chart in words (R1): for a screen reader, and under the chart on paper."""
    words = with_numbers(words, {"limit_percent": number_text(data.limit_percent)})
    start, end = words.day(data.start), words.day(data.end)
    if not data.readings:
        return words.no_readings.format(device=data.device_id, start=start, end=end)
    top = max(data.readings, key=lambda r: r.percent)
    return words.summary.format(
        device=data.device_id,
        readings=len(data.readings),
        start=start,
        end=end,
        percent=top.percent,
        day=words.day(top.day),
        over=sum(r.over for r in data.readings),
        pump_outs=len(data.pump_outs),
    )
