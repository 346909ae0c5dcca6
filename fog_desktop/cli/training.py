"""employee and training: the roster and BMP training sign-offs without a screen (R4, R6).

People who left keep their records with an end date; a record entered in error is
voided with a reason. A signed sign-off is never changed. A half-year missed can't be
made up: the manager records what happened instead.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import (
    ESTABLISHMENT,
    JSON,
    VOID_WHY,
    Actions,
    Field,
    Named,
    Table,
    key,
    parent,
)
from fog_desktop.cli.common import (
    REASON_REFUSED,
    Change,
    fail,
    in_establishment,
    listed,
    nothing,
    one_of,
    pick_establishment,
    refused,
    voids,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.options import EXIT_OK
from fog_desktop.reports.sign_in_sheet import signed_at_text, write_sign_in_sheet
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.training import period_of, training_of, training_state
from fog_desktop.services import employees, missed, training
from fog_desktop.services.employees import EmployeeInput, EmployeeRow
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.missed import MissedHalf, MissedInput
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.training import SessionInput, SessionRow
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
SESSION = Table(
    SessionInput,
    Field("session_date", "--date", "the day of it", required=True, metavar="YYYY-MM-DD"),
    Field("trainer", "--trainer", "who gave the training", required=True, metavar="NAME"),
    Field("kind", "--kind", f"one of: {', '.join(TRAINING_KINDS)}", metavar=None),
    Field(
        "topics",
        "--topic",
        "a topic reviewed; repeat for each",
        required=True,
        metavar="TOPIC",
        action="append",
    ),
    Field(
        "attendees",
        "--attendee",
        "the Employee ID of each attendee",
        required=True,
        metavar="EMPLOYEE_ID",
        action="extend",
        nargs="+",
    ),
    Field("notes", "--notes", "notes", metavar=None),
)
SESSION_ID = key("session", "SESSION_ID", "the session's number", parse=int)
EXPLANATION = Table(
    MissedInput,
    Field(
        "employee_id",
        "--employee",
        "the Employee ID of the person who missed it, e.g. E-004",
        required=True,
        metavar="EMPLOYEE_ID",
    ),
    Field(
        "half_end",
        "--half-end",
        "the missed half-year's last day, June 30 or December 31",
        required=True,
        metavar="YYYY-MM-DD",
    ),
    Field(
        "what_happened",
        "--what-happened",
        "what happened and what was done about it (kept in the records)",
        required=True,
        metavar="TEXT",
    ),
)


def register(commands: Any) -> None:
    _register_employee(commands)
    _register_training(commands)


def _register_employee(commands: Any) -> None:
    actions = Actions(commands, "employee", "the roster: list, add, amend or void employees (R4)")
    actions.list(
        "everyone on the roster with their training state; people who left too", _employee_list
    )
    actions.add("add an employee", _employee_add, EMPLOYEE)
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


def _register_training(commands: Any) -> None:
    actions = Actions(
        commands, "training", "BMP training sessions and each attendee's sign-off (R4)", scope=()
    )
    actions.list("the sessions, newest first, with each sign-off", _training_list, ESTABLISHMENT)
    actions.action(
        "add",
        "record a session; each attendee then signs",
        Change(in_establishment, _training_add, SESSION.refusals),
        ESTABLISHMENT,
        SESSION.parent(),
    )
    actions.action(
        "sign-typed",
        "a typed attestation: the attendee types their name as on the roster",
        Change(nothing, _training_sign_typed, {"typed_name": "--name", "signature": "SIGN_OFF_ID"}),
        key("sign_off", "SIGN_OFF_ID", "the sign-off's number", parse=int),
        parent(
            Field(
                "name",
                "--name",
                "the attendee's name, as they type it",
                required=True,
                metavar=None,
            )
        ),
    )
    actions.action(
        "sheet",
        "write the session's sign-in sheet (PDF) to sign on paper",
        _training_sheet,
        SESSION_ID,
        parent(
            Field(
                "out", "--out", "where to save it", required=True, metavar="FILE.pdf", parse=Path
            ),
            Field(
                "english_only",
                "--english-only",
                "print the sheet in English only (by default its headings, attestation and "
                "topics are in English and Spanish side by side)",
                metavar=None,
                action="store_true",
            ),
        ),
    )
    paper = parent(
        Field(
            "scan",
            "--scan",
            "PDF, JPEG, PNG, TIFF or WebP",
            required=True,
            metavar="FILE",
            parse=Path,
        ),
        Field(
            "attendees",
            "--attendee",
            "the Employee ID of each attendee who signed the sheet",
            required=True,
            metavar="EMPLOYEE_ID",
            action="extend",
            nargs="+",
        ),
    )
    actions.action(
        "paper",
        "attach the signed sheet's scan and mark who signed it on paper",
        Change(
            nothing,
            _training_paper,
            {"file": "--scan", "attendees": "--attendee", "signature": "--attendee"},
        ),
        SESSION_ID,
        paper,
    )
    actions.void(
        "mark a session entered in error; it stays in the records",
        SESSION_ID,
        lambda _context, args: (args.session, f"Session {args.session}"),
        training.void_session,
    )
    _register_missed(actions)


def _register_missed(actions: Actions) -> None:
    actions.action(
        "missed",
        "the half-years someone missed, explained or not: a later session can't make one up (R4)",
        _training_missed,
        ESTABLISHMENT,
        JSON,
    )
    actions.action(
        "explain",
        "record what happened in a missed half-year and what was done about it",
        Change(in_establishment, _training_explain, EXPLANATION.refusals),
        ESTABLISHMENT,
        EXPLANATION.parent(),
    )
    explanation = key(
        "explanation", "EXPLANATION_ID", "the explanation's number (see 'training missed')", int
    )
    actions.action(
        "void-explanation",
        "mark an explanation entered in error: its half is missed and open again",
        Change(
            lambda _context, args: (args.explanation, f"Explanation {args.explanation}"),
            voids(missed.void_missed_explanation),
            REASON_REFUSED,
        ),
        explanation,
        VOID_WHY,
    )


# --- The roster ----------------------------------------------------------------------


def _employee_row(employee: EmployeeRow, state: str) -> dict[str, str]:
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
    record = employees.create_employee(context.db, est.id, EMPLOYEE.read(args), context.actor)
    return f"Added {record.name} ({record.employee_id}) to the roster of {est.name!r}."


def _employee_amend(
    context: AppContext, found: tuple[EstablishmentRow, EmployeeRow], args: argparse.Namespace
) -> str:
    _, record = found
    data = EMPLOYEE.fill(EmployeeInput.from_record(record), args)
    employees.amend_employee(context.db, record.id, data, context.actor, args.reason)
    return f"Amended {data.name.strip()} ({data.employee_id.strip()})."


def _employee_label(_est: EstablishmentRow, record: EmployeeRow) -> str:
    return f"{record.name} ({record.employee_id})"


# --- Sessions and sign-offs ----------------------------------------------------------


def _session_json(row: SessionRow) -> dict[str, Any]:
    return {**asdict(row), "unsigned": len(row.unsigned)}


def _training_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    return listed(args, training.list_sessions(context.db, est.id), _session_json, _session_text)


def _session_text(r: SessionRow) -> str:
    unsigned = len(r.unsigned)
    signed = f"{unsigned} unsigned: their training does not count (R4)" if unsigned else ""
    head = (
        f"Session {r.id}: {r.session_date} {r.kind} by {r.trainer}, "
        f"{len(r.topics)} topics  {r.status_text}" + (f"  [{signed}]" if signed else "")
    )
    sign_offs = (
        f"  sign-off {a.sign_off_id:<5} {a.employee_id:<8} {a.name:<24} {a.signed:<18} "
        f"{signed_at_text(a.signed_at):<16} {a.status_text}"
        for a in r.attendees
    )
    return "\n".join([head, *sign_offs])


def _training_add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = training.create_session(
        context.db, est.id, SESSION.read(args), context.actor, today=context.today()
    )
    count = len({code.strip() for code in args.attendees if code.strip()})
    return (
        f"Recorded session {record.id}: {training.label(record)}, {count} "
        f"attendee{'s' if count != 1 else ''} to sign (see 'training list')."
    )


def _training_sign_typed(context: AppContext, _: None, args: argparse.Namespace) -> str:
    training.sign_typed(context.db, args.sign_off, args.name, context.actor)
    return (
        f"Sign-off {args.sign_off} is attested by typing the name {args.name.strip()}: "
        "a typed attestation, not a signature, that counts for the training (R4)."
    )


def _training_sheet(context: AppContext, args: argparse.Namespace) -> int:
    try:
        path = write_sign_in_sheet(
            context.db, args.session, args.out, bilingual=not args.english_only
        )
    except ValidationError as exc:
        return refused(exc, {"session": "SESSION_ID"})
    except OSError as exc:
        return fail(f"the sheet can't be saved to {args.out}: {exc.strerror or exc}")
    print(f"Wrote the sign-in sheet of session {args.session} to {path}.")
    return EXIT_OK


def _training_paper(context: AppContext, _: None, args: argparse.Namespace) -> str:
    training.mark_signed_on_paper(
        context.db, args.session, args.attendees, args.scan, context.actor
    )
    return (
        f"Attached {args.scan.name} to session {args.session}; signed on paper: "
        f"{', '.join(args.attendees)}."
    )


# --- Missed half-years ---------------------------------------------------------------


def _training_missed(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    found = missed.missed_halves(context.db, est.id, context.today())
    profile = profile_of(context.db, est.id)
    return listed(args, found, asdict, lambda m: _missed_text(m, profile))


def _half_text(half_end: date, profile: OrdinanceProfile) -> str:
    start, _ = period_of(half_end, profile)
    return f"{start:%b}–{half_end:%b} {half_end.year}"


def _missed_text(m: MissedHalf, profile: OrdinanceProfile) -> str:
    said = (
        f"explanation {m.explanation_id}: {m.explanation}"
        if m.explanation
        else f"not explained yet: training explain --employee {m.employee_id} "
        f'--half-end {m.half_end} --what-happened "..."'
    )
    return (
        f"{m.employee_id:<8} {m.employee_name:<24} {_half_text(m.half_end, profile)} "
        f"(ended {m.half_end})  {said}"
    )


def _training_explain(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    data = EXPLANATION.read(args)
    record_id = missed.explain_missed(
        context.db, est.id, data, context.actor, today=context.today()
    )
    (row,) = [r for r in missed.list_missed_explanations(context.db, est.id) if r.id == record_id]
    profile = profile_of(context.db, est.id)
    return (
        f"Recorded explanation {record_id}: what happened in "
        f"{_half_text(row.half_end, profile)} for "
        f"{row.employee_name} ({row.employee_id}). That half is no longer open."
    )
