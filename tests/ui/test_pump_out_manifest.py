"""A pump-out entered with its manifest and scan is on the Manifests page with its scan,
and the haulers typed before fill in their details (R2; issue 35 §2)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.manifests import ManifestInput, create_manifest, list_manifests
from models import Establishment
from ui.dashboard.model import DueModel
from ui.main_window import MainWindow
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.page import MaintenancePage
from ui.manifests.manifest_form import ManifestFormDialog
from ui.manifests.model import ManifestsModel
from ui.manifests.page import ManifestsPage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

HAULER = "SoCal Grease Haulers"
DETAILS = {
    "hauler_registration_no": "WH-4471",
    "driver": "D. Alvarez",
    "hauler_phone": "(626) 555-0199",
    "disposal_site": "Puente Hills Rendering",
    "disposal_site_address": "1 Plant Rd, Whittier, CA",
}


@pytest.fixture
def maintenance(gui: Gui, ctx: AppContext, cafe: Establishment) -> MaintenancePage:
    page = gui.show(MaintenancePage(ctx))
    gui.refresh(page)
    return page


def add_entry(gui: Gui, page: MaintenancePage) -> EntryFormDialog:
    gui.click(page.add_button)
    return gui.wait_for_window(EntryFormDialog)


def remember_hauler(ctx: AppContext, cafe: Establishment) -> None:
    """A pump-out logged before with its manifest and the hauler's details."""
    data = MaintenanceInput(
        service_date="2026-10-01", device_id="GI-1", gallons_removed="1000", hauler=HAULER,
        manifest_no="SGH-1", **DETAILS,
    )  # fmt: skip
    create_entry(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())


