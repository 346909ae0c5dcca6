"""The progress reports of the milestone chosen on the compliance schedules' list, below
it: each report a record, due by a date, sent on one, or both (R8e, R6)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from PySide6.QtWidgets import QPushButton, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.milestones import MilestoneRow
from fog_desktop.services.progress_reports import (
    ReportInput,
    ReportRow,
    amend_report,
    list_reports,
    record_report,
    send_report,
    void_report,
)
from fog_desktop.words import shown
from ui.city.fields import Spec, SpecFormDialog, build, fill, typed
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import new_form, paragraph
from ui.records_page import RecordsPage
from ui.rows import Column, RowsModel, date_column
from ui.tables import stretch_column


class ReportsModel(RowsModel[ReportRow]):
    """A milestone's reports by the day each is due (or was sent); void ones greyed."""

    DUE, SENT, REPORT, STATE, STATUS = range(5)

    def __init__(self, today: Callable[[], date]) -> None:
        self._today = today
        super().__init__()

    def columns(self) -> list[Column[ReportRow]]:
        return [
            date_column(translate("ReportsModel", "Due"), lambda r: r.due_on),
            date_column(translate("ReportsModel", "Sent on"), lambda r: r.reported_on),
            Column(translate("ReportsModel", "Report"), lambda r: r.report),
            Column(translate("ReportsModel", "State"), self._state),
            self.status_column(),
        ]

    def _state(self, r: ReportRow) -> str:
        state = r.state(self._today())
        return shown(state.value) if state is not None else ""

    def search_text(self, row: ReportRow) -> str:
        return row.report


class ReportFormDialog(SpecFormDialog[ReportRow]):
    """A report on a milestone: the day it is due, the day it was sent, or both."""

    ADD_TITLE = noop("ReportFormDialog", "Add a progress report")
    ADD_TEXT = noop("ReportFormDialog", "Add report")
    INPUT = ReportInput
    FIELDS = (
        Spec(
            "due_on",
            noop("ReportFormDialog", "Due"),
            "date",
            hint=noop("ReportFormDialog", "The day the agreement or the program manager set."),
        ),
        Spec(
            "reported_on",
            noop("ReportFormDialog", "Sent on"),
            "date",
            hint=noop("ReportFormDialog", "Empty while the report is owed."),
        ),
        Spec("report", noop("ReportFormDialog", "Report"), "text"),
    )

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        milestone_pk: int,
        report: ReportRow | None = None,
    ) -> None:
        self.milestone_pk = milestone_pk
        super().__init__(parent, context, establishment_id, report)

    def amend_title(self, report: ReportRow) -> str:
        return translate("ReportFormDialog", "Amend the progress report on {milestone}").format(
            milestone=report.milestone
        )

    def submit(self) -> Callable[[], int]:
        data, milestone_pk = ReportInput(**typed(self.fields)), self.milestone_pk
        db, actor, today = self.context.db, self.context.actor, self.context.today()
        return self.adding_or_amending(
            lambda: record_report(db, milestone_pk, data, actor, today=today),
            lambda pk, reason: amend_report(db, pk, data, actor, today=today, reason=reason),
        )


class ReportSentDialog(FormDialog[int]):
    """A report that was owed, recorded as sent (R8e): a step of its life."""

    FIELDS = (
        Spec("reported_on", noop("ReportSentDialog", "Sent on"), "date"),
        Spec("report", noop("ReportSentDialog", "Report"), "text"),
    )

    def __init__(self, parent: QWidget | None, context: AppContext, report: ReportRow) -> None:
        due = day_text(report.due_on) if report.due_on else ""
        super().__init__(
            parent,
            translate("ReportSentDialog", "Progress report due {day}: sent").format(day=due),
            translate("ReportSentDialog", "Record"),
        )
        self.context, self.pk = context, report.id
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        fill(self.fields, {"reported_on": context.today().isoformat(), "report": report.report})
        self.content.addLayout(form)
        self.setMinimumWidth(520)

    def submit(self) -> Callable[[], int]:
        data, context, pk = typed(self.fields), self.context, self.pk
        today = context.today()
        return lambda: (
            send_report(
                context.db, pk, data["reported_on"], data["report"], context.actor, today=today
            ).id
        )


