"""Demo Bistro's planned changes and its lateral's cleanings (rules.md R8a, R8f): a patio
expansion noticed in time last year, its certified mail receipt attached, a kitchen
remodel whose notice is due in twelve days, and the lateral jetted by a plumber once a
year."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy.orm import Session

from fog_desktop.rules.dates import add_months
from fog_desktop.services import attachments, changes, maintenance
from fog_desktop.services.changes import ChangeInput
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.maintenance import MaintenanceInput
from models import Establishment, PlannedChange, Service

PLUMBER = "Rooter Bros Plumbing"


def add_changes(session: Session, bistro: Establishment, as_of: date, actor: str) -> None:
    patio_start = add_months(as_of, -13)
    patio = changes.add(
        session,
        bistro.id,
        ChangeInput(
            description="Patio expansion: 24 more seats",
            planned_start=patio_start.isoformat(),
            notice_sent_on=(patio_start - timedelta(days=67)).isoformat(),
            notes="Building permit BP-0912; notice by certified mail to the program manager.",
        ),
        actor,
        today=as_of,
    )
    owner = attachments.Owner(bistro.id, PlannedChange.__tablename__, patio.id)
    name = "patio-notice-certified-receipt.png"
    attachments.add(session, owner, name, scan_png(name), actor)
    changes.add(
        session,
        bistro.id,
        ChangeInput(
            description="Kitchen remodel: second fryer line",
            planned_start=(as_of + timedelta(days=72)).isoformat(),
            notes="Contractor booked; the notice is drafted, to send this week.",
        ),
        actor,
        today=as_of,
    )
    for months in (-19, -7):
        day = add_months(as_of, months)
        maintenance.add(
            session,
            bistro.id,
            MaintenanceInput(
                service_date=day.isoformat(),
                device_id="GT-1",
                service=Service.LATERAL_SEWER_CLEANING,
                performed_by=PLUMBER,
                notes="Lateral jetted from the cleanout to the main; no grease found.",
            ),
            actor,
            today=as_of,
        )
