"""The "Incidents" page: spills, blockages and other discharges, the phone notices made
at once, and the written confirmation due five working days later (R5, R6).

The table lists every incident, coloured by the state of its written confirmation; the
selected one is shown below it with its due date large, the numbers to call, and the
four elements the letter states. There is no delete: a correction is an amendment, an
incident entered in error is voided with a reason and stays in the table, greyed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QStandardPaths, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import FogError, ValidationError
from fog_desktop.reports.letter import check_elements, default_file_name, write_confirmation_letter
from fog_desktop.reports.pdf import register_fonts
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.calendar import calendar_for
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.incidents import (
    IncidentRow,
    list_incidents,
    void_incident,
    void_phone_notice,
)
from models import Establishment, Incident
from ui.dialogs import VoidDialog
from ui.forms import paragraph
from ui.incidents.detail import IncidentDetail
from ui.incidents.dialogs import (
    AmendIncidentDialog,
    ElementsDialog,
    MarkSentDialog,
    NoticeDialog,
    ReportIncidentDialog,
)
from ui.incidents.model import IncidentsModel
from ui.incidents.widgets import CallNowBox
from ui.incidents.wording import Clock, context_clock, day_text
from ui.operations import BackgroundOp
from ui.page import Page, heading
from ui.tables import read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NO_INCIDENTS = (
    "No incidents recorded. If a spill, a blockage, a breakdown, an accident or a mistake "
    "sends grease or oil where it should not go, click Report an incident: it tells you "
    "whom to call now and by when the written confirmation must reach the program "
    "manager (R5)."
)
REPORT_STYLE = (
    "QPushButton { background: #b00020; color: white; font-size: 12pt; font-weight: 700; "
    "padding: 8px 18px; border-radius: 4px; } "
    "QPushButton:hover { background: #8e0019; } "
    "QPushButton:disabled { background: #d8a0aa; }"
)
PDF_FILTER = "PDF documents (*.pdf)"
#: Free text columns are kept this narrow at most, so that the due date and the days
#: left stay on screen; the tooltip shows all of it.
TEXT_COLUMN_MAX = {IncidentsModel.KIND: 120, IncidentsModel.WHERE: 100, IncidentsModel.STATUS: 160}
#: Room between columns: less than other tables, so that twelve columns fit a laptop.
COLUMN_PADDING = 8


def choose_letter_path(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where to save the letter, with the platform's file dialog."""
    name, _ = QFileDialog.getSaveFileName(parent, "Save the letter", str(suggested), PDF_FILTER)
    if not name:
        return None
    path = Path(name)
    return path if path.suffix.lower() == ".pdf" else path.with_suffix(".pdf")


def documents_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


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
            "Report an incident",
            NO_ESTABLISHMENT,
            QMessageBox.StandardButton.Ok,
            parent,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
    dialog = ReportIncidentDialog(parent, context, establishment_id, now or context_clock(context))
    dialog.open()
    return dialog


