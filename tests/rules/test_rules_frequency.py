"""R8d: accumulation rates per pump-out cycle, the predicted 25% day and the suggested
frequency."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.frequency import (
    NotEnoughData,
    Reading,
    analyse,
    cycles,
    longest_frequency,
    reaches_25,
)
from fog_desktop.rules.pumpout import Frequency
from tests.properties import examples

SIERRA_MADRE = ordinance.default()

QUARTERLY = Frequency(3, "months")
PUMPS = [date(2026, 1, 1), date(2026, 4, 1), date(2026, 7, 1), date(2026, 10, 1)]


def reading(day: date, percent: str) -> Reading:
    return Reading(day, Fraction(Decimal(percent)))


READINGS = [
    reading(date(2026, 3, 2), "12"),  # 60 days in: 0.2% a day
    reading(date(2026, 6, 1), "15"),  # 61 days in: 0.2459…% a day, the highest
    reading(date(2026, 9, 1), "10"),  # 62 days in: 0.1613…% a day
]


def test_a_cycles_rate_is_its_highest_reading_over_the_days_to_it() -> None:
    found = cycles(PUMPS, [*READINGS, reading(date(2026, 2, 1), "5")])
    assert [(c.start, c.end, c.days) for c in found] == [
        (date(2026, 1, 1), date(2026, 4, 1), 60),
        (date(2026, 4, 1), date(2026, 7, 1), 61),
        (date(2026, 7, 1), date(2026, 10, 1), 62),
    ]
    assert [c.rate for c in found] == [Fraction(1, 5), Fraction(15, 61), Fraction(10, 62)]
    assert [c.rate_per_day for c in found] == [Decimal("0.20"), Decimal("0.25"), Decimal("0.17")]


def test_the_prediction_uses_the_highest_of_the_last_three_rates() -> None:
    result = analyse(PUMPS, READINGS, QUARTERLY, date(2026, 11, 1), SIERRA_MADRE)
    assert result.rate == Fraction(15, 61)
    assert result.since == date(2026, 10, 1)
    # 25 ÷ (15/61) = 101.67 days: day 101 is the last at or under 25%
    assert result.reaches_25 == date(2026, 10, 1) + timedelta(days=101)
    # 14 weeks (98 days) fit; 15 weeks (105) and 4 months (123) do not
    assert result.suggested == Frequency(14, "weeks")
    assert not result.fills_faster
    assert result.highest_rate == Decimal("0.25")
    assert result.average_rate == Decimal("0.21")


def test_an_older_faster_cycle_no_longer_counts_once_three_newer_ones_exist() -> None:
    fast = [date(2025, 10, 1)]
    readings = [reading(date(2025, 12, 1), "24"), *READINGS]
    result = analyse(fast + PUMPS, readings, QUARTERLY, date(2026, 11, 1), SIERRA_MADRE)
    assert len(result.cycles) == 4
    assert result.rate == Fraction(15, 61)


def test_a_fast_filling_interceptor_is_warned_against_its_schedule() -> None:
    readings = [reading(d + timedelta(days=30), "20") for d in PUMPS[:3]]
    result = analyse(PUMPS, readings, QUARTERLY, date(2026, 11, 1), SIERRA_MADRE)
    # 20% in 30 days: 25% on day 37, so 5 weeks (35 days) and 1 month (31 days) fit
    assert result.suggested == Frequency(5, "weeks")
    assert result.fills_faster


def test_a_slow_filling_interceptor_earns_at_most_six_months() -> None:
    readings = [reading(d + timedelta(days=80), "2") for d in PUMPS[:3]]
    result = analyse(PUMPS, readings, QUARTERLY, date(2026, 11, 1), SIERRA_MADRE)
    assert result.suggested == Frequency(6, "months")
    assert not result.fills_faster


def test_readings_of_zero_predict_no_day_and_suggest_six_months() -> None:
    readings = [reading(d + timedelta(days=80), "0") for d in PUMPS[:3]]
    result = analyse(PUMPS, readings, QUARTERLY, date(2026, 11, 1), SIERRA_MADRE)
    assert result.reaches_25 is None
    assert result.suggested == Frequency(6, "months")


def test_filling_in_less_than_a_week_suggests_nothing_and_warns() -> None:
    readings = [reading(d + timedelta(days=2), "20") for d in PUMPS[:3]]
    result = analyse(PUMPS, readings, QUARTERLY, date(2026, 11, 1), SIERRA_MADRE)
    assert result.suggested is None
    assert result.fills_faster


def test_a_reading_on_pump_out_day_belongs_to_the_cycle_it_ends() -> None:
    found = cycles(PUMPS[:2], [reading(date(2026, 4, 1), "18")])
    assert [(c.start, c.days) for c in found] == [(date(2026, 1, 1), 90)]


def test_a_reading_before_the_first_pump_out_gives_no_cycle() -> None:
    assert cycles(PUMPS, [reading(date(2025, 12, 1), "10")]) == []


def test_the_earlier_of_two_equal_highest_readings_counts() -> None:
    found = cycles(PUMPS[:2], [reading(date(2026, 2, 1), "10"), reading(date(2026, 3, 1), "10")])
    assert found[0].highest.day == date(2026, 2, 1)


@pytest.mark.parametrize(("count", "as_of"), [(2, date(2026, 11, 1)), (0, date(2029, 1, 1))])
def test_fewer_than_three_cycles_with_readings_are_refused(count: int, as_of: date) -> None:
    with pytest.raises(NotEnoughData, match=f"Not enough data: {count} of 3 cycles have a reading"):
        analyse(PUMPS, READINGS[1:] if count == 2 else READINGS, QUARTERLY, as_of, SIERRA_MADRE)


def test_months_clamp_like_r2_from_the_cycle_start() -> None:
    # from Aug 31, 6 months end on Feb 28: 181 days
    assert longest_frequency(date(2026, 8, 31), Fraction(25, 181), SIERRA_MADRE) == Frequency(
        6, "months"
    )
    assert longest_frequency(date(2026, 8, 31), Fraction(25, 180), SIERRA_MADRE) == Frequency(
        25, "weeks"
    )


def test_a_month_is_preferred_to_weeks_ending_the_same_day() -> None:
    # Feb 1 2026 + 4 weeks = Mar 1 = + 1 month; 25% on day 29 allows neither 5 weeks nor 2 months
    assert longest_frequency(date(2026, 2, 1), Fraction(25, 29), SIERRA_MADRE) == Frequency(
        1, "months"
    )


rates = st.fractions(min_value=Fraction(1, 1000), max_value=Fraction(30))
starts = st.dates(date(2020, 1, 1), date(2040, 12, 31))


@given(start=starts, rate=rates)
def test_the_suggestion_stays_at_or_under_25_percent_and_is_the_longest(
    start: date, rate: Fraction
) -> None:
    suggested = longest_frequency(start, rate, SIERRA_MADRE)
    last = reaches_25(start, rate, SIERRA_MADRE)
    assert last is not None
    if suggested is None:
        assert (last - start).days < 7
        return
    assert suggested.after(start) <= last
    assert not suggested.exceeds(SIERRA_MADRE.longest_frequency)
    every = [Frequency(n, "weeks") for n in range(1, 26)]
    every += [Frequency(n, "months") for n in range(1, 7)]
    longer = [f for f in every if f.after(start) > suggested.after(start)]
    assert all(f.after(start) > last for f in longer), "nothing longer stays under 25%"


@given(
    start=starts,
    rates_=st.lists(rates, min_size=3, max_size=6),
)
def test_the_predicted_day_is_never_later_than_any_recent_rate_gives(
    start: date, rates_: list[Fraction]
) -> None:
    pumps = [start + timedelta(days=40 * i) for i in range(len(rates_) + 1)]
    readings = [
        Reading(p + timedelta(days=20), r * 20) for p, r in zip(pumps, rates_, strict=False)
    ]
    result = analyse(pumps, readings, QUARTERLY, pumps[-1], SIERRA_MADRE)
    for cycle in result.compared:
        day = reaches_25(result.since, cycle.rate, SIERRA_MADRE)
        assert result.reaches_25 is None or day is None or result.reaches_25 <= day


#: Issue 32 §2: depth 40 in, quarterly; 8 in (20%) 30 days into the first cycle, 2 in (5%)
#: 30 days into the next two, solids 0.
FILLED_PUMPS = [date(2026, 2, 1), date(2026, 4, 1), date(2026, 6, 1), date(2026, 8, 1)]
FILLED = [
    reading(date(2026, 3, 3), "20"),
    reading(date(2026, 5, 1), "5"),
    reading(date(2026, 7, 1), "5"),
]


def test_a_reading_in_the_unfinished_cycle_never_pushes_the_prediction_later() -> None:
    """R8d (issue 32 §2): the highest rate among the last three finished cycles and the
    unfinished one when it holds a reading. 1 in (2.5%) a month into the running cycle
    adds its rate; the first cycle's 20% in 30 days still counts: 25% on day 37."""
    before = analyse(FILLED_PUMPS, FILLED, QUARTERLY, date(2026, 9, 1), SIERRA_MADRE)
    with_it = [*FILLED, reading(date(2026, 9, 1), "2.5")]
    after = analyse(FILLED_PUMPS, with_it, QUARTERLY, date(2026, 9, 1), SIERRA_MADRE)
    for result in (before, after):
        assert result.reaches_25 == date(2026, 9, 7)
        assert result.suggested == Frequency(5, "weeks")
        assert result.fills_faster
    assert [c.start for c in after.compared] == FILLED_PUMPS


