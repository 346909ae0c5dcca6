""" "Service now": the hauler to call at once, shown as the city's number is on an
incident (R1; issue 35 §2).

A reading over the limit asks for a pump-out that day; the entry the Dashboard opens for
it says whom to call: the hauler of the last pump-out, its phone large enough to dial
from across the kitchen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout

from fog_desktop.i18n import translate
from fog_desktop.phones import shown
from fog_desktop.services.haulers import HaulerDetails
from ui.forms import plain, text_label
from ui.widgets.states import URGENT_COLOUR, styled


class CallHaulerBox(QGroupBox):
    """The last hauler's name and phone, or what to do without them."""

    def __init__(self) -> None:
        super().__init__(translate("CallHaulerBox", "Call the hauler now"))
        self.setObjectName("call_hauler")
        column = QVBoxLayout(self)
        self.hauler = text_label("hauler_to_call")
        self.number = QLabel()
        self.number.setObjectName("hauler_number")
        self.number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        plain(self.number)
        self.note = text_label("hauler_call_note", role="hint")
        for label in (self.hauler, self.number, self.note):
            column.addWidget(label)

    def show_hauler(self, hauler: HaulerDetails | None) -> None:
        """``hauler``: the last pump-out's (None before any pump-out names one)."""
        phone = shown(hauler.hauler_phone) if hauler is not None else ""
        self.hauler.setText(hauler.hauler if hauler is not None else "")
        self.hauler.setVisible(hauler is not None)
        self.number.setText(
            phone or translate("CallHaulerBox", "No phone number on file for the hauler")
        )
        styled(self.number, size=18, bold=True, colour="" if phone else URGENT_COLOUR)
        if phone:
            note = translate(
                "CallHaulerBox",
                "A reading is over the limit: the interceptor is to be pumped out today (R1).",
            )
        else:
            note = translate(
                "CallHaulerBox",
                "Call your waste hauler: a reading is over the limit, and the interceptor is "
                "to be pumped out today (R1). Type the hauler's phone with this pump-out: it "
                "is shown here next time.",
            )
        self.note.setText(note)
