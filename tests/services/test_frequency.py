"""An interceptor's frequency from its readings, its Early pump-out and the program
manager's approval of a new frequency, stored on SQLite and PostgreSQL (R8d, R6)."""

from __future__ import annotations

from datetime import date, timedelta
from fractions import Fraction
from pathlib import Path

import pytest
from sqlalchemy import func, select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.reports.frequency_letter import write_frequency_request
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.devices import DeviceInput, create_device, get_device, list_devices
from fog_desktop.services.frequency import frequency_report, frequency_reports
from fog_desktop.services.frequency_approvals import (
    ApprovalInput,
    list_approvals,
    record_approval,
    void_approval,
)
from fog_desktop.services.maintenance import MaintenanceInput, create_entry, void_entry
from fog_desktop.services.obligations import obligations_for
from models import AuditEntry, FrequencyApproval, MaintenanceEntry
from tests.pdf_text import pdf_text

TODAY = date(2026, 11, 2)
PUMP_OUTS = ("2026-01-05", "2026-04-06", "2026-07-06", "2026-10-05")
#: 30 days after each of the first three pump-outs: 9.6 of 48 inches, 20%.
READINGS = ("2026-02-04", "2026-05-06", "2026-08-05")
QUARTERLY = Frequency(3, "months")
LETTER = b"%PDF-1.4\n% the program manager's answer\n"


def log(context: AppContext, est_id: int, day: str, service: str, **typed: str) -> int:
    data = MaintenanceInput(service_date=day, device_id="GI-1", service=service, **typed)
    return create_entry(context.db, est_id, data, context.actor, today=TODAY).id


@pytest.fixture
def filled(context: AppContext, est_id: int) -> int:
    """GI-1 pumped quarterly, 20% full 30 days into each of three cycles: it reaches 25% on
    day 37, long before its 3 months."""
    for day in PUMP_OUTS:
        log(context, est_id, day, "Pump-out", gallons_removed="990")
    for day in READINGS:
        log(context, est_id, day, "Measurement", fog_depth_in="4", solids_depth_in="5.6")
    return est_id


@pytest.fixture
def letter(tmp_path: Path) -> Path:
    path = tmp_path / "approval.pdf"
    path.write_bytes(LETTER)
    return path


def test_the_report_gives_rates_prediction_and_suggestion(context: AppContext, filled: int) -> None:
    report = frequency_report(context.db, filled, "GI-1", TODAY)
    assert report.refusal == ""
    assert report.analysis is not None
    found = report.analysis
    assert [c.rate_per_day for c in found.cycles] == [found.highest_rate] * 3
    assert str(found.highest_rate) == "0.67"
    assert found.since == date(2026, 10, 5)
    assert found.reaches_25 == date(2026, 11, 11)  # 37 days: 37 × 2/3 = 24.7%
    assert found.suggested == Frequency(5, "weeks")
    assert found.fills_faster


def test_readings_are_compared_exact_not_as_shown(context: AppContext, est_id: int) -> None:
    """R8d, R1 (issue 32 §6): 11.99 of 48 in (24.98%) shows as 25.0%, as 12 in (25%) does,
    but is lower: each cycle's highest is 12 in, 40 days in, 0.625% a day, not 1.25%."""
    for day in PUMP_OUTS:
        log(context, est_id, day, "Pump-out", gallons_removed="990")
    for day in PUMP_OUTS[:3]:
        start = date.fromisoformat(day)
        for days, depth in ((20, "11.99"), (40, "12")):
            when = (start + timedelta(days=days)).isoformat()
            log(context, est_id, when, "Measurement", fog_depth_in=depth, solids_depth_in="0")
    found = frequency_report(context.db, est_id, "GI-1", TODAY).analysis
    assert found is not None
    assert [(c.days, str(c.highest.percent)) for c in found.cycles] == [(40, "25.0")] * 3
    assert found.rate == Fraction(5, 8)
    assert str(found.highest_rate) == "0.63"


def test_fewer_than_three_cycles_are_refused_in_words(context: AppContext, est_id: int) -> None:
    for day in PUMP_OUTS[:3]:
        log(context, est_id, day, "Pump-out", gallons_removed="990")
    log(context, est_id, READINGS[0], "Measurement", fog_depth_in="4", solids_depth_in="5.6")
    [report] = frequency_reports(context.db, est_id, TODAY)
    assert report.analysis is None
    assert report.refusal == "Not enough data: 1 of 3 cycles have a reading."


def test_a_void_reading_does_not_count(context: AppContext, filled: int) -> None:
    wrong = log(context, filled, "2026-10-20", "Measurement", fog_depth_in="1", solids_depth_in="1")
    void_entry(context.db, wrong, "Read on another interceptor", context.actor)
    with context.db.read() as session:
        first = session.scalar(
            select(MaintenanceEntry.id).where(MaintenanceEntry.service == "Measurement")
        )
    assert first is not None
    void_entry(context.db, first, "Wrong device", context.actor)
    report = frequency_report(context.db, filled, "GI-1", TODAY)
    assert report.refusal == "Not enough data: 2 of 3 cycles have a reading."


