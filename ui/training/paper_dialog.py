"""Attach the scan of a signed sign-in sheet and tick who signed it on paper (R4, R6).

The scan is checked by its content, like any attachment, and stored with the session;
the attendees ticked are marked "signed on paper" in the same unit of work, or nothing
is stored.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.services.training import SessionRow, mark_signed_on_paper
from ui.dialogs import FormDialog
from ui.files import open_paths
from ui.forms import add_field, new_form, paragraph
from ui.training.session_form import checkable, ticked
from ui.training.sign_dialog import session_text
from ui.widgets.attachments.panel import FILE_FILTER, local_files

NO_SCAN = noop("PaperDialog", "Choose the scan or photo of the signed sheet.")
NOBODY_TICKED = noop("PaperDialog", "Tick each attendee who signed the sheet.")


def choose_scan(parent: QWidget) -> Path | None:
    """Ask for the scan with the platform's file dialog."""
    chosen = open_paths(parent, translate("PaperDialog", "The signed sign-in sheet"), FILE_FILTER)
    return chosen[0] if chosen else None


class PaperDialog(FormDialog[None]):
    """``choose_scan`` is an attribute, so that a test can replace the file dialog."""

    def __init__(self, parent: QWidget | None, context: AppContext, session: SessionRow) -> None:
        super().__init__(
            parent,
            translate("PaperDialog", "Attach the signed sign-in sheet"),
            translate("PaperDialog", "Attach and mark signed"),
        )
        self._context = context
        self._session_pk = session.id
        self.choose_scan: Callable[[QWidget], Path | None] = choose_scan
        intro = paragraph(
            translate(
                "PaperDialog",
                "{session}. Choose the scan or photo of the signed sheet and tick each "
                'attendee who signed it: they are marked "signed on paper" and the scan is '
                "kept with the session.",
            ).format(session=session_text(session))
        )
        intro.setTextFormat(Qt.TextFormat.PlainText)
        self.content.addWidget(intro)
        form = new_form()
        self.file = QLineEdit()
        self.file.setPlaceholderText(
            translate("PaperDialog", "The scan: PDF, JPEG, PNG, TIFF or WebP")
        )
        self.choose_button = QPushButton(translate("PaperDialog", "Choose…"))
        self.choose_button.clicked.connect(self.choose)
        cell = QWidget()
        row = QHBoxLayout(cell)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.file, stretch=1)
        row.addWidget(self.choose_button)
        self.file.setObjectName("file")
        parts: dict[str, QWidget] = {"file": self.file}
        add_field(form, self.errors, translate("PaperDialog", "Scan"), "file", cell, parts=parts)
        self.attendees = QListWidget()
        self.attendees.setObjectName("attendees")
        for attendee in session.unsigned:
            text = f"{attendee.name} ({attendee.employee_id})"
            self.attendees.addItem(checkable(text, attendee.employee_id, False))
        cell = QWidget()
        column = QVBoxLayout(cell)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.attendees)
        parts = {"attendees": self.attendees}
        add_field(
            form,
            self.errors,
            translate("PaperDialog", "Signed on paper"),
            "attendees",
            cell,
            parts=parts,
            hint=translate(
                "PaperDialog",
                "Those not yet signed. Leave unticked anyone who did not sign the sheet.",
            ),
        )
        self.content.addLayout(form)
        self.setAcceptDrops(True)
        self.setMinimumWidth(600)

    def choose(self) -> None:
        path = self.choose_scan(self)
        if path is not None:
            self.file.setText(str(path))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        paths = local_files(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.file.setText(str(paths[0]))

    def submit(self) -> Callable[[], None]:
        """The scan is read, checked and stored off the GUI thread, with the marks."""
        problems = []
        scan = self.file.text().strip()
        if not scan:
            problems.append(Problem("file", translate("PaperDialog", NO_SCAN)))
        codes = ticked(self.attendees)
        if not codes:
            problems.append(Problem("attendees", translate("PaperDialog", NOBODY_TICKED)))
        if problems:
            raise ValidationError(problems)
        db, actor, pk = self._context.db, self._context.actor, self._session_pk
        return lambda: mark_signed_on_paper(db, pk, codes, Path(scan), actor)
