"""Hauler manifests drawn for the reader's tests and ``make bench``: several haulers'
layouts, printed fields in a plain typeface, the driver's filled-in fields in a
handwriting-like one (an italic where the PC has none), a photo's tilt, blur, shadow and
JPEG quality; or a PDF with a text layer. Nothing is stored in the repository."""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageFilter
from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QLinearGradient,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
    QTransform,
)

#: The fields a hauler prints on its form, and those its driver writes in.
PRINTED = ("manifest_no", "hauler", "hauler_registration_no", "disposal_site")
FILLED_IN = ("date", "driver", "gallons", "waste_type", "device_id")

LABELS = {
    "manifest_no": ("Manifest No.", "Manifest #", "Manifest Number"),
    "date": ("Date", "Service Date", "Date of Service"),
    "hauler": ("Hauler", "Transporter", "Hauler Name"),
    "hauler_registration_no": ("Registration No.", "Hauler Reg. No.", "Transporter Registration #"),
    "driver": ("Driver", "Driver's Name", "Driver Name"),
    "gallons": ("Gallons", "Gallons Pumped", "Volume (gal)"),
    "waste_type": ("Waste Type", "Type of Waste", "Waste Type"),
    "disposal_site": ("Disposal Site", "Receiving Facility", "Facility:"),
    "device_id": ("Device ID", "Interceptor ID", "Trap No."),
}
HAULERS = (
    "Tri-County Grease Services",
    "Valley Pumping Co.",
    "Ace Liquid Waste LLC",
    "Green Earth Recycling",
    "Bayside Environmental",
)
DRIVERS = ("J. Martinez", "Maria Lopez", "Tom Becker", "Alan Nguyen", "Rosa Diaz", "Sam Patel")
SITES = (
    "Valley Water Reclamation Facility",
    "Eastside Rendering Plant",
    "Metro Wastewater Treatment",
    "North County Digester",
)
WASTE = ("Interceptor contents", "Trap contents", "Waste cooking oil")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
LAYOUTS = ("beside", "grid", "ruled")
#: A letter page in points.
PAGE = QSizeF(612, 792)


@dataclass(frozen=True)
class Manifest:
    """What a manifest says: ``expected`` as the reader should give each field, and
    ``written`` as it is on the paper."""

    expected: dict[str, str | int]
    written: dict[str, str]
    labels: dict[str, str]
    layout: str


@dataclass(frozen=True)
class Photo:
    """How the paper was photographed or scanned."""

    megapixels: float = 1.0
    tilt: float = 0.0
    blur: float = 0.0
    shadow: bool = False
    quality: int = 90
    fonts: tuple[str, str] = field(default=("DejaVu Sans", "DejaVu Serif"))


def manifest(seed: int, layout: str | None = None) -> Manifest:
    """A manifest with values, labels and (unless given) layout chosen by ``seed``."""
    rnd = random.Random(seed)
    year, month, day = 2026, rnd.randint(1, 12), rnd.randint(1, 28)
    written_date = rnd.choice(
        (f"{month:02}/{day:02}/{year}", f"{month}/{day}/{year % 100:02}",
         f"{MONTHS[month - 1]} {day}, {year}")
    )  # fmt: skip
    gallons = rnd.choice((250, 500, 750, 1000, 1250, 1500, 2000, 2500))
    written = {
        "manifest_no": rnd.choice(("M-", "", "TG-")) + str(rnd.randint(10000, 999999)),
        "date": written_date,
        "hauler": rnd.choice(HAULERS),
        "hauler_registration_no": f"{rnd.choice(('WH', 'LW', 'GH'))}-{rnd.randint(1000, 99999)}",
        "driver": rnd.choice(DRIVERS),
        "gallons": f"{gallons:,}" + rnd.choice(("", " gal")),
        "waste_type": rnd.choice(WASTE),
        "disposal_site": rnd.choice(SITES),
        "device_id": f"{rnd.choice(('GI', 'GT', 'INT'))}-{rnd.randint(1, 12)}",
    }
    expected: dict[str, str | int] = dict(written)
    expected["date"] = f"{year}-{month:02}-{day:02}"
    expected["gallons"] = gallons
    labels = {name: rnd.choice(options) for name, options in LABELS.items()}
    return Manifest(expected, written, labels, layout or rnd.choice(LAYOUTS))


def fonts() -> tuple[str, str]:
    """The printed typeface and the filled-in one: a handwriting-like family if the PC
    has one, else an italic serif."""
    families = QFontDatabase.families()
    hand = [f for f in families if any(w in f.lower() for w in ("hand", "script", "comic"))]
    return "DejaVu Sans", (hand[0] if hand else "DejaVu Serif")


