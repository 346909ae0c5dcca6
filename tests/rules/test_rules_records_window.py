"""The records window of R6 and R7: the two years ending on the as-of date, inclusive."""

from __future__ import annotations

from datetime import date

from fog_desktop import ordinance
from fog_desktop.exchange.rows import Window
from fog_desktop.rules.records_window import records_window

SIERRA_MADRE = ordinance.default()


def test_the_window_is_two_years_to_the_day_both_included() -> None:
    assert records_window(date(2026, 12, 3), SIERRA_MADRE) == (date(2024, 12, 4), date(2026, 12, 3))


def test_a_window_ending_on_a_leap_day_starts_the_day_after_two_years_back() -> None:
    """29 February two years back is 28 February; the window starts the day after it."""
    assert records_window(date(2028, 2, 29), SIERRA_MADRE) == (date(2026, 3, 1), date(2028, 2, 29))


def test_the_packet_default_window_is_the_records_window() -> None:
    as_of = date(2026, 12, 3)
    window = Window.two_years_to(as_of, SIERRA_MADRE)
    assert (window.start, window.end) == records_window(as_of, SIERRA_MADRE)
