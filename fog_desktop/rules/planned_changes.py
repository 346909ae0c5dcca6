"""The written notice of a planned expansion, remodel or process change (rules.md R8a).

The city must be told in writing at least sixty days (the ordinance profile's
``planned_change_notice_days``) before any expansion, remodeling or
process change that may bring new or more FOG. The notice is due sixty calendar days
before the planned start and is met by the day it was sent. A change recorded with less
than sixty days to go is still recorded: its notice is late from the day it is entered,
and the screen says so in words rather than refusing it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile

RULE = "R8a"


def notice_due(planned_start: date, profile: OrdinanceProfile) -> date:
    """The last day the written notice can be sent: the planned start less the notice
    period, in calendar days (R8a)."""
    return planned_start - timedelta(days=profile.planned_change_notice_days)


def days_late(due: date, day: date) -> int:
    """How many days after its due date (:func:`notice_due`) a notice sent (or still
    unsent) on ``day`` is, 0 when it is in time (R8a). Seen on the day a change is entered,
    more than 0 means the planned start was already less than the notice period away."""
    return max(0, (day - due).days)


@dataclass(frozen=True)
class PlannedChangeFacts:
    """What R8a needs of one planned change: its description, its planned start and the
    day its notice was sent (None while it is not)."""

    description: str
    planned_start: date
    notice_sent_on: date | None = None


def notice_obligation(
    change: PlannedChangeFacts, as_of: date, source: str, profile: OrdinanceProfile
) -> Obligation:
    """The planned change's written notice, due :func:`notice_due` and met by the day it
    was sent, seen on ``as_of``: a notice dated after it has not been sent yet (R8a)."""
    sent = change.notice_sent_on
    return Obligation(
        ObligationKind.PLANNED_CHANGE_NOTICE,
        change.description,
        notice_due(change.planned_start, profile),
        sent if sent is not None and sent <= as_of else None,
        RULE,
        source,
    )
