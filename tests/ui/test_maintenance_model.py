"""The Maintenance table with a long log: pages read as the view scrolls, sorting asks the
database again, and every cell says what it means in text as well as in colour."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, Qt, QThreadPool, SignalInstance
from PySide6.QtWidgets import QMessageBox, QTableView
from sqlalchemy import insert

from fog_desktop.context import AppContext
from fog_desktop.errors import ServerGone
from fog_desktop.services.devices import list_devices
from fog_desktop.services.maintenance import (
    MaintenanceInput,
    MaintenanceRow,
    add,
    create_entry,
    rows_by_id,
    void_entry,
)
from models import Establishment, MaintenanceEntry, Service
from ui.dates import day_text
from ui.maintenance.cells import FLAG_COLOURS, OVER_COLOURS
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.filters import DEBOUNCE_MS
from ui.maintenance.model import PAGE_SIZE, MaintenanceModel
from ui.maintenance.page import MaintenancePage
from ui.rows import PLACEHOLDER, VOID_TEXT_COLOUR

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui

TODAY = date(2026, 12, 2)
#: The newest of the bulk entries; the first 200 are the ones shown first.
BULK = 1000
GONE = "The database server can't be reached; check the network and try again."


def bulk_log(ctx: AppContext, cafe: Establishment, count: int = BULK) -> None:
    """``count`` entries of GI-1, one a day back from today, inserted in one statement.

    They bypass the services: the audit trail plays no part in reading the table. Every
    fifth is a pump-out of 500 + n gallons, the rest readings.
    """
    device = list_devices(ctx.db, cafe.id)[0]
    created = datetime(2026, 12, 2, tzinfo=UTC)
    rows: list[dict[str, Any]] = []
    for n in range(count):
        pump_out = n % 5 == 0
        rows.append({
            "establishment_id": cafe.id, "device_pk": device.id,
            "service_date": TODAY - timedelta(days=n),
            "service": Service.PUMP_OUT.value if pump_out else Service.MEASUREMENT.value,
            "fog_depth_in": None if pump_out else Decimal(n % 7),
            "solids_depth_in": None if pump_out else Decimal(2),
            "gallons_removed": Decimal(500 + n) if pump_out else None,
            "hauler": "SoCal Grease Haulers" if pump_out else "",
            "manifest_no": f"M-{n:04d}" if pump_out else "", "performed_by": "Maria Lopez",
            "notes": f"entry {n}", "version": 1, "created_at": created, "entered_by": "Test",
        })  # fmt: skip
    with ctx.db.write() as session:
        session.execute(insert(MaintenanceEntry), rows)


def log(ctx: AppContext, cafe: Establishment, **fields: str) -> int:
    data = MaintenanceInput(device_id="GI-1", **fields)
    return create_entry(ctx.db, cafe.id, data, ctx.actor, today=TODAY).id


def texts(model: MaintenanceModel, column: int) -> list[str]:
    return [model.index(row, column).data() for row in range(model.rowCount())]


def seen(table: QTableView, column: int) -> list[str]:
    """What the rows on screen say in ``column``, top to bottom."""
    model = table.model()
    first = table.rowAt(0)
    last = table.rowAt(table.viewport().height() - 1)
    last = model.rowCount() - 1 if last < 0 else last
    return [model.index(row, column).data() for row in range(first, last + 1)]


def shown_at_bottom(gui: Gui, table: QTableView, column: int) -> str:
    """The last row on screen's cell, once its page is read."""
    gui.qtbot.waitUntil(lambda: PLACEHOLDER not in seen(table, column))
    return seen(table, column)[-1]


@pytest.fixture
def ctx(context: AppContext, gui: Gui) -> Iterator[AppContext]:
    """On SQLite and on PostgreSQL: each reads the ids in order and a page by its ids in
    SQL of its own. A page still being read when the test ends is read before the
    database is closed and dropped."""
    context.today = lambda: TODAY
    yield context
    gui.settle()


@pytest.fixture
def model(ctx: AppContext) -> MaintenanceModel:
    return MaintenanceModel(ctx.db, ctx.today)


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> MaintenancePage:
    bulk_log(ctx, cafe)
    page = MaintenancePage(ctx)
    page.resize(1400, 800)
    gui.show(page)
    gui.refresh(page)
    return page


def click_header(gui: Gui, page: MaintenancePage, column: int) -> None:
    """Click the column's header, as a user does to sort by it, and wait for the rows."""
    page.table.scrollTo(page.proxy.index(0, column))
    header = page.table.horizontalHeader()
    position = QPoint(
        header.sectionViewportPosition(column) + header.sectionSize(column) // 2,
        header.height() // 2,
    )
    gui.qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=position)  # type: ignore[no-untyped-call]
    gui.settle()


