"""Fields in group boxes side by side, as the wider forms lay them out."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QFormLayout, QGroupBox, QHBoxLayout, QVBoxLayout

from ui.forms import new_form
from ui.widgets.screen_fit import SIDE_BY_SIDE


def form_columns(layout: QBoxLayout, *titles: str) -> list[QFormLayout]:
    """A group box of fields per title, side by side at the end of ``layout``, so that a
    long form fits a laptop's height; the forms to add the fields to, in order. On a
    screen too narrow for them side by side, they go one under the other (screen_fit)."""
    columns = QHBoxLayout()
    columns.setObjectName(SIDE_BY_SIDE)
    forms: list[QFormLayout] = []
    for title in titles:
        box = QGroupBox(title)
        column = QVBoxLayout(box)
        forms.append(new_form())
        column.addLayout(forms[-1])
        # The shorter column keeps its rows together at the top.
        column.addStretch()
        columns.addWidget(box, stretch=1)
    layout.addLayout(columns)
    return forms
