"""Every obligation of an establishment, from the producers each capability registers.

A producer is a function of an open session, the establishment and the as-of date that
returns that capability's obligations. The Dashboard, ``status`` and the records packet
call :func:`obligations_for` and never need to know which capability made which.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation
from models import Establishment

Producer = Callable[[Session, Establishment, date], Iterable[Obligation]]
_PRODUCERS: list[Producer] = []


def producer(function: Producer) -> Producer:
    """Register ``function`` as a source of obligations."""
    _PRODUCERS.append(function)
    return function


def collect(session: Session, establishment: Establishment, as_of: date) -> list[Obligation]:
    found = [o for produce in _PRODUCERS for o in produce(session, establishment, as_of)]
    return sorted(found, key=lambda o: (o.due, o.kind.value, o.subject))


def obligations_for(db: Database, establishment_id: int, as_of: date) -> list[Obligation]:
    """The establishment's obligations sorted by due date."""
    with db.read() as session:
        establishment = session.get(Establishment, establishment_id)
        if establishment is None:
            return []
        return collect(session, establishment, as_of)
