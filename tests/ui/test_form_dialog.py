"""The one way a form stores (ui/dialogs.py): the work runs off the GUI thread with OK
waiting, a refusal keeps what was typed, and Enter never cancels it."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form
from ui.setup.wizard import SetupWizard

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


class NoteDialog(FormDialog[str]):
    """A form with a typed note and a choice read in the background, as the real ones."""

    def __init__(self, choices: Callable[[], list[str]], store: Callable[[str], str]) -> None:
        super().__init__(None, "A note", "Store note")
        form = new_form()
        self.note = QLineEdit()
        add_field(form, self.errors, "Note", "note", self.note)
        self.choice = QComboBox()
        add_field(form, self.errors, "Device", "device", self.choice)
        self.content.addLayout(form)
        self._store = store
        self.fill_later(choices, self.choice.addItems)

    def submit(self) -> Callable[[], str]:
        note, store = self.note.text(), self._store
        return lambda: store(note)


def test_ok_waits_for_the_choices_and_enter_then_stores(gui: Gui) -> None:
    release = threading.Event()
    stored: list[str] = []

    def choices() -> list[str]:
        release.wait(5)
        return ["GI-1"]

    def store(note: str) -> str:
        stored.append(note)
        return note

    dialog = NoteDialog(choices, store)  # deletes itself once stored
    outcomes: list[str | None] = []
    dialog.accepted.connect(lambda: outcomes.append(dialog.outcome))
    dialog.show()
    assert dialog.focusWidget() is dialog.note, "the cursor starts in the first field"
    gui.type_into(dialog.note, "Lid cracked")
    assert not dialog.ok_button.isEnabled()
    gui.qtbot.keyClick(dialog.note, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert dialog.isVisible() and stored == [], "Enter neither stores nor cancels yet"

    release.set()
    gui.settle()
    assert dialog.ok_button.isEnabled() and dialog.choice.currentText() == "GI-1"
    # Enter where the focus is, as a manager who typed and presses Enter.
    focused = dialog.focusWidget() or dialog
    gui.qtbot.keyClick(focused, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    gui.settle()
    assert stored == ["Lid cracked"]
    assert outcomes == ["Lid cracked"]
    assert gui.visible(NoteDialog) == []


def test_a_refusal_in_the_work_keeps_the_form_open_with_ok_ready(gui: Gui) -> None:
    started = threading.Event()
    release = threading.Event()

    def store(note: str) -> str:
        started.set()
        release.wait(5)
        raise ValidationError.single("note", "Say what was found.")

    dialog = gui.show(NoteDialog(lambda: ["GI-1"], store))
    gui.start(dialog.ok_button)
    gui.qtbot.waitUntil(started.is_set)
    assert not dialog.ok_button.isEnabled(), "OK waits while the work runs"

    release.set()
    gui.settle()
    assert dialog.isVisible()
    assert gui.message(dialog, "note") == "Say what was found."
    assert dialog.ok_button.isEnabled()


def test_cancel_after_typing_asks_and_keep_editing_keeps_what_was_typed(gui: Gui) -> None:
    dialog = gui.show(NoteDialog(lambda: ["GI-1"], lambda note: note))
    gui.settle()
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.wait_until_closed(NoteDialog)  # nothing typed: closed without a question

    dialog = gui.show(NoteDialog(lambda: ["GI-1"], lambda note: note))
    gui.settle()
    gui.type_into(dialog.note, "Lid cracked")
    gui.press(dialog.note, Qt.Key.Key_Escape)
    assert gui.answer_discard(discard=False) == "Discard what you typed?"
    assert dialog.isVisible() and dialog.note.text() == "Lid cracked"

    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()
    gui.wait_until_closed(NoteDialog)


def test_cancelling_the_first_run_wizard_after_typing_asks_first(gui: Gui, ctx: AppContext) -> None:
    wizard = gui.show(SetupWizard(ctx))
    gui.type_into(gui.line(wizard.profile_page, "name"), "Corner Cafe")
    wizard.reject()
    gui.answer_discard(discard=False)
    assert wizard.isVisible()
    wizard.reject()
    gui.answer_discard()
    gui.wait_until_closed(SetupWizard)