class ReportsList(RecordsPage[ReportRow]):
    """The reports of the milestone chosen above it (every one while none is), with
    Add, Sent…, Amend and Void; the latest report a milestone kept before reports were
    records is said above them."""

    title = noop("Page", "Progress reports")
    HEADING = noop("ReportsList", "Progress reports")
    ADD_TEXT = noop("ReportsList", "Add report…")
    COUNT = noop("ReportsList", "%n report(s)")
    NO_RECORDS = noop(
        "ReportsList",
        "No progress report yet. When the city asks for a report by a date, add it with "
        "that due date; when you send one, add it with the day it was sent.",
    )
    SORTED_BY = None

    def __init__(self, context: AppContext, choose_milestone: Callable[[int], bool]) -> None:
        self.milestone: MilestoneRow | None = None
        #: Every report read; the table holds those of :attr:`milestone`.
        self.every: list[ReportRow] = []
        #: Selects a milestone on the list above: a report is shown with its milestone.
        self.choose_milestone = choose_milestone
        self.sent_button = QPushButton(translate("ReportsList", "Sent…"))
        super().__init__(context, ReportsModel(context.today), void=void_report)
        self.table.setObjectName("reports_table")
        stretch_column(self.table, ReportsModel.REPORT)
        # The milestones' "?" above says what the ordinance asks of both.
        self.help_button.setVisible(False)
        self.earlier = paragraph("")
        self.earlier.setObjectName("earlier_report")
        self.layout_.insertWidget(1, self.earlier)
        self.sent_button.setToolTip(translate("ReportsList", "Record a report due as sent"))
        self.sent_button.clicked.connect(self.record_sent)
        self.button_row.insertWidget(self.button_row.count() - 2, self.sent_button)
        self.record_buttons.append(self.sent_button)
        self.show_milestone(None)

    def show_milestone(self, milestone: MilestoneRow | None) -> None:
        """List the reports of ``milestone`` (every report for None)."""
        self.milestone = milestone
        earlier = ""
        if milestone is not None and milestone.reported_on is not None:
            earlier = translate(
                "ReportsList", "Latest report (before reports were records), {day}: {report}"
            ).format(day=day_text(milestone.reported_on), report=milestone.progress_report)
        self.earlier.setText(earlier)
        self.earlier.setVisible(bool(earlier))
        self.model.set_rows(
            [r for r in self.every if milestone is None or r.milestone_id == milestone.id]
        )
        self.filtered()

    def show_read(self, loaded: list[ReportRow]) -> None:
        self.every = loaded
        self.show_milestone(self.milestone)

    def update_buttons(self) -> None:
        super().update_buttons()
        milestone = self.milestone
        self.add_button.setEnabled(milestone is not None and not milestone.is_void)
        row = self.selected_in_use()
        self.sent_button.setEnabled(row is not None and row.reported_on is None)

    def select(self, pk: int) -> bool:
        """Select report ``pk``, its milestone chosen above first."""
        row = next((r for r in self.every if r.id == pk), None)
        if row is not None and (self.milestone is None or self.milestone.id != row.milestone_id):
            self.choose_milestone(row.milestone_id)
        return super().select(pk)

    def read(self, establishment_id: int) -> list[ReportRow]:
        return list_reports(self.context.db, establishment_id)

    def form(self, establishment_id: int, row: ReportRow | None) -> FormDialog[Any]:
        milestone_pk = row.milestone_id if row is not None else self.milestone_pk()
        return ReportFormDialog(self, self.context, establishment_id, milestone_pk, row)

    def milestone_pk(self) -> int:
        assert self.milestone is not None
        return self.milestone.id

    def void_label(self, row: ReportRow) -> str:
        day = row.due_on or row.reported_on
        return translate("ReportsList", "the progress report of {day} on {milestone}").format(
            day=day_text(day) if day else "", milestone=row.milestone
        )

    def record_sent(self) -> FormDialog[Any] | None:
        """Record the selected report, owed, as sent."""
        return self.open_for_selected(lambda row: ReportSentDialog(self, self.context, row))
