"""Under the roster: the selected person's training obligations and the sessions they
were listed in, with how they signed (R4)."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QLabel, QTableView, QTabWidget, QVBoxLayout, QWidget

from fog_desktop.i18n import noop, translate
from fog_desktop.services.employees import EmployeeRow
from ui.dates import day_text
from ui.employees.model import AttendedModel, DutiesModel, RosterRow
from ui.forms import text_label
from ui.looks import give_role
from ui.tables import fit_columns, read_only_table, wrap_columns
from ui.widgets.values import status_shown

NOTHING_SELECTED = noop(
    "EmployeeHistory", "Select someone to see their training: what is due and what they attended."
)
NO_DUTIES = noop("EmployeeHistory", "Nothing due in the two years of records kept.")
NO_SESSIONS = noop("EmployeeHistory", "Not listed in any training session yet.")


def person_text(employee: EmployeeRow) -> str:
    role = f", {employee.role}" if employee.role else ""
    hired = translate("EmployeeHistory", "hired {date}").format(date=day_text(employee.hire_date))
    left = (
        ", "
        + translate("EmployeeHistory", "last day {date}").format(date=day_text(employee.end_date))
        if employee.end_date
        else ""
    )
    void = f" ({status_shown(employee.status_text)})" if employee.is_void else ""
    return f"{employee.name} ({employee.employee_id}){role}: {hired}{left}{void}"


def _history_table(model: DutiesModel | AttendedModel, name: str, *wrapped: int) -> QTableView:
    """Columns fit their text; the ``wrapped`` ones share the room left and wrap onto
    more lines, so that on a small screen nothing of a duty or a sign-off is cut."""
    table = read_only_table(model)
    table.setObjectName(name)
    wrap_columns(table, *wrapped)
    return table


def _table_page(table: QTableView, note: QLabel) -> QWidget:
    page = QWidget()
    column = QVBoxLayout(page)
    column.addWidget(table, stretch=1)
    column.addWidget(note)
    return page


class EmployeeHistory(QWidget):
    """The person's duties and sessions, one tab each: side by side, the six columns of
    a sign-off did not fit a 1024-pixel screen (issue 35 §3)."""

    def __init__(self) -> None:
        super().__init__()
        self.title = text_label(
            "person_title", translate("EmployeeHistory", NOTHING_SELECTED), role="summary"
        )
        self.duties = DutiesModel()
        self.attended = AttendedModel()
        self.duties_table = _history_table(self.duties, "duties_table", DutiesModel.TRAINING)
        self.attended_table = _history_table(
            self.attended, "attended_table", AttendedModel.TRAINER, AttendedModel.STATUS
        )
        self.no_duties = QLabel(translate("EmployeeHistory", NO_DUTIES))
        self.no_sessions = QLabel(translate("EmployeeHistory", NO_SESSIONS))
        for note in (self.no_duties, self.no_sessions):
            give_role(note, "hint")
            note.setWordWrap(True)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("history_tabs")
        self.tabs.addTab(
            _table_page(self.duties_table, self.no_duties),
            translate("EmployeeHistory", "Training due"),
        )
        self.tabs.addTab(
            _table_page(self.attended_table, self.no_sessions),
            translate("EmployeeHistory", "Sessions attended"),
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.tabs, stretch=1)
        self.show_person(None, date.today())

    def show_person(self, person: RosterRow | None, as_of: date) -> None:
        self.title.setText(
            person_text(person.employee)
            if person
            else translate("EmployeeHistory", NOTHING_SELECTED)
        )
        duties = person.duties if person else ()
        attended = person.attended if person else ()
        self.duties.set_duties(duties, as_of)
        self.attended.set_rows(attended)
        self.no_duties.setVisible(person is not None and not duties)
        self.no_sessions.setVisible(person is not None and not attended)
        fit_columns(self.duties_table)
        fit_columns(self.attended_table)
