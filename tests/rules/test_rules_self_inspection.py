"""R8c: a self-inspection checklist monthly by default, and a corrective action due seven
days after each item found Not OK."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.self_inspection import (
    DEFAULT_CHECKLIST_INTERVAL,
    Answer,
    ChecklistDue,
    IntervalFrom,
    additive_answer,
    checklists_due,
    corrective_action_due,
    interval_allowed,
)

START = date(2026, 1, 15)


def test_with_no_checklist_the_first_is_due_a_month_after_the_start() -> None:
    assert checklists_due([], START) == [ChecklistDue(date(2026, 2, 15), None)]


def test_each_checklist_meets_the_one_open_and_the_next_is_due_a_month_after_it() -> None:
    walked = [date(2026, 2, 10), date(2026, 3, 20)]
    assert checklists_due(walked, START) == [
        ChecklistDue(date(2026, 2, 15), date(2026, 2, 10)),
        ChecklistDue(date(2026, 3, 10), date(2026, 3, 20)),  # walked late
        ChecklistDue(date(2026, 4, 20), None),
    ]


def test_a_month_from_january_31_ends_on_the_last_day_of_february() -> None:
    assert checklists_due([date(2026, 1, 31)], START)[-1] == ChecklistDue(date(2026, 2, 28), None)


def test_weekly_and_quarterly_intervals() -> None:
    assert checklists_due([], START, Frequency(1, "weeks"))[0].due == date(2026, 1, 22)
    assert checklists_due([], START, Frequency(3, "months"))[0].due == date(2026, 4, 15)


def test_two_checklists_on_one_day_count_once_and_ones_by_the_start_not_at_all() -> None:
    walked = [date(2026, 2, 1), date(2026, 2, 1), date(2025, 12, 1), START]
    assert checklists_due(walked, START) == [
        ChecklistDue(date(2026, 2, 15), date(2026, 2, 1)),
        ChecklistDue(date(2026, 3, 1), None),
    ]


def test_the_default_interval_is_monthly() -> None:
    assert Frequency(1, "months") == DEFAULT_CHECKLIST_INTERVAL


@pytest.mark.parametrize(
    ("interval", "allowed"),
    [
        (Frequency(1, "weeks"), True),
        (Frequency(7, "days"), True),
        (Frequency(6, "days"), False),
        (Frequency(2, "weeks"), True),
        (Frequency(1, "months"), True),
        (Frequency(3, "months"), True),
        (Frequency(4, "months"), False),
        (Frequency(12, "weeks"), True),
        (Frequency(13, "weeks"), False),  # 91 days: longer than Jan 31 to Apr 30
        (Frequency(89, "days"), True),
        (Frequency(90, "days"), False),
    ],
)
def test_an_interval_is_weekly_to_quarterly(interval: Frequency, allowed: bool) -> None:
    assert interval_allowed(interval) is allowed


def test_a_not_ok_answer_is_due_fixed_seven_days_after_the_checklist() -> None:
    assert corrective_action_due(date(2026, 3, 27)) == date(2026, 4, 3)


def test_an_additive_in_use_without_an_authorization_on_file_is_not_ok() -> None:
    assert additive_answer(Answer.OK, "Bio-Clean enzyme", []) == Answer.NOT_OK
    assert additive_answer(Answer.NOT_APPLICABLE, "Bio-Clean", ["Degreaser X"]) == Answer.NOT_OK


def test_an_additive_in_use_with_its_authorization_on_file_is_ok() -> None:
    assert additive_answer(Answer.NOT_OK, " bio-clean ", ["Bio-Clean"]) == Answer.OK


def test_with_no_additive_in_use_the_answer_stands() -> None:
    for given_answer in Answer:
        assert additive_answer(given_answer, "  ", ["Bio-Clean"]) == given_answer


days = st.dates(min_value=date(2000, 1, 1), max_value=date(2099, 12, 31))
intervals = st.one_of(
    st.integers(1, 3).map(lambda n: Frequency(n, "months")),
    st.integers(1, 12).map(lambda n: Frequency(n, "weeks")),
)


@given(st.lists(days, max_size=20), days, intervals)
def test_one_checklist_owed_per_day_walked_and_one_open(
    walked: list[date], start: date, interval: Frequency
) -> None:
    owed = checklists_due(walked, start, interval)
    counted = sorted({d for d in walked if d > start})
    assert [o.met_on for o in owed] == [*counted, None]
    # never due later than an interval after the last checklist (or the start)
    assert owed[-1].due == interval.after(counted[-1] if counted else start)
    assert all(o.due > start for o in owed)


@given(days)
def test_a_corrective_action_is_due_a_week_after_its_answer(answered: date) -> None:
    assert corrective_action_due(answered) - answered == timedelta(days=7)


def test_an_interval_holds_from_its_date_and_never_moves_a_checklist_before_it() -> None:
    """R8c (issue 32 §7): monthly, then every 2 weeks from Mar 1. The checklists walked
    before Mar 1 keep their monthly due dates; each one from Mar 1 is due two weeks after
    the checklist before it; the one open on Mar 1 stays due a month after Feb 15."""
    weekly = [IntervalFrom(Frequency(2, "weeks"), date(2026, 3, 1))]
    walked = [date(2026, 2, 15), date(2026, 3, 10), date(2026, 3, 20)]
    assert checklists_due(walked, START, DEFAULT_CHECKLIST_INTERVAL, weekly) == [
        ChecklistDue(date(2026, 2, 15), date(2026, 2, 15)),
        ChecklistDue(date(2026, 3, 15), date(2026, 3, 10)),
        ChecklistDue(date(2026, 3, 24), date(2026, 3, 20)),
        ChecklistDue(date(2026, 4, 3), None),
    ]
    assert checklists_due(walked[:1], START, DEFAULT_CHECKLIST_INTERVAL, weekly)[-1].due == date(
        2026, 3, 15
    ), "the change is dated after the checklist the open one counts from"
