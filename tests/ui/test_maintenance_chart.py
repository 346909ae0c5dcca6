"""The chart per interceptor: readings joined by lines, the 25% line, pump-outs marked."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.reports import sludge_readings
from fog_desktop.reports.sludge_chart import (
    LINE_COLOUR,
    PARTIAL_COLOUR,
    PUMP_OUT_COLOUR,
    RULE_COLOUR,
)
from fog_desktop.reports.sludge_readings import ChartData, PumpOut, Reading, load_chart_data
from fog_desktop.rules.profile import with_numbers
from fog_desktop.rules.records_window import records_window
from fog_desktop.services.devices import DeviceInput, create_device, list_devices
from fog_desktop.services.maintenance import MaintenanceInput, create_entry, void_entry
from models import DeviceType, Establishment
from ui.maintenance.chart import ChartPanel, SludgeChart, chart_words, empty_text

SIERRA_MADRE = ordinance.default()

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

TODAY = date(2026, 12, 2)


def log(ctx: AppContext, cafe: Establishment, **fields: str) -> int:
    data = MaintenanceInput(device_id="GI-1", **fields)
    return create_entry(ctx.db, cafe.id, data, ctx.actor, today=TODAY).id


def reading(ctx: AppContext, cafe: Establishment, day: str, fog: str, solids: str) -> int:
    return log(ctx, cafe, service_date=day, service="Measurement", fog_depth_in=fog,
               solids_depth_in=solids)  # fmt: skip


def pump_out(ctx: AppContext, cafe: Establishment, day: str, gallons: str = "1000") -> int:
    return log(ctx, cafe, service_date=day, service="Pump-out", gallons_removed=gallons)


@pytest.fixture
def logged(ctx: AppContext, cafe: Establishment) -> ChartData:
    """Two intervals of GI-1: readings rising to 28.2%, a pump-out, a partial one."""
    reading(ctx, cafe, "2024-11-30", "9", "9")  # more than two years ago: not charted
    reading(ctx, cafe, "2026-06-01", "4", "2")
    reading(ctx, cafe, "2026-07-01", "8.5", "5")
    pump_out(ctx, cafe, "2026-07-03")
    reading(ctx, cafe, "2026-08-01", "2", "1")
    void_entry(ctx.db, reading(ctx, cafe, "2026-08-15", "20", "20"), "Typo", ctx.actor)
    reading(ctx, cafe, "2026-09-01", "4", "2")
    pump_out(ctx, cafe, "2026-10-01", "780")
    return load_chart_data(ctx.db, cafe.id, "GI-1", TODAY)


def near(image: QImage, colour: str, tolerance: int = 40) -> int:
    """How many pixels are drawn in about ``colour`` (antialiasing blends the edges)."""
    wanted = QColor(colour)
    pixels = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(pixels.constBits())[: pixels.sizeInBytes()]
    width = pixels.width() * 3
    rows = [data[y * pixels.bytesPerLine() :][:width] for y in range(pixels.height())]
    flat = b"".join(rows)
    return sum(
        abs(r - wanted.red()) + abs(g - wanted.green()) + abs(b - wanted.blue()) <= tolerance
        for r, g, b in zip(flat[0::3], flat[1::3], flat[2::3], strict=True)
    )


def test_the_data_has_the_readings_and_pump_outs_of_the_last_two_years(
    logged: ChartData,
) -> None:
    assert (
        (logged.start, logged.end)
        == (date(2024, 12, 3), TODAY)
        == records_window(TODAY, SIERRA_MADRE)
    )
    assert [(r.day, r.percent, r.over) for r in logged.readings] == [
        (date(2026, 6, 1), Decimal("12.5"), False),
        (date(2026, 7, 1), Decimal("28.2"), True),
        (date(2026, 8, 1), Decimal("6.3"), False),
        (date(2026, 9, 1), Decimal("12.5"), False),
    ], "the void reading and the one from 2024 are left out"
    assert logged.pump_outs == (
        PumpOut(date(2026, 7, 3), Decimal("1000.00"), partial=False),
        PumpOut(date(2026, 10, 1), Decimal("780.00"), partial=True),
    )
    days = [[r.day.isoformat() for r in segment] for segment in logged.segments()]
    assert days == [["2026-06-01", "2026-07-01"], ["2026-08-01", "2026-09-01"]], (
        "no line drawn across a pump-out"
    )


def test_a_reading_on_the_day_of_a_pump_out_belongs_before_it() -> None:
    readings = tuple(
        Reading(date(2026, month, 1), Decimal(percent), over=False)
        for month, percent in ((3, 10), (4, 20), (5, 5))
    )
    pumped = (PumpOut(date(2026, 4, 1), Decimal(1000), partial=False),)
    data = ChartData("GI-1", date(2026, 1, 1), TODAY, readings, pumped, SIERRA_MADRE.limit_percent)
    assert [len(s) for s in data.segments()] == [2, 1]


def test_the_chart_draws_the_readings_the_rule_and_the_pump_outs(
    gui: Gui, logged: ChartData
) -> None:
    chart = SludgeChart()
    chart.resize(720, 260)
    gui.show(chart)
    chart.set_data(logged)

    image = chart.grab().toImage()

    assert near(image, LINE_COLOUR) > 100, "the readings and their lines"
    rule_y = round(chart.y_of(25.0, chart.plot_rect()))
    rule_band = image.copy(0, rule_y - 1, image.width(), 3)
    assert near(rule_band, RULE_COLOUR, tolerance=120) > 200, "the dashed 25% line across"
    assert near(image, PUMP_OUT_COLOUR) > 50, "the full pump-out"
    assert near(image, PARTIAL_COLOUR) > 50, "the partial pump-out"
    assert chart.y_max() == 50.0
    assert chart.summary() == (
        "GI-1: 4 readings from 12/3/2024 to 12/2/2026; highest 28.2% on 7/1/2026; "
        "1 over 25%; 2 pump-outs."
    )
    assert chart.accessibleDescription() == chart.summary()


def test_hovering_a_point_or_a_pump_out_says_what_it_is(gui: Gui, logged: ChartData) -> None:
    chart = SludgeChart()
    chart.resize(720, 260)
    gui.show(chart)
    chart.set_data(logged)
    chart.grab()  # paints, which places the points
    plot = chart.plot_rect()

    top = QPointF(chart.x_of(date(2026, 7, 1), plot), chart.y_of(28.2, plot))
    assert chart.tip_at(top) == "7/1/2026: 28.2%, over 25%: service now"
    pumped = QPointF(chart.x_of(date(2026, 10, 1), plot), plot.center().y())
    assert chart.tip_at(pumped) == ("Pump-out on 10/1/2026, 780 gal (possible partial pump-out)")
    assert chart.tip_at(QPointF(plot.left() + 2, plot.top() + 2)) == ""


@pytest.mark.usefixtures("spanish")
def test_in_spanish_the_chart_says_everything_in_spanish(gui: Gui, logged: ChartData) -> None:
    """The window's chart speaks the interface's language; the packet's stays English."""
    chart = SludgeChart()
    chart.resize(720, 260)
    gui.show(chart)
    chart.set_data(logged)
    chart.grab()
    plot = chart.plot_rect()

    assert chart.summary() == (
        "GI-1: 4 lecturas del 12/3/2024 al 12/2/2026; la más alta, 28.2 % el 7/1/2026; "
        "1 por encima del 25 %; 2 bombeos."
    )
    top = QPointF(chart.x_of(date(2026, 7, 1), plot), chart.y_of(28.2, plot))
    assert chart.tip_at(top) == "7/1/2026: 28.2 %, más del 25 %: dar servicio ya"
    words = with_numbers(chart_words(), {"limit_percent": "25"})
    assert (words.rule, words.pump_out, words.month(date(2025, 1, 1))) == (
        "Regla del 25 %",
        "Bombeo",
        "ene 2025",
    )
    assert sludge_readings.summary(logged).startswith("GI-1: 4 readings from 2024-12-03")


