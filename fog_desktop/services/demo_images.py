"""Small generated images for the demo: stand-in scans and signatures (greyscale PNG).

Written with zlib alone, so the demo needs no image library and no screen.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable


def grey_png(width: int, height: int, shade: Callable[[int, int], int]) -> bytes:
    """A greyscale PNG whose pixel (x, y) is ``shade(x, y)`` (0 black … 255 white)."""
    rows = b"".join(b"\x00" + bytes(shade(x, y) for x in range(width)) for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def scan_png(title: str, width: int = 170, height: int = 220) -> bytes:
    """A grey page with dark "text lines", different for each title: a stand-in scan."""
    seed = zlib.crc32(title.encode())

    def shade(x: int, y: int) -> int:
        if 14 <= y % 18 <= 16 and 16 < y < height - 20:
            length = 40 + (seed >> (y % 16)) % (width - 70)
            return 60 if 12 <= x < 12 + length else 248
        return 248

    return grey_png(width, height, shade)


def signature_png(name: str, width: int = 240, height: int = 80) -> bytes:
    """A pen stroke that wanders differently for each name: a stand-in signature."""
    seed = zlib.crc32(name.encode())
    a, b = 2 + seed % 5, 3 + (seed >> 3) % 7

    def stroke(x: int) -> float:
        t = x / width * math.pi * 2
        return height / 2 + height / 4 * math.sin(a * t) * math.cos(b * t / 3)

    def shade(x: int, y: int) -> int:
        inked = 16 <= x < width - 16 and abs(y - stroke(x)) < 1.6
        return 20 if inked else 255

    return grey_png(width, height, shade)
