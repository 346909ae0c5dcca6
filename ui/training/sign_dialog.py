"""An attendee signs: on the pad, or by typing their name where no pad is at hand (R4).

The dialog shows who signs, for which session, the date and time, and what the signature
means (the attestation); the signature is kept with all of them. A signed sign-off is
never changed: :class:`ReasonDialog` corrects it, keeping the old one void (R6).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.audit import now_utc
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.reports.sign_in_sheet import ATTESTATION_ES, TOPICS_REVIEWED, Pair, both
from fog_desktop.services.training import AttendeeRow, SessionRow, sign_typed, sign_with_pad
from fog_desktop.words import shown
from models import ATTESTATION
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, error_label, new_form, paragraph
from ui.looks import give_role
from ui.training.signature_pad import SignaturePad
from ui.training.topics import topic_text
from ui.widgets.signatures import moment_text

EMPTY_PAD = noop(
    "SignDialog",
    "Sign in the box with the mouse, a pen or a finger, or use Type my name instead.",
)
TYPE_INSTEAD = noop("SignDialog", "Type my name instead")
PAD_INSTEAD = noop("SignDialog", "Sign on the pad instead")
#: What the signer states, in English and in Spanish whatever the window's language: the
#: attendee reads it, not the manager (issue 14 §5).
STATE: Pair = ("By signing you state:", "Al firmar, usted declara:")


def attestation_text() -> str:
    """The attestation as the signer reads it: the English, then the Spanish."""
    english, spanish = STATE
    return f"{english} “{ATTESTATION}”\n{spanish} “{ATTESTATION_ES}”"


#: How often the time shown is brought up to date while the dialog is open.
CLOCK_MS = 15_000

T = TypeVar("T")


def session_text(session: SessionRow) -> str:
    return translate("SignDialog", "{kind} training on {date}, by {trainer}").format(
        kind=shown(session.kind), date=day_text(session.session_date), trainer=session.trainer
    )


def topics_text(session: SessionRow) -> str:
    """The topics reviewed, as the attendee reads them: "English / Español" each."""
    heading = both(*TOPICS_REVIEWED)
    return "\n".join([f"{heading}:", *(f"• {topic_text(t)}" for t in session.topics)])


class SignDialog(FormDialog[None]):
    """Sign stores the drawn signature (or the typed name) with the time and the
    attestation; a refusal (an empty pad, another name) keeps the dialog open."""

    PAD, TYPED = 0, 1

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        session: SessionRow,
        attendee: AttendeeRow,
    ) -> None:
        super().__init__(
            parent,
            translate("SignDialog", "{name} signs").format(name=attendee.name),
            translate("SignDialog", "Sign"),
        )
        self._context = context
        self._sign_off_id = attendee.sign_off_id
        who = QLabel(
            translate("SignDialog", "{name} ({employee_id}), please sign").format(
                name=attendee.name, employee_id=attendee.employee_id
            )
        )
        who.setObjectName("signer")
        give_role(who, "heading")
        who.setTextFormat(Qt.TextFormat.PlainText)
        self.content.addWidget(who)
        about = paragraph(session_text(session) + ".")
        about.setObjectName("session_text")
        about.setTextFormat(Qt.TextFormat.PlainText)
        self.content.addWidget(about)
        self.clock = QLabel()
        self.clock.setObjectName("signing_time")
        self.content.addWidget(self.clock)
        if session.topics:
            topics = paragraph(topics_text(session))
            topics.setObjectName("topics")
            topics.setTextFormat(Qt.TextFormat.PlainText)
            self.content.addWidget(topics)
        meaning = paragraph(attestation_text())
        meaning.setObjectName("attestation")
        give_role(meaning, "summary")
        meaning.setTextFormat(Qt.TextFormat.PlainText)
        self.content.addWidget(meaning)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._pad_page())
        self.pages.addWidget(self._typed_page())
        self.content.addWidget(self.pages)
        self.switch_button = QPushButton(translate("SignDialog", TYPE_INSTEAD))
        self.switch_button.setObjectName("switch_method")
        self.switch_button.clicked.connect(self.switch_method)
        # Beside OK and Cancel, where the signer looks when the pad won't do.
        self.buttons.addButton(self.switch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._timer = QTimer(self)
        self._timer.setInterval(CLOCK_MS)
        self._timer.timeout.connect(self._show_time)
        self._timer.start()
        self._show_time()
        self.setMinimumWidth(640)

    def _pad_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.pad = SignaturePad()
        self.clear_button = QPushButton(translate("SignDialog", "Clear"))
        self.clear_button.setObjectName("clear_pad")
        self.clear_button.clicked.connect(self.pad.clear)
        self.pad.changed.connect(self._pad_changed)
        label = error_label("signature_error")
        self.errors.register("signature", self.pad, label)
        column.addWidget(self.pad)
        row = QHBoxLayout()
        hint = QLabel(translate("SignDialog", "Sign with the mouse, a pen or a finger."))
        give_role(hint, "hint")
        row.addWidget(hint)
        row.addStretch()
        row.addWidget(self.clear_button)
        column.addLayout(row)
        column.addWidget(label)
        return page

    def _typed_page(self) -> QWidget:
        page = QWidget()
        form = new_form()
        page.setLayout(form)
        form.setContentsMargins(0, 0, 0, 0)
        self.typed_name = QLineEdit()
        self.typed_name.setPlaceholderText(translate("SignDialog", "Your name, as on the roster"))
        add_field(
            form,
            self.errors,
            translate("SignDialog", "Your name"),
            "typed_name",
            self.typed_name,
            # A typed name is an attestation, no signature (R6); it still counts (R4).
            hint=translate(
                "SignDialog",
                "Where no pad is at hand: typing your own name is a typed attestation, not a "
                "signature. It counts for your training.",
            ),
        )
        return page

    @property
    def typing(self) -> bool:
        return self.pages.currentIndex() == self.TYPED

    def switch_method(self) -> None:
        """Type my name instead, or back to the pad."""
        self.errors.clear()
        typing = not self.typing
        self.pages.setCurrentIndex(self.TYPED if typing else self.PAD)
        self.switch_button.setText(translate("SignDialog", PAD_INSTEAD if typing else TYPE_INSTEAD))
        (self.typed_name if typing else self.pad).setFocus()

    def _pad_changed(self) -> None:
        if not self.pad.is_empty():
            self.errors.clear()

    def _show_time(self) -> None:
        self.clock.setText(
            translate("SignDialog", "Date and time: {moment}").format(moment=moment_text(now_utc()))
        )

    def submit(self) -> Callable[[], None]:
        db, actor, pk = self._context.db, self._context.actor, self._sign_off_id
        if self.typing:
            typed = self.typed_name.text()
            return lambda: sign_typed(db, pk, typed, actor)
        if self.pad.is_empty():
            raise ValidationError.single("signature", translate("SignDialog", EMPTY_PAD))
        png = self.pad.to_png()
        return lambda: sign_with_pad(db, pk, png, actor)


class ReasonDialog(FormDialog[T], Generic[T]):
    """Asks why, then does ``act(reason)`` off the GUI thread: a correction or someone
    listed by mistake. The reason is required and kept; the old sign-off stays, void (R6).
    Its outcome is what ``act`` returned."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        explanation: str,
        *,
        ok_text: str,
        act: Callable[[str], T],
        placeholder: str = "",
    ) -> None:
        super().__init__(parent, title, ok_text)
        self._act = act
        intro = paragraph(explanation)
        intro.setObjectName("explanation")
        intro.setTextFormat(Qt.TextFormat.PlainText)
        self.content.addWidget(intro)
        form = new_form()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(placeholder)
        add_field(
            form, self.errors, translate("ReasonDialog", "Reason (required)"), "reason", self.reason
        )
        self.content.addLayout(form)

    def submit(self) -> Callable[[], T]:
        act, reason = self._act, self.reason.text()
        return lambda: act(reason)
