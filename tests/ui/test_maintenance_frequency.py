"""Beside the chart: an interceptor's frequency from its readings, the request to the
program manager and the city's answer, as a manager clicks through them (R8d)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QLabel

from fog_desktop import parse
from fog_desktop.context import AppContext
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.devices import DeviceInput, create_device, list_devices
from fog_desktop.services.frequency_approvals import list_approvals
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from models import DeviceType, Establishment
from ui.dates import day_text
from ui.dialogs import VoidDialog
from ui.maintenance.approval_dialog import ApprovalDialog
from ui.maintenance.page import MaintenancePage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

TODAY = date(2026, 12, 2)
PUMP_OUTS = ("2026-01-05", "2026-04-06", "2026-07-06", "2026-10-05")
#: 30 days into each of the first three cycles: 9.6 of 48 inches, 20%.
READINGS = ("2026-02-04", "2026-05-06", "2026-08-05")


def log(ctx: AppContext, cafe: Establishment, **fields: str) -> None:
    create_entry(ctx.db, cafe.id, MaintenanceInput(device_id="GI-1", **fields), ctx.actor,
                 today=TODAY)  # fmt: skip


@pytest.fixture
def filled(ctx: AppContext, cafe: Establishment) -> Establishment:
    for day in PUMP_OUTS:
        log(ctx, cafe, service_date=day, service="Pump-out", gallons_removed="990")
    for day in READINGS:
        log(ctx, cafe, service_date=day, service="Measurement", fog_depth_in="4",
            solids_depth_in="5.6")  # fmt: skip
    return cafe


def shown_page(gui: Gui, ctx: AppContext) -> MaintenancePage:
    page = MaintenancePage(ctx)
    page.resize(1400, 800)
    gui.show(page)
    gui.refresh(page)
    gui.settle()
    return page


def test_the_panel_shows_the_rates_the_suggestion_and_the_warning(
    gui: Gui, ctx: AppContext, filled: Establishment
) -> None:
    panel = shown_page(gui, ctx).frequency
    assert panel.isVisible()
    text = panel.text.text()
    assert "Rate per pump-out cycle: 0.67% a day, 0.67% a day, 0.67% a day." in text
    assert (
        "Average 0.67% a day; highest of the last three cycles and the current one 0.67% a day."
        in text
    )
    assert "Suggested frequency: 5 weeks (approved: 3 months)." in text
    assert panel.warning.isVisible()
    assert panel.warning.text().startswith("It fills faster than its approved frequency")
    assert panel.text.toolTip().splitlines()[0] == (
        "1/5/2026 to 4/6/2026: highest 20.0% on 2/4/2026, day 30: 0.67% a day"
    ), "the data behind each rate"


def test_request_then_record_the_answer(
    gui: Gui, ctx: AppContext, filled: Establishment, tmp_path: Path
) -> None:
    page = shown_page(gui, ctx)
    panel = page.frequency
    out = tmp_path / "request.pdf"
    panel.choose_path = lambda _parent, _offered: out
    gui.click(panel.request_button)
    assert out.read_bytes().startswith(b"%PDF")
    assert panel.status.text().startswith(f"Request saved: {out}.")

    gui.click(panel.answer_button)
    dialog = gui.wait_for_window(ApprovalDialog)
    assert dialog.frequency() == "5 weeks", "the suggestion is offered"
    gui.click(dialog.ok_button)
    assert "Attach the program manager's answer" in dialog.attachments.file_error.text()
    assert list_approvals(ctx.db, filled.id) == []
    answer = tmp_path / "answer.png"
    answer.write_bytes(scan_png("approved: 5 weeks"))
    dialog.attachments.choose_files = lambda _parent: [answer]
    gui.click(dialog.attachments.add_button)
    gui.qtbot.waitUntil(lambda: not dialog.attachments.loading)
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ApprovalDialog)
    gui.settle()

    [approval] = list_approvals(ctx.db, filled.id)
    assert (str(approval.frequency), approval.approved_on, approval.documents) == (
        "5 weeks",
        TODAY,
        ("answer.png",),
    )
    [device] = list_devices(ctx.db, filled.id)
    assert (device.frequency_number, device.frequency_unit) == (5, "weeks")
    # Dated inside the running cycle, the approval applies from the next full pump-out
    # (R8d): this cycle is still due by 3 months, and still fills faster than that.
    assert "(approved: 3 months)" in panel.text.text()
    assert panel.text.text().endswith("Approvals on file: 5 weeks on 12/2/2026.")
    assert panel.warning.isVisible()

    # Entered in error: voided from the panel, with its reason; the device keeps 5 weeks.
    assert panel.void_button.isVisible()
    gui.click(panel.void_button)
    void = gui.wait_for_window(VoidDialog)
    assert void.windowTitle() == "Void the approval of 5 weeks on 12/2/2026"
    consequence = void.findChild(QLabel, "void_consequence")
    assert consequence is not None and consequence.text().startswith(
        "GI-1 keeps the frequency it has."
    )
    gui.type_into(gui.line(void, "reason"), "The letter was for another restaurant")
    gui.click(void.ok_button)
    gui.wait_until_closed(VoidDialog)
    gui.qtbot.waitUntil(lambda: "Approvals on file" not in panel.text.text())
    assert not panel.void_button.isVisible()
    [voided] = list_approvals(ctx.db, filled.id)
    assert voided.is_void and voided.status_text == "Void: The letter was for another restaurant"
    [device] = list_devices(ctx.db, filled.id)
    assert (device.frequency_number, device.frequency_unit) == (5, "weeks")


def test_too_few_cycles_say_why_and_a_trap_shows_its_interval(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    log(ctx, cafe, service_date="2026-10-05", service="Pump-out", gallons_removed="990")
    log(ctx, cafe, service_date="2026-11-04", service="Measurement", fog_depth_in="4",
        solids_depth_in="5.6")  # fmt: skip
    trap = DeviceInput(device_id="GT-1", type=DeviceType.TRAP, capacity_gal="50",
                       design_depth_in="12")  # fmt: skip
    create_device(ctx.db, cafe.id, trap, ctx.actor)
    page = shown_page(gui, ctx)
    panel = page.frequency
    assert panel.text.text().startswith("Not enough data: 1 of 3 cycles have a reading.")
    assert not panel.request_button.isEnabled()
    page.chart.show_device("GT-1")
    gui.settle()
    assert panel.isVisible() and not panel.request_button.isVisible(), "no readings to ask on"
    assert panel.title.text() == "Cleaning interval (R3)"
    assert panel.text.text().startswith("Cleaning interval: 1 day (default).")


@pytest.fixture
def window_dates() -> Iterator[None]:
    """The core's dates in the window's format, as the application installs it."""
    parse.show_days_with(day_text)
    yield
    parse.show_days_with(date.isoformat)


@pytest.mark.usefixtures("window_dates")
def test_a_traps_longer_interval_counts_once_the_citys_answer_is_recorded(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    """R3: GT-2 typed "2 days" reads as not approved until the answer is recorded."""
    trap = DeviceInput(device_id="GT-2", type=DeviceType.TRAP, capacity_gal="15",
                       design_depth_in="10", frequency_number="2",
                       frequency_unit="days")  # fmt: skip
    create_device(ctx.db, cafe.id, trap, ctx.actor)
    page = shown_page(gui, ctx)
    panel = page.frequency
    page.chart.show_device("GT-2")
    gui.settle()
    assert panel.text.text().startswith("Cleaning interval: 2 days (not approved: daily applies).")
    gui.click(panel.answer_button)
    dialog = gui.wait_for_window(ApprovalDialog)
    assert dialog.frequency() == "2 days", "the interval typed is offered, in days"
    answer = tmp_path / "answer.png"
    answer.write_bytes(scan_png("approved: every other day"))
    dialog.attachments.choose_files = lambda _parent: [answer]
    gui.click(dialog.attachments.add_button)
    gui.qtbot.waitUntil(lambda: not dialog.attachments.loading)
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ApprovalDialog)
    gui.qtbot.waitUntil(lambda: "2 days, approved" in panel.text.text())
    assert panel.text.text().startswith("Cleaning interval: 2 days, approved 12/2/2026.")
    assert panel.text.text().endswith("Approvals on file: 2 days on 12/2/2026.")
