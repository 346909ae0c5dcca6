"""violation: the city's notices of violation, administrative complaints and licence
hearing notices, and what followed each (rules.md R8e); the inspections that found them
are cli/inspections.py's, the compliance schedules cli/schedules.py's.

A notice is named by its Notice ID (NOV-2026-001, AC-2026-001, LIC-2026-001). Nothing is
deleted: a record entered in error is voided with a reason and stays in the records.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import (
    Actions,
    Field,
    Named,
    Table,
    parent,
)
from fog_desktop.cli.common import (
    Change,
    listed_in,
    pdf_path,
    pick_establishment,
    wrote,
)
from fog_desktop.context import AppContext
from fog_desktop.reports.hearing_letter import write_hearing_request
from fog_desktop.rules import enforcement
from fog_desktop.rules.obligations import Obligation
from fog_desktop.services import notice_steps, violations, violations_rows
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.hearings import hearing_said
from fog_desktop.services.notice_steps import FollowUpInput
from fog_desktop.services.violations import ViolationInput
from fog_desktop.services.violations_rows import NoticeRow
from models import HEARING_OUTCOMES, NOTICE_DELIVERIES, NOTICE_KINDS

NOTICE = Table(
    ViolationInput,
    Field("notice_on", "--date", "YYYY-MM-DD the notice was mailed or posted", required=True),
    Field(
        "delivery",
        "--delivery",
        "how the notice came",
        required=True,
        metavar=None,
        choices=NOTICE_DELIVERIES,
    ),
    Field("finding", "--finding", "the finding, as the notice states it", required=True),
    Field("noncompliance_fee", "--fee", "the noncompliance fee in dollars, e.g. 250"),
    Field("inspection_no", "--inspection-id", "the inspection that found it, e.g. INSP-2026-001"),
    Field(
        "kind",
        "--kind",
        "what the city gave (default Notice of violation); a licence notice carries no fee",
        metavar=None,
        choices=NOTICE_KINDS,
    ),
)
STEPS = Table(
    FollowUpInput,
    Field(
        "hearing_requested_on",
        "--hearing-requested",
        "YYYY-MM-DD the city RECEIVED the request for a hearing",
    ),
    Field("hearing_on", "--hearing-on", "YYYY-MM-DD the hearing was held"),
    Field(
        "hearing_outcome",
        "--hearing-outcome",
        "what the hearing officer determined of the notice (a reversed one owes no fee)",
        metavar=None,
        choices=tuple(o.lower() for o in HEARING_OUTCOMES),
    ),
    Field(
        "order_mailed_on",
        "--order-mailed",
        "YYYY-MM-DD the order was mailed or served (the city manager's, on an administrative "
        "complaint, is served)",
    ),
    Field(
        "appeal_filed_on", "--appeal-filed", "YYYY-MM-DD the appeal was filed with the city clerk"
    ),
    Field("order_final_on", "--order-final", "YYYY-MM-DD the order became final"),
    Field(
        "penalty_amount",
        "--penalty",
        "the administrative civil penalty ordered, in dollars (none on a licence order)",
    ),
    Field("penalty_paid_on", "--penalty-paid", "YYYY-MM-DD the penalty was paid"),
    Field("cleanup_invoiced_on", "--cleanup-invoiced", "YYYY-MM-DD of the city's cleanup invoice"),
    Field("cleanup_amount", "--cleanup-amount", "the cleanup or repair costs invoiced, in dollars"),
    Field("cleanup_paid_on", "--cleanup-paid", "YYYY-MM-DD the cleanup costs were paid"),
    Field(
        "interceptor_notice_on",
        "--interceptor-notice",
        "YYYY-MM-DD of the city's notice to install a grease interceptor",
    ),
    Field("interceptor_installed_on", "--interceptor-installed", "YYYY-MM-DD it was installed"),
    Field("fee_paid_on", "--fee-paid", "YYYY-MM-DD the noncompliance fee was paid"),
)


def _find_notice(context: AppContext, est_id: int, wanted: str) -> NoticeRow:
    return violations_rows.find_notice(context.db, est_id, wanted)


NOTICE_ID = Named("notice", "NOTICE_ID", _find_notice, lambda _est, r: f"{r.kind} {r.notice_no}")


def register(commands: Any) -> None:
    actions = Actions(
        commands,
        "violation",
        "notices of violation, administrative complaints, licence suspension or revocation "
        "notices: hearing request, order, appeal, penalty, cleanup costs, interceptor (R8e)",
    )
    actions.list(
        "the notices of every kind and their deadlines, newest first, void ones included",
        _list_notices,
    )
    actions.add(
        "record a notice (--kind); prints the hearing request's deadline, if it has one",
        _add_notice,
        NOTICE,
    )
    actions.amend("correct the notice as the city gave it", _amend_notice, NOTICE_ID, NOTICE)
    actions.action(
        "step",
        "record what followed the notice: each option a step, as it happens",
        Change(NOTICE_ID.found, _step, STEPS.refusals),
        NOTICE_ID.argument("the notice it follows"),
        STEPS.parent(amending=True),
    )
    actions.action(
        "letter",
        "reply to the city: the request for a hearing on the notice, a PDF to sign",
        _letter,
        NOTICE_ID.argument("the notice the hearing is asked on"),
        parent(
            Field(
                "facts",
                "--facts",
                "the facts in support of the request, in detail (required)",
                required=True,
                metavar="TEXT",
            ),
            Field("out", "--out", "where to write", required=True, metavar="FILE.pdf", parse=Path),
        ),
    )
    actions.void_named(
        "mark a notice entered in error; it stays in the records",
        NOTICE_ID,
        violations.void_notice,
    )


# --- Notices of violation --------------------------------------------------------------


def _duties(row: NoticeRow, today: date) -> list[Obligation]:
    return enforcement.notice_obligations(
        violations_rows.facts(row), today, f"violation_notices:{row.id}", row.ordinance
    )


def _list_notices(context: AppContext, args: argparse.Namespace) -> int:
    today = context.today()

    def as_json(r: NoticeRow) -> dict[str, Any]:
        found = {k: v for k, v in asdict(r).items() if k != "ordinance"}
        return found | {"deadlines": [o.as_dict(today) for o in _duties(r, today)]}

    def as_text(r: NoticeRow) -> str:
        return _notice_text(r, today)

    rows_of = violations_rows.list_notices
    return listed_in(context, args, rows_of, as_json, as_text, records="notices")


def _notice_text(r: NoticeRow, today: date) -> str:
    fee = f"fee ${r.noncompliance_fee}" if r.noncompliance_fee is not None else "no fee"
    found = f" (inspection {r.inspection_no})" if r.inspection_no else ""
    lines = [
        f"{r.notice_no}  {r.kind}  {r.delivery.lower()} {r.notice_on}{found}  {r.finding}  "
        f"{fee}  {r.status_text}"
    ]
    if hearing := hearing_said(r):
        lines.append(f"    {hearing}")
    lines += [
        f"    {o.name:<25} due {o.due}  {o.state(today).value}"
        + (f" (on {o.met_on})" if o.met_on else "")
        for o in ([] if r.is_void else _duties(r, today))
    ]
    return "\n".join(lines)


def _hearing_words(row: NoticeRow) -> str:
    due = row.hearing_request_due
    if due is None:
        return "The city sets its hearing: there is no hearing to request (R8e)."
    return (
        f"A request for a hearing must be RECEIVED by the city by {due:%a} {due} "
        f"({(due - row.notice_on).days} days from the notice, R8e): "
        "mail it days before, or deliver it by hand."
    )


def _add_notice(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = violations.record_notice(
        context.db, est.id, NOTICE.read(args), context.actor, today=context.today()
    )
    row = _find_notice(context, est.id, record.notice_no)
    return f"Recorded {row.kind.lower()} {row.notice_no} of {row.notice_on}.\n" + _hearing_words(
        row
    )


def _amend_notice(
    context: AppContext, found: tuple[EstablishmentRow, NoticeRow], args: argparse.Namespace
) -> str:
    est, row = found
    NOTICE.amend(context, row.id, ViolationInput.of(row), args, violations.amend_notice)
    return f"Amended {row.kind.lower()} {row.notice_no}.\n" + _hearing_words(
        _find_notice(context, est.id, row.notice_no)
    )


def _step(
    context: AppContext, found: tuple[EstablishmentRow, NoticeRow], args: argparse.Namespace
) -> str:
    est, row = found
    data = STEPS.fill(FollowUpInput.of(row), args)
    notice_steps.record_follow_up(context.db, row.id, data, context.actor, today=context.today())
    return f"Recorded what followed {row.notice_no}.\n" + _notice_text(
        _find_notice(context, est.id, row.notice_no), context.today()
    )


def _letter(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    out = pdf_path(args.out)

    def said(path: Path) -> str:
        row = violations_rows.find_notice(context.db, est.id, args.current_id)
        return (
            f"Wrote the request for a hearing on {row.notice_no} to {path}.\n"
            f"Sign it and send it so that the city RECEIVES it by "
            f"{row.hearing_request_due:%a} {row.hearing_request_due}; once it has, record it "
            f"with: fog-desktop violation step {row.notice_no} --hearing-requested YYYY-MM-DD"
        )

    return wrote(
        lambda: write_hearing_request(
            context.db, est.id, args.current_id, args.facts, out, today=context.today()
        ),
        {"facts": "--facts", "notice": "NOTICE_ID"},
        f"The letter can't be written to {out}",
        said,
    )


__all__ = ["register"]
