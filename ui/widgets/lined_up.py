"""Widgets side by side at their own widths, the room left after them: a row of buttons
under a list, or two inputs that make one field of a form (a number and its unit)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget


def lined_up(*widgets: QWidget) -> QHBoxLayout:
    """The widgets from the left, in order; what room is left stays empty at the right."""
    row = QHBoxLayout()
    for widget in widgets:
        row.addWidget(widget)
    row.addStretch()
    return row


def lined_up_field(*widgets: QWidget) -> QWidget:
    """The widgets as one field of a form: without margins, so that they start where the
    fields above and below them start."""
    field = QWidget()
    row = lined_up(*widgets)
    row.setContentsMargins(0, 0, 0, 0)
    field.setLayout(row)
    return field
