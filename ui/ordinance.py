"""Settings' ordinance box: which ordinance profile the establishment shown follows, and
its numbers, each with the place of the ordinance that sets it (read-only: a city's
numbers change by choosing its profile, never by typing one)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QGroupBox, QHeaderView, QTableView, QVBoxLayout

from fog_desktop.i18n import translate
from fog_desktop.rules.profile import TERMS, OrdinanceProfile
from ui.forms import paragraph
from ui.looks import use_style_sheet
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
    """The profile chooser and the chosen profile's numbers."""

    def __init__(self, establishment: str) -> None:
        super().__init__(translate("OrdinanceBox", "Ordinance"))
        self._profiles: dict[str, OrdinanceProfile] = {}
        self.chooser = QComboBox()
        self.chooser.setObjectName("ordinance_profile")
        self.chooser.currentIndexChanged.connect(self._show_numbers)
        self.model = NumbersModel()
        self.table = QTableView()
        self.table.setObjectName("ordinance_numbers")
        self.table.setModel(self.model)
        # Each row as tall as its wrapped text, whatever width the columns end up with.
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        use_style_sheet(self.table)
        self.table.setMinimumSize(680, 240)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        column = QVBoxLayout(self)
        column.addWidget(
            paragraph(
                translate(
                    "OrdinanceBox",
                    "{establishment} follows the ordinance chosen here: every due date is "
                    "computed with its numbers. Another city's profile can be added as a "
                    "file in the data folder's ordinances folder.",
                ).format(establishment=establishment)
            )
        )
        column.addWidget(self.chooser)
        column.addWidget(self.table, stretch=1)

    def fill(self, profiles: dict[str, OrdinanceProfile], followed: OrdinanceProfile) -> None:
        """Offer ``profiles``, ``followed`` chosen."""
        self._profiles = dict(profiles) | {followed.key: followed}
        for key, profile in self._profiles.items():
            self.chooser.addItem(f"{profile.code}, {profile.title}", key)
        self.chooser.setCurrentIndex(self.chooser.findData(followed.key))
        self._show_numbers()

    def chosen(self) -> str:
        """The key of the profile chosen."""
        return str(self.chooser.currentData() or "")

    def _show_numbers(self) -> None:
        profile = self._profiles.get(self.chosen())
        self.model.set_rows(numbers_of(profile) if profile is not None else [])
