"""The window says the days of the establishment's ordinance profile (R4, R5).

The pages used to say Sierra Madre's 10 days, twice a year and five working days whatever
profile the establishment follows: a manager under another city's ordinance read the
wrong deadline beside the right due date.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
from PySide6.QtWidgets import QLabel

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.services.incidents import IncidentInput, report_incident
from fog_desktop.services.ordinances import choose_ordinance
from models import Establishment
from ui.app import build_main_window
from ui.calendar import CalendarPage
from ui.employees.employee_form import EmployeeFormDialog
from ui.employees.page import EmployeesPage
from ui.guide import HelpDialog
from ui.incidents import IncidentsPage
from ui.page import Page
from ui.training.page import TrainingPage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

NOW = datetime(2026, 12, 2, 15, 0)
#: Sierra Madre's numbers that the pages say, each changed as another city might have it.
ANOTHER_CITY = {
    "new_hire_days = { value = 10,": "new_hire_days = { value = 7,",
    "trainings_per_year = { value = 2,": "trainings_per_year = { value = 4,",
    "confirmation_working_days = { value = 5,": "confirmation_working_days = { value = 3,",
}


@pytest.fixture
def altadena(ctx: AppContext, cafe: Establishment) -> Establishment:
    """The cafe, following a profile of Altadena's numbers added to its data folder."""
    text = ordinance.default_text()
    for sierra_madre, altadena in ANOTHER_CITY.items():
        assert sierra_madre in text
        text = text.replace(sierra_madre, altadena)
    folder = ctx.paths.data_dir / ordinance.FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "altadena.toml").write_text(text, encoding="utf-8")
    choose_ordinance(ctx.db, cafe.id, "altadena", ctx.actor, ctx.paths.data_dir)
    return cafe


P = TypeVar("P", bound=Page[Any])


def read(gui: Gui, page: P) -> P:
    """``page`` shown, with what its refresh read."""
    gui.show(page)
    gui.refresh(page)
    return page


def test_the_empty_roster_and_training_pages_say_the_profiles_days(
    gui: Gui, ctx: AppContext, altadena: Establishment
) -> None:
    for page in (read(gui, EmployeesPage(ctx)), read(gui, TrainingPage(ctx))):
        assert "trained within 7 days of being hired" in page.empty.text()
        assert "everyone 4 times each calendar year" in page.empty.text()
        assert "{" not in page.empty.text()


def test_sierra_madre_is_said_where_no_other_profile_is_chosen(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    page = read(gui, EmployeesPage(ctx))
    assert "trained within 10 days of being hired" in page.empty.text()
    assert "everyone 2 times each calendar year" in page.empty.text()


def test_the_holiday_calendar_counts_the_profiles_working_days(
    gui: Gui, ctx: AppContext, altadena: Establishment
) -> None:
    page = read(gui, CalendarPage(ctx))
    assert "must reach the FOG program manager within 3 working days." in page.why.text()


def test_an_incidents_written_confirmation_is_due_in_the_profiles_working_days(
    gui: Gui, ctx: AppContext, altadena: Establishment
) -> None:
    data = IncidentInput(incident_date="2026-11-25", incident_time="18:40", kind="Spill",
                         location="Back door drain", blockage_or_sso_possible=False)  # fmt: skip
    report_incident(ctx.db, altadena.id, data, ctx.actor, now=NOW)
    page = IncidentsPage(ctx)
    page.now = lambda: NOW
    page.resize(1280, 900)
    read(gui, page)
    gui.click_cell(page.table, page.proxy.index(0, 0))
    why = page.findChild(QLabel, "confirmation_why")
    assert why is not None and why.isVisible()
    assert "within 3 working days of the incident" in why.text()


def test_the_employee_form_says_when_new_hire_training_is_due_by_the_profile(
    gui: Gui, ctx: AppContext, altadena: Establishment
) -> None:
    dialog = gui.show(EmployeeFormDialog(None, ctx, altadena.id))
    hint = dialog.findChild(QLabel, "hire_date_hint")
    assert hint is not None
    assert hint.text() == "New-hire training is due 7 days after it."


def test_the_help_says_the_duties_in_the_profiles_numbers(
    gui: Gui, ctx: AppContext, altadena: Establishment
) -> None:
    """What the ordinance asks, opened from a page of an establishment under another
    city's profile: that city's days, not Sierra Madre's."""
    window = gui.show(build_main_window(ctx))
    page = window.show_page("Training")
    gui.settle()
    gui.click(page.help_button)
    said = gui.wait_for_window(HelpDialog).browser.toPlainText()
    assert "new employee within 7 days of being hired" in said
    assert "every employee 4 times each calendar year" in said
    assert "Send a written confirmation within 3 working days" in said
    assert "Never let it fill past 25%" in said, "Altadena keeps the 25% rule here"
    assert "{" not in said
