"""The first pages of the packet (R7): page 1, the answer, one line per area of the
ordinance with its mark, its counts and its open items, and the audit trail's verdict;
page 2, the details behind the marks. Together they are the "summary only" hand-over.

The areas are :mod:`~fog_desktop.reports.answer_areas`; the counting is
:func:`area_lines`, records in and lines out (:mod:`~fog_desktop.reports.area_lines`), and
what each page has room for :mod:`~fog_desktop.reports.answer_room`, so both are tested
without a database or Qt; the HTML is made at the edge, from the lines
(:mod:`~fog_desktop.reports.answer_pages`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import date, timedelta

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import calendar_text
from fog_desktop.reports.answer_areas import AREAS
from fog_desktop.reports.answer_pages import (
    disagreement_text,
    late_entry_lines,
    page_one,
    page_two,
)
from fog_desktop.reports.answer_room import details_of, room_on_page_two
from fog_desktop.reports.area_lines import (
    Area,
    AreaLine,
    Item,
    Records,
    number,
)
from fog_desktop.reports.pdf import Part
from fog_desktop.rules import enforcement
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services import maintenance
from fog_desktop.services.contradictions import contradictions
from fog_desktop.services.employees import list_employees
from fog_desktop.services.entry_dates import records_entered_late
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.hauler_requests_rows import asked_on_days
from fog_desktop.services.hearings import hearing_note
from fog_desktop.services.maintenance import MaintenanceFilter
from fog_desktop.services.milestones import MilestoneRow, list_milestones
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.violations_rows import NoticeRow, facts, list_notices
from models import Service

#: The most of the audit trail's first problem that page 1 quotes; page 2 has it whole.
FIRST_PROBLEM_CHARS = 100


def area_lines(records: Records, areas: Iterable[Area] = AREAS) -> list[AreaLine]:
    """One line per area (R1–R5, R8a–R8e): the pure part of page 1."""
    return [area.line(records) for area in areas]


# --- From the database ----------------------------------------------------------------


def records_of(
    db: Database, est_id: int, window: Window, obligations: Sequence[Obligation] | None = None
) -> Records:
    """The obligations (``obligations`` when the caller has them already), the window's
    pump-outs and flagged entries, and the employees' names, of one establishment as of
    the window's end."""
    as_of = window.end
    flt = MaintenanceFilter(
        date_from=window.start, date_to=window.end, status="in use", descending=False
    )
    log = [
        r
        for r in maintenance.iter_rows(db, est_id, flt, as_of=as_of)
        if r.flags or r.service == Service.PUMP_OUT
    ]
    # An Employee ID in use names the person over a void record that had it before.
    people = sorted(list_employees(db, est_id), key=lambda e: not e.is_void)
    profile = profile_of(db, est_id)
    owed = (
        obligations
        if obligations is not None
        else obligations_for(db, est_id, as_of, all_history=True, profile=profile)
    )
    return Records(
        window,
        owed,
        log,
        {e.employee_id: f"{e.name} ({e.employee_id})" for e in people},
        numbers=profile.numbers(),
        findings=tuple(
            _findings(list_notices(db, est_id), list_milestones(db, est_id), owed, as_of)
        ),
        asked=asked_on_days(db, [r.id for r in log if r.manifest_problem]),
    )


def _findings(
    notices: Iterable[NoticeRow],
    agreements: Iterable[MilestoneRow],
    obligations: Sequence[Obligation],
    as_of: date,
) -> Iterator[Item]:
    """Each notice not resolved as of ``as_of`` (R7, R8e), named by its kind: a notice of
    violation, an administrative complaint and a licence order are each the city's
    enforcement of a breach, counted alike. Not resolved: its noncompliance fee unpaid; a
    duty it brought (a penalty, the city's costs, an interceptor) still open; or a
    milestone not done of a compliance schedule agreement signed since it, the city's way
    of having a finding put right. A hearing or an appeal is a right, not a
    duty: it leaves no notice open. A notice reversed at its hearing owes nothing (R8e);
    one whose hearing is asked for says where the hearing stands. The notice is the one
    open breach: its duties, each listed in its area, are not counted again."""
    milestones = [m for m in agreements if not m.is_void and m.done_on is None]
    for n in notices:
        if n.is_void or n.notice_on > as_of or not enforcement.stands(facts(n), as_of):
            continue
        mine = [o for o in obligations if o.subject == n.notice_no and o.met_on is None]
        reasons = [
            _fee_said(n, o) for o in mine if o.kind == ObligationKind.NONCOMPLIANCE_FEE_PAYMENT
        ]
        reasons += [
            f"{o.name.lower()} due {o.due} not met"
            for o in mine
            if o.kind not in enforcement.RIGHTS
            and o.kind != ObligationKind.NONCOMPLIANCE_FEE_PAYMENT
        ]
        reasons += [
            f"{m.agreement} milestone due {m.due_on} not done"
            for m in milestones
            if n.notice_on <= m.agreed_on <= as_of
        ]
        if reasons:
            yield Item(
                f"{n.kind} {n.notice_no} of {n.notice_on}: {n.finding.rstrip('.')}"
                + (f" ({hearing})" if (hearing := hearing_note(n)) else ""),
                None,
                None,
                "not resolved: " + "; ".join(reasons),
                True,
                n.notice_on,
                breach=True,
                subject=n.notice_no,
            )


