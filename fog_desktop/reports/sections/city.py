"""The packet's city part: the city's inspections, each notice (of violation, an
administrative complaint, a licence notice) with the steps that followed it and their
deadlines, and the compliance schedule's milestones with their progress reports (R8e).
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from fog_desktop.exchange.sheets.city_inspections import city_inspection_rows
from fog_desktop.exchange.sheets.milestones import milestones_in
from fog_desktop.exchange.sheets.notices import NOTICES_OF_VIOLATION, notice_rows
from fog_desktop.reports.packet_html import (
    STYLE,
    Column,
    by_header,
    cell_text,
    empty,
    fields,
    nowrap,
    table,
    text,
)
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.shared import RECORDED, Sources
from fog_desktop.rules import enforcement
from fog_desktop.services.milestones import MilestoneRow
from fog_desktop.services.progress_reports import ReportRow
from models import HearingOutcome

#: The Notices of violation sheet's column of the fee's due date (R8e, Fees A).
FEE_DUE = "Fee due (from the notice's date)"

INSPECTION_COLUMNS = (
    Column("Inspection", nowrap=True),
    Column("Date", nowrap=True),
    Column("Inspector"),
    Column("Result", nowrap=True),
    Column("Findings"),
    Column("Status"),
)
MILESTONE_COLUMNS = (
    Column("Agreement", nowrap=True),
    Column("Milestone"),
    Column("Due", nowrap=True),
    Column("Progress reports"),
    Column("Done", nowrap=True),
    Column("Status"),
)


def _step(values: dict[str, object], header: str, amount: str = "") -> str:
    """A step of a notice's life as the workbook has it: its date (and amount), or a
    dash while it has not happened."""
    day = values[header]
    money = values.get(amount) if amount else None
    said = " ".join(x for x in (cell_text(day), f"${money:,.2f}" if money is not None else "") if x)
    return nowrap(said) if said else "—"


def fee_due_text(values: dict[str, object], as_of: date) -> str:
    """When the notice's noncompliance fee is delinquent, and what it is counted from:
    the notice's date, as no invoice date is recorded (R8e, Fees A); unpaid past it, what
    it owes on ``as_of`` with its late penalties (Fees B)."""
    due, notice_on = values[FEE_DUE], values["Date mailed or posted"]
    if values["Hearing outcome"] == HearingOutcome.REVERSED:
        return "none: the notice was reversed at its hearing"
    if not isinstance(due, date) or not isinstance(notice_on, date):
        return "—"
    said = (
        f"{nowrap(cell_text(due))}: delinquent if unpaid {(due - notice_on).days} days after "
        "the invoice's date (Fees A). No invoice date is recorded, so the notice's date is "
        "taken for it."
    )
    fee, paid = values["Noncompliance fee"], values["Fee paid on"]
    if isinstance(fee, Decimal) and due < as_of and not (isinstance(paid, date) and paid <= as_of):
        owed = enforcement.fee_owed(fee, due, as_of)
        said += (
            f" Unpaid on {nowrap(cell_text(as_of))}: {nowrap(f'${owed:,.2f}')} owed, with the "
            "10% and 1.5% a month late penalties (Fees B)."
        )
    return said


def _hearing_on(values: dict[str, object]) -> str:
    """The hearing's day, or that it is asked for and not held yet: no order mailed says
    it was (R8e)."""
    asked, mailed = values["Hearing request received on"], values["Order mailed on"]
    if values["Hearing on"] is None and asked is not None and mailed is None:
        return "requested, not yet held"
    return _step(values, "Hearing on")


def _outcome(values: dict[str, object]) -> str:
    """What the hearing officer determined, and what a reversal leaves owed: nothing
    (R8e, Hearings D)."""
    outcome = values["Hearing outcome"]
    if outcome == HearingOutcome.REVERSED:
        return "Reversed: no fee and no duty it brought is owed"
    return text(outcome) if outcome else "—"


def _violation(values: dict[str, object], as_of: date) -> str:
    n = values
    fee = f"${n['Noncompliance fee']:,.2f}" if n["Noncompliance fee"] is not None else "none"
    pairs = [
        [("Issued", nowrap(f"{cell_text(n['Date mailed or posted'])} ({n['How']})")),
         ("Inspection", nowrap(n["Inspection ID"] or "none"))],
        [("Noncompliance fee", nowrap(fee)), ("Fee paid on", _step(n, "Fee paid on"))],
        [("Fee due", fee_due_text(n, as_of))],
        [("Hearing request due (received by the city)", _step(n, "Hearing request due")),
         ("Hearing request received on", _step(n, "Hearing request received on"))],
        [("Hearing on", _hearing_on(n)), ("Hearing outcome", _outcome(n))],
        [("Order mailed on", _step(n, "Order mailed on")),
         ("Appeal filed on", _step(n, "Appeal filed on"))],
        [("Order final on", _step(n, "Order final on")),
         ("Civil penalty", _step(n, "Penalty paid on", "Civil penalty"))],
        [("Cleanup invoiced on", _step(n, "Cleanup invoiced on", "Cleanup costs")),
         ("Cleanup paid on", _step(n, "Cleanup paid on"))],
        [("City notice to install an interceptor", _step(n, "Interceptor notice on")),
         ("Interceptor installed on", _step(n, "Interceptor installed on"))],
    ]  # fmt: skip
    void = f" — {text(n['Status'])}" if n["Status"] != RECORDED else ""
    title = f"<h3>{text(n['Kind'])} {nowrap(n['Notice ID'])}{void}</h3>"
    return title + fields(pairs, [("Finding", text(n["Finding"]))])


def _report(r: ReportRow) -> str:
    due = f"due {nowrap(cell_text(r.due_on))}" if r.due_on else "no due date"
    sent = f"sent {nowrap(cell_text(r.reported_on))}" if r.reported_on else "<b>not sent</b>"
    said = f": {escape(r.report)}" if r.report else ""
    void = f" ({escape(r.status_text)})" if r.is_void else ""
    return f"{due}, {sent}{said}{void}"


def _reports(m: MilestoneRow) -> str:
    """Each progress report on a milestone (R8e): due, sent and what it said, after the
    latest report kept on the milestone before reports were records."""
    said = [_report(r) for r in m.reports]
    if m.reported_on is not None:
        said.insert(0, f"sent {nowrap(cell_text(m.reported_on))}: {escape(m.progress_report)} "
                    "(latest report before reports were records)")  # fmt: skip
    return "<br>".join(said) or "none"


def part(sources: Sources) -> Part:
    """The city's inspections, each notice (of violation, an administrative complaint, a
    licence notice) with the steps that followed it and their deadlines, and the
    compliance milestones (R8e)."""
    db, est_id, window = sources.db, sources.est_id, sources.window
    found = [
        [nowrap(i[0]), nowrap(cell_text(i[1])), text(i[2]), nowrap(i[3]), text(i[4]), text(i[5])]
        for i in city_inspection_rows(db, est_id, window)
    ]
    notices = [by_header(NOTICES_OF_VIOLATION, n) for n in notice_rows(db, est_id, window)]
    milestones = [
        [nowrap(m.agreement), text(m.milestone), nowrap(cell_text(m.due_on)), _reports(m),
         nowrap(cell_text(m.done_on)), text(m.status_text)]
        for m in milestones_in(db, est_id, window)
    ]  # fmt: skip
    html = [
        STYLE,
        f"<h2>City inspections ({len(found)}) and the city's notices ({len(notices)}) (R8e)</h2>",
        table(INSPECTION_COLUMNS, found) if found else empty("city inspections"),
        *(_violation(n, window.end) for n in notices),
        f"<h3>Compliance schedule milestones ({len(milestones)})</h3>",
        table(MILESTONE_COLUMNS, milestones) if milestones else empty("compliance milestones"),
    ]
    return Part("".join(html))
