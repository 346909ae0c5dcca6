"""How the few parts of the window that differ from Fusion look: the labels' roles (a
heading, a hint, an error) in code, and the rest from resources/style.qss, given to
just the widgets it names.

The sheet is not the application's: an application-wide style sheet puts Qt's
style-sheet style in front of every widget, and any one rule in it cost the window's
first paint some 37 ms of its build (issue 34 §5).
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QLabel, QWidget

STYLE_SHEET = "style.qss"
#: The point size of the roles drawn larger, and semi-bold.
ROLE_SIZES = {"heading": 13.0, "summary": 11.0}
#: The text colour of the roles drawn in colour: a refusal in red, a hint in grey.
ROLE_COLOURS = {"error": "#b00020", "hint": "#555555"}


def give_role(label: QLabel, role: str) -> None:
    """``label`` drawn as its ``role`` says ("" for none), again whenever it changes; the
    property stays for tests and for anything that asks which role a label plays."""
    label.setProperty("role", role)
    # Fonts and palettes merge with the parent's: only what is set here differs.
    font = QFont()
    if role in ROLE_SIZES:
        font.setPointSizeF(ROLE_SIZES[role])
        font.setWeight(QFont.Weight.DemiBold)
    label.setFont(font)
    palette = QPalette()
    if role in ROLE_COLOURS:
        palette.setColor(QPalette.ColorRole.WindowText, QColor(ROLE_COLOURS[role]))
    label.setPalette(palette)


@cache
def style_sheet() -> str:
    return (files("resources") / STYLE_SHEET).read_text(encoding="utf-8")


def use_style_sheet(*widgets: QWidget) -> None:
    """``widgets`` and what they hold drawn by the rules of resources/style.qss that
    name them (the navigation, a table's header, the red Report an incident)."""
    for widget in widgets:
        widget.setStyleSheet(style_sheet())


def mark_invalid(widget: QWidget, invalid: bool) -> None:
    """A red border around a field whose value was refused, until it is typed again."""
    if bool(widget.property("invalid")) == invalid:
        return  # each key typed in a field says it is valid again
    widget.setProperty("invalid", invalid)
    # Qt reads a property in a selector only when the sheet is given again.
    widget.setStyleSheet(style_sheet() if invalid else "")
