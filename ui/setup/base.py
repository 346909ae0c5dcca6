"""What every page of the set-up wizard does: it shows the problems of its own fields."""

from __future__ import annotations

from PySide6.QtWidgets import QWizardPage

from fog_desktop.errors import Problem
from ui.forms import FieldErrors


class SetupPage(QWizardPage):
    """A page that owns some fields and shows their problems beside them."""

    def __init__(self, title: str, subtitle: str) -> None:
        super().__init__()
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.errors = FieldErrors()

    def owns(self, field: str) -> bool:
        return self.errors.owns(field)

    def show_problems(self, problems: list[Problem]) -> None:
        self.errors.show(problems)

    def clear_problems(self) -> None:
        self.errors.clear()

    def _refuse(self, problems: list[Problem]) -> bool:
        """Show each problem at its field; True when there is none."""
        self.errors.clear()
        self.errors.show(problems)
        return not problems
