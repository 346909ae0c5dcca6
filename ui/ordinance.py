"""Settings' ordinance box: the ordinance FOG Desktop follows, and its numbers, each with
the place of the ordinance that sets it (read-only: a city's numbers are its ordinance's,
never typed)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QGroupBox, QHeaderView, QTableView, QVBoxLayout

from fog_desktop.i18n import translate
from fog_desktop.rules.profile import TERMS, OrdinanceProfile
from ui.forms import paragraph
from ui.rows import Column, RowsModel


@dataclass(frozen=True)
class Number:
    """One number of a profile as the box lists it."""

    rule: str
    says: str
    cites: str


def numbers_of(profile: OrdinanceProfile) -> list[Number]:
    return [
        Number(
            term.rule,
            translate("Ordinance", term.words).format(value=profile.value_text(name)),
            profile.citation(name),
        )
        for name, term in TERMS.items()
    ]


class NumbersModel(RowsModel[Number]):
    def columns(self) -> list[Column[Number]]:
        return [
            Column(translate("OrdinanceBox", "Rule"), lambda n: n.rule),
            Column(translate("OrdinanceBox", "What it asks"), lambda n: n.says),
            Column(translate("OrdinanceBox", "Where the ordinance says it"), lambda n: n.cites),
        ]


class OrdinanceBox(QGroupBox):
    """The ordinance's name and its numbers."""

    def __init__(self, profile: OrdinanceProfile) -> None:
        super().__init__(translate("OrdinanceBox", "Ordinance"))
        self.model = NumbersModel()
        self.model.set_rows(numbers_of(profile))
        self.table = QTableView()
        self.table.setObjectName("ordinance_numbers")
        self.table.setModel(self.model)
        # Each row as tall as its wrapped text, whatever width the columns end up with.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        self.table.setMinimumSize(680, 240)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        column = QVBoxLayout(self)
        self.about = paragraph(
            translate(
                "OrdinanceBox",
                "FOG Desktop follows the {code}, {title}: every due date is computed with "
                "its numbers.",
            ).format(code=profile.code, title=profile.title)
        )
        column.addWidget(self.about)
        column.addWidget(self.table, stretch=1)
