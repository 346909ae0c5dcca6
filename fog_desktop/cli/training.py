"""employee and training: the roster and BMP training sign-offs without a screen (R4, R6).

People who left keep their records with an end date; a record entered in error is
voided with a reason. A signed sign-off is never changed.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from fog_desktop.cli.common import (
    EXIT_OK,
    Options,
    add_establishment_option,
    add_options,
    fail,
    fill,
    option_names,
    pick_establishment,
    refused,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.reports.sign_in_sheet import signed_at_text, write_sign_in_sheet
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services import employees, training
from fog_desktop.services.employees import EmployeeInput
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import SessionInput, SessionRow
from models import TRAINING_KINDS, Employee

#: Each field of an employee and the option that sets it.
EMPLOYEE_OPTIONS: Options = {
    "employee_id": ("--employee-id", "Employee ID, unique in the establishment, e.g. E-014"),
    "name": ("--name", "the employee's name"),
    "role": ("--role", "their role, e.g. Line cook"),
    "hire_date": ("--hire-date", "YYYY-MM-DD; new-hire training is due 10 days after it (R4)"),
    "end_date": (
        "--end-date",
        "YYYY-MM-DD, their last day here: they leave the active list, their records stay; "
        "'' to clear",
    ),
}
#: The options of ``training add`` by the SessionInput field they set.
SESSION_OPTIONS = {
    "session_date": "--date",
    "trainer": "--trainer",
    "kind": "--kind",
    "topics": "--topic",
    "notes": "--notes",
    "attendees": "--attendee",
}

UP_TO_DATE = "Up to date"
TRAINING_KINDS_DUE = (ObligationKind.NEW_HIRE_TRAINING, ObligationKind.SEMIANNUAL_TRAINING)


def register(commands: Any) -> None:
    _register_employee(commands)
    _register_training(commands)


def _register_employee(commands: Any) -> None:
    group = commands.add_parser(
        "employee", help="the roster: list, add, amend or void employees (R4)"
    )
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser(
        "list", help="everyone on the roster with their training state; people who left too"
    )
    add_establishment_option(p)
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_employee_list)
    p = sub.add_parser("add", help="add an employee")
    add_establishment_option(p)
    add_options(p, EMPLOYEE_OPTIONS, frozenset({"employee_id", "name", "hire_date"}))
    p.set_defaults(handler=_employee_add)
    p = sub.add_parser(
        "amend", help="amend an employee, e.g. give the end date of someone who left"
    )
    add_establishment_option(p)
    p.add_argument("current_id", metavar="EMPLOYEE_ID", help="the employee to amend")
    p.add_argument("--reason", default="", help="why it is amended (kept in the audit trail)")
    add_options(p, EMPLOYEE_OPTIONS)
    p.set_defaults(handler=_employee_amend)
    p = sub.add_parser(
        "void", help="mark an employee entered in error; someone who left gets --end-date instead"
    )
    add_establishment_option(p)
    p.add_argument("current_id", metavar="EMPLOYEE_ID")
    p.add_argument("--reason", required=True, help="why it is void (required, kept)")
    p.set_defaults(handler=_employee_void)


def _register_training(commands: Any) -> None:
    group = commands.add_parser(
        "training", help="BMP training sessions and each attendee's sign-off (R4)"
    )
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser("list", help="the sessions, newest first, with each sign-off")
    add_establishment_option(p)
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_training_list)

    p = sub.add_parser("add", help="record a session; each attendee then signs")
    add_establishment_option(p)
    p.add_argument(
        "--date", dest="session_date", required=True, metavar="YYYY-MM-DD", help="the day of it"
    )
    p.add_argument("--trainer", required=True, metavar="NAME", help="who gave the training")
    p.add_argument("--kind", default=TRAINING_KINDS[0], help=f"one of: {', '.join(TRAINING_KINDS)}")
    p.add_argument(
        "--topic",
        dest="topics",
        action="append",
        required=True,
        metavar="TOPIC",
        help="a topic reviewed; repeat for each",
    )
    p.add_argument(
        "--attendee",
        dest="attendees",
        action="extend",
        nargs="+",
        required=True,
        metavar="EMPLOYEE_ID",
        help="the Employee ID of each attendee",
    )
    p.add_argument("--notes", default="", help="notes")
    p.set_defaults(handler=_training_add)

    p = sub.add_parser(
        "sign-typed", help="a typed attestation: the attendee types their name as on the roster"
    )
    p.add_argument("sign_off", type=int, metavar="SIGN_OFF_ID", help="the sign-off's number")
    p.add_argument("--name", required=True, help="the attendee's name, as they type it")
    p.set_defaults(handler=_training_sign_typed)

    p = sub.add_parser("sheet", help="write the session's sign-in sheet (PDF) to sign on paper")
    p.add_argument("session", type=int, metavar="SESSION_ID", help="the session's number")
    p.add_argument("--out", required=True, type=Path, metavar="FILE.pdf", help="where to save it")
    p.set_defaults(handler=_training_sheet)

    p = sub.add_parser(
        "paper", help="attach the signed sheet's scan and mark who signed it on paper"
    )
    p.add_argument("session", type=int, metavar="SESSION_ID", help="the session's number")
    p.add_argument(
        "--scan", required=True, type=Path, metavar="FILE", help="PDF, JPEG, PNG, TIFF or WebP"
    )
    p.add_argument(
        "--attendee",
        dest="attendees",
        action="extend",
        nargs="+",
        required=True,
        metavar="EMPLOYEE_ID",
        help="the Employee ID of each attendee who signed the sheet",
    )
    p.set_defaults(handler=_training_paper)

    p = sub.add_parser("void", help="mark a session entered in error; it stays in the records")
    p.add_argument("session", type=int, metavar="SESSION_ID", help="the session's number")
    p.add_argument("--reason", required=True, help="why it is void (required, kept)")
    p.set_defaults(handler=_training_void)


# --- The roster ----------------------------------------------------------------------


def training_state(obligations: list[Obligation], employee_id: str, as_of: date) -> str:
    """Overdue, Due soon or Up to date: the worst of the person's training (R4)."""
    states = {
        o.state(as_of)
        for o in obligations
        if o.subject == employee_id and o.kind in TRAINING_KINDS_DUE
    }
    for state in (ObligationState.OVERDUE, ObligationState.DUE_SOON):
        if state in states:
            return state.value
    return UP_TO_DATE


