"""R1: the twenty-five percent rule, with the examples of rules.md and properties."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.pumpout import Interval
from fog_desktop.rules.sludge import (
    ReadingError,
    check_reading,
    exceeds_limit,
    percent_of_design_depth,
    service_now,
)

SIERRA_MADRE = ordinance.default()

D = Decimal


@pytest.mark.parametrize(
    ("fog", "solids", "design", "percent", "over"),
    [
        (D("6"), D("6"), D("48"), D("25.0"), False),  # exactly 25% is compliant
        (D("6"), D("6.01"), D("48"), D("25.1"), True),  # just over never shows as 25.0
        (D("8.5"), D("5"), D("48"), D("28.2"), True),
        (D("0"), D("0"), D("48"), D("0.0"), False),
        (D("30"), D("18"), D("48"), D("100.0"), True),
    ],
)
def test_percent_and_the_rule(
    fog: Decimal, solids: Decimal, design: Decimal, percent: Decimal, over: bool
) -> None:
    assert percent_of_design_depth(fog, solids, design) == percent
    assert exceeds_limit(fog, solids, design, SIERRA_MADRE) is over


@pytest.mark.parametrize(
    ("fog", "solids", "design", "field"),
    [
        (D("-1"), D("2"), D("48"), "fog_depth_in"),
        (D("1"), D("-2"), D("48"), "solids_depth_in"),
        (D("30"), D("20"), D("48"), "solids_depth_in"),
        (D("1"), D("1"), D("0"), "design_depth_in"),
    ],
)
def test_impossible_readings_are_refused(
    fog: Decimal, solids: Decimal, design: Decimal, field: str
) -> None:
    with pytest.raises(ReadingError) as refused:
        check_reading(fog, solids, design)
    assert refused.value.field == field


depths = st.decimals(min_value=0, max_value=200, places=2)


@given(fog=depths, solids=depths, design=st.decimals(min_value=D("0.01"), max_value=200, places=2))
def test_the_percent_shown_never_looks_better_than_the_rule(
    fog: Decimal, solids: Decimal, design: Decimal
) -> None:
    if fog + solids > design:
        with pytest.raises(ReadingError):
            percent_of_design_depth(fog, solids, design)
        return
    percent = percent_of_design_depth(fog, solids, design)
    assert D(0) <= percent <= D(100)
    assert percent >= (fog + solids) * 100 / design  # rounded up, never down
    if exceeds_limit(fog, solids, design, SIERRA_MADRE):
        assert percent > D(25)
    else:
        assert percent <= D(25)


@given(
    readings=st.lists(st.dates(date(2024, 1, 1), date(2026, 12, 1)), max_size=8),
    pumps=st.lists(st.dates(date(2024, 1, 1), date(2026, 12, 1)), max_size=8),
)
def test_service_now_is_due_on_the_reading_and_met_by_the_next_pump_out(
    readings: list[date], pumps: list[date]
) -> None:
    found = service_now(readings, pumps)
    assert [i.due for i in found] == sorted(readings)
    for interval in found:
        later = [p for p in pumps if p >= interval.due]
        assert interval == Interval(interval.due, min(later) if later else None)
