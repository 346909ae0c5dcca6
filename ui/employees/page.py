"""The "Employees" page: the roster, each person's training state, and their history
(issue 4 §1; R4, R6).

Someone who left gets an end date and drops out of the active list ("Show people who
left" brings them back); their records stay. There is no delete: a person entered in
error is voided with a reason and stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
)

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import Obligation
from fog_desktop.services.employees import list_employees, void_employee
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import SessionRow, list_sessions
from models import Employee
from ui.dialogs import VoidDialog
from ui.employees.employee_form import EmployeeFormDialog
from ui.employees.history import EmployeeHistory
from ui.employees.model import (
    EmployeesModel,
    RosterRow,
    attended_by,
    next_due,
    training_of,
    training_state,
)
from ui.forms import paragraph
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NO_EMPLOYEES = (
    "No one on the roster yet. Add each employee with Add employee…: new employees must be "
    "trained within 10 days of being hired, and everyone twice each year (R4)."
)
EVERYONE_LEFT = 'Everyone on the roster has left. Tick "Show people who left" to see them.'


def people_text(count: int) -> str:
    return f"{count} {'person' if count == 1 else 'people'}"


class EmployeesPage(Page[Any]):
    title = "Employees"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self._roster: list[RosterRow] = []
        self._duties: list[Obligation] = []
        self._sessions: list[SessionRow] = []
        self.model = EmployeesModel()
        self.table = self._roster_table()
        self.history = EmployeeHistory()
        self.show_left = QCheckBox("Show people who left")
        self.show_left.setObjectName("show_left")
        self.show_left.toggled.connect(self._show_roster)
        self.count = QLabel()
        self.count.setObjectName("roster_count")
        self.add_button = QPushButton("Add employee…")
        self.amend_button = QPushButton("Amend…")
        self.amend_button.setToolTip("Correct their details, or give the end date when they leave.")
        self.void_button = QPushButton("Void…")
        self.void_button.setToolTip("Only for someone entered in error.")
        self.add_button.clicked.connect(self.add_employee)
        self.amend_button.clicked.connect(self.amend_employee)
        self.void_button.clicked.connect(self.void_employee)
        self.empty = paragraph("")
        self.empty.setObjectName("empty_state")
        self._lay_out()
        self._update_buttons()

    def _roster_table(self) -> QTableView:
        table = read_only_table(self.model)
        table.setObjectName("roster_table")
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(EmployeesModel.STATUS, QHeaderView.ResizeMode.Stretch)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        table.doubleClicked.connect(self.amend_employee)
        return table

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(heading("Employees"))
        buttons.addStretch()
        for button in (self.add_button, self.amend_button, self.void_button):
            buttons.addWidget(button)
        filters = QHBoxLayout()
        filters.addWidget(self.show_left)
        filters.addStretch()
        filters.addWidget(self.count)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.history)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addLayout(filters)
        layout.addWidget(self.splitter, stretch=1)
        layout.addWidget(self.empty)

    # --- Reading ---------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the roster, every obligation (for the states) and the sessions again."""
        establishment_id = self.establishment_id
        as_of = self.context.today()
        db = self.context.db
        if establishment_id is None:
            employees: list[Employee] = []
            self._duties, self._sessions = [], []
        else:
            employees = list_employees(db, establishment_id)
            self._duties = obligations_for(db, establishment_id, as_of, all_history=True)
            self._sessions = list_sessions(db, establishment_id)
        self._roster = []
        for employee in employees:
            duties = [] if employee.is_void else training_of(self._duties, employee.employee_id)
            state = "" if employee.is_void else training_state(duties, as_of)
            self._roster.append(RosterRow(employee, state, next_due(duties)))
        self._show_roster()

    def _show_roster(self) -> None:
        chosen = self.selected_employee()
        as_of = self.context.today()
        shown = [r for r in self._roster if self.show_left.isChecked() or not r.left_by(as_of)]
        self.model.set_rows(shown)
        fit_columns(self.table)
        if chosen is not None:
            self.select_employee(chosen.id)
        left = sum(r.left_by(as_of) for r in self._roster)
        text = people_text(len(shown))
        if left and not self.show_left.isChecked():
            text += f" ({people_text(left)} who left not shown)"
        self.count.setText(text)
        if self.establishment_id is None:
            message = NO_ESTABLISHMENT
        elif not self._roster:
            message = NO_EMPLOYEES
        else:
            message = "" if shown else EVERYONE_LEFT
        self.empty.setText(message)
        self.empty.setVisible(bool(message))
        self.splitter.setVisible(bool(shown))
        self._show_history()

    def selected_employee(self) -> Employee | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()).employee if rows else None

    def select_employee(self, employee_pk: int) -> bool:
        row = self.model.row_of(employee_pk)
        if row is not None:
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))
        return row is not None

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._show_history()

    def _show_history(self) -> None:
        employee = self.selected_employee()
        as_of = self.context.today()
        if employee is None:
            self.history.show_person(None, [], [], as_of)
        else:
            duties = [] if employee.is_void else training_of(self._duties, employee.employee_id)
            attended = attended_by(self._sessions, employee)
            self.history.show_person(employee, duties, attended, as_of)
        self._update_buttons()

    def _update_buttons(self) -> None:
        employee = self.selected_employee()
        in_use = employee is not None and not employee.is_void
        self.add_button.setEnabled(self.establishment_id is not None)
        self.amend_button.setEnabled(in_use)
        self.void_button.setEnabled(in_use)

    # --- Changing --------------------------------------------------------------------------

    def add_employee(self) -> EmployeeFormDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = EmployeeFormDialog(self, self.context, establishment_id)
        dialog.accepted.connect(lambda: self._changed(dialog.saved_id))
        dialog.open()
        return dialog

    def amend_employee(self) -> EmployeeFormDialog | None:
        employee = self.selected_employee()
        establishment_id = self.establishment_id
        if establishment_id is None or employee is None or employee.is_void:
            return None
        dialog = EmployeeFormDialog(self, self.context, establishment_id, employee)
        dialog.accepted.connect(lambda: self._changed(employee.id))
        dialog.open()
        return dialog

    def void_employee(self) -> VoidDialog | None:
        employee = self.selected_employee()
        if employee is None or employee.is_void:
            return None
        pk = employee.id

        def void(reason: str) -> None:
            void_employee(self.context.db, pk, reason, self.context.actor)

        dialog = VoidDialog(self, f"employee {employee.employee_id} ({employee.name})", void)
        left = paragraph(
            "Someone who left is not voided: use Amend… and give their last day as the end "
            "date, so that their training records stay theirs."
        )
        left.setObjectName("void_consequence")
        dialog.content.insertWidget(1, left)
        dialog.accepted.connect(lambda: self._changed(pk))
        dialog.open()
        return dialog

    def _changed(self, employee_pk: int | None = None) -> None:
        self.refresh()
        if employee_pk is not None:
            # Not found when given an end date in the past: out of the active list now,
            # which the count under the buttons says.
            self.select_employee(employee_pk)
        self.records_changed.emit()
