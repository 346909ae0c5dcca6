"""Incidents read back: each with its phone notices and the written confirmation's due
date as a row, and what each still owes (rules.md R5)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import days
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.incident_notices import (
    CallTiming,
    IncidentFacts,
    call_timing,
    confirmation_due,
)
from fog_desktop.rules.incident_notices import incident_obligations as owed_by
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState, state_of
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services import records, units
from fog_desktop.services.calendar import working_calendar
from fog_desktop.services.collecting import Scope
from fog_desktop.services.entry_dates import Entered, entered_dates
from fog_desktop.services.establishments import EstablishmentRow, row_of
from fog_desktop.services.ordinances import profile_in
from models import Agency, Attachment, Device, Establishment, Incident

#: The four elements the written confirmation must state (R5), by field, for messages.
#: English, as the letter writes them; a message shows them translated ("IncidentElements").
REQUIRED_ELEMENTS = {
    "reasons": noop("IncidentElements", "the reasons for the discharge or spill"),
    "immediate_steps": noop("IncidentElements", "the steps taken at once to correct it"),
    "preventive_steps": noop(
        "IncidentElements", "the steps being taken to prevent it from recurring"
    ),
}


def duration_text(span: timedelta) -> str:
    """ "3 h 10 min", "1 day 2 h", "0 min": how long after an incident a call was made
    (R5), in whole minutes rounded down."""
    day_count, minutes = divmod(int(span.total_seconds()) // 60, 24 * 60)
    hours, minutes = divmod(minutes, 60)
    parts = [days(day_count)] if day_count else []
    parts += [f"{hours} h"] if hours else []
    parts += [f"{minutes} min"] if minutes or not parts else []
    return " ".join(parts)


def call_timing_text(timing: CallTiming) -> str:
    """A phone notice's timing in words (R5): "on time: called 12 min after", "late:
    called 3 h 10 min after", and by date when the incident's time is not recorded."""
    if timing.after is None:
        if timing.on_time:
            return translate(
                "CallTiming", "called on the incident's date (its time is not recorded)"
            )
        return translate("CallTiming", "late: called {days} after the incident's date").format(
            days=days(timing.days_after)
        )
    if timing.on_time:
        text = translate("CallTiming", "on time: called {after} after")
    else:
        text = translate("CallTiming", "late: called {after} after")
    return text.format(after=duration_text(timing.after))


@dataclass(frozen=True)
class NoticeRow:
    id: int
    agency: str
    called_at: datetime
    phone_number: str
    person_reached: str
    response: str
    status_text: str
    is_void: bool


@dataclass(frozen=True)
class IncidentColumns:
    """The columns of an incident that its form gives, stored as typed (the device
    aside: stored by its key, shown by its Device ID)."""

    incident_date: date
    incident_time: time | None
    kind: str
    location: str
    material: str
    quantity: str
    blockage_or_sso_possible: bool
    description: str
    reasons: str
    immediate_steps: str
    preventive_steps: str


@dataclass(frozen=True, kw_only=True)
class IncidentRow(IncidentColumns):
    """An incident as the Incidents page, the letter and the packet show it."""

    id: int
    incident_no: str
    device_id: str
    confirmation_due: date
    #: The working days ``confirmation_due`` was counted with: the profile's (R5).
    confirmation_working_days: int
    confirmation_sent_on: date | None
    confirmation_method: str
    confirmation_reference: str
    status_text: str
    is_void: bool
    notices: tuple[NoticeRow, ...]
    #: When it was entered, as its audit trail says (R6).
    entered: Entered | None = None
    #: The day the establishment's records began (R9); None judges its whole history.
    records_begin: date | None = None

    def confirmation_state(self, today: date) -> ObligationState:
        """The written confirmation's state on ``today`` (R5): Met, Met late, Overdue, Due
        soon, Upcoming, or Before records began when it was due before them (R9)."""
        return state_of(
            self.confirmation_due,
            self.confirmation_sent_on,
            today,
            records_begin=self.records_begin,
        )

    @property
    def missing_elements(self) -> tuple[str, ...]:
        """Which of the four elements (R5) are still empty, in words."""
        return tuple(what for f, what in REQUIRED_ELEMENTS.items() if not getattr(self, f))

    def first_call(self, agency: str) -> NoticeRow | None:
        """The first call in use to ``agency``: the one that gives its notice (R5)."""
        calls = [n for n in self.notices if n.agency == agency and not n.is_void]
        return min(calls, key=lambda n: n.called_at, default=None)

    def timing(self, notice: NoticeRow) -> CallTiming:
        """How soon after this incident ``notice`` was made: on time within the hour (R5)."""
        return call_timing(self.incident_date, self.incident_time, notice.called_at)


def list_incidents(db: Database, establishment_id: int) -> list[IncidentRow]:
    """Every incident, newest first, void ones included (R6)."""
    with db.read() as session:
        calendar = working_calendar(session, establishment_id)
        return _incidents(
            session, establishment_id, calendar, profile_in(session, establishment_id)
        )


