"""change and waiver: planned changes and their 60-day notice to the city, conditional
waivers, their fee and their revocation (rules.md R8a, R8b, R6).

Each is named by its number in ``list``. Nothing is deleted: one entered in error is
voided with a reason and stays in the records. A waiver's contractor cleanings of the
sewer main are logged with ``maintenance add --service "Sewer main cleaning"``.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import Actions, Field, Numbered, Table, attached, parent
from fog_desktop.cli.common import Change, listed_in, one_of, pdf_path, pick_establishment
from fog_desktop.context import AppContext
from fog_desktop.reports.letter import write_notice_letter
from fog_desktop.services import changes, waivers, waivers_rows
from fog_desktop.services.changes import ChangeInput, ChangeRow
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.waivers import FeeInput, WaiverInput
from fog_desktop.services.waivers_rows import WaiverRow
from models import WAIVER_OPTIONS

CHANGE = Table(
    ChangeInput,
    Field("description", "--description", "what will change, in a line", required=True),
    Field("planned_start", "--start", "YYYY-MM-DD the work or the change starts", required=True),
    Field("notice_sent_on", "--notice-sent", "YYYY-MM-DD the notice went to the city"),
    Field("notes", "--notes", "notes: the permit, whom the notice went to"),
)
WAIVER = Table(
    WaiverInput,
    Field("granted_on", "--granted", "YYYY-MM-DD of the program manager's waiver", required=True),
    Field("terms", "--terms", "the waiver's terms and conditions", required=True),
    Field("option", "--option", f"one of: {', '.join(WAIVER_OPTIONS)} (default the fee)"),
    Field(
        "cleaning_interval",
        "--every",
        "with a contractor: how often the city wants the sewer main cleaned, e.g. '6 months'",
    ),
    Field("notes", "--notes", "notes"),
)
FEE = Table(
    FeeInput,
    Field("paid_on", "--date", "YYYY-MM-DD the fee was paid (default today)"),
    Field("amount", "--amount", "the amount paid in dollars, e.g. 850.00"),
    Field("receipt_no", "--receipt-no", "the city's receipt number"),
)
PROOF = attached("the proof")
ON_DAY = parent(Field("day", "--date", "YYYY-MM-DD (default today)"))
CHANGE_NUMBER = Numbered("number", "CHANGE", "the change's number (from list)", "Planned change")
CHANGE_NO = CHANGE_NUMBER.argument()
WAIVER_NUMBER = Numbered("number", "WAIVER", "the waiver's number (from list)", "Waiver")
WAIVER_NO = WAIVER_NUMBER.argument()
SENT_REFUSALS = {"notice_sent_on": "--date", "file": "--attach"}
REVOKE_REFUSALS = {"revoked_on": "--date", "file": "--attach"}
FEE_REFUSALS = {**FEE.refusals, "waiver": "WAIVER", "file": "--attach"}


def register(commands: Any) -> None:
    actions = Actions(
        commands,
        "change",
        "planned expansions, remodels and process changes: the written notice due before the "
        "start (R8a)",
    )
    actions.list("the planned changes and where each notice stands, void ones included", _list)
    actions.add("record a planned change; says by when the notice is due", _add, CHANGE, PROOF)
    actions.amend_found("correct a planned change", _change, _amend, CHANGE_NO, CHANGE)
    actions.action(
        "sent",
        "record the day the written notice was sent, with its proof",
        Change(_change, _sent, SENT_REFUSALS),
        CHANGE_NO,
        ON_DAY,
        PROOF,
    )
    out = Field("out", "--out", "where to write", required=True, metavar="FILE.pdf", parse=Path)
    actions.action(
        "letter",
        "make the written notice to the city, a PDF to sign and send",
        Change(_change, _letter, {"change": "CHANGE", "out": "--out"}),
        CHANGE_NO,
        parent(out),
    )
    actions.void_numbered(
        "mark a change entered in error or called off; it stays in the records",
        CHANGE_NUMBER,
        changes.void_change,
    )

    actions = Actions(
        commands,
        "waiver",
        "conditional waivers of the interceptor: the fee or the contractor, revocation (R8b)",
    )
    actions.list("the waivers, their payments and revocation, void ones included", _waiver_list)
    actions.add("record the program manager's waiver", _waiver_add, WAIVER, PROOF)
    actions.amend_found("correct a waiver", _waiver, _waiver_amend, WAIVER_NO, WAIVER)
    actions.action(
        "fee",
        "record a payment of the annual grease cleaning fee, with its receipt",
        Change(_waiver, _fee, FEE_REFUSALS),
        WAIVER_NO,
        FEE.parent(),
        PROOF,
    )
    actions.action(
        "revoke",
        "record the waiver's revocation, from which an interceptor falls due (R8b)",
        Change(_waiver, _revoke, REVOKE_REFUSALS),
        WAIVER_NO,
        ON_DAY,
        PROOF,
    )
    actions.void_numbered(
        "mark a waiver entered in error; it stays in the records",
        WAIVER_NUMBER,
        waivers.void_waiver,
    )
    actions.void_numbered(
        "mark a fee payment entered in error: that year's fee is owed again",
        Numbered("number", "PAYMENT", "the payment's number (from list)", "Fee payment"),
        waivers.void_fee_payment,
        name="void-fee",
    )


def _change(context: AppContext, args: argparse.Namespace) -> ChangeRow:
    est = pick_establishment(context, args.establishment)
    return one_of(
        changes.list_changes(context.db, est.id),
        lambda r: r.id == args.number,
        f"There is no planned change {args.number} at {est.name} (see 'change list').",
    )


def _list(context: AppContext, args: argparse.Namespace) -> int:
    today = context.today()

    def as_json(row: ChangeRow) -> dict[str, Any]:
        return asdict(row) | {"notice": changes.notice_words(row, today)}

    def as_text(row: ChangeRow) -> str:
        return _line(row, today)

    return listed_in(
        context, args, changes.list_changes, as_json, as_text, records="planned changes"
    )


def _line(r: ChangeRow, today: date) -> str:
    notice = changes.notice_words(r, today) if not r.is_void else ""
    proofs = f" ({r.proofs} proof{'s' if r.proofs != 1 else ''})" if r.notice_sent_on else ""
    return (
        f"{r.id:>5} starts {r.planned_start}  {r.description:<32} notice due {r.notice_due}: "
        f"{notice}{proofs}  {r.status_text}"
    )


def _add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = changes.create_change(
        context.db, est.id, CHANGE.read(args), context.actor, today=context.today(),
        files=args.attach,
    )  # fmt: skip
    row = next(r for r in changes.list_changes(context.db, est.id) if r.id == record.id)
    return f"Recorded planned change {row.id}: {row.description}.\n{_then(row, context)}"


def _then(row: ChangeRow, context: AppContext) -> str:
    words = changes.notice_words(row, context.today())
    if row.notice_sent_on is not None:
        return words
    return f"{words} Then: fog-desktop change sent {row.id} --date YYYY-MM-DD --attach PROOF"


def _amend(context: AppContext, row: ChangeRow, args: argparse.Namespace) -> str:
    CHANGE.amend(context, row.id, ChangeInput.of(row), args, changes.amend_change)
    return f"Amended planned change {row.id}."


def _sent(context: AppContext, row: ChangeRow, args: argparse.Namespace) -> str:
    day = args.day or context.today().isoformat()
    changes.record_notice_sent(
        context.db, row.id, day, context.actor, today=context.today(), files=args.attach
    )
    sent = _change(context, args)
    return "\n".join(
        [
            f"The notice of planned change {row.id} ({row.description}): "
            + changes.notice_words(sent, context.today()),
            *(f"Attached {path.name}." for path in args.attach),
        ]
    )


def _letter(context: AppContext, row: ChangeRow, args: argparse.Namespace) -> str:
    path = write_notice_letter(context.db, row.id, pdf_path(args.out), today=context.today())
    return (
        f"Wrote the notice of planned change {row.id} ({row.description}) to {path}.\n"
        f"Sign it and send it to the city by {row.notice_due}; then: fog-desktop change sent "
        f"{row.id} --date YYYY-MM-DD --attach PROOF"
    )


def _waiver(context: AppContext, args: argparse.Namespace) -> WaiverRow:
    est = pick_establishment(context, args.establishment)
    return one_of(
        waivers_rows.list_waivers(context.db, est.id),
        lambda r: r.id == args.number,
        f"There is no waiver {args.number} at {est.name} (see 'waiver list').",
    )


def _waiver_list(context: AppContext, args: argparse.Namespace) -> int:
    rows_of = waivers_rows.list_waivers
    return listed_in(context, args, rows_of, asdict, _waiver_lines, records="waivers")


def _waiver_lines(r: WaiverRow) -> str:
    how = f"{r.option}, every {r.interval}" if r.interval else r.option
    revoked = f", revoked {r.revoked_on}" if r.revoked_on else ""
    payments = [
        f"      payment {p.id}: {p.paid_on} {p.amount or ''} {p.receipt_no}  {p.status_text}"
        for p in r.payments
    ]
    return "\n".join([f"{r.id:>5} {r.subject}: {how}{revoked}  {r.status_text}", *payments])


def _waiver_add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = waivers.create_waiver(
        context.db, est.id, WAIVER.read(args), context.actor, today=context.today(),
        files=args.attach,
    )  # fmt: skip
    return f"Recorded waiver {record.id}: {waivers.subject(record.granted_on)}, {record.option}."


def _waiver_amend(context: AppContext, row: WaiverRow, args: argparse.Namespace) -> str:
    WAIVER.amend(context, row.id, WaiverInput.of(row), args, waivers.amend_waiver)
    return f"Amended waiver {row.id}."


def _fee(context: AppContext, row: WaiverRow, args: argparse.Namespace) -> str:
    data = FEE.read(args)
    paid = FeeInput(data.paid_on or context.today().isoformat(), data.amount, data.receipt_no)
    payment = waivers.record_fee_payment(
        context.db, row.id, paid, context.actor, today=context.today(), files=args.attach
    )
    return f"Recorded payment {payment.id} of the fee of {row.subject} on {payment.paid_on}."


def _revoke(context: AppContext, row: WaiverRow, args: argparse.Namespace) -> str:
    day = args.day or context.today().isoformat()
    waiver = waivers.revoke_waiver(
        context.db, row.id, day, context.actor, today=context.today(), files=args.attach
    )
    days = profile_of(context.db, waiver.establishment_id).waiver_interceptor_days
    return (
        f"{row.subject} is revoked from {waiver.revoked_on}: an interceptor must be installed "
        f"within {days} days (R8b)."
    )
