"""The words of a photo or a scan, read by optical character recognition on this PC.

rapidocr-onnxruntime carries its detection and recognition models in its wheel and runs
them with onnxruntime: nothing is fetched, nothing leaves the PC. It is loaded only here,
when a picture is read (it takes a few hundred MB and a second to load).
"""

from __future__ import annotations

import ctypes
import math
import os
import statistics
import sys
import unicodedata
from functools import cache
from typing import TYPE_CHECKING, Any

from fog_desktop.manifest_reading.words import Box, Page, Word

if TYPE_CHECKING:
    from PIL.Image import Image

#: The long side a picture is shrunk to before its lines are read: a phone's 12 MP photo
#: gives letters no more legible than this, and is read several times slower.
LONG_SIDE = 2000
#: The long side of the copy on which the lines of text are found. The engine would look
#: for them on the picture as it is read: at 2,000 px its peak passed 900 MiB. At this
#: size a manifest's lines are still found, each then read at 2,000 px.
DETECT_SIDE = 960
#: A photo of 2 MP or less (this long side and under) has letters a few pixels tall,
#: blurred: the engine misses short labels on it unless they are made larger. Its lines
#: are found on a copy this long instead.
SMALL_SIDE = 1700
SMALL_DETECT_SIDE = 1280

#: glibc's mallopt parameter for the size from which a block is mapped on its own.
_M_MMAP_THRESHOLD = -3


@cache
def _engine() -> Any:
    # opencv-python, which the engine requires by that name, points Qt's plugin and font
    # paths at its own Qt 5 as it loads: a Qt program started later from this one would
    # inherit them and fail. Qt's variables are put back as they were.
    before = {name: value for name, value in os.environ.items() if name.startswith("QT_")}
    from rapidocr_onnxruntime import RapidOCR  # noqa: PLC0415

    for name in [name for name in os.environ if name.startswith("QT_")]:
        os.environ.pop(name)
    os.environ.update(before)
    libc = _glibc()
    if libc is not None:
        # Blocks of 16 MiB and more (finding the lines makes several) mapped and unmapped
        # each time: glibc would otherwise raise this bar as they are freed and keep them
        # in its heaps. The peak was 30 MiB lower, as fast; at 8 MiB, 60 MiB lower and
        # half as slow again.
        libc.mallopt(_M_MMAP_THRESHOLD, 16 * 2**20)
    return RapidOCR()


def read_picture(picture: Image, number: int = 1, full_width: int | None = None) -> Page:
    """The words of ``picture``, their boxes in the pixels of the picture as taken,
    ``full_width`` wide (its own width when it was not decoded smaller)."""

    shrunk = picture.convert("RGB")
    shrunk.thumbnail((LONG_SIDE, LONG_SIDE))
    scale = (full_width or picture.width) / shrunk.width
    words: list[Word] = []
    slopes: list[float] = []
    for corners, text, confidence in _lines(shrunk):
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
    _give_memory_back()
    return Page(tuple(words), number, skew)


def _give_memory_back() -> None:
    """The memory the engine freed, handed back to the system between pages.

    onnxruntime frees its tensors to the C library's heaps, and glibc keeps what it can't
    reuse at once: page after page the process grew (a 1 MP, a 12 MP and a 2 MP photo in
    turn: 500, 500, 593 MiB; given back after each, 510 at most). A few ms."""
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


@cache
def _glibc() -> Any:
    """The C library whose heaps keep freed memory, glibc; None elsewhere: Windows' and
    macOS's heaps give large blocks back themselves, and musl has no malloc_trim."""
    if sys.platform != "linux":
        return None
    libc = ctypes.CDLL(None)
    return libc if hasattr(libc, "malloc_trim") else None


def _lines(picture: Image) -> list[tuple[Any, str, float]]:
    """The lines of text on ``picture``: their corners in its pixels, text and sureness.

    The engine's own steps (find the lines, read them), the lines found on a smaller
    copy (:data:`DETECT_SIDE`)."""
    import numpy  # noqa: PLC0415
    from PIL import ImageFilter  # noqa: PLC0415

    engine = _engine()
    side = SMALL_DETECT_SIDE if max(picture.size) <= SMALL_SIDE else DETECT_SIDE
    ratio = side / max(picture.size)
    small = picture.resize((round(picture.width * ratio), round(picture.height * ratio)))
    # Sharpened, the faint grey labels of a small or blurred photo stand out enough to be
    # found: on one 1 MP photo, 13 lines of 22 were found before, all 22 after.
    small = small.filter(ImageFilter.UnsharpMask(radius=2, percent=150, threshold=3))
    # The engine takes OpenCV's order of colours, blue first.
    boxes, _ = engine.text_det(numpy.ascontiguousarray(numpy.asarray(small)[:, :, ::-1]))
    if boxes is None or len(boxes) == 0:
        return []
    boxes = [box.astype(numpy.float32) * (picture.width / small.width) for box in boxes]
    boxes = engine.sorted_boxes(numpy.array(boxes))
    pixels = numpy.ascontiguousarray(numpy.asarray(picture)[:, :, ::-1])
    # No turning of lines the engine takes for upside down: the page is upright (its
    # EXIF turn applied), and the engine's guess turned a few short labels over.
    read, _ = engine.text_rec(engine.get_crop_img_list(pixels, boxes))
    return [
        (box, text, score)
        for box, (text, score, *_) in zip(boxes, read, strict=True)
        if score >= engine.text_score
    ]


def open_picture(source: Any) -> tuple[Image, int]:
    """A photo or scan as the camera held it (its EXIF turn applied) and its full width;
    a JPEG is decoded at a reduced size straight away, so a 12 MP photo never fills the
    memory whole."""
    from PIL import Image, ImageOps  # noqa: PLC0415

    with Image.open(source) as picture:
        width, height = picture.size
        # Decoded at a half or a quarter when that still leaves about LONG_SIDE on the
        # long side: a 12 MP photo is then never whole in memory.
        picture.draft("RGB", (LONG_SIDE * 3 // 4, LONG_SIDE * 3 // 4))
        upright = ImageOps.exif_transpose(picture)  # a copy: the file can be closed
    turned = (upright.width > upright.height) != (width > height)
    return upright, height if turned else width
