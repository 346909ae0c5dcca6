"""A window that fits its screen: the fields scroll, the buttons stay in sight.

A form with every field's error shown, in Spanish, is taller than a 1280×720 laptop's
screen less its taskbar; a dialog that grew with it put OK and Cancel below the screen
(issue 35 §3). Its fields go in a :class:`FieldsScroll`, its buttons under it, and
:func:`fit_to_screen` keeps the window within the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QScrollArea, QWidget

#: The title bar over a window, which Qt learns of only once the window is on screen.
TITLE_BAR = 32
#: The least of a form's fields a short screen shows: a few rows, to scroll through.
FEWEST_ROWS_HEIGHT = 160
#: The name of a row of group boxes of fields that go one under the other when the
#: screen is too narrow for them side by side.
SIDE_BY_SIDE = "side_by_side"


def available(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen a window may take: less the taskbar and docks."""
    return widget.screen().availableGeometry()


class FieldsScroll(QScrollArea):
    """A form's fields, as tall as they need where the screen has the room, scrolled
    where it has not; never scrolled sideways, as a field cut on the right is missed."""

    def __init__(self, fields: QWidget) -> None:
        super().__init__()
        self.setObjectName("fields")
        self.setWidget(fields)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab goes from field to field; the wheel and the scroll bar scroll.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _fields(self) -> QWidget:
        fields = self.widget()
        assert fields is not None, "made with its fields"
        return fields

    def _bar_width(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802  (Qt's name)
        """All the fields, their wrapped text at its height: QScrollArea's own hint
        stops at a fixed height whatever the screen."""
        fields = self._fields()
        hint = fields.sizeHint()
        height = hint.height()
        if fields.hasHeightForWidth():
            height = max(height, fields.heightForWidth(hint.width()))
        return QSize(hint.width() + self._bar_width(), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802  (Qt's name)
        least = self._fields().minimumSizeHint()
        return QSize(least.width() + self._bar_width(), min(least.height(), FEWEST_ROWS_HEIGHT))


def fit_to_screen(window: QWidget) -> None:
    """Size ``window`` to what it would show, within its screen, and never taller than
    the screen less its title bar: what more it shows (a refusal's messages) its fields
    scroll to."""
    room = available(window)
    if window.minimumSizeHint().width() > room.width():
        stack_columns(window)
    tallest = room.height() - TITLE_BAR
    window.setMaximumHeight(tallest)
    size = window.sizeHint()
    if window.testAttribute(Qt.WidgetAttribute.WA_Resized):
        # A size the window chose for itself, such as the room its hints need.
        size = size.expandedTo(window.size())
    window.resize(min(size.width(), room.width()), min(size.height(), tallest))


def stack_columns(window: QWidget) -> None:
    """Put the group boxes of fields side by side in ``window`` one under the other."""
    for columns in window.findChildren(QBoxLayout, SIDE_BY_SIDE):
        columns.setDirection(QBoxLayout.Direction.TopToBottom)
    # The window's layout keeps the scroll area's sizes until told they changed.
    for scroll in window.findChildren(FieldsScroll):
        scroll.updateGeometry()
    layout = window.layout()
    if layout is not None:
        layout.invalidate()
        layout.activate()
