"""training: BMP training sessions and each attendee's sign-off without a screen (R4, R6).

A signed sign-off is never changed; a session entered in error is voided with a reason.
A half-year missed can't be made up: the manager records what happened instead. The
roster is :mod:`fog_desktop.cli.employees`.
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
    Actions,
    Field,
    Numbered,
    Table,
    key,
    parent,
)
from fog_desktop.cli.common import (
    Change,
    in_establishment,
    listed,
    nothing,
    pick_establishment,
    wrote,
)
from fog_desktop.context import AppContext
from fog_desktop.reports.sign_in_sheet import signed_at_text, write_sign_in_sheet
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.training import period_of
from fog_desktop.services import missed, training
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.missed import MissedHalf, MissedInput
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.training import SessionInput, SessionRow
from models import TRAINING_KINDS

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
    explanation = Numbered(
        "explanation",
        "EXPLANATION_ID",
        "the explanation's number (see 'training missed')",
        "Explanation",
    )
    actions.void_numbered(
        "mark an explanation entered in error: its half is missed and open again",
        explanation,
        missed.void_missed_explanation,
        name="void-explanation",
    )


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
    return wrote(
        lambda: write_sign_in_sheet(
            context.db, args.session, args.out, bilingual=not args.english_only
        ),
        {"session": "SESSION_ID"},
        f"the sheet can't be saved to {args.out}",
        lambda path: f"Wrote the sign-in sheet of session {args.session} to {path}.",
    )


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
