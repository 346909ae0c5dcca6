"""What a producer of obligations is, and how the obligations of some producers are
collected and filtered for who reads them.

A producer is a function of a :class:`Scope`: an open session, the establishment, the
ordinance profile it follows, the as-of date and ``since``. With ``since`` set, a producer
may leave out the obligations met before it, which :func:`collect` would drop anyway: the
Dashboard then reads the last weeks of a long log, not all of it. The registry of every
producer is ``services/obligations.py``'s; a capability that shows only its own
obligations collects them here, without importing the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import TypeVar

from sqlalchemy import ColumnElement, inspect, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.interfaces import ORMOption

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation, ObligationState
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.ordinances import profile_in
from models import Establishment, Record

R = TypeVar("R", bound=Record)


@dataclass(frozen=True)
class Scope:
    """What a producer reads its records in and computes them for."""

    session: Session
    establishment: Establishment
    profile: OrdinanceProfile
    as_of: date
    since: date | None

    def in_use(
        self, model: type[R], *where: ColumnElement[bool], load: Sequence[ORMOption] = ()
    ) -> Sequence[R]:
        """The establishment's records of ``model`` in use that meet ``where``, with the
        relationships ``load`` names: what a producer's obligations are owed by."""
        found = self.session.scalars(
            select(model)
            .options(*load)
            .where(
                inspect(model).c.establishment_id == self.establishment.id,
                model.voided_at.is_(None),
                *where,
            )
        )
        return found.unique().all()


Producer = Callable[[Scope], Iterable[Obligation]]

#: What the Dashboard and ``status`` show of the past: obligations met late this recently.
RECENT_DAYS = 30


def _shown(o: Obligation, as_of: date, since: date | None, every: bool) -> bool:
    """Whether ``o`` is kept: every one without ``since``, or with ``every``; otherwise
    those open and those met late on or after ``since``."""
    return (
        since is None
        or every
        or not o.closed(as_of)
        or (
            o.met_on is not None
            and o.state(as_of) == ObligationState.MET_LATE
            and o.met_on >= since
        )
    )


def _judged_from(found: Iterable[Obligation], records_begin: date | None) -> Iterable[Obligation]:
    """The obligations told the day the establishment's records began, if it has one:
    those due before it are not judged (R9)."""
    if records_begin is None:
        return found
    return (replace(o, records_begin=records_begin) for o in found)


def collect(
    session: Session,
    establishment: Establishment,
    as_of: date,
    since: date | None = None,
    *,
    producers: Sequence[Producer],
    every: bool = False,
    profile: OrdinanceProfile | None = None,
) -> list[Obligation]:
    """The obligations of ``producers``: every one when ``since`` is None (the records
    packet); otherwise those still open and those met late on or after ``since``: what
    needs the manager's eye, without the routine of every daily trap cleaning done on
    time, nor a missed half-year the manager has explained (R4). Sorted by due date.
    With ``every``, every obligation the producers give: ``since`` then only lets them
    leave out those met before it (the packet of a window, R7). ``profile``: the
    ordinance profile the establishment follows, when the caller has read it."""
    if profile is None:
        profile = profile_in(session, establishment.id)
    scope = Scope(session, establishment, profile, as_of, since)
    found = [
        o
        for produce in producers
        for o in _judged_from(produce(scope), establishment.records_begin)
        if _shown(o, as_of, since, every)
    ]
    return sorted(found, key=lambda o: (o.due, o.kind.value, o.subject))


def obligations_of(
    producers: Sequence[Producer],
    db: Database,
    establishment_id: int,
    as_of: date,
    *,
    all_history: bool = False,
    met_from: date | None = None,
    profile: OrdinanceProfile | None = None,
) -> list[Obligation]:
    """The obligations ``producers`` give the establishment, sorted by due date: those
    still open and those met late in the last :data:`RECENT_DAYS` days, or with
    ``all_history`` every one. With ``met_from`` (and ``all_history``), those met before
    it may be left out: a packet's window need not read the years before it.
    ``profile``: the ordinance profile it follows, when the caller has read it already."""
    with db.read() as session:
        establishment = session.get(Establishment, establishment_id)
        if establishment is None:
            return []
        if all_history:
            return collect(
                session,
                establishment,
                as_of,
                met_from,
                producers=producers,
                every=True,
                profile=profile,
            )
        since = as_of - timedelta(days=RECENT_DAYS)
        return collect(session, establishment, as_of, since, producers=producers, profile=profile)
