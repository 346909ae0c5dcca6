"""The Progress reports sheet: each report on a compliance schedule milestone, written
from the records and read back on import (R8e, records-workbook.md)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

from sqlalchemy import select

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps
from fog_desktop.exchange.rows import Row, Window, milestones_in
from fog_desktop.i18n import translate
from fog_desktop.services import progress_reports
from fog_desktop.services.progress_reports import ReportInput
from models import ComplianceMilestone, ProgressReport, Record


def progress_report_rows(db: Database, est_id: int, window: Window) -> Iterator[Row]:
    """The reports of the window's milestones, each named as its milestone's row is."""
    for m in milestones_in(db, est_id, window):
        for r in m.reports:
            yield [m.agreement, m.milestone, m.due_on, r.due_on, r.reported_on, r.report,
                   r.status_text]  # fmt: skip


def _same(column: Any, day: date | None) -> Any:
    return column.is_(None) if day is None else column == day


def import_report(steps: ImportSteps, row: SheetRow) -> Record | None:
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