def _fee_said(notice: NoticeRow, fee: Obligation) -> str:
    """The notice's fee unpaid, with what it has grown to once delinquent (R8e)."""
    said = f"its ${notice.noncompliance_fee:,} fee unpaid"
    if fee.amount is None or fee.amount == notice.noncompliance_fee:
        return said
    return f"{said}, delinquent since {fee.due + timedelta(days=1)}: ${fee.amount:,.2f} owed"


def open_breaches(lines: Sequence[AreaLine]) -> list[tuple[str, Item]]:
    """Every open breach behind page 1's marks, area by area (R7): what its verdict counts."""
    return [(line.title, i) for line in lines for i in line.open_items if i.breach]


def breach_verdict(lines: Sequence[AreaLine]) -> str:
    """Page 1's one overall verdict (R7): "No open breach.", or how many and the first
    two, their states in the areas below."""
    found = open_breaches(lines)
    if not found:
        return "No open breach."
    listed = "; ".join(
        f"{i.verdict or i.what}{f', due {i.due}' if i.due else ''}" for _, i in found[:2]
    )
    more = len(found) - 2
    noun = "open breach" if len(found) == 1 else "open breaches"
    return f"{number(len(found))} {noun}: {listed}" + (
        f"; and {number(more)} more, below." if more > 0 else "."
    )


def verdict(report: VerifyReport) -> str:
    """The audit trail's verification in one plain sentence (R6)."""
    if report.ok:
        return (
            f"The audit trail checks out: none of its {number(report.entries)} entries was "
            "changed or removed, and every record of this establishment matches its history."
        )
    count = len(report.problems)
    first = report.problems[0].rstrip(".")
    first += "."
    if len(first) > FIRST_PROBLEM_CHARS:
        first = first[: FIRST_PROBLEM_CHARS - 1].rstrip() + "…"
    more = " All are listed on page 2." if count > 1 else ""
    return (
        f"The audit trail does NOT check out: {count} problem{'s' if count > 1 else ''} "
        f"found, the first: {first}{more}"
    )


def answer_parts(
    db: Database,
    est_id: int,
    window: Window,
    verification: VerifyReport,
    obligations: Sequence[Obligation] | None = None,
    *,
    fingerprint: str = "",
) -> list[Part]:
    """The summary pages of the packet: page 1, the answer, and page 2, the details;
    ``obligations`` (all history, as of the window's end) when the caller has them;
    ``fingerprint``, the SHA-256 of the zip's SHA256SUMS when the PDF goes in one."""
    est = get_establishment(db, est_id)
    lines = area_lines(records_of(db, est_id, window, obligations))
    calendar = calendar_text(db, est_id, window)
    pairs = contradictions(db, est_id, window.start, window.end)
    entries = records_entered_late(db, est_id, window.start, window.end)
    late = late_entry_lines(entries)
    said = [disagreement_text(pair) for pair in pairs] + late
    found = details_of(lines, room_on_page_two(verification, calendar, said))
    first = page_one(
        est,
        window,
        lines,
        verdict(verification),
        found,
        followed=profile_of(db, est_id),
        verdict=breach_verdict(lines),
        entries=entries,
        fingerprint=fingerprint,
    )
    return [
        Part(first),
        Part(
            page_two(
                est, window, found, verification, calendar, disagreements=pairs, late_entries=late
            )
        ),
    ]
