"""Interceptor pump-out frequency and the next pump-out due (rules.md R2, R3)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from functools import cache

from fog_desktop.i18n import noop, translate
from fog_desktop.rules.dates import add_months

UNITS = ("days", "weeks", "months")
#: Months differ in length and a month-end clamps, so two frequencies compare over every
#: start date of a leap cycle: four years from a leap year's first day.
_CYCLE_START = date(2000, 1, 1)
_CYCLE_DAYS = 4 * 365 + 1
#: R3 lets a trap be cleaned less often than daily by the user's choice; ten years is past
#: any sensible choice, and a longer frequency is a typing slip whose due dates would run
#: off the calendar. Ten years hold at most 3653 days.
LONGEST_YEARS = 10
LONGEST_DAYS = 3653


#: A frequency's number and unit, in each language's plural forms (R2, R3).
COUNTED = {
    "days": noop("Frequency", "%n day(s)"),
    "weeks": noop("Frequency", "%n week(s)"),
    "months": noop("Frequency", "%n month(s)"),
}


@dataclass(frozen=True)
class Frequency:
    """A maintenance frequency: a number of days, weeks or months."""

    number: int
    unit: str

    def __post_init__(self) -> None:
        if self.unit not in UNITS:
            raise ValueError(f"unit must be one of {', '.join(UNITS)}")
        if self.number < 1:
            raise ValueError("the number must be 1 or more")

    def after(self, start: date) -> date:
        """``start`` plus this frequency; months clamp to the month's end (R2)."""
        if self.unit == "months":
            return add_months(start, self.number)
        return start + timedelta(days=_days(self))

    def exceeds_longest(self) -> bool:
        """True when this frequency spans more than :data:`LONGEST_YEARS` (R3, a typing slip)."""
        start = date(2000, 1, 1)
        return self.after(start) > start.replace(year=start.year + LONGEST_YEARS)

    def exceeds(self, longest: Frequency) -> bool:
        """True when, from some start date, this frequency falls due after ``longest``
        would: a pump-out this far apart could break the ordinance's longest frequency
        (R2, E.2's six months in Sierra Madre). Six months span 181 days at the shortest,
        so 25 weeks fit and 26 (182 days) do not."""
        return _exceeds(self, longest)

    def __str__(self) -> str:
        unit = self.unit if self.number != 1 else self.unit.removesuffix("s")
        return f"{self.number} {unit}"

    @property
    def plain(self) -> str:
        """How often, in the words a manager says it: "daily", "every 3 months" (R2, R3)."""
        if self.number == 1:
            return {"days": "daily", "weeks": "weekly", "months": "monthly"}[self.unit]
        return f"every {self}"

    @property
    def shown(self) -> str:
        """ "3 months" as the screen says it (R2, R3), in the interface's language (``str``
        is the workbook's and the packet's English)."""
        return translate("Frequency", COUNTED[self.unit], None, self.number)

    @property
    def plain_shown(self) -> str:
        """:attr:`plain` in the interface's language: "daily", "every 3 months" (R2, R3)."""
        if self.number == 1:
            if self.unit == "days":
                return translate("Frequency", "daily")
            if self.unit == "weeks":
                return translate("Frequency", "weekly")
            return translate("Frequency", "monthly")
        return translate("Frequency", "every {frequency}").format(frequency=self.shown)

    @classmethod
    def parse(cls, text: str) -> Frequency:
        """``3 months``, ``90 days``, ``2 weeks``, ``1 day``: the frequency of R2 and R3 as
        records-workbook.md writes it."""
        parts = text.split()
        if len(parts) != 2 or not parts[0].isdigit():
            raise ValueError(f"{text!r} is not a frequency like '3 months', '90 days' or '2 weeks'")
        unit = parts[1].lower()
        unit = unit if unit.endswith("s") else unit + "s"
        return cls(int(parts[0]), unit)


