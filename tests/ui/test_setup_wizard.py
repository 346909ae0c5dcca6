"""The set-up wizard, driven as a user would: typing, clicking, and being refused."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QLabel, QWizard

from fog_desktop.config import Settings
from fog_desktop.context import AppContext
from fog_desktop.services.devices import list_devices
from fog_desktop.services.employees import list_employees
from fog_desktop.services.establishments import list_establishments
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import list_sessions
from ui.setup.wizard import SetupWizard

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


@pytest.fixture
def wizard(gui: Gui, ctx: AppContext) -> SetupWizard:
    ctx.settings.operator_name = ""
    return gui.show(SetupWizard(ctx))


def next_page(gui: Gui, wizard: SetupWizard) -> None:
    gui.click(wizard.button(QWizard.WizardButton.NextButton))


def finish(gui: Gui, wizard: SetupWizard) -> None:
    gui.click(wizard.button(QWizard.WizardButton.FinishButton))


def fill_first_two_pages(gui: Gui, wizard: SetupWizard, email: str = "") -> None:
    page = wizard.profile_page
    gui.type_into(gui.line(page, "operator_name"), "Ana Ruiz")
    gui.type_into(gui.line(page, "name"), "Corner Cafe")
    gui.type_into(gui.line(page, "contact_email"), email)
    next_page(gui, wizard)
    phones = wizard.phones_page
    gui.type_into(gui.line(phones, "city_spill_phone"), "(626) 555-0111")
    gui.type_into(gui.line(phones, "health_dept_phone"), "(626) 555-0199")
    next_page(gui, wizard)
    assert wizard.currentPage() is wizard.employees_page
    # No one needed: people can be added later on the Employees page.
    next_page(gui, wizard)
    assert wizard.currentPage() is wizard.devices_page


def add_device(gui: Gui, wizard: SetupWizard, device_id: str, capacity: str = "1000") -> None:
    """Click "Add a device" and type the new device's fields."""
    page = wizard.devices_page
    gui.click(page.add_button)
    gui.type_into(gui.line(page, "device_id"), device_id)
    gui.type_into(gui.line(page, "capacity_gal"), capacity)
    gui.type_into(gui.line(page, "design_depth_in"), "48")
    gui.type_into(gui.line(page, "in_service_since"), "2026-10-01")


def test_empty_names_are_refused_at_their_fields(gui: Gui, wizard: SetupWizard) -> None:
    next_page(gui, wizard)

    page = wizard.profile_page
    assert wizard.currentPage() is page
    assert gui.message(page, "operator_name") == "Enter your name."
    assert gui.message(page, "name") == "Enter the establishment's name."
    assert gui.line(page, "name").property("invalid") is True

    gui.type_into(gui.line(page, "operator_name"), "Ana Ruiz")
    assert gui.message(page, "operator_name") == "", "gone once the name is typed"
    assert gui.message(page, "name") != "", "the other field is not fixed yet"
    gui.type_into(gui.line(page, "name"), "Corner Cafe")
    assert gui.line(page, "name").property("invalid") is False
    next_page(gui, wizard)
    assert wizard.currentPage() is wizard.phones_page


def test_a_phone_number_that_is_not_one_is_refused_in_the_wizard(
    gui: Gui, wizard: SetupWizard
) -> None:
    gui.type_into(gui.line(wizard.profile_page, "operator_name"), "Ana Ruiz")
    gui.type_into(gui.line(wizard.profile_page, "name"), "Corner Cafe")
    next_page(gui, wizard)
    phones = wizard.phones_page
    gui.type_into(gui.line(phones, "city_spill_phone"), "abc")
    gui.type_into(gui.line(phones, "health_dept_phone"), "626 555 0199")
    next_page(gui, wizard)
    assert wizard.currentPage() is phones
    assert gui.message(phones, "city_spill_phone").startswith("'abc' is not a phone number")
    assert gui.message(phones, "health_dept_phone") == ""


