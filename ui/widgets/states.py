"""The colours of an obligation's state, as every page draws them (R1–R5, R8)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from fog_desktop.rules.obligations import ObligationState

#: Background and text colour per state. Upcoming keeps the table's own colours.
#: Each pair keeps a contrast ratio above 7:1, so the text stays readable.
STATE_COLOURS: dict[ObligationState, tuple[str, str]] = {
    ObligationState.OVERDUE: ("#f8d7da", "#842029"),
    ObligationState.DUE_SOON: ("#fff3cd", "#664d03"),
    ObligationState.MET: ("#d1e7dd", "#0f5132"),
    ObligationState.MET_LATE: ("#ffe5d0", "#7a3300"),
    ObligationState.MISSED: ("#e8e0f5", "#3d1a78"),
}
#: The text of what must be done now: a call due, a letter's missing element.
URGENT_COLOUR = "#b00020"


def styled(label: QLabel, *, size: float = 0, bold: bool = False, colour: str = "") -> None:
    """``label`` drawn larger, bold or coloured, by a style sheet of its own."""
    rules = []
    if size:
        rules.append(f"font-size: {size}pt;")
    if bold:
        rules.append("font-weight: 700;")
    if colour:
        rules.append(f"color: {colour};")
    label.setStyleSheet(f"QLabel {{ {' '.join(rules)} }}" if rules else "")
