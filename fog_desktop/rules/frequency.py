"""An interceptor's maintenance frequency from its own readings (rules.md R8d; ordinance
Interceptor maintenance E.3, E.4).

A pump-out cycle runs from one full pump-out to the next. Its accumulation rate is its
highest percent reading divided by the days from the cycle's start to that reading. From
the highest rate of the last three finished cycles, and of the unfinished one when it holds a
reading, the day the interceptor reaches the ordinance profile's limit (25% in Sierra
Madre) is predicted, and the longest frequency that stays under it, and never longer than
the profile's longest frequency, is suggested. Percents and rates are exact fractions, so
no reading beats another by rounding and a day is never lost or gained to it; they are
rounded only to be shown.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction

from fog_desktop.i18n import translate
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.records_window import records_window

#: R8d: the cycles with readings needed before anything is predicted or suggested.
CYCLES_NEEDED = 3
#: R8d: the prediction uses the highest rate of this many latest finished cycles (and of
#: the unfinished one when it holds a reading).
CYCLES_COMPARED = 3
_SHOWN_PERCENT = Decimal("0.1")


class NotEnoughData(ValueError):
    """Fewer than :data:`CYCLES_NEEDED` cycles hold a reading (R8d): nothing is suggested."""

    def __init__(self, found: int, needed: int = CYCLES_NEEDED) -> None:
        super().__init__(
            translate(
                "Frequency", "Not enough data: {found} of {needed} cycles have a reading."
            ).format(found=found, needed=needed)
        )
        self.found = found
        self.needed = needed


@dataclass(frozen=True)
class Reading:
    """One sludge-height reading: its day and exact percent of the design depth (R1)."""

    day: date
    exact: Fraction

    @property
    def percent(self) -> Decimal:
        """The percent as R1 shows it: to one decimal, rounded up, so a reading just above
        25 never shows as 25.0. Only for showing: R8d compares :attr:`exact`."""
        return _up(self.exact, _SHOWN_PERCENT)


@dataclass(frozen=True)
class Cycle:
    """One pump-out cycle with a reading: from the full pump-out on ``start`` to the next
    one on ``end`` (None while it runs), its highest reading and the rate it gives (R8d)."""

    start: date
    end: date | None
    highest: Reading
    #: Percent of the design depth gained per day.
    rate: Fraction

    @property
    def days(self) -> int:
        """Days from the cycle's start to its highest reading (R8d)."""
        return (self.highest.day - self.start).days

    @property
    def rate_per_day(self) -> Decimal:
        """The rate to two decimals, rounded up so it never reads slower than it is (R8d)."""
        return _up(self.rate, Decimal("0.01"))


def _up(value: Fraction, step: Decimal) -> Decimal:
    places = Fraction(step)
    return Decimal(math.ceil(value / places)) * step


def cycles(full_pump_outs: Sequence[date], readings: Sequence[Reading]) -> list[Cycle]:
    """Every cycle holding a reading, oldest first (R8d).

    A reading on the day of a pump-out belongs to the cycle that ends that day: it is the
    level found before the interceptor was emptied, and day 0 of the next gives no rate.
    A reading before the first recorded pump-out has no cycle start, so it gives no rate.
    When the highest percent is read twice, the earlier reading counts: the faster rate.
    """
    pumps = sorted(set(full_pump_outs))
    found = []
    for index, start in enumerate(pumps):
        end = pumps[index + 1] if index + 1 < len(pumps) else None
        inside = [r for r in readings if start < r.day and (end is None or r.day <= end)]
        if not inside:
            continue
        highest = min(inside, key=lambda r: (-r.exact, r.day))
        rate = highest.exact / (highest.day - start).days
        found.append(Cycle(start, end, highest, rate))
    return found


def _candidates(longest: Frequency) -> list[Frequency]:
    """Every whole number of weeks or months that never falls due after ``longest``
    (R2's E.2 limit, six months in Sierra Madre)."""
    found = []
    for unit in ("weeks", "months"):
        number = 1
        while not Frequency(number, unit).exceeds(longest):
            found.append(Frequency(number, unit))
            number += 1
    return found


def longest_frequency(start: date, rate: Fraction, profile: OrdinanceProfile) -> Frequency | None:
    """The longest frequency in whole weeks or months, at most the profile's longest,
    whose due date from ``start`` is reached at or under the profile's limit at ``rate``
    (R8d); None when even one week is too long. Months clamp to the month's end as R2's
    do; a month that lands on the same day as some weeks is preferred, as managers and the
    city speak in months."""
    fitting = [
        f
        for f in _candidates(profile.longest_frequency)
        if rate * (f.after(start) - start).days <= Fraction(profile.limit_percent)
    ]
    if not fitting:
        return None
    return max(fitting, key=lambda f: (f.after(start), f.unit == "months"))


