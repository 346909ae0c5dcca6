"""The Dashboard: what is due, sorted by due date and coloured by state (R2–R5)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import DUE_SOON_DAYS, Obligation, ObligationState
from fog_desktop.services.devices import list_devices
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_PARTIAL,
    MaintenanceRow,
    needing_attention,
)
from fog_desktop.services.obligations import obligations_for
from ui.dashboard.model import STATE_COLOURS, ObligationsModel
from ui.devices.model import number_text
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NOTHING_DUE = (
    "Nothing is due. Record your grease interceptors and traps on the Establishment & "
    "devices page, and their pump-outs and cleanings appear here."
)
ATTENTION_WHY = (
    "Pump-outs to check (R2): keep the hauler's manifest of each one, and check a pump-out "
    "well under the device's capacity against its manifest."
)
#: The most rows the list shows before it scrolls.
ATTENTION_ROWS = 6


def attention_text(row: MaintenanceRow, capacity: Decimal | None) -> str:
    """One pump-out needing attention, in words: what it is and what is wrong with it."""
    problems = []
    if FLAG_MANIFEST_MISSING in row.flags:
        problems.append(row.manifest_problem)
    if FLAG_PARTIAL in row.flags:
        gallons = number_text(row.gallons_removed) if row.gallons_removed is not None else "?"
        of = f" of {number_text(capacity)}" if capacity is not None else ""
        problems.append(f"possible partial pump-out ({gallons}{of} gal)")
    return f"{row.service} of {row.device_id} on {row.service_date}: {'; '.join(problems)}"


def _label(name: str, role: str, text: str = "", *, wrap: bool = True) -> QLabel:
    """A label found by its name, drawn by the style sheet's rule for its role."""
    label = QLabel(text)
    label.setObjectName(name)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label


@dataclass(frozen=True)
class DueNow:
    """What the Dashboard shows, read off the GUI thread."""

    #: The establishment's name; "" when there is none yet.
    name: str
    as_of: date
    obligations: tuple[Obligation, ...]
    #: The pump-outs to check (R2), in words.
    attention: tuple[str, ...]


class DashboardPage(Page[DueNow]):
    title = "Dashboard"
    sets_alert = True

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.model = ObligationsModel()
        # Above all else: until a backup can be made, the records have no safety copy.
        self.backup_problem = _label("backup_problem", "error")
        self.heading = heading("What is due")
        self.summary = _label("summary", "summary", wrap=False)
        self.empty = _label("empty_state", "")
        self.table = read_only_table(self.model)
        layout = QVBoxLayout(self)
        layout.addWidget(self.backup_problem)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, stretch=1)
        layout.addWidget(self.empty)
        self.attention_heading = heading("Needs attention")
        self.attention_why = _label("attention_why", "hint", ATTENTION_WHY)
        self.attention = QListWidget()
        self.attention.setObjectName("needs_attention")
        self.attention.setAccessibleName("Needs attention")
        layout.addWidget(self.attention_heading)
        layout.addWidget(self.attention_why)
        layout.addWidget(self.attention)
        layout.addStretch(0)

    def load(self, establishment_id: int | None) -> DueNow:
        as_of = self.context.today()
        if establishment_id is None:
            return DueNow("", as_of, (), ())
        db = self.context.db
        name = get_establishment(db, establishment_id).name
        obligations = tuple(obligations_for(db, establishment_id, as_of))
        capacities: dict[str, Decimal] = {}
        for device in list_devices(db, establishment_id):  # in use first
            capacities.setdefault(device.device_id, device.capacity_gal)
        attention = tuple(
            attention_text(row, capacities.get(row.device_id))
            for row in needing_attention(db, establishment_id, as_of)
        )
        return DueNow(name, as_of, obligations, attention)

    def show_loaded(self, loaded: DueNow) -> None:
        problem = self.context.backup_problem
        self.backup_problem.setText(problem or "")
        self.backup_problem.setVisible(problem is not None)
        self._show(loaded)
        self._show_attention(loaded.attention)

    def _show_attention(self, rows: tuple[str, ...]) -> None:
        """The pump-outs to check (R2); the section is hidden while there are none."""
        self.attention.clear()
        background, foreground = STATE_COLOURS[ObligationState.DUE_SOON]
        for row in rows:
            item = QListWidgetItem(row)
            item.setBackground(QBrush(QColor(background)))
            item.setForeground(QBrush(QColor(foreground)))
            self.attention.addItem(item)
        shown = min(len(rows), ATTENTION_ROWS)
        frame = 2 * self.attention.frameWidth()
        self.attention.setFixedHeight(frame + shown * max(self.attention.sizeHintForRow(0), 1))
        for widget in (self.attention_heading, self.attention_why, self.attention):
            widget.setVisible(bool(rows))

    def _show(self, loaded: DueNow) -> None:
        name, obligations, as_of = loaded.name, loaded.obligations, loaded.as_of
        self.heading.setText(f"What is due at {name}" if name else "What is due")
        self.model.as_of = as_of
        self.model.set_rows(obligations)
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