class IncidentsPage(Page[Any]):
    title = "Incidents"
    #: A letter was written, or failed to be: for whoever waits on it.
    letter_done = Signal()

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        #: Now for the services; a test hands in a fixed one.
        self.now: Clock = context_clock(context)
        self.choose_letter_path: Callable[[QWidget, Path], Path | None] = choose_letter_path
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        #: The letter written last, and the incident it is of.
        self.letter_path: Path | None = None
        self._letter_of: int | None = None
        self._profile: Establishment | None = None
        self._calendar = WorkingCalendar()
        self._detail_shown: int | None = None
        self.heading = heading("Incidents")
        self.report_button = QPushButton("Report an incident")
        self.report_button.setObjectName("report_incident")
        self.report_button.setStyleSheet(REPORT_STYLE)
        self.report_button.setToolTip("A spill, a blockage, a breakdown, an accident: start here.")
        self.report_button.clicked.connect(self.report_incident)
        self.model = IncidentsModel()
        self.table = self._incidents_table()
        self.detail = IncidentDetail()
        self.empty = paragraph("")
        self.empty.setObjectName("empty_state")
        self.numbers = CallNowBox("Numbers for spill notices")
        self._connect_detail()
        self._lay_out()

    def _incidents_table(self) -> QTableView:
        table = read_only_table(self.model)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table.selectionModel().selectionChanged.connect(self._show_detail)
        table.doubleClicked.connect(self.amend_incident)
        return table

    def _connect_detail(self) -> None:
        detail = self.detail
        detail.amend_button.clicked.connect(self.amend_incident)
        detail.void_button.clicked.connect(self.void_incident)
        detail.notice_button.clicked.connect(self.record_notice)
        detail.void_notice_button.clicked.connect(self.void_notice)
        detail.elements_button.clicked.connect(self.edit_elements)
        detail.letter_button.clicked.connect(self.make_letter)
        detail.sent_button.clicked.connect(self.mark_sent)
        detail.open_letter_button.clicked.connect(self.open_letter)

    def _lay_out(self) -> None:
        title_row = QHBoxLayout()
        title_row.addWidget(self.heading)
        title_row.addSpacing(16)
        title_row.addWidget(self.report_button)
        title_row.addStretch()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.detail)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(scroll)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([170, 600])
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        layout.addWidget(self.empty)
        layout.addWidget(self.numbers)
        layout.addWidget(self.splitter, stretch=1)

    # --- Reading ------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected_incident()
        establishment_id = self.establishment_id
        db = self.context.db
        self._profile = get_establishment(db, establishment_id) if establishment_id else None
        self._calendar = (
            calendar_for(db, establishment_id) if establishment_id else WorkingCalendar()
        )
        rows = list_incidents(db, establishment_id) if establishment_id else []
        self.model.set_incidents(rows, self._calendar, self.context.today())
        self._fit_columns()
        self.report_button.setEnabled(establishment_id is not None)
        message = NO_ESTABLISHMENT if establishment_id is None else NO_INCIDENTS if not rows else ""
        self.empty.setText(message)
        self.empty.setVisible(bool(message))
        self.numbers.show_before_report(self._profile, None)
        self.numbers.setVisible(establishment_id is not None and not rows)
        self.splitter.setVisible(bool(rows))
        self._detail_shown = None
        if rows:
            self.select_incident(chosen.id if chosen else rows[0].id)
        self._show_detail()

    def _fit_columns(self) -> None:
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for column in range(header.count()):
            width = header.sectionSize(column) + COLUMN_PADDING
            header.resizeSection(column, min(width, TEXT_COLUMN_MAX.get(column, width)))

    def selected_incident(self) -> IncidentRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.incident(rows[0].row()) if rows else None

    def select_incident(self, incident_pk: int) -> None:
        row = self.model.row_of(incident_pk)
        if row is None and self.model.rowCount():
            row = 0
        if row is not None:
            self.table.selectRow(row)

    def _show_detail(self) -> None:
        row = self.selected_incident()
        self.detail.setVisible(row is not None)
        if row is None or row.id == self._detail_shown:
            return
        self._detail_shown = row.id
        proofs = []
        if self.establishment_id is not None:
            owner = Owner(self.establishment_id, Incident.__tablename__, row.id)
            proofs = list_attachments(self.context.db, owner)
        self.detail.show_incident(row, self._profile, self._calendar, self.context.today(), proofs)
        if row.id != self._letter_of:
            self.detail.show_letter_status("", ok=True)

    # --- Changing -----------------------------------------------------------------------

    def report_incident(self) -> QDialog:
        dialog = report_incident_dialog(self.context, self, self.now)
        if isinstance(dialog, ReportIncidentDialog):
            dialog.finished.connect(lambda _result: self._reported(dialog.incident_pk))
        return dialog

    def _reported(self, incident_pk: int | None) -> None:
        if incident_pk is not None:
            self._changed(incident_pk)

    def _current(self) -> IncidentRow | None:
        row = self.selected_incident()
        return row if row is not None and not row.is_void else None

    def amend_incident(self) -> AmendIncidentDialog | None:
        row = self._current()
        if row is None or self.establishment_id is None:
            return None
        dialog = AmendIncidentDialog(self, self.context, self.establishment_id, row, self.now)
        dialog.accepted.connect(lambda: self._changed(row.id))
        dialog.open()
        return dialog

    def void_incident(self) -> VoidDialog | None:
        row = self._current()
        if row is None:
            return None
        pk = row.id

        def void(reason: str) -> None:
            void_incident(self.context.db, pk, reason, self.context.actor)

        dialog = VoidDialog(self, f"incident {row.incident_no}", void)
        dialog.accepted.connect(lambda: self._changed(pk))
        dialog.open()
        return dialog

    def record_notice(self) -> NoticeDialog | None:
        row = self._current()
        if row is None or self._profile is None:
            return None
        dialog = NoticeDialog(self, self.context, row, self._profile, self.now)
        dialog.accepted.connect(lambda: self._changed(row.id))
        dialog.open()
        return dialog

    def void_notice(self) -> VoidDialog | None:
        row = self._current()
        notice_id = self.detail.selected_notice()
        if row is None or notice_id is None:
            return None

        def void(reason: str) -> None:
            void_phone_notice(self.context.db, notice_id, reason, self.context.actor)

        dialog = VoidDialog(self, f"this call about {row.incident_no}", void)
        dialog.accepted.connect(lambda: self._changed(row.id))
        dialog.open()
        return dialog

    def edit_elements(self) -> ElementsDialog | None:
        row = self._current()
        if row is None:
            return None
        dialog = ElementsDialog(self, self.context, row, self.now)
        dialog.accepted.connect(lambda: self._changed(row.id))
        dialog.open()
        return dialog

    def mark_sent(self) -> MarkSentDialog | None:
        row = self._current()
        if row is None or self.establishment_id is None:
            return None
        dialog = MarkSentDialog(self, self.context, self.establishment_id, row, self.now)
        # Elements written from within the dialog are stored even if it is cancelled.
        dialog.finished.connect(lambda _result: self._changed(row.id))
        dialog.open()
        return dialog

    # --- The letter ---------------------------------------------------------------------

    def make_letter(self) -> QDialog | None:
        """Ask where, then write the PDF off the GUI thread. While an element is empty, the
        elements open instead, with what is missing at each field (R5)."""
        row = self._current()
        if row is None:
            return None
        try:
            check_elements(row)
        except ValidationError as exc:
            dialog = ElementsDialog(self, self.context, row, self.now, exc.problems)
            dialog.setWindowTitle(f"Before the letter of {row.incident_no}: write what it states")
            dialog.accepted.connect(lambda: self._changed(row.id))
            dialog.open()
            return dialog
        path = self.choose_letter_path(self, documents_folder() / default_file_name(row))
        if path is None:
            return None
        self._write_letter(row, path)
        return None

    def _write_letter(self, row: IncidentRow, path: Path) -> None:
        register_fonts()  # on the GUI thread: the fonts are shared with the window
        db, today, pk = self.context.db, self.context.today(), row.id
        self.detail.letter_button.setEnabled(False)
        self.detail.show_letter_status(f"Writing the letter to {path}…", ok=True)
        self.detail.open_letter_button.setVisible(False)

        def written(done: Path) -> None:
            if not shiboken6.isValid(self):
                return
            self.letter_path, self._letter_of = done, pk
            self.detail.letter_button.setEnabled(True)
            self.detail.show_letter_status(
                f"Letter saved: {done}. Print it, sign it and send it to the program manager "
                f"by {day_text(row.confirmation_due)}; then click Mark as sent….",
                ok=True,
            )
            self.letter_done.emit()

        def failed(exc: Exception) -> None:
            if not isinstance(exc, OSError | FogError):
                sys.excepthook(type(exc), exc, exc.__traceback__)
                return
            if not shiboken6.isValid(self):
                return
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.detail.letter_button.setEnabled(True)
            self.detail.show_letter_status(
                f"The letter can't be saved to {path}: {reason}", ok=False
            )
            self.letter_done.emit()

        op = BackgroundOp(
            lambda: write_confirmation_letter(db, pk, path, today=today), written, failed
        )
        op.run_in_background()

    def open_letter(self) -> None:
        if self.letter_path is not None and not self.open_url(
            QUrl.fromLocalFile(str(self.letter_path))
        ):
            self.detail.show_letter_status(
                f"No program on this PC opens PDF files. The letter is at {self.letter_path}.",
                ok=False,
            )

    def _changed(self, incident_pk: int | None) -> None:
        self.refresh()
        if incident_pk is not None:
            self.select_incident(incident_pk)
        self.records_changed.emit()
