"""Under the sessions table: the selected session's topics, its attendees and how each
signed, the signature of the one selected, and the scans of signed sheets (R4, R6)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.sign_in_sheet import ATTESTATION_ES
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.attachments import Owner, content_of
from fog_desktop.services.training import AttendeeRow, SessionRow
from models import ATTESTATION, SignOffMethod, TrainingSession
from ui.dialogs import report_failure
from ui.forms import FIELD_WIDTH, text_label
from ui.looks import give_role
from ui.operations import BackgroundOp
from ui.tables import read_only_table
from ui.training.model import AttendeesModel
from ui.training.sign_dialog import session_text
from ui.training.topics import topic_text
from ui.widgets.attachments import AttachmentsPanel
from ui.widgets.signatures import moment_text
from ui.widgets.states import STATE_COLOURS
from ui.widgets.values import status_shown

NOTHING_SELECTED = noop(
    "SessionDetail", "Select a session to see its attendees, their signatures and its topics."
)
NO_ATTENDEE = noop("SessionDetail", "Select an attendee to see their signature.")
NO_SIGNATURE = noop("SessionDetail", "No signature drawn")
SIGN = noop("SessionDetail", "Sign…")
CORRECT = noop("SessionDetail", "Correct…")
#: The box a signature is shown in: about as a signature line on paper.
SIGNATURE_BOX = QSize(280, 96)
#: The least the session's and the scans' columns give way to on a small screen.
NARROW_COLUMN = 200


def unsigned_warning(session: SessionRow) -> str:
    """ "2 attendees not signed yet: …. Their training does not count until they sign" (R4)."""
    unsigned = session.unsigned
    if session.is_void or not unsigned:
        return ""
    count = len(unsigned)
    names = ", ".join(a.name for a in unsigned)
    return translate(
        "SessionDetail",
        "%n attendee(s) not signed yet: {names}. Their training does not count until they sign.",
        None,
        count,
    ).format(names=names)


def signature_caption(attendee: AttendeeRow) -> str:
    """Who signed, how, when, and what the signature means."""
    name = attendee.name
    when = moment_text(attendee.signed_at)
    # What they signed, as they read it: in English and in Spanish.
    meaning = f"“{ATTESTATION}” / “{ATTESTATION_ES}”"
    if attendee.method == SignOffMethod.PAD:
        text = translate("SessionDetail", "{name} signed on the pad on {when}: {meaning}")
    elif attendee.method == SignOffMethod.TYPED:
        text = translate(
            "SessionDetail", "{name} typed their name (“{typed}”) on {when}: {meaning}"
        )
    elif attendee.method == SignOffMethod.PAPER:
        text = translate(
            "SessionDetail",
            "{name} signed the paper sign-in sheet, marked on {when}: {meaning} "
            "The scan is with the session's scans.",
        )
    else:
        text = translate(
            "SessionDetail",
            "{name} has not signed: their training does not count yet. Use {sign} to "
            "sign on the screen, or print the sign-in sheet.",
        )
    text = text.format(
        name=name,
        when=when,
        meaning=meaning,
        typed=attendee.typed_name,
        sign=translate("SessionDetail", SIGN),
    )
    if attendee.is_void:
        text = f"{status_shown(attendee.status_text)}. {text}"
    return text


class SessionDetail(QWidget):
    """The page wires the buttons; this panel shows what is selected."""

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self._context = context
        self.session: SessionRow | None = None
        self.title = text_label(
            "session_title", translate("SessionDetail", NOTHING_SELECTED), role="summary"
        )
        self.notes = text_label("session_notes")
        self.topics = QListWidget()
        self.topics.setObjectName("session_topics")
        self.topics.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.topics.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.topics.setWordWrap(True)
        self.warning = QLabel()
        self.warning.setObjectName("unsigned_warning")
        self.warning.setWordWrap(True)
        # Names and notes are typed by users: shown as typed, never read as markup.
        for label in (self.title, self.notes, self.warning):
            label.setTextFormat(Qt.TextFormat.PlainText)
        background, colour = STATE_COLOURS[ObligationState.OVERDUE]
        self.warning.setStyleSheet(
            f"QLabel {{ background: {background}; color: {colour}; padding: 6px; "
            "font-weight: 600; border-radius: 3px; }"
        )
        self.attendees = AttendeesModel()
        self.table = self._attendees_table()
        self.sign_button = QPushButton(translate("SessionDetail", SIGN))
        self.sign_button.setObjectName("sign_button")
        self.mistake_button = QPushButton(translate("SessionDetail", "Listed by mistake…"))
        self.mistake_button.setObjectName("mistake_button")
        self.mistake_button.setToolTip(
            translate(
                "SessionDetail",
                "Take someone off this session who did not attend; their sign-off stays, void.",
            )
        )
        self.signature = QLabel()
        self.signature.setObjectName("signature_image")
        self.signature.setFixedSize(SIGNATURE_BOX)
        self.signature.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.signature.setStyleSheet(
            "QLabel { background: white; border: 1px solid #d0d4da; color: #6c757d; }"
        )
        self.caption = QLabel(translate("SessionDetail", NO_ATTENDEE))
        self.caption.setObjectName("signature_caption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.signature.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.scans = AttachmentsPanel(context)
        self.scans.set_adding(False)
        # Most sessions are signed on screen: the scans take room only when there are some.
        self.scans.listed.connect(lambda: self.scans.setVisible(self.scans.list.count() > 0))
        self._lay_out()
        self.show_session(None, None)

    def _attendees_table(self) -> QTableView:
        table = read_only_table(self.attendees)
        table.setObjectName("attendees_table")
        header = table.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(AttendeesModel.STATUS, QHeaderView.ResizeMode.Stretch)
        return table

    def _lay_out(self) -> None:
        about = QWidget()
        # The three columns give way on a 1024-pixel screen rather than widen the window.
        about.setMinimumWidth(NARROW_COLUMN)
        about.setMaximumWidth(FIELD_WIDTH)
        column = QVBoxLayout(about)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.title)
        column.addWidget(self.notes)
        topics = QLabel(translate("SessionDetail", "Topics reviewed"))
        give_role(topics, "hint")
        column.addWidget(topics)
        column.addWidget(self.topics, stretch=1)

        attendees = QVBoxLayout()
        attendees.setContentsMargins(0, 0, 0, 0)
        attendees.addWidget(self.warning)
        attendees.addWidget(self.table, stretch=1)
        # The buttons over the signature, not beside it: the box stays narrow enough
        # for a 1024-pixel screen.
        buttons = QHBoxLayout()
        buttons.addWidget(self.sign_button)
        buttons.addWidget(self.mistake_button)
        buttons.addStretch()
        attendees.addLayout(buttons)
        attendees.addWidget(self.signature, alignment=Qt.AlignmentFlag.AlignLeft)
        attendees.addWidget(self.caption)
        attendees_box = QGroupBox(translate("SessionDetail", "Attendees and their signatures"))
        attendees_box.setLayout(attendees)

        # Narrow enough that the three columns fit a 1280-pixel window in Spanish too.
        self.scans.setMinimumWidth(NARROW_COLUMN)
        self.scans.setMaximumWidth(FIELD_WIDTH + 12)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(about)
        row.addWidget(attendees_box, stretch=1)
        row.addWidget(self.scans)

    # --- Showing ---------------------------------------------------------------------------

    def show_session(self, session: SessionRow | None, establishment_id: int | None) -> None:
        """Show ``session``; the attendee selected stays selected if it is still there."""
        chosen = self.selected_attendee()
        self.session = session
        if session is None or establishment_id is None:
            self.session = None
            self.title.setText(translate("SessionDetail", NOTHING_SELECTED))
            self.notes.setText("")
            self.topics.clear()
            self.warning.setVisible(False)
            self.attendees.set_attendees(())
            self.scans.set_owner(None)
            self.scans.setVisible(False)
            self.show_attendee()
            return
        status = (
            "" if session.status_text == "Recorded" else f" ({status_shown(session.status_text)})"
        )
        self.title.setText(session_text(session) + status)
        self.notes.setText(
            translate("SessionDetail", "Notes: {notes}").format(notes=session.notes)
            if session.notes
            else ""
        )
        self.notes.setVisible(bool(session.notes))
        self.topics.clear()
        # Read by the attendees as they sign: each topic in English and in Spanish.
        self.topics.addItems(
            [f"• {topic_text(topic)}" for topic in session.topics]
            or [translate("SessionDetail", "(none recorded)")]
        )
        warning = unsigned_warning(session)
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))
        self.attendees.set_attendees(session.attendees)
        self.scans.setEnabled(True)
        self.scans.set_owner(Owner(establishment_id, TrainingSession.__tablename__, session.id))
        if chosen is not None:
            self.select_attendee(chosen.sign_off_id)
        self.show_attendee()

    def selected_attendee(self) -> AttendeeRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.attendees.row(rows[0].row()) if rows else None

    def select_attendee(self, sign_off_id: int) -> bool:
        row = self.attendees.row_of(sign_off_id)
        if row is not None:
            self.table.selectRow(row)
        return row is not None

    def select_next_unsigned(self) -> None:
        """After a signature: the next one to sign, so that a group signs in turn."""
        for row, attendee in enumerate(self.attendees.rows()):
            if not attendee.is_void and attendee.method == SignOffMethod.NONE:
                self.table.selectRow(row)
                return

    def show_attendee(self) -> None:
        """The selected attendee's signature, and the buttons that fit it."""
        attendee = self.selected_attendee()
        session_in_use = self.session is not None and not self.session.is_void
        can_act = session_in_use and attendee is not None and not attendee.is_void
        signed = attendee is not None and attendee.method != SignOffMethod.NONE
        self.sign_button.setText(translate("SessionDetail", CORRECT if signed else SIGN))
        self.sign_button.setToolTip(
            translate(
                "SessionDetail",
                "A sign-off made can't be changed: correcting it keeps it, void, and lists "
                "the attendee again to sign anew.",
            )
            if signed
            else translate(
                "SessionDetail", "Sign on the screen, or type the name where no pad is at hand."
            )
        )
        self.sign_button.setEnabled(can_act)
        self.mistake_button.setEnabled(can_act)
        self.signature.clear()
        self.signature.setText(translate("SessionDetail", NO_SIGNATURE))
        if attendee is None:
            self.caption.setText(translate("SessionDetail", NO_ATTENDEE) if self.session else "")
            return
        self.caption.setText(signature_caption(attendee))
        if attendee.method == SignOffMethod.PAD and attendee.signature_sha256:
            self._show_signature(attendee.signature_sha256)
        elif attendee.method == SignOffMethod.TYPED:
            self.signature.setText(
                translate("SessionDetail", "Typed attestation, no signature: {name}").format(
                    name=attendee.typed_name
                )
            )
        elif attendee.method == SignOffMethod.PAPER:
            self.signature.setText(translate("SessionDetail", "Signed on paper"))

    def _show_signature(self, sha256: str) -> None:
        """The drawn signature, read and decoded off the GUI thread; shown if its
        attendee is still the one selected."""
        db = self._context.db

        def shown(image: QImage) -> None:
            attendee = self.selected_attendee()
            if attendee is not None and attendee.signature_sha256 == sha256:
                self.signature.setPixmap(QPixmap.fromImage(image))

        failed = partial(report_failure, self)
        BackgroundOp(lambda: signature_image(db, sha256), shown, failed, self).run_in_background()


def signature_image(db: Database, sha256: str) -> QImage:
    """A stored signature scaled to its box; an empty image if it can't be read."""
    try:
        image = QImage.fromData(content_of(db, sha256))
    except NotFound:
        return QImage()
    if image.isNull():
        return image
    return image.scaled(
        SIGNATURE_BOX - QSize(8, 8),
        Qt.AspectRatioMode.KeepAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