def _exceeds(frequency: Frequency, longest: Frequency) -> bool:
    """Whether ``frequency`` falls due after ``longest`` from some start date. A number of
    months is later the more months it is, whatever the start; against a number of days,
    it is as long as its span from the starts of a leap cycle, at the shortest or the
    longest (issue 16 §1: the Dashboard asks this of every frequency up to six months)."""
    if frequency.unit == "months" and longest.unit == "months":
        return frequency.number > longest.number
    if frequency.unit == "months":
        return _span_of_months(frequency.number)[1] > _days(longest)
    if longest.unit == "months":
        return _days(frequency) > _span_of_months(longest.number)[0]
    return _days(frequency) > _days(longest)


def _days(frequency: Frequency) -> int:
    """The days a frequency of days or weeks spans."""
    return frequency.number * (7 if frequency.unit == "weeks" else 1)


@cache
def _span_of_months(months: int) -> tuple[int, int]:
    """The fewest and the most days ``months`` calendar months span, over every start
    date of a leap cycle (months clamp to the month's end)."""
    spans = [
        (add_months(start, months) - start).days
        for start in (_CYCLE_START + timedelta(days=n) for n in range(_CYCLE_DAYS))
    ]
    return min(spans), max(spans)


#: R2: a pump-out under this share of the device's capacity may be partial.
PARTIAL_SHARE = Decimal("0.9")
#: R2: a pump-out without a linked manifest this many days later is flagged.
MANIFEST_GRACE_DAYS = 7


def is_partial_pump_out(gallons_removed: Decimal, capacity: Decimal) -> bool:
    """Under 90% of capacity removed: possibly partial, for the manager to check (R2)."""
    return gallons_removed < capacity * PARTIAL_SHARE


def is_full_pump_out(
    gallons_removed: Decimal | None, capacity: Decimal, settled_full: bool | None
) -> bool:
    """Whether a pump-out counts as full and so resets its device's clock (R2).

    The ordinance asks for all contents removed (A). One that removed under 90% of the
    capacity counts only once the manager confirmed it full (``settled_full`` True, e.g.
    the manifest shows the tank emptied though it held less); one recorded as partial
    (False) never counts, nor does a flagged one still unsettled (None): a due date
    shown must never be later than the law's. Without gallons there is nothing to flag.
    """
    if settled_full is not None:
        return settled_full
    return gallons_removed is None or not is_partial_pump_out(gallons_removed, capacity)


def manifest_missing(service_date: date, has_manifest: bool, as_of: date) -> bool:
    """No manifest linked more than 7 days after the pump-out (R2)."""
    return not has_manifest and as_of > service_date + timedelta(days=MANIFEST_GRACE_DAYS)


@dataclass(frozen=True)
class Interval:
    """One stretch of a schedule: due on ``due``, met by the service on ``met_on``."""

    due: date
    met_on: date | None


def open_due(due: date, records_begin: date | None) -> date:
    """When a device's open interval is due (R2, R3, R9): one owed since before the
    records began is due on the day they began, as R2 makes a device entered without an
    in-service date due at once, so that the user records its last pump-out or cleaning.
    Nothing before that day is judged, yet the device is never left without a duty."""
    if records_begin is not None and due < records_begin:
        return records_begin
    return due


def schedule(
    services: list[date],
    in_service_since: date | None,
    entered_on: date,
    frequency_at: Callable[[date], Frequency],
    current: Frequency,
) -> list[Interval]:
    """Every interval of a device's schedule, the last one still open (R2, R3).

    ``services`` are the dates of the services that reset the clock (full pump-outs, or a
    trap's cleanings); each meets the interval open before it. A closed interval is due
    one frequency after it began, by the frequency in force that day; the open one by
    the ``current`` frequency, the one approved now. The first interval begins on the
    in-service date; a device entered without one is due at once (on ``entered_on``),
    so that the user records its last pump-out.
    """
    days = sorted(set(services))
    starts: list[date | None] = [in_service_since, *days]
    intervals = []
    for index, start in enumerate(starts):
        is_open = index == len(days)
        frequency = current if is_open else frequency_at(start or entered_on)
        due = entered_on if start is None else frequency.after(start)
        intervals.append(Interval(due, None if is_open else days[index]))
    return intervals
