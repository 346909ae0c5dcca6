"""Small generated images for the demo: stand-in scans and signatures (greyscale PNG).

Written with zlib alone, so the demo needs no image library and no screen. Each image is
drawn a row or a stroke at a time: drawn a pixel at a time, the demo's 67 images took a
second of its five.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence

PAPER, TEXT = 248, 60
WHITE, INK = 255, 20


def grey_png(rows: Sequence[bytes]) -> bytes:
    """A greyscale PNG of ``rows`` of pixels, all as long (0 black … 255 white)."""
    width, height = len(rows[0]), len(rows)
    pixels = b"".join(b"\x00" + row for row in rows)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(pixels, 9))
        + chunk(b"IEND", b"")
    )


def scan_png(title: str, width: int = 170, height: int = 220) -> bytes:
    """A grey page with dark "text lines", different for each title: a stand-in scan."""
    seed = zlib.crc32(title.encode())

    def row(y: int) -> bytes:
        if 14 <= y % 18 <= 16 and 16 < y < height - 20:
            length = 40 + (seed >> (y % 16)) % (width - 70)
            return bytes([PAPER] * 12 + [TEXT] * length + [PAPER] * (width - 12 - length))
        return bytes([PAPER] * width)

    return grey_png([row(y) for y in range(height)])


def signature_png(name: str, width: int = 240, height: int = 80) -> bytes:
    """A pen stroke that wanders differently for each name: a stand-in signature."""
    seed = zlib.crc32(name.encode())
    a, b = 2 + seed % 5, 3 + (seed >> 3) % 7
    page = [bytearray([WHITE] * width) for _ in range(height)]
    for x in range(16, width - 16):
        t = x / width * math.pi * 2
        stroke = height / 2 + height / 4 * math.sin(a * t) * math.cos(b * t / 3)
        # The pixels within 1.6 of the stroke, above and below it.
        for y in range(max(0, math.floor(stroke - 1.6)), min(height, math.ceil(stroke + 1.6) + 1)):
            if abs(y - stroke) < 1.6:
                page[y][x] = INK
    return grey_png([bytes(row) for row in page])
