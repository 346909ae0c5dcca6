"""The words of a photo or a scan, read by optical character recognition on this PC.

rapidocr-onnxruntime carries its detection and recognition models in its wheel and runs
them with onnxruntime: nothing is fetched, nothing leaves the PC. It is loaded only here,
when a picture is read (it takes a few hundred MB and a second to load).
"""

from __future__ import annotations

import math
import statistics
import unicodedata
from functools import cache
from typing import TYPE_CHECKING, Any

from fog_desktop.manifest_reading.words import Box, Page, Word

if TYPE_CHECKING:
    from PIL.Image import Image

#: The long side a picture is shrunk to before it is read: a phone's 12 MP photo gives
#: letters no more legible than this, and is read several times slower.
LONG_SIDE = 2000


@cache
def _engine() -> Any:
    from rapidocr_onnxruntime import RapidOCR  # noqa: PLC0415

    return RapidOCR()


def read_picture(picture: Image, number: int = 1, full_width: int | None = None) -> Page:
    """The words of ``picture``, their boxes in the pixels of the picture as taken,
    ``full_width`` wide (its own width when it was not decoded smaller)."""
    import numpy  # noqa: PLC0415

    shrunk = picture.convert("RGB")
    shrunk.thumbnail((LONG_SIDE, LONG_SIDE))
    scale = (full_width or picture.width) / shrunk.width
    # The engine takes OpenCV's order of colours, blue first.
    pixels = numpy.asarray(shrunk)[:, :, ::-1]
    found, _timing = _engine()(numpy.ascontiguousarray(pixels))
    words: list[Word] = []
    slopes: list[float] = []
    for corners, text, confidence in found or ():
        xs = [float(c[0]) * scale for c in corners]
        ys = [float(c[1]) * scale for c in corners]
        box = Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys), "px")
        # The engine's model reads Chinese too: its full-width brackets and colons, plain.
        plain = unicodedata.normalize("NFKC", str(text))
        words.append(Word(plain, box, float(confidence), number))
        (x0, y0), (x1, y1) = corners[0], corners[1]
        if x1 - x0 > abs(y1 - y0):
            slopes.append(math.degrees(math.atan2(float(y0) - float(y1), float(x1) - float(x0))))
    skew = statistics.median(slopes) if slopes else 0.0
    return Page(tuple(words), number, skew)


def open_picture(source: Any) -> tuple[Image, int]:
    """A photo or scan as the camera held it (its EXIF turn applied) and its full width;
    a JPEG is decoded at a reduced size straight away, so a 12 MP photo never fills the
    memory whole."""
    from PIL import Image, ImageOps  # noqa: PLC0415

    with Image.open(source) as picture:
        width, height = picture.size
        picture.draft("RGB", (LONG_SIDE, LONG_SIDE))
        upright = ImageOps.exif_transpose(picture)
    turned = (upright.width > upright.height) != (width > height)
    return upright, height if turned else width
