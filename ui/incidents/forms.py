"""What the incident dialogs share: where they work, the incident they are about as the
page read it, and the amendment that two of them store (R5, R6)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.incidents import IncidentInput, IncidentRow, amend_incident, get_incident
from ui.dialogs import FormDialog
from ui.incidents.wording import Clock

Stored = TypeVar("Stored")


@dataclass(frozen=True)
class Scope:
    """Where the incident dialogs work: the context, the establishment shown, and now as
    the services compare a report or a call with it (a test hands in a fixed one)."""

    context: AppContext
    establishment_id: int
    now: Clock


class IncidentForm(FormDialog[Stored]):
    """A form about one incident, filled from the row the page read, not read again."""

    def __init__(
        self, parent: QWidget | None, scope: Scope, row: IncidentRow, title: str, ok_text: str
    ) -> None:
        super().__init__(parent, title, ok_text)
        self.scope = scope
        self.row = row

    def amending(self, data: IncidentInput, reason: str) -> Callable[[], IncidentRow]:
        """The work that stores ``data`` as the incident amended and reads it back, as the
        page and the dialog that opened this one show it next. Now is the time of OK."""
        context, pk, moment = self.scope.context, self.row.id, self.scope.now()
        db, actor = context.db, context.actor

        def store() -> IncidentRow:
            amend_incident(db, pk, data, actor, now=moment, reason=reason)
            return get_incident(db, pk)

        return store
