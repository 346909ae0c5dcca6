"""A chart per interceptor: percent of design depth over the last two years (R1, R2).

Readings are points joined by lines, the 25% line is drawn across, and each pump-out is
a labelled vertical line, so a manager sees the trend before reading numbers. Lines are
broken at each pump-out: the level between a reading and the next pump-out was never
measured, and a line across would invent it. Drawn with QPainter, since QtCharts is
not in PySide6-Essentials.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.database import Database
from fog_desktop.rules.dates import add_months
from fog_desktop.rules.sludge import THRESHOLD_PERCENT
from fog_desktop.services.maintenance import (
    FLAG_OVER_25,
    FLAG_PARTIAL,
    MaintenanceFilter,
    MaintenanceRow,
    fetch_rows,
)
from models import Device, DeviceType, Service
from ui.devices.model import number_text

LINE_COLOUR = "#2f6fb3"
RULE_COLOUR = "#b00020"
PUMP_OUT_COLOUR = "#0f5132"
PARTIAL_COLOUR = "#a15c00"
GRID_COLOUR = "#e1e4e8"
AXIS_COLOUR = "#555555"
RULE_LABEL = "25% rule"
PUMP_OUT_LABEL = "Pump-out"
PARTIAL_LABEL = "Partial?"
#: The chart's window: two years ending today, as the records packet's (R7).
WINDOW_MONTHS = 24
_FETCH_PAGE = 1000


@dataclass(frozen=True)
class Reading:
    day: date
    percent: Decimal
    over: bool


@dataclass(frozen=True)
class PumpOut:
    day: date
    gallons: Decimal | None
    partial: bool


@dataclass(frozen=True)
class ChartData:
    """What the chart of one device shows: its readings and pump-outs in the window."""

    device_id: str
    start: date
    end: date
    readings: tuple[Reading, ...]
    pump_outs: tuple[PumpOut, ...]

    def segments(self) -> list[list[Reading]]:
        """Readings joined by a line, broken at each pump-out. A reading on the day of a
        pump-out was taken before it (the level the hauler found)."""
        segments: list[list[Reading]] = [[]]
        pumps = iter(sorted(p.day for p in self.pump_outs))
        following = next(pumps, None)
        for reading in self.readings:
            while following is not None and following < reading.day:
                segments.append([])
                following = next(pumps, None)
            segments[-1].append(reading)
        return [s for s in segments if s]


def window_of(today: date) -> tuple[date, date]:
    """The two years ending ``today``, inclusive."""
    return add_months(today, -WINDOW_MONTHS) + timedelta(days=1), today


def chart_data(device_id: str, rows: Iterable[MaintenanceRow], start: date, end: date) -> ChartData:
    """The chart of ``device_id`` from its log ``rows``; void entries are left out."""
    kept = sorted(
        (r for r in rows if not r.is_void and start <= r.service_date <= end),
        key=lambda r: (r.service_date, r.id),
    )
    readings = tuple(
        Reading(r.service_date, r.percent, FLAG_OVER_25 in r.flags)
        for r in kept
        if r.percent is not None
    )
    pump_outs = tuple(
        PumpOut(r.service_date, r.gallons_removed, FLAG_PARTIAL in r.flags)
        for r in kept
        if r.service == Service.PUMP_OUT
    )
    return ChartData(device_id, start, end, readings, pump_outs)


def load_chart_data(db: Database, establishment_id: int, device_id: str, today: date) -> ChartData:
    """Read the device's entries of the last two years (a few dozen for an interceptor)."""
    start, end = window_of(today)
    flt = MaintenanceFilter(
        device_id=device_id, status="in use", date_from=start, date_to=end,
        sort="date", descending=False,
    )  # fmt: skip
    rows: list[MaintenanceRow] = []
    while True:
        page = fetch_rows(db, establishment_id, flt, len(rows), _FETCH_PAGE, as_of=today)
        rows.extend(page)
        if len(page) < _FETCH_PAGE:
            return chart_data(device_id, rows, start, end)


