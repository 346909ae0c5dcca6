"""device frequency, frequency-request, frequency-approved, approvals, void-approval: an
interceptor's frequency from its own readings and the program manager's answer (R8d), and
the answer about a grease trap's longer cleaning interval (R3).

Registered on the ``device`` command by :mod:`fog_desktop.cli.records`.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import JSON, Actions, Field, Named, Numbered, Table, key, parent
from fog_desktop.cli.common import (
    Change,
    in_establishment,
    listed,
    pdf_path,
    pick_establishment,
    refused,
    wrote,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.options import EXIT_OK
from fog_desktop.reports.frequency_letter import (
    rate_text,
    summary_sentences,
    write_frequency_request,
)
from fog_desktop.rules.frequency import Analysis
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import frequency, frequency_approvals
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.frequency import FrequencyReport
from fog_desktop.services.frequency_approvals import ApprovalInput, ApprovalRow

APPROVAL = Table(
    ApprovalInput,
    Field("approved_on", "--on", "the date of the program manager's answer", required=True,
          metavar="YYYY-MM-DD"),
    Field("frequency", "--frequency", "the frequency approved, e.g. '4 months', '2 days'",
          required=True, metavar="FREQ"),
    Field("notes", "--notes", "anything to keep with it, e.g. the city's reference",
          metavar="TEXT"),
)  # fmt: skip
DOCUMENT = parent(
    Field(
        "documents",
        "--document",
        "the program manager's answer, scanned (PDF or picture); repeat for more pages",
        required=True,
        metavar="FILE",
        parse=Path,
        action="append",
    )
)
REQUEST = parent(
    Field("out", "--out", "where to write", required=True, metavar="FILE.pdf", parse=Path),
    Field(
        "frequency",
        "--frequency",
        "the frequency to ask for (default: the one the readings suggest; never longer)",
        metavar="FREQ",
    ),
)
APPROVAL_REFUSALS = {
    **APPROVAL.refusals,
    "device_id": "DEVICE_ID",
    "document": "--document",
    "file": "--document",
}
REQUEST_REFUSALS = {"device_id": "DEVICE_ID", "frequency": "--frequency"}


def register_on(actions: Actions, device: Named[Any]) -> None:
    """The frequency actions of the ``device`` command."""
    actions.action(
        "frequency",
        "what an interceptor's readings say: the rate of each pump-out cycle, the day it "
        "reaches the ordinance profile's limit (25%% in Sierra Madre) and the frequency "
        "they support (R8d)",
        _frequency,
        device.argument("the interceptor"),
        JSON,
    )
    actions.action(
        "frequency-request",
        "draft the request to the program manager to change its frequency (E.4), a PDF to sign",
        _request,
        device.argument("the interceptor"),
        REQUEST,
    )
    actions.action(
        "frequency-approved",
        "record the program manager's approval of a new frequency (an interceptor's, R8d) "
        "or of a grease trap's interval longer than daily (R3, counted from the approval's "
        "date): the device's frequency is amended to it, the answer attached",
        Change(in_establishment, _approved, APPROVAL_REFUSALS),
        key("device_id", "DEVICE_ID", "the interceptor or grease trap"),
        APPROVAL.parent(),
        DOCUMENT,
    )
    actions.action(
        "approvals",
        "the frequency approvals recorded, void ones included",
        _approvals,
        JSON,
    )
    actions.void_numbered(
        "mark an approval entered in error; the device keeps its frequency (amend it)",
        Numbered(
            "approval",
            "APPROVAL_ID",
            "the approval's number (see 'device approvals')",
            "Frequency approval",
        ),
        frequency_approvals.void_approval,
        name="void-approval",
    )


def _report(context: AppContext, args: argparse.Namespace) -> FrequencyReport:
    est = pick_establishment(context, args.establishment)
    return frequency.frequency_report(context.db, est.id, args.current_id, context.today())


def _as_json(report: FrequencyReport) -> dict[str, object]:
    found = report.analysis
    if found is None:
        return {"device_id": report.device_id, "refusal": report.refusal}
    return {
        "device_id": report.device_id,
        "cycles": [
            {
                "start": c.start.isoformat(),
                "end": c.end.isoformat() if c.end else None,
                "highest_percent": str(c.highest.percent),
                "highest_on": c.highest.day.isoformat(),
                "days": c.days,
                "rate_percent_a_day": str(c.rate_per_day),
            }
            for c in found.cycles
        ],
        "average_rate_percent_a_day": str(found.average_rate),
        "highest_rate_percent_a_day": str(found.highest_rate),
        "since": found.since.isoformat(),
        "reaches_25": found.reaches_25.isoformat() if found.reaches_25 else None,
        "suggested": str(found.suggested) if found.suggested else None,
        "approved": str(found.approved),
        "fills_faster": found.fills_faster,
    }


def analysis_lines(found: Analysis) -> list[str]:
    """The analysis in plain lines (R8d), as ``device frequency`` prints it."""
    cycles = [
        f"  {c.start} to {c.end or 'now'}: highest {c.highest.percent}% on {c.highest.day}, "
        f"day {c.days}: {rate_text(c.rate_per_day)}"
        for c in found.cycles
    ]
    return cycles + summary_sentences(found)


def _frequency(context: AppContext, args: argparse.Namespace) -> int:
    try:
        report = _report(context, args)
    except ValidationError as exc:
        return refused(exc, REQUEST_REFUSALS)
    if args.json:
        print(json.dumps(_as_json(report), indent=2))
        return EXIT_OK
    if report.analysis is None:
        print(f"{report.device_id}: {report.refusal}")
        return EXIT_OK
    print(f"{report.device_id}: accumulation per pump-out cycle (R8d)")
    print("\n".join(analysis_lines(report.analysis)))
    return EXIT_OK


def _request(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    out = pdf_path(args.out)
    try:
        asked = Frequency.parse(args.frequency) if args.frequency else None
    except ValueError as exc:
        return refused(ValidationError.single("frequency", str(exc)), REQUEST_REFUSALS)
    return wrote(
        lambda: write_frequency_request(
            context.db, est.id, args.current_id, out, today=context.today(), asked=asked
        ),
        REQUEST_REFUSALS,
        f"The request can't be written to {out}",
        lambda path: (
            f"Wrote the request to change the frequency of {args.current_id} to {path}.\n"
            "Sign it and send it to the program manager; when they answer: fog-desktop device "
            f"frequency-approved {args.current_id} --on DATE --frequency FREQ --document FILE"
        ),
    )


def _approved(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    data = APPROVAL.fill(ApprovalInput(device_id=args.device_id), args)
    frequency_approvals.record_approval(
        context.db, est.id, data, args.documents, context.actor, today=context.today()
    )
    return (
        f"Recorded the approval of {data.frequency.strip()} for {args.device_id}, dated "
        f"{data.approved_on}; the device's frequency is amended to it."
    )


def _approval_line(r: ApprovalRow) -> str:
    documents = ", ".join(r.documents) or "no document"
    return (
        f"{r.id:>4}  {r.device_id:<10} {r.approved_on}  {r.frequency!s:<10} {documents}  "
        f"{r.status_text}"
    )


def _approval_row(r: ApprovalRow) -> dict[str, object]:
    return {
        "id": r.id,
        "device_id": r.device_id,
        "approved_on": r.approved_on.isoformat(),
        "frequency": str(r.frequency),
        "notes": r.notes,
        "documents": list(r.documents),
        "status": r.status_text,
    }


def _approvals(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    rows = frequency_approvals.list_approvals(context.db, est.id)
    return listed(args, rows, _approval_row, _approval_line)
