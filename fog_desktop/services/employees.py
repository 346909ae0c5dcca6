"""The roster: employees, created, amended and voided with the audit trail (R4, R6).

People who left keep their records; they carry an end date and drop out of the active
list, not out of the database.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_date
from fog_desktop.services import records
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.id_forms import IdForm
from fog_desktop.services.ordinances import profile_in
from models import Employee


@dataclass
class EmployeeInput(AsTyped["Employee | EmployeeRow"]):
    """An employee as typed; dates as YYYY-MM-DD."""

    employee_id: str = ""
    name: str = ""
    role: str = ""
    hire_date: str = ""
    end_date: str = ""


def name_key(name: str) -> str:
    """A name as a person may type it: without accents, case or extra spaces, so that
    "guadalupe nunez" is the roster's Guadalupe Núñez (issue 35 §2)."""
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def label(employee: Employee) -> str:
    return f"Employee {employee.employee_id} ({employee.name})"


_EMPLOYEES = records.RecordType(Employee, noop("Records", "employee"), label)


@dataclass(frozen=True)
class EmployeeColumns:
    """An employee's columns as stored, typed."""

    employee_id: str
    name: str
    role: str
    hire_date: date
    end_date: date | None


@dataclass(frozen=True)
class EmployeeValues(EmployeeColumns, records.Values[Employee]):
    """An employee's columns as :func:`validate` checked them."""


@dataclass(frozen=True, kw_only=True)
class EmployeeRow(EmployeeColumns):
    """Someone on the roster as the pages, the command line and the packet show them."""

    id: int
    status_text: str
    is_void: bool

    def employed_on(self, day: date) -> bool:
        return self.hire_date <= day and (self.end_date is None or self.end_date >= day)


def row_of(employee: Employee) -> EmployeeRow:
    # EmployeeValues holds these columns to the table's types (tests/services/test_records.py).
    return EmployeeRow(
        **records.shown(employee, EmployeeColumns),
    )


def validate(
    session: Session, establishment_id: int, data: EmployeeInput, own_pk: int | None
) -> EmployeeValues:
    check_storable(asdict(data))
    problems = Problems()
    employee_id = data.employee_id.strip()
    name = data.name.strip()
    if not employee_id:
        problems.add(
            "employee_id", translate("Employees", "Enter an Employee ID, for example E-014.")
        )
    elif _EMPLOYEES.taken(
        session,
        own_pk,
        Employee.establishment_id == establishment_id,
        Employee.employee_id == employee_id,
    ):
        problems.add(
            "employee_id",
            translate("Employees", "Employee ID {id} is already used by someone here.").format(
                id=employee_id
            ),
        )
    if not name:
        problems.add("name", translate("Employees", "Enter the employee's name."))
    hire = problems.parse(
        parse_date, data.hire_date, "hire_date", translate("Employees", "Hire date")
    )
    end = problems.parse(parse_date, data.end_date, "end_date", translate("Employees", "End date"))
    if hire is None and not problems.about("hire_date"):
        days = profile_in(session, establishment_id).new_hire_days
        problems.add(
            "hire_date",
            translate(
                "Employees",
                "Enter the hire date: new-hire training is due {days} days after it (R4).",
            ).format(days=days),
        )
    if hire is not None and end is not None and end < hire:
        problems.add(
            "end_date",
            translate("Employees", "The end date {end} is before the hire date {hire}.").format(
                end=day_text(end), hire=day_text(hire)
            ),
        )
    problems.check()
    assert hire is not None
    return EmployeeValues(
        employee_id=employee_id, name=name, role=data.role.strip(), hire_date=hire, end_date=end
    )


_FORM = IdForm(_EMPLOYEES, validate)
add = _FORM.add
create_employee = _FORM.create
amend_employee = _FORM.amend


#: For someone entered in error. Someone who left gets an end date instead.
void_employee = _EMPLOYEES.void_by_id


def list_employees(
    db: Database, establishment_id: int, *, as_of: date | None = None, include_void: bool = True
) -> list[EmployeeRow]:
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
        found = session.scalars(query.order_by(Employee.name, Employee.id))
        return [row_of(employee) for employee in found]


def find_employee(session: Session, establishment_id: int, employee_id: str) -> Employee | None:
    """The employee in use with this Employee ID."""
    return session.scalar(
        select(Employee).where(
            Employee.establishment_id == establishment_id,
            Employee.employee_id == employee_id,
            Employee.voided_at.is_(None),
        )
    )


#: The first Employee ID suggested, before the roster has one to follow.
FIRST_EMPLOYEE_ID = "E-001"
_NUMBERED = re.compile(r"^(.*?)(\d+)$")


def next_id(taken: Iterable[str], first: str = FIRST_EMPLOYEE_ID) -> str:
    """The ID after the highest of the roster's own pattern: E-004 after E-001…E-003, 103
    after 101 and 102, keeping the digits' width. Void records' IDs count as taken, so a
    suggestion never brings back the ID of someone whose records say otherwise."""
    numbered = [m for m in map(_NUMBERED.match, taken) if m]
    if not numbered:
        return first
    prefixes = Counter(m.group(1) for m in numbered)
    prefix = prefixes.most_common(1)[0][0]
    same = [m.group(2) for m in numbered if m.group(1) == prefix]
    width = max(len(digits) for digits in same)
    return f"{prefix}{max(int(d) for d in same) + 1:0{width}d}"


def suggested_employee_id(db: Database, establishment_id: int) -> str:
    """The Employee ID the form offers for a new employee (editable)."""
    with db.read() as session:
        taken = session.scalars(
            select(Employee.employee_id).where(Employee.establishment_id == establishment_id)
        ).all()
    return next_id(taken)