def test_a_fast_reading_in_the_unfinished_cycle_brings_the_prediction_earlier() -> None:
    """R8d: the running cycle's rate counts as soon as it holds a reading."""
    with_it = [*FILLED, reading(date(2026, 8, 21), "20")]
    result = analyse(FILLED_PUMPS, with_it, QUARTERLY, date(2026, 9, 1), SIERRA_MADRE)
    assert result.rate == 1
    assert result.reaches_25 == date(2026, 8, 26)


def test_readings_are_compared_exact_never_rounded() -> None:
    """R8d, R1 (issue 32 §6): 24.95% on day 20 shows as 25.0% but is lower than 25.00% on
    day 40, which is the cycle's highest: 0.625% a day, not 1.25%."""
    found = cycles(
        PUMPS[:2],
        [Reading(date(2026, 1, 21), Fraction("24.95")), reading(date(2026, 2, 10), "25")],
    )
    assert found[0].highest == Reading(date(2026, 2, 10), Fraction(25))
    assert found[0].rate == Fraction(5, 8)
    assert Reading(date(2026, 1, 21), Fraction("24.95")).percent == Decimal("25.0")
    assert Reading(date(2026, 1, 21), Fraction("24.91")).percent == Decimal("25.0")
    assert Reading(date(2026, 1, 21), Fraction(24)).percent == Decimal("24.0")


