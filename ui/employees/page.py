"""The "Employees" page: the roster, each person's training state, and their history
(issue 4 §1; R4, R6).

Someone who left gets an end date and drops out of the active list ("Show people who
left" brings them back); their records stay. There is no delete: a person entered in
error is voided with a reason and stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.employees import list_employees, void_employee
from fog_desktop.services.training import list_sessions
from fog_desktop.services.training_rows import training_duties
from ui.dialogs import FormDialog
from ui.employees.employee_form import EmployeeFormDialog
from ui.employees.history import EmployeeHistory
from ui.employees.model import EmployeesModel, RosterRow, roster_rows
from ui.records_page import RecordsPage
from ui.records_proxy import RecordsProxy
from ui.tables import wrap_columns

NO_EMPLOYEES = noop(
    "EmployeesPage",
    "No one on the roster yet. Add each employee with Add employee…: new employees must be "
    "trained within {new_hire_days} days of being hired, and everyone {trainings_per_year} "
    "times each calendar year.",
)
EVERYONE_LEFT = noop(
    "EmployeesPage", 'Everyone on the roster has left. Tick "Show people who left" to see them.'
)
LEFT_IS_NOT_VOID = noop(
    "EmployeesPage",
    "Someone who left is not voided: use Amend… and give their last day as the end date, so "
    "that their training records stay theirs.",
)


class EmployeesPage(RecordsPage[RosterRow]):
    title = noop("Page", "Employees")
    HEADING = noop("EmployeesPage", "Employees")
    ADD_TEXT = noop("EmployeesPage", "Add employee…")
    COUNT = noop("EmployeesPage", "%n employee(s)")
    NO_RECORDS = NO_EMPLOYEES
    NOTHING_MATCHES = EVERYONE_LEFT
    SEARCH_HINT = noop("EmployeesPage", "Search name, Employee ID or role")
    VOID_CONSEQUENCE = LEFT_IS_NOT_VOID
    proxy: RecordsProxy[RosterRow]

    def __init__(self, context: AppContext) -> None:
        self.show_left = QCheckBox(translate("EmployeesPage", "Show people who left"))
        self.show_left.setObjectName("show_left")
        history = EmployeeHistory()
        super().__init__(context, EmployeesModel(), history, void=void_employee)
        self.history = history
        self.table.setObjectName("roster_table")
        wrap_columns(self.table, EmployeesModel.ROLE, EmployeesModel.STATUS)
        self.amend_button.setToolTip(
            translate(
                "EmployeesPage", "Correct their details, or give the end date when they leave."
            )
        )
        self.void_button.setToolTip(
            translate("EmployeesPage", "Only for someone entered in error.")
        )
        self.show_left.toggled.connect(self.proxy.refilter)
        self.show_left.toggled.connect(self.filtered)
        self.filter_row.insertWidget(1, self.show_left)
        self.splitter.setStretchFactor(1, 1)

    def read(self, establishment_id: int) -> list[RosterRow]:
        """The roster, with each person's training duties (R4) and the sessions they were
        listed in: the training obligations only, not every device's schedule."""
        db, as_of = self.context.db, self.context.today()
        return roster_rows(
            list_employees(db, establishment_id),
            training_duties(db, establishment_id, as_of),
            list_sessions(db, establishment_id),
            as_of,
        )

    def accepts(self, row: RosterRow) -> bool:
        return self.show_left.isChecked() or not row.left_by(self.context.today())

    def filtered(self) -> None:
        """The count says people, and how many who left are not shown. The End date
        column shows only when someone listed has one: on a small screen its room goes
        to the columns everyone has."""
        super().filtered()
        as_of = self.context.today()
        ending = any(row.employee.end_date for row in self.rows() if self.accepts(row))
        self.table.setColumnHidden(EmployeesModel.END_DATE, not ending)
        text = self.said(self.COUNT, self.proxy.rowCount())
        left = sum(row.left_by(as_of) for row in self.rows())
        if left and not self.show_left.isChecked():
            text += " " + translate("EmployeesPage", "(%n who left not shown)", None, left)
        self.shown.setText(text)

    def show_detail(self, row: RosterRow | None) -> None:
        self.history.show_person(row, self.context.today())

    def form(self, establishment_id: int, row: RosterRow | None) -> FormDialog[Any]:
        employee = row.employee if row is not None else None
        return EmployeeFormDialog(self, self.context, establishment_id, employee)

    def void_label(self, row: RosterRow) -> str:
        return translate("EmployeesPage", "employee {employee_id} ({name})").format(
            employee_id=row.employee.employee_id, name=row.employee.name
        )
