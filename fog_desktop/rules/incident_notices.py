"""What an incident owes, and by when (rules.md R5).

At once, a telephone notice to the city and, when the material can cause a blockage or a
sanitary sewer overflow, one to the health department too: due at the incident's time,
on time within an hour of it. Then the written confirmation to the program manager, due
five working days after the incident date on the establishment's calendar (the incident
day itself not counted).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile

RULE = "R5"
#: R5 "immediately": a phone notice made within an hour of the incident is on time.
AT_ONCE = timedelta(hours=1)


@dataclass(frozen=True)
class CallTiming:
    """How soon after the incident a phone notice was made, as R5 judges it.

    ``after`` is the time from the incident to the call, or None when the incident's time
    is not recorded: the call is then judged by its date, ``days_after`` the incident's
    (0 on that date)."""

    on_time: bool
    after: timedelta | None
    days_after: int


def call_timing(incident_date: date, incident_time: time | None, called_at: datetime) -> CallTiming:
    """R5 "immediately": a phone notice is due at the incident's time, on time within an
    hour of it and late after that, by how long. An incident with no time recorded is
    judged by its date, which is then its due: a call on that date can't be shown late by
    hours, one on a later day is late by the days between. A call typed before the
    incident's time is taken as made at once."""
    days_after = max((called_at.date() - incident_date).days, 0)
    if incident_time is None:
        return CallTiming(days_after == 0, None, days_after)
    after = max(called_at - datetime.combine(incident_date, incident_time), timedelta(0))
    return CallTiming(after <= AT_ONCE, after, days_after)


@dataclass(frozen=True)
class IncidentFacts:
    """What R5 needs of one incident: its Incident ID, date and time (None when not
    recorded), whether a blockage or SSO is possible, the calls made (each as the notice
    it gives and when it was made) and the day the written confirmation was sent."""

    incident_no: str
    incident_date: date
    blockage_or_sso_possible: bool
    calls: tuple[tuple[ObligationKind, datetime], ...] = ()
    confirmation_sent_on: date | None = None
    incident_time: time | None = None


def phone_notices_owed(blockage_or_sso_possible: bool) -> tuple[ObligationKind, ...]:
    """R5: the city is always telephoned; the health department too when the material can
    cause a blockage or an SSO."""
    if blockage_or_sso_possible:
        return ObligationKind.CITY_PHONE_NOTICE, ObligationKind.HEALTH_DEPT_PHONE_NOTICE
    return (ObligationKind.CITY_PHONE_NOTICE,)


def confirmation_due(
    calendar: WorkingCalendar, incident_date: date, profile: OrdinanceProfile
) -> date:
    """Five working days (the profile's ``confirmation_working_days``) after the incident
    date, which itself is not counted (R5)."""
    return calendar.add_working_days(incident_date, profile.confirmation_working_days)


def incident_obligations(
    incident: IncidentFacts,
    calendar: WorkingCalendar,
    as_of: date,
    source: str,
    profile: OrdinanceProfile,
) -> list[Obligation]:
    """The phone notices owed, due on the incident date at its time and met by the first
    call to that agency, on time or late by :func:`call_timing`; and the written
    confirmation, due five working days later and met when sent (R5). Seen on ``as_of``:
    a call or a sending after it has not happened yet."""
    owed = [
        _phone_notice(incident, kind, as_of, source)
        for kind in phone_notices_owed(incident.blockage_or_sso_possible)
    ]
    sent = incident.confirmation_sent_on
    owed.append(
        Obligation(
            ObligationKind.WRITTEN_CONFIRMATION,
            incident.incident_no,
            confirmation_due(calendar, incident.incident_date, profile),
            sent if sent is not None and sent <= as_of else None,
            RULE,
            source,
        )
    )
    return owed


def _phone_notice(
    incident: IncidentFacts, kind: ObligationKind, as_of: date, source: str
) -> Obligation:
    first = min(
        (at for made, at in incident.calls if made == kind and at.date() <= as_of), default=None
    )
    on_time = (
        None
        if first is None
        else call_timing(incident.incident_date, incident.incident_time, first).on_time
    )
    return Obligation(
        kind,
        incident.incident_no,
        incident.incident_date,
        None if first is None else first.date(),
        RULE,
        source,
        due_time=incident.incident_time,
        met_on_time=on_time,
    )