def _employee_row(employee: Employee, state: str) -> dict[str, str]:
    return {
        **vars(EmployeeInput.from_record(employee)),
        "training": state,
        "status": employee.status_text,
    }


def _employee_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    as_of = context.today()
    roster = employees.list_employees(context.db, est.id)
    due = obligations_for(context.db, est.id, as_of)
    rows = [
        _employee_row(e, "" if e.is_void else training_state(due, e.employee_id, as_of))
        for e in roster
    ]
    if args.json:
        print(json.dumps(rows, indent=2))
        return EXIT_OK
    for r in rows:
        left = f"left {r['end_date']}" if r["end_date"] else ""
        print(
            f"{r['employee_id']:<8} {r['name']:<24} {r['role']:<18} hired {r['hire_date']}  "
            f"{left:<16} {r['training']:<11} {r['status']}"
        )
    return EXIT_OK


def _find_employee(context: AppContext, establishment_id: int, employee_id: str) -> Employee:
    for employee in employees.list_employees(context.db, establishment_id, include_void=False):
        if employee.employee_id == employee_id:
            return employee
    raise NotFound(f"There is no employee {employee_id!r} on the roster.")


def _employee_add(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    data = fill(EmployeeInput(), args, EMPLOYEE_OPTIONS)
    try:
        record = employees.create_employee(context.db, est.id, data, context.actor)
    except ValidationError as exc:
        return refused(exc, option_names(EMPLOYEE_OPTIONS))
    print(f"Added {record.name} ({record.employee_id}) to the roster of {est.name!r}.")
    return EXIT_OK


def _employee_amend(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    record = _find_employee(context, est.id, args.current_id)
    data = fill(EmployeeInput.from_record(record), args, EMPLOYEE_OPTIONS)
    try:
        employees.amend_employee(context.db, record.id, data, context.actor, args.reason)
    except ValidationError as exc:
        return refused(exc, option_names(EMPLOYEE_OPTIONS))
    print(f"Amended {data.name.strip()} ({data.employee_id.strip()}).")
    return EXIT_OK


def _employee_void(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    record = _find_employee(context, est.id, args.current_id)
    try:
        employees.void_employee(context.db, record.id, args.reason, context.actor)
    except ValidationError as exc:
        return refused(exc, {"reason": "--reason"})
    print(f"{record.name} ({record.employee_id}) is void: {args.reason.strip()}")
    return EXIT_OK


# --- Sessions and sign-offs ----------------------------------------------------------


def _session_json(row: SessionRow) -> dict[str, Any]:
    return {**asdict(row), "unsigned": len(row.unsigned)}


def _training_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    rows = training.list_sessions(context.db, est.id)
    if args.json:
        print(json.dumps([_session_json(r) for r in rows], indent=2, default=str))
        return EXIT_OK
    for r in rows:
        unsigned = len(r.unsigned)
        signed = f"{unsigned} unsigned: their training does not count (R4)" if unsigned else ""
        print(
            f"Session {r.id}: {r.session_date} {r.kind} by {r.trainer}, "
            f"{len(r.topics)} topics  {r.status_text}" + (f"  [{signed}]" if signed else "")
        )
        for a in r.attendees:
            print(
                f"  sign-off {a.sign_off_id:<5} {a.employee_id:<8} {a.name:<24} {a.signed:<18} "
                f"{signed_at_text(a.signed_at):<16} {a.status_text}"
            )
    return EXIT_OK


def _training_add(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    data = SessionInput(
        session_date=args.session_date,
        trainer=args.trainer,
        kind=args.kind,
        topics=args.topics,
        notes=args.notes,
        attendees=args.attendees,
    )
    try:
        record = training.create_session(
            context.db, est.id, data, context.actor, today=context.today()
        )
    except ValidationError as exc:
        return refused(exc, SESSION_OPTIONS)
    count = len({code.strip() for code in args.attendees if code.strip()})
    print(
        f"Recorded session {record.id}: {training.label(record)}, {count} "
        f"attendee{'s' if count != 1 else ''} to sign (see 'training list')."
    )
    return EXIT_OK


def _training_sign_typed(context: AppContext, args: argparse.Namespace) -> int:
    try:
        training.sign_typed(context.db, args.sign_off, args.name, context.actor)
    except ValidationError as exc:
        return refused(exc, {"typed_name": "--name", "signature": "SIGN_OFF_ID"})
    print(f"Sign-off {args.sign_off} is signed: a typed attestation by {args.name.strip()}.")
    return EXIT_OK


def _training_sheet(context: AppContext, args: argparse.Namespace) -> int:
    try:
        path = write_sign_in_sheet(context.db, args.session, args.out)
    except ValidationError as exc:
        return refused(exc, {"session": "SESSION_ID"})
    except OSError as exc:
        return fail(f"the sheet can't be saved to {args.out}: {exc.strerror or exc}")
    print(f"Wrote the sign-in sheet of session {args.session} to {path}.")
    return EXIT_OK


def _training_paper(context: AppContext, args: argparse.Namespace) -> int:
    try:
        training.mark_signed_on_paper(
            context.db, args.session, args.attendees, args.scan, context.actor
        )
    except ValidationError as exc:
        return refused(
            exc, {"file": "--scan", "attendees": "--attendee", "signature": "--attendee"}
        )
    print(
        f"Attached {args.scan.name} to session {args.session}; signed on paper: "
        f"{', '.join(args.attendees)}."
    )
    return EXIT_OK


def _training_void(context: AppContext, args: argparse.Namespace) -> int:
    try:
        training.void_session(context.db, args.session, args.reason, context.actor)
    except ValidationError as exc:
        return refused(exc, {"reason": "--reason"})
    print(f"Session {args.session} is void: {args.reason.strip()}")
    return EXIT_OK
