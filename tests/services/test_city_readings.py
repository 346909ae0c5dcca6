"""A level the city's inspector measured is a reading like any other, marked as the
city's (rules.md R1, whose reading), and a reading over the limit days after a full
pump-out is found for the packet (R7), on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.reports.sludge_readings import chart_data
from fog_desktop.rules.contradictions import pump_out_contradicted
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.contradictions import readings_after_full_pump_out
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.inspections import (
    InspectionInput,
    LevelInput,
    amend_inspection,
    record_inspection,
    void_inspection,
)
from fog_desktop.services.maintenance import (
    FLAG_OVER_25,
    MaintenanceFilter,
    MaintenanceInput,
    MaintenanceRow,
    create_entry,
    fetch_rows,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest
from fog_desktop.services.obligations import obligations_for

TODAY = date(2026, 12, 2)
INSPECTED = date(2026, 8, 7)
#: 31% of the 48 in of GI-1: 14.88 in.
FOG, SOLIDS = "6.38", "8.5"


@pytest.fixture
def est_id(context: AppContext) -> int:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    for device_id in ("GI-1", "GI-2"):
        create_device(
            context.db,
            est.id,
            DeviceInput(device_id=device_id, capacity_gal="1000", design_depth_in="48",
                        in_service_since="2026-01-05"),
            context.actor,
        )  # fmt: skip
    return est.id


def inspect(context: AppContext, est_id: int, *levels: LevelInput, day: date = INSPECTED) -> str:
    data = InspectionInput(
        inspected_on=day.isoformat(),
        inspector="R. Flores",
        result="Noncompliance found",
        findings="GI-1 at 31%",
        levels=levels,
    )
    return record_inspection(context.db, est_id, data, context.actor, today=TODAY).inspection_no


def log(context: AppContext, est_id: int, **typed: str) -> int:
    data = MaintenanceInput(device_id="GI-1", **typed)
    return create_entry(context.db, est_id, data, context.actor, today=TODAY).id


def pump_out(context: AppContext, est_id: int, day: str, manifest_no: str) -> None:
    create_manifest(context.db, est_id, ManifestInput(
        manifest_no=manifest_no, manifest_date=day, hauler="SoCal",
        waste_type="Interceptor contents", gallons="1000", device_id="GI-1",
    ), context.actor, today=TODAY)  # fmt: skip
    log(context, est_id, service_date=day, service="Pump-out", gallons_removed="1000",
        hauler="SoCal", manifest_no=manifest_no)  # fmt: skip


def readings(context: AppContext, est_id: int) -> list[MaintenanceRow]:
    flt = MaintenanceFilter(service="Measurement", sort="date", descending=False)
    return fetch_rows(context.db, est_id, flt, 0, 50, as_of=TODAY)


def test_a_city_reading_over_25_percent_owes_service_now_that_day_and_shows_as_the_citys(
    context: AppContext, est_id: int
) -> None:
    number = inspect(context, est_id, LevelInput("GI-1", FOG, SOLIDS), LevelInput("GI-2"))
    [reading] = readings(context, est_id)
    assert (reading.device_id, reading.service_date, reading.percent) == (
        "GI-1",
        INSPECTED,
        Decimal("31.0"),
    )
    assert reading.flags == (FLAG_OVER_25,)
    assert reading.city_inspection_no == number == "INSP-2026-001"
    assert reading.measured_by == "City, INSP-2026-001 (R. Flores)"
    [owed] = [
        o
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.SERVICE_NOW
    ]
    assert (owed.subject, owed.due, owed.state(TODAY)) == (
        "GI-1",
        INSPECTED,
        ObligationState.OVERDUE,
    )
    pump_out(context, est_id, "2026-08-08", "M-1")
    [met] = [
        o
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.kind == ObligationKind.SERVICE_NOW
    ]
    assert (met.met_on, met.state(TODAY)) == (date(2026, 8, 8), ObligationState.MET_LATE)
    data = chart_data("GI-1", readings(context, est_id), date(2025, 12, 3), TODAY, Decimal(25))
    [point] = data.readings
    assert (point.over, point.inspection_no) == (True, "INSP-2026-001")
    with context.db.read() as session:
        assert verify(session).ok


def test_a_city_reading_dated_otherwise_than_its_inspection_is_refused_at_the_date(
    context: AppContext, est_id: int
) -> None:
    number = inspect(context, est_id)
    with pytest.raises(ValidationError) as refused:
        log(context, est_id, service_date="2026-08-08", service="Measurement",
            fog_depth_in=FOG, solids_depth_in=SOLIDS, city_inspection=number)  # fmt: skip
    assert refused.value.for_field("service_date") == (
        "City inspection INSP-2026-001 was on 2026-08-07: a level measured at it has that date."
    )
    log(context, est_id, service_date="2026-08-07", service="Measurement",
        fog_depth_in=FOG, solids_depth_in=SOLIDS, city_inspection=number.lower())  # fmt: skip
    assert [r.city_inspection_no for r in readings(context, est_id)] == [number]


def test_a_link_to_a_void_or_unknown_inspection_or_from_a_pump_out_is_refused(
    context: AppContext, est_id: int
) -> None:
    number = inspect(context, est_id)
    reading = {"service_date": "2026-08-07", "service": "Measurement", "fog_depth_in": FOG,
               "solids_depth_in": SOLIDS}  # fmt: skip
    with pytest.raises(ValidationError) as unknown:
        log(context, est_id, **reading, city_inspection="INSP-2026-009")
    assert unknown.value.for_field("city_inspection") == (
        "There is no city inspection 'INSP-2026-009'."
    )
    with pytest.raises(ValidationError) as pumped:
        log(context, est_id, service_date="2026-08-07", service="Pump-out",
            gallons_removed="1000", city_inspection=number)  # fmt: skip
    assert pumped.value.for_field("city_inspection") == (
        "Only a Measurement is a level the city's inspector measured."
    )
    void_inspection(context.db, 1, "Entered for the wrong restaurant", context.actor)
    with pytest.raises(ValidationError) as void:
        log(context, est_id, **reading, city_inspection=number)
    assert void.value.for_field("city_inspection") == (
        "City inspection INSP-2026-001 is void; choose an inspection in use."
    )
    assert readings(context, est_id) == []


def test_a_bad_level_refuses_the_inspection_with_it_named_by_its_interceptor(
    context: AppContext, est_id: int
) -> None:
    with pytest.raises(ValidationError) as refused:
        inspect(context, est_id, LevelInput("GI-1", "40", "10"), LevelInput("GI-2", "3", ""))
    assert refused.value.for_field("reading GI-1") == (
        "FOG and solids together (50.00 in) are deeper than the device's design depth (48.00 in)."
    )
    assert refused.value.problems[0].field == "reading GI-1"
    with context.db.read() as session:
        assert verify(session).entries == 3, "the establishment and its devices: nothing else"


def test_an_inspection_moved_or_voided_takes_its_levels_with_it(
    context: AppContext, est_id: int
) -> None:
    inspect(context, est_id, LevelInput("GI-1", FOG, SOLIDS))
    moved = InspectionInput("2026-08-06", "R. Flores", "Noncompliance found", "GI-1 at 31%")
    amend_inspection(context.db, 1, moved, context.actor, today=TODAY, reason="Date misread")
    assert [r.service_date for r in readings(context, est_id)] == [date(2026, 8, 6)]
    void_inspection(context.db, 1, "Not our restaurant", context.actor)
    assert [r.status_text for r in readings(context, est_id)] == ["Void: Not our restaurant"]
    with context.db.read() as session:
        assert verify(session).ok


def test_a_reading_over_25_percent_days_after_a_full_pump_out_is_found_with_both_records(
    context: AppContext, est_id: int
) -> None:
    """R7: the city found GI-1 at 31% three days after a pump-out logged full; the
    manager's 30% reading 20 days after the other pump-out contradicts nothing."""
    pump_out(context, est_id, "2026-08-04", "M-1")
    number = inspect(context, est_id, LevelInput("GI-1", FOG, SOLIDS))
    log(context, est_id, service_date="2026-08-08", service="Measurement",
        fog_depth_in="2", solids_depth_in="2", performed_by="Ana")  # fmt: skip
    pump_out(context, est_id, "2026-09-01", "M-2")
    log(context, est_id, service_date="2026-09-21", service="Measurement",
        fog_depth_in="6", solids_depth_in="8.4", performed_by="Ana")  # fmt: skip
    [found] = readings_after_full_pump_out(context.db, est_id, date(2025, 12, 3), TODAY)
    assert (found.reading.service_date, found.reading.percent) == (INSPECTED, Decimal("31.0"))
    assert (found.reading.city_inspection_no, found.reading.measured_by) == (
        number,
        "City, INSP-2026-001 (R. Flores)",
    )
    assert (found.pump_out.service_date, found.pump_out.manifest_no) == (date(2026, 8, 4), "M-1")
    assert found.days == 3
    assert readings_after_full_pump_out(context.db, est_id, date(2026, 8, 8), TODAY) == []


@pytest.mark.parametrize(
    ("reading", "expected"),
    [
        (date(2026, 7, 28), None),  # on the first pump-out's day: the level the hauler found
        (date(2026, 8, 4), date(2026, 7, 28)),  # before the second, which came that day
        (date(2026, 8, 5), date(2026, 8, 4)),  # the latest before it
        (date(2026, 8, 18), date(2026, 8, 4)),  # the 14th day after
        (date(2026, 8, 19), None),
    ],
)
def test_the_pump_out_a_reading_contradicts_is_the_latest_within_14_days(
    reading: date, expected: date | None
) -> None:
    assert pump_out_contradicted(reading, [date(2026, 7, 28), date(2026, 8, 4)]) == expected
