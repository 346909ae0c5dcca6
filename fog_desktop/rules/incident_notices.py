"""What an incident owes, and by when (rules.md R5).

At once, a telephone notice to the city and, when the material can cause a blockage or a
sanitary sewer overflow, one to the health department too; then the written confirmation
to the program manager, due five working days after the incident date on the
establishment's calendar (the incident day itself not counted).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile

RULE = "R5"


@dataclass(frozen=True)
class IncidentFacts:
    """What R5 needs of one incident: its Incident ID and date, whether a blockage or SSO
    is possible, the calls made (each as the notice it gives and the day it was made) and
    the day the written confirmation was sent."""

    incident_no: str
    incident_date: date
    blockage_or_sso_possible: bool
    calls: tuple[tuple[ObligationKind, date], ...] = ()
    confirmation_sent_on: date | None = None


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
    """The phone notices owed, due on the incident date and met by the first call to that
    agency, and the written confirmation, due five working days later and met when sent
    (R5). Seen on ``as_of``: a call or a sending after it has not happened yet."""
    owed = [
        Obligation(
            kind,
            incident.incident_no,
            incident.incident_date,
            min(
                (day for made, day in incident.calls if made == kind and day <= as_of), default=None
            ),
            RULE,
            source,
        )
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
