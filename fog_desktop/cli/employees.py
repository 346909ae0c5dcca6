"""employee: the roster without a screen, each person with their training state (R4, R6).

People who left keep their records with an end date; a record entered in error is
voided with a reason.
"""

from __future__ import annotations

import argparse
from typing import Any

from fog_desktop.cli.arguments import Actions, Field, Named, Table, parent
from fog_desktop.cli.common import listed, one_of, pick_establishment
from fog_desktop.context import AppContext
from fog_desktop.rules.training import training_of, training_state
from fog_desktop.services import employees, records_begin
from fog_desktop.services.employees import EmployeeInput, EmployeeRow
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.obligations import obligations_for
from models import TRAINING_KINDS

#: Each field of an employee and the option that sets it.
EMPLOYEE = Table(
    EmployeeInput,
    Field(
        "employee_id",
        "--employee-id",
        "Employee ID, unique in the establishment, e.g. E-014",
        required=True,
    ),
    Field("name", "--name", "the employee's name", required=True),
    Field("role", "--role", "their role, e.g. Line cook"),
    Field(
        "hire_date",
        "--hire-date",
        "YYYY-MM-DD; new-hire training is due the ordinance profile's days after it "
        "(10 in Sierra Madre; R4)",
        required=True,
    ),
    Field(
        "end_date",
        "--end-date",
        "YYYY-MM-DD, their last day here: they leave the active list, their records stay; "
        "'' to clear",
    ),
)


#: The last training the manager knew of when the records began (R9).
LAST_TRAINED = parent(
    Field(
        "last_trained",
        "--last-trained",
        "YYYY-MM-DD, their last training before the records began, signed on paper: "
        "a new-hire session within their first days, a semiannual one after (R9)",
    ),
    Field(
        "last_trained_kind",
        "--last-trained-kind",
        f"the kind of that session, one of: {', '.join(TRAINING_KINDS)}; by default the "
        "one its day needs, as --last-trained says",
        metavar=None,
        choices=TRAINING_KINDS,
    ),
)


def register(commands: Any) -> None:
    actions = Actions(commands, "employee", "the roster: list, add, amend or void employees (R4)")
    actions.list(
        "everyone on the roster with their training state; people who left too", _employee_list
    )
    refusals = {
        **EMPLOYEE.refusals,
        "last_trained": "--last-trained",
        "last_trained_kind": "--last-trained-kind",
    }
    actions.add("add an employee", _employee_add, EMPLOYEE, LAST_TRAINED, refusals=refusals)
    employee = Named("employee", "EMPLOYEE_ID", _find_employee, _employee_label)
    actions.amend(
        "amend an employee, e.g. give the end date of someone who left",
        _employee_amend,
        employee,
        EMPLOYEE,
    )
    actions.void_named(
        "mark an employee entered in error; someone who left gets --end-date instead",
        employee,
        employees.void_employee,
    )


def _employee_row(employee: EmployeeRow, state: str) -> dict[str, str]:
    return {
        **vars(EmployeeInput.of(employee)),
        "training": state,
        "status": employee.status_text,
    }


def _employee_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    as_of = context.today()
    roster = employees.list_employees(context.db, est.id)
    due = obligations_for(context.db, est.id, as_of)
    rows = [
        _employee_row(
            e, "" if e.is_void else training_state(training_of(due, e.employee_id), as_of)
        )
        for e in roster
    ]
    return listed(args, rows, dict, _employee_line)


def _employee_line(r: dict[str, str]) -> str:
    left = f"left {r['end_date']}" if r["end_date"] else ""
    return (
        f"{r['employee_id']:<8} {r['name']:<24} {r['role']:<18} hired {r['hire_date']}  "
        f"{left:<16} {r['training']:<11} {r['status']}"
    )


def _find_employee(context: AppContext, establishment_id: int, employee_id: str) -> EmployeeRow:
    on_roster = employees.list_employees(context.db, establishment_id, include_void=False)
    missing = f"There is no employee {employee_id!r} on the roster."
    return one_of(on_roster, lambda e: e.employee_id == employee_id, missing)


def _employee_add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = records_begin.create_employee_known(
        context.db, est.id, EMPLOYEE.read(args), args.last_trained, context.actor,
        today=context.today(), kind=args.last_trained_kind,
    )  # fmt: skip
    return f"Added {record.name} ({record.employee_id}) to the roster of {est.name!r}."


def _employee_amend(
    context: AppContext, found: tuple[EstablishmentRow, EmployeeRow], args: argparse.Namespace
) -> str:
    _, record = found
    data = EMPLOYEE.fill(EmployeeInput.of(record), args)
    employees.amend_employee(context.db, record.id, data, context.actor, args.reason)
    return f"Amended {data.name.strip()} ({data.employee_id.strip()})."


def _employee_label(_est: EstablishmentRow, record: EmployeeRow) -> str:
    return f"{record.name} ({record.employee_id})"
