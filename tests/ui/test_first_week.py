"""A restaurant's first week with FOG Desktop, in Spanish on a 1024×768 screen (issue 35):
set up years into its life, it is not red on day one; a pump-out with its manifest and
scan is typed once and is on the Manifests page; the traps cleaned today are one step;
and every button of every window met is on the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QApplication, QDialog, QWidget, QWizard

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.maintenance import MaintenanceFilter, fetch_rows
from fog_desktop.services.obligations import obligations_for
from tests.ui.test_forms_fit import off_screen, what_is_cut
from tests.ui.test_window_fits import styled  # noqa: F401  (the fixture)
from ui.app import build_main_window
from ui.dashboard.page import DashboardPage
from ui.language import install_language, remove_language
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.page import MaintenancePage
from ui.manifests.page import ManifestsPage
from ui.setup.wizard import SetupWizard
from ui.widgets import screen_fit
from ui.widgets.cleaned_today import CleanedTodayDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

#: A 1024×768 screen less a 40-pixel taskbar.
SCREEN = (1024, 728)
#: The states a manager reads as red: late, or a half-year gone without its training.
RED = {ObligationState.OVERDUE, ObligationState.MISSED}


@pytest.fixture
def spanish_small_screen(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    app = QCoreApplication.instance()
    assert app is not None
    loaded = install_language(app, "es")
    monkeypatch.setattr(screen_fit, "available", lambda _widget: QRect(0, 0, *SCREEN))
    yield
    remove_language(app, loaded)


def fits(window: QWidget) -> list[str]:
    """What of ``window`` is off the screen or cut short."""
    QApplication.processEvents()
    return off_screen(window, SCREEN) + what_is_cut(window, window)


def set_up_mid_life(gui: Gui, ctx: AppContext) -> SetupWizard:
    """The wizard as a manager fills it in on day one (Wed 2/12/2026), the binder open:
    two cooks trained on paper, an interceptor pumped in October, a trap cleaned daily."""
    wizard = gui.show(SetupWizard(ctx))
    wizard.resize(*SCREEN)
    problems = []
    profile = wizard.profile_page
    assert profile.records_begin.day() == ctx.today(), "the records begin today"
    gui.type_into(gui.line(profile, "operator_name"), "Ana Ruiz")
    gui.type_into(gui.line(profile, "name"), "Taqueria Lupita")
    problems += fits(wizard)
    gui.click(wizard.button(QWizard.WizardButton.NextButton))
    gui.type_into(gui.line(wizard.phones_page, "city_spill_phone"), "(626) 555-0111")
    gui.type_into(gui.line(wizard.phones_page, "health_dept_phone"), "(626) 555-0199")
    gui.click(wizard.button(QWizard.WizardButton.NextButton))
    people = wizard.employees_page
    for name, hired, trained in (
        ("Guadalupe Nunez", "3/3/2024", "15/8/2026"),
        ("Sam Chen", "1/2/2025", "10/9/2026"),
    ):
        gui.click(people.add_button)
        gui.type_into(gui.line(people, "name"), name)
        gui.type_into(gui.line(people, "hire_date"), hired)
        gui.type_into(gui.line(people, "last_trained"), trained)
    problems += fits(wizard)
    gui.click(wizard.button(QWizard.WizardButton.NextButton))
    devices = wizard.devices_page
    for device_id, kind, last in (
        ("GI-1", "Interceptor de grasa", "15/10/2026"),
        ("GT-1", "Trampa de grasa", "1/12/2026"),
    ):
        gui.click(devices.add_button)
        gui.type_into(gui.line(devices, "device_id"), device_id)
        gui.choose(gui.combo(devices, "type"), kind)
        gui.type_into(gui.line(devices, "capacity_gal"), "1000" if kind[0] == "I" else "40")
        gui.type_into(gui.line(devices, "design_depth_in"), "48" if kind[0] == "I" else "12")
        gui.type_into(gui.line(devices, "in_service_since"), "1/5/2019")
        gui.type_into(gui.line(devices, "last_service"), last)
    problems += fits(wizard)
    gui.click(wizard.button(QWizard.WizardButton.FinishButton))
    gui.qtbot.waitUntil(lambda: wizard.result() == QWizard.DialogCode.Accepted)
    assert problems == []
    return wizard


@pytest.mark.slow("the wizard, the Dashboard, a pump-out, the Manifests page and the traps")
@pytest.mark.usefixtures("styled", "spanish_small_screen")
def test_a_first_week_in_spanish_at_1024_has_no_red_line_no_retyping_no_hidden_button(
    gui: Gui, ctx: AppContext, tmp_path: Path
) -> None:
    ctx.settings.operator_name = ""
    wizard = set_up_mid_life(gui, ctx)
    establishment = wizard.establishment_id
    assert establishment is not None
    ctx.settings.current_establishment_id = establishment
    today = ctx.today()
    owed = obligations_for(ctx.db, establishment, today, all_history=True)
    assert [o for o in owed if o.state(today) in RED] == [], "not red on day one"

    window = build_main_window(ctx)
    window.resize(*SCREEN)
    gui.show(window)
    dashboard = window.pages[0]
    assert isinstance(dashboard, DashboardPage)
    gui.refresh(dashboard)
    assert window.width() <= SCREEN[0]
    assert dashboard.view.summary.text().startswith("Al 2/12/2026: 0 vencidas; ")

    # A pump-out with its manifest and its scan, typed once.
    maintenance = next(p for p in window.pages if isinstance(p, MaintenancePage))
    window.nav.setCurrentRow(window.pages.index(maintenance))
    gui.refresh(maintenance)
    gui.click(maintenance.add_button)
    entry = gui.wait_for_window(EntryFormDialog)
    gui.settle()
    scan = tmp_path / "manifiesto SGH-24170.jpg"
    scan.write_bytes(scan_png("SGH-24170"))
    gui.type_over(gui.line(entry, "service_date"), "2/12/2026")
    gui.type_into(gui.line(entry, "gallons_removed"), "1000")
    gui.type_into(gui.line(entry, "hauler"), "SoCal Grease Haulers")
    gui.type_into(gui.line(entry, "manifest_no"), "SGH-24170")
    entry.attachments.add_paths([scan])
    gui.qtbot.waitUntil(lambda: not entry.attachments.loading)
    assert fits(entry) == []
    entry.ok_button.click()
    gui.wait_until_closed(EntryFormDialog)
    manifests = next(p for p in window.pages if isinstance(p, ManifestsPage))
    window.nav.setCurrentRow(window.pages.index(manifests))
    gui.refresh(manifests)
    assert manifests.shown.text() == "1 manifiesto"
    assert fits(window) == []

    # The trap cleaned today: one step from the Dashboard.
    window.nav.setCurrentRow(0)
    gui.refresh(dashboard)
    gui.click(dashboard.view.cleaned_button)
    cleaned = gui.wait_for_window(CleanedTodayDialog)
    gui.qtbot.waitUntil(cleaned.ok_button.isEnabled)
    assert fits(cleaned) == []
    with gui.qtbot.waitSignal(dashboard.loaded, timeout=20_000):
        gui.click(cleaned.ok_button)
    gui.wait_until_closed(CleanedTodayDialog)
    log = fetch_rows(ctx.db, establishment, MaintenanceFilter(), 0, 10, as_of=today)
    assert sorted((r.device_id, r.service) for r in log if r.service_date == today) == [
        ("GI-1", "Pump-out"),
        ("GT-1", "Cleaning"),
    ]
    owed = obligations_for(ctx.db, establishment, today, all_history=True)
    assert [o for o in owed if o.state(today) in RED] == []
    assert not [
        d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible()
    ]
