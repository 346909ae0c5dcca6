"""The working-day calendar of rules.md R5.

A working day is Monday to Friday and not a holiday of the establishment's calendar. The
default calendar holds only the holidays nearly every California city hall closes for,
each on its observed date (Saturday → the Friday before, Sunday → the Monday after),
taken from the ``holidays`` package; the establishment adds local closures or removes a
day. The package's days of the years in :data:`TABLE_YEARS` are kept in
resources/default-holidays.txt (``python -m tools.holiday_table`` writes it), since the
package loads every country it knows on first use.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cache, lru_cache
from importlib.resources import files

from fog_desktop.i18n import noop, translate

#: The default holidays of R5, by the names the ``holidays`` package gives them (kept so in
#: the records; the window shows them with :func:`shown_holiday`).
DEFAULT_HOLIDAY_NAMES: tuple[str, ...] = (
    noop("Holiday", "New Year's Day"),
    noop("Holiday", "Martin Luther King Jr. Day"),
    noop("Holiday", "Presidents' Day"),
    noop("Holiday", "Memorial Day"),
    noop("Holiday", "Independence Day"),
    noop("Holiday", "Labor Day"),
    noop("Holiday", "Veterans Day"),
    noop("Holiday", "Thanksgiving Day"),
    noop("Holiday", "Day After Thanksgiving"),
    noop("Holiday", "Christmas Day"),
)
_OBSERVED = " (observed)"
#: Why a day the establishment closed is no working day.
LOCAL_CLOSURE = noop("Holiday", "Local closure")
SATURDAY = 5
#: The years whose default holidays resources/default-holidays.txt holds: records from
#: the ordinance's first years to decades after today; any other year asks the package.
TABLE_YEARS = range(2000, 2076)
HOLIDAY_TABLE = "default-holidays.txt"


def default_holidays(year: int) -> Mapping[date, str]:
    """R5's default holidays that fall on a weekday of ``year``, on their observed dates:
    the one kept copy, read-only to its callers.

    A holiday on a weekend is observed on the Friday before or the Monday after; the
    weekend day itself is no working day anyway, so only the observed weekday is listed.
    """
    if year in TABLE_YEARS:
        return _table().get(year, {})
    return holidays_of_package(year)


@cache
def _table() -> Mapping[int, Mapping[date, str]]:
    """resources/default-holidays.txt by year: a line a day, its date and its names."""
    years: dict[int, dict[date, str]] = {}
    for line in (files("resources") / HOLIDAY_TABLE).read_text(encoding="utf-8").splitlines():
        day_text, names = line.split("\t")
        day = date.fromisoformat(day_text)
        years.setdefault(day.year, {})[day] = names
    return years


@lru_cache(maxsize=64)
def holidays_of_package(year: int) -> Mapping[date, str]:
    """R5's :func:`default_holidays` of ``year`` as the ``holidays`` package gives them."""
    # Imported only for a year outside the table: the package loads every country it
    # knows, a quarter of a second of a start (issue 16 §1).
    import holidays  # noqa: PLC0415

    source = holidays.country_holidays(
        "US", subdiv="CA", years=(year - 1, year, year + 1), observed=True, language="en_US"
    )
    chosen: dict[date, str] = {}
    for day, names in source.items():
        if day.year != year or day.weekday() >= SATURDAY:
            continue
        kept = [
            name
            for name in names.split("; ")
            if name.removesuffix(_OBSERVED) in DEFAULT_HOLIDAY_NAMES
        ]
        if kept:
            chosen[day] = "; ".join(kept)
    return chosen


def shown_holiday(names: str) -> str:
    """A day's holiday names ("Christmas Day (observed)"; several joined by "; ") as the
    window shows them, in the interface's language; a name of no default holiday (R5) as
    it is."""
    shown = []
    for name in names.split("; "):
        plain = name.removesuffix(_OBSERVED)
        text = translate("Holiday", plain)
        if plain != name:
            text = translate("Holiday", "{holiday} (observed)").format(holiday=text)
        shown.append(text)
    return "; ".join(shown)


@dataclass(frozen=True)
class WorkingCalendar:
    """The calendar in force for one establishment: the defaults, plus and minus its changes."""

    closed: frozenset[date] = field(default_factory=frozenset)
    opened: frozenset[date] = field(default_factory=frozenset)

    @classmethod
    def with_changes(
        cls, closed: Iterable[date] = (), opened: Iterable[date] = ()
    ) -> WorkingCalendar:
        """R5's default calendar with the establishment's local closures and the holidays
        it removed."""
        return cls(frozenset(closed), frozenset(opened))

    def holidays_in(self, year: int) -> dict[date, str]:
        """The non-working weekdays of ``year`` and why, in date order (R5)."""
        days = {d: n for d, n in default_holidays(year).items() if d not in self.opened}
        for day in self.closed:
            if day.year == year and day.weekday() < SATURDAY:
                days.setdefault(day, LOCAL_CLOSURE)
        return dict(sorted(days.items()))

    def is_working_day(self, day: date) -> bool:
        """Monday to Friday and not a holiday of this calendar (R5)."""
        if day.weekday() >= SATURDAY or day in self.closed:
            return False
        return day in self.opened or day not in default_holidays(day.year)

    def add_working_days(self, start: date, n: int) -> date:
        """The n-th working day after ``start``; ``start`` itself is not counted (R5)."""
        if n < 1:
            raise ValueError("n must be at least 1")
        day = start
        remaining = n
        while remaining:
            day += timedelta(days=1)
            if self.is_working_day(day):
                remaining -= 1
        return day

    def working_days_until(self, today: date, due: date) -> int:
        """The working days after ``today`` up to and including ``due``: what is left of
        R5's five, counted as the due date was."""
        count, day = 0, today
        while day < due:
            day += timedelta(days=1)
            count += self.is_working_day(day)
        return count

    def describe(self, year: int) -> str:
        """One line per holiday, for the settings page and the records packet, which prints
        the calendar in force (R5)."""
        return "\n".join(f"{d.isoformat()} {d:%a} {n}" for d, n in self.holidays_in(year).items())
