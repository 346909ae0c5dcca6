"""The "Training" page: BMP training sessions and each attendee's signature (R4, R6).

A session lists who attended; each attendee signs on the screen (a pad, or a typed
attestation) or on the printed sign-in sheet, whose scan is attached to the session.
An attendee without a signature does not count, and the session says so. There is no
delete: a session entered in error is voided with a reason, someone listed by mistake
is taken off with a reason, and a signed sign-off is corrected, never changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelection, QStandardPaths, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import FogError
from fog_desktop.reports.sign_in_sheet import write_sign_in_sheet
from fog_desktop.services.training import (
    SessionRow,
    correct_sign_off,
    list_sessions,
    remove_attendee,
    void_session,
)
from models import SignOffMethod
from ui.dialogs import FormDialog, VoidDialog
from ui.forms import paragraph
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table
from ui.training.detail import SessionDetail
from ui.training.model import SessionsModel
from ui.training.paper_dialog import PaperDialog
from ui.training.session_form import SessionFormDialog
from ui.training.sign_dialog import ReasonDialog, SignDialog, session_text

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NO_SESSIONS = (
    "No training sessions yet. Every new employee must be trained within 10 days of being "
    "hired, and everyone twice each year (R4). Use New session… to record one: each "
    "attendee then signs on the screen or on the printed sign-in sheet."
)
PDF_FILTER = "PDF documents (*.pdf)"


def choose_sheet_path(parent: QWidget, suggested: Path) -> Path | None:
    """Ask where to save the sheet with the platform's file dialog."""
    name, _ = QFileDialog.getSaveFileName(
        parent, "Save the sign-in sheet", str(suggested), PDF_FILTER
    )
    return Path(name) if name else None


def documents_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def sheet_name(session: SessionRow) -> str:
    return f"sign-in-sheet-{session.session_date.isoformat()}-{session.kind.lower()}.pdf"


