"""A box to sign in with the mouse, a pen or a finger, kept as a PNG image (issue 4 §2, R4).

A pen on a graphics tablet or a pen screen arrives as tablet events, with its pressure;
a mouse, and a finger on a touch screen (Qt turns touches the widget does not take into
mouse events), as mouse events. Either draws the same strokes.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QEvent,
    QIODevice,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QImage,
    QImageWriter,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QTabletEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from fog_desktop.i18n import noop, translate

INK = "#10205a"
BORDER = "#8a94a3"
INVALID_BORDER = "#b00020"
HINT_COLOUR = "#6c757d"
HINT = noop("SignaturePad", "Sign here")
#: Strokes shorter than this, in pixels all together, are a slip, not a signature.
MIN_INK = 12.0
#: A mouse or a finger draws as a pen pressed half way.
MOUSE_PRESSURE = 0.5
#: The exported image is drawn at twice the size on screen, so that it prints sharp.
EXPORT_SCALE = 2
EXPORT_MARGIN = 8


def pen_width(pressure: float) -> float:
    return 1.2 + 2.8 * max(0.0, min(pressure, 1.0))


Stroke = list[tuple[QPointF, float]]


class SignaturePad(QWidget):
    """The strokes drawn so far; :meth:`to_png` gives them as a PNG image.

    ``changed`` is emitted when a stroke ends and when the pad is cleared.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._strokes: list[Stroke] = []
        self._drawing = False
        self.setObjectName("signature_pad")
        self.setAccessibleName(translate("SignaturePad", "Signature pad"))
        self.setAccessibleDescription(
            translate("SignaturePad", "Sign with the mouse, a pen or a finger.")
        )
        self._hint = translate("SignaturePad", HINT)
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.setMinimumSize(QSize(480, 170))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(560, 190)

    # --- What the dialog asks ------------------------------------------------------------

    def ink_length(self) -> float:
        """How much was drawn: the length of every stroke, in pixels."""
        return sum(
            math.dist((a.x(), a.y()), (b.x(), b.y()))
            for stroke in self._strokes
            for (a, _), (b, _) in itertools.pairwise(stroke)
        )

    def is_empty(self) -> bool:
        """True until something like a signature is drawn (a tap is not one)."""
        return self.ink_length() < MIN_INK

    def clear(self) -> None:
        self._strokes = []
        self._drawing = False
        self.update()
        self.changed.emit()

    def to_image(self) -> QImage:
        """The strokes on white, cropped to the ink with a margin; a null image if empty."""
        points = [point for stroke in self._strokes for point, _ in stroke]
        if not points:
            return QImage()
        left = min(p.x() for p in points) - EXPORT_MARGIN
        top = min(p.y() for p in points) - EXPORT_MARGIN
        width = max(p.x() for p in points) - left + EXPORT_MARGIN
        height = max(p.y() for p in points) - top + EXPORT_MARGIN
        image = QImage(
            math.ceil(width * EXPORT_SCALE),
            math.ceil(height * EXPORT_SCALE),
            QImage.Format.Format_RGB32,
        )
        image.fill(QColor("white"))
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(EXPORT_SCALE, EXPORT_SCALE)
            painter.translate(-left, -top)
            self._draw_strokes(painter)
        finally:
            painter.end()
        return image

    def to_png(self) -> bytes:
        """The signature as PNG bytes, as the services keep it."""
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        # QImageWriter, as QImage.save's format is typed bytes but must be str at run time.
        QImageWriter(buffer, QByteArray(b"png")).write(self.to_image())
        data: QByteArray = buffer.data()
        buffer.close()
        return bytes(data.data())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DynamicPropertyChange:
            self.update()  # the border shows a refusal ("invalid", ui/forms.py)
        return super().event(event)

    # --- Drawing ---------------------------------------------------------------------------

    def _start(self, point: QPointF, pressure: float) -> None:
        self._drawing = True
        self._strokes.append([(point, pressure)])
        self.update()

    def _extend(self, point: QPointF, pressure: float) -> None:
        if self._drawing:
            self._strokes[-1].append((point, pressure))
            self.update()

    def _end(self, point: QPointF, pressure: float) -> None:
        if self._drawing:
            last, _ = self._strokes[-1][-1]
            if last != point:
                self._strokes[-1].append((point, pressure))
            self._drawing = False
            self.update()
            self.changed.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._start(event.position(), MOUSE_PRESSURE)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._extend(event.position(), MOUSE_PRESSURE)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._end(event.position(), MOUSE_PRESSURE)

    def tabletEvent(self, event: QTabletEvent) -> None:  # noqa: N802
        """A pen: accepted here, so Qt sends no mouse events for it as well."""
        kind = event.type()
        if kind == QTabletEvent.Type.TabletPress:
            self._start(event.position(), event.pressure())
        elif kind == QTabletEvent.Type.TabletMove:
            self._extend(event.position(), event.pressure())
        elif kind == QTabletEvent.Type.TabletRelease:
            self._end(event.position(), event.pressure())
        event.accept()

    def _draw_strokes(self, painter: QPainter) -> None:
        pen = QPen(QColor(INK))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for stroke in self._strokes:
            if len(stroke) == 1:
                point, pressure = stroke[0]
                radius = pen_width(pressure) / 2
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(INK))
                painter.drawEllipse(point, radius, radius)
                continue
            for (a, pa), (b, pb) in itertools.pairwise(stroke):
                pen.setWidthF(pen_width((pa + pb) / 2))
                painter.setPen(pen)
                painter.drawLine(a, b)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(self.rect(), QColor("white"))
            invalid = bool(self.property("invalid"))
            border = QPen(QColor(INVALID_BORDER if invalid else BORDER))
            border.setWidth(2 if invalid else 1)
            painter.setPen(border)
            painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -1.5, -1.5))
            # A line to sign on, with the cross a paper form has.
            baseline = self.height() * 0.72
            painter.setPen(QPen(QColor(BORDER), 1))
            painter.drawLine(QPointF(24, baseline), QPointF(self.width() - 24, baseline))
            painter.setPen(QColor(HINT_COLOUR))
            painter.drawText(QPointF(26, baseline - 8), "✕")
            if not self._strokes:
                painter.drawText(
                    QRectF(0, baseline + 4, self.width(), self.height() - baseline - 4),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    self._hint,
                )
            self._draw_strokes(painter)
        finally:
            painter.end()
