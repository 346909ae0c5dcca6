"""Add or amend one employee; refusals show at their fields (R4, R6)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLineEdit

from fog_desktop import ordinance
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.profile import OrdinanceProfile, numbers_in
from fog_desktop.services.employees import (
    EmployeeInput,
    EmployeeRow,
    amend_employee,
    create_employee,
    suggested_employee_id,
)
from fog_desktop.services.ordinances import profile_of
from ui.date_edit import DateEdit
from ui.dialogs import RecordFormDialog
from ui.forms import add_field, new_form

HIRE_HINT = noop("EmployeeFormDialog", "New-hire training is due {new_hire_days} days after it.")
END_HINT = noop(
    "EmployeeFormDialog",
    "Their last day here, once they leave. They then drop out of the active list; their "
    "records stay.",
)


def hire_hint(profile: OrdinanceProfile) -> str:
    """When new-hire training is due, in the days of the establishment's profile (R4)."""
    return numbers_in(translate("EmployeeFormDialog", HIRE_HINT), profile.numbers())


#: The fields typed as dates: shown in the user's format, given to the services as ISO.
DATE_FIELDS = ("hire_date", "end_date")


class EmployeeFormDialog(RecordFormDialog[EmployeeRow]):
    ADD_TITLE = noop("EmployeeFormDialog", "Add an employee")
    ADD_TEXT = noop("EmployeeFormDialog", "Add employee")

    def make_form(self, employee: EmployeeRow | None) -> None:
        db, establishment_id = self.context.db, self.establishment_id
        form = new_form()
        self.lines: dict[str, QLineEdit] = {}
        for field, label, placeholder, hint in (
            (
                "employee_id",
                translate("EmployeeFormDialog", "Employee ID"),
                translate("EmployeeFormDialog", "e.g. E-014"),
                translate(
                    "EmployeeFormDialog",
                    "Unique here; it names them in the records. The next free one is offered.",
                ),
            ),
            (
                "name",
                translate("EmployeeFormDialog", "Name"),
                translate("EmployeeFormDialog", "First and last name"),
                "",
            ),
            (
                "role",
                translate("EmployeeFormDialog", "Role"),
                translate("EmployeeFormDialog", "e.g. Line cook"),
                "",
            ),
            (
                "hire_date",
                translate("EmployeeFormDialog", "Hire date"),
                "",
                hire_hint(ordinance.default()),
            ),
            (
                "end_date",
                translate("EmployeeFormDialog", "End date"),
                translate("EmployeeFormDialog", "Empty while they work here"),
                translate("EmployeeFormDialog", END_HINT),
            ),
        ):
            line = DateEdit() if field in DATE_FIELDS else QLineEdit()
            if placeholder:
                line.setPlaceholderText(placeholder)
            hint_label = add_field(form, self.errors, label, field, line, hint=hint)
            if field == "hire_date" and hint_label is not None:
                # Its room kept, the hint waits for the establishment's own profile's days.
                hint_label.clear()
                self.hire_hint = hint_label
            self.lines[field] = line
        self.fill_later(
            lambda: profile_of(db, establishment_id),
            lambda profile: self.hire_hint.setText(hire_hint(profile)),
        )
        if employee is not None:
            for field, text in vars(EmployeeInput.of(employee)).items():
                self.lines[field].setText(text)
            self.hire_date.set_day(employee.hire_date)
            self.end_date.set_day(employee.end_date)
            self.add_reason(form)
        else:
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

    @property
    def hire_date(self) -> DateEdit:
        line = self.lines["hire_date"]
        assert isinstance(line, DateEdit)
        return line

    @property
    def end_date(self) -> DateEdit:
        line = self.lines["end_date"]
        assert isinstance(line, DateEdit)
        return line

    def amend_title(self, employee: EmployeeRow) -> str:
        return translate("EmployeeFormDialog", "Amend {name} ({employee_id})").format(
            name=employee.name, employee_id=employee.employee_id
        )

    def value(self) -> EmployeeInput:
        """What was typed, the dates as ISO (the services read ISO)."""
        typed = {
            field: line.iso_text() if isinstance(line, DateEdit) else line.text()
            for field, line in self.lines.items()
        }
        return EmployeeInput(**typed)

    def submit(self) -> Callable[[], int]:
        data, establishment_id = self.value(), self.establishment_id
        db, actor = self.context.db, self.context.actor
        return self.adding_or_amending(
            lambda: create_employee(db, establishment_id, data, actor),
            lambda pk, reason: amend_employee(db, pk, data, actor, reason),
        )
