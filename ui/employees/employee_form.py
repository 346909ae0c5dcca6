"""Add or amend one employee; refusals show at their fields (R4, R6)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.employees import (
    EmployeeInput,
    EmployeeRow,
    amend_employee,
    create_employee,
    suggested_employee_id,
)
from ui.dialogs import RecordFormDialog
from ui.forms import add_field, new_form

HIRE_HINT = "YYYY-MM-DD. New-hire training is due 10 days after it."
END_HINT = (
    "YYYY-MM-DD, their last day here, once they leave. They then drop out of the active "
    "list; their records stay."
)


class EmployeeFormDialog(RecordFormDialog[EmployeeRow]):
    ADD_TITLE = "Add an employee"
    ADD_TEXT = "Add employee"

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        employee: EmployeeRow | None = None,
    ) -> None:
        super().__init__(parent, context, establishment_id, employee)
        form = new_form()
        self.lines: dict[str, QLineEdit] = {}
        for field, label, placeholder, hint in (
            (
                "employee_id",
                "Employee ID",
                "e.g. E-014",
                "Unique here; it names them in the records. The next free one is offered.",
            ),
            ("name", "Name", "First and last name", ""),
            ("role", "Role", "e.g. Line cook", ""),
            ("hire_date", "Hire date", "YYYY-MM-DD", HIRE_HINT),
            ("end_date", "End date", "Empty while they work here", END_HINT),
        ):
            line = QLineEdit()
            line.setPlaceholderText(placeholder)
            add_field(form, self.errors, label, field, line, hint=hint)
            self.lines[field] = line
        if employee is not None:
            for field, text in vars(EmployeeInput.from_record(employee)).items():
                self.lines[field].setText(text)
            self.add_reason(form)
        else:
            db = context.db
            self.fill_later(lambda: suggested_employee_id(db, establishment_id), self._suggest)
        self.content.addLayout(form)
        self.setMinimumWidth(520)

    def _suggest(self, employee_id: str) -> None:
        """Offer the next free ID, selected so typing replaces it; never over one typed,
        and never taking the cursor from another field."""
        line = self.lines["employee_id"]
        if not line.text():
            line.setText(employee_id)
            if self.focusWidget() in (None, line):
                line.setFocus()
                line.selectAll()

    def amend_title(self, employee: EmployeeRow) -> str:
        return f"Amend {employee.name} ({employee.employee_id})"

    def value(self) -> EmployeeInput:
        return EmployeeInput(**{field: line.text() for field, line in self.lines.items()})

    def submit(self) -> Callable[[], int]:
        data, context, pk = self.value(), self.context, self.record_pk
        establishment_id, reason = self.establishment_id, self.reason_text()

        def store() -> int:
            if pk is None:
                return create_employee(context.db, establishment_id, data, context.actor).id
            return amend_employee(context.db, pk, data, context.actor, reason).id

        return store
