"""The "Maintenance" page: record, amend and void entries by typing and clicking (R1–R3, R6).

A reading over 25% is said in words and colour while it is typed, and once saved it is
a "Service now" on the Dashboard. Every refusal shows at its field and stores nothing.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QDate, QModelIndex, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel, QPlainTextEdit, QWidget

from fog_desktop import i18n
from fog_desktop.context import AppContext
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.devices import DeviceInput, create_device, void_device
from fog_desktop.services.inspections import InspectionInput, record_inspection
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    count_rows,
    create_entry,
    void_entry,
)
from models import DeviceType, Establishment, MaintenanceEntry
from ui.dashboard.model import DueModel
from ui.dashboard.page import DashboardPage
from ui.date_edit import DateEdit
from ui.dates import day_text
from ui.dialogs import VoidDialog
from ui.maintenance.cells import OVER_COLOURS, WITHIN_COLOURS
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.filters import DEBOUNCE_MS
from ui.maintenance.live_help import DEPTHS_HINT, GALLONS_REQUIRED, OVER_RULE, WITHIN_RULE
from ui.maintenance.model import MaintenanceModel
from ui.maintenance.page import NO_ENTRIES, NO_MATCH, MaintenancePage
from ui.maintenance.settle import SettleDialog
from ui.records_page import NO_ESTABLISHMENT
from ui.widgets import screen_fit

if TYPE_CHECKING:
    from tests.ui.conftest import Gui, Records

TODAY = date(2026, 12, 2)
GI_1 = "GI-1 (grease interceptor)"


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> MaintenancePage:
    page = MaintenancePage(ctx)
    page.resize(1400, 800)
    gui.show(page)
    gui.refresh(page)
    return page


def log(ctx: AppContext, cafe: Establishment, device_id: str = "GI-1", **fields: str) -> int:
    data = MaintenanceInput(device_id=device_id, **fields)
    return create_entry(ctx.db, cafe.id, data, ctx.actor, today=TODAY).id


def add_trap(ctx: AppContext, cafe: Establishment, device_id: str = "GT-1") -> None:
    trap = DeviceInput(device_id=device_id, type=DeviceType.TRAP, capacity_gal="50",
                       design_depth_in="12", in_service_since="2026-10-01")  # fmt: skip
    create_device(ctx.db, cafe.id, trap, ctx.actor)


def stored(ctx: AppContext, cafe: Establishment) -> int:
    return count_rows(ctx.db, cafe.id, MaintenanceFilter())


def column(page: MaintenancePage, number: int) -> list[str]:
    model = page.model
    return [model.index(row, number).data() for row in range(model.rowCount())]


def select_row(gui: Gui, page: MaintenancePage, row: int) -> None:
    gui.click_cell(page.table, page.proxy.index(row, MaintenanceModel.SERVICE))
    assert page.selected() == page.model.row(row)


def open_form(gui: Gui, page: MaintenancePage) -> EntryFormDialog:
    gui.click(page.add_button)
    return gui.wait_for_window(EntryFormDialog)


def share_of(widget: QWidget, colour: str) -> float:
    """The share of the widget's pixels drawn in ``colour``, as the user sees it."""
    image = widget.grab().toImage()
    wanted = QColor(colour).rgb()
    pixels = [image.pixel(x, y) for x in range(image.width()) for y in range(image.height())]
    return sum(p == wanted for p in pixels) / len(pixels)


def type_reading(gui: Gui, dialog: EntryFormDialog, fog: str, solids: str) -> None:
    gui.choose(dialog.service, "Measurement")
    gui.type_over(gui.line(dialog, "fog_depth_in"), fog)
    gui.type_over(gui.line(dialog, "solids_depth_in"), solids)


