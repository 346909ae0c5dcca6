"""The "Establishment & devices" page: add, amend and void devices by typing and clicking.

There is no delete anywhere (R6): a device entered in error is voided with a reason and
stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox

from fog_desktop import i18n, ordinance
from fog_desktop.context import AppContext
from fog_desktop.services.devices import list_devices, void_device
from models import Establishment
from ui.app import build_main_window
from ui.dashboard.model import DueModel
from ui.dashboard.page import DashboardPage
from ui.date_edit import DateEdit
from ui.devices.device_form import DeviceFormDialog
from ui.devices.model import DevicesModel
from ui.devices.page import DevicesPage
from ui.dialogs import VoidDialog
from ui.forms import FieldErrors
from ui.main_window import MainWindow
from ui.records_page import NO_ESTABLISHMENT
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.device_editor import DeviceEditor
from ui.widgets.profile_editor import ProfileFormDialog

SIERRA_MADRE = ordinance.default()

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui


@pytest.fixture
def window(gui: Gui, ctx: AppContext, cafe: Establishment) -> MainWindow:
    window = gui.show(build_main_window(ctx))
    window.show_page(DevicesPage.title)
    gui.settle()
    return window


@pytest.fixture
def page(window: MainWindow) -> DevicesPage:
    page = window.stack.currentWidget()
    assert isinstance(page, DevicesPage)
    return page


def row_of(model: DevicesModel | DueModel, text: str, column: int = 0) -> int:
    rows = [r for r in range(model.rowCount()) if model.index(r, column).data() == text]
    assert rows, f"{text} is not in the table"
    return rows[0]


def cell(page: DevicesPage, device_id: str, column: int) -> str:
    return str(page.model.index(row_of(page.model, device_id), column).data())


def select(gui: Gui, page: DevicesPage, device_id: str) -> None:
    gui.click_cell(page.table, page.proxy.index(row_of(page.model, device_id), DevicesModel.TYPE))
    selected = page.selected()
    assert selected is not None and selected.device_id == device_id


def type_new_device(gui: Gui, page: DevicesPage, device_id: str, capacity: str) -> DeviceFormDialog:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(DeviceFormDialog)
    gui.type_into(gui.line(dialog, "device_id"), device_id)
    gui.type_into(gui.line(dialog, "location"), "Kitchen floor")
    gui.type_into(gui.line(dialog, "capacity_gal"), capacity)
    gui.type_into(gui.line(dialog, "design_depth_in"), "36")
    gui.type_into(gui.line(dialog, "frequency_number"), "2")
    gui.choose(gui.combo(dialog, "frequency_unit"), "months")
    gui.type_into(gui.line(dialog, "in_service_since"), "2026-11-15")
    gui.click(dialog.ok_button)
    return dialog


def test_the_page_shows_the_profile_and_the_devices(page: DevicesPage) -> None:
    assert page.name.text() == "Corner Cafe"
    assert page.profile.values["city_spill_phone"].text() == "(626) 555-0111"
    assert cell(page, "GI-1", DevicesModel.TYPE) == "Grease interceptor"
    assert cell(page, "GI-1", DevicesModel.CAPACITY) == "1000"
    assert cell(page, "GI-1", DevicesModel.FREQUENCY) == "3 months (default)"
    assert cell(page, "GI-1", DevicesModel.IN_SERVICE) == "10/1/2026"
    assert cell(page, "GI-1", DevicesModel.STATUS) == "Recorded"
    assert page.shown.text() == "1 device"
    assert not page.amend_button.isEnabled() and not page.void_button.isEnabled()


def test_there_is_no_delete_button_anywhere(window: MainWindow) -> None:
    texts = [b.text().lower() for b in window.findChildren(QAbstractButton)]
    assert "void…" in texts
    assert not [t for t in texts if "delete" in t or "remove" in t]


def test_add_a_device_by_typing_and_see_its_pump_out_on_the_dashboard(
    gui: Gui, window: MainWindow, page: DevicesPage, ctx: AppContext, cafe: Establishment
) -> None:
    type_new_device(gui, page, "GI-2", "750")

    gui.wait_until_closed(DeviceFormDialog)
    assert cell(page, "GI-2", DevicesModel.FREQUENCY) == "2 months"
    assert cell(page, "GI-2", DevicesModel.STATUS) == "Recorded"
    selected = page.selected()
    assert selected is not None and selected.device_id == "GI-2"
    assert [d.device_id for d in list_devices(ctx.db, cafe.id)] == ["GI-1", "GI-2"]

    dashboard = window.show_page(DashboardPage.title)
    assert isinstance(dashboard, DashboardPage)
    model = dashboard.view.model
    row = row_of(model, "GI-2 grease interceptor, Kitchen floor", DueModel.SUBJECT)
    assert model.index(row, DueModel.KIND).data() == "Pump-out"
    assert model.index(row, DueModel.DUE).data() == "1/15/2027"
    assert model.index(row, DueModel.STATE).data() == "Upcoming"


def test_a_refused_device_keeps_the_dialog_open_with_the_message_at_the_field(
    gui: Gui, page: DevicesPage, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = type_new_device(gui, page, "GI-1", "abc")

    assert dialog.isVisible()
    assert "'abc' is not a number" in gui.message(dialog, "capacity_gal")
    assert "GI-1 is already used" in gui.message(dialog, "device_id")
    assert gui.message(dialog, "location") == ""
    assert dialog.ok_button.isEnabled(), "corrected, it can be saved again"
    assert len(list_devices(ctx.db, cafe.id)) == 1

    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()
    gui.wait_until_closed(DeviceFormDialog)
    assert len(list_devices(ctx.db, cafe.id)) == 1


def test_a_frequency_number_without_a_unit_is_refused(gui: Gui, page: DevicesPage) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(DeviceFormDialog)
    gui.type_into(gui.line(dialog, "device_id"), "GI-3")
    gui.type_into(gui.line(dialog, "capacity_gal"), "500")
    gui.type_into(gui.line(dialog, "design_depth_in"), "30")
    gui.type_into(gui.line(dialog, "frequency_number"), "90")

    gui.click(dialog.ok_button)

    assert "both a number and a unit" in gui.message(dialog, "frequency_number")
    assert dialog.isVisible()


def test_amend_a_device_and_see_amended(gui: Gui, page: DevicesPage) -> None:
    select(gui, page, "GI-1")
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(DeviceFormDialog)
    assert gui.line(dialog, "device_id").text() == "GI-1"
    assert gui.line(dialog, "capacity_gal").text() == "1000"

    gui.type_over(gui.line(dialog, "location"), "Rear lot, west manhole")
    gui.type_into(gui.line(dialog, "reason"), "Wrong manhole")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(DeviceFormDialog)
    assert cell(page, "GI-1", DevicesModel.LOCATION) == "Rear lot, west manhole"
    assert cell(page, "GI-1", DevicesModel.STATUS) == "Amended"


def test_void_needs_a_reason_then_the_row_stays_greyed_and_marked(
    gui: Gui, window: MainWindow, page: DevicesPage, ctx: AppContext, cafe: Establishment
) -> None:
    select(gui, page, "GI-1")
    gui.click(page.void_button)
    dialog = gui.wait_for_window(VoidDialog)

    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert "Say why this record is void" in gui.message(dialog, "reason")
    assert not list_devices(ctx.db, cafe.id)[0].is_void

    gui.type_into(gui.line(dialog, "reason"), "Entered for the wrong restaurant")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(VoidDialog)
    status = page.model.index(row_of(page.model, "GI-1"), DevicesModel.STATUS)
    assert status.data() == "Void: Entered for the wrong restaurant"
    assert status.data(Qt.ItemDataRole.ForegroundRole).color().name() == VOID_TEXT_COLOUR
    assert status.data(Qt.ItemDataRole.FontRole).italic()
    select(gui, page, "GI-1")
    assert not page.amend_button.isEnabled() and not page.void_button.isEnabled()
    dashboard = window.pages[0]
    assert isinstance(dashboard, DashboardPage)
    assert dashboard.view.model.rowCount() == 0, "a void device has no pump-out due"


def test_amend_the_profile(gui: Gui, window: MainWindow, page: DevicesPage) -> None:
    gui.click(page.amend_profile_button)
    dialog = gui.wait_for_window(ProfileFormDialog)
    assert gui.line(dialog, "name").text() == "Corner Cafe"

    gui.type_into(gui.line(dialog, "contact_email"), "not an email")
    gui.click(dialog.ok_button)
    assert "is not an email address" in gui.message(dialog, "contact_email")
    assert dialog.isVisible() and dialog.ok_button.isEnabled()

    gui.type_over(gui.line(dialog, "contact_email"), "ana@cornercafe.example")
    gui.type_over(gui.line(dialog, "name"), "Corner Cafe & Bar")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(ProfileFormDialog)
    assert page.name.text() == "Corner Cafe & Bar"
    assert page.status.text() == "(Amended)"
    assert window.windowTitle().startswith("Corner Cafe & Bar")


def test_a_device_voided_elsewhere_meanwhile_is_not_amended_and_the_dialog_stays_open(
    gui: Gui, page: DevicesPage, ctx: AppContext, cafe: Establishment
) -> None:
    """Another PC voided GI-1 while this one amended it: the amendment is refused, said
    in the dialog, and what was typed stays there, OK ready again (R6)."""
    select(gui, page, "GI-1")
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(DeviceFormDialog)
    (device,) = list_devices(ctx.db, cafe.id)
    void_device(ctx.db, device.id, "Entered for the wrong restaurant", "Other PC")

    gui.type_over(gui.line(dialog, "location"), "Rear lot, west manhole")
    gui.click(dialog.ok_button)

    assert dialog.isVisible()
    assert gui.message(dialog, "general") == "Device GI-1 is void and can't be amended."
    assert gui.line(dialog, "location").text() == "Rear lot, west manhole"
    assert dialog.ok_button.isEnabled()
    (device,) = list_devices(ctx.db, cafe.id)
    assert (device.location, device.status_text) == (
        "Rear lot",
        "Void: Entered for the wrong restaurant",
    )


def test_without_an_establishment_the_page_says_how_to_set_one_up(
    gui: Gui, ctx: AppContext
) -> None:
    page = gui.show(DevicesPage(ctx))
    gui.refresh(page)

    assert page.empty.isVisible() and page.empty.text() == NO_ESTABLISHMENT
    assert not page.header.isVisible()
    assert not page.add_button.isEnabled() and not page.amend_profile_button.isEnabled()
    assert page.amend_profile() is None


def test_devices_model_passes_the_model_tester(
    gui: Gui, qtmodeltester: ModelTester, page: DevicesPage
) -> None:
    gui.check_model(qtmodeltester, page.model)


def test_the_in_service_date_is_shown_and_typed_as_the_user_writes_it(
    gui: Gui, page: DevicesPage, ctx: AppContext, cafe: Establishment
) -> None:
    select(gui, page, "GI-1")
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(DeviceFormDialog)
    field = gui.line(dialog, "in_service_since")
    assert isinstance(field, DateEdit) and field.text() == "10/1/2026"

    gui.type_over(field, "9/15/2026")
    gui.type_into(gui.line(dialog, "reason"), "Installed earlier")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(DeviceFormDialog)

    stored = next(d for d in list_devices(ctx.db, cafe.id) if d.device_id == "GI-1")
    assert stored.in_service_since == date(2026, 9, 15), "stored as the date typed"
    assert cell(page, "GI-1", DevicesModel.IN_SERVICE) == "9/15/2026"


def test_the_device_type_is_shown_in_the_user_s_language_and_stored_in_english() -> None:
    i18n.install(lambda context, text, _, n: f"«{i18n.english(text, n)}»")
    try:
        editor = DeviceEditor(FieldErrors(), SIERRA_MADRE)
        editor.type.setCurrentIndex(editor.type.findText("«Grease trap»"))
        assert editor.value().type == "Grease trap"
        assert editor.frequency_default.text().endswith("default: «1 day».»"), "a trap: daily"
        editor.frequency_number.setText("2")
        editor.frequency_unit.setCurrentIndex(editor.frequency_unit.findText("«weeks»"))
        assert (editor.value().frequency_number, editor.value().frequency_unit) == ("2", "weeks")
    finally:
        i18n.uninstall()
    editor.deleteLater()
