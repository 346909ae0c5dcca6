"""Compliance schedule milestones on the City inspections page: each milestone of an
agreement with the city and the day it was done, and below, its progress reports (R8e,
R6)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from typing import Any

from PySide6.QtWidgets import QPushButton, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.milestones import (
    MilestoneInput,
    MilestoneRow,
    ProgressInput,
    amend_milestone,
    list_milestones,
    record_milestone,
    report_progress,
    void_milestone,
)
from ui.city.fields import Spec, SpecFormDialog, build, fill, typed
from ui.city.reports import ReportsList
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import new_form
from ui.records_page import RecordsPage
from ui.rows import Column, RowsModel, date_column
from ui.tables import stretch_column


def next_report_due(m: MilestoneRow) -> date | None:
    """The earliest day a report on ``m`` in use and not sent yet is due (R8e)."""
    owed = [r.due_on for r in m.reports if not r.is_void and r.reported_on is None and r.due_on]
    return min(owed, default=None)


class MilestonesModel(RowsModel[MilestoneRow]):
    """Milestones by agreement and due date; void ones greyed (R6)."""

    AGREEMENT, AGREED, MILESTONE, DUE, NEXT_REPORT, DONE, STATUS = range(7)

    def columns(self) -> list[Column[MilestoneRow]]:
        return [
            Column(translate("MilestonesModel", "Agreement"), lambda m: m.agreement),
            date_column(translate("MilestonesModel", "Agreed"), lambda m: m.agreed_on),
            Column(translate("MilestonesModel", "Milestone"), lambda m: m.milestone),
            date_column(translate("MilestonesModel", "Due"), lambda m: m.due_on),
            date_column(
                translate("MilestonesModel", "Next report due"),
                next_report_due,
                short=translate("MilestonesModel", "Next report\ndue"),
            ),
            date_column(translate("MilestonesModel", "Done"), lambda m: m.done_on),
            self.status_column(),
        ]

    def search_text(self, row: MilestoneRow) -> str:
        reports = (r.report for r in row.reports)
        return "\n".join((row.agreement, row.milestone, row.progress_report, *reports))


class MilestoneFormDialog(SpecFormDialog[MilestoneRow]):
    ADD_TITLE = noop("MilestoneFormDialog", "Record a compliance schedule milestone")
    ADD_TEXT = noop("MilestoneFormDialog", "Record milestone")
    INPUT = MilestoneInput
    FIELDS = (
        Spec(
            "agreement",
            noop("MilestoneFormDialog", "Agreement"),
            hint=noop("MilestoneFormDialog", "Its name or number, as the city wrote it."),
        ),
        Spec("agreed_on", noop("MilestoneFormDialog", "Date signed"), "date"),
        Spec("milestone", noop("MilestoneFormDialog", "Milestone"), "text"),
        Spec("due_on", noop("MilestoneFormDialog", "Due date"), "date"),
    )

    def amend_title(self, milestone: MilestoneRow) -> str:
        return translate("MilestoneFormDialog", "Amend the milestone of {agreement}").format(
            agreement=milestone.agreement
        )

    def submit(self) -> Callable[[], int]:
        data, establishment_id = MilestoneInput(**typed(self.fields)), self.establishment_id
        db, actor, today = self.context.db, self.context.actor, self.context.today()
        return self.adding_or_amending(
            lambda: record_milestone(db, establishment_id, data, actor, today=today),
            lambda pk, reason: amend_milestone(db, pk, data, actor, today=today, reason=reason),
        )


class DoneDialog(FormDialog[int]):
    """The day a milestone was done (R8e): a step of its life."""

    FIELDS = (Spec("done_on", noop("DoneDialog", "Date done"), "date"),)

    def __init__(
        self, parent: QWidget | None, context: AppContext, milestone: MilestoneRow
    ) -> None:
        super().__init__(
            parent,
            translate("DoneDialog", "Done: {milestone}").format(milestone=milestone.milestone),
            translate("DoneDialog", "Record"),
        )
        self.context, self.pk = context, milestone.id
        #: The milestone as stored: its latest report of before reports were records kept.
        self.as_stored = ProgressInput.of(milestone)
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        fill(self.fields, {"done_on": self.as_stored.done_on or context.today().isoformat()})
        self.content.addLayout(form)
        self.setMinimumWidth(420)

    def submit(self) -> Callable[[], int]:
        data = replace(self.as_stored, **typed(self.fields))
        context, pk, today = self.context, self.pk, self.context.today()
        return lambda: report_progress(context.db, pk, data, context.actor, today=today).id


class MilestonesSection(RecordsPage[MilestoneRow]):
    """The compliance schedule milestones, under the inspections; below them, the
    progress reports of the milestone chosen (R8e)."""

    title = noop("Page", "Compliance schedules")
    HEADING = noop("MilestonesSection", "Compliance schedules")
    ADD_TEXT = noop("MilestonesSection", "Record milestone…")
    COUNT = noop("MilestonesSection", "%n milestone(s)")
    NO_RECORDS = noop(
        "MilestonesSection",
        "No compliance schedule agreement recorded. If the city asks for one, record each "
        "milestone with its due date, and each progress report as the city asks for it or "
        "you send it.",
    )

    def __init__(self, context: AppContext) -> None:
        self.reports = ReportsList(context, self.select)
        super().__init__(context, MilestonesModel(), self.reports, void=void_milestone)
        self.table.setObjectName("milestones_table")
        self.splitter.setStretchFactor(1, 1)  # the milestones and their reports alike
        stretch_column(self.table, MilestonesModel.MILESTONE)
        self.done_button = QPushButton(translate("MilestonesSection", "Done…"))
        self.done_button.setToolTip(translate("MilestonesSection", "Record the day it was done"))
        self.done_button.clicked.connect(self.record_done)
        self.button_row.insertWidget(self.button_row.count() - 1, self.done_button)
        self.record_buttons.append(self.done_button)
        self.reports.records_changed.connect(self.changed)
        self.update_buttons()

    def show_read(self, loaded: list[MilestoneRow]) -> None:
        super().show_read(loaded)
        self.reports.refresh()

    def show_detail(self, row: MilestoneRow | None) -> None:
        self.reports.show_milestone(row)

    def read(self, establishment_id: int) -> list[MilestoneRow]:
        return list_milestones(self.context.db, establishment_id)

    def form(self, establishment_id: int, row: MilestoneRow | None) -> FormDialog[Any]:
        return MilestoneFormDialog(self, self.context, establishment_id, row)

    def void_label(self, row: MilestoneRow) -> str:
        return translate("MilestonesSection", "the milestone of {agreement} due {day}").format(
            agreement=row.agreement, day=day_text(row.due_on)
        )

    def record_done(self) -> FormDialog[Any] | None:
        return self.open_for_selected(lambda row: DoneDialog(self, self.context, row))