def draw(painter: QPainter, sheet: Manifest, typefaces: tuple[str, str]) -> None:
    """The manifest on a page of :data:`PAGE` points, the painter already scaled to them."""
    printed, hand = _font(typefaces[0], 10), _font(typefaces[1], 12, italic=True)
    painter.fillRect(QRectF(0, 0, PAGE.width(), PAGE.height()), Qt.GlobalColor.white)
    painter.setPen(QColor(20, 20, 20))
    painter.setFont(_font(typefaces[0], 15, bold=True))
    painter.drawText(QPointF(50, 60), "NON-HAZARDOUS LIQUID WASTE MANIFEST")
    painter.setFont(printed)
    painter.drawText(QPointF(50, 80), "Generator: restaurant named below. Keep this copy 3 years.")
    order = list(LABELS)
    cells = _cells(sheet.layout, order)
    for name, (label_at, cell_value_at) in cells.items():
        painter.setFont(printed if sheet.layout != "grid" else _font(typefaces[0], 8))
        painter.drawText(label_at, _label_text(sheet, name))
        value_at = cell_value_at
        if sheet.layout == "beside":
            width = painter.fontMetrics().horizontalAdvance(_label_text(sheet, name))
            value_at = QPointF(label_at.x() + width + 8, value_at.y())
        if sheet.layout == "ruled":
            painter.setPen(QPen(QColor(120, 120, 120), 0.5))
            painter.drawLine(QPointF(value_at.x() - 4, value_at.y() + 3),
                             QPointF(value_at.x() + 280, value_at.y() + 3))  # fmt: skip
        painter.setFont(printed if name in PRINTED else hand)
        painter.setPen(QColor(20, 20, 20) if name in PRINTED else QColor(20, 30, 120))
        painter.drawText(value_at, sheet.written[name])
        painter.setPen(QColor(20, 20, 20))
    painter.setFont(printed)
    painter.drawText(QPointF(50, 700), "Signature of driver ____________________")
    painter.drawText(QPointF(330, 700), "Received by ____________________")


def _cells(layout: str, order: list[str]) -> dict[str, tuple[QPointF, QPointF]]:
    """Where each label and its value are drawn (their baselines' left ends)."""
    if layout == "beside":  # two columns, the value right after its label
        return {
            name: (QPointF(50 + 270 * (i % 2), 130 + 40 * (i // 2)),) * 2
            for i, name in enumerate(order)
        }
    if layout == "grid":  # boxes of three, the label small at the top, the value below
        return {
            name: (QPointF(50 + 180 * (i % 3), 130 + 60 * (i // 3)),
                   QPointF(50 + 180 * (i % 3), 152 + 60 * (i // 3)))
            for i, name in enumerate(order)
        }  # fmt: skip
    return {  # ruled: labels in a column, values on lines to their right
        name: (QPointF(60, 130 + 34 * i), QPointF(250, 130 + 34 * i))
        for i, name in enumerate(order)
    }


def _font(family: str, size: float, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(family)
    font.setPixelSize(round(size))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def photo(sheet: Manifest, shot: Photo) -> bytes:
    """The manifest as a JPEG photo (quality 100 and no blur: a clean scan, as PNG)."""
    dpi = (shot.megapixels * 1e6 / (PAGE.width() * PAGE.height() / 72 / 72)) ** 0.5
    image = QImage(round(PAGE.width() / 72 * dpi), round(PAGE.height() / 72 * dpi),
                   QImage.Format.Format_RGB32)  # fmt: skip
    image.fill(QColor(235, 232, 225))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(dpi / 72, dpi / 72)
    # The paper turned about its centre, a margin of the table showing.
    painter.translate(PAGE.width() / 2, PAGE.height() / 2)
    painter.setTransform(QTransform().rotate(-shot.tilt), combine=True)
    painter.scale(0.94, 0.94)
    painter.translate(-PAGE.width() / 2, -PAGE.height() / 2)
    draw(painter, sheet, shot.fonts)
    if shot.shadow:
        painter.resetTransform()
        shade = QLinearGradient(0, 0, image.width(), image.height())
        shade.setColorAt(0, QColor(0, 0, 0, 110))
        shade.setColorAt(0.6, QColor(0, 0, 0, 0))
        painter.fillRect(image.rect(), shade)
    painter.end()
    return _encoded(image, shot)


def _encoded(image: QImage, shot: Photo) -> bytes:
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    size = (rgb.width(), rgb.height())
    picture = Image.frombytes("RGB", size, bytes(rgb.constBits()), "raw", "RGB", rgb.bytesPerLine())
    if shot.blur:
        picture = picture.filter(ImageFilter.GaussianBlur(shot.blur))
    out = io.BytesIO()
    if shot.quality >= 100:
        picture.save(out, "PNG")
    else:
        picture.convert("RGB").save(out, "JPEG", quality=shot.quality)
    return out.getvalue()


def pdf(sheet: Manifest, path: Path) -> None:
    """The manifest as a hauler's e-manifest: a PDF with its text layer."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    painter = QPainter(writer)
    _scale_to_points(painter, writer)
    draw(painter, sheet, fonts())
    painter.end()


def _scale_to_points(painter: QPainter, device: QPaintDevice) -> None:
    painter.scale(device.logicalDpiX() / 72, device.logicalDpiY() / 72)


def _label_text(sheet: Manifest, name: str) -> str:
    label = sheet.labels[name]
    return label if sheet.layout == "grid" or label.endswith(":") else label + ":"
