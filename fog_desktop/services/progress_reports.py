"""The progress reports of a compliance schedule agreement, each a record of its own
(rules.md R8e; Reports 4): a report the agreement or the program manager asks for by a
date is owed until it is sent; one sent without a due date is kept as sent.

A report as entered is corrected by an amendment; a report owed and then sent is an
update in the audit trail (a step of its life), its due date kept (R6).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_date
from fog_desktop.rules.enforcement import progress_report_obligation
from fog_desktop.rules.obligations import Obligation, ObligationState
from fog_desktop.services import records, units
from fog_desktop.services.collecting import Scope
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.inspections import not_after_today
from models import ComplianceMilestone, ProgressReport

#: How the command line and messages name a report: PR-7 is report 7.
PREFIX = "PR-"


def report_ref(pk: int) -> str:
    return f"{PREFIX}{pk}"


def report_pk(text: str) -> int | None:
    """The id of a report named "PR-7" or "7"; None for anything else."""
    bare = text.strip().upper().removeprefix(PREFIX)
    return int(bare) if bare.isdigit() else None


@dataclass
class ReportInput(AsTyped["ReportRow"]):
    """A progress report as typed: dates YYYY-MM-DD, either may be empty."""

    due_on: str = ""
    reported_on: str = ""
    report: str = ""


@dataclass(frozen=True)
class ReportColumns:
    """A report's columns, typed: no due date for one sent unasked, no sent date while
    it is owed."""

    due_on: date | None
    reported_on: date | None
    report: str


@dataclass(frozen=True)
class ReportValues(ReportColumns, records.Values[ProgressReport]):
    """A report as :func:`validate` checked it."""


def label(report: ProgressReport) -> str:
    when = f"due {report.due_on}" if report.due_on else f"of {report.reported_on}"
    return f"Progress report on milestone {report.milestone_pk} {when}"


_REPORTS = records.RecordType(ProgressReport, noop("Records", "progress report"), label)
#: Only to find the milestone a report is on: services/milestones.py changes milestones
#: (and reads this module for their rows), so no label is ever made here.
_MILESTONES = records.RecordType(
    ComplianceMilestone, noop("Records", "compliance schedule milestone"), lambda _m: ""
)


def not_before_agreement(
    problems: Problems, field: str, day: date | None, milestone: ComplianceMilestone
) -> None:
    """Refuse a day of a milestone's life before its agreement was signed (R8e)."""
    if day is not None and day < milestone.agreed_on:
        problems.add(
            field,
            translate("City", "It can't be before the agreement ({day}).").format(
                day=day_text(milestone.agreed_on)
            ),
        )


def validate(milestone: ComplianceMilestone, data: ReportInput, today: date) -> ReportValues:
    """A report is due by a date, sent on one, or both; a sent one says what it said.
    Nothing is due or sent before the agreement, and nothing is sent in the future."""
    check_storable(asdict(data))
    problems = Problems()
    due_on = problems.parse(parse_date, data.due_on, "due_on", translate("City", "Report due"))
    reported_on = problems.parse(
        parse_date, data.reported_on, "reported_on", translate("City", "Date sent")
    )
    report = data.report.strip()
    parsed = not problems.about("due_on") and not problems.about("reported_on")
    if due_on is None and reported_on is None and parsed:
        problems.add(
            "due_on",
            translate("City", "Enter the date the report is due, the date it was sent, or both."),
        )
    if reported_on is not None and not report:
        problems.add("report", translate("City", "Write what the report said."))
    not_after_today(problems, "reported_on", reported_on, today)
    for field, day in (("due_on", due_on), ("reported_on", reported_on)):
        not_before_agreement(problems, field, day, milestone)
    problems.check()
    return ReportValues(due_on=due_on, reported_on=reported_on, report=report)


def add(
    session: Session, milestone: ComplianceMilestone, data: ReportInput, actor: str, *, today: date
) -> ProgressReport:
    """Record a report on ``milestone`` within an open unit of work (the import)."""
    values = validate(milestone, data, today)
    return _REPORTS.add(
        session,
        values,
        actor,
        establishment_id=milestone.establishment_id,
        milestone_pk=milestone.id,
    )


def record_report(
    db: Database, milestone_pk: int, data: ReportInput, actor: str, *, today: date
) -> ProgressReport:
    """Record a progress report due, sent, or both, on a milestone (R8e)."""
    with db.write() as session:
        return add(session, _MILESTONES.get(session, milestone_pk), data, actor, today=today)


