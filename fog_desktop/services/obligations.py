"""Every obligation of an establishment, from the producers each capability registers.

A producer is a function of an open session, the establishment, the ordinance profile it
follows, the as-of date and ``since`` that returns that capability's obligations. With
``since`` set, a producer may leave out the obligations met before it, which
:func:`collect` would drop anyway: the Dashboard then reads the last weeks of a long log,
not all of it. The Dashboard,
``status`` and the records packet call :func:`obligations_for` and never need to know
which capability made which.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date, timedelta
from functools import cache
from importlib import import_module

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation, ObligationState
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.ordinances import profile_in
from models import Establishment

Producer = Callable[
    [Session, Establishment, OrdinanceProfile, date, date | None], Iterable[Obligation]
]
_PRODUCERS: list[Producer] = []


#: The capabilities that register a producer, in the services package.
PRODUCER_MODULES = (
    "changes",
    "frequency",
    "incidents",
    "milestones",
    "progress_reports",
    "schedules",
    "self_inspection_rows",
    "training_rows",
    "violations_rows",
    "waivers_rows",
)


def producer(function: Producer) -> Producer:
    """Register ``function`` as a source of obligations."""
    _PRODUCERS.append(function)
    return function


@cache
def producers() -> tuple[Producer, ...]:
    """Every producer, each capability's module imported on the first call."""
    for name in PRODUCER_MODULES:
        import_module(f"fog_desktop.services.{name}")
    return tuple(_PRODUCERS)


#: What the Dashboard and ``status`` show of the past: obligations met late this recently.
RECENT_DAYS = 30


def collect(
    session: Session,
    establishment: Establishment,
    as_of: date,
    since: date | None = None,
    *,
    only: Producer | None = None,
    every: bool = False,
    profile: OrdinanceProfile | None = None,
) -> list[Obligation]:
    """Every obligation when ``since`` is None (the records packet); otherwise those
    still open and those met late on or after ``since``: what needs the manager's eye,
    without the routine of every daily trap cleaning done on time, nor a missed half-year
    the manager has explained (R4). Sorted by due date. With ``only``, that one
    producer's. With ``every``, every obligation the producers give: ``since`` then only
    lets them leave out those met before it (the packet of a window, R7). ``profile``:
    the ordinance profile the establishment follows, when the caller has read it."""
    if profile is None:
        profile = profile_in(session, establishment.id)
    found = [
        o
        for produce in (producers() if only is None else [only])
        for o in produce(session, establishment, profile, as_of, since)
        if since is None
        or every
        or not o.closed(as_of)
        or (
            o.met_on is not None
            and o.state(as_of) == ObligationState.MET_LATE
            and o.met_on >= since
        )
    ]
    return sorted(found, key=lambda o: (o.due, o.kind.value, o.subject))


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
    with db.read() as session:
        establishment = session.get(Establishment, establishment_id)
        if establishment is None:
            return []
        if all_history:
            return collect(
                session, establishment, as_of, met_from, only=only, every=True, profile=profile
            )
        since = as_of - timedelta(days=RECENT_DAYS)
        return collect(session, establishment, as_of, since, only=only, profile=profile)
