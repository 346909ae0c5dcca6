"""Every obligation of an establishment, from the producers of the capabilities that
bring duties, listed once in :data:`PRODUCERS`.

The Dashboard, ``status`` and the records packet call :func:`obligations_for` and never
need to know which capability made which. What a producer is, and how obligations are
collected, is ``services/collecting.py``'s; a new capability with duties adds its
producer to :data:`PRODUCERS`.
"""

from __future__ import annotations

from datetime import date

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services import (
    changes,
    frequency,
    incidents_rows,
    milestones,
    progress_reports,
    schedules,
    self_inspection_rows,
    training_rows,
    violations_rows,
    waivers_rows,
)
from fog_desktop.services.collecting import RECENT_DAYS, Producer, obligations_of

__all__ = ["PRODUCERS", "RECENT_DAYS", "obligations_for"]

#: Every capability's producer of obligations, in the order they are collected.
PRODUCERS: tuple[Producer, ...] = (
    changes.planned_change_obligations,
    frequency.early_pump_outs,
    incidents_rows.incident_obligations,
    milestones.milestone_obligations,
    progress_reports.progress_report_obligations,
    schedules.device_obligations,
    self_inspection_rows.self_inspection_obligations,
    training_rows.training_obligations,
    violations_rows.notice_obligations,
    waivers_rows.waiver_obligations,
)


def obligations_for(
    db: Database,
    establishment_id: int,
    as_of: date,
    *,
    all_history: bool = False,
    only: Producer | None = None,
    met_from: date | None = None,
    profile: OrdinanceProfile | None = None,
) -> list[Obligation]:
    """The establishment's obligations sorted by due date: those still open and those met
    late in the last :data:`RECENT_DAYS` days, or with ``all_history`` every one. With
    ``only``, one capability's: a page that shows the training duties need not compute
    every device's schedule, which on a long log costs fifty times as much. With
    ``met_from`` (and ``all_history``), those met before it may be left out: a packet's
    window need not read the years before it. ``profile``: the ordinance profile it
    follows, when the caller has read it already."""
    return obligations_of(
        PRODUCERS if only is None else (only,),
        db,
        establishment_id,
        as_of,
        all_history=all_history,
        met_from=met_from,
        profile=profile,
    )
