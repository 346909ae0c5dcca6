"""The chart of an interceptor: percent of design depth over a window (R1, R2).

Readings are points joined by lines (one the city's inspector measured is a diamond of
its own, R1), the 25% line is drawn across, and each pump-out is a labelled vertical
line, so a manager sees the trend before reading numbers. Lines are broken at each
pump-out: the level between a reading and the next pump-out was never measured, and a
line across would invent it. Drawn with QPainter into any paint device, so the screen and
the records packet show the same chart (QtCharts is not in
PySide6-Essentials, and the core never imports Qt widgets).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QImageWriter, QPainter, QPen

from fog_desktop.parse import number_text
from fog_desktop.reports.fonts import register_fonts
from fog_desktop.reports.sludge_readings import ENGLISH, ChartData, ChartWords, Reading
from fog_desktop.rules.dates import add_months
from fog_desktop.rules.profile import with_numbers

LINE_COLOUR = "#2f6fb3"
RULE_COLOUR = "#b00020"
PUMP_OUT_COLOUR = "#0f5132"
PARTIAL_COLOUR = "#a15c00"
#: A level the city's inspector measured (R1, whose reading).
CITY_COLOUR = "#6f42c1"
GRID_COLOUR = "#e1e4e8"
AXIS_COLOUR = "#555555"
#: Room around the plot for the axis labels, the legend and the pump-out labels, in the
#: units of the rectangle drawn into (pixels on screen).
MARGIN_LEFT = 52
MARGIN_RIGHT = 20
MARGIN_TOP = 40
MARGIN_BOTTOM = 30
POINT_RADIUS = 3.5
#: The units per inch the chart is laid out in on paper: a screen's, so that a printed
#: chart has the proportions of the one on screen.
PAPER_UNITS_PER_INCH = 96
PAPER_FONT_PIXELS = 11


@dataclass(frozen=True)
class ChartSpots:
    """Where a drawing put each reading and each pump-out, with what it is in words."""

    readings: tuple[tuple[QPointF, str], ...]
    pump_outs: tuple[tuple[float, str], ...]


# --- Where things go ----------------------------------------------------------------------


def plot_rect(rect: QRectF) -> QRectF:
    """The plot inside ``rect``, the margins left for labels and the legend."""
    return rect.adjusted(MARGIN_LEFT, MARGIN_TOP, -MARGIN_RIGHT, -MARGIN_BOTTOM)


def y_max(data: ChartData) -> float:
    """The top of the percent axis: 50%, or more to fit the highest reading."""
    return max(50.0, math.ceil((data.highest_percent + 5) / 10) * 10)


def x_of(data: ChartData, day: date, plot: QRectF) -> float:
    span = max((data.end - data.start).days, 1)
    return plot.left() + plot.width() * (day - data.start).days / span


def y_of(data: ChartData, percent: float, plot: QRectF) -> float:
    return plot.bottom() - plot.height() * percent / y_max(data)


def _month_ticks(start: date, end: date) -> list[date]:
    """The first day of each quarter (Jan, Apr, Jul, Oct) in the window."""
    day = date(start.year, 1, 1)
    ticks = []
    while day <= end:
        if day >= start:
            ticks.append(day)
        day = add_months(day, 3)
    return ticks


# --- Drawing ------------------------------------------------------------------------------


def draw_chart(
    painter: QPainter, rect: QRectF, data: ChartData, font: QFont, words: ChartWords = ENGLISH
) -> ChartSpots:
    """Draw ``data`` into ``rect`` with ``font`` and ``words``: the grid, the pump-outs,
    the line of the profile's limit, the readings and the legend; return where the
    readings and pump-outs went, each with what its tooltip says."""
    words = with_numbers(words, {"limit_percent": number_text(data.limit_percent)})
    plot = plot_rect(rect)
    painter.setFont(font)
    metrics = QFontMetrics(font, painter.device())
    _draw_grid(painter, data, plot, metrics, words)
    pump_outs = _draw_pump_outs(painter, data, plot, metrics, words)
    _draw_rule(painter, data, plot, metrics, words)
    readings = _draw_readings(painter, data, plot, words)
    _draw_legend(painter, data, rect, plot, metrics=metrics, words=words)
    return ChartSpots(tuple(readings), tuple(pump_outs))


def chart_png(data: ChartData, width_in: float, height_in: float, dpi: int = 300) -> bytes:
    """The chart as a PNG ``width_in`` × ``height_in`` inches at ``dpi``, for paper: laid
    out as on a screen of that size, then scaled up, so it looks as it does on screen."""
    family = register_fonts()
    scale = dpi / PAPER_UNITS_PER_INCH
    image = QImage(round(width_in * dpi), round(height_in * dpi), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("#ffffff"))
    font = QFont(family)
    font.setPixelSize(PAPER_FONT_PIXELS)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    rect = QRectF(0, 0, width_in * PAPER_UNITS_PER_INCH, height_in * PAPER_UNITS_PER_INCH)
    draw_chart(painter, rect, data, font)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not QImageWriter(buffer, QByteArray(b"png")).write(image):
        raise RuntimeError("Qt could not encode the chart as PNG")
    return bytes(buffer.data().data())


def _draw_grid(
    painter: QPainter, data: ChartData, plot: QRectF, metrics: QFontMetrics, words: ChartWords
) -> None:
    top = y_max(data)
    for percent in range(0, int(top) + 1, 10):
        y = round(y_of(data, percent, plot)) + 0.5  # a 1-pixel line on a whole pixel
        painter.setPen(QPen(QColor(GRID_COLOUR), 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(QColor(AXIS_COLOUR))
        label = f"{percent}%"
        painter.drawText(
            QPointF(
                plot.left() - 6 - metrics.horizontalAdvance(label), y + metrics.ascent() / 2 - 1
            ),
            label,
        )
    painter.setPen(QPen(QColor(AXIS_COLOUR), 1))
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    last_right = -math.inf
    for tick in _month_ticks(data.start, data.end):
        x = x_of(data, tick, plot)
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
        label = words.month(tick)
        width = metrics.horizontalAdvance(label)
        left = min(max(x - width / 2, plot.left()), plot.right() - width)
        if left > last_right + 8:
            painter.drawText(QPointF(left, plot.bottom() + 6 + metrics.ascent()), label)
            last_right = left + width


def _draw_rule(
    painter: QPainter, data: ChartData, plot: QRectF, metrics: QFontMetrics, words: ChartWords
) -> None:
    # A 2-pixel line on whole pixels: crisp, not blended pink by antialiasing.
    y = float(round(y_of(data, float(data.limit_percent), plot)))
    pen = QPen(QColor(RULE_COLOUR), 2, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
    width = metrics.horizontalAdvance(words.rule)
    box = QRectF(plot.right() - width - 8, y - metrics.height() - 2, width + 6, metrics.height())
    painter.fillRect(box, QColor("#ffffff"))
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), words.rule)


def _gallons_text(gallons: Decimal) -> str:
    """1000.00 as 1000 and 12.50 as 12.5: as a person writes them."""
    return format(gallons.normalize(), "f")


def _draw_pump_outs(
    painter: QPainter, data: ChartData, plot: QRectF, metrics: QFontMetrics, words: ChartWords
) -> list[tuple[float, str]]:
    spots = []
    last_right = -math.inf
    for pump in data.pump_outs:
        x = float(round(x_of(data, pump.day, plot)))  # crisp, as the 25% line
        colour = QColor(PARTIAL_COLOUR if pump.partial else PUMP_OUT_COLOUR)
        painter.setPen(QPen(colour, 2, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # A triangle on the date axis marks the pump-out even where labels don't fit.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPolygon(
            [
                QPointF(x, plot.bottom() - 7),
                QPointF(x - 5, plot.bottom()),
                QPointF(x + 5, plot.bottom()),
            ]
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        label = words.partial if pump.partial else words.pump_out
        width = metrics.horizontalAdvance(label)
        left = min(max(x - width / 2, plot.left()), plot.right() - width)
        if left > last_right + 4:
            painter.setPen(colour)
            painter.drawText(QPointF(left, plot.top() - 4), label)
            last_right = left + width
        gallons = (
            words.gallons.format(gallons=_gallons_text(pump.gallons))
            if pump.gallons is not None
            else ""
        )
        partial = words.partial_tip if pump.partial else ""
        tip = words.pump_out_tip.format(day=words.day(pump.day), gallons=gallons, partial=partial)
        spots.append((x, tip))
    return spots


def _draw_readings(
    painter: QPainter, data: ChartData, plot: QRectF, words: ChartWords
) -> list[tuple[QPointF, str]]:
    """Lines per interval, then the points: white rims, blue dots, bigger red ones for
    readings over 25%, and a diamond for each the city measured, red when over (R1).
    Points go in one call per colour, however many readings."""

    def point(reading: Reading) -> QPointF:
        return QPointF(x_of(data, reading.day, plot), y_of(data, float(reading.percent), plot))

    painter.setPen(QPen(QColor(LINE_COLOUR), 2))
    for segment in data.segments():
        points = [point(r) for r in segment]
        if len(points) > 1:
            painter.drawPolyline(points)
    within = [point(r) for r in data.readings if not r.over and not r.inspection_no]
    over = [point(r) for r in data.readings if r.over and not r.inspection_no]
    diameter = 2 * POINT_RADIUS
    for points, colour, size in (
        (within, LINE_COLOUR, diameter),
        (over, RULE_COLOUR, diameter + 3),
    ):
        if not points:
            continue
        painter.setPen(_dot_pen("#ffffff", size + 2))
        painter.drawPoints(points)
        painter.setPen(_dot_pen(colour, size))
        painter.drawPoints(points)
    for reading in data.readings:
        if reading.inspection_no:
            _draw_diamond(painter, point(reading), RULE_COLOUR if reading.over else CITY_COLOUR)
    spots = []
    for reading in data.readings:
        verdict = words.over if reading.over else words.within
        tip = (words.city_tip if reading.inspection_no else words.reading_tip).format(
            day=words.day(reading.day),
            percent=reading.percent,
            verdict=verdict,
            inspection=reading.inspection_no,
        )
        spots.append((point(reading), tip))
    return spots


#: Half the width of a city reading's diamond: it stands out from the round dots.
DIAMOND = POINT_RADIUS + 2.5


def _draw_diamond(painter: QPainter, centre: QPointF, colour: str, size: float = DIAMOND) -> None:
    """A city inspector's reading (R1): a filled diamond with a white rim, outlined in the
    city's colour so that one over the limit is still told from the manager's."""
    x, y = centre.x(), centre.y()
    corners = [
        QPointF(x, y - size),
        QPointF(x + size, y),
        QPointF(x, y + size),
        QPointF(x - size, y),
    ]
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.setBrush(QColor(colour))
    painter.drawPolygon(corners)
    painter.setPen(QPen(QColor(CITY_COLOUR), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(corners)


def _dot_pen(colour: str, size: float) -> QPen:
    pen = QPen(QColor(colour), size)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _draw_legend(
    painter: QPainter,
    data: ChartData,
    rect: QRectF,
    plot: QRectF,
    *,
    metrics: QFontMetrics,
    words: ChartWords,
) -> None:
    y = rect.top() + 4 + metrics.ascent()
    x = float(plot.left())
    entries: list[tuple[str, QPen]] = [
        (words.line.format(device=data.device_id), QPen(QColor(LINE_COLOUR), 2)),
        (words.rule, QPen(QColor(RULE_COLOUR), 2, Qt.PenStyle.DashLine)),
        (words.pump_out, QPen(QColor(PUMP_OUT_COLOUR), 2, Qt.PenStyle.DotLine)),
    ]
    for text, pen in entries:
        painter.setPen(pen)
        middle = y - metrics.ascent() / 2 + 1
        painter.drawLine(QPointF(x, middle), QPointF(x + 18, middle))
        painter.setPen(QColor(AXIS_COLOUR))
        painter.drawText(QPointF(x + 22, y), text)
        x += 22 + metrics.horizontalAdvance(text) + 18
    if any(r.inspection_no for r in data.readings):
        _draw_diamond(painter, QPointF(x + 9, y - metrics.ascent() / 2 + 1), CITY_COLOUR, 5)
        painter.setPen(QColor(AXIS_COLOUR))
        painter.drawText(QPointF(x + 22, y), words.city)
