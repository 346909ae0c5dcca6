"""The wizard's employees: who works here, and each one's last training before the records
began (R4, R9). None is needed: people can be added later on the Employees page."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QVBoxLayout

from fog_desktop.i18n import translate
from fog_desktop.services.employees import EmployeeInput, next_id
from fog_desktop.services.setup import EmployeeDraft
from models import TRAINING_KINDS
from ui.date_edit import DateEdit
from ui.forms import add_field, line_field, new_form, word_choice
from ui.setup.drafts import DraftsPage


class EmployeesSetupPage(DraftsPage[EmployeeDraft]):
    """Each employee's ID, name and hire date, and their last training's day and kind."""

    FIELD = "employees"

    def __init__(self) -> None:
        super().__init__(
            translate("EmployeesSetupPage", "Employees"),
            translate(
                "EmployeesSetupPage",
                "Who works here, and when each one was last trained on the grease practices. "
                "You can skip this page and add people later on the Employees page.",
            ),
            translate("EmployeesSetupPage", "Employees to add:"),
            translate("EmployeesSetupPage", "Add an employee"),
        )
        form = new_form()
        self.employee_id = line_field(
            form, self.errors, translate("EmployeesSetupPage", "Employee ID"), "employee_id"
        )
        self.name = line_field(form, self.errors, translate("EmployeesSetupPage", "Name"), "name")
        self.hire_date = self._date(form, translate("EmployeesSetupPage", "Hire date"), "hire_date")
        self.last_trained = self._date(
            form,
            translate("EmployeesSetupPage", "Last training"),
            "last_trained",
            translate(
                "EmployeesSetupPage",
                "Before the records began, signed on paper: it counts as their training. "
                "Left empty, their training is due as usual.",
            ),
        )
        self.kind = word_choice(TRAINING_KINDS)
        # The kind its day needs unless told: new-hire in their first days, the period's after.
        self.kind.insertItem(0, translate("EmployeesSetupPage", "As its date says"), "")
        self.kind.setCurrentIndex(0)
        add_field(
            form,
            self.errors,
            translate("EmployeesSetupPage", "Kind of that training"),
            "last_trained_kind",
            self.kind,
        )
        editor = QVBoxLayout()
        editor.addLayout(form)
        editor.addStretch()
        self.lay_out(editor)
        for line in (self.employee_id, self.name, self.hire_date, self.last_trained):
            line.textChanged.connect(self.keep_draft)
        self.kind.currentIndexChanged.connect(self.keep_draft)

    def _date(self, form: QFormLayout, label: str, field: str, hint: str = "") -> DateEdit:
        edit = DateEdit()
        add_field(form, self.errors, label, field, edit, hint=hint)
        return edit

    def blank(self) -> EmployeeDraft:
        # The roster's next ID, as the Employees page offers one: E-001, E-002…
        taken = [d.employee.employee_id for d in self._drafts]
        return EmployeeDraft(EmployeeInput(employee_id=next_id(taken)))

    def value(self) -> EmployeeDraft:
        return EmployeeDraft(
            EmployeeInput(
                employee_id=self.employee_id.text(),
                name=self.name.text(),
                hire_date=self.hire_date.iso_text(),
            ),
            last_trained=self.last_trained.iso_text(),
            kind=str(self.kind.currentData()),
        )

    def set_value(self, draft: EmployeeDraft) -> None:
        self.employee_id.setText(draft.employee.employee_id)
        self.name.setText(draft.employee.name)
        self.hire_date.setText(draft.employee.hire_date)
        self.last_trained.setText(draft.last_trained)
        self.kind.setCurrentIndex(max(self.kind.findData(draft.kind), 0))

    def set_editing(self, enabled: bool) -> None:
        for widget in (self.employee_id, self.name, self.hire_date, self.last_trained, self.kind):
            widget.setEnabled(enabled)

    def add_draft(self) -> None:
        super().add_draft()
        self.name.setFocus()

    def item_text(self, draft: EmployeeDraft) -> str:
        name = draft.employee.name.strip() or translate("EmployeesSetupPage", "New employee")
        return f"{draft.employee.employee_id.strip()} — {name}"
