"""A wizard page listing records to add at Finish (devices, employees): one editor for the
record chosen in the list, and each record's problems kept by its place in the list."""

from __future__ import annotations

import re
from typing import ClassVar, Generic, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QListWidget, QPushButton, QVBoxLayout

from fog_desktop.errors import Problem
from fog_desktop.i18n import translate
from ui.setup.base import SetupPage

PROBLEM_COLOUR = "#b00020"
Draft = TypeVar("Draft")


class DraftsPage(SetupPage, Generic[Draft]):
    """Records typed one at a time, nothing stored before Finish. A subclass gives its
    editor (:meth:`value`, :meth:`set_value`, :meth:`set_editing`), a blank record and
    the words of its list; it calls :meth:`keep_draft` on every change in its editor."""

    #: set_up_establishment names the n-th record's problems ``<FIELD>[n].<field>``.
    FIELD: ClassVar[str]

    def __init__(self, title: str, subtitle: str, list_label: str, add_text: str) -> None:
        super().__init__(title, subtitle)
        self._drafts: list[Draft] = []
        self._problems: dict[int, list[Problem]] = {}
        self._showing = False
        self._numbered = re.compile(rf"{re.escape(self.FIELD)}\[(\d+)\]\.(.*)")
        self.draft_list = QListWidget()
        self.draft_list.setObjectName(f"{self.FIELD}_list")
        self._list_label = list_label
        self.add_button = QPushButton(add_text)
        self.remove_button = QPushButton(translate("DraftsPage", "Remove from list"))
        self.remove_button.setToolTip(
            translate("DraftsPage", "Nothing is stored until you click Finish.")
        )
        self.add_button.clicked.connect(self.add_draft)
        self.remove_button.clicked.connect(self._remove_draft)
        self.draft_list.currentRowChanged.connect(self._show_draft)

    # What a subclass gives.
    def blank(self) -> Draft:
        raise NotImplementedError

    def value(self) -> Draft:
        """The record its editor shows."""
        raise NotImplementedError

    def set_value(self, draft: Draft) -> None:
        raise NotImplementedError

    def set_editing(self, enabled: bool) -> None:
        """Its editor usable, or not while no record is chosen."""
        raise NotImplementedError

    def item_text(self, draft: Draft) -> str:
        """How the record reads in the list."""
        raise NotImplementedError

    def lay_out(self, editor: QLayout) -> None:
        """The list with its buttons on the left, ``editor`` on the right."""
        left = QVBoxLayout()
        left.addWidget(QLabel(self._list_label))
        left.addWidget(self.draft_list, stretch=1)
        left.addWidget(self.add_button)
        left.addWidget(self.remove_button)
        row = QHBoxLayout()
        row.addLayout(left, stretch=1)
        row.addLayout(editor, stretch=3)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.errors.general)
        self._show_draft(-1)

    def drafts(self) -> list[Draft]:
        return list(self._drafts)

    def add_draft(self) -> None:
        self._drafts.append(self.blank())
        self.draft_list.addItem("")
        self._label_item(len(self._drafts) - 1)
        self.draft_list.setCurrentRow(len(self._drafts) - 1)

    def _remove_draft(self) -> None:
        row = self.draft_list.currentRow()
        if row < 0:
            return
        # Problems are numbered by position; after a removal they no longer line up.
        self.clear_problems()
        del self._drafts[row]
        self.draft_list.takeItem(row)

    def _show_draft(self, row: int) -> None:
        self.set_editing(row >= 0)
        self.remove_button.setEnabled(row >= 0)
        # Showing a record is no change to it.
        self._showing = True
        self.set_value(self._drafts[row] if row >= 0 else self.blank())
        self._showing = False
        self.errors.clear()
        self.errors.show([*self._problems.get(row, []), *self._problems.get(-1, [])])

    def keep_draft(self) -> None:
        row = self.draft_list.currentRow()
        if row >= 0 and not self._showing:
            self._drafts[row] = self.value()
            self._label_item(row)

    def _label_item(self, row: int) -> None:
        item = self.draft_list.item(row)
        item.setText(self.item_text(self._drafts[row]))
        if row in self._problems:
            item.setForeground(QBrush(QColor(PROBLEM_COLOUR)))
            item.setToolTip(
                translate("DraftsPage", "Needs a correction: see the messages beside its fields.")
            )
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setToolTip("")

    def owns(self, field: str) -> bool:
        return field == self.FIELD or self._numbered.fullmatch(field) is not None

    def show_problems(self, problems: list[Problem]) -> None:
        """Keep each record's problems and show the first record that has any."""
        self._problems = {}
        for problem in problems:
            match = self._numbered.fullmatch(problem.field)
            if match:
                index, field = int(match.group(1)), match.group(2)
                self._problems.setdefault(index, []).append(Problem(field, problem.message))
            else:
                self._problems.setdefault(-1, []).append(problem)
        for row in range(len(self._drafts)):
            self._label_item(row)
        first = min((i for i in self._problems if i >= 0), default=None)
        if first is not None and first != self.draft_list.currentRow():
            self.draft_list.setCurrentRow(first)
        else:
            self._show_draft(self.draft_list.currentRow())

    def clear_problems(self) -> None:
        self._problems = {}
        for row in range(len(self._drafts)):
            self._label_item(row)
        self.errors.clear()