def test_filling_faster_than_the_schedule_brings_an_early_pump_out(
    context: AppContext, filled: int
) -> None:
    early = [
        o
        for o in obligations_for(context.db, filled, TODAY)
        if o.kind == ObligationKind.EARLY_PUMP_OUT
    ]
    assert [(o.subject, o.due, o.rule, o.state(TODAY)) for o in early] == [
        ("GI-1", date(2026, 11, 11), "R8d", ObligationState.DUE_SOON)
    ]
    # the next pump-out starts a new cycle, and its 25% day counts from it
    log(context, filled, "2026-10-30", "Pump-out", gallons_removed="990")
    early = [
        o
        for o in obligations_for(context.db, filled, TODAY)
        if o.kind == ObligationKind.EARLY_PUMP_OUT
    ]
    assert [o.due for o in early] == [date(2026, 12, 6)]


def test_an_approval_amends_the_devices_frequency_with_its_letter(
    context: AppContext, filled: int, letter: Path
) -> None:
    # Dated the day the running cycle began: it holds for that cycle (R8d).
    data = ApprovalInput(device_id="GI-1", approved_on="2026-10-05", frequency="5 weeks")
    record_approval(context.db, filled, data, [letter], context.actor, today=TODAY)
    [row] = list_approvals(context.db, filled)
    assert (row.device_id, row.approved_on, row.frequency, row.documents) == (
        "GI-1",
        date(2026, 10, 5),
        Frequency(5, "weeks"),
        ("approval.pdf",),
    )
    device = next(d for d in list_devices(context.db, filled) if d.device_id == "GI-1")
    assert (device.frequency_number, device.frequency_unit, device.status_text) == (
        5,
        "weeks",
        "Amended",
    )
    with context.db.read() as session:
        reasons = session.scalars(
            select(AuditEntry.reason).where(AuditEntry.record_table == "devices")
        ).all()
        assert verify(session).ok
    assert "Frequency 5 weeks approved by the program manager on 2026-10-05 (R8d)" in reasons
    # approved at the rate it fills: no longer faster than its schedule
    report = frequency_report(context.db, filled, "GI-1", TODAY)
    assert report.analysis is not None and not report.analysis.fills_faster


def test_an_approval_dated_inside_the_running_cycle_applies_from_the_next_pump_out(
    context: AppContext, filled: int, letter: Path
) -> None:
    """R8d (issue 32 §1): the cycle begun on Oct 5 is still due by 3 months and still fills
    faster than that; the next one is due by the 5 weeks approved on Oct 20."""
    data = ApprovalInput(device_id="GI-1", approved_on="2026-10-20", frequency="5 weeks")
    record_approval(context.db, filled, data, [letter], context.actor, today=TODAY)
    found = frequency_report(context.db, filled, "GI-1", TODAY).analysis
    assert found is not None
    assert (found.approved, found.fills_faster) == (QUARTERLY, True)
    pump_outs = [
        o.due
        for o in obligations_for(context.db, filled, TODAY)
        if o.kind == ObligationKind.PUMP_OUT
    ]
    assert pump_outs[-1] == date(2027, 1, 5)
    log(context, filled, "2026-11-01", "Pump-out", gallons_removed="990")
    found = frequency_report(context.db, filled, "GI-1", TODAY).analysis
    assert found is not None and found.approved == Frequency(5, "weeks")


@pytest.mark.parametrize(
    ("typed", "field", "message"),
    [
        ({"frequency": "8 months"}, "frequency", "at least every 6 months"),
        ({"frequency": "often"}, "frequency", "like 4 months, 10 weeks or 90 days"),
        ({"approved_on": "2026-12-01"}, "approved_on", "after today"),
        ({"approved_on": ""}, "approved_on", "date of the program manager's answer"),
        ({"device_id": "OD-1"}, "device_id", "the city approves the frequency of a grease"),
        ({"device_id": "GI-9"}, "device_id", "There is no device 'GI-9' in use"),
    ],
)
def test_a_wrong_approval_stores_nothing(
    context: AppContext,
    est_id: int,
    letter: Path,
    typed: dict[str, str],
    field: str,
    message: str,
) -> None:
    other = DeviceInput(
        device_id="OD-1", type="Other grease control device", capacity_gal="20",
        design_depth_in="10",
    )  # fmt: skip
    create_device(context.db, est_id, other, context.actor)
    values = {"device_id": "GI-1", "approved_on": "2026-10-20", "frequency": "4 months"} | typed
    with pytest.raises(ValidationError) as refused:
        record_approval(
            context.db, est_id, ApprovalInput(**values), [letter], context.actor, today=TODAY
        )
    assert message in (refused.value.for_field(field) or "")
    with context.db.read() as session:
        assert session.scalar(select(func.count()).select_from(FrequencyApproval)) == 0
    assert get_device(context.db, 1).frequency_number is None


