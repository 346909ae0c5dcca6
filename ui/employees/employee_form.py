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
)
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, reason_field

HIRE_HINT = "YYYY-MM-DD. New-hire training is due 10 days after it (R4)."
END_HINT = (
    "YYYY-MM-DD, their last day here, once they leave. They then drop out of the active "
    "list; their records stay."
)


class EmployeeFormDialog(FormDialog[int]):
    """Its outcome is the stored employee's id."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        employee: EmployeeRow | None = None,
    ) -> None:
        title = f"Amend {employee.name} ({employee.employee_id})" if employee else "Add an employee"
        super().__init__(parent, title, "Save amendment" if employee else "Add employee")
        self._context = context
        self._establishment_id = establishment_id
        self._employee_pk = employee.id if employee else None
        form = new_form()
        self.lines: dict[str, QLineEdit] = {}
        for field, label, placeholder, hint in (
            (
                "employee_id",
                "Employee ID",
                "e.g. E-014",
                "Unique here; it names them in the records.",
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
        self.reason: QLineEdit | None = None
        if employee is not None:
            for field, text in vars(EmployeeInput.from_record(employee)).items():
                self.lines[field].setText(text)
            self.reason = reason_field(form, self.errors)
        self.content.addLayout(form)
        self.setMinimumWidth(520)

    def value(self) -> EmployeeInput:
        return EmployeeInput(**{field: line.text() for field, line in self.lines.items()})

    def submit(self) -> Callable[[], int]:
        data, context, pk = self.value(), self._context, self._employee_pk
        establishment_id = self._establishment_id
        reason = self.reason.text() if self.reason else ""

        def store() -> int:
            if pk is None:
                return create_employee(context.db, establishment_id, data, context.actor).id
            return amend_employee(context.db, pk, data, context.actor, reason).id

        return store
