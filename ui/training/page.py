"""The "Training" page: BMP training sessions and each attendee's signature (R4, R6).

A session lists who attended; each attendee signs on the screen (a pad, or a typed
attestation) or on the printed sign-in sheet, whose scan is attached to the session.
An attendee without a signature does not count, and the session says so. There is no
delete: a session entered in error is voided with a reason, someone listed by mistake
is taken off with a reason, and a signed sign-off is corrected, never changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import FogError
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.sign_in_sheet import write_sign_in_sheet
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.training import (
    AttendeeRow,
    SessionRow,
    correct_sign_off,
    list_sessions,
    remove_attendee,
    void_session,
)
from fog_desktop.words import shown
from models import SignOffMethod, TrainingKind
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.files import save_path, start_folder
from ui.looks import give_role
from ui.operations import BackgroundOp
from ui.records_page import RecordsPage
from ui.tables import stretch_column
from ui.training.detail import SessionDetail
from ui.training.model import SessionsModel
from ui.training.paper_dialog import PaperDialog
from ui.training.session_form import SessionFormDialog
from ui.training.sign_dialog import ReasonDialog, SignDialog, session_text

NO_SESSIONS = noop(
    "TrainingPage",
    "No training sessions yet. Every new employee must be trained within {new_hire_days} "
    "days of being hired, and everyone {trainings_per_year} times each calendar year. Use "
    "New session… to record one: each attendee then signs on the screen or on the printed "
    "sign-in sheet.",
)
SIGNATURES_COUNT_NO_MORE = noop(
    "TrainingPage",
    "Its signatures then count for no one's training: record the session again if it "
    "did take place.",
)
PDF_FILTER = noop("TrainingPage", "PDF documents (*.pdf)")


def choose_sheet_path(parent: QWidget, offered: Path) -> Path | None:
    """Ask where to save the sheet with the platform's file dialog."""
    return save_path(
        parent,
        translate("TrainingPage", "Save the sign-in sheet"),
        offered,
        translate("TrainingPage", PDF_FILTER),
        ".pdf",
    )


def sheet_name(session: SessionRow) -> str:
    return f"sign-in-sheet-{session.session_date.isoformat()}-{session.kind.lower()}.pdf"


#: The session a training due asks for, by the kind of the duty (R4).
TRAINING_OF = {
    ObligationKind.NEW_HIRE_TRAINING: TrainingKind.NEW_HIRE,
    ObligationKind.SEMIANNUAL_TRAINING: TrainingKind.SEMIANNUAL,
}