def test_an_approval_needs_the_answer_attached(context: AppContext, est_id: int) -> None:
    data = ApprovalInput(device_id="GI-1", approved_on="2026-10-20", frequency="4 months")
    with pytest.raises(ValidationError) as refused:
        record_approval(context.db, est_id, data, [], context.actor, today=TODAY)
    assert "Attach the program manager's answer" in (refused.value.for_field("document") or "")


def test_a_void_approval_stays_listed_and_the_device_keeps_its_frequency(
    context: AppContext, est_id: int, letter: Path
) -> None:
    data = ApprovalInput(device_id="GI-1", approved_on="2026-10-20", frequency="4 months")
    approval = record_approval(context.db, est_id, data, [letter], context.actor, today=TODAY)
    void_approval(context.db, approval, "Letter was for another restaurant", context.actor)
    [row] = list_approvals(context.db, est_id)
    assert row.is_void and row.status_text == "Void: Letter was for another restaurant"
    assert get_device(context.db, 1).frequency_number == 4
    with context.db.read() as session:
        assert verify(session).ok


def test_the_request_letter_carries_the_data_and_the_compliance_statement(
    context: AppContext, filled: int, tmp_path: Path
) -> None:
    path = write_frequency_request(context.db, filled, "GI-1", tmp_path / "r.pdf", today=TODAY)
    text = pdf_text(path)
    assert "Request to change the maintenance frequency of grease interceptor GI-1" in text
    assert "changed from 3 months (default) to 5 weeks" in text
    assert "2026-01-05 2026-04-06 20.0% on 2026-02-04 30 0.67% a day" in text
    assert "Average rate: 0.67% a day" in text
    assert "reaches 25% on Wednesday, November 11, 2026" in text
    assert "Statement of compliance" in text
    with pytest.raises(ValidationError) as refused:
        write_frequency_request(
            context.db, filled, "GI-1", tmp_path / "x.pdf", today=TODAY, asked=QUARTERLY
        )
    assert "The readings support at most 5 weeks" in str(refused.value)
    assert not (tmp_path / "x.pdf").exists()


def _late_cleanings(context: AppContext, est_id: int) -> list[date]:
    return [
        o.due
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.TRAP_CLEANING and o.state(TODAY) == ObligationState.MET_LATE
    ]


def test_a_trap_is_held_to_daily_until_the_city_approves_its_interval(
    context: AppContext, est_id: int, letter: Path
) -> None:
    """R3: a trap typed "2 days" is stored and shown as not approved, and each skipped day
    is late; the city's approval counts from its date on, until it is voided."""
    trap = DeviceInput(
        device_id="GT-2", type="Grease trap", capacity_gal="15", design_depth_in="10",
        frequency_number="2", frequency_unit="days", in_service_since="2026-10-01",
    )  # fmt: skip
    create_device(context.db, est_id, trap, context.actor)
    for day in range(1, 32, 2):
        data = MaintenanceInput(
            service_date=date(2026, 10, day).isoformat(), device_id="GT-2", service="Cleaning"
        )
        create_entry(context.db, est_id, data, context.actor, today=TODAY)

    def shown() -> tuple[str, str]:
        [row] = [d for d in list_devices(context.db, est_id) if d.device_id == "GT-2"]
        return row.frequency_label, row.frequency_shown

    def applies() -> Frequency:
        return next(d.applies for d in list_devices(context.db, est_id) if d.device_id == "GT-2")

    assert shown() == ("2 days (not approved: daily applies)",) * 2
    assert applies() == Frequency(1, "days"), "what the Dashboard says it is due: daily"
    assert _late_cleanings(context, est_id) == [date(2026, 10, d) for d in range(2, 31, 2)]

    answer = ApprovalInput(device_id="GT-2", approved_on="2026-10-15", frequency="2 days")
    approval = record_approval(context.db, est_id, answer, [letter], context.actor, today=TODAY)

    assert shown() == ("2 days, approved 2026-10-15",) * 2
    assert applies() == Frequency(2, "days")
    assert _late_cleanings(context, est_id) == [date(2026, 10, d) for d in range(2, 15, 2)]
    [row] = list_approvals(context.db, est_id)
    assert (row.device_id, row.documents) == ("GT-2", ("approval.pdf",))

    void_approval(context.db, approval, "Letter was for another restaurant", context.actor)
    assert shown()[0] == "2 days (not approved: daily applies)"
    assert len(_late_cleanings(context, est_id)) == 15
