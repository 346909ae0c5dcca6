"""The roster: employees, created, amended and voided with the audit trail (R4, R6).

People who left keep their records; they carry an end date and drop out of the active
list, not out of the database.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.parse import check_storable, parse_date
from fog_desktop.services import records
from models import Employee


@dataclass
class EmployeeInput:
    """An employee as typed; dates as YYYY-MM-DD."""

    employee_id: str = ""
    name: str = ""
    role: str = ""
    hire_date: str = ""
    end_date: str = ""

    @classmethod
    def from_record(cls, employee: Employee) -> EmployeeInput:
        values: dict[str, str] = {}
        for f in fields(cls):
            value = getattr(employee, f.name)
            values[f.name] = value.isoformat() if isinstance(value, date) else (value or "")
        return cls(**values)


def label(employee: Employee) -> str:
    return f"Employee {employee.employee_id} ({employee.name})"


def validate(
    session: Session, establishment_id: int, data: EmployeeInput, own_pk: int | None
) -> dict[str, Any]:
    check_storable(asdict(data))
    problems: list[Problem] = []
    employee_id = data.employee_id.strip()
    name = data.name.strip()
    if not employee_id:
        problems.append(Problem("employee_id", "Enter an Employee ID, for example E-014."))
    elif _taken(session, establishment_id, employee_id, own_pk):
        problems.append(
            Problem("employee_id", f"Employee ID {employee_id} is already used by someone here.")
        )
    if not name:
        problems.append(Problem("name", "Enter the employee's name."))
    dates: dict[str, date | None] = {}
    for field, text in (("hire_date", "Hire date"), ("end_date", "End date")):
        try:
            dates[field] = parse_date(getattr(data, field), field, text)
        except ValidationError as exc:
            problems.extend(exc.problems)
            dates[field] = None
    hire, end = dates["hire_date"], dates["end_date"]
    if hire is None and not any(p.field == "hire_date" for p in problems):
        problems.append(
            Problem(
                "hire_date", "Enter the hire date: new-hire training is due 10 days after it (R4)."
            )
        )
    if hire is not None and end is not None and end < hire:
        problems.append(Problem("end_date", f"The end date {end} is before the hire date {hire}."))
    if problems:
        raise ValidationError(problems)
    return {
        "employee_id": employee_id,
        "name": name,
        "role": data.role.strip(),
        "hire_date": hire,
        "end_date": end,
    }


def _taken(session: Session, establishment_id: int, employee_id: str, own_pk: int | None) -> bool:
    clash = session.scalar(
        select(Employee.id).where(
            Employee.establishment_id == establishment_id,
            Employee.employee_id == employee_id,
            Employee.voided_at.is_(None),
            Employee.id != (own_pk or -1),
        )
    )
    return clash is not None


def add(session: Session, establishment_id: int, data: EmployeeInput, actor: str) -> Employee:
    """Create within an open unit of work (used by the demo and import)."""
    employee = Employee(
        establishment_id=establishment_id, **validate(session, establishment_id, data, None)
    )
    return records.create(
        session, employee, label=label(employee), establishment_id=establishment_id, actor=actor
    )


def create_employee(
    db: Database, establishment_id: int, data: EmployeeInput, actor: str
) -> Employee:
    with db.write() as session:
        return add(session, establishment_id, data, actor)


def _get(session: Session, employee_pk: int) -> Employee:
    employee = session.get(Employee, employee_pk)
    if employee is None:
        raise NotFound(f"There is no employee with id {employee_pk}.")
    return employee


def amend_employee(
    db: Database, employee_pk: int, data: EmployeeInput, actor: str, reason: str = ""
) -> Employee:
    with db.write() as session:
        employee = _get(session, employee_pk)
        values = validate(session, employee.establishment_id, data, employee_pk)
        records.amend(
            session,
            employee,
            values,
            label=label(employee),
            establishment_id=employee.establishment_id,
            actor=actor,
            reason=reason,
        )
        return employee


def void_employee(db: Database, employee_pk: int, reason: str, actor: str) -> None:
    """For someone entered in error. Someone who left gets an end date instead."""
    with db.write() as session:
        employee = _get(session, employee_pk)
        records.void(
            session,
            employee,
            reason=reason,
            label=label(employee),
            establishment_id=employee.establishment_id,
            actor=actor,
        )


def list_employees(
    db: Database, establishment_id: int, *, as_of: date | None = None, include_void: bool = True
) -> list[Employee]:
    """The roster by name; with ``as_of``, only those employed that day (the active list)."""
    with db.read() as session:
        query = select(Employee).where(Employee.establishment_id == establishment_id)
        if not include_void:
            query = query.where(Employee.voided_at.is_(None))
        if as_of is not None:
            query = query.where(
                Employee.voided_at.is_(None),
                Employee.hire_date <= as_of,
                (Employee.end_date.is_(None)) | (Employee.end_date >= as_of),
            )
        return list(session.scalars(query.order_by(Employee.name, Employee.id)))


def find_employee(session: Session, establishment_id: int, employee_id: str) -> Employee | None:
    """The employee in use with this Employee ID."""
    return session.scalar(
        select(Employee).where(
            Employee.establishment_id == establishment_id,
            Employee.employee_id == employee_id,
            Employee.voided_at.is_(None),
        )
    )
