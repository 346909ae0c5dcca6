"""The first pages of the packet (R7): page 1, the answer, one line per area of the
ordinance with its mark, its counts and its open items, and the audit trail's verdict;
page 2, the details behind the marks. Together they are the "summary only" hand-over.

The areas are :data:`AREAS`; the counting is :func:`area_lines`, records in and lines
out (:mod:`~fog_desktop.reports.area_lines`), and what each page has room for
:mod:`~fog_desktop.reports.answer_room`, so both are tested without a database or Qt; the
HTML is made at the edge, from the lines (:mod:`~fog_desktop.reports.answer_pages`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import calendar_text
from fog_desktop.reports.answer_pages import page_one, page_two
from fog_desktop.reports.answer_room import details_of, room_on_page_two
from fog_desktop.reports.area_lines import (
    Area,
    AreaLine,
    Duty,
    DutyArea,
    ManifestArea,
    Records,
    number,
)
from fog_desktop.reports.pdf import Part
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services import maintenance
from fog_desktop.services.employees import list_employees
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.maintenance import MaintenanceFilter
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import profile_of
from models import DeviceType, Service

#: The most of the audit trail's first problem that page 1 quotes; page 2 has it whole.
FIRST_PROBLEM_CHARS = 160


_DEVICES = frozenset({DeviceType.INTERCEPTOR.value, DeviceType.OTHER.value})

#: The areas of page 1, in order. An area of another rule (R8) is one more entry here.
AREAS: tuple[Area, ...] = (
    DutyArea(
        "Interceptor maintenance",
        "R1, R2, R8d",
        (
            Duty(
                (ObligationKind.PUMP_OUT,), "pump-out due", "pump-outs due", "Pump-out of {subject}"
            ),
            Duty(
                (ObligationKind.SERVICE_NOW,),
                "reading over {limit_percent}%",
                "readings over {limit_percent}%",
                "Service of {subject} after a reading over {limit_percent}%",
                met="serviced at once",
                late="serviced late",
                overdue="awaiting service",
            ),
            Duty(
                (ObligationKind.EARLY_PUMP_OUT,),
                "early pump-out",
                "early pump-outs",
                "Pump-out of {subject} before its predicted {limit_percent}% "
                "(fills faster than its schedule)",
            ),
        ),
        device_types=_DEVICES,
    ),
    DutyArea(
        "Grease traps",
        "R3",
        (
            Duty(
                (ObligationKind.TRAP_CLEANING,),
                "trap cleaning due",
                "trap cleanings due",
                "Cleaning of {subject}",
            ),
        ),
        device_types=frozenset({DeviceType.TRAP.value}),
        routine=True,
    ),
    ManifestArea(),
    DutyArea(
        "Training",
        "R4",
        (
            Duty(
                (ObligationKind.NEW_HIRE_TRAINING,),
                "new hire",
                "new hires",
                "New-hire training of {subject}",
                met="trained within {new_hire_days} days",
                late="trained late",
                overdue="overdue for training",
            ),
            Duty(
                (ObligationKind.SEMIANNUAL_TRAINING,),
                "half-year training due",
                "half-year trainings due",
                "{half} training of {subject}",
            ),
        ),
    ),
    DutyArea(
        "Incidents",
        "R5",
        (
            Duty(
                (ObligationKind.CITY_PHONE_NOTICE, ObligationKind.HEALTH_DEPT_PHONE_NOTICE),
                "phone notice",
                "phone notices",
                "{kind} for {subject}",
                met="made within the hour",
                late="made late",
            ),
            Duty(
                (ObligationKind.WRITTEN_CONFIRMATION,),
                "written confirmation due",
                "written confirmations due",
                "Written confirmation of {subject}",
                met="sent within {confirmation_working_days} working days",
                late="sent late",
            ),
        ),
        subjects=("incident", "incidents"),
    ),
    DutyArea(
        "City enforcement",
        "R8e",
        (
            Duty(
                (ObligationKind.HEARING_REQUEST, ObligationKind.APPEAL),
                "hearing request or appeal",
                "hearing requests and appeals",
                "{kind} on {subject}",
                met="received in time",
                late="received late",
            ),
            Duty(
                (ObligationKind.CIVIL_PENALTY_PAYMENT, ObligationKind.CLEANUP_COST_PAYMENT),
                "payment to the city",
                "payments to the city",
                "{kind} on {subject}",
                met="paid on time",
                late="paid late",
            ),
            Duty(
                (ObligationKind.INTERCEPTOR_INSTALLATION,),
                "interceptor required",
                "interceptors required",
                "Interceptor installation after {subject}",
                met="installed in time",
                late="installed late",
            ),
            Duty(
                (ObligationKind.COMPLIANCE_MILESTONE,),
                "compliance milestone",
                "compliance milestones",
                "Milestone of {subject}",
                met="done on time",
                late="done late",
            ),
        ),
    ),
    DutyArea(
        "Self-inspection",
        "R8c",
        (
            Duty(
                (ObligationKind.SELF_INSPECTION,),
                "checklist due",
                "checklists due",
                "Self-inspection checklist",
                met="walked on time",
                late="walked late",
            ),
            Duty(
                (ObligationKind.CORRECTIVE_ACTION,),
                "item found not OK",
                "items found not OK",
                "Corrective action: {subject}",
                met="fixed within 7 days",
                late="fixed late",
                overdue="not fixed",
            ),
        ),
    ),
    DutyArea(
        "Planned changes",
        "R8a",
        (
            Duty(
                (ObligationKind.PLANNED_CHANGE_NOTICE,),
                "notice due",
                "notices due",
                "Notice of the planned change: {subject}",
                met="sent in time",
                late="sent late",
            ),
        ),
        subjects=("planned change", "planned changes"),
    ),
    DutyArea(
        "Conditional waivers",
        "R8b",
        (
            Duty(
                (ObligationKind.WAIVER_FEE,),
                "annual fee due",
                "annual fees due",
                "{subject}: grease cleaning fee",
                met="paid on time",
                late="paid late",
            ),
            Duty(
                (ObligationKind.SEWER_MAIN_CLEANING,),
                "sewer main cleaning due",
                "sewer main cleanings due",
                "{subject}: sewer main cleaning",
            ),
            Duty(
                (ObligationKind.INTERCEPTOR_AFTER_REVOCATION,),
                "interceptor owed after a revocation",
                "interceptors owed after revocations",
                "{subject} revoked: interceptor owed",
                met="installed in time",
                late="installed late",
            ),
        ),
        subjects=("waiver", "waivers"),
    ),
)


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
    return Records(
        window,
        obligations
        if obligations is not None
        else obligations_for(db, est_id, as_of, all_history=True, profile=profile),
        log,
        {e.employee_id: f"{e.name} ({e.employee_id})" for e in people},
        numbers=profile.numbers(),
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
) -> list[Part]:
    """The summary pages of the packet: page 1, the answer, and page 2, the details;
    ``obligations`` (all history, as of the window's end) when the caller has them."""
    est = get_establishment(db, est_id)
    lines = area_lines(records_of(db, est_id, window, obligations))
    calendar = calendar_text(db, est_id, window)
    found = details_of(lines, room_on_page_two(verification, calendar))
    return [
        Part(
            page_one(
                est, window, lines, verdict(verification), found, followed=profile_of(db, est_id)
            )
        ),
        Part(page_two(est, window, found, verification, calendar)),
    ]