def test_an_interceptor_without_readings_explains_what_to_record(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    pump_out(ctx, cafe, "2026-11-01")
    data = load_chart_data(ctx.db, cafe.id, "GI-1", TODAY)
    device = list_devices(ctx.db, cafe.id)[0]
    chart = SludgeChart()
    chart.resize(600, 220)
    gui.show(chart)
    chart.set_data(data, empty_text(device, data))

    assert not chart.has_chart()
    assert chart.empty_text == (
        "No sludge-height readings of GI-1 in the last two years (1 pump-out recorded). "
        "Record a Measurement with the FOG and solids depths, and the trend shows here."
    )
    image = chart.grab().toImage()
    assert near(image, "#555555", tolerance=60) > 50, "the explanation is drawn"
    assert near(image, LINE_COLOUR) == 0


def test_the_panel_charts_the_device_chosen_last_whatever_is_read_first(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    trap = DeviceInput(device_id="GT-1", type=DeviceType.TRAP, capacity_gal="50",
                       design_depth_in="12", in_service_since="2026-10-01")  # fmt: skip
    create_device(ctx.db, cafe.id, trap, ctx.actor)
    reading(ctx, cafe, "2026-11-01", "4", "2")
    panel = gui.show(ChartPanel(ctx.db))

    panel.set_devices(cafe.id, list_devices(ctx.db, cafe.id), TODAY)
    assert panel.device.currentData() == "GI-1", "an interceptor first"
    panel.show_device("GT-1")  # before GI-1's readings are in
    gui.settle()

    assert not panel.chart.has_chart()
    assert panel.chart.empty_text.startswith("GT-1 is a grease trap")
    panel.show_device("GI-1")
    gui.settle()
    assert panel.chart.has_chart()
    assert panel.chart.data is not None and panel.chart.data.device_id == "GI-1"
