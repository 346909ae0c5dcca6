"""schedule: the milestones of compliance schedule agreements with the city and the
progress reports on each, every report a record of its own (rules.md R8e).

A milestone is named by its number (see 'schedule list'), a report by its report ID, PR-
and its number (see 'schedule reports'). Nothing is deleted: a record entered in error
is voided with a reason and stays in the records.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict, replace
from datetime import date
from typing import Any

from fog_desktop.cli.arguments import (
    JSON,
    VOID,
    Actions,
    Field,
    Named,
    Table,
    parent,
)
from fog_desktop.cli.common import (
    REASON_REFUSED,
    Change,
    listed_in,
    one_of,
    voids,
)
from fog_desktop.context import AppContext
from fog_desktop.services import milestones, progress_reports
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.milestones import MilestoneInput, MilestoneRow, ProgressInput
from fog_desktop.services.progress_reports import ReportInput, ReportRow, report_pk

MILESTONE = Table(
    MilestoneInput,
    Field(
        "agreement",
        "--agreement",
        "the agreement's name or number, e.g. 'CSA 26-014'",
        required=True,
    ),
    Field("agreed_on", "--agreed", "YYYY-MM-DD the agreement was signed", required=True),
    Field("milestone", "--milestone", "what is to be done", required=True),
    Field("due_on", "--due", "YYYY-MM-DD the agreement sets for it", required=True),
)
#: ``schedule progress``: a report sent (a record of its own), the milestone done, or both.
PROGRESS = parent(
    Field("report", "--report", "what the progress report said (recorded as a report sent)"),
    Field("reported_on", "--reported", "YYYY-MM-DD the report was sent (default today)"),
    Field("done_on", "--done", "YYYY-MM-DD the milestone was done"),
)
PROGRESS_REFUSALS = {"report": "--report", "reported_on": "--reported", "done_on": "--done"}
REPORT = Table(
    ReportInput,
    Field("due_on", "--due", "YYYY-MM-DD the agreement or the program manager set for it"),
    Field("reported_on", "--reported", "YYYY-MM-DD it was sent"),
    Field("report", "--report", "what the report said (or, while owed, what it is to say)"),
)
REPORT_DUE = parent(
    Field("due_on", "--due", "YYYY-MM-DD the report is due", required=True),
    Field("report", "--report", "what it is to say, if the city said"),
)
REPORT_SENT = parent(
    Field("report", "--report", "what the report said", required=True),
    Field("reported_on", "--reported", "YYYY-MM-DD it was sent (default today)"),
)


def _find_milestone(context: AppContext, est_id: int, wanted: str) -> MilestoneRow:
    rows = [r for r in milestones.list_milestones(context.db, est_id) if not r.is_void]
    return one_of(
        rows,
        lambda r: str(r.id) == wanted.strip(),
        f"There is no milestone {wanted} in use (see 'fog-desktop schedule list').",
    )


def _find_report(context: AppContext, est_id: int, wanted: str) -> ReportRow:
    rows = [r for r in progress_reports.list_reports(context.db, est_id) if not r.is_void]
    return one_of(
        rows,
        lambda r: r.id == report_pk(wanted),
        f"There is no progress report {wanted} in use (see 'fog-desktop schedule reports').",
    )


MILESTONE_ID = Named(
    "milestone",
    "MILESTONE_ID",
    _find_milestone,
    lambda _est, r: f"Milestone {r.id} of {r.agreement}",
)
REPORT_ID = Named(
    "progress report",
    "REPORT_ID",
    _find_report,
    lambda _est, r: f"Progress report {r.ref} of {r.agreement}",
)


def register(commands: Any) -> None:
    actions = Actions(
        commands,
        "schedule",
        "compliance schedule agreements: milestones and their progress reports (R8e)",
    )
    actions.list("the milestones of every agreement, void ones included", _list_milestones)
    actions.add("record a milestone of a compliance schedule agreement", _add_milestone, MILESTONE)
    amended = MILESTONE.amends(
        MilestoneInput.of,
        milestones.amend_milestone,
        lambda row: f"Amended milestone {row.id} of {row.agreement}.",
    )
    actions.amend("correct a milestone as agreed", amended, MILESTONE_ID, MILESTONE)
    actions.action(
        "progress",
        "record a progress report sent (--report), or the milestone done (--done)",
        Change(MILESTONE_ID.found, _progress, PROGRESS_REFUSALS),
        MILESTONE_ID.argument("the milestone reported on"),
        PROGRESS,
    )
    actions.void_named(
        "mark a milestone entered in error; it stays in the records",
        MILESTONE_ID,
        milestones.void_milestone,
    )
    _register_reports(actions)


def _register_reports(actions: Actions) -> None:
    actions.action(
        "reports",
        "the progress reports of every milestone, due and sent, void ones included",
        _list_reports,
        JSON,
    )
    actions.action(
        "report-due",
        "record a progress report the city asks for by a date; it is owed until sent",
        Change(MILESTONE_ID.found, _report_due, REPORT.refusals),
        MILESTONE_ID.argument("the milestone it reports on"),
        REPORT_DUE,
    )
    actions.action(
        "report-sent",
        "record a progress report that was due as sent",
        Change(REPORT_ID.found, _report_sent, REPORT.refusals),
        REPORT_ID.argument("the report due, e.g. PR-3"),
        REPORT_SENT,
    )
    actions.amend_found(
        "correct a progress report as entered",
        REPORT_ID.found,
        REPORT.amends(
            ReportInput.of,
            progress_reports.amend_report,
            lambda row: f"Amended progress report {row.ref} of {row.agreement}.",
        ),
        REPORT_ID.argument("the report to amend"),
        REPORT,
        name="report-amend",
    )
    actions.action(
        "report-void",
        "mark a progress report entered in error; it stays in the records",
        Change(REPORT_ID.named, voids(progress_reports.void_report), REASON_REFUSED),
        REPORT_ID.argument("the report to void"),
        VOID,
    )


# --- Milestones -------------------------------------------------------------------------


def _list_milestones(context: AppContext, args: argparse.Namespace) -> int:
    records = "compliance schedule milestones"
    rows_of = milestones.list_milestones
    return listed_in(context, args, rows_of, asdict, _milestone_text, records=records)


def _milestone_text(r: MilestoneRow) -> str:
    done = f"done {r.done_on}" if r.done_on else "not done"
    lines = [
        f"{r.id:>4}  {r.agreement} ({r.agreed_on})  due {r.due_on}  {r.milestone}  {done}  "
        f"{r.status_text}"
    ]
    if r.reported_on:
        lines.append(
            f"      latest report (before reports were records) of {r.reported_on}: "
            f"{r.progress_report}"
        )
    lines += [f"      {_report_said(p)}" for p in r.reports]
    return "\n".join(lines)


def _add_milestone(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = milestones.record_milestone(
        context.db, est.id, MILESTONE.read(args), context.actor, today=context.today()
    )
    return (
        f"Recorded milestone {record.id} of {record.agreement}: due {record.due_on}. "
        f"Report progress with: fog-desktop schedule progress {record.id} --report TEXT"
    )


def _progress(
    context: AppContext, found: tuple[EstablishmentRow, MilestoneRow], args: argparse.Namespace
) -> str:
    est, row = found
    today = context.today()
    sent = None
    if args.report is not None or args.reported_on is not None:
        sent = ReportInput("", args.reported_on or today.isoformat(), args.report or "")
    done = None
    if args.done_on is not None:
        done = replace(ProgressInput.of(row), done_on=args.done_on)
    milestones.record_progress(context.db, row.id, sent, done, context.actor, today=today)
    return _milestone_text(_find_milestone(context, est.id, str(row.id)))


# --- Progress reports -------------------------------------------------------------------


def _report_said(r: ReportRow, today: date | None = None) -> str:
    due = f"due {r.due_on}" if r.due_on else "no due date"
    sent = f"sent {r.reported_on}" if r.reported_on else "not sent"
    state = r.state(today) if today is not None else None
    stands = f"  {state.value}" if state is not None else ""
    said = f"  {r.report}" if r.report else ""
    return f"{r.ref:<6} {due}  {sent}{said}{stands}  {r.status_text}"


def _list_reports(context: AppContext, args: argparse.Namespace) -> int:
    today = context.today()

    def as_json(r: ReportRow) -> dict[str, Any]:
        state = r.state(today)
        return asdict(r) | {"ref": r.ref, "state": state.value if state is not None else None}

    def as_text(r: ReportRow) -> str:
        said = _report_said(r, today)
        return f"{r.agreement}, milestone {r.milestone_id} ({r.milestone}): {said}"

    rows_of = progress_reports.list_reports
    return listed_in(context, args, rows_of, as_json, as_text, records="progress reports")


def _report_due(
    context: AppContext, found: tuple[EstablishmentRow, MilestoneRow], args: argparse.Namespace
) -> str:
    _, row = found
    data = ReportInput(args.due_on, "", args.report or "")
    report = progress_reports.record_report(
        context.db, row.id, data, context.actor, today=context.today()
    )
    return (
        f"Recorded progress report {progress_reports.report_ref(report.id)} on milestone "
        f"{row.id} of {row.agreement}, due {report.due_on}. Once sent, record it with: "
        f"fog-desktop schedule report-sent {progress_reports.report_ref(report.id)} --report TEXT"
    )


def _report_sent(
    context: AppContext, found: tuple[EstablishmentRow, ReportRow], args: argparse.Namespace
) -> str:
    _, row = found
    today = context.today()
    reported_on = args.reported_on or today.isoformat()
    progress_reports.send_report(
        context.db, row.id, reported_on, args.report, context.actor, today=today
    )
    return f"Recorded progress report {row.ref} of {row.agreement} as sent on {reported_on}."


__all__ = ["register"]
