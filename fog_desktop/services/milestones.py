"""The milestones of compliance schedule agreements with the city: what is to be done by
when, and the day it was done (rules.md R8e, R6). Each progress report on a milestone is
a record of its own (services/progress_reports.py).

A milestone as agreed is corrected by an amendment; the milestone done is recorded as it
happens, an update in the audit trail that keeps its status. A milestone recorded before
reports were records keeps its latest report on itself, shown as such.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import date

from sqlalchemy.orm import Session, selectinload

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_date
from fog_desktop.rules.enforcement import milestone_obligation
from fog_desktop.rules.obligations import Obligation
from fog_desktop.services import progress_reports, records, units
from fog_desktop.services.collecting import Scope
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.inspections import not_after_today
from fog_desktop.services.progress_reports import ReportInput, ReportRow, reports_of
from models import ComplianceMilestone


@dataclass
class MilestoneInput(AsTyped["MilestoneRow"]):
    """A milestone as agreed, typed: dates YYYY-MM-DD."""

    agreement: str = ""
    agreed_on: str = ""
    milestone: str = ""
    due_on: str = ""


@dataclass
class ProgressInput(AsTyped["MilestoneRow"]):
    """The day the milestone was done, and the latest progress report a milestone kept on
    itself before reports were records (a workbook exported then brings it back)."""

    progress_report: str = ""
    reported_on: str = ""
    done_on: str = ""


@dataclass(frozen=True)
class MilestoneColumns:
    """A milestone's columns as agreed, typed."""

    agreement: str
    agreed_on: date
    milestone: str
    due_on: date


@dataclass(frozen=True)
class MilestoneValues(MilestoneColumns, records.Values[ComplianceMilestone]):
    """A milestone as :func:`validate` checked it."""


@dataclass(frozen=True)
class ProgressColumns:
    """The progress of a milestone, typed: None while not reported or not done."""

    progress_report: str
    reported_on: date | None
    done_on: date | None


@dataclass(frozen=True)
class ProgressValues(ProgressColumns, records.Values[ComplianceMilestone]):
    """The progress as :func:`validate_progress` checked it."""


def label(milestone: ComplianceMilestone) -> str:
    return f"Milestone of {milestone.agreement} due {milestone.due_on}"


_MILESTONES = records.RecordType(
    ComplianceMilestone, noop("Records", "compliance schedule milestone"), label
)


def validate(data: MilestoneInput, today: date) -> MilestoneValues:
    check_storable(asdict(data))
    problems = Problems()
    missing = translate("City", "Enter the agreement's name or number, as the city wrote it.")
    agreement = problems.required_text(data.agreement, "agreement", missing)
    agreed_on = problems.required_date(
        data.agreed_on,
        "agreed_on",
        translate("City", "Date agreed"),
        translate("City", "Enter the date the agreement was signed."),
    )
    not_after_today(problems, "agreed_on", agreed_on, today)
    missing = translate("City", "Write what is to be done by the due date.")
    milestone = problems.required_text(data.milestone, "milestone", missing)
    due_on = problems.required_date(
        data.due_on,
        "due_on",
        translate("City", "Due date"),
        translate("City", "Enter the date the agreement sets for it."),
    )
    if due_on is not None and agreed_on is not None and due_on < agreed_on:
        problems.add(
            "due_on",
            translate("City", "The due date can't be before the agreement ({day}).").format(
                day=day_text(agreed_on)
            ),
        )
    problems.check()
    assert agreed_on is not None and due_on is not None
    return MilestoneValues(
        agreement=agreement, agreed_on=agreed_on, milestone=milestone, due_on=due_on
    )


def validate_progress(
    milestone: ComplianceMilestone, data: ProgressInput, today: date
) -> ProgressValues:
    """A report needs its date and its text; nothing reported or done before the
    agreement, nor in the future."""
    check_storable(asdict(data))
    problems = Problems()
    report = data.progress_report.strip()
    reported_on = problems.parse(
        parse_date, data.reported_on, "reported_on", translate("City", "Date reported")
    )
    done_on = problems.parse(parse_date, data.done_on, "done_on", translate("City", "Date done"))
    if report and reported_on is None and not problems.about("reported_on"):
        problems.add("reported_on", translate("City", "Enter the date of the progress report."))
    if reported_on is not None and not report:
        problems.add("progress_report", translate("City", "Write what the report said."))
    for field, day in (("reported_on", reported_on), ("done_on", done_on)):
        not_after_today(problems, field, day, today)
        progress_reports.not_before_agreement(problems, field, day, milestone)
    problems.check()
    return ProgressValues(progress_report=report, reported_on=reported_on, done_on=done_on)


