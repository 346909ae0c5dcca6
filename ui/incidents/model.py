"""The incidents as a read-only table (records-workbook.md, Incidents), coloured by the
state of their written confirmation (R5); void ones greyed (R6)."""

from __future__ import annotations

from datetime import date, time
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.i18n import translate
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.incidents import IncidentRow
from fog_desktop.words import shown
from models import Agency
from ui.dates import day_text
from ui.entered import entered_status_column
from ui.incidents.wording import (
    call_needed,
    days_left_text,
    notified_text,
)
from ui.rows import Column, Index, RowsModel, date_column
from ui.widgets.states import STATE_COLOURS

#: A call the ordinance asks for and not recorded yet: red text.
NOT_CALLED_COLOUR = "#b00020"
#: States that colour the whole row; the others colour the Days left cell only.
ROW_STATES = (ObligationState.OVERDUE, ObligationState.DUE_SOON)


def when_text(row: IncidentRow) -> str:
    """11/25/2026 18:40: the incident's day and hour, as the records keep the hour."""
    hour = row.incident_time.strftime("%H:%M") if row.incident_time else ""
    return f"{day_text(row.incident_date)} {hour}".strip()


class IncidentsModel(RowsModel[IncidentRow]):
    """Incidents in the order given (the service lists the newest first). The days left
    are counted on :attr:`calendar` from :attr:`today`, both set before the rows."""

    ID, WHEN, KIND, WHERE, SSO, CITY, HEALTH, DUE, DAYS_LEFT, SENT_ON, STATUS = range(11)

    def __init__(self) -> None:
        super().__init__()
        self.calendar = WorkingCalendar()
        self.today = date.today()

    def colours(self, row: IncidentRow, column: int) -> tuple[str, str, str] | None:
        state = row.confirmation_state(self.today)
        found = STATE_COLOURS.get(state)
        if found is None or (state not in ROW_STATES and column != self.DAYS_LEFT):
            return None
        return (*found, shown(state.value))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Besides the state's colours: a call not made yet in red, the due date and the
        days left in bold."""
        if index.isValid() and not self.is_void(row := self.row(index.row())):
            column = index.column()
            agency = {self.CITY: Agency.CITY, self.HEALTH: Agency.HEALTH_DEPT}.get(column)
            if (
                role == Qt.ItemDataRole.ForegroundRole
                and agency is not None
                and call_needed(row, agency)
            ):
                return QBrush(QColor(NOT_CALLED_COLOUR))
            if role == Qt.ItemDataRole.FontRole and column in (self.DUE, self.DAYS_LEFT):
                font = QFont()
                font.setBold(True)
                return font
        return super().data(index, role)

    def columns(self) -> list[Column[IncidentRow]]:
        yes, no = translate("IncidentsModel", "Yes"), translate("IncidentsModel", "No")
        return [
            Column(
                translate("IncidentsModel", "Incident ID"),
                lambda i: i.incident_no,
                short=translate("IncidentsModel", "Incident\nID"),
            ),
            # One column for the day and the hour, so that the list fits 1280 pixels.
            Column(
                translate("IncidentsModel", "Date and time"),
                when_text,
                short=translate("IncidentsModel", "Date"),
                key=lambda i: (i.incident_date, i.incident_time or time.min),
            ),
            Column(translate("IncidentsModel", "Kind"), lambda i: shown(i.kind)),
            Column(translate("IncidentsModel", "Where"), lambda i: i.location),
            Column(
                translate("IncidentsModel", "Blockage or overflow possible"),
                lambda i: yes if i.blockage_or_sso_possible else no,
                short=translate("IncidentsModel", "Blockage or\noverflow\npossible"),
            ),
            Column(
                translate("IncidentsModel", "City notified"),
                lambda i: notified_text(i, Agency.CITY),
                short=translate("IncidentsModel", "City\nnotified"),
            ),
            Column(
                translate("IncidentsModel", "Health dept notified"),
                lambda i: notified_text(i, Agency.HEALTH_DEPT),
                short=translate("IncidentsModel", "Health\ndept\nnotified"),
            ),
            date_column(
                translate("IncidentsModel", "Confirmation due"),
                lambda i: i.confirmation_due,
                short=translate("IncidentsModel", "Due"),
            ),
            Column(
                translate("IncidentsModel", "Days left"),
                lambda i: days_left_text(i, self.calendar, self.today),
                short=translate("IncidentsModel", "Days\nleft"),
            ),
            date_column(
                translate("IncidentsModel", "Sent on"),
                lambda i: i.confirmation_sent_on,
                short=translate("IncidentsModel", "Sent"),
            ),
            entered_status_column(self, lambda i: i.incident_date),
        ]

    def search_text(self, incident: IncidentRow) -> str:
        """What a manager remembers of an incident: its ID, kind, place, material and
        what happened."""
        return "\n".join((
            incident.incident_no, shown(incident.kind), incident.location, incident.material,
            incident.description, incident.device_id,
        ))  # fmt: skip