class TrainingPage(RecordsPage[SessionRow]):
    """``choose_sheet_path``, ``open_url`` and ``sheet_folder`` are attributes, so that a
    test can replace the file dialog, the PDF viewer and the folder first offered."""

    title = noop("Page", "Training")
    HEADING = noop("TrainingPage", "Training sessions")
    ADD_TEXT = noop("TrainingPage", "New session…")
    COUNT = noop("TrainingPage", "%n session(s)")
    NO_RECORDS = NO_SESSIONS
    SEARCH_HINT = noop("TrainingPage", "Search trainer, topic or attendee")
    NOTHING_MATCHES = noop("TrainingPage", "No session matches the search.")
    VOID_CONSEQUENCE = SIGNATURES_COUNT_NO_MORE
    opens = frozenset(TRAINING_OF)

    def __init__(self, context: AppContext) -> None:
        self.choose_sheet_path: Callable[[QWidget, Path], Path | None] = choose_sheet_path
        self.open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl
        self.sheet_folder: Path | None = None
        self._writing_sheet = False
        #: What to do once the records are read again: select an attendee, say.
        self._after_reading: Callable[[], object] | None = None
        self.sheet_button = QPushButton(translate("TrainingPage", "Print sign-in sheet…"))
        self.sheet_button.setToolTip(
            translate("TrainingPage", "A PDF to print, for attendees who sign on paper.")
        )
        # The staff read the sheet: English and Spanish side by side unless unticked.
        self.sheet_bilingual = QCheckBox(translate("TrainingPage", "Sheet in English and Spanish"))
        self.sheet_bilingual.setObjectName("sheet_bilingual")
        self.sheet_bilingual.setChecked(True)
        self.sheet_bilingual.setToolTip(
            translate(
                "TrainingPage",
                "The printed sign-in sheet shows its headings, the attestation and the "
                "topics in English and in Spanish. Untick it for English only.",
            )
        )
        self.paper_button = QPushButton(translate("TrainingPage", "Attach signed sheet…"))
        self.paper_button.setToolTip(
            translate(
                "TrainingPage",
                'Attach the scan of the signed sheet and mark who signed it "on paper".',
            )
        )
        detail = SessionDetail(context)
        super().__init__(context, SessionsModel(), detail, void=void_session)
        self.detail = detail
        self.table.setObjectName("sessions_table")
        stretch_column(self.table, SessionsModel.STATUS)
        for button in (self.sheet_button, self.paper_button):
            self.button_row.addWidget(button)
        self.record_buttons.append(self.sheet_button)
        self.filter_row.addWidget(self.sheet_bilingual)
        self.sheet_button.clicked.connect(self.print_sheet)
        self.paper_button.clicked.connect(self.attach_sheet)
        detail.sign_button.clicked.connect(self.sign_or_correct)
        detail.mistake_button.clicked.connect(self.listed_by_mistake)
        detail.table.selectionModel().selectionChanged.connect(detail.show_attendee)
        detail.table.doubleClicked.connect(self.sign_or_correct)
        detail.scans.changed.connect(self.changed)
        self.message = QLabel()
        self.message.setObjectName("page_message")
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.layout_.insertWidget(1, self.message)
        # A few sessions a year: the page never counted them.
        self.shown.setVisible(False)
        self.splitter.setStretchFactor(1, 1)
        self.update_buttons()

    # --- Reading ---------------------------------------------------------------------------

    def read(self, establishment_id: int) -> list[SessionRow]:
        return list_sessions(self.context.db, establishment_id)

    def show_loaded(self, loaded: list[SessionRow]) -> None:
        super().show_loaded(loaded)
        if loaded and self.selected() is None:
            # The newest session, whose attendees are most likely still to sign.
            self.table.selectRow(0)
        then, self._after_reading = self._after_reading, None
        if then is not None:
            then()

    def show_detail(self, row: SessionRow | None) -> None:
        if row is None or row != self.detail.session:
            self.detail.show_session(row, self.establishment_id)

    def update_buttons(self) -> None:
        super().update_buttons()
        session = self.selected_in_use()
        if self._writing_sheet:
            self.sheet_button.setEnabled(False)
        self.paper_button.setEnabled(session is not None and bool(session.unsigned))

    def say(self, text: str, *, error: bool = False) -> None:
        """A line above the table: what was done, or why it could not be."""
        give_role(self.message, "error" if error else "hint")
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def changed(self, pk: int | None = None) -> None:
        self.say("")
        super().changed(pk)

    def _changed_then(self, session_pk: int, then: Callable[[], object]) -> None:
        """The session changed: read it again, then ``then`` with it on screen."""
        self._after_reading = then
        self.changed(session_pk)

    # --- Sessions --------------------------------------------------------------------------

    def _last_trainer(self) -> str:
        rows = [r for r in self.rows() if not r.is_void]
        return rows[0].trainer if rows else ""

    def form(self, establishment_id: int, row: SessionRow | None) -> FormDialog[Any]:
        # A new session is most likely given by whoever gave the last one.
        trainer = self._last_trainer()
        return SessionFormDialog(self, self.context, establishment_id, row, trainer=trainer)

    def open_obligation(self, obligation: Obligation) -> None:
        """A training due: a new session of its kind with that person ticked (R4)."""
        kind = TRAINING_OF[obligation.kind]
        self.add_with(
            lambda establishment_id: SessionFormDialog(
                self, self.context, establishment_id, attendee=obligation.subject, kind=kind
            )
        )

    def void_label(self, row: SessionRow) -> str:
        return translate("TrainingPage", "the {kind} training of {date}").format(
            kind=shown(row.kind), date=day_text(row.session_date)
        )

    # --- Signatures ------------------------------------------------------------------------

    def sign_or_correct(self) -> FormDialog[Any] | None:
        """Sign… for an attendee yet to sign; Correct… for one who has signed."""
        session, attendee = self.selected_in_use(), self.detail.selected_attendee()
        if session is None or attendee is None or attendee.is_void:
            return None
        if attendee.method != SignOffMethod.NONE:
            return self._correct(session, attendee)
        dialog = SignDialog(self, self.context, session, attendee)
        dialog.accepted.connect(
            lambda: self._changed_then(session.id, self.detail.select_next_unsigned)
        )
        dialog.open()
        return dialog

    def _correct(self, session: SessionRow, attendee: AttendeeRow) -> ReasonDialog[int]:
        """A signed sign-off corrected: kept void with the reason, its attendee listed
        again to sign anew (R6)."""
        db, actor = self.context.db, self.context.actor
        pk, name = attendee.sign_off_id, attendee.name
        return self._ask_why(
            session,
            ReasonDialog(
                self,
                translate("TrainingPage", "Correct the sign-off of {name}").format(name=name),
                translate(
                    "TrainingPage",
                    "A sign-off made can't be changed. Correcting it keeps this one in the "
                    "records, void with your reason, and lists {name} again to sign anew.",
                ).format(name=name),
                ok_text=translate("TrainingPage", "Correct sign-off"),
                act=lambda reason: correct_sign_off(db, pk, reason, actor).id,
                placeholder=translate("TrainingPage", "e.g. Signed for someone else"),
            ),
        )

    def listed_by_mistake(self) -> ReasonDialog[int] | None:
        """Someone taken off the session: their sign-off kept void with the reason (R6)."""
        session, attendee = self.selected_in_use(), self.detail.selected_attendee()
        if session is None or attendee is None or attendee.is_void:
            return None
        db, actor = self.context.db, self.context.actor
        pk, name = attendee.sign_off_id, attendee.name

        def take_off(reason: str) -> int:
            remove_attendee(db, pk, reason, actor)
            return pk

        return self._ask_why(
            session,
            ReasonDialog(
                self,
                translate("TrainingPage", "{name} was listed by mistake").format(name=name),
                translate(
                    "TrainingPage",
                    "Only if {name} did not attend {session}. Their sign-off stays in the "
                    "records, void with your reason, and counts for nothing.",
                ).format(name=name, session=session_text(session)),
                ok_text=translate("TrainingPage", "Take off the session"),
                act=take_off,
                placeholder=translate("TrainingPage", "e.g. Was not at work that day"),
            ),
        )

    def _ask_why(self, session: SessionRow, dialog: ReasonDialog[int]) -> ReasonDialog[int]:
        """Once done, the session is read again with the sign-off to look at selected:
        the new one, or the void one."""
        dialog.accepted.connect(lambda: self._changed_selecting(session.id, dialog.outcome))
        dialog.open()
        return dialog

    def _changed_selecting(self, session_pk: int, sign_off_id: int | None) -> None:
        """A sign-off changed: read the session again and select that sign-off in it."""
        if sign_off_id is None:
            self.changed(session_pk)
        else:
            self._changed_then(session_pk, lambda: self.detail.select_attendee(sign_off_id))

    # --- The paper sheet -------------------------------------------------------------------

    def print_sheet(self) -> None:
        """Save the sign-in sheet where the user chooses, off the GUI thread, and open it
        to print."""
        session = self.selected_in_use()
        if session is None:
            return
        folder = self.sheet_folder or start_folder()
        path = self.choose_sheet_path(self, folder / sheet_name(session))
        if path is None:
            return
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        db, pk = self.context.db, session.id
        bilingual = self.sheet_bilingual.isChecked()
        refusal = translate("TrainingPage", "The sign-in sheet can't be saved to {path}: {why}")

        def write() -> str:
            """Why the sheet could not be saved; "" once it is."""
            try:
                write_sign_in_sheet(db, pk, path, bilingual=bilingual)
            except OSError as exc:
                return refusal.format(path=path, why=exc.strerror or exc)
            return ""

        self._set_writing(True)
        BackgroundOp(
            write, lambda refused: self._sheet_written(path, refused), self._sheet_refused, self
        ).run_in_background()

    def _set_writing(self, writing: bool) -> None:
        self._writing_sheet = writing
        if writing:
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.unsetCursor()
        self.update_buttons()

    def _sheet_written(self, path: Path, refused: str) -> None:
        self._set_writing(False)
        if refused:
            self.say(refused, error=True)
            return
        self.say(
            translate(
                "TrainingPage",
                "Saved the sign-in sheet to {path}. Print it and have each attendee sign; then "
                "scan it and use the Attach signed sheet… button.",
            ).format(path=path)
        )
        if not self.open_url(QUrl.fromLocalFile(str(path))):
            self.say(
                translate(
                    "TrainingPage",
                    "Saved the sign-in sheet to {path}. No program on this PC opens PDF files: "
                    "open it from that folder to print it.",
                ).format(path=path)
            )

    def _sheet_refused(self, exc: Exception) -> None:
        self._set_writing(False)
        if isinstance(exc, FogError):
            self.say(str(exc), error=True)
        else:
            sys.excepthook(type(exc), exc, exc.__traceback__)

    def attach_sheet(self) -> PaperDialog | None:
        session = self.selected_in_use()
        if session is None or not session.unsigned:
            return None
        dialog = PaperDialog(self, self.context, session)
        dialog.accepted.connect(lambda: self.changed(session.id))
        dialog.open()
        return dialog
