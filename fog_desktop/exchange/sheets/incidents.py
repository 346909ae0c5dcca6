"""The Incidents sheet: each spill or blockage, its calls and written confirmation (R5)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

from fog_desktop.database import Database
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import ENTERED, STATUS, YES_NO, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window, entered_on
from fog_desktop.services import incidents, written_confirmation
from fog_desktop.services.incidents import IncidentInput, NoticeInput
from fog_desktop.services.written_confirmation import ConfirmationInput
from models import INCIDENT_KINDS, Agency, Incident, Record

INCIDENTS = Sheet(
    "Incidents",
    (
        Column("Incident ID", key=True, width=14),
        Column("Incident date", Kind.DATE, 12, fields=("incident_date",)),
        Column("Incident time", Kind.TIME, 9, fields=("incident_time",)),
        Column("Kind", width=20, required=True, choices=INCIDENT_KINDS, fields=("kind",)),
        Column("Description", width=36),
        Column("Potential blockage or SSO", width=12, choices=YES_NO),
        Column("City notified at", Kind.DATETIME, 17, fields=("called_time",)),
        #: How soon after the incident the first call was made: within the hour (R5).
        Column("City call", width=30, derived=True),
        Column("Health dept notified at", Kind.DATETIME, 17),
        Column("Health dept call", width=30, derived=True),
        Column("Reasons", width=36, fields=("reasons",)),
        Column("Immediate corrective steps", width=36, fields=("immediate_steps",)),
        Column("Preventive steps", width=36, fields=("preventive_steps",)),
        Column("Confirmation due", Kind.DATE, 13, derived=True),
        Column("Confirmation sent on", Kind.DATE, 13, fields=("confirmation_sent_on",)),
        Column("Confirmation method", width=16, fields=("confirmation_method",)),
        ENTERED,
        STATUS,
    ),
)


def _first_call(incident: incidents.IncidentRow, agency: Agency) -> list[datetime | str | None]:
    """When the first call to ``agency`` was made, and how soon after the incident (R5)."""
    call = incident.first_call(agency)
    if call is None:
        return [None, None]
    return [call.called_at, incidents.call_timing_text(incident.timing(call))]


def incident_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    for i in sorted(incidents.list_incidents(db, est_id), key=lambda i: (i.incident_date, i.id)):
        if window.holds(i.incident_date):
            description = "; ".join(
                part
                for part in (
                    i.description,
                    f"Where: {i.location}" if i.location else "",
                    f"Discharged: {i.material}" if i.material else "",
                    f"Amount: {i.quantity}" if i.quantity else "",
                )
                if part
            )
            yield [
                i.incident_no, i.incident_date, i.incident_time, i.kind, description,
                "Yes" if i.blockage_or_sso_possible else "No",
                *_first_call(i, Agency.CITY), *_first_call(i, Agency.HEALTH_DEPT),
                i.reasons, i.immediate_steps, i.preventive_steps, i.confirmation_due,
                i.confirmation_sent_on, i.confirmation_method, entered_on(i.entered),
                i.status_text,
            ]  # fmt: skip


def store_incident(steps: ImportSteps, row: SheetRow) -> Record | None:
    number = row.text("Incident ID")
    if steps.find(Incident, Incident.incident_no == number):
        return None
    data = IncidentInput(
        incident_date=row.text("Incident date"), incident_time=row.text("Incident time"),
        kind=row.text("Kind"), description=row.text("Description"),
        blockage_or_sso_possible=row.text("Potential blockage or SSO").lower() == "yes",
        reasons=row.text("Reasons"), immediate_steps=row.text("Immediate corrective steps"),
        preventive_steps=row.text("Preventive steps"),
    )  # fmt: skip
    incident = incidents.add(
        steps.session, steps.est.id, data, steps.actor, now=steps.now, incident_no=number
    )
    for header, agency in (
        ("City notified at", Agency.CITY),
        ("Health dept notified at", Agency.HEALTH_DEPT),
    ):
        called = row.text(header)
        if called:
            moment = datetime.fromisoformat(called)
            notice = NoticeInput(
                agency=agency, called_on=moment.date().isoformat(),
                called_time=moment.strftime("%H:%M"),
            )  # fmt: skip
            incidents.add_notice(steps.session, incident, notice, steps.actor, now=steps.now)
    if row.text("Confirmation sent on"):
        sent = ConfirmationInput(
            row.text("Confirmation sent on"), row.text("Confirmation method"), "(imported)"
        )
        written_confirmation.record_sent(
            steps.session, incident, sent, steps.actor, today=steps.today
        )
    return incident


INCIDENTS_SHEET = DataSheet(INCIDENTS, in_window(incident_rows), through_service(store_incident))
