"""Render resources/icons/fog-desktop.svg into the icons the packaged application needs:
fog-desktop.ico for Windows (the .exe, the installer, the shortcuts) and fog-desktop.png
for Linux. Run it after changing the SVG and commit the results:

    .venv/bin/python installer/make-icon.py

Each size is drawn from the SVG rather than scaled down from a large bitmap, so the 16 px
icon stays sharp. The ICO container is written here, not by Qt's ico plugin, because
that plugin stores one size per file and Windows picks the size it needs from the set.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "fog-desktop.svg"
ICO_SIZES = (16, 24, 32, 48, 256)
PNG_SIZE = 256


def render(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    directory = b""
    body = b""
    offset = len(header) + 16 * len(images)
    for size, png in images.items():
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(body))
        body += png
    return header + directory + body


def main() -> int:
    app = QGuiApplication(sys.argv)  # kept alive while QPainter draws
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"{SOURCE} is not a valid SVG", file=sys.stderr)
        return 1
    (ICONS / "fog-desktop.ico").write_bytes(ico({s: render(renderer, s) for s in ICO_SIZES}))
    (ICONS / "fog-desktop.png").write_bytes(render(renderer, PNG_SIZE))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