def test_a_pump_out_entered_with_its_manifest_and_scan_is_on_the_manifests_page(
    gui: Gui, maintenance: MaintenancePage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    scan = tmp_path / "manifest SGH-24170.png"
    scan.write_bytes(scan_png("SGH-24170"))
    dialog = add_entry(gui, maintenance)
    gui.type_over(gui.line(dialog, "service_date"), "2026-11-20")
    gui.type_into(gui.line(dialog, "gallons_removed"), "1000")
    gui.type_into(gui.line(dialog, "hauler"), "Valley Pumping")
    gui.type_into(gui.line(dialog, "manifest_no"), "SGH-24170")
    gui.type_into(gui.line(dialog, "driver"), "K. Patel")
    dialog.attachments.add_paths([scan])
    gui.settle()
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    page = gui.show(ManifestsPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    assert page.proxy.rowCount() == 1
    shown = [str(page.proxy.index(0, c).data()) for c in range(page.proxy.columnCount())]
    assert "SGH-24170" in shown and "Valley Pumping" in shown
    assert page.proxy.index(0, ManifestsModel.PUMP_OUTS).data() == "GI-1 11/20/2026"
    page.table.selectRow(0)
    panel = page.detail.attachments
    gui.qtbot.waitUntil(lambda: not panel.loading and panel.list.count() == 1)
    # The strip cuts a long name in its middle; the whole name is in the item's tooltip.
    assert panel.list.item(0).toolTip().startswith("manifest SGH-24170.png\n")
    # Amending the pump-out shows the manifest's scan and the hauler's details it keeps.
    maintenance.table.selectRow(0)
    gui.click(maintenance.amend_button)
    amend = gui.wait_for_window(EntryFormDialog)
    gui.settle()
    assert gui.line(amend, "driver").text() == "K. Patel"
    gui.qtbot.waitUntil(lambda: amend.attachments.list.count() == 1)


def test_choosing_a_hauler_typed_before_fills_in_its_details_which_stay_editable(
    gui: Gui, maintenance: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    remember_hauler(ctx, cafe)
    dialog = add_entry(gui, maintenance)
    gui.type_over(gui.line(dialog, "service_date"), "2026-11-20")
    gui.type_into(gui.line(dialog, "gallons_removed"), "1000")
    hauler = gui.line(dialog, "hauler")
    gui.type_into(hauler, "socal grease haulers")
    hauler.editingFinished.emit()
    assert {field: gui.line(dialog, field).text() for field in DETAILS} == DETAILS
    gui.type_over(gui.line(dialog, "driver"), "M. Ruiz")
    gui.type_into(gui.line(dialog, "manifest_no"), "SGH-2")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    newest = list_manifests(ctx.db, cafe.id)[0]
    assert (newest.manifest_no, newest.driver, newest.hauler_phone) == (
        "SGH-2",
        "M. Ruiz",
        "(626) 555-0199",
    )


def test_the_details_are_asked_for_a_pump_out_only(gui: Gui, maintenance: MaintenancePage) -> None:
    dialog = add_entry(gui, maintenance)
    assert gui.line(dialog, "driver").isVisible()
    gui.choose(dialog.service, "Measurement")
    assert not gui.line(dialog, "driver").isVisible()


def test_the_manifest_form_fills_in_a_hauler_chosen_from_the_list(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    remember_hauler(ctx, cafe)
    page = gui.show(ManifestsPage(ctx))
    gui.refresh(page)
    gui.click(page.add_button)
    dialog = gui.wait_for_window(ManifestFormDialog)
    gui.settle()
    gui.choose(dialog.hauler, HAULER)
    assert {field: gui.line(dialog, field).text() for field in DETAILS} == DETAILS


def test_amending_a_manifest_keeps_its_details_though_its_hauler_is_remembered(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    remember_hauler(ctx, cafe)
    typed = ManifestInput(manifest_no="SGH-9", manifest_date="2026-09-01", hauler=HAULER,
                          driver="Someone else")  # fmt: skip
    create_manifest(ctx.db, cafe.id, typed, ctx.actor, today=ctx.today())
    page = gui.show(ManifestsPage(ctx))
    gui.refresh(page)
    row = next(r for r in range(page.proxy.rowCount())
               if page.proxy.index(r, 0).data() == "SGH-9")  # fmt: skip
    page.table.selectRow(row)
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(ManifestFormDialog)
    gui.settle()
    hauler = dialog.hauler.lineEdit()
    assert hauler is not None
    hauler.editingFinished.emit()
    assert gui.line(dialog, "driver").text() == "Someone else"


def service_now(gui: Gui, ctx: AppContext) -> tuple[MainWindow, EntryFormDialog]:
    """The Dashboard's "Service now" line, opened as a user double-clicks it (the window
    is kept: the form is its child)."""
    window, page = gui.dashboard_window(ctx)
    model = page.view.model
    row = next(
        r for r in range(model.rowCount())
        if model.row(r).obligation.kind == ObligationKind.SERVICE_NOW
    )  # fmt: skip
    index = model.index(row, DueModel.KIND)
    gui.double_click_cell(page.view.table, index)
    dialog = gui.wait_for_window(EntryFormDialog)
    gui.settle()
    return window, dialog


def over_the_limit(ctx: AppContext, cafe: Establishment) -> None:
    """A reading of 31% of GI-1's 48 in: to be pumped out that day (R1)."""
    data = MaintenanceInput(service_date="2026-12-01", device_id="GI-1", service="Measurement",
                            fog_depth_in="10", solids_depth_in="5")  # fmt: skip
    create_entry(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())


def test_service_now_offers_to_call_the_last_hauler_at_its_phone_shown_large(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    remember_hauler(ctx, cafe)
    over_the_limit(ctx, cafe)
    _window, dialog = service_now(gui, ctx)
    box = dialog.call_hauler
    assert box.isVisible()
    assert (box.hauler.text(), box.number.text()) == (HAULER, "(626) 555-0199")
    # Large, as the city's number is on an incident.
    assert box.number.fontInfo().pointSizeF() >= 1.5 * dialog.fontInfo().pointSizeF()


def test_service_now_without_a_hauler_phone_says_what_to_do(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    over_the_limit(ctx, cafe)
    _window, dialog = service_now(gui, ctx)
    box = dialog.call_hauler
    assert box.number.text() == "No phone number on file for the hauler"
    assert "Type the hauler's phone with this pump-out" in box.note.text()