def add(
    session: Session, establishment_id: int, data: MilestoneInput, actor: str, *, today: date
) -> ComplianceMilestone:
    """Record within an open unit of work (the demo and the import)."""
    values = validate(data, today)
    return _MILESTONES.add(session, values, actor, establishment_id=establishment_id)


#: Record a milestone of a compliance schedule agreement (R8e).
record_milestone = units.own_unit(add)


def amend_milestone(
    db: Database, pk: int, data: MilestoneInput, actor: str, *, today: date, reason: str = ""
) -> ComplianceMilestone:
    return _MILESTONES.amend_by_id(db, pk, lambda _s, _m: validate(data, today), actor, reason)


def progress(
    session: Session,
    milestone: ComplianceMilestone,
    data: ProgressInput,
    actor: str,
    *,
    today: date,
) -> bool:
    """Record the milestone done (or, from a workbook of before reports were records, its
    latest report) within an open unit of work."""
    values = validate_progress(milestone, data, today)
    reason = "Milestone done" if values.done_on and not milestone.done_on else "Progress reported"
    return _MILESTONES.amend(session, milestone, values, actor, reason, correction=False)


def report_progress(
    db: Database, pk: int, data: ProgressInput, actor: str, *, today: date
) -> ComplianceMilestone:
    """Record the milestone done as it happens (R8e)."""
    return _MILESTONES.change_by_id(
        db, pk, lambda session, milestone: progress(session, milestone, data, actor, today=today)
    )


def record_progress(
    db: Database,
    pk: int,
    sent: ReportInput | None,
    done: ProgressInput | None,
    actor: str,
    *,
    today: date,
) -> None:
    """A progress report sent (a record of its own) and the milestone done, stored
    together or, when either is refused, neither (R8e)."""

    def record(session: Session, milestone: ComplianceMilestone) -> None:
        if sent is not None:
            progress_reports.add(session, milestone, sent, actor, today=today)
        if done is not None:
            progress(session, milestone, done, actor, today=today)

    _MILESTONES.change_by_id(db, pk, record)


void_milestone = _MILESTONES.void_by_id


@dataclass(frozen=True, kw_only=True)
class MilestoneRow(MilestoneColumns, ProgressColumns):
    """A milestone as the City inspections page, the command line and the packet show it,
    with its progress reports; ``progress_report`` and ``reported_on`` are its latest
    report from before reports were records ("" and None for the others)."""

    id: int
    reports: tuple[ReportRow, ...]
    entered_by: str
    status_text: str
    is_void: bool


def list_milestones(db: Database, establishment_id: int) -> list[MilestoneRow]:
    """Every milestone, void ones included (R6), by agreement and due date."""
    load = (selectinload(ComplianceMilestone.reports),)
    rows = units.listed(db, ComplianceMilestone, establishment_id, _row, load=load)
    return sorted(rows, key=lambda r: (r.agreed_on, r.agreement, r.due_on, r.id))


def _row(m: ComplianceMilestone) -> MilestoneRow:
    return MilestoneRow(
        **records.shown(m, MilestoneColumns),
        progress_report=m.progress_report,
        reported_on=m.reported_on,
        done_on=m.done_on,
        entered_by=m.entered_by,
        reports=reports_of(m),
    )


def milestone_obligations(scope: Scope) -> Iterator[Obligation]:
    """Each milestone in use of each compliance schedule agreement, due on its date and
    met when done (R8e)."""
    for m in scope.in_use(ComplianceMilestone, ComplianceMilestone.agreed_on <= scope.as_of):
        yield milestone_obligation(
            m.agreement,
            m.milestone,
            m.due_on,
            m.done_on,
            as_of=scope.as_of,
            source=f"compliance_milestones:{m.id}",
        )
