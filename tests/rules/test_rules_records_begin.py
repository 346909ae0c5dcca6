"""R9: a duty due before the records began is never judged late; one due after is."""

from __future__ import annotations

from datetime import date

from fog_desktop.rules.obligations import ObligationState, state_of
from fog_desktop.rules.pumpout import open_due

BEGIN = date(2026, 12, 4)
AS_OF = date(2027, 3, 1)


def test_an_unmet_duty_due_before_the_records_began_is_not_judged() -> None:
    due = date(2025, 6, 30)
    assert state_of(due, None, AS_OF, lapses=True) == ObligationState.MISSED
    assert state_of(due, None, AS_OF, lapses=True, records_begin=BEGIN) == (
        ObligationState.BEFORE_RECORDS_BEGAN
    )
    assert state_of(due, None, AS_OF, records_begin=BEGIN) == ObligationState.BEFORE_RECORDS_BEGAN


def test_a_duty_due_before_the_records_began_met_late_is_not_late() -> None:
    due, met = date(2026, 11, 1), date(2026, 11, 20)
    assert state_of(due, met, AS_OF) == ObligationState.MET_LATE
    assert state_of(due, met, AS_OF, records_begin=BEGIN) == ObligationState.BEFORE_RECORDS_BEGAN
    assert state_of(due, due, AS_OF, records_begin=BEGIN) == ObligationState.MET


def test_a_duty_due_on_or_after_the_records_began_is_judged_as_usual() -> None:
    assert state_of(BEGIN, None, AS_OF, records_begin=BEGIN) == ObligationState.OVERDUE
    assert state_of(BEGIN, date(2026, 12, 9), AS_OF, records_begin=BEGIN) == (
        ObligationState.MET_LATE
    )


def test_a_device_clock_run_out_before_the_records_began_is_due_when_they_begin() -> None:
    assert open_due(date(2020, 8, 1), BEGIN) == BEGIN
    assert open_due(date(2027, 1, 1), BEGIN) == date(2027, 1, 1)
    assert open_due(date(2020, 8, 1), None) == date(2020, 8, 1)
