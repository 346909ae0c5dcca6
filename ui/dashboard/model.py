"""The obligations as a read-only table (records-workbook.md, Obligations)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from fog_desktop.rules.obligations import Obligation, ObligationState

Index = QModelIndex | QPersistentModelIndex

#: Background and text colour per state. Upcoming keeps the table's own colours.
#: Each pair keeps a contrast ratio above 7:1, so the text stays readable.
STATE_COLOURS: dict[ObligationState, tuple[str, str]] = {
    ObligationState.OVERDUE: ("#f8d7da", "#842029"),
    ObligationState.DUE_SOON: ("#fff3cd", "#664d03"),
    ObligationState.MET: ("#d1e7dd", "#0f5132"),
    ObligationState.MET_LATE: ("#ffe5d0", "#7a3300"),
}


def days_left_text(due: date, as_of: date) -> str:
    days = (due - as_of).days
    if days == 0:
        return "Today"
    count = f"{abs(days)} day{'s' if abs(days) != 1 else ''}"
    return count if days > 0 else f"{count} overdue"


class ObligationsModel(QAbstractTableModel):
    """Obligations in the order given (the service sorts them by due date)."""

    KIND, SUBJECT, DUE, DAYS_LEFT, STATE, RULE = range(6)
    HEADERS = ("Kind", "Subject", "Due", "Days left", "State", "Rule")

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[Obligation] = []
        self._as_of = date.today()

    def set_obligations(self, obligations: Sequence[Obligation], as_of: date) -> None:
        self.beginResetModel()
        self._rows = list(obligations)
        self._as_of = as_of
        self.endResetModel()

    def obligation(self, row: int) -> Obligation:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        obligation = self._rows[index.row()]
        state = obligation.state(self._as_of)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(obligation, state, index.column())
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            colours = STATE_COLOURS.get(state)
            if colours is None:
                return None
            background, foreground = colours
            return QBrush(
                QColor(background if role == Qt.ItemDataRole.BackgroundRole else foreground)
            )
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # The colour says the state; a screen reader says it in words on every cell.
            return f"{self._text(obligation, state, index.column())}, {state.value}"
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(obligation, state)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == self.DAYS_LEFT:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def _text(self, obligation: Obligation, state: ObligationState, column: int) -> str:
        if column == self.KIND:
            return obligation.kind.value
        if column == self.SUBJECT:
            return obligation.subject
        if column == self.DUE:
            return obligation.due.isoformat()
        if column == self.DAYS_LEFT:
            return "" if obligation.met_on else days_left_text(obligation.due, self._as_of)
        if column == self.STATE:
            return state.value
        return obligation.rule

    def _tooltip(self, obligation: Obligation, state: ObligationState) -> str:
        text = f"{obligation.kind.value} of {obligation.subject}: due {obligation.due.isoformat()}"
        if obligation.met_on:
            text += f", met {obligation.met_on.isoformat()}"
        text += f" — {state.value} (rule {obligation.rule})"
        return f"{text}\n{obligation.note}" if obligation.note else text