def test_a_reading_over_25_percent_warns_as_it_is_typed_and_is_service_now_on_the_dashboard(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = open_form(gui, page)
    assert gui.line(dialog, "service_date").text() == "12/2/2026", "today, to save typing"
    assert dialog.percent_status.text() == DEPTHS_HINT

    type_reading(gui, dialog, "8.5", "5")

    status = dialog.percent_status
    assert status.text() == f"28.2% of GI-1's design depth (48 in). {OVER_RULE.format(limit=25)}."
    assert "Over 25%: the interceptor must be serviced now" in status.text()
    assert share_of(status, OVER_COLOURS[0]) > 0.5, "a red box"

    gui.type_over(gui.line(dialog, "solids_depth_in"), "1")
    assert status.text() == f"19.8% of GI-1's design depth (48 in). {WITHIN_RULE.format(limit=25)}."
    assert share_of(status, WITHIN_COLOURS[0]) > 0.5, "a green box"

    gui.type_over(gui.line(dialog, "solids_depth_in"), "5")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    assert column(page, MaintenanceModel.PERCENT) == ["28.2%"]
    assert column(page, MaintenanceModel.FLAGS) == ["Over 25%"]
    assert page.selected() == page.model.row(0), "the new entry is selected"
    dashboard = gui.show(DashboardPage(ctx))
    gui.refresh(dashboard)
    model = dashboard.view.model
    rows = [[model.index(r, c).data() for c in range(model.columnCount())]
            for r in range(model.rowCount())]  # fmt: skip
    assert rows[0] == [
        "Service now", "GI-1 grease interceptor, Rear lot", "12/2/2026", "Today",
        "Service now", "a reading over 25% full: pump it out now",
    ], "urgent above all: first, and said as such (R1)"  # fmt: skip


def test_half_typed_or_impossible_depths_give_a_hint_never_a_crash(
    gui: Gui, page: MaintenancePage
) -> None:
    dialog = open_form(gui, page)
    gui.choose(dialog.service, "Measurement")
    fog, solids = gui.line(dialog, "fog_depth_in"), gui.line(dialog, "solids_depth_in")

    gui.type_into(fog, "4")
    assert dialog.percent_status.text() == DEPTHS_HINT
    gui.type_into(solids, "-")
    assert dialog.percent_status.text() == "Type the depths as numbers of inches, for example 4.5."
    gui.type_into(solids, "2")
    assert dialog.percent_status.text() == "The solids depth can't be negative."
    gui.type_over(solids, "50")
    assert "deeper than the device's design depth (48.00 in)" in dialog.percent_status.text()
    gui.type_over(fog, "4,5x")
    assert dialog.percent_status.property("level") == "hint"


REFUSALS = [
    pytest.param({"service": "Measurement", "fog_depth_in": "-1", "solids_depth_in": "2"},
                 "fog_depth_in", "FOG depth can't be negative", id="negative FOG depth"),
    pytest.param({"service": "Measurement", "fog_depth_in": "1", "solids_depth_in": "-2"},
                 "solids_depth_in", "Solids depth can't be negative", id="negative solids depth"),
    pytest.param({"service": "Pump-out", "gallons_removed": "-5"},
                 "gallons_removed", "Gallons removed can't be negative", id="negative gallons"),
    pytest.param({"service": "Measurement", "fog_depth_in": "30", "solids_depth_in": "20"},
                 "solids_depth_in", "are deeper than the device's design depth",
                 id="deeper than the design depth"),
    pytest.param({"service": "Inspection", "service_date": "2026-12-03"},
                 "service_date", "The date 2026-12-03 is in the future", id="a future date"),
    pytest.param({"service": "Pump-out", "hauler": "SoCal Grease Haulers"},
                 "gallons_removed", "Enter the gallons the hauler removed",
                 id="a pump-out without gallons"),
    pytest.param({"service": "Measurement"},
                 "fog_depth_in", "A measurement needs the FOG and solids depths",
                 id="a measurement without depths"),
    pytest.param({"service": "Inspection", "service_date": "2026-02-30"},
                 "service_date", "is not a date", id="no such date"),
]  # fmt: skip


@pytest.mark.parametrize(("typed", "field", "message"), REFUSALS)
def test_each_refusal_shows_at_its_field_and_nothing_is_stored(
    gui: Gui,
    page: MaintenancePage,
    ctx: AppContext,
    cafe: Establishment,
    typed: dict[str, str],
    field: str,
    message: str,
) -> None:
    dialog = open_form(gui, page)
    gui.choose(dialog.service, typed.pop("service"))
    for name, text in typed.items():
        gui.type_over(gui.line(dialog, name), text)

    gui.click(dialog.ok_button)

    assert dialog.isVisible(), "the dialog stays open"
    assert message in gui.message(dialog, field)
    others = {"service_date", "device_id", "fog_depth_in", "solids_depth_in", "gallons_removed"}
    assert all(gui.message(dialog, other) == "" for other in others - {field})
    assert stored(ctx, cafe) == 0
    assert page.model.rowCount() == 0

    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()
    gui.wait_until_closed(EntryFormDialog)
    assert stored(ctx, cafe) == 0


def test_the_form_offers_the_devices_once_read_and_ok_waits_for_them(
    gui: Gui, page: MaintenancePage
) -> None:
    dialog = page.add_record()
    assert isinstance(dialog, EntryFormDialog)
    assert dialog.device.count() == 0 and not dialog.ok_button.isEnabled()

    gui.settle()

    assert dialog.device.currentData() == "GI-1"
    assert dialog.ok_button.isEnabled()


def test_ok_waits_while_the_entry_is_stored_and_a_refused_one_can_be_saved_again(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = open_form(gui, page)
    gui.choose(dialog.service, "Measurement")

    gui.start(dialog.ok_button)
    assert not dialog.ok_button.isEnabled(), "one click stores it once"
    gui.settle()

    assert "A measurement needs the FOG and solids depths" in gui.message(dialog, "fog_depth_in")
    assert dialog.ok_button.isEnabled()
    type_reading(gui, dialog, "4", "2")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    assert stored(ctx, cafe) == 1
    assert column(page, MaintenanceModel.PERCENT) == ["12.5%"]


def test_a_void_device_is_not_offered_and_is_refused_if_forced(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment, records: Records
) -> None:
    gone = create_device(ctx.db, cafe.id, records.interceptor("GI-2"), ctx.actor)
    void_device(ctx.db, gone.id, "Removed in the remodel", ctx.actor)
    add_trap(ctx, cafe)
    gui.refresh(page)

    dialog = open_form(gui, page)
    offered = [dialog.device.itemData(i) for i in range(dialog.device.count())]
    assert offered == ["GI-1", "GT-1"]

    dialog.device.addItem("GI-2", "GI-2")  # as if the list were stale
    gui.choose(dialog.device, "GI-2")
    gui.choose(dialog.service, "Inspection")
    gui.click(dialog.ok_button)

    assert "Device GI-2 is void; choose a device in use." in gui.message(dialog, "device_id")
    assert dialog.isVisible() and stored(ctx, cafe) == 0


def test_a_trap_is_cleaned_and_a_pump_out_asks_for_gallons(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    add_trap(ctx, cafe)
    gui.refresh(page)
    dialog = open_form(gui, page)
    assert dialog.service.currentText() == "Pump-out"
    assert dialog.gallons_hint.text() == GALLONS_REQUIRED

    gui.type_into(gui.line(dialog, "gallons_removed"), "780")
    assert "flagged as a possible partial pump-out" in dialog.gallons_hint.text()

    gui.choose(dialog.device, "GT-1 (grease trap)")
    assert dialog.service.currentText() == "Cleaning", "a trap is cleaned (R3)"
    assert "cleaning clock" in dialog.service_hint.text()


def test_a_pump_out_typed_in_full_is_stored_with_its_flags(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-10-01", service="Pump-out", gallons_removed="1000",
        hauler="SoCal Grease Haulers")  # fmt: skip
    gui.refresh(page)
    dialog = open_form(gui, page)
    gui.type_over(gui.line(dialog, "service_date"), "2026-11-20")
    gui.type_into(gui.line(dialog, "gallons_removed"), "780")
    completer = gui.line(dialog, "hauler").completer()
    completer.setCompletionPrefix("socal")
    assert completer.currentCompletion() == "SoCal Grease Haulers", "haulers typed before"
    gui.type_into(gui.line(dialog, "hauler"), "Valley Pumping")
    gui.type_into(gui.line(dialog, "manifest_no"), "SGH-24170")
    gui.type_into(gui.line(dialog, "performed_by"), "D. Alvarez")
    notes = dialog.findChild(QPlainTextEdit, "notes")
    assert notes is not None
    gui.type_into(notes, "Driver left early.")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    row = [page.model.index(0, c).data() for c in range(page.model.columnCount())]
    # Its manifest is filed with it: only the gallons are left to check against it (R2).
    assert row == [
        "11/20/2026", "GI-1", "Pump-out", "", "", "", "780",
        "Possible partial pump-out", "Valley Pumping",
        "SGH-24170",
        "D. Alvarez", "Driver left early.", "Recorded",
    ]  # fmt: skip


def test_a_lateral_cleaning_asks_for_its_contractor_and_is_logged(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    """R8f: the lateral or sewer line cleaned, by a contractor named in Performed by."""
    dialog = open_form(gui, page)
    gui.type_over(gui.line(dialog, "service_date"), "2026-11-20")
    gui.choose(dialog.service, "Lateral / sewer cleaning")
    assert "restarts no clock" in dialog.service_hint.text()
    gui.click(dialog.ok_button)
    assert gui.message(dialog, "performed_by") == (
        "Enter the contractor who cleaned the lateral or sewer line (R8f)."
    )
    assert stored(ctx, cafe) == 0
    gui.type_into(gui.line(dialog, "performed_by"), "Rooter Bros Plumbing")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    assert column(page, MaintenanceModel.SERVICE) == ["Lateral / sewer cleaning"]


def test_the_form_offers_a_sewer_main_cleaning_and_an_old_lateral_is_amended_to_one(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    """R8b, R8f: "Sewer main cleaning" is offered beside the lateral's cleaning; an entry
    made before as a lateral's keeps its type until the manager amends it."""
    log(ctx, cafe, service_date="2026-11-20", service="Lateral / sewer cleaning",
        performed_by="Rooter Bros Plumbing")  # fmt: skip
    gui.refresh(page)
    select_row(gui, page, 0)
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(EntryFormDialog)
    offered = [dialog.service.itemText(i) for i in range(dialog.service.count())]
    assert offered[-2:] == ["Lateral / sewer cleaning", "Sewer main cleaning"]
    assert dialog.service.currentText() == "Lateral / sewer cleaning"

    gui.choose(dialog.service, "Sewer main cleaning")
    assert "the sewer main cleaned" in dialog.service_hint.text().lower()
    gui.type_into(gui.line(dialog, "reason"), "It was the sewer main")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    assert column(page, MaintenanceModel.SERVICE) == ["Sewer main cleaning"]
    assert column(page, MaintenanceModel.STATUS) == ["Amended"]


def test_amend_an_entry_and_see_amended(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-11-20", service="Measurement", fog_depth_in="4",
        solids_depth_in="2")  # fmt: skip
    gui.refresh(page)
    header = page.table.horizontalHeader()
    header.resizeSection(MaintenanceModel.NOTES, 333)  # as if dragged wider
    select_row(gui, page, 0)
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(EntryFormDialog)
    assert dialog.windowTitle() == "Amend Measurement of GI-1 on 11/20/2026"
    assert gui.line(dialog, "solids_depth_in").text() == "2"
    assert dialog.service.currentText() == "Measurement"
    assert dialog.percent_status.text().startswith("12.5% of GI-1's design depth")

    gui.type_over(gui.line(dialog, "solids_depth_in"), "3")
    gui.type_into(gui.line(dialog, "reason"), "Misread the sludge judge")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    assert column(page, MaintenanceModel.SOLIDS) == ["3"]
    assert column(page, MaintenanceModel.PERCENT) == ["14.6%"]
    assert column(page, MaintenanceModel.STATUS) == ["Amended"]
    assert stored(ctx, cafe) == 1
    assert header.sectionSize(MaintenanceModel.NOTES) == 333, "the width the user chose"


def test_void_needs_a_reason_then_the_entry_stays_greyed_and_marked(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-11-20", service="Measurement", fog_depth_in="9",
        solids_depth_in="5")  # fmt: skip
    gui.refresh(page)
    changes: list[None] = []
    page.records_changed.connect(lambda: changes.append(None))
    select_row(gui, page, 0)
    gui.click(page.void_button)
    dialog = gui.wait_for_window(VoidDialog)

    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert "Say why this record is void" in gui.message(dialog, "reason")
    assert column(page, MaintenanceModel.STATUS) == ["Recorded"]

    gui.type_into(gui.line(dialog, "reason"), "Entered twice by mistake")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(VoidDialog)

    status = page.model.index(0, MaintenanceModel.STATUS)
    assert status.data() == "Void: Entered twice by mistake"
    assert status.data(Qt.ItemDataRole.FontRole).italic()
    assert status.data(Qt.ItemDataRole.ForegroundRole).color().name() == "#6c757d"
    assert changes == [None]
    select_row(gui, page, 0)
    assert not page.amend_button.isEnabled() and not page.void_button.isEnabled()
    dashboard = DashboardPage(ctx)
    gui.refresh(dashboard)
    kinds = [dashboard.view.model.index(r, DueModel.KIND).data()
             for r in range(dashboard.view.model.rowCount())]  # fmt: skip
    assert "Service now" not in kinds, "a void reading asks for nothing"


def test_there_is_no_delete_button(page: MaintenancePage) -> None:
    texts = [b.text().lower() for b in page.findChildren(QAbstractButton)]
    assert "void…" in texts and "amend…" in texts
    assert not [t for t in texts if "delete" in t or "remove" in t]


@pytest.fixture
def varied(ctx: AppContext, cafe: Establishment) -> None:
    """A reading, a pump-out, a trap cleaning and a void inspection."""
    add_trap(ctx, cafe)
    log(ctx, cafe, service_date="2026-11-20", service="Measurement", fog_depth_in="4",
        solids_depth_in="2", performed_by="Maria Lopez")  # fmt: skip
    log(ctx, cafe, service_date="2026-11-25", service="Pump-out", gallons_removed="1000",
        hauler="SoCal Grease Haulers", manifest_no="SGH-1")  # fmt: skip
    log(ctx, cafe, "GT-1", service_date="2026-11-30", service="Cleaning", performed_by="Sam Chen")
    void_entry(ctx.db, log(ctx, cafe, service_date="2026-11-10", service="Inspection"),
               "Wrong day", ctx.actor)  # fmt: skip


def type_filter(gui: Gui, page: MaintenancePage, field: str, text: str) -> list[object]:
    """Type into a filter field; the table is read once typing pauses, not per key."""
    applied: list[object] = []
    page.filters.changed.connect(applied.append)
    line = gui.line(page.filters, field)
    with gui.qtbot.waitSignal(page.filters.changed, timeout=5 * DEBOUNCE_MS):
        gui.type_over(line, text)
    gui.settle()
    page.filters.changed.disconnect(applied.append)
    return applied


@pytest.mark.usefixtures("varied")
def test_filters_and_search_narrow_the_rows(gui: Gui, page: MaintenancePage) -> None:
    gui.refresh(page)
    dates = MaintenanceModel.DATE
    assert column(page, dates) == ["11/30/2026", "11/25/2026", "11/20/2026", "11/10/2026"]
    assert page.count.text() == "4 entries, sorted by Date (descending)."
    assert not page.filters.clear_button.isEnabled()

    gui.choose(page.filters.device, "GT-1")
    assert column(page, MaintenanceModel.DEVICE) == ["GT-1"]
    assert page.count.text() == "1 of 4 entries match these filters, sorted by Date (descending)."
    gui.choose(page.filters.device, "All devices")

    gui.choose(page.filters.service, "Pump-out")
    assert column(page, dates) == ["11/25/2026"]
    gui.choose(page.filters.service, "All services")

    gui.choose(page.filters.status, "Void")
    assert column(page, MaintenanceModel.STATUS) == ["Void: Wrong day"]
    gui.choose(page.filters.status, "In use")
    assert len(column(page, dates)) == 3

    applied = type_filter(gui, page, "filter_date_from", "2026-11-21")
    assert len(applied) == 1, "one query for the whole date, not one per key"
    type_filter(gui, page, "filter_date_to", "2026-11-28")
    assert column(page, dates) == ["11/25/2026"]

    gui.click(page.filters.clear_button)
    assert len(column(page, dates)) == 4

    type_filter(gui, page, "filter_search", "socal")
    assert column(page, MaintenanceModel.HAULER) == ["SoCal Grease Haulers"]
    type_filter(gui, page, "filter_search", "sam")
    assert column(page, MaintenanceModel.PERFORMED_BY) == ["Sam Chen"]
    type_filter(gui, page, "filter_search", "nobody")
    assert page.model.rowCount() == 0 and page.count.text() == NO_MATCH


@pytest.mark.usefixtures("varied")
def test_a_date_that_cant_be_read_is_said_and_the_rows_stay(
    gui: Gui, page: MaintenancePage
) -> None:
    gui.refresh(page)
    line = gui.line(page.filters, "filter_date_from")
    gui.type_into(line, "2026-13-01")
    gui.qtbot.waitUntil(lambda: gui.message(page.filters, "filter") != "")

    assert "From: '2026-13-01' is not a date" in gui.message(page.filters, "filter")
    assert page.model.rowCount() == 4
    gui.type_over(line, "2026-11-21")
    gui.qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    assert gui.message(page.filters, "filter") == ""


def test_empty_states(gui: Gui, ctx: AppContext, records: Records) -> None:
    page = gui.show(MaintenancePage(ctx))
    gui.refresh(page)
    assert page.count.text() == NO_ESTABLISHMENT
    assert not page.add_button.isEnabled()
    assert not page.model.canFetchMore(QModelIndex())

    records.add_establishment()
    gui.refresh(page)
    assert page.count.text() == NO_ENTRIES
    assert page.add_button.isEnabled()


def test_the_chart_follows_the_device_filter(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    add_trap(ctx, cafe)
    log(ctx, cafe, service_date="2026-11-20", service="Measurement", fog_depth_in="4",
        solids_depth_in="2")  # fmt: skip
    gui.refresh(page)
    gui.settle()  # the chart reads its device's readings once the devices are in
    chart = page.chart.chart
    assert chart.data is not None and chart.data.device_id == "GI-1", "an interceptor first"
    assert chart.has_chart()

    gui.choose(page.filters.device, "GT-1")
    assert not chart.has_chart()
    assert chart.empty_text.startswith("GT-1 is a grease trap")
    assert "(R1) is for interceptors" in chart.empty_text


def test_a_scan_of_the_manifest_is_stored_with_the_pump_out(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    scan = tmp_path / "manifest SGH-24170.png"
    scan.write_bytes(scan_png("SGH-24170"))
    dialog = open_form(gui, page)
    panel = dialog.attachments
    panel.choose_files = lambda _parent: [scan]
    gui.click(panel.add_button)
    gui.qtbot.waitUntil(lambda: not panel.loading)
    assert panel.pending_paths() == [scan]
    gui.type_into(gui.line(dialog, "gallons_removed"), "1000")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    entry = page.model.row(0)
    owner = Owner(cafe.id, MaintenanceEntry.__tablename__, entry.id)
    assert [a.original_name for a in list_attachments(ctx.db, owner)] == [scan.name]

    select_row(gui, page, 0)
    gui.click(page.amend_button)
    amend = gui.wait_for_window(EntryFormDialog)
    gui.qtbot.waitUntil(lambda: not amend.attachments.loading)
    assert amend.attachments.list.count() == 1, "the stored scan is shown"
    assert amend.attachments.pending_paths() == []


def test_a_scan_that_cant_be_read_on_save_is_refused_under_the_scans(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    scan = tmp_path / "manifest.png"
    scan.write_bytes(scan_png("manifest"))
    dialog = open_form(gui, page)
    dialog.attachments.add_paths([scan])  # as a file dropped on the form
    gui.qtbot.waitUntil(lambda: not dialog.attachments.loading)
    gui.type_into(gui.line(dialog, "gallons_removed"), "1000")
    scan.unlink()  # moved away before Add entry was clicked

    gui.click(dialog.ok_button)

    assert dialog.isVisible()
    assert "manifest.png can't be read" in gui.message(dialog, "file")
    assert stored(ctx, cafe) == 0


# --- Dates as the user writes them, and a form that holds still ------------------------


def hauler_top(dialog: EntryFormDialog) -> int:
    """Where the Hauler field is in the dialog: a row that moves is a row typed into wrong."""
    return dialog.hauler.mapTo(dialog, dialog.hauler.rect().topLeft()).y()


def assert_whole(dialog: EntryFormDialog) -> None:
    """Each live hint is drawn in full: not cut by its row, nor covered by the next."""
    for label in (dialog.service_hint, dialog.gallons_hint, dialog.percent_status):
        seen = label.visibleRegion().boundingRect().height()
        assert seen >= label.heightForWidth(label.width()), label.text()


def test_a_date_typed_as_a_us_manager_writes_it_is_stored_as_iso(
    gui: Gui, page: MaintenancePage
) -> None:
    dialog = open_form(gui, page)
    gui.type_over(gui.line(dialog, "service_date"), "11/30/2026")
    gui.choose(gui.combo(dialog, "service"), "Inspection")
    assert dialog.value().service_date == "2026-11-30", "the services read ISO"
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    assert page.model.row(0).service_date == date(2026, 11, 30)
    assert page.model.index(0, MaintenanceModel.DATE).data() == "11/30/2026"


def test_a_date_picked_from_the_calendar_is_the_entry_s_date(
    gui: Gui, page: MaintenancePage
) -> None:
    dialog = open_form(gui, page)
    field = dialog.service_date
    gui.press(field, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert field.popup.isVisible(), "Alt+Down opens the calendar"
    assert field.calendar.selectedDate() == QDate(2026, 12, 2), "on the date in the field"
    field.calendar.setSelectedDate(QDate(2026, 11, 28))
    field.calendar.activated.emit(QDate(2026, 11, 28))
    assert field.text() == "11/28/2026"
    assert dialog.typed, "a day picked is a change Cancel asks about"
    gui.choose(gui.combo(dialog, "service"), "Inspection")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    assert page.model.row(0).service_date == date(2026, 11, 28)


def test_an_amended_entry_shows_its_date_as_the_user_reads_it(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-11-20", service="Inspection")
    gui.refresh(page)
    page.table.selectRow(0)
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(EntryFormDialog)
    assert gui.line(dialog, "service_date").text() == "11/20/2026"
    assert dialog.value().service_date == "2026-11-20"
    dialog.reject()


@pytest.mark.usefixtures("varied")
def test_filter_dates_are_typed_as_the_user_writes_them_or_picked(
    gui: Gui, page: MaintenancePage
) -> None:
    gui.refresh(page)
    dates = MaintenanceModel.DATE
    type_filter(gui, page, "filter_date_from", "11/21/2026")
    assert page.filters.applied.date_from == date(2026, 11, 21)
    assert column(page, dates) == ["11/30/2026", "11/25/2026"]

    field = page.filters.date_to
    assert isinstance(field, DateEdit) and field.placeholderText() == "MM/DD/YYYY"
    field.show_calendar()
    with gui.qtbot.waitSignal(page.filters.changed, timeout=DEBOUNCE_MS):
        field.calendar.activated.emit(QDate(2026, 11, 28))
    gui.settle()
    assert field.text() == "11/28/2026"
    assert column(page, dates) == ["11/25/2026"], "a day picked applies at once"


def test_the_entry_form_holds_still_while_typing_and_cuts_no_hint(
    gui: Gui, page: MaintenancePage
) -> None:
    """The hints under Service and Gallons removed, and the percent, change as the user
    types: each keeps the room of its longest text, so no field moves under the cursor
    and no text is cut off (issue 14)."""
    dialog = open_form(gui, page)
    top = hauler_top(dialog)
    gui.type_into(gui.line(dialog, "gallons_removed"), "500")
    assert "partial pump-out" in dialog.gallons_hint.text()
    gui.type_into(gui.line(dialog, "fog_depth_in"), "20")
    gui.type_into(gui.line(dialog, "solids_depth_in"), "20")
    assert dialog.percent_status.property("level") == "over"
    gui.choose(gui.combo(dialog, "service"), "Measurement")
    gui.choose(gui.combo(dialog, "service"), "Pump-out")
    assert hauler_top(dialog) == top, "the rows below stay where they were"
    assert_whole(dialog)

    gui.type_over(gui.line(dialog, "service_date"), "12/30/2026")
    gui.click(dialog.ok_button)
    assert "future" in gui.message(dialog, "service_date")
    refused = hauler_top(dialog)
    gui.type_over(gui.line(dialog, "service_date"), "12/1/2026")
    assert gui.message(dialog, "service_date") == "", "the message goes as the fix is typed"
    assert hauler_top(dialog) == refused, "and its room stays: nothing jumps up"
    assert_whole(dialog)
    dialog.typed = False
    dialog.reject()


def test_a_refused_field_below_a_short_screen_s_fold_is_scrolled_to(
    gui: Gui, page: MaintenancePage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a laptop's short screen the form scrolls: the field refused, with its message,
    comes into sight with the cursor in it, not left below the fold."""
    monkeypatch.setattr(screen_fit, "available", lambda _window: QRect(0, 0, 640, 420))
    dialog = open_form(gui, page)
    gallons = gui.line(dialog, "gallons_removed")
    assert gallons.visibleRegion().isEmpty(), "the gallons start below the fold"
    gui.choose(dialog.service, "Pump-out")
    gui.type_into(gui.line(dialog, "hauler"), "SoCal Grease Haulers")

    gui.click(dialog.ok_button)

    assert "Enter the gallons" in gui.message(dialog, "gallons_removed")
    assert dialog.focusWidget() is gallons
    assert gallons.visibleRegion().boundingRect().height() == gallons.height()
    dialog.typed = False
    dialog.reject()


def test_the_service_is_shown_in_the_user_s_language_and_stored_in_english(
    gui: Gui, page: MaintenancePage
) -> None:
    i18n.install(lambda context, text, _, n: f"«{i18n.english(text, n)}»")
    try:
        dialog = open_form(gui, page)
        assert dialog.windowTitle() == "«Add a maintenance entry»"
        gui.choose(gui.combo(dialog, "service"), "«Cleaning»")
        assert dialog.value().service == "Cleaning"
        assert "cleaning clock" in dialog.service_hint.text()
        assert gui.combo(dialog, "device_id").currentText() == "«GI-1 («grease interceptor»)»"
    finally:
        i18n.uninstall()
    dialog.typed = False
    dialog.reject()


def test_a_possible_partial_pump_out_is_checked_from_its_manifest(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    """R2: the manager confirms it full, with why, and its flag leaves the table; the
    button waits for a pump-out to be selected."""
    log(ctx, cafe, service_date="2026-11-20", service="Measurement", fog_depth_in="4",
        solids_depth_in="2")  # fmt: skip
    log(ctx, cafe, service_date="2026-11-10", gallons_removed="780")
    gui.refresh(page)
    select_row(gui, page, 0)
    assert not page.check_button.isEnabled(), "a reading is no pump-out"
    select_row(gui, page, 1)
    assert "Possible partial pump-out" in column(page, MaintenanceModel.FLAGS)[1]
    gui.click(page.check_button)
    dialog = gui.wait_for_window(SettleDialog)
    about = dialog.findChild(QLabel, "about_pump_out")
    assert about is not None and "780 of 1000 gallons removed" in about.text()

    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "partial_check").startswith("Choose what the manifest shows")
    assert gui.message(dialog, "partial_check_note").startswith("Say why")

    gui.choose(dialog.answer, "Confirmed full")
    dialog.why.setPlainText("The manifest shows the tank emptied; it held less")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(SettleDialog)

    assert "Possible partial pump-out" not in column(page, MaintenanceModel.FLAGS)[1]
    assert column(page, MaintenanceModel.STATUS)[1] == "Recorded", "a step, not a correction"


def test_a_reading_linked_to_the_city_inspection_says_whose_it_is(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment
) -> None:
    """R1: the form offers the city's inspections; a reading linked to one is refused on
    another day, then stored, and its Performed by names the inspection."""
    found = InspectionInput("2026-11-20", "R. Flores", "Noncompliance found", "GI-1 at 31%")
    record_inspection(ctx.db, cafe.id, found, ctx.actor, today=TODAY)
    dialog = open_form(gui, page)
    gui.settle()
    type_reading(gui, dialog, "6.38", "8.5")
    gui.choose(gui.combo(dialog, "city_inspection"), "INSP-2026-001 of 11/20/2026")
    gui.type_into(gui.line(dialog, "performed_by"), "R. Flores")
    gui.click(dialog.ok_button)
    gui.settle()
    assert gui.message(dialog, "service_date") == (
        "City inspection INSP-2026-001 was on 2026-11-20: a level measured at it has that date."
    )
    gui.type_over(gui.line(dialog, "service_date"), "11/20/2026")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    assert column(page, MaintenanceModel.PERFORMED_BY) == ["City, INSP-2026-001 (R. Flores)"]
    assert column(page, MaintenanceModel.FLAGS) == ["Over 25%"]


@pytest.mark.usefixtures("typed_now")
def test_an_entry_typed_more_than_a_week_after_its_day_says_how_many_days_later(
    gui: Gui, ctx: AppContext, cafe: Establishment, page: MaintenancePage
) -> None:
    """R6: the inspector tells a log kept at the time from one written up later. Typed
    today, a reading of nine days ago was entered 9 days later; one of a week ago was
    entered in time and says nothing more."""
    typed_on = date.today()  # the audit trail keeps when it was typed: now
    for days_ago in (9, 7):
        day = (typed_on - timedelta(days=days_ago)).isoformat()
        data = MaintenanceInput(device_id="GI-1", service_date=day, service="Measurement",
                                fog_depth_in="2", solids_depth_in="3")  # fmt: skip
        create_entry(ctx.db, cafe.id, data, ctx.actor, today=typed_on)
    gui.refresh(page)

    statuses = dict(
        zip(column(page, MaintenanceModel.DATE), column(page, MaintenanceModel.STATUS), strict=True)
    )
    nine, seven = (day_text(typed_on - timedelta(days=n)) for n in (9, 7))
    assert statuses == {nine: "Recorded; entered 9 days later", seven: "Recorded"}
