"""The chart per interceptor on the Maintenance page: percent of design depth over the
last two years (R1, R2), drawn by :mod:`fog_desktop.reports.sludge_chart`, the same
drawing the records packet prints, with tooltips and an explanation when there is
nothing to draw. The readings are read off the GUI thread, as the device charted changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from functools import partial

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QPainter,
    QPaintEvent,
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
from fog_desktop.i18n import noop, translate
from fog_desktop.reports import sludge_chart, sludge_readings
from fog_desktop.reports.sludge_chart import AXIS_COLOUR, ChartSpots
from fog_desktop.reports.sludge_readings import ChartData, ChartWords, load_chart_data
from fog_desktop.services.devices import DeviceRow
from models import DeviceType
from ui.dates import day_text
from ui.dialogs import report_failure
from ui.looks import give_role
from ui.maintenance.entry_fields import device_item
from ui.maintenance.frequency import FrequencyPanel
from ui.operations import BackgroundOp

#: A quarter's tick on the date axis names its month in the interface's language.
MONTHS = (
    noop("SludgeChart", "Jan"), noop("SludgeChart", "Feb"), noop("SludgeChart", "Mar"),
    noop("SludgeChart", "Apr"), noop("SludgeChart", "May"), noop("SludgeChart", "Jun"),
    noop("SludgeChart", "Jul"), noop("SludgeChart", "Aug"), noop("SludgeChart", "Sep"),
    noop("SludgeChart", "Oct"), noop("SludgeChart", "Nov"), noop("SludgeChart", "Dec"),
)  # fmt: skip


def _month(day: date) -> str:
    return f"{translate('SludgeChart', MONTHS[day.month - 1])} {day.year}"


def chart_words() -> ChartWords:
    """The chart's words in the interface's language, its dates in the user's format."""
    return ChartWords(
        rule=translate("SludgeChart", "{limit_percent}% rule"),
        pump_out=translate("SludgeChart", "Pump-out"),
        partial=translate("SludgeChart", "Partial?"),
        line=translate("SludgeChart", "{device}: percent of design depth"),
        pump_out_tip=translate("SludgeChart", "Pump-out on {day}{gallons}{partial}"),
        gallons=translate("SludgeChart", ", {gallons} gal"),
        partial_tip=translate("SludgeChart", " (possible partial pump-out)"),
        reading_tip=translate("SludgeChart", "{day}: {percent}%, {verdict}"),
        city=translate("SludgeChart", "City inspection"),
        city_tip=translate(
            "SludgeChart", "{day}: {percent}%, measured by the city ({inspection}), {verdict}"
        ),
        over=translate("SludgeChart", "over {limit_percent}%: service now"),
        within=translate("SludgeChart", "within the {limit_percent}% rule"),
        no_readings=translate(
            "SludgeChart", "{device}: no sludge-height readings from {start} to {end}."
        ),
        summary=translate(
            "SludgeChart",
            "{device}: {readings} readings from {start} to {end}; highest {percent}% on "
            "{day}; {over} over {limit_percent}%; {pump_outs} pump-outs.",
        ),
        month=_month,
        day=day_text,
    )


def empty_text(device: DeviceRow | None, data: ChartData | None) -> str:
    """Why there is nothing to draw, and what to do about it."""
    if device is None:
        return translate(
            "SludgeChart",
            "No device to chart yet. Add your grease interceptor on the Establishment & "
            "devices page.",
        )
    if device.type == DeviceType.TRAP:
        return translate(
            "SludgeChart",
            "{device} is a grease trap: it is cleaned as often as needed, and the limit on "
            "grease and solids (R1) is for interceptors, so there is no chart for it. Choose "
            "an interceptor.",
        ).format(device=device.device_id)
    pumps = len(data.pump_outs) if data else 0
    if pumps:
        counted = translate("SludgeChart", "%n pump-out(s) recorded", None, pumps)
        text = translate(
            "SludgeChart",
            "No sludge-height readings of {device} in the last two years ({pumps}). Record "
            "a Measurement with the FOG and solids depths, and the trend shows here.",
        )
        return text.format(device=device.device_id, pumps=counted)
    return translate(
        "SludgeChart",
        "No sludge-height readings of {device} in the last two years. Record a "
        "Measurement with the FOG and solids depths, and the trend shows here.",
    ).format(device=device.device_id)