def test_both_phone_numbers_are_required_and_the_page_says_why(
    gui: Gui, wizard: SetupWizard
) -> None:
    gui.type_into(gui.line(wizard.profile_page, "operator_name"), "Ana Ruiz")
    gui.type_into(gui.line(wizard.profile_page, "name"), "Corner Cafe")
    next_page(gui, wizard)
    phones = wizard.phones_page

    next_page(gui, wizard)

    assert wizard.currentPage() is phones
    assert "spill" in gui.message(phones, "city_spill_phone")
    assert "health department" in gui.message(phones, "health_dept_phone")
    why = phones.findChild(QLabel, "notice_phones_why")
    assert why is not None and why.isVisible()
    assert "at once" in why.text() and "R5" not in why.text(), "rule ids go in tooltips"

    gui.type_into(gui.line(phones, "city_spill_phone"), "(626) 555-0111")
    next_page(gui, wizard)
    assert wizard.currentPage() is phones
    assert gui.message(phones, "city_spill_phone") == ""
    assert gui.message(phones, "health_dept_phone") != ""


def test_finish_without_a_device_is_refused(gui: Gui, wizard: SetupWizard, ctx: AppContext) -> None:
    fill_first_two_pages(gui, wizard)

    finish(gui, wizard)

    assert wizard.isVisible()
    assert "at least one" in gui.message(wizard.devices_page, "general")
    assert list_establishments(ctx.db) == []


