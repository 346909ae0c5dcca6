"""The incidents as a read-only table (records-workbook.md, Incidents), coloured by the
state of their written confirmation (R5); void ones greyed (R6)."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.incidents import IncidentRow
from models import Agency
from ui.dashboard.model import STATE_COLOURS
from ui.dates import day_text
from ui.incidents.wording import (
    NOT_CALLED,
    confirmation_state,
    days_left_text,
    notified_text,
)
from ui.rows import Column, Index, RowsModel

#: A call the ordinance asks for and not recorded yet: red text.
NOT_CALLED_COLOUR = "#b00020"
#: States that colour the whole row; the others colour the Days left cell only.
ROW_STATES = (ObligationState.OVERDUE, ObligationState.DUE_SOON)


class IncidentsModel(RowsModel[IncidentRow]):
    """Incidents in the order given (the service lists the newest first). The days left
    are counted on :attr:`calendar` from :attr:`today`, both set before the rows."""

    (ID, DATE, TIME, KIND, WHERE, SSO, CITY, HEALTH, DUE, DAYS_LEFT, SENT_ON, STATUS) = range(12)

    def __init__(self) -> None:
        super().__init__()
        self.calendar = WorkingCalendar()
        self.today = date.today()

    def colours(self, row: IncidentRow, column: int) -> tuple[str, str, str] | None:
        state = confirmation_state(row, self.today)
        found = STATE_COLOURS.get(state)
        if found is None or (state not in ROW_STATES and column != self.DAYS_LEFT):
            return None
        return (*found, state.value)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Besides the state's colours: a call not made yet in red, the due date and the
        days left in bold."""
        if index.isValid() and not self.is_void(row := self.row(index.row())):
            column = index.column()
            if (
                role == Qt.ItemDataRole.ForegroundRole
                and column in (self.CITY, self.HEALTH)
                and self.text(row, column) == NOT_CALLED
            ):
                return QBrush(QColor(NOT_CALLED_COLOUR))
            if role == Qt.ItemDataRole.FontRole and column in (self.DUE, self.DAYS_LEFT):
                font = QFont()
                font.setBold(True)
                return font
        return super().data(index, role)

    def columns(self) -> list[Column[IncidentRow]]:
        return [
            Column("Incident ID", lambda i: i.incident_no),
            Column("Date", lambda i: i.incident_date.isoformat()),
            Column("Time", lambda i: i.incident_time.strftime("%H:%M") if i.incident_time else ""),
            Column("Kind", lambda i: i.kind),
            Column("Where", lambda i: i.location),
            Column(
                "Blockage or overflow possible",
                lambda i: "Yes" if i.blockage_or_sso_possible else "No",
                short="Blockage or\noverflow\npossible",
            ),
            Column(
                "City notified", lambda i: notified_text(i, Agency.CITY), short="City\nnotified"
            ),
            Column(
                "Health dept notified",
                lambda i: notified_text(i, Agency.HEALTH_DEPT),
                short="Health\ndept\nnotified",
            ),
            Column(
                "Confirmation due",
                lambda i: i.confirmation_due.isoformat(),
                short="Confirmation\ndue",
            ),
            Column("Days left", lambda i: days_left_text(i, self.calendar, self.today)),
            Column("Sent on", lambda i: day_text(i.confirmation_sent_on)),
            Column("Status", lambda i: i.status_text),
        ]

    def search_text(self, incident: IncidentRow) -> str:
        """What a manager remembers of an incident: its ID, kind, place, material and
        what happened."""
        return "\n".join((
            incident.incident_no, incident.kind, incident.location, incident.material,
            incident.description, incident.device_id,
        ))  # fmt: skip
