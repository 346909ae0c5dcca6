"""The set-up wizard: on Finish the establishment, its employees and its devices are stored
together.

Nothing is stored before Finish, and a refused Finish stores nothing: the service
works all or nothing, and each problem is shown at its field on its page.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget, QWizard

from fog_desktop.context import AppContext
from fog_desktop.errors import FogError, Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.setup import set_up_establishment
from ui.dialogs import ask_discard
from ui.forms import watch_typing
from ui.operations import BackgroundOp
from ui.setup.base import SetupPage
from ui.setup.pages import DevicesSetupPage, NoticePhonesPage, ProfilePage
from ui.setup.people import EmployeesSetupPage


class SetupWizard(QWizard):
    """Set up one establishment; ``establishment_id`` is the stored one's once accepted."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.establishment_id: int | None = None
        self._saving = False
        self.setWindowTitle(translate("SetupWizard", "Set up an establishment"))
        # The same look on every platform; Windows' own style has no room for subtitles.
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.profile_page = ProfilePage(context.settings.operator_name, context.today())
        self.phones_page = NoticePhonesPage()
        self.employees_page = EmployeesSetupPage()
        self.devices_page = DevicesSetupPage(self._commit)
        for page in self.pages():
            self.addPage(page)
        self.resize(880, 620)
        #: The user typed something: cancelling asks before throwing it away.
        self.typed = False
        watch_typing(self, self._typing)

    def _typing(self, *_: object) -> None:
        self.typed = True

    def pages(self) -> tuple[SetupPage, ...]:
        return (self.profile_page, self.phones_page, self.employees_page, self.devices_page)

    def _profile(self) -> EstablishmentInput:
        typed = EstablishmentInput(records_begin=self.profile_page.records_begin.iso_text())
        return self.phones_page.profile.value(self.profile_page.profile.value(typed))

    def _commit(self) -> bool:
        """Finish: True once stored, and the wizard closes. Otherwise the save starts,
        off the GUI thread, and Finish waits for it with a busy cursor."""
        if self.establishment_id is not None:
            return True
        if self._saving:
            return False
        for page in self.pages():
            page.clear_problems()
        operator = self.profile_page.operator_name.text().strip()
        db, profile, today = self._context.db, self._profile(), self._context.today()
        drafts = self.devices_page.drafts()
        devices, last_services = [d.device for d in drafts], [d.last_service for d in drafts]
        people = self.employees_page.drafts()

        def store() -> int:
            return set_up_establishment(
                db, profile, devices, operator,
                last_services=last_services, people=people, today=today,
            ).id  # fmt: skip

        self._busy(True)
        BackgroundOp(
            store,
            lambda stored: self._stored(stored, operator),
            self._refused,
            owner=self,
        ).run_in_background()
        return False

    def _stored(self, establishment_id: int, operator: str) -> None:
        self._busy(False)
        self.establishment_id = establishment_id
        self._context.settings.operator_name = operator
        self._context.settings.current_establishment_id = establishment_id
        self._context.save_settings()
        self.accept()

    def _refused(self, exc: Exception) -> None:
        self._busy(False)
        if isinstance(exc, ValidationError):
            self._show_problems(exc.problems)
        elif isinstance(exc, FogError):
            self._show_problems([Problem("", str(exc))])
        else:
            sys.excepthook(type(exc), exc, exc.__traceback__)

    def _busy(self, busy: bool) -> None:
        self._saving = busy
        for button in (QWizard.WizardButton.FinishButton, QWizard.WizardButton.BackButton):
            self.button(button).setEnabled(not busy)
        if busy:
            self.setCursor(Qt.CursorShape.BusyCursor)
        else:
            self.unsetCursor()

    def reject(self) -> None:
        # Cancelled half-way, the records would be stored with no window told of them.
        if self._saving:
            return
        if self.typed:
            ask_discard(self, super().reject)
        else:
            super().reject()

    def _show_problems(self, problems: list[Problem]) -> None:
        """Each problem on the page that owns its field; then go back to the first such page."""
        pages = self.pages()
        found: dict[SetupPage, list[Problem]] = {}
        for problem in problems:
            owner = next((p for p in pages if p.owns(problem.field)), self.devices_page)
            found.setdefault(owner, []).append(problem)
        for page, own in found.items():
            page.show_problems(own)
        first = next(p for p in pages if p in found)
        for _ in range(pages.index(self.currentPage()) - pages.index(first)):
            self.back()
