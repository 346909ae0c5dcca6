"""What the Dashboard reads: each duty named by its subject's name, why it is due in plain
words, the days left counted as the duty counts them, a reading over 25% first."""

from __future__ import annotations

from datetime import date, datetime

from fog_desktop.context import AppContext
from fog_desktop.due import SERVICE_NOW
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.dashboard import due_now
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.incidents import IncidentInput, report_incident
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.violations import ViolationInput, record_notice

#: Casa Test's GI-1 is 48 in deep: 12.5 in of FOG and solids is over 25% (R1).
TODAY = date(2026, 12, 28)


def test_each_duty_says_whose_it_is_why_and_how_long_is_left(
    context: AppContext, est_id: int
) -> None:
    db, actor = context.db, context.actor
    create_employee(db, est_id, EmployeeInput("E-004", "Sam Chen", "Cook", "2026-12-20"), actor)
    spill = IncidentInput(incident_date="2026-12-24", incident_time="18:40", kind="Spill")
    report_incident(db, est_id, spill, actor, now=datetime(2026, 12, 24, 19, 0))
    reading = MaintenanceInput(
        service_date="2026-12-27", device_id="GI-1", service="Measurement",
        fog_depth_in="6.5", solids_depth_in="6",
    )  # fmt: skip
    create_entry(db, est_id, reading, actor, today=TODAY)

    shown = due_now(db, est_id, TODAY)

    assert shown.name == "Casa Test"
    by_kind = {row.obligation.kind: row for row in shown.rows}
    assert shown.rows[0].obligation.kind == ObligationKind.SERVICE_NOW
    assert shown.rows[0].state == SERVICE_NOW and shown.rows[0].urgent
    assert by_kind[ObligationKind.SERVICE_NOW].subject == "GI-1 grease interceptor"

    hire = by_kind[ObligationKind.NEW_HIRE_TRAINING]
    assert (hire.subject, hire.reason, hire.days_left) == (
        "Sam Chen (E-004)",
        "within 10 days of hire",
        "2 days",
    )
    letter = by_kind[ObligationKind.WRITTEN_CONFIRMATION]
    assert letter.subject.endswith(" (spill, 2026-12-24)")
    # Due Mon 2027-01-04; New Year's Day is not a working day: Dec 29, 30, 31, Jan 4 (R5).
    assert (letter.reason, letter.days_left) == (
        "5 working days after the incident",
        "4 working days",
    )
    city = by_kind[ObligationKind.CITY_PHONE_NOTICE]
    assert (city.reason, city.days_left, city.state) == (
        "at once, by phone, after the incident",
        "4 days overdue",
        "Overdue",
    )
    assert by_kind[ObligationKind.PUMP_OUT].reason == "every 3 months"


def test_a_trap_is_due_daily_and_nothing_is_due_without_an_establishment(
    context: AppContext, est_id: int
) -> None:
    trap = DeviceInput(
        device_id="GT-1", type="Grease trap", location="Dish station", capacity_gal="20",
        design_depth_in="12", in_service_since="2026-12-27",
    )  # fmt: skip
    create_device(context.db, est_id, trap, context.actor)
    shown = due_now(context.db, est_id, TODAY)
    cleaning = next(r for r in shown.rows if r.obligation.kind == ObligationKind.TRAP_CLEANING)
    assert (cleaning.subject, cleaning.reason) == ("GT-1 grease trap, Dish station", "daily")

    assert due_now(context.db, None, TODAY).rows == ()


def test_a_hearing_request_says_the_city_must_receive_it_and_names_its_notice(
    context: AppContext, est_id: int
) -> None:
    notice = ViolationInput("2026-12-20", "Posted", "No drain screens", "250")
    record_notice(context.db, est_id, notice, context.actor, today=TODAY)

    [hearing] = [
        r for r in due_now(context.db, est_id, TODAY).rows
        if r.obligation.kind == ObligationKind.HEARING_REQUEST
    ]  # fmt: skip

    assert hearing.subject == "NOV-2026-001 (notice of violation, 2026-12-20)"
    assert hearing.reason.startswith(
        "you may ask for a hearing: the city must receive your request within 15 days"
    )
    assert (hearing.days_left, hearing.state) == ("7 days", "Your right")
