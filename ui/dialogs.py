"""Dialogs that store what was typed on OK, or stay open with each problem at its field."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from fog_desktop import APP_NAME
from fog_desktop.errors import FogError, Problem, StorageUnusable, ValidationError
from fog_desktop.i18n import noop, translate, translate_declared
from ui.forms import FieldErrors, add_field, new_form, paragraph, reason_field, watch_typing
from ui.operations import BackgroundOp
from ui.waiting import WaitingBar
from ui.widgets.screen_fit import FieldsScroll, fit_to_screen
from ui.widgets.wheel import wheel_only_with_focus

if TYPE_CHECKING:
    from fog_desktop.context import AppContext

log = logging.getLogger(__name__)

Stored = TypeVar("Stored")
T = TypeVar("T")


class StoredRecord(Protocol):
    """The row of a stored record, as a page read it: its id is what an amendment names."""

    @property
    def id(self) -> int: ...


Amended = TypeVar("Amended", bound=StoredRecord)


def show_failure(parent: QWidget | None, sentence: str) -> QMessageBox:
    """A plain message, with OK, for a failure that is no bug: disk full, read-only,
    another save in progress, the server gone. It does not block: the form under it stays
    open with what was typed, to save again once the cause is gone."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, APP_NAME, sentence, QMessageBox.StandardButton.Ok, parent
    )
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def report_failure(parent: QWidget | None, exc: Exception) -> None:
    """Background work failed: the machine's failure logged and said in a message, a bug
    to the crash handler."""
    if isinstance(exc, FogError):
        log.warning("%s", exc, exc_info=exc)
        show_failure(parent, str(exc))
    else:
        sys.excepthook(type(exc), exc, exc.__traceback__)


DISCARD_QUESTION = noop("Dialogs", "Discard what you typed?")
DISCARD_DETAIL = noop("Dialogs", "The form closes and nothing of it is stored.")


