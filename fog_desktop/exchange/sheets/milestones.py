"""The Compliance milestones and Progress reports sheets: the compliance schedule
agreements with the city, each milestone, and each report on one (R8e)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.data_sheet import DataSheet, in_window
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps, through_service
from fog_desktop.exchange.layout import STATUS, Column, Kind, Sheet
from fog_desktop.exchange.rows import Row, Window
from fog_desktop.i18n import translate
from fog_desktop.services import milestones, progress_reports
from fog_desktop.services.milestones import MilestoneInput, ProgressInput
from fog_desktop.services.progress_reports import ReportInput
from models import ComplianceMilestone, ProgressReport, Record

#: The milestones of compliance schedule agreements with the city (R8e).
COMPLIANCE_MILESTONES = Sheet(
    "Compliance milestones",
    (
        Column("Agreement", key=True, width=14, fields=("agreement",)),
        Column("Agreed on", Kind.DATE, 12, fields=("agreed_on",)),
        Column("Milestone", key=True, width=40, fields=("milestone",)),
        Column("Due", Kind.DATE, 12, key=True, fields=("due_on",)),
        Column("Progress report", width=40, fields=("progress_report",)),
        Column("Reported on", Kind.DATE, 12, fields=("reported_on",)),
        Column("Done on", Kind.DATE, 12, fields=("done_on",)),
        STATUS,
    ),
)


#: Each progress report on a milestone, due by a date, sent on one, or both (R8e): the
#: milestone is named as on the Compliance milestones sheet.
PROGRESS_REPORTS = Sheet(
    "Progress reports",
    (
        Column("Agreement", key=True, width=14, fields=("agreement",)),
        Column("Milestone", key=True, width=34, fields=("milestone",)),
        Column("Milestone due", Kind.DATE, 12, key=True, fields=("milestone_due_on",)),
        Column("Due", Kind.DATE, 12, key=True, fields=("due_on",)),
        Column("Sent on", Kind.DATE, 12, key=True, fields=("reported_on",)),
        Column("Report", width=44, fields=("report",)),
        STATUS,
    ),
)


def milestones_in(db: Database, est_id: int, window: Window) -> list[milestones.MilestoneRow]:
    """The compliance milestones agreed or due in the window, or with a progress report
    due or sent in it (R8e, R6)."""
    return [
        m
        for m in milestones.list_milestones(db, est_id)
        if any(window.holds(day) for day in (m.agreed_on, m.due_on, m.reported_on))
        or any(window.holds(r.due_on) or window.holds(r.reported_on) for r in m.reports)
    ]


def milestone_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The compliance milestones of the window (:func:`milestones_in`)."""
    for m in milestones_in(db, est_id, window):
        yield [m.agreement, m.agreed_on, m.milestone, m.due_on, m.progress_report,
               m.reported_on, m.done_on, m.status_text]  # fmt: skip


def progress_report_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The reports of the window's milestones, each named as its milestone's row is."""
    for m in milestones_in(db, est_id, window):
        for r in m.reports:
            yield [m.agreement, m.milestone, m.due_on, r.due_on, r.reported_on, r.report,
                   r.status_text]  # fmt: skip


def store_milestone(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One milestone of an agreement and its progress (R8e)."""
    agreement, milestone, due = row.text("Agreement"), row.text("Milestone"), row.text("Due")
    due_on = row.day("Due")
    if due_on is not None and steps.find_any(
        ComplianceMilestone,
        ComplianceMilestone.agreement == agreement,
        ComplianceMilestone.milestone == milestone,
        ComplianceMilestone.due_on == due_on,
    ):
        return None
    data = MilestoneInput(agreement, row.text("Agreed on"), milestone, due)
    stored = milestones.add(steps.session, steps.est.id, data, steps.actor, today=steps.today)
    progress = ProgressInput(
        row.text("Progress report"), row.text("Reported on"), row.text("Done on")
    )
    if progress != ProgressInput():
        milestones.progress(steps.session, stored, progress, steps.actor, today=steps.today)
    return stored


def _same(column: Any, day: date | None) -> Any:
    return column.is_(None) if day is None else column == day


def store_report(steps: ImportSteps, row: SheetRow) -> Record | None:
    """One report, on the milestone its row names (imported before it, from the
    Compliance milestones sheet); a report stored already is skipped."""
    agreement, milestone_text = row.text("Agreement"), row.text("Milestone")
    milestone = steps.session.scalar(
        select(ComplianceMilestone)
        .where(
            ComplianceMilestone.establishment_id == steps.est.id,
            ComplianceMilestone.agreement == agreement,
            ComplianceMilestone.milestone == milestone_text,
            ComplianceMilestone.due_on == row.day("Milestone due"),
        )
        .order_by(ComplianceMilestone.voided_at.is_not(None), ComplianceMilestone.id)
        .limit(1)
    )
    if milestone is None:
        raise ValidationError.single(
            "milestone",
            translate(
                "Import",
                "There is no milestone {milestone} of {agreement} due {day}: it must be on "
                "the Compliance milestones sheet.",
            ).format(milestone=milestone_text, agreement=agreement, day=row.text("Milestone due")),
        )
    due_on, reported_on = row.day("Due"), row.day("Sent on")
    stored = select(ProgressReport.id).where(
        ProgressReport.milestone_pk == milestone.id,
        _same(ProgressReport.due_on, due_on),
        _same(ProgressReport.reported_on, reported_on),
    )
    if row.status() is None:
        stored = stored.where(ProgressReport.voided_at.is_(None))
    if steps.session.scalar(stored.limit(1)) is not None:
        return None
    data = ReportInput(row.text("Due"), row.text("Sent on"), row.text("Report"))
    return progress_reports.add(steps.session, milestone, data, steps.actor, today=steps.today)


COMPLIANCE_MILESTONES_SHEET = DataSheet(
    COMPLIANCE_MILESTONES, in_window(milestone_rows), through_service(store_milestone)
)
PROGRESS_REPORTS_SHEET = DataSheet(
    PROGRESS_REPORTS, in_window(progress_report_rows), through_service(store_report)
)
