"""A service's work in units of work: an ``add`` that the demo, the import and set-up call
within theirs, given one of its own for a screen or a command; and the records an
establishment keeps, read within one for its lists.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Concatenate, ParamSpec, TypeVar

from sqlalchemy import ColumnElement, inspect, select
from sqlalchemy.orm import InstrumentedAttribute, Session
from sqlalchemy.orm.interfaces import ORMOption

from fog_desktop.database import Database
from models import Record

P = ParamSpec("P")
T = TypeVar("T")
R = TypeVar("R", bound=Record)


def own_unit(add: Callable[Concatenate[Session, P], T]) -> Callable[Concatenate[Database, P], T]:
    """``add`` in a unit of work of its own: the record is stored with its audit entry, or
    neither is."""

    def write(db: Database, /, *args: P.args, **kwargs: P.kwargs) -> T:
        with db.write() as session:
            return add(session, *args, **kwargs)

    return write


def kept(
    session: Session,
    model: type[R],
    establishment_id: int,
    *order_by: ColumnElement[Any] | InstrumentedAttribute[Any],
    load: Sequence[ORMOption] = (),
) -> Sequence[R]:
    """Every record of ``model`` the establishment keeps, void ones included (R6), in
    ``order_by``, with the relationships ``load`` names."""
    return session.scalars(
        select(model)
        .options(*load)
        .where(inspect(model).c.establishment_id == establishment_id)
        .order_by(*order_by)
    ).all()


def listed(
    db: Database,
    model: type[R],
    establishment_id: int,
    row: Callable[[R], T],
    *order_by: ColumnElement[Any] | InstrumentedAttribute[Any],
    load: Sequence[ORMOption] = (),
) -> list[T]:
    """What ``row`` makes of each record :func:`kept` gives, read in a unit of work of its
    own: a list as the pages, the command line and the packet show it."""
    with db.read() as session:
        return [row(r) for r in kept(session, model, establishment_id, *order_by, load=load)]