def _checked(
    session: Session, report: ProgressReport, data: ReportInput, today: date
) -> ReportValues:
    return validate(_MILESTONES.get(session, report.milestone_pk), data, today)


def amend_report(
    db: Database, pk: int, data: ReportInput, actor: str, *, today: date, reason: str = ""
) -> ProgressReport:
    """Correct a report as entered (R6)."""
    return _REPORTS.amend_by_id(
        db, pk, lambda session, report: _checked(session, report, data, today), actor, reason
    )


def send_report(
    db: Database, pk: int, reported_on: str, report: str, actor: str, *, today: date
) -> ProgressReport:
    """Record a report owed as sent on ``reported_on``, saying ``report``: a step of its
    life, its due date kept (R8e)."""
    with db.write() as session:
        stored = _REPORTS.get(session, pk)
        if stored.reported_on is not None:
            raise ValidationError.single(
                "reported_on",
                translate("City", "This report was sent on {day}; correct it with Amend.").format(
                    day=day_text(stored.reported_on)
                ),
            )
        data = ReportInput(stored.due_on.isoformat() if stored.due_on else "", reported_on, report)
        values = _checked(session, stored, data, today)
        _REPORTS.amend(session, stored, values, actor, "Progress report sent", correction=False)
        return stored


void_report = _REPORTS.void_by_id


@dataclass(frozen=True, kw_only=True)
class ReportRow(ReportColumns):
    """A report as the milestones' list, the command line, the workbook and the packet
    show it, with the milestone it reports on."""

    id: int
    milestone_id: int
    agreement: str
    milestone: str
    milestone_due_on: date
    status_text: str
    is_void: bool

    @property
    def ref(self) -> str:
        return report_ref(self.id)

    def state(self, as_of: date) -> ObligationState | None:
        """Where the report stands on ``as_of`` as a duty (R8e): None for one sent
        without a due date, or void, which owe nothing."""
        if self.due_on is None or self.is_void:
            return None
        owed = progress_report_obligation(
            self.agreement, self.milestone, self.due_on, self.reported_on, as_of=as_of, source=""
        )
        return owed.state(as_of)


def row_of(report: ProgressReport, milestone: ComplianceMilestone) -> ReportRow:
    return ReportRow(
        **records.shown(report, ReportColumns),
        milestone_id=milestone.id,
        agreement=milestone.agreement,
        milestone=milestone.milestone,
        milestone_due_on=milestone.due_on,
    )


def _ordered(rows: list[ReportRow]) -> list[ReportRow]:
    """By the day each is due, or was sent when none was set, then as entered."""
    return sorted(rows, key=lambda r: ((r.due_on or r.reported_on or date.max), r.id))


def list_reports(db: Database, establishment_id: int) -> list[ReportRow]:
    """Every report of every milestone, void ones included (R6), by agreement, milestone
    and day."""
    load = (joinedload(ProgressReport.milestone),)
    rows = units.listed(
        db, ProgressReport, establishment_id, lambda r: row_of(r, r.milestone), load=load
    )
    by_milestone = sorted(rows, key=lambda r: (r.agreement, r.milestone_due_on, r.milestone_id))
    keys = list(dict.fromkeys(r.milestone_id for r in by_milestone))
    return [row for key in keys for row in _ordered([r for r in rows if r.milestone_id == key])]


def reports_of(milestone: ComplianceMilestone) -> tuple[ReportRow, ...]:
    """The reports of a milestone read with it, in order."""
    return tuple(_ordered([row_of(r, milestone) for r in milestone.reports]))


def progress_report_obligations(scope: Scope) -> Iterator[Obligation]:
    """Each report in use with a due date, of a milestone in use: owed until sent (R8e)."""
    found = scope.session.execute(
        select(ProgressReport, ComplianceMilestone)
        .join(ComplianceMilestone, ProgressReport.milestone_pk == ComplianceMilestone.id)
        .where(
            ProgressReport.establishment_id == scope.establishment.id,
            ProgressReport.voided_at.is_(None),
            ProgressReport.due_on.is_not(None),
            ComplianceMilestone.voided_at.is_(None),
            ComplianceMilestone.agreed_on <= scope.as_of,
        )
    ).all()
    for report, milestone in found:
        assert report.due_on is not None
        yield progress_report_obligation(
            milestone.agreement,
            milestone.milestone,
            report.due_on,
            report.reported_on,
            as_of=scope.as_of,
            source=f"progress_reports:{report.id}",
        )
