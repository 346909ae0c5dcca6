"""The main window: navigation, the establishment switcher, the title, and Help > About."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel

from fog_desktop.config import Settings
from fog_desktop.context import AppContext
from fog_desktop.services.devices import create_device
from models import Establishment
from ui.about import AboutDialog
from ui.app import build_main_window
from ui.dashboard.page import DashboardPage
from ui.devices.device_form import DeviceFormDialog
from ui.devices.page import DevicesPage
from ui.handbook import HandbookDialog
from ui.incidents.dialogs import ReportIncidentDialog
from ui.main_window import MainWindow
from ui.setup.wizard import SetupWizard

if TYPE_CHECKING:
    from tests.ui.conftest import Gui, Records


def dashboard_of(window: MainWindow) -> DashboardPage:
    page = window.pages[0]
    assert isinstance(page, DashboardPage)
    return page


def test_only_the_pages_that_work_are_listed(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))

    titles = [window.nav.item(row).text() for row in range(window.nav.count())]
    assert titles == [
        "Dashboard",
        "Maintenance",
        "Manifests",
        "Training",
        "Employees",
        "Incidents",
        "Self-inspection",
        "City inspections",
        "Changes & waivers",
        "Establishment & devices",
        "Holiday calendar",
        "Export",
    ]
    assert isinstance(window.stack.currentWidget(), DashboardPage)
    gui.click_cell(window.nav, window.nav.model().index(titles.index("Establishment & devices"), 0))
    assert isinstance(window.stack.currentWidget(), DevicesPage)


def test_title_names_the_establishment_and_counts_overdue(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    records.add_establishment(device=records.interceptor(since="2026-06-01"))  # due 2026-09-01
    window = gui.show(build_main_window(ctx))

    assert window.windowTitle() == "Corner Cafe — 1 overdue"
    assert not window.top_bar.isVisible(), "no switcher for a single establishment"


def test_the_switcher_appears_with_two_establishments_and_switches(
    gui: Gui, ctx: AppContext, records: Records, cafe: Establishment
) -> None:
    other = records.add_establishment("Bayside Grill", records.interceptor("GI-7", "2026-06-01"))
    window = gui.show(build_main_window(ctx))
    switcher = window.switcher
    assert window.top_bar.isVisible() and switcher.isVisible()
    names = [switcher.itemText(i) for i in range(switcher.count())]
    assert names == ["Bayside Grill", "Corner Cafe"]
    assert switcher.currentText() == "Corner Cafe"
    assert window.windowTitle() == "Corner Cafe"

    gui.choose(switcher, "Bayside Grill")

    assert window.windowTitle() == "Bayside Grill — 1 overdue"
    assert dashboard_of(window).view.model.index(0, 1).data() == "GI-7 grease interceptor, Rear lot"
    assert Settings.load(ctx.paths).current_establishment_id == other.id


def test_a_stale_establishment_setting_falls_back_to_the_first(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    ctx.settings.current_establishment_id = 999
    window = gui.show(build_main_window(ctx))
    assert window.switcher.currentText() == "Corner Cafe"
    assert ctx.settings.current_establishment_id == cafe.id


def test_without_an_establishment_the_window_says_how_to_add_one(gui: Gui, ctx: AppContext) -> None:
    window = gui.show(build_main_window(ctx))
    assert window.windowTitle() == "FOG Desktop"
    assert "Set up an establishment" in dashboard_of(window).view.empty.text()


def test_about_shows_the_version_database_and_folders(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))

    window.about_action.trigger()

    dialog = gui.wait_for_window(AboutDialog)
    shown = {name: label.text() for name, label in dialog.values.items()}
    assert shown["database_location"] == str(ctx.paths.sqlite_file)
    assert shown["data_dir"] == str(ctx.paths.data_dir)
    assert shown["log_dir"] == str(ctx.paths.log_dir)
    assert shown["version"]
    dialog.close()


def test_file_menu_sets_up_another_establishment(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))

    window.setup_action.trigger()

    wizard = gui.wait_for_window(SetupWizard)
    assert wizard.profile_page.operator_name.text() == "Test Manager"
    wizard.reject()
    gui.wait_until_closed(SetupWizard)


def test_file_quit_closes_the_window(gui: Gui, ctx: AppContext, cafe: Establishment) -> None:
    window = gui.show(build_main_window(ctx))
    window.quit_action.trigger()
    assert not window.isVisible()


def test_report_an_incident_is_one_click_away_on_every_page(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    window.show_page("Establishment & devices")
    window.report_action.trigger()
    dialog = gui.wait_for_window(ReportIncidentDialog)
    gui.settle()
    shown = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "(626) 555-0111" in shown  # the city's number is in sight while they type
    dialog.reject()


def test_pages_shown_later_show_what_changed_meanwhile_and_the_title_keeps_count(
    gui: Gui, ctx: AppContext, records: Records, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    devices = window.show_page("Establishment & devices")
    assert isinstance(devices, DevicesPage)
    window.show_page("Export")
    create_device(ctx.db, cafe.id, records.interceptor("GI-2", "2026-06-01"), ctx.actor)

    window.refresh()  # what a page does after storing a record (records_changed)
    gui.settle()

    assert window.windowTitle() == "Corner Cafe — 1 overdue"
    model = devices.model
    assert window.show_page("Establishment & devices") is devices
    gui.settle()
    assert sorted(device.device_id for device in model.rows()) == ["GI-1", "GI-2"]


def test_help_shows_the_rules_and_the_workbook_as_the_project_writes_them(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    """A manager asks "what does R4 mean?" without leaving the application."""
    window = gui.show(build_main_window(ctx))
    rules, workbook = window.handbook_actions
    assert rules.text() == "The rules FOG Desktop follows (R1–R8)"

    rules.trigger()
    dialog = gui.wait_for_window(HandbookDialog)
    text = dialog.browser.toPlainText()
    assert "R4" in text and "25%" in text, "the rules themselves, rendered"
    assert "#" not in text.splitlines()[0], "Markdown shown as a document, not as source"
    dialog.close()

    workbook.trigger()
    dialog = gui.wait_for_window(HandbookDialog)
    assert "Maintenance" in dialog.browser.toPlainText()
    dialog.close()


def test_the_keyboard_reaches_every_page_and_the_common_actions(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    shortcuts = {a.text(): a.shortcut().toString() for a in window.page_actions}
    assert shortcuts["Dashboard"] == "Ctrl+1" and shortcuts["Changes & waivers"] == "Ctrl+9"
    assert shortcuts["Establishment & devices"] == "Ctrl+0", "the tenth page"
    assert shortcuts["Holiday calendar"] == shortcuts["Export"] == "", "Export has Ctrl+E"

    window.page_actions[1].trigger()  # Ctrl+2
    assert window.current_page().title == "Maintenance"
    window.find_action.trigger()  # Ctrl+F
    search = window.current_page().search_box()
    assert search is not None and search.hasFocus()

    window.show_page("Establishment & devices")
    gui.settle()
    window.new_action.trigger()  # Ctrl+N
    dialog = gui.wait_for_window(DeviceFormDialog)
    dialog.reject()
    gui.wait_until_closed(DeviceFormDialog)

    assert window.export_action.shortcut().toString() == "Ctrl+E"
    window.export_action.trigger()
    assert window.current_page().title == "Export"
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)


def test_a_page_is_built_when_first_shown(gui: Gui, ctx: AppContext, cafe: Establishment) -> None:
    window = gui.show(build_main_window(ctx))
    assert isinstance(window.stack.widget(0), DashboardPage)
    assert not isinstance(window.stack.widget(9), DevicesPage)

    window.nav.setCurrentRow(9)

    assert isinstance(window.stack.widget(9), DevicesPage)
    assert window.stack.currentWidget() is window.stack.widget(9)


def test_each_page_has_the_title_the_navigation_lists(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    assert [page.title for page in window.pages] == [slot.title for slot in window.slots]
