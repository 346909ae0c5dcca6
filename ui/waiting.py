"""A save that waits for a lock says so, and may be stopped (issue 33 §7).

On a shared PostgreSQL server a save can wait for another PC's save, or for a table a
program has locked. After a few seconds (fog_desktop.database.lock_wait) the form shows
this bar: what the save waits for, "Keep waiting" and "Cancel save". It does not block:
the form stays as it is, and the bar goes once the wait is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from fog_desktop.i18n import noop, translate

if TYPE_CHECKING:
    from fog_desktop.database.lock_wait import LockWait

KEEP_WAITING = noop("WaitingBar", "Keep waiting")
CANCEL_SAVE = noop("WaitingBar", "Cancel save")
STILL_WAITING = noop("WaitingBar", "It saves as soon as that is done.")
CANCELLING = noop("WaitingBar", "Cancelling the save…")


class WaitingBar(QFrame):
    """What a save waits for, with Keep waiting and Cancel save; hidden while none does."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.keep_button = QPushButton(translate("WaitingBar", KEEP_WAITING))
        self.cancel_button = QPushButton(translate("WaitingBar", CANCEL_SAVE))
        for button in (self.keep_button, self.cancel_button):
            # Enter still means the form's OK, never a button of this bar.
            button.setAutoDefault(False)
        self.keep_button.clicked.connect(self._keep_waiting)
        self.cancel_button.clicked.connect(self.cancel_save)
        row = QHBoxLayout(self)
        row.addWidget(self.label, 1)
        row.addWidget(self.keep_button)
        row.addWidget(self.cancel_button)
        self._wait: LockWait | None = None
        self._kept = False
        self._cancelling = False
        self.hide()

    def show_wait(self, wait: LockWait | None) -> None:
        """Say what the save waits for; None: it waits no more."""
        if self._cancelling:
            return  # a look posted before Cancel was clicked
        self._wait = wait
        if wait is None:
            self.end()
            return
        sentence = wait.sentence()
        if self._kept:
            sentence = f"{sentence} {translate('WaitingBar', STILL_WAITING)}"
        self.label.setText(sentence)
        self.keep_button.setVisible(not self._kept)
        self.cancel_button.setEnabled(True)
        self.show()

    def end(self) -> None:
        """The save is over (stored, refused or cancelled): the next one starts afresh."""
        self._wait = None
        self._kept = False
        self._cancelling = False
        self.hide()

    def _keep_waiting(self) -> None:
        self._kept = True
        if self._wait is not None:
            self.show_wait(self._wait)

    def waits(self) -> bool:
        """Whether a save is shown waiting, and not yet cancelled."""
        return self.isVisible() and not self._cancelling

    def cancel_save(self) -> None:
        """Stop the waiting save; it ends refused, with nothing stored."""
        if self._wait is not None:
            self._wait.cancel()
        self._cancelling = True
        self.label.setText(translate("WaitingBar", CANCELLING))
        self.keep_button.hide()
        self.cancel_button.setEnabled(False)
