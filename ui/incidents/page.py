"""The "Incidents" page: spills, blockages and other discharges, the phone notices made
at once, and the written confirmation due five working days later (R5, R6).

The table lists every incident, coloured by the state of its written confirmation; the
selected one is shown below it with its due date large, the numbers to call, and the
four elements the letter states. There is no delete: a correction is an amendment, an
incident entered in error is voided with a reason and stays in the table, greyed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QHeaderView, QMessageBox, QScrollArea, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.letter import check_elements, default_file_name
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import (
    IncidentRow,
    IncidentsShown,
    incidents_shown,
    void_incident,
    void_phone_notice,
)
from ui.dialogs import FormDialog, VoidDialog
from ui.files import suggested
from ui.incidents.detail import IncidentDetail
from ui.incidents.dialogs import (
    AmendIncidentDialog,
    ElementsDialog,
    MarkSentDialog,
    NoticeDialog,
    ReportIncidentDialog,
    Scope,
)
from ui.incidents.letter import LetterWriter
from ui.incidents.model import IncidentsModel
from ui.incidents.widgets import CallNowBox
from ui.incidents.wording import Clock, context_clock
from ui.looks import use_style_sheet
from ui.records_page import NO_ESTABLISHMENT, RecordsPageOf, open_record, source_pk
from ui.tables import may_elide
from ui.widgets.letters import choose_letter_path

NO_INCIDENTS = noop(
    "IncidentsPage",
    "No incidents recorded. If a spill, a blockage, a breakdown, an accident or a mistake "
    "sends grease or oil where it should not go, click Report an incident: it tells you "
    "whom to call now and by when the written confirmation must reach the program "
    "manager.",
)
#: Free text columns are kept this narrow at most, so that the due date and the days
#: left stay on screen; the tooltip shows all of it.
TEXT_COLUMN_MAX = {IncidentsModel.KIND: 120, IncidentsModel.WHERE: 100, IncidentsModel.STATUS: 160}
#: Room between columns: less than other tables, so that twelve columns fit a laptop.
COLUMN_PADDING = 4

__all__ = ["NO_ESTABLISHMENT", "NO_INCIDENTS", "IncidentsPage", "report_incident_dialog"]


def report_incident_dialog(
    context: AppContext, parent: QWidget | None, now: Clock | None = None
) -> QDialog:
    """Open the "Report an incident" dialog for the establishment shown, and return it.

    What the main window's toolbar action calls; its ``finished`` signal says when to read
    the records again. Without an establishment, a message says to set one up first.
    """
    establishment_id = context.settings.current_establishment_id
    if establishment_id is None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("IncidentsPage", "Report an incident"),
            translate("RecordsPageOf", NO_ESTABLISHMENT),
            QMessageBox.StandardButton.Ok,
            parent,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
    scope = Scope(context, establishment_id, now or context_clock(context))
    dialog = ReportIncidentDialog(parent, scope)
    dialog.open()
    return dialog


class IncidentsPage(RecordsPageOf[IncidentsShown | None, IncidentRow]):
    """A refresh reads the incidents together with what they are shown with (the
    profile's numbers, the calendar, the proofs), so that the two never disagree; it
    reads nothing while there is no establishment."""

    #: The page's name in the navigation, which the window translates; English here, as
    #: the window's remembered settings name the page.
    title = noop("Page", "Incidents")
    HEADING = noop("IncidentsPage", "Incidents")
    ADD_TEXT = noop("IncidentsPage", "Report an incident")
    COUNT = noop("IncidentsPage", "%n incident(s)")
    NO_RECORDS = NO_INCIDENTS
    SEARCH_HINT = noop("IncidentsPage", "Search incident ID, kind, place or what happened")
    NOTHING_MATCHES = noop("IncidentsPage", "No incident matches the search.")
    #: An incident's calls and written confirmation (R5), opened on their incident.
    opens = frozenset(
        {
            ObligationKind.WRITTEN_CONFIRMATION,
            ObligationKind.CITY_PHONE_NOTICE,
            ObligationKind.HEALTH_DEPT_PHONE_NOTICE,
        }
    )
    #: A letter was written, or failed to be: for whoever waits on it.
    letter_done = Signal()
    model: IncidentsModel

    def __init__(self, context: AppContext) -> None:
        self.detail = IncidentDetail()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        super().__init__(context, IncidentsModel(), scroll, void=void_incident)
        #: Now for the services; a test hands in a fixed one.
        self.now: Clock = context_clock(context)
        self.choose_letter_path: Callable[[QWidget, Path], Path | None] = choose_letter_path
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        self.letter = LetterWriter(context, self.detail)
        self.letter.done.connect(self.letter_done)
        self._shown: IncidentsShown | None = None
        self._detail_shown: int | None = None
        self.numbers = CallNowBox(translate("IncidentsPage", "Numbers for spill notices"))
        self.layout_.addWidget(self.numbers)
        self._arrange_buttons()
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        may_elide(self.table, *TEXT_COLUMN_MAX)
        # The list keeps two fifths of the height: at 1280×720 six incidents show above
        # the one selected, whose detail scrolls below.
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([200, 300])
        self.update_buttons()

    def _arrange_buttons(self) -> None:
        """Report an incident beside the heading, red; Amend… and Void… beside the incident
        they change; the other actions where what they act on is shown."""
        report = self.add_button
        report.setObjectName("report_incident")
        use_style_sheet(report)
        report.setToolTip(
            translate("IncidentsPage", "A spill, a blockage, a breakdown, an accident: start here.")
        )
        for button in (report, self.amend_button, self.void_button):
            self.button_row.removeWidget(button)
        self.button_row.insertSpacing(1, 16)
        self.button_row.insertWidget(2, report)
        self.detail.title_row.addWidget(self.amend_button)
        self.detail.title_row.addWidget(self.void_button)
        # No search on this page, so no count of what a search shows either.
        self.shown.setVisible(False)
        detail = self.detail
        actions = (
            (detail.notice_button, self.record_notice),
            (detail.elements_button, self.edit_elements),
            (detail.letter_button, self.make_letter),
            (detail.sent_button, self.mark_sent),
        )
        for button, act in actions:
            button.clicked.connect(act)
            self.record_buttons.append(button)
        detail.void_notice_button.clicked.connect(self.void_notice)
        detail.open_letter_button.clicked.connect(lambda: self.letter.open(self.open_url))

    # --- Reading ------------------------------------------------------------------------

    def load(self, establishment_id: int | None) -> IncidentsShown | None:
        if establishment_id is None:
            return None
        return incidents_shown(self.context.db, establishment_id)

    def show_read(self, loaded: IncidentsShown | None) -> None:
        self._shown = loaded
        self.model.calendar = loaded.calendar if loaded else WorkingCalendar()
        self.model.today = self.context.today()
        self._detail_shown = None
        self.model.set_rows(loaded.incidents if loaded else ())

    def show_loaded(self, loaded: IncidentsShown | None) -> None:
        super().show_loaded(loaded)
        rows = self.rows()
        if rows and self.selected() is None:
            self.select(rows[0].id)
        self.numbers.show_before_report(self._profile(), None)
        self.numbers.setVisible(self.establishment_id is not None and not rows)

    def _profile(self) -> EstablishmentRow | None:
        return self._shown.establishment if self._shown else None

    def fit_columns(self) -> None:
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for column in range(header.count()):
            width = header.sectionSize(column) + COLUMN_PADDING
            header.resizeSection(column, min(width, TEXT_COLUMN_MAX.get(column, width)))

    def show_detail(self, row: IncidentRow | None) -> None:
        self.detail.setVisible(row is not None)
        if row is None or row.id == self._detail_shown or self._shown is None:
            return
        self._detail_shown = row.id
        shown = self._shown
        today = self.context.today()
        proofs = shown.proofs_of(row.id)
        self.detail.show_incident(row, shown.establishment, shown.calendar, today, proofs)
        self.letter.forget_unless(row.id)

    # --- Changing -----------------------------------------------------------------------

    def scope(self, establishment_id: int) -> Scope:
        """Where the dialogs opened now work: the clock is the page's at that moment."""
        return Scope(self.context, establishment_id, self.now)

    def form(self, establishment_id: int, row: IncidentRow | None) -> FormDialog[Any]:
        if row is not None:
            return AmendIncidentDialog(self, self.scope(establishment_id), row)
        dialog = ReportIncidentDialog(self, self.scope(establishment_id))
        # Closed from the calls with Escape, it reported all the same.
        dialog.rejected.connect(lambda: self._reported(dialog.incident_pk))
        return dialog

    def _reported(self, incident_pk: int | None) -> None:
        if incident_pk is not None:
            self.changed(incident_pk)

    def void_label(self, row: IncidentRow) -> str:
        return translate("IncidentsPage", "incident {number}").format(number=row.incident_no)

    def _opened(self, dialog: QDialog, pk: int, *, when_closed: bool = False) -> None:
        """Open ``dialog`` about incident ``pk``; the page reads again once it stored, or
        once it closed at all."""
        signal = dialog.finished if when_closed else dialog.accepted
        signal.connect(lambda *_: self.changed(pk))
        dialog.open()

    def _about(self) -> tuple[IncidentRow, Scope] | None:
        """The incident selected, unless void, and where a dialog about it works."""
        row, establishment_id = self.selected_in_use(), self.establishment_id
        if row is None or establishment_id is None:
            return None
        return row, self.scope(establishment_id)

    def open_obligation(self, obligation: Obligation) -> None:
        """A call due: the call recorded; the written confirmation due: its letter."""
        written = obligation.kind == ObligationKind.WRITTEN_CONFIRMATION
        then = IncidentsPage.make_letter if written else IncidentsPage.record_notice
        open_record(self, source_pk(obligation), lambda: self, then)

    def record_notice(self) -> NoticeDialog | None:
        about, shown = self._about(), self._shown
        if about is None or shown is None:
            return None
        row, scope = about
        dialog = NoticeDialog(self, scope, row, shown.establishment)
        self._opened(dialog, row.id)
        return dialog

    def void_notice(self) -> VoidDialog | None:
        row = self.selected_in_use()
        notice_id = self.detail.selected_notice()
        if row is None or notice_id is None:
            return None
        db, actor = self.context.db, self.context.actor
        dialog = VoidDialog(
            self,
            translate("IncidentsPage", "this call about {number}").format(number=row.incident_no),
            lambda reason: void_phone_notice(db, notice_id, reason, actor),
        )
        self._opened(dialog, row.id)
        return dialog

    def edit_elements(self) -> ElementsDialog | None:
        about = self._about()
        return self._elements(*about) if about is not None else None

    def _elements(
        self, row: IncidentRow, scope: Scope, problems: Sequence[Problem] = ()
    ) -> ElementsDialog:
        dialog = ElementsDialog(self, scope, row, problems)
        self._opened(dialog, row.id)
        return dialog

    def mark_sent(self) -> MarkSentDialog | None:
        about = self._about()
        if about is None:
            return None
        row, scope = about
        dialog = MarkSentDialog(self, scope, row)
        # Elements written from within the dialog are stored even if it is cancelled.
        self._opened(dialog, row.id, when_closed=True)
        return dialog

    def make_letter(self) -> QDialog | None:
        """Ask where, then write the PDF off the GUI thread. While an element is empty, the
        elements open instead, with what is missing at each field (R5)."""
        about = self._about()
        if about is None:
            return None
        row, scope = about
        try:
            check_elements(row)
        except ValidationError as exc:
            dialog = self._elements(row, scope, exc.problems)
            title = translate(
                "IncidentsPage", "Before the letter of {number}: write what it states"
            )
            dialog.setWindowTitle(title.format(number=row.incident_no))
            return dialog
        path = self.choose_letter_path(self, suggested(default_file_name(row)))
        if path is not None:
            self.letter.write(row, path)
        return None
