"""The demo establishment "Demo Bistro", with records for the two years before the as-of date.

Each capability adds its own records here, so that the demo shows every page with data.
"""

from __future__ import annotations

from datetime import date, timedelta

from fog_desktop.database import Database
from fog_desktop.rules.calendar import SATURDAY
from fog_desktop.rules.dates import add_months
from fog_desktop.services import (
    calendar,
    demo_changes,
    demo_city,
    demo_clock,
    demo_incidents,
    demo_maintenance,
    demo_self_inspection,
    demo_training,
    devices,
    establishments,
)
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from models import CalendarChangeKind, DeviceType

DEMO_NAME = "Demo Bistro"


def add_demo(db: Database, as_of: date, actor: str) -> str:
    """Add Demo Bistro; refused if an establishment of that name exists already."""
    start = add_months(as_of, -24)
    with db.write() as session:
        # Each record typed on the day it describes, a few days later (R6).
        demo_clock.start(session)
        bistro = establishments.add(
            session,
            EstablishmentInput(
                name=DEMO_NAME,
                address="123 W Sierra Madre Blvd, Sierra Madre, CA 91024",
                business_license_no="BL-2019-0457",
                contact_name="Maria Lopez",
                contact_phone="(626) 555-0142",
                contact_email="maria@demobistro.example",
                program_manager_name="FOG Program Manager, Public Works",
                program_manager_address="232 W Sierra Madre Blvd, Sierra Madre, CA 91024",
                program_manager_phone="(626) 555-0100",
                program_manager_email="fog@cityofsierramadre.example",
                city_spill_phone="(626) 555-0111",
                health_dept_phone="(626) 555-0199",
            ),
            actor,
        )
        for data in (
            DeviceInput(
                device_id="GI-1",
                type=DeviceType.INTERCEPTOR,
                location="Rear parking lot, east manhole",
                capacity_gal="1000",
                design_depth_in="48",
                frequency_number="3",
                frequency_unit="months",
                in_service_since=(start - timedelta(days=60)).isoformat(),
                notes="Approved quarterly pump-out.",
            ),
            DeviceInput(
                device_id="GT-1",
                type=DeviceType.TRAP,
                location="Under the three-compartment sink",
                capacity_gal="20",
                design_depth_in="12",
                in_service_since=start.isoformat(),
            ),
            DeviceInput(
                device_id="GT-2",
                type=DeviceType.TRAP,
                location="Prep sink, cold line",
                capacity_gal="15",
                design_depth_in="10",
                frequency_number="2",
                frequency_unit="days",
                in_service_since=start.isoformat(),
                notes=(
                    "Low-use prep sink, cleaned every other day; the city approved that "
                    "interval five months in, daily applied until then."
                ),
            ),
        ):
            devices.add(session, bistro.id, data, actor)
        chavez_day = date(as_of.year, 3, 31)
        while chavez_day.weekday() >= SATURDAY:  # observed on the Monday after
            chavez_day += timedelta(days=1)
        calendar.add(
            session,
            bistro.id,
            chavez_day,
            CalendarChangeKind.CLOSED,
            note="City hall closed for Cesar Chavez Day",
            actor=actor,
        )
        demo_maintenance.add_interceptor_log(session, bistro, start, as_of, actor)
        demo_maintenance.add_frequency_approvals(session, bistro, start, as_of, actor)
        demo_maintenance.add_trap_logs(session, bistro, start, as_of, actor)
        demo_maintenance.add_oil_receipts(session, bistro, start, as_of, actor)
        demo_training.add_training(session, bistro, start, as_of, actor)
        demo_incidents.add_incidents(session, bistro, as_of, actor)
        inspected_on = demo_maintenance.city_inspection_day(start, as_of)
        demo_city.add_city(session, bistro, inspected_on, as_of, actor)
        demo_self_inspection.add_self_inspection(session, bistro, inspected_on, as_of, actor)
        demo_changes.add_changes(session, bistro, as_of, actor)
    return DEMO_NAME
