"""The incidents as a read-only table (records-workbook.md, Incidents), coloured by the
state of their written confirmation (R5); void ones greyed (R6)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.incidents import IncidentRow
from models import Agency
from ui.dashboard.model import STATE_COLOURS
from ui.incidents.wording import confirmation_state, days_left_text, notified_text
from ui.rows import VOID_TEXT_COLOUR

Index = QModelIndex | QPersistentModelIndex

#: Long headers broken over two lines on screen; their tooltip keeps the one-line name.
HEADER_BREAKS: dict[str, str] = {
    "Blockage/SSO possible": "Blockage/\nSSO\npossible",
    "City notified": "City\nnotified",
    "Health dept notified": "Health\ndept\nnotified",
    "Confirmation due": "Confirmation\ndue",
}
#: A call the ordinance asks for and not recorded yet: red text.
NOT_CALLED_COLOUR = "#b00020"
#: States that colour the whole row; the others colour the Days left cell only.
ROW_STATES = (ObligationState.OVERDUE, ObligationState.DUE_SOON)


class IncidentsModel(QAbstractTableModel):
    """Incidents in the order given (the service lists the newest first)."""

    (ID, DATE, TIME, KIND, WHERE, SSO, CITY, HEALTH, DUE, DAYS_LEFT, SENT_ON, STATUS) = range(12)
    HEADERS = (
        "Incident ID",
        "Date",
        "Time",
        "Kind",
        "Where",
        "Blockage/SSO possible",
        "City notified",
        "Health dept notified",
        "Confirmation due",
        "Days left",
        "Sent on",
        "Status",
    )

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[IncidentRow] = []
        self._calendar = WorkingCalendar()
        self._today = date.today()

    def set_incidents(
        self, rows: Sequence[IncidentRow], calendar: WorkingCalendar, today: date
    ) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._calendar = calendar
        self._today = today
        self.endResetModel()

    def incident(self, row: int) -> IncidentRow:
        return self._rows[row]

    def row_of(self, incident_pk: int) -> int | None:
        return next((i for i, r in enumerate(self._rows) if r.id == incident_pk), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        header = self.HEADERS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return HEADER_BREAKS.get(header, header)
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return header
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(row, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # The colour says the state; a screen reader says it in words.
            extra = row.status_text if row.is_void else self._state(row).value
            return f"{self.text(row, column)}, {extra}"
        if row.is_void:
            return self._void_look(role)
        if role == Qt.ItemDataRole.BackgroundRole:
            colours = self._colours(row, column)
            return QBrush(QColor(colours[0])) if colours else None
        if role == Qt.ItemDataRole.ForegroundRole:
            if column in (self.CITY, self.HEALTH) and self.text(row, column) == "Not yet":
                return QBrush(QColor(NOT_CALLED_COLOUR))
            colours = self._colours(row, column)
            return QBrush(QColor(colours[1])) if colours else None
        if role == Qt.ItemDataRole.FontRole and column in (self.DUE, self.DAYS_LEFT):
            font = QFont()
            font.setBold(True)
            return font
        return None

    def _state(self, row: IncidentRow) -> ObligationState:
        return confirmation_state(row, self._today)

    def _colours(self, row: IncidentRow, column: int) -> tuple[str, str] | None:
        state = self._state(row)
        if state in ROW_STATES or column == self.DAYS_LEFT:
            return STATE_COLOURS.get(state)
        return None

    @staticmethod
    def _void_look(role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor(VOID_TEXT_COLOUR))
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def text(self, row: IncidentRow, column: int) -> str:
        texts = {
            self.ID: row.incident_no,
            self.DATE: row.incident_date.isoformat(),
            self.TIME: row.incident_time.strftime("%H:%M") if row.incident_time else "",
            self.KIND: row.kind,
            self.WHERE: row.location,
            self.SSO: "Yes" if row.blockage_or_sso_possible else "No",
            self.CITY: notified_text(row, Agency.CITY),
            self.HEALTH: notified_text(row, Agency.HEALTH_DEPT),
            self.DUE: row.confirmation_due.isoformat(),
            self.DAYS_LEFT: days_left_text(row, self._calendar, self._today),
            self.SENT_ON: row.confirmation_sent_on.isoformat() if row.confirmation_sent_on else "",
            self.STATUS: row.status_text,
        }
        return texts[column]
