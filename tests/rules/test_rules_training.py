"""R4: new-hire training within 10 days, and a signed session in every calendar half."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop import ordinance
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.rules.training import (
    TrainingDue,
    new_hire_kept,
    new_hire_training,
    period_of,
    periodic_training,
)

SIERRA_MADRE = ordinance.default()

AS_OF = date(2026, 12, 31)


def halves(hire: date, end: date | None, sessions: list[date]) -> list[tuple[date, date | None]]:
    return [(h.due, h.met_on) for h in periodic_training(hire, end, sessions, AS_OF, SIERRA_MADRE)]


def test_hired_june_25_the_new_hire_session_replaces_the_first_half() -> None:
    """rules.md's example: new-hire due Jul 5; no Jan–Jun obligation; Jul 3 meets Jul–Dec."""
    hire, session = date(2026, 6, 25), date(2026, 7, 3)
    assert new_hire_training(hire, None, [session], SIERRA_MADRE) == TrainingDue(
        date(2026, 7, 5), session
    )
    assert halves(hire, None, [session]) == [(date(2026, 12, 31), session)]


def test_hired_in_the_last_ten_days_of_december() -> None:
    hire = date(2025, 12, 31)
    assert new_hire_training(hire, None, [], SIERRA_MADRE) == TrainingDue(date(2026, 1, 10), None)
    # Jul–Dec 2025 is replaced; 2026 has both halves
    assert [due for due, _ in halves(hire, None, [])] == [date(2026, 6, 30), date(2026, 12, 31)]


def test_hired_early_in_a_half_needs_that_half_too() -> None:
    hire = date(2026, 2, 1)
    sessions = [date(2026, 2, 5)]
    assert new_hire_training(hire, None, sessions, SIERRA_MADRE) == TrainingDue(
        date(2026, 2, 11), sessions[0]
    )
    assert halves(hire, None, sessions) == [
        (date(2026, 6, 30), date(2026, 2, 5)),  # the new-hire session counts for its half
        (date(2026, 12, 31), None),
    ]


def test_late_new_hire_training_is_met_late() -> None:
    found = new_hire_training(date(2026, 3, 1), None, [date(2026, 3, 20)], SIERRA_MADRE)
    assert found == TrainingDue(date(2026, 3, 11), date(2026, 3, 20))


def test_left_before_a_half_ends_owes_nothing_for_it() -> None:
    hire, end = date(2025, 1, 6), date(2026, 5, 15)
    assert [due for due, _ in halves(hire, end, [])] == [date(2025, 6, 30), date(2025, 12, 31)]


def test_left_before_the_new_hire_deadline_untrained_owes_nothing() -> None:
    assert new_hire_training(date(2026, 4, 1), date(2026, 4, 5), [], SIERRA_MADRE) is None


def test_two_sessions_in_one_half_do_not_cover_the_other() -> None:
    hire = date(2024, 1, 2)
    sessions = [date(2026, 2, 1), date(2026, 5, 1)]
    assert halves(hire, None, sessions)[-2:] == [
        (date(2026, 6, 30), date(2026, 2, 1)),
        (date(2026, 12, 31), None),
    ]


def test_a_session_after_the_half_ends_never_meets_it() -> None:
    found = halves(date(2026, 1, 5), None, [date(2026, 1, 8), date(2026, 7, 1)])
    assert found == [(date(2026, 6, 30), date(2026, 1, 8)), (date(2026, 12, 31), date(2026, 7, 1))]


days = st.dates(date(2020, 1, 1), date(2026, 12, 31))


@given(hire=days, sessions=st.lists(days, max_size=10))
def test_each_obligation_is_a_half_end_met_only_inside_its_half(
    hire: date, sessions: list[date]
) -> None:
    found = periodic_training(hire, None, sessions, AS_OF, SIERRA_MADRE)
    for due in found:
        start, last = period_of(due.due, SIERRA_MADRE)
        assert due.due == last
        assert due.period_start == start
        assert due.met_on is None or start <= due.met_on <= last
        assert due.met_on is None or due.met_on in sessions
    ends = [d.due for d in found]
    assert ends == sorted(set(ends))


@given(hire=st.dates(date(2020, 1, 1), date(2025, 6, 1)))
def test_someone_employed_a_whole_year_owes_two_sessions_in_it(hire: date) -> None:
    year = hire.year + 1
    found = [
        d.due for d in periodic_training(hire, None, [], AS_OF, SIERRA_MADRE) if d.due.year == year
    ]
    assert found == [date(year, 6, 30), date(year, 12, 31)]


@given(hire=days)
def test_the_new_hire_deadline_is_ten_days_after_hiring(hire: date) -> None:
    found = new_hire_training(hire, None, [], SIERRA_MADRE)
    assert found is not None
    assert found.due - hire == timedelta(days=10)


def test_a_half_that_ended_unmet_is_missed_never_overdue() -> None:
    """rules.md R4, missed half-years: a past half's lapse is Missed; other duties are Overdue."""
    half = Obligation(
        ObligationKind.SEMIANNUAL_TRAINING, "E-4", date(2026, 6, 30), None, "R4", "", lapses=True
    )
    assert half.state(date(2026, 6, 30)) == ObligationState.DUE_SOON
    assert half.state(date(2026, 7, 1)) == ObligationState.MISSED
    assert not half.closed(date(2026, 7, 1))
    explained = replace(half, explanation="Off sick; trained with the next group.")
    assert explained.state(date(2026, 7, 1)) == ObligationState.MISSED
    assert explained.closed(date(2026, 7, 1))
    assert not explained.closed(date(2026, 6, 30)), "not missed yet, so not closed by a note"
    met = replace(half, met_on=date(2026, 6, 1))
    assert met.state(date(2026, 7, 1)) == ObligationState.MET
    pump_out = replace(half, kind=ObligationKind.PUMP_OUT, lapses=False)
    assert pump_out.state(date(2026, 7, 1)) == ObligationState.OVERDUE


@pytest.mark.parametrize(
    ("met_on", "end_date", "kept"),
    [
        (None, None, True),  # untrained and still employed: owed at any age
        (None, date(2030, 1, 31), True),  # leaves later: still employed today
        (None, date(2027, 3, 1), False),  # left untrained: the window applies
        (date(2026, 3, 20), date(2027, 3, 1), True),  # met long ago: listed at any age
    ],
)
def test_an_unmet_new_hire_training_of_someone_employed_is_never_dropped(
    met_on: date | None, end_date: date | None, kept: bool
) -> None:
    """rules.md R4, new-hire duty: kept whatever its age, until a signed session meets it."""
    first = TrainingDue(date(2026, 3, 11), met_on)
    as_of, window_start = date(2029, 6, 1), date(2027, 6, 2)
    assert new_hire_kept(first, end_date, as_of, window_start) is kept
    assert new_hire_kept(first, end_date, as_of, date(2026, 3, 11))