def ask(
    parent: QWidget,
    question: str,
    detail: str,
    answers: tuple[str, str],
    act: Callable[[], None],
    *,
    icon: QMessageBox.Icon = QMessageBox.Icon.Question,
) -> QMessageBox:
    """Ask ``question``, window-modal; ``answers`` are the act's button and the safe one,
    which is the default and what Escape answers. ``act`` runs on the first."""
    box = QMessageBox(icon, APP_NAME, question, parent=parent)
    box.setInformativeText(detail)
    act_button = box.addButton(answers[0], QMessageBox.ButtonRole.DestructiveRole)
    safe = box.addButton(answers[1], QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(safe)
    box.setEscapeButton(safe)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.buttonClicked.connect(lambda clicked: act() if clicked is act_button else None)
    box.open()
    return box


def ask_discard(parent: QWidget, discard: Callable[[], None]) -> QMessageBox:
    """Ask whether to throw away what was typed; ``discard`` runs if the user says so.
    Keep editing is the default, and what Escape answers."""
    return ask(
        parent,
        translate("Dialogs", DISCARD_QUESTION),
        translate("Dialogs", DISCARD_DETAIL),
        (translate("Dialogs", "Discard"), translate("Dialogs", "Keep editing")),
        discard,
    )


class FormDialog(QDialog, Generic[Stored]):
    """OK calls :meth:`submit`; a refusal keeps the dialog open and shows why.

    :meth:`submit` reads the form on the GUI thread and returns the work that stores it,
    which runs off that thread (a scan of 25 MB is read and hashed, a server may be far):
    meanwhile OK is disabled and the cursor busy, and the window stays responsive. The
    services store all or nothing, so a refused dialog has written nothing. A save that
    waits for a lock another session holds says so in :attr:`waiting`, which offers to
    keep waiting or cancel it (ui/waiting.py).
    """

    #: The save is over: stored (the dialog then accepts) or refused (it stays open).
    settled = Signal()

    def __init__(self, parent: QWidget | None, title: str, ok_text: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        # A dialog is made for each use; without this every one would live on as a child
        # of its page until the window closes.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.errors = FieldErrors()
        # Made in the dialog, so that OK's being the default registers with it: made
        # apart, the first button the cursor passed (Clear on the signature pad, Add
        # scan) became the default for good, and Enter erased a signature.
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(ok_text)
        # Enter means OK, even while OK waits for a field's choices and Qt would hand the
        # default to Cancel: Enter then does nothing, never cancels what was typed.
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        fields = QWidget()
        self.content = QVBoxLayout(fields)
        self.content.setContentsMargins(0, 0, 0, 0)
        outer = QVBoxLayout(self)
        # The fields scroll on a short screen; the messages and buttons stay in sight.
        outer.addWidget(FieldsScroll(fields), stretch=1)
        outer.addWidget(self.errors.general)
        #: What a save waits for, when another session holds a lock it needs.
        self.waiting = WaitingBar(self)
        outer.addWidget(self.waiting)
        outer.addWidget(self.buttons)
        self._saving = False
        self._watched = False
        #: The user changed a field: Cancel asks before discarding it.
        self.typed = False
        #: What the work returned, once stored: the new record's id, for instance.
        self.outcome: Stored | None = None
        self._filling = 0

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802  (Qt's name)
        """The cursor starts in the first field. The buttons are made before the fields,
        so Qt would start on OK, or on Cancel while OK waits for a field's choices:
        typing went nowhere, and Enter cancelled."""
        if not self._watched:
            fit_to_screen(self)
            self._only_ok_on_enter()
            wheel_only_with_focus(self)
        super().showEvent(event)
        first = self.first_field()
        if first is not None and not event.spontaneous():
            first.setFocus(Qt.FocusReason.TabFocusReason)
        if not self._watched:
            self._watched = True
            watch_typing(self, self._typing)

    def _only_ok_on_enter(self) -> None:
        """Enter saves: no other button of the form (Cancel, the pad's Clear, Add scan
        or photo) takes Enter, even with the cursor on it; Space still presses it."""
        for button in self.findChildren(QPushButton):
            if button is not self.ok_button:
                button.setAutoDefault(False)
                button.setDefault(False)
        self.ok_button.setDefault(True)

    def _typing(self, *_: object) -> None:
        self.typed = True

    def reject(self) -> None:
        """Cancel or Escape: a form with typed changes asks before throwing them away.
        While a save waits for a lock, they stop the save, as Cancel save does: the form
        stays with what was typed, rather than closing on a save that may yet be stored."""
        if self._saving and self.waiting.waits():
            self.waiting.cancel_save()
        elif self.typed and not self._saving:
            ask_discard(self, super().reject)
        else:
            super().reject()

    def first_field(self) -> QWidget | None:
        """The first widget Tab reaches that is not one of the dialog's buttons."""
        widget = self.nextInFocusChain()
        while widget is not None and widget is not self:
            takes_tab = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
            usable = takes_tab and widget.isVisible() and widget.isEnabled()
            if usable and not self.buttons.isAncestorOf(widget):
                return widget
            widget = widget.nextInFocusChain()
        return None

    def submit(self) -> Callable[[], Stored]:
        """Read what was typed and return the work that stores it, a call of the services
        run off the GUI thread. Raise ValidationError here, or in the work, to refuse it."""
        raise NotImplementedError

    def stored(self, result: Stored) -> None:
        """On the GUI thread, once stored: keep what the page needs, such as the new id."""

    def fill_later(self, read: Callable[[], T], fill: Callable[[T], None]) -> None:
        """Read what a field offers (the devices to pick from) off the GUI thread, and
        ``fill`` it in when read; OK waits for every field to be filled."""
        self._filling += 1
        self.ok_button.setEnabled(False)

        def filled(value: T) -> None:
            fill(value)
            self._filling -= 1
            self._enable_ok()

        def failed(exc: Exception) -> None:
            # OK stays disabled: a choice not read is not offered as if there were none.
            if isinstance(exc, FogError):
                self.errors.show([Problem("", str(exc))])
            else:
                sys.excepthook(type(exc), exc, exc.__traceback__)

        BackgroundOp(read, filled, failed, owner=self).run_in_background()

    def accept(self) -> None:
        if self._saving or self._filling:
            return
        self.errors.clear()
        try:
            work = self.submit()
        except FogError as exc:
            self._refused(exc)
            return
        self._saving = True
        self.ok_button.setEnabled(False)
        self.setCursor(Qt.CursorShape.BusyCursor)
        BackgroundOp(
            work, self._stored, self._refused, owner=self, on_wait=self.waiting.show_wait
        ).run_in_background()

    def _stored(self, result: Stored) -> None:
        self._settle()
        # What was typed is stored: nothing left to lose.
        self.typed = False
        self.outcome = result
        self.stored(result)
        super().accept()
        self.settled.emit()

    def _refused(self, exc: Exception) -> None:
        self._settle()
        if isinstance(exc, ValidationError):
            self.errors.show(exc.problems)
        elif isinstance(exc, FogError) and not isinstance(exc, StorageUnusable):
            self.errors.show([Problem("", str(exc))])
        else:
            # The disk full, the server gone: said as everywhere, the form kept to try again.
            report_failure(self, exc)
        self.settled.emit()

    def can_submit(self) -> bool:
        """Whether there is anything to store once the fields are filled in."""
        return True

    def _enable_ok(self) -> None:
        self.ok_button.setEnabled(not self._filling and not self._saving and self.can_submit())

    def _settle(self) -> None:
        self._saving = False
        self.waiting.end()
        self._enable_ok()
        self.unsetCursor()


class RecordFormDialog(FormDialog[int], Generic[Amended]):
    """Adds a record of one kind or, given the row of one, amends it (R6); its outcome
    is the stored record's id.

    The title and OK say which: :attr:`ADD_TITLE` and :attr:`ADD_TEXT` when adding,
    :meth:`amend_title` and "Save amendment" when amending, where the form asks for the
    reason with :meth:`add_reason`. A form lays out its fields in :meth:`make_form`, which
    this constructor calls last; a form given more than the record keeps it before that.
    """

    ADD_TITLE = ""
    ADD_TEXT = ""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        record: Amended | None = None,
    ) -> None:
        adding = record is None
        title = (
            translate_declared(type(self), self.ADD_TITLE)
            if record is None
            else self.amend_title(record)
        )
        ok = (
            translate_declared(type(self), self.ADD_TEXT)
            if adding
            else translate("RecordFormDialog", "Save amendment")
        )
        super().__init__(parent, title, ok)
        self.context = context
        self.establishment_id = establishment_id
        #: The id of the record amended; None when adding.
        self.record_pk = None if record is None else record.id
        self.reason: QLineEdit | None = None
        self.make_form(record)

    def make_form(self, record: Amended | None) -> None:
        """The form's fields; when amending, filled from ``record`` with the reason asked."""
        raise NotImplementedError

    def amend_title(self, record: Amended) -> str:
        raise NotImplementedError

    def add_reason(self, form: QFormLayout, placeholder: str = "") -> None:
        """The amendment's reason, as the form's last field there."""
        self.reason = reason_field(form, self.errors, placeholder)

    def reason_text(self) -> str:
        return self.reason.text() if self.reason is not None else ""

    def adding_or_amending(
        self, add: Callable[[], StoredRecord], amend: Callable[[int, str], StoredRecord]
    ) -> Callable[[], int]:
        """The work that stores the form: ``add()`` a new record, or ``amend(pk, reason)``
        the one it was opened on, with the reason typed (R6); its outcome is the id."""
        pk, reason = self.record_pk, self.reason_text()

        def store() -> int:
            return (add() if pk is None else amend(pk, reason)).id

        return store


class VoidDialog(FormDialog[None]):
    """Asks why a record entered in error is void; the reason is required (R6)."""

    def __init__(self, parent: QWidget | None, label: str, void: Callable[[str], None]) -> None:
        super().__init__(
            parent,
            translate("VoidDialog", "Void {record}").format(record=label),
            translate("VoidDialog", "Void record"),
        )
        self._void = void
        intro = paragraph(
            translate(
                "VoidDialog",
                "Void {record} only if it was entered in error; to correct it, use Amend "
                "instead. A void record is never deleted: it stays in the records, greyed and "
                "marked void with your reason.",
            ).format(record=label)
        )
        self.content.addWidget(intro)
        form = new_form()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(translate("VoidDialog", "e.g. Entered twice by mistake"))
        add_field(
            form, self.errors, translate("VoidDialog", "Reason (required)"), "reason", self.reason
        )
        self.content.addLayout(form)

    def submit(self) -> Callable[[], None]:
        reason, void = self.reason.text(), self._void
        return lambda: void(reason)