@dataclass(frozen=True)
class Analysis:
    """What an interceptor's readings say about its frequency (R8d)."""

    #: The cycles with readings in the two years, oldest first.
    cycles: tuple[Cycle, ...]
    #: The highest rate of the cycles compared: the one the prediction uses.
    rate: Fraction
    #: The start of the cycle running now: the last full pump-out.
    since: date
    #: The day the interceptor reaches the limit (25%) at ``rate``; None at a rate of zero.
    reaches_25: date | None
    #: The longest frequency that stays at or under 25%; None when a week is too long.
    suggested: Frequency | None
    #: The approved frequency in force at the last full pump-out: the one the cycle
    #: running now is due by (R8d, R2).
    approved: Frequency
    #: The ordinance profile's limit the prediction is made against (R1), 25 in Sierra Madre.
    limit_percent: Decimal

    @property
    def compared(self) -> tuple[Cycle, ...]:
        """The cycles whose highest rate is used (R8d): see :func:`compared`."""
        return compared(self.cycles)

    @property
    def average_rate(self) -> Decimal:
        """The mean of every cycle's rate, rounded up to two decimals (R8d, E.4's average)."""
        return _up(
            sum((c.rate for c in self.cycles), Fraction(0)) / len(self.cycles), Decimal("0.01")
        )

    @property
    def highest_rate(self) -> Decimal:
        """The rate used, rounded up to two decimals (R8d)."""
        return _up(self.rate, Decimal("0.01"))

    @property
    def fills_faster(self) -> bool:
        """True when the suggestion is shorter than the approved frequency: the interceptor
        fills faster than its schedule (R8d, E.5)."""
        if self.suggested is None:
            return True
        return self.suggested.after(self.since) < self.approved.after(self.since)

    @property
    def early_pump_out(self) -> date | None:
        """The due date of the Early pump-out (R8d, E.5): the predicted 25% day when the
        interceptor fills faster than its schedule and reaches 25% before its running
        cycle is due; None otherwise."""
        if not self.fills_faster or self.reaches_25 is None:
            return None
        return self.reaches_25 if self.reaches_25 < self.approved.after(self.since) else None


def compared(found: Sequence[Cycle]) -> tuple[Cycle, ...]:
    """The last three finished cycles holding a reading, and the unfinished one when it
    holds one (R8d). A reading in the running cycle adds its rate to those compared and
    pushes none of the finished ones out: a reading can bring the prediction earlier,
    never later."""
    finished = [c for c in found if c.end is not None]
    running = [c for c in found if c.end is None]
    return (*finished[-CYCLES_COMPARED:], *running)


def analyse(
    full_pump_outs: Sequence[date],
    readings: Sequence[Reading],
    approved: Frequency,
    as_of: date,
    profile: OrdinanceProfile,
) -> Analysis:
    """An interceptor's rates, its predicted 25% day and the suggested frequency, from the
    cycles with readings in the two years ending ``as_of`` (R8d). The prediction counts
    from the last full pump-out, at the highest rate of the cycles :func:`compared`, so it
    is never later than any of them gives. ``approved`` is the frequency in force at the
    last full pump-out (an approval counts from its date). Raises :class:`NotEnoughData`
    with fewer than three such cycles."""
    first, last = records_window(as_of, profile)
    pumps = [d for d in full_pump_outs if d <= last]
    kept = [
        c for c in cycles(pumps, [r for r in readings if r.day <= last]) if c.highest.day >= first
    ]
    if len(kept) < CYCLES_NEEDED:
        raise NotEnoughData(len(kept))
    rate = max(c.rate for c in compared(kept))
    since = max(pumps)
    return Analysis(
        cycles=tuple(kept),
        rate=rate,
        since=since,
        reaches_25=reaches_25(since, rate, profile),
        suggested=longest_frequency(since, rate, profile),
        approved=approved,
        limit_percent=profile.limit_percent,
    )


def reaches_25(start: date, rate: Fraction, profile: OrdinanceProfile) -> date | None:
    """The last day at or under the profile's limit (25% in Sierra Madre) from ``start``
    at ``rate``: whole days, counted down,
    so never later than the rate gives (R8d). None when the rate is zero or the day lies
    past the calendar's end."""
    if rate <= 0:
        return None
    days = math.floor(Fraction(profile.limit_percent) / rate)
    if days > (date.max - start).days:
        return None
    return start + timedelta(days=days)
