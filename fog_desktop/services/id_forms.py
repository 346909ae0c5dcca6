"""Create and amend a record from its form, checked against the records of its
establishment: the ID typed (a Device ID, an Employee ID) must be free there (R6).

A record's check is ``check(session, establishment's id, form, own id)``, its own id
None while it is new, so that amending a record does not find its ID taken by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.services.records import R, RecordType, Values

Form = TypeVar("Form")


@dataclass(frozen=True)
class IdForm(Generic[R, Form]):
    """A record type whose form ``check`` holds against its establishment's records."""

    kind: RecordType[R]
    check: Callable[[Session, int, Form, int | None], Values[R]]

    def add(self, session: Session, establishment_id: int, data: Form, actor: str) -> R:
        """Create within an open unit of work (set-up, the demo and the import)."""
        values = self.check(session, establishment_id, data, None)
        return self.kind.add(session, values, actor, establishment_id=establishment_id)

    def create(self, db: Database, establishment_id: int, data: Form, actor: str) -> R:
        with db.write() as session:
            return self.add(session, establishment_id, data, actor)

    def amend(self, db: Database, pk: int, data: Form, actor: str, reason: str = "") -> R:
        """Amend record ``pk`` with its form, checked against the records as stored."""

        def checked(session: Session, record: R) -> Values[R]:
            return self.check(session, self.kind.establishment_of(record), data, pk)

        return self.kind.amend_by_id(db, pk, checked, actor, reason)