def _incidents(
    session: Session, establishment_id: int, calendar: WorkingCalendar, profile: OrdinanceProfile
) -> list[IncidentRow]:
    found = units.kept(
        session,
        Incident,
        establishment_id,
        Incident.incident_date.desc(),
        Incident.id.desc(),
        load=(selectinload(Incident.phone_notices),),
    )
    rows = session.execute(
        select(Device.id, Device.device_id).where(Device.establishment_id == establishment_id)
    )
    devices: dict[int, str] = dict(rows.all())
    entered = entered_dates(session, Incident, establishment_id)
    begins = records_begin_of(session, establishment_id)
    return [
        row(i, calendar, devices, profile, entered.get(i.id), records_begin=begins) for i in found
    ]


def records_begin_of(session: Session, establishment_id: int) -> date | None:
    """The day the establishment's records began (R9), None for its whole history."""
    establishment = session.get(Establishment, establishment_id)
    return establishment.records_begin if establishment is not None else None


@dataclass(frozen=True)
class IncidentsShown:
    """What the Incidents page shows, read at once: the incidents, the profile whose
    numbers are called, the calendar the days left are counted on (R5), and the names of
    each incident's files in use, the proof of its written confirmation."""

    establishment: EstablishmentRow
    calendar: WorkingCalendar
    incidents: tuple[IncidentRow, ...]
    proofs: Mapping[int, tuple[str, ...]]

    def proofs_of(self, incident_pk: int) -> tuple[str, ...]:
        return self.proofs.get(incident_pk, ())


def incidents_shown(db: Database, establishment_id: int) -> IncidentsShown:
    """In one read, so that the days left, the numbers and the proofs shown are of the
    same moment as the incidents."""
    with db.read() as session:
        calendar = working_calendar(session, establishment_id)
        files = session.execute(
            select(Attachment.owner_id, Attachment.original_name)
            .where(
                Attachment.establishment_id == establishment_id,
                Attachment.owner_table == Incident.__tablename__,
                Attachment.voided_at.is_(None),
            )
            .order_by(Attachment.id)
        )
        proofs: dict[int, tuple[str, ...]] = {}
        for owner_id, name in files:
            proofs[owner_id] = (*proofs.get(owner_id, ()), name)
        establishment = session.get(Establishment, establishment_id)
        if establishment is None:
            raise NotFound(
                translate("Records", "There is no {noun} with id {id}.").format(
                    noun=translate("Records", "establishment"), id=establishment_id
                )
            )
        return IncidentsShown(
            establishment=row_of(establishment),
            calendar=calendar,
            incidents=tuple(
                _incidents(
                    session, establishment_id, calendar, profile_in(session, establishment_id)
                )
            ),
            proofs=proofs,
        )


def row(
    incident: Incident,
    calendar: WorkingCalendar,
    devices: dict[int, str],
    profile: OrdinanceProfile,
    entered: Entered | None = None,
    *,
    records_begin: date | None = None,
) -> IncidentRow:
    # IncidentValues holds these columns to the table's types (tests/services/test_records.py).
    return IncidentRow(
        **records.shown(incident, IncidentColumns),
        incident_no=incident.incident_no,
        device_id=devices.get(incident.device_pk or -1, ""),
        confirmation_due=confirmation_due(calendar, incident.incident_date, profile),
        confirmation_working_days=profile.confirmation_working_days,
        confirmation_sent_on=incident.confirmation_sent_on,
        confirmation_method=incident.confirmation_method,
        confirmation_reference=incident.confirmation_reference,
        entered=entered,
        records_begin=records_begin,
        notices=tuple(
            NoticeRow(
                id=n.id,
                agency=n.agency,
                called_at=n.called_at,
                phone_number=n.phone_number,
                person_reached=n.person_reached,
                response=n.response,
                status_text=n.status_text,
                is_void=n.is_void,
            )
            for n in incident.phone_notices
        ),
    )


#: The notice of R5 a call to each agency gives.
_NOTICE_OF: dict[str, ObligationKind] = {
    Agency.CITY: ObligationKind.CITY_PHONE_NOTICE,
    Agency.HEALTH_DEPT: ObligationKind.HEALTH_DEPT_PHONE_NOTICE,
}


def incident_obligations(scope: Scope) -> Iterator[Obligation]:
    """Per incident: the city phone notice and, when a blockage or SSO is possible, the
    health department's, both due at the incident's time (on time within the hour); and
    the written confirmation five working days later (R5)."""
    calendar = working_calendar(scope.session, scope.establishment.id)
    incidents = scope.in_use(
        Incident,
        Incident.incident_date <= scope.as_of,
        load=[selectinload(Incident.phone_notices)],
    )
    for incident in incidents:
        facts = IncidentFacts(
            incident.incident_no,
            incident.incident_date,
            incident.blockage_or_sso_possible,
            tuple(
                (_NOTICE_OF[n.agency], n.called_at) for n in incident.phone_notices if not n.is_void
            ),
            incident.confirmation_sent_on,
            incident.incident_time,
        )
        yield from owed_by(facts, calendar, scope.as_of, f"incidents:{incident.id}", scope.profile)