def test_a_capacity_that_is_not_a_number_is_refused_and_nothing_stored(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    fill_first_two_pages(gui, wizard)
    add_device(gui, wizard, "GI-1", capacity="abc")

    finish(gui, wizard)

    page = wizard.devices_page
    assert wizard.isVisible() and wizard.currentPage() is page
    assert "'abc' is not a number" in gui.message(page, "capacity_gal")
    assert gui.line(page, "capacity_gal").property("invalid") is True
    assert list_establishments(ctx.db) == []


def test_duplicate_device_id_and_a_seven_month_interceptor_frequency_are_refused(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    fill_first_two_pages(gui, wizard)
    add_device(gui, wizard, "GI-1")
    add_device(gui, wizard, "GI-1")
    page = wizard.devices_page
    gui.type_into(gui.line(page, "frequency_number"), "7")
    gui.choose(gui.combo(page, "frequency_unit"), "months")

    finish(gui, wizard)

    assert wizard.isVisible()
    assert page.draft_list.currentRow() == 1, "the device with the problems is shown"
    assert "GI-1 is already used" in gui.message(page, "device_id")
    assert "at least every 6 months" in gui.message(page, "frequency_number")
    assert list_establishments(ctx.db) == []

    gui.click_cell(page.draft_list, page.draft_list.model().index(0, 0))
    assert gui.message(page, "device_id") == "", "the first device has no problem"

    gui.click_cell(page.draft_list, page.draft_list.model().index(1, 0))
    gui.type_over(gui.line(page, "device_id"), "GI-2")
    gui.type_over(gui.line(page, "frequency_number"), "6")
    finish(gui, wizard)

    assert not wizard.isVisible()
    assert wizard.result() == QWizard.DialogCode.Accepted
    [stored] = list_establishments(ctx.db)
    assert stored.name == "Corner Cafe"
    devices = list_devices(ctx.db, stored.id)
    assert [(d.device_id, d.frequency_number, d.frequency_unit) for d in devices] == [
        ("GI-1", None, None),
        ("GI-2", 6, "months"),
    ]
    assert {d.entered_by for d in devices} == {"Ana Ruiz"}
    saved = Settings.load(ctx.paths)
    assert saved.operator_name == "Ana Ruiz"
    assert saved.current_establishment_id == stored.id


def test_a_problem_on_an_earlier_page_takes_the_user_back_to_it(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    fill_first_two_pages(gui, wizard, email="ana at cafe")
    add_device(gui, wizard, "GI-1")

    finish(gui, wizard)

    assert wizard.currentPage() is wizard.profile_page
    assert "is not an email address" in gui.message(wizard.profile_page, "contact_email")
    assert list_establishments(ctx.db) == []


def test_the_default_frequency_is_the_placeholder(gui: Gui, wizard: SetupWizard) -> None:
    fill_first_two_pages(gui, wizard)
    page = wizard.devices_page
    gui.click(page.add_button)
    number = gui.line(page, "frequency_number")
    unit = gui.combo(page, "frequency_unit")

    assert (number.placeholderText(), unit.placeholderText()) == ("3", "months")
    gui.choose(gui.combo(page, "type"), "Grease trap")
    assert (number.placeholderText(), unit.placeholderText()) == ("1", "days")
    assert "the default: 1 day." in page.editor.frequency_default.text()
    assert "R3" in page.editor.frequency_default.toolTip()


def test_remove_from_list_takes_an_unsaved_device_out(gui: Gui, wizard: SetupWizard) -> None:
    fill_first_two_pages(gui, wizard)
    add_device(gui, wizard, "GI-1")
    add_device(gui, wizard, "GT-9")
    page = wizard.devices_page

    gui.click(page.remove_button)

    assert [d.device.device_id for d in page.drafts()] == ["GI-1"]
    assert page.draft_list.item(0).text() == "GI-1 — Grease interceptor"
    assert gui.line(page, "device_id").text() == "GI-1"


def test_first_page_says_whose_rules_apply(wizard: SetupWizard) -> None:
    """A manager outside Sierra Madre must learn before typing anything whose rules the
    application applies."""
    subtitle = wizard.profile_page.subTitle()
    assert "rules FOG Desktop applies are those of Sierra Madre's FOG ordinance" in subtitle
    assert "Sierra Madre Municipal Code ch. 13.14" in subtitle


def test_finish_waits_for_the_save_and_cancel_does_not_cut_it_short(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    fill_first_two_pages(gui, wizard)
    add_device(gui, wizard, "GI-1")
    finish_button = wizard.button(QWizard.WizardButton.FinishButton)

    gui.start(finish_button)
    assert not finish_button.isEnabled(), "one save at a time"
    wizard.reject()
    gui.settle()

    assert not wizard.isVisible()
    assert wizard.result() == QWizard.DialogCode.Accepted
    [stored] = list_establishments(ctx.db)
    assert wizard.establishment_id == stored.id
    assert Settings.load(ctx.paths).current_establishment_id == stored.id


def test_the_records_begin_today_and_a_last_pump_out_starts_the_clock(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    """R9: set-up asks when the records begin (today unless changed) and each device's
    last full pump-out, kept on paper: the interceptor is not overdue on day one."""
    assert wizard.profile_page.records_begin.day() == ctx.today()
    fill_first_two_pages(gui, wizard)
    add_device(gui, wizard, "GI-1")
    gui.type_over(gui.line(wizard.devices_page, "in_service_since"), "2019-05-01")
    gui.type_into(gui.line(wizard.devices_page, "last_service"), "2026-11-20")
    add_device(gui, wizard, "GI-2")
    finish(gui, wizard)

    assert wizard.result() == QWizard.DialogCode.Accepted
    [stored] = list_establishments(ctx.db)
    assert stored.records_begin == ctx.today()
    due = {
        o.subject: (o.due, o.state(ctx.today()).value)
        for o in obligations_for(ctx.db, stored.id, ctx.today())
    }
    assert due == {
        "GI-1": (date(2027, 2, 20), "Upcoming"),
        "GI-2": (date(2027, 1, 1), "Upcoming"),
    }


def test_a_last_pump_out_after_the_records_began_is_refused_at_its_device(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    wizard.profile_page.records_begin.setText("2026-11-01")
    fill_first_two_pages(gui, wizard)
    add_device(gui, wizard, "GI-1")
    gui.type_into(gui.line(wizard.devices_page, "last_service"), "2026-11-20")
    finish(gui, wizard)

    assert wizard.isVisible()
    message = gui.message(wizard.devices_page, "last_service")
    assert "after the records began" in message
    assert list_establishments(ctx.db) == []


def add_employee(gui: Gui, wizard: SetupWizard, name: str, hired: str, trained: str = "") -> None:
    """On the Employees page: click "Add an employee" and type their fields."""
    page = wizard.employees_page
    gui.click(page.add_button)
    gui.type_into(gui.line(page, "name"), name)
    gui.type_into(gui.line(page, "hire_date"), hired)
    gui.type_into(gui.line(page, "last_trained"), trained)


def to_employees_page(gui: Gui, wizard: SetupWizard) -> None:
    fill_first_two_pages(gui, wizard)
    gui.click(wizard.button(QWizard.WizardButton.BackButton))
    assert wizard.currentPage() is wizard.employees_page


def test_each_employee_s_last_training_is_a_session_signed_on_paper(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    """R9: staff trained on paper before the records began are not Overdue nor Missed on
    day one; the kind is the one the day needs unless chosen."""
    to_employees_page(gui, wizard)
    add_employee(gui, wizard, "Sam Chen", "2024-03-01", "2026-08-15")
    add_employee(gui, wizard, "Lupe Nunez", "2025-02-03", "2026-09-10")
    page = wizard.employees_page
    gui.choose(gui.combo(page, "last_trained_kind"), "Refresher")
    add_employee(gui, wizard, "Ana Torres", "2026-11-28")
    assert [page.draft_list.item(r).text() for r in range(3)] == [
        "E-001 — Sam Chen",
        "E-002 — Lupe Nunez",
        "E-003 — Ana Torres",
    ]
    next_page(gui, wizard)
    add_device(gui, wizard, "GI-1")
    finish(gui, wizard)

    assert wizard.result() == QWizard.DialogCode.Accepted
    [stored] = list_establishments(ctx.db)
    sessions = sorted((s.session_date, s.kind) for s in list_sessions(ctx.db, stored.id))
    assert sessions == [(date(2026, 8, 15), "Semiannual"), (date(2026, 9, 10), "Refresher")]
    roster = {e.employee_id: e.name for e in list_employees(ctx.db, stored.id)}
    assert roster == {"E-001": "Sam Chen", "E-002": "Lupe Nunez", "E-003": "Ana Torres"}
    states = {
        (o.subject, o.name, o.state(ctx.today()).value)
        for o in obligations_for(ctx.db, stored.id, ctx.today(), all_history=True)
        if o.rule == "R4" and o.state(ctx.today()).value not in {"Met", "Before records began"}
    }
    # Only Ana, hired after the paper days, owes her training as usual.
    assert states == {
        ("E-003", "New-hire training", "Due soon"),
        ("E-003", "Semiannual training", "Upcoming"),
    }


def test_a_training_before_the_hire_date_is_refused_at_its_employee(
    gui: Gui, wizard: SetupWizard, ctx: AppContext
) -> None:
    to_employees_page(gui, wizard)
    add_employee(gui, wizard, "Sam Chen", "2024-03-01", "2026-08-15")
    add_employee(gui, wizard, "Lupe Nunez", "2025-02-03", "2024-09-10")
    next_page(gui, wizard)
    add_device(gui, wizard, "GI-1")
    finish(gui, wizard)

    page = wizard.employees_page
    assert wizard.currentPage() is page, "taken back to the page with the problem"
    assert page.draft_list.currentRow() == 1, "the employee with the problem is shown"
    assert gui.message(page, "last_trained") == (
        "Lupe Nunez was hired on 2025-02-03, after 2024-09-10."
    )
    assert list_establishments(ctx.db) == []