def _later(second: date | None, first: date | None) -> bool:
    """Whether ``second`` is later than ``first``; None (never) is the latest."""
    if second is None:
        return first is not None
    return first is not None and second > first


@st.composite
def interceptor_logs(draw: st.DrawFn) -> tuple[list[date], list[Reading], Reading]:
    """Full pump-outs, readings in their cycles and one more reading that the rule does
    not name as a reason to move the prediction later (R8d): not a new highest of its
    cycle read after the one it would replace, nor a finished cycle's first reading."""
    start = draw(st.dates(date(2024, 1, 1), date(2026, 1, 1)))
    gaps = draw(st.lists(st.integers(20, 120), min_size=3, max_size=6))
    pumps = [start + timedelta(days=sum(gaps[:n])) for n in range(len(gaps) + 1)]
    percents = st.fractions(min_value=0, max_value=30, max_denominator=400)
    readings = []
    for index, day in enumerate(pumps):
        span = gaps[index] if index < len(gaps) else 60
        for offset in draw(st.lists(st.integers(1, span), max_size=3)):
            readings.append(Reading(day + timedelta(days=offset), draw(percents)))
    # Often the running cycle: the one a reading is added to as the days go by.
    index = draw(st.one_of(st.just(len(pumps) - 1), st.integers(0, len(pumps) - 1)))
    span = gaps[index] if index < len(gaps) else 60
    day = pumps[index] + timedelta(days=draw(st.integers(1, span)))
    end = pumps[index + 1] if index + 1 < len(pumps) else date.max
    inside = [r for r in readings if pumps[index] < r.day <= end]
    assume(inside or end == date.max)
    highest = min(inside, key=lambda r: (-r.exact, r.day), default=None)
    percent = draw(percents)
    assume(highest is None or percent < highest.exact or day <= highest.day)
    return pumps, readings, Reading(day, percent)


@settings(max_examples=examples(40))
@given(logs=interceptor_logs(), approved=st.sampled_from([Frequency(1, "months"), QUARTERLY]))
def test_a_reading_never_moves_the_prediction_or_the_early_pump_out_later(
    logs: tuple[list[date], list[Reading], Reading], approved: Frequency
) -> None:
    """R8d (issue 32): adding a reading can bring the predicted 25% day and the Early
    pump-out earlier, never later, nor take the Early pump-out away."""
    pumps, readings, added = logs
    as_of = max(pumps[-1], added.day, *(r.day for r in readings))
    try:
        before = analyse(pumps, readings, approved, as_of, SIERRA_MADRE)
    except NotEnoughData:
        return
    after = analyse(pumps, [*readings, added], approved, as_of, SIERRA_MADRE)
    assert not _later(after.reaches_25, before.reaches_25)
    assert after.rate >= before.rate
    assert not _later(after.early_pump_out, before.early_pump_out)
