"""R8b: a conditional waiver's annual fee, its contractor's sewer main cleanings, and the
interceptor owed after a revocation."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.parse import FIRST_DATE, LAST_DATE
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.waivers import (
    WaiverFacts,
    anniversary,
    cleaning_obligations,
    fee_due_dates,
    fee_obligations,
    in_force_on,
    installation_obligations,
)

SIERRA_MADRE = ordinance.default()

#: The days the application stores (parse.FIRST_DATE to LAST_DATE).
DAYS = st.dates(min_value=FIRST_DATE, max_value=LAST_DATE)
SOURCE = "waivers:1"
GRANTED = date(2025, 4, 1)
WAIVER = WaiverFacts("Waiver of 2025-04-01", GRANTED)
REVOKED = WaiverFacts("Waiver of 2025-04-01", GRANTED, date(2026, 9, 15))
QUARTERLY = Frequency(3, "months")


def test_the_fee_is_due_on_each_anniversary_up_to_the_next_one() -> None:
    assert fee_due_dates(GRANTED, None, date(2026, 1, 1)) == [date(2026, 4, 1)]
    assert fee_due_dates(GRANTED, None, date(2027, 4, 1)) == [date(2026, 4, 1), date(2027, 4, 1)]
    assert fee_due_dates(GRANTED, None, date(2027, 4, 2)) == [
        date(2026, 4, 1),
        date(2027, 4, 1),
        date(2028, 4, 1),
    ]


def test_a_waiver_granted_on_a_leap_day_is_due_on_february_28() -> None:
    assert anniversary(date(2024, 2, 29), 1) == date(2025, 2, 28)
    assert anniversary(date(2024, 2, 29), 4) == date(2028, 2, 29)


def test_no_fee_falls_due_after_a_revocation() -> None:
    assert fee_due_dates(GRANTED, date(2026, 9, 15), date(2030, 1, 1)) == [date(2026, 4, 1)]
    # revoked on its anniversary: the waiver no longer holds that day
    assert fee_due_dates(GRANTED, date(2026, 4, 1), date(2030, 1, 1)) == []


def test_payments_meet_the_years_in_order() -> None:
    found = fee_obligations(WAIVER, [date(2026, 3, 20), date(2027, 5, 2)], date(2027, 6, 1), SOURCE)
    assert [(o.due, o.met_on) for o in found] == [
        (date(2026, 4, 1), date(2026, 3, 20)),
        (date(2027, 4, 1), date(2027, 5, 2)),
        (date(2028, 4, 1), None),
    ]
    assert [o.state(date(2027, 6, 1)) for o in found] == [
        ObligationState.MET,
        ObligationState.MET_LATE,
        ObligationState.UPCOMING,
    ]
    assert {(o.kind, o.subject, o.rule) for o in found} == {
        (ObligationKind.WAIVER_FEE, "Waiver of 2025-04-01", "R8b")
    }


def test_an_unpaid_fee_is_overdue() -> None:
    found = fee_obligations(WAIVER, [], date(2026, 5, 1), SOURCE)
    assert [o.state(date(2026, 5, 1)) for o in found] == [
        ObligationState.OVERDUE,
        ObligationState.UPCOMING,
    ]


def test_the_sewer_main_is_cleaned_one_interval_after_the_cleaning_before() -> None:
    found = cleaning_obligations(
        WAIVER,
        QUARTERLY,
        [date(2025, 6, 20), date(2025, 10, 1)],
        date(2025, 11, 1),
        SOURCE,
    )
    assert [(o.due, o.met_on) for o in found] == [
        (date(2025, 7, 1), date(2025, 6, 20)),
        (date(2025, 9, 20), date(2025, 10, 1)),
        (date(2026, 1, 1), None),
    ]
    assert {o.kind for o in found} == {ObligationKind.SEWER_MAIN_CLEANING}


def test_cleanings_before_the_grant_or_after_the_day_seen_do_not_count() -> None:
    found = cleaning_obligations(
        WAIVER, QUARTERLY, [date(2025, 3, 1), date(2025, 8, 1)], date(2025, 7, 15), SOURCE
    )
    assert [(o.due, o.met_on) for o in found] == [(date(2025, 7, 1), None)]


def test_no_cleaning_falls_due_after_a_revocation() -> None:
    cleanings = [date(2025, 6, 20), date(2026, 6, 20)]
    found = cleaning_obligations(REVOKED, QUARTERLY, cleanings, date(2027, 1, 1), SOURCE)
    # the next, due 2026-09-20, falls after the revocation of 2026-09-15
    assert [(o.due, o.met_on) for o in found] == [
        (date(2025, 7, 1), date(2025, 6, 20)),
        (date(2025, 9, 20), date(2026, 6, 20)),
    ]


def test_a_revocation_owes_an_interceptor_within_180_days() -> None:
    revoked = date(2026, 9, 15)
    [owed] = installation_obligations(
        "W", revoked, [date(2019, 5, 1)], date(2027, 1, 1), SOURCE, profile=SIERRA_MADRE
    )
    assert (owed.kind, owed.due, owed.met_on, owed.rule) == (
        ObligationKind.INTERCEPTOR_AFTER_REVOCATION,
        date(2027, 3, 14),
        None,
        "R8b",
    )
    installed = [date(2019, 5, 1), date(2027, 2, 1)]
    [met] = installation_obligations(
        "W", revoked, installed, date(2027, 3, 1), SOURCE, profile=SIERRA_MADRE
    )
    assert met.state(date(2027, 3, 1)) == ObligationState.MET


def test_nothing_is_owed_for_a_revocation_seen_before_it() -> None:
    """Issue 32 point 7: seen on a day before the revocation, no interceptor is owed yet
    (R8b)."""
    revoked = date(2026, 9, 15)
    for as_of, owed in ((date(2026, 9, 14), 0), (revoked, 1)):
        found = installation_obligations("W", revoked, [], as_of, SOURCE, profile=SIERRA_MADRE)
        assert len(found) == owed, as_of


@given(DAYS, DAYS, DAYS)
def test_every_fee_falls_due_while_the_waiver_holds(
    granted: date, revoked: date, as_of: date
) -> None:
    dues = fee_due_dates(granted, revoked, as_of)
    assert all(in_force_on(due, granted, revoked) for due in dues)
    assert dues == sorted(set(dues))
    assert all(due < as_of for due in dues[:-1])


@given(
    st.dates(min_value=date(2000, 1, 1), max_value=date(2090, 1, 1)),
    st.lists(st.integers(min_value=0, max_value=2000), max_size=12),
    st.integers(min_value=1, max_value=26),
)
def test_no_stretch_between_cleanings_is_longer_than_the_interval_without_a_duty(
    granted: date, offsets: list[int], weeks: int
) -> None:
    interval = Frequency(weeks, "weeks")
    cleanings = [granted + timedelta(days=d) for d in offsets]
    as_of = granted + timedelta(days=2100)
    found = cleaning_obligations(WaiverFacts("W", granted), interval, cleanings, as_of, SOURCE)
    assert found[-1].met_on is None
    assert sum(1 for o in found if o.met_on is not None) == len(set(cleanings))
    starts = [granted, *sorted(set(cleanings))]
    assert [o.due for o in found] == [interval.after(s) for s in starts]


@given(DAYS, st.lists(DAYS, max_size=5))
def test_the_interceptor_is_due_180_days_after_the_revocation(
    revoked: date, installed: list[date]
) -> None:
    [owed] = installation_obligations(
        "W", revoked, installed, LAST_DATE, SOURCE, profile=SIERRA_MADRE
    )
    assert owed.due == revoked + timedelta(days=SIERRA_MADRE.waiver_interceptor_days)
    assert owed.met_on is None or owed.met_on >= revoked