def empty_text(device: Device | None, data: ChartData | None) -> str:
    """Why there is nothing to draw, and what to do about it."""
    if device is None:
        return (
            "No device to chart yet. Add your grease interceptor on the Establishment & "
            "devices page."
        )
    if device.type == DeviceType.TRAP:
        return (
            f"{device.device_id} is a grease trap: it is cleaned as often as needed (R3), "
            "and the 25% rule (R1) is for interceptors, so there is no chart for it. "
            "Choose an interceptor."
        )
    pumps = len(data.pump_outs) if data else 0
    pumped = f" ({pumps} pump-out{'s' if pumps != 1 else ''} recorded)" if pumps else ""
    return (
        f"No sludge-height readings of {device.device_id} in the last two years{pumped}. "
        "Record a Measurement with the FOG and solids depths, and the trend shows here (R1)."
    )


def _month_ticks(start: date, end: date) -> list[date]:
    """The first day of each quarter (Jan, Apr, Jul, Oct) in the window."""
    day = date(start.year, 1, 1)
    ticks = []
    while day <= end:
        if day >= start:
            ticks.append(day)
        day = add_months(day, 3)
    return ticks


class SludgeChart(QWidget):
    """Draws one ChartData, or an explanation of why there is none."""

    MARGIN_LEFT = 52
    MARGIN_RIGHT = 20
    MARGIN_TOP = 40
    MARGIN_BOTTOM = 30
    POINT_RADIUS = 3.5

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("sludge_chart")
        self.setMinimumHeight(180)
        self.setAccessibleName("Percent of design depth over time")
        self.data: ChartData | None = None
        self.empty_text = ""
        # Where the last paint put each reading and pump-out, for the tooltips.
        self._spots: list[tuple[QPointF, str]] = []
        self._pump_xs: list[tuple[float, str]] = []
        self._picture: QPixmap | None = None

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 220)

    def set_data(self, data: ChartData | None, empty_text: str = "") -> None:
        self.data = data
        self.empty_text = empty_text
        self._picture = None
        self.setAccessibleDescription(self.summary())
        self.update()

    def has_chart(self) -> bool:
        return self.data is not None and bool(self.data.readings)

    def summary(self) -> str:
        """The chart in words, for a screen reader and the tooltip of an empty spot."""
        data = self.data
        if data is None or not data.readings:
            return self.empty_text
        top = max(data.readings, key=lambda r: r.percent)
        over = sum(r.over for r in data.readings)
        return (
            f"{data.device_id}: {len(data.readings)} readings from {data.start} to {data.end}; "
            f"highest {top.percent}% on {top.day}; {over} over 25%; "
            f"{len(data.pump_outs)} pump-outs."
        )

    def y_max(self) -> float:
        """The top of the percent axis: 50%, or more to fit the highest reading."""
        assert self.data is not None
        highest = max(float(r.percent) for r in self.data.readings)
        return max(50.0, math.ceil((highest + 5) / 10) * 10)

    # --- Drawing ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """Draw from a picture made once per data and size: a repaint (a window passing
        over, a tooltip) costs one copy, not a new drawing."""
        ratio = self.devicePixelRatioF()
        if self._picture is None or self._picture.size() != self.size() * ratio:
            self._picture = self._render(ratio)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self._picture = None
        super().resizeEvent(event)

    def _render(self, ratio: float) -> QPixmap:
        picture = QPixmap(self.size() * ratio)
        picture.setDevicePixelRatio(ratio)
        picture.fill(QColor("#ffffff"))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._spots = []
        self._pump_xs = []
        if not self.has_chart():
            self._draw_empty(painter)
        else:
            self._draw_chart(painter)
        painter.end()
        return picture

    def _draw_empty(self, painter: QPainter) -> None:
        painter.setPen(QColor(AXIS_COLOUR))
        width = min(self.width() - 48, 560)
        box = QRectF((self.width() - width) / 2, 16, width, self.height() - 32)
        painter.drawText(
            box, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text
        )

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(
            self.MARGIN_LEFT, self.MARGIN_TOP, -self.MARGIN_RIGHT, -self.MARGIN_BOTTOM
        )

    def x_of(self, day: date, plot: QRectF) -> float:
        assert self.data is not None
        span = max((self.data.end - self.data.start).days, 1)
        return plot.left() + plot.width() * (day - self.data.start).days / span

    def y_of(self, percent: float, plot: QRectF) -> float:
        return plot.bottom() - plot.height() * percent / self.y_max()

    def _draw_chart(self, painter: QPainter) -> None:
        assert self.data is not None
        plot = self.plot_rect()
        small = QFont(self.font())
        small.setPointSizeF(max(self.font().pointSizeF() - 1, 7))
        painter.setFont(small)
        metrics = QFontMetrics(small)
        self._draw_grid(painter, plot, metrics)
        self._draw_pump_outs(painter, plot, metrics)
        self._draw_rule(painter, plot, metrics)
        self._draw_readings(painter, plot)
        self._draw_legend(painter, plot, metrics)

    def _draw_grid(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        assert self.data is not None
        top = self.y_max()
        for percent in range(0, int(top) + 1, 10):
            y = round(self.y_of(percent, plot)) + 0.5  # a 1-pixel line on a whole pixel
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
        for tick in _month_ticks(self.data.start, self.data.end):
            x = self.x_of(tick, plot)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            label = tick.strftime("%b %Y")
            width = metrics.horizontalAdvance(label)
            left = min(max(x - width / 2, plot.left()), plot.right() - width)
            if left > last_right + 8:
                painter.drawText(QPointF(left, plot.bottom() + 6 + metrics.ascent()), label)
                last_right = left + width

    def _draw_rule(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        # A 2-pixel line on whole pixels: crisp, not blended pink by antialiasing.
        y = float(round(self.y_of(float(THRESHOLD_PERCENT), plot)))
        pen = QPen(QColor(RULE_COLOUR), 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        width = metrics.horizontalAdvance(RULE_LABEL)
        box = QRectF(
            plot.right() - width - 8, y - metrics.height() - 2, width + 6, metrics.height()
        )
        painter.fillRect(box, QColor("#ffffff"))
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), RULE_LABEL)

    def _draw_pump_outs(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        assert self.data is not None
        last_right = -math.inf
        for pump in self.data.pump_outs:
            x = float(round(self.x_of(pump.day, plot)))  # crisp, as the 25% line
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
            label = PARTIAL_LABEL if pump.partial else PUMP_OUT_LABEL
            width = metrics.horizontalAdvance(label)
            left = min(max(x - width / 2, plot.left()), plot.right() - width)
            if left > last_right + 4:
                painter.setPen(colour)
                painter.drawText(QPointF(left, plot.top() - 4), label)
                last_right = left + width
            gallons = f", {number_text(pump.gallons)} gal" if pump.gallons is not None else ""
            partial = " (possible partial pump-out, R2)" if pump.partial else ""
            self._pump_xs.append((x, f"Pump-out on {pump.day}{gallons}{partial}"))

    def _draw_readings(self, painter: QPainter, plot: QRectF) -> None:
        """Lines per interval, then the points: white rims, blue dots, bigger red ones for
        readings over 25%. Points go in one call per colour, however many readings."""
        assert self.data is not None
        painter.setPen(QPen(QColor(LINE_COLOUR), 2))
        for segment in self.data.segments():
            points = [self._point(r, plot) for r in segment]
            if len(points) > 1:
                painter.drawPolyline(points)
        within = [self._point(r, plot) for r in self.data.readings if not r.over]
        over = [self._point(r, plot) for r in self.data.readings if r.over]
        diameter = 2 * self.POINT_RADIUS
        for points, colour, size in (
            (within, LINE_COLOUR, diameter),
            (over, RULE_COLOUR, diameter + 3),
        ):
            if not points:
                continue
            painter.setPen(self._dot_pen("#ffffff", size + 2))
            painter.drawPoints(points)
            painter.setPen(self._dot_pen(colour, size))
            painter.drawPoints(points)
        for reading in self.data.readings:
            verdict = "over 25%: service now (R1)" if reading.over else "within the 25% rule"
            text = f"{reading.day}: {reading.percent}%, {verdict}"
            self._spots.append((self._point(reading, plot), text))

    @staticmethod
    def _dot_pen(colour: str, size: float) -> QPen:
        pen = QPen(QColor(colour), size)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return pen

    def _point(self, reading: Reading, plot: QRectF) -> QPointF:
        return QPointF(self.x_of(reading.day, plot), self.y_of(float(reading.percent), plot))

    def _draw_legend(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        assert self.data is not None
        y = 4 + metrics.ascent()
        x = float(plot.left())
        entries: list[tuple[str, QPen]] = [
            (f"{self.data.device_id}: percent of design depth", QPen(QColor(LINE_COLOUR), 2)),
            (RULE_LABEL, QPen(QColor(RULE_COLOUR), 2, Qt.PenStyle.DashLine)),
            (PUMP_OUT_LABEL, QPen(QColor(PUMP_OUT_COLOUR), 2, Qt.PenStyle.DotLine)),
        ]
        for text, pen in entries:
            painter.setPen(pen)
            middle = y - metrics.ascent() / 2 + 1
            painter.drawLine(QPointF(x, middle), QPointF(x + 18, middle))
            painter.setPen(QColor(AXIS_COLOUR))
            painter.drawText(QPointF(x + 22, y), text)
            x += 22 + metrics.horizontalAdvance(text) + 18

    # --- Tooltips -----------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def tip_at(self, position: QPointF) -> str:
        """What the reading or pump-out under ``position`` is, in words."""
        near = [
            (abs(p.x() - position.x()) + abs(p.y() - position.y()), text) for p, text in self._spots
        ]
        near += [(abs(x - position.x()) + 4, text) for x, text in self._pump_xs]
        close = [n for n in near if n[0] <= 8]
        return min(close)[1] if close else ""


class ChartPanel(QWidget):
    """The chart with the device it shows; interceptors come first."""

    def __init__(self, db: Database) -> None:
        super().__init__()
        self._db = db
        self._establishment_id: int | None = None
        self._today = date.today()
        self._devices: dict[str, Device] = {}
        self.title = QLabel("Trend of the 25% rule, last two years")
        self.title.setProperty("role", "summary")
        self.device = QComboBox()
        self.device.setObjectName("chart_device")
        self.device.setAccessibleName("Device charted")
        self.chart = SludgeChart()
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch()
        label = QLabel("Device")
        label.setBuddy(self.device)
        top.addWidget(label)
        top.addWidget(self.device)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.chart, stretch=1)
        self.device.currentIndexChanged.connect(self.reload)

    def set_devices(
        self, establishment_id: int | None, devices: Sequence[Device], today: date
    ) -> None:
        """The devices in use: interceptors first, since the 25% rule is theirs."""
        self._establishment_id = establishment_id
        self._today = today
        in_use = [d for d in devices if not d.is_void]
        in_use.sort(key=lambda d: (d.type == DeviceType.TRAP, d.device_id))
        self._devices = {d.device_id: d for d in in_use}
        chosen = self.device.currentData()
        self.device.blockSignals(True)
        try:
            self.device.clear()
            for device in in_use:
                self.device.addItem(f"{device.device_id} ({device.type.lower()})", device.device_id)
            self.device.setCurrentIndex(max(self.device.findData(chosen), 0))
        finally:
            self.device.blockSignals(False)
        self.reload()

    def show_device(self, device_id: str) -> None:
        """Chart ``device_id`` when it is a device in use; otherwise keep the one shown."""
        found = self.device.findData(device_id)
        if found >= 0:
            self.device.setCurrentIndex(found)

    def reload(self) -> None:
        device = self._devices.get(self.device.currentData() or "")
        data = None
        if device is not None and device.type != DeviceType.TRAP and self._establishment_id:
            data = load_chart_data(self._db, self._establishment_id, device.device_id, self._today)
        self.chart.set_data(data, empty_text(device, data))
