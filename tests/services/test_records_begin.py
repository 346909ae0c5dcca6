"""Records begin (R9): a restaurant that adopts the application mid-life is not judged on
the years it kept on paper, and what the manager knew at set-up starts each clock."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.entry_dates import records_entered_late
from fog_desktop.services.establishments import (
    EstablishmentInput,
    amend_establishment,
    create_establishment,
    get_establishment,
)
from fog_desktop.services.maintenance_rows import needing_attention, unlinked_pump_outs
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.records_begin import record_last_service, record_last_training
from fog_desktop.services.status import status_report
from fog_desktop.services.training import list_sessions
from models import TrainingKind

#: Set-up day: the records in the application begin today.
TODAY = date(2026, 12, 4)


def kitchen(context: AppContext, records_begin: str = "2026-12-04") -> int:
    """Casa Vieja, open since 2020: interceptor GI-1 and trap GT-1 in service since then,
    and Sam, hired 2024-03-01, never trained in the application."""
    data = EstablishmentInput(name="Casa Vieja", records_begin=records_begin)
    est = create_establishment(context.db, data, context.actor)
    for device_id, kind in (("GI-1", "Grease interceptor"), ("GT-1", "Grease trap")):
        device = DeviceInput(
            device_id=device_id, type=kind, capacity_gal="1000", design_depth_in="48",
            in_service_since="2020-05-01",
        )  # fmt: skip
        create_device(context.db, est.id, device, context.actor)
    sam = EmployeeInput(employee_id="E-1", name="Sam Chen", hire_date="2024-03-01")
    create_employee(context.db, est.id, sam, context.actor)
    return est.id


def states(context: AppContext, est_id: int, as_of: date, subject: str) -> list[tuple[str, str]]:
    found = obligations_for(context.db, est_id, as_of, all_history=True)
    return [(o.name, o.state(as_of).value) for o in found if o.subject == subject]


def open_lines(context: AppContext, est_id: int, as_of: date) -> list[tuple[str, str, date, str]]:
    """What the Dashboard and ``status`` list: (duty, subject, due, state)."""
    return [
        (o.name, o.subject, o.due, o.state(as_of).value)
        for o in obligations_for(context.db, est_id, as_of)
    ]


def test_nothing_due_before_the_records_began_is_judged(context: AppContext) -> None:
    est_id = kitchen(context)
    sam = states(context, est_id, TODAY, "E-1")
    assert sam[0] == ("New-hire training", "Before records began")
    assert {state for _, state in sam[:-1]} == {"Before records began"}
    # The half-year running at set-up is judged as usual.
    assert sam[-1] == ("Semiannual training", "Upcoming")
    # The Dashboard lists no line of before: only the devices' (below) and that half-year.
    assert [line[3] for line in open_lines(context, est_id, TODAY)] == [
        "Due soon",
        "Due soon",
        "Upcoming",
    ]


def test_without_a_records_begin_day_the_whole_history_is_judged(context: AppContext) -> None:
    est_id = kitchen(context, records_begin="")
    sam = states(context, est_id, TODAY, "E-1")
    assert sam[0] == ("New-hire training", "Overdue")
    assert ("Semiannual training", "Missed") in sam
    assert ("Pump-out", "Overdue") in states(context, est_id, TODAY, "GI-1")


def test_a_device_whose_last_pump_out_is_unknown_is_due_when_the_records_begin(
    context: AppContext,
) -> None:
    """R2's device without an in-service date is due at once; so is one whose clock ran
    out before the records began: never left without a duty, never late on day one."""
    est_id = kitchen(context)
    assert open_lines(context, est_id, TODAY) == [
        ("Pump-out", "GI-1", TODAY, "Due soon"),
        ("Trap cleaning", "GT-1", TODAY, "Due soon"),
        ("Semiannual training", "E-1", date(2026, 12, 31), "Upcoming"),
    ]
    tomorrow = TODAY + timedelta(days=1)
    assert [line[3] for line in open_lines(context, est_id, tomorrow)][:2] == [
        "Overdue",
        "Overdue",
    ]


def test_the_last_pump_out_known_at_set_up_starts_the_clock_unflagged(
    context: AppContext,
) -> None:
    est_id = kitchen(context)
    record_last_service(context.db, est_id, "GI-1", "2026-10-01", context.actor, today=TODAY)
    record_last_service(context.db, est_id, "GT-1", "2026-12-04", context.actor, today=TODAY)
    later = date(2026, 12, 20)
    assert open_lines(context, est_id, TODAY) == [
        ("Trap cleaning", "GT-1", date(2026, 12, 5), "Due soon"),
        ("Semiannual training", "E-1", date(2026, 12, 31), "Upcoming"),
        ("Pump-out", "GI-1", date(2027, 1, 1), "Upcoming"),
    ]
    # Kept on paper: no manifest asked, no partial to check, no late entry (R9).
    assert needing_attention(context.db, est_id, later) == []
    (row,) = unlinked_pump_outs(context.db, est_id, as_of=later)
    assert (row.flags, row.entered, row.before_records_began) == ((), None, True)
    assert records_entered_late(context.db, est_id, date(2025, 1, 1), later).late == ()
    with context.db.read() as session:
        assert verify(session).ok


def test_the_last_training_known_at_set_up_is_a_signed_session_of_its_kind(
    context: AppContext,
) -> None:
    est_id = kitchen(context)
    record_last_training(context.db, est_id, "E-1", "2026-07-15", context.actor, today=TODAY)
    assert states(context, est_id, TODAY, "E-1")[-1] == ("Semiannual training", "Met")
    (session,) = list_sessions(context.db, est_id)
    assert (session.kind, session.before_records_began, session.entered) == (
        TrainingKind.SEMIANNUAL,
        True,
        None,
    )
    assert [a.signed for a in session.attendees] == ["Signature on file"]
    assert records_entered_late(context.db, est_id, date(2026, 1, 1), TODAY).late == ()


def test_a_training_in_a_new_hires_first_days_is_their_new_hire_training(
    context: AppContext,
) -> None:
    est_id = kitchen(context)
    ana = EmployeeInput(employee_id="E-2", name="Ana Ruiz", hire_date="2026-11-28")
    create_employee(context.db, est_id, ana, context.actor)
    record_last_training(context.db, est_id, "E-2", "2026-12-01", context.actor, today=TODAY)
    assert list_sessions(context.db, est_id)[0].kind == TrainingKind.NEW_HIRE
    assert states(context, est_id, TODAY, "E-2") == [
        ("New-hire training", "Met"),
        ("Semiannual training", "Met"),
    ]


@pytest.mark.parametrize(
    ("day", "message"),
    [
        ("2026-12-05", "The date 2026-12-05 is in the future."),
        ("", "Enter the date."),
        ("2024-02-01", "Sam Chen was hired on 2024-03-01, after 2024-02-01."),
    ],
)
def test_a_known_training_day_is_refused_when_it_cannot_be(
    context: AppContext, day: str, message: str
) -> None:
    est_id = kitchen(context)
    with pytest.raises(ValidationError) as refused:
        record_last_training(context.db, est_id, "E-1", day, context.actor, today=TODAY)
    assert [p.message for p in refused.value.problems] == [message]


def test_a_known_service_after_the_records_began_is_recorded_as_usual(
    context: AppContext,
) -> None:
    est_id = kitchen(context, records_begin="2026-12-01")
    with pytest.raises(ValidationError) as refused:
        record_last_service(context.db, est_id, "GI-1", "2026-12-03", context.actor, today=TODAY)
    assert "after the records began (2026-12-01)" in refused.value.problems[0].message


def test_a_duty_due_once_the_records_began_is_judged_as_usual(context: AppContext) -> None:
    est_id = kitchen(context, records_begin="2026-12-01")
    record_last_service(context.db, est_id, "GT-1", "2026-11-30", context.actor, today=TODAY)
    assert ("Trap cleaning", "GT-1", date(2026, 12, 1), "Overdue") in open_lines(
        context, est_id, TODAY
    )


def test_status_all_lists_what_was_before_the_records_began(context: AppContext) -> None:
    kitchen(context)
    (est,) = status_report(context.db, TODAY, every=True)["establishments"]
    before = [o for o in est["obligations"] if o["state"] == "Before records began"]
    assert {o["subject"] for o in before} == {"E-1"}
    (est,) = status_report(context.db, TODAY)["establishments"]
    assert all(o["state"] != "Before records began" for o in est["obligations"])


def test_the_records_begin_day_is_amended_and_audited(context: AppContext) -> None:
    est_id = kitchen(context, records_begin="")
    assert get_establishment(context.db, est_id).records_begin is None
    data = EstablishmentInput(name="Casa Vieja", records_begin="2026-11-01")
    amend_establishment(context.db, est_id, data, context.actor, "Records begin")
    assert get_establishment(context.db, est_id).records_begin == date(2026, 11, 1)
    with context.db.read() as session:
        assert verify(session).ok
    with pytest.raises(ValidationError) as refused:
        bad = EstablishmentInput(name="Casa Vieja", records_begin="2026-13-01")
        amend_establishment(context.db, est_id, bad, context.actor, "Typo")
    assert refused.value.problems[0].field == "records_begin"