class SludgeChart(QWidget):
    """Draws one ChartData, or an explanation of why there is none."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("sludge_chart")
        self.setMinimumHeight(180)
        self.setAccessibleName(translate("SludgeChart", "Percent of design depth over time"))
        self.data: ChartData | None = None
        self.empty_text = ""
        # Where the last paint put each reading and pump-out, for the tooltips.
        self._spots = ChartSpots((), ())
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
        if self.data is None or not self.data.readings:
            return self.empty_text
        return sludge_readings.summary(self.data, chart_words())

    def y_max(self) -> float:
        assert self.data is not None
        return sludge_chart.y_max(self.data)

    def plot_rect(self) -> QRectF:
        return sludge_chart.plot_rect(QRectF(self.rect()))

    def x_of(self, day: date, plot: QRectF) -> float:
        assert self.data is not None
        return sludge_chart.x_of(self.data, day, plot)

    def y_of(self, percent: float, plot: QRectF) -> float:
        assert self.data is not None
        return sludge_chart.y_of(self.data, percent, plot)

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
        if self.data is not None and self.data.readings:
            small = QFont(self.font())
            small.setPointSizeF(max(self.font().pointSizeF() - 1, 7))
            self._spots = sludge_chart.draw_chart(
                painter, QRectF(self.rect()), self.data, small, chart_words()
            )
        else:
            self._spots = ChartSpots((), ())
            self._draw_empty(painter)
        painter.end()
        return picture

    def _draw_empty(self, painter: QPainter) -> None:
        painter.setPen(QColor(AXIS_COLOUR))
        width = min(self.width() - 48, 560)
        box = QRectF((self.width() - width) / 2, 16, width, self.height() - 32)
        painter.drawText(
            box, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text
        )

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
            (abs(p.x() - position.x()) + abs(p.y() - position.y()), text)
            for p, text in self._spots.readings
        ]
        near += [(abs(x - position.x()) + 4, text) for x, text in self._spots.pump_outs]
        close = [n for n in near if n[0] <= 8]
        return min(close)[1] if close else ""


class ChartPanel(QWidget):
    """The chart with the device it shows; interceptors come first. ``beside`` is told
    the device charted, and shown at the chart's right (the frequency from the readings,
    R8d)."""

    def __init__(self, db: Database, beside: FrequencyPanel | None = None) -> None:
        super().__init__()
        self._db = db
        self.beside = beside
        self._establishment_id: int | None = None
        self._today = date.today()
        self._devices: dict[str, DeviceRow] = {}
        #: Counts the charts asked for: readings of a device no longer chosen are dropped.
        self._reading = 0
        self.title = QLabel(
            translate("ChartPanel", "Grease and solids against the limit (R1), last two years")
        )
        give_role(self.title, "summary")
        self.device = QComboBox()
        self.device.setObjectName("chart_device")
        self.device.setAccessibleName(translate("ChartPanel", "Device charted"))
        self.chart = SludgeChart()
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch()
        label = QLabel(translate("ChartPanel", "Device"))
        label.setBuddy(self.device)
        top.addWidget(label)
        top.addWidget(self.device)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        below = QHBoxLayout()
        below.addWidget(self.chart, stretch=1)
        if beside is not None:
            below.addWidget(beside)
        layout.addLayout(below, stretch=1)
        self.device.currentIndexChanged.connect(self.reload)

    def set_devices(
        self, establishment_id: int | None, devices: Sequence[DeviceRow], today: date
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
                self.device.addItem(device_item(device), device.device_id)
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
        """Chart the device chosen; an interceptor's readings are read in the background."""
        self._reading += 1
        reading, establishment_id = self._reading, self._establishment_id
        device = self._devices.get(self.device.currentData() or "")
        if self.beside is not None:
            self.beside.show_device(establishment_id, device, self._today)
        if device is None or device.type == DeviceType.TRAP or not establishment_id:
            self.chart.set_data(None, empty_text(device, None))
            return
        db, device_id, today = self._db, device.device_id, self._today

        def read() -> ChartData:
            return load_chart_data(db, establishment_id, device_id, today)

        def show(data: ChartData) -> None:
            if reading == self._reading:
                self.chart.set_data(data, empty_text(device, data))

        BackgroundOp(read, show, partial(report_failure, self), owner=self).run_in_background()