def test_the_log_counts_every_entry_and_the_scroll_bar_s_end_is_the_oldest(
    gui: Gui, page: MaintenancePage
) -> None:
    model = page.model
    assert model.rowCount() == BULK, "the scroll bar spans the whole log"
    assert page.count.text() == "1,000 entries, sorted by Date (descending)."
    assert seen(page.table, MaintenanceModel.DATE)[:2] == ["12/2/2026", "12/1/2026"]

    page.table.scrollToBottom()

    oldest = day_text(TODAY - timedelta(days=BULK - 1))
    assert shown_at_bottom(gui, page.table, MaintenanceModel.DATE) == oldest
    assert seen(page.table, MaintenanceModel.NOTES)[-1] == f"entry {BULK - 1}"


def test_a_row_says_it_is_being_read_until_its_page_is_in(
    gui: Gui, page: MaintenancePage, late_pages: Callable[[SignalInstance], None]
) -> None:
    late_pages(page.table.verticalScrollBar().sliderReleased)
    page.table.scrollToBottom()
    gui.qtbot.waitUntil(lambda: seen(page.table, MaintenanceModel.NOTES)[-1] == PLACEHOLDER)
    bottom = page.proxy.index(BULK - 1, MaintenanceModel.NOTES)
    assert bottom.data(Qt.ItemDataRole.AccessibleTextRole) == PLACEHOLDER
    assert bottom.data(Qt.ItemDataRole.BackgroundRole) is None

    page.table.verticalScrollBar().sliderReleased.emit()

    assert shown_at_bottom(gui, page.table, MaintenanceModel.NOTES) == f"entry {BULK - 1}"


