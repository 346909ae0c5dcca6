"""The Dashboard: what is due, sorted by due date and coloured by state (R2–R5)."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QLabel, QVBoxLayout

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import DUE_SOON_DAYS, Obligation, ObligationState
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.obligations import obligations_for
from ui.dashboard.model import ObligationsModel
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NOTHING_DUE = (
    "Nothing is due. Record your grease interceptors and traps on the Establishment & "
    "devices page, and their pump-outs and cleanings appear here."
)


class DashboardPage(Page):
    title = "Dashboard"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.model = ObligationsModel()
        self.heading = heading("What is due")
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setProperty("role", "summary")
        self.empty = QLabel()
        self.empty.setObjectName("empty_state")
        self.empty.setWordWrap(True)
        self.table = read_only_table(self.model)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, stretch=1)
        layout.addWidget(self.empty)
        layout.addStretch(0)

    def refresh(self) -> None:
        as_of = self.context.today()
        establishment_id = self.establishment_id
        if establishment_id is None:
            self._show("", [], as_of)
            return
        name = get_establishment(self.context.db, establishment_id).name
        self._show(name, obligations_for(self.context.db, establishment_id, as_of), as_of)

    def _show(self, name: str, obligations: list[Obligation], as_of: date) -> None:
        self.heading.setText(f"What is due at {name}" if name else "What is due")
        self.model.set_obligations(obligations, as_of)
        fit_columns(self.table)
        states = [o.state(as_of) for o in obligations]
        overdue = states.count(ObligationState.OVERDUE)
        soon = states.count(ObligationState.DUE_SOON)
        self.summary.setText(
            f"As of {as_of.isoformat()}: {overdue} overdue, {soon} due within {DUE_SOON_DAYS} days"
        )
        self.table.setVisible(bool(obligations))
        self.empty.setText(NOTHING_DUE if name else NO_ESTABLISHMENT)
        self.empty.setVisible(not obligations)
        self.alert_changed.emit(f"{overdue} overdue" if overdue else "")