class TrainingPage(Page[Any]):
    """``choose_sheet_path``, ``open_url`` and ``sheet_folder`` are attributes, so that a
    test can replace the file dialog, the PDF viewer and the folder first offered."""

    title = "Training"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.choose_sheet_path: Callable[[QWidget, Path], Path | None] = choose_sheet_path
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        self.sheet_folder: Path | None = None
        self.model = SessionsModel()
        self.table = self._sessions_table()
        self.detail = SessionDetail(context)
        self.new_button = QPushButton("New session…")
        self.amend_button = QPushButton("Amend…")
        self.void_button = QPushButton("Void…")
        self.sheet_button = QPushButton("Print sign-in sheet…")
        self.sheet_button.setToolTip("A PDF to print, for attendees who sign on paper.")
        self.paper_button = QPushButton("Attach signed sheet…")
        self.paper_button.setToolTip(
            'Attach the scan of the signed sheet and mark who signed it "on paper".'
        )
        self.new_button.clicked.connect(self.new_session)
        self.amend_button.clicked.connect(self.amend_session)
        self.void_button.clicked.connect(self.void_session)
        self.sheet_button.clicked.connect(self.print_sheet)
        self.paper_button.clicked.connect(self.attach_sheet)
        self.detail.sign_button.clicked.connect(self.sign_or_correct)
        self.detail.mistake_button.clicked.connect(self.listed_by_mistake)
        self.detail.table.selectionModel().selectionChanged.connect(self.detail.show_attendee)
        self.detail.table.doubleClicked.connect(self.sign_or_correct)
        self.detail.scans.changed.connect(self._changed)
        self.message = QLabel()
        self.message.setObjectName("page_message")
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.empty = paragraph("")
        self.empty.setObjectName("empty_state")
        self._lay_out()
        self._update_buttons()

    def _sessions_table(self) -> QTableView:
        table = read_only_table(self.model)
        table.setObjectName("sessions_table")
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(SessionsModel.STATUS, QHeaderView.ResizeMode.Stretch)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        table.doubleClicked.connect(self.amend_session)
        return table

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(heading("Training sessions"))
        buttons.addStretch()
        for button in (
            self.new_button,
            self.amend_button,
            self.void_button,
            self.sheet_button,
            self.paper_button,
        ):
            buttons.addWidget(button)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.detail)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.splitter, stretch=1)
        layout.addWidget(self.empty)

    # --- Reading ---------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected_session()
        establishment_id = self.establishment_id
        rows = list_sessions(self.context.db, establishment_id) if establishment_id else []
        self.model.set_rows(rows)
        fit_columns(self.table)
        reselected = chosen is not None and self.select_session(chosen.id)
        if rows and not reselected:
            # The newest session, whose attendees are most likely still to sign.
            self.table.selectRow(0)
        self._show_detail()
        message = NO_SESSIONS if not rows else ""
        if establishment_id is None:
            message = NO_ESTABLISHMENT
        self.empty.setText(message)
        self.empty.setVisible(bool(message))
        self.splitter.setVisible(bool(rows))

    def selected_session(self) -> SessionRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def select_session(self, session_pk: int) -> bool:
        row = self.model.row_of(session_pk)
        if row is not None:
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))
        return row is not None

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._show_detail()

    def _show_detail(self) -> None:
        session = self.selected_session()
        if session is None or self.detail.session is None or session != self.detail.session:
            self.detail.show_session(session, self.establishment_id)
        self._update_buttons()

    def _update_buttons(self) -> None:
        session = self.selected_session()
        in_use = session is not None and not session.is_void
        self.new_button.setEnabled(self.establishment_id is not None)
        for button in (self.amend_button, self.void_button, self.sheet_button):
            button.setEnabled(in_use)
        self.paper_button.setEnabled(in_use and session is not None and bool(session.unsigned))

    def say(self, text: str, *, error: bool = False) -> None:
        """A line above the table: what was done, or why it could not be."""
        self.message.setProperty("role", "error" if error else "hint")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # --- Sessions --------------------------------------------------------------------------

    def _last_trainer(self) -> str:
        rows = [r for r in self.model.rows() if not r.is_void]
        return rows[0].trainer if rows else ""

    def new_session(self) -> SessionFormDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = SessionFormDialog(
            self, self.context, establishment_id, trainer=self._last_trainer()
        )
        dialog.accepted.connect(lambda: self._changed(dialog.saved_id))
        dialog.open()
        return dialog

    def amend_session(self) -> SessionFormDialog | None:
        session = self.selected_session()
        establishment_id = self.establishment_id
        if establishment_id is None or session is None or session.is_void:
            return None
        dialog = SessionFormDialog(self, self.context, establishment_id, session)
        dialog.accepted.connect(lambda: self._changed(session.id))
        dialog.open()
        return dialog

    def void_session(self) -> VoidDialog | None:
        session = self.selected_session()
        if session is None or session.is_void:
            return None
        pk = session.id

        def void(reason: str) -> None:
            void_session(self.context.db, pk, reason, self.context.actor)

        label = f"the {session.kind} training of {session.session_date.isoformat()}"
        dialog = VoidDialog(self, label, void)
        consequence = paragraph(
            "Its signatures then count for no one's training (R4): record the session "
            "again if it did take place."
        )
        consequence.setObjectName("void_consequence")
        dialog.content.insertWidget(1, consequence)
        dialog.accepted.connect(lambda: self._changed(pk))
        dialog.open()
        return dialog

    # --- Signatures ------------------------------------------------------------------------

    def sign_or_correct(self) -> FormDialog[Any] | None:
        """Sign… for an attendee yet to sign; Correct… for one who has signed."""
        session, attendee = self.selected_session(), self.detail.selected_attendee()
        if session is None or session.is_void or attendee is None or attendee.is_void:
            return None
        dialog: FormDialog[Any]
        if attendee.method == SignOffMethod.NONE:
            dialog = SignDialog(self, self.context, session, attendee)
            dialog.accepted.connect(lambda: self._signed(session.id))
        else:
            corrected: list[int] = []

            def correct(reason: str) -> None:
                new = correct_sign_off(
                    self.context.db, attendee.sign_off_id, reason, self.context.actor
                )
                corrected.append(new.id)

            dialog = ReasonDialog(
                self,
                f"Correct the sign-off of {attendee.name}",
                f"A signed sign-off can't be changed. Correcting it keeps this one in the "
                f"records, void with your reason, and lists {attendee.name} again to sign "
                "anew (R6).",
                ok_text="Correct sign-off",
                act=correct,
                placeholder="e.g. Signed for someone else",
            )
            dialog.accepted.connect(lambda: self._changed(session.id, *corrected))
        dialog.open()
        return dialog

    def listed_by_mistake(self) -> ReasonDialog | None:
        session, attendee = self.selected_session(), self.detail.selected_attendee()
        if session is None or session.is_void or attendee is None or attendee.is_void:
            return None
        pk = attendee.sign_off_id

        def take_off(reason: str) -> None:
            remove_attendee(self.context.db, pk, reason, self.context.actor)

        dialog = ReasonDialog(
            self,
            f"{attendee.name} was listed by mistake",
            f"Only if {attendee.name} did not attend {session_text(session)}. Their sign-off "
            "stays in the records, void with your reason, and counts for nothing (R6).",
            ok_text="Take off the session",
            act=take_off,
            placeholder="e.g. Was not at work that day",
        )
        dialog.accepted.connect(lambda: self._changed(session.id, pk))
        dialog.open()
        return dialog

    def _signed(self, session_pk: int) -> None:
        self._changed(session_pk)
        self.detail.select_next_unsigned()

    # --- The paper sheet -------------------------------------------------------------------

    def print_sheet(self) -> Path | None:
        """Save the sign-in sheet where the user chooses and open it to print."""
        session = self.selected_session()
        if session is None or session.is_void:
            return None
        folder = self.sheet_folder or documents_folder()
        path = self.choose_sheet_path(self, folder / sheet_name(session))
        if path is None:
            return None
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            write_sign_in_sheet(self.context.db, session.id, path)
        except OSError as exc:
            self.say(
                f"The sign-in sheet can't be saved to {path}: {exc.strerror or exc}", error=True
            )
            return None
        except FogError as exc:
            self.say(str(exc), error=True)
            return None
        self.say(
            f"Saved the sign-in sheet to {path}. Print it and have each attendee sign; then "
            "scan it and use Attach signed sheet…."
        )
        if not self.open_url(QUrl.fromLocalFile(str(path))):
            self.say(
                f"Saved the sign-in sheet to {path}. No program on this PC opens PDF files: "
                "open it from that folder to print it."
            )
        return path

    def attach_sheet(self) -> PaperDialog | None:
        session = self.selected_session()
        if session is None or session.is_void or not session.unsigned:
            return None
        dialog = PaperDialog(self, self.context, session)
        dialog.accepted.connect(lambda: self._changed(session.id))
        dialog.open()
        return dialog

    def _changed(self, session_pk: int | None = None, sign_off_id: int | None = None) -> None:
        self.say("")
        self.refresh()
        if session_pk is not None:
            self.select_session(session_pk)
        if sign_off_id is not None:
            self.detail.select_attendee(sign_off_id)
        self.records_changed.emit()