def test_rows_scrolled_past_are_let_go_and_read_again_when_shown_again(
    gui: Gui, page: MaintenancePage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("ui.maintenance.model.KEPT_PAGES", 2)
    for row in range(0, BULK, PAGE_SIZE // 2):
        page.table.scrollTo(page.proxy.index(row, 0), QTableView.ScrollHint.PositionAtTop)
        shown_at_bottom(gui, page.table, MaintenanceModel.DATE)
        assert seen(page.table, MaintenanceModel.NOTES)[0] == f"entry {row}"
    assert len(page.model.rows()) <= 2 * PAGE_SIZE, "memory stays flat"

    page.table.scrollToTop()

    shown_at_bottom(gui, page.table, MaintenanceModel.DATE)
    assert seen(page.table, MaintenanceModel.DATE)[0] == "12/2/2026"


def test_the_model_passes_the_model_tester_empty_full_and_while_sorting(
    gui: Gui, qtmodeltester: ModelTester, model: MaintenanceModel, ctx: AppContext,
    cafe: Establishment,
) -> None:  # fmt: skip
    gui.check_model(qtmodeltester, model)
    assert model.rowCount() == 0
    bulk_log(ctx, cafe, 450)

    model.show(cafe.id)
    gui.settle()
    gui.check_model(qtmodeltester, model)  # asks for every page
    gui.settle()
    model.sort(MaintenanceModel.GALLONS, Qt.SortOrder.AscendingOrder)
    gui.settle()

    assert model.rowCount() == 450
    assert texts(model, MaintenanceModel.GALLONS)[:2] == ["500", "505"]


@pytest.fixture
def late_pages(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[SignalInstance], None]]:
    """``late_pages(signal)``: from then on a page asked for is answered only once
    ``signal`` is emitted, as a slow server answers after the user has moved on."""
    pool = QThreadPool.globalInstance()
    threads = pool.maxThreadCount()
    pool.setMaxThreadCount(max(threads, 2))  # one waits, another reads what is asked next

    def after(signal: SignalInstance) -> None:
        emitted = threading.Event()
        signal.connect(emitted.set)

        def late(*args: Any, **kwargs: Any) -> list[MaintenanceRow]:
            assert emitted.wait(timeout=20), "the signal never came"
            return rows_by_id(*args, **kwargs)

        monkeypatch.setattr("ui.maintenance.model.rows_by_id", late)

    yield after
    pool.setMaxThreadCount(threads)


def test_a_page_read_for_an_order_no_longer_shown_is_dropped(
    gui: Gui, page: MaintenancePage, late_pages: Callable[[SignalInstance], None]
) -> None:
    model = page.model
    late_pages(model.reloaded)
    page.table.scrollToBottom()  # the oldest entries' page, on its way
    gui.qtbot.waitUntil(lambda: seen(page.table, MaintenanceModel.DATE)[-1] == PLACEHOLDER)

    click_header(gui, page, MaintenanceModel.DATE)  # oldest first

    assert seen(page.table, MaintenanceModel.DATE)[0] == "3/8/2024", "as a US manager reads it"
    page.table.scrollToBottom()
    assert shown_at_bottom(gui, page.table, MaintenanceModel.DATE) == "12/2/2026"
    days = [row.service_date for row in model.rows()]
    assert days == sorted(days), "no row of the old order among them"


def test_a_refresh_while_a_page_is_read_shows_the_first_page(
    gui: Gui, page: MaintenancePage, late_pages: Callable[[SignalInstance], None]
) -> None:
    late_pages(page.loaded)
    page.table.scrollToBottom()  # asks for the last page
    gui.refresh(page)
    gui.settle()

    dates = seen(page.table, MaintenanceModel.DATE)
    assert dates[0] == "12/2/2026" and PLACEHOLDER not in dates
    assert len(page.model.rows()) == PAGE_SIZE, "the late page of the rows replaced is dropped"


def test_a_page_that_cant_be_read_is_said_once_and_read_at_the_next_refresh(
    gui: Gui, page: MaintenancePage, monkeypatch: pytest.MonkeyPatch
) -> None:
    def server_gone(*_args: object, **_kwargs: object) -> None:
        raise ServerGone(GONE)

    with monkeypatch.context() as server:
        server.setattr("ui.maintenance.model.rows_by_id", server_gone)
        page.table.scrollToBottom()
        box = gui.wait_for_window(QMessageBox)
        assert box.text() == GONE
        page.table.scrollTo(page.proxy.index(BULK // 2, 0))
        assert seen(page.table, MaintenanceModel.DATE)[-1] == PLACEHOLDER
        gui.settle()

        assert len(gui.visible(QMessageBox)) == 1, "said once"
    gui.click(box.button(QMessageBox.StandardButton.Ok))

    gui.refresh(page)
    page.table.scrollToBottom()
    assert shown_at_bottom(gui, page.table, MaintenanceModel.NOTES) == f"entry {BULK - 1}"


def test_clicking_a_header_sorts_by_asking_the_database_again(
    gui: Gui, page: MaintenancePage
) -> None:
    model = page.model
    oldest = day_text(TODAY - timedelta(days=BULK - 1))

    click_header(gui, page, MaintenanceModel.DATE)

    assert seen(page.table, MaintenanceModel.DATE)[0] == oldest
    assert model.rowCount() == BULK
    assert page.count.text() == "1,000 entries, sorted by Date (ascending)."

    click_header(gui, page, MaintenanceModel.GALLONS)  # ascending
    click_header(gui, page, MaintenanceModel.GALLONS)  # descending
    assert seen(page.table, MaintenanceModel.GALLONS)[:3] == ["1495", "1490", "1485"]
    assert page.count.text() == "1,000 entries, sorted by Gallons removed (descending)."
    header = page.table.horizontalHeader()
    assert header.sortIndicatorSection() == MaintenanceModel.GALLONS

    click_header(gui, page, MaintenanceModel.FLAGS)
    assert header.sortIndicatorSection() == MaintenanceModel.GALLONS, "Flags can't be sorted on"
    assert model.index(0, MaintenanceModel.GALLONS).data() == "1495"
    page.table.scrollToBottom()
    assert shown_at_bottom(gui, page.table, MaintenanceModel.GALLONS) == "", "empty cells last"


def test_a_search_then_the_scroll_bar_s_end_shows_its_last_match(
    gui: Gui, page: MaintenancePage
) -> None:
    search = gui.line(page.filters, "filter_search")
    with gui.qtbot.waitSignal(page.model.reloaded, timeout=5 * DEBOUNCE_MS):
        gui.type_into(search, "socal")
    assert page.count.text().startswith("200 of 1,000 entries match these filters")

    page.table.scrollToBottom()

    assert shown_at_bottom(gui, page.table, MaintenanceModel.NOTES) == f"entry {BULK - 5}"


def test_the_last_entry_is_reached_by_keyboard_amended_by_double_click_and_stays_selected(
    gui: Gui, page: MaintenancePage
) -> None:
    table = page.table
    gui.click_cell(table, page.proxy.index(0, MaintenanceModel.SERVICE))
    gui.press(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    gui.qtbot.waitUntil(page.amend_button.isEnabled)
    oldest = page.selected()
    assert oldest is not None and oldest.notes == f"entry {BULK - 1}"
    gui.press(table, Qt.Key.Key_Up)
    gui.qtbot.waitUntil(page.amend_button.isEnabled)
    above = page.selected()
    assert above is not None and above.notes == f"entry {BULK - 2}"

    gui.double_click_cell(table, table.currentIndex())
    dialog = gui.wait_for_window(EntryFormDialog)
    gui.settle()  # the devices to choose from
    gui.type_over(gui.line(dialog, "performed_by"), "Sam Chen")
    gui.type_into(gui.line(dialog, "reason"), "Sam did it, not Maria")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)

    selected = page.selected()
    assert selected is not None and selected.id == above.id, "still selected, at the end"
    assert (selected.performed_by, selected.status_text) == ("Sam Chen", "Amended")
    assert seen(table, MaintenanceModel.PERFORMED_BY)[-2] == "Sam Chen", "and on screen"


def test_a_reading_over_25_percent_is_red_and_says_so_in_words(
    gui: Gui, model: MaintenanceModel, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-11-20", service="Measurement", fog_depth_in="8.5",
        solids_depth_in="5")  # fmt: skip
    log(ctx, cafe, service_date="2026-11-10", service="Measurement", fog_depth_in="4",
        solids_depth_in="2")  # fmt: skip
    model.show(cafe.id)
    gui.settle()

    over = model.index(0, MaintenanceModel.PERCENT)
    assert over.data() == "28.2%"
    assert over.data(Qt.ItemDataRole.BackgroundRole).color().name() == OVER_COLOURS[0]
    assert over.data(Qt.ItemDataRole.ForegroundRole).color().name() == OVER_COLOURS[1]
    assert "over 25%: the interceptor must be serviced now" in over.data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert over.data(Qt.ItemDataRole.AccessibleTextRole) == "28.2%, over 25%"
    assert model.index(0, MaintenanceModel.FLAGS).data() == "Over 25%"
    within = model.index(1, MaintenanceModel.PERCENT)
    assert within.data() == "12.5%"
    assert within.data(Qt.ItemDataRole.BackgroundRole) is None
    assert "within the 25% rule" in within.data(Qt.ItemDataRole.ToolTipRole)
    header = model.headerData(
        MaintenanceModel.PERCENT, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert header.startswith("Percent of design depth")


def test_a_manifest_number_noted_but_not_on_file_is_said_so(
    gui: Gui, model: MaintenanceModel, ctx: AppContext, cafe: Establishment
) -> None:
    """Beside the Manifest no. column, "Manifest missing" would contradict the number (R2).
    The number is only noted as a log imported from a workbook keeps it: the window files
    the manifest with the pump-out."""
    data = MaintenanceInput(device_id="GI-1", service_date="2026-11-01", service="Pump-out",
                            gallons_removed="1000", manifest_no="M-10432")  # fmt: skip
    with ctx.db.write() as session:
        add(session, cafe.id, data, ctx.actor, today=TODAY)
    model.show(cafe.id)
    gui.settle()
    assert model.index(0, MaintenanceModel.FLAGS).data() == "Manifest M-10432 noted, not on file"


def test_pump_out_flags_and_void_entries(
    gui: Gui, model: MaintenanceModel, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-11-01", service="Pump-out", gallons_removed="780",
        hauler="SoCal Grease Haulers")  # fmt: skip
    void = log(ctx, cafe, service_date="2026-10-20", service="Measurement", fog_depth_in="9",
               solids_depth_in="5")  # fmt: skip
    void_entry(ctx.db, void, "Wrong device", ctx.actor)
    model.show(cafe.id)
    gui.settle()

    flags = model.index(0, MaintenanceModel.FLAGS)
    assert flags.data() == "Possible partial pump-out; No manifest on file"
    assert flags.data(Qt.ItemDataRole.BackgroundRole).color().name() == FLAG_COLOURS[0]
    status = model.index(1, MaintenanceModel.STATUS)
    assert status.data() == "Void: Wrong device"
    assert status.data(Qt.ItemDataRole.ForegroundRole).color().name() == VOID_TEXT_COLOUR
    assert status.data(Qt.ItemDataRole.FontRole).italic()
    assert model.index(1, MaintenanceModel.FLAGS).data() == "", "a void entry raises no flag"
    percent = model.index(1, MaintenanceModel.PERCENT)
    assert percent.data(Qt.ItemDataRole.BackgroundRole) is None, "grey, not red"
    assert percent.data(Qt.ItemDataRole.AccessibleTextRole) == "29.2%, Void: Wrong device"
