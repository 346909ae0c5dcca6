"""A PDF manifest's page as a picture, to show the manager where on it each field was read
(issue 36 §2): the boxes of a text layer are in PDF points, those of a scanned page in its
scan's pixels, so each kind of page is drawn in its own way.

A page read from its text layer is drawn by PDFium (pypdfium2, whose wheel carries it):
rendering a PDF is a library's job, and PySide6-Essentials has no QtPdf. A scanned page
is its scan itself, the picture the words were read from. Loaded only when a PDF is read
in the window.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from io import BytesIO
from pathlib import Path

from PIL import Image

from fog_desktop.manifest_reading.words import Box

#: A page drawn from its text layer is this many pixels on its long side: a page on
#: screen, not a print.
LONG_SIDE = 1600


def page_picture(path: Path, boxes: Iterable[tuple[int, Box]]) -> tuple[Image.Image, float] | None:
    """The page of the PDF at ``path`` that most of ``boxes`` (page number, box) are on,
    as a picture, with its pixels per unit of those boxes; None when ``path`` is not a
    PDF or nothing was read on it."""
    pages = Counter((number, box.unit) for number, box in boxes)
    with path.open("rb") as file:
        if file.read(5) != b"%PDF-" or not pages:
            return None
    (number, unit), _count = pages.most_common(1)[0]
    if unit == "px":
        return _scan(path, number), 1.0
    return _drawn(path, number)


def _scan(path: Path, number: int) -> Image.Image:
    """The largest picture on the page: the scan its words were read from."""
    from pypdf import PdfReader  # noqa: PLC0415

    page = PdfReader(path).pages[number - 1]
    scan = max(page.images, key=lambda image: len(image.data))
    with Image.open(BytesIO(scan.data)) as picture:
        return picture.convert("RGB")


def _drawn(path: Path, number: int) -> tuple[Image.Image, float]:
    import pypdfium2  # noqa: PLC0415

    document = pypdfium2.PdfDocument(path)
    try:
        page = document[number - 1]
        scale = LONG_SIDE / max(page.get_size())
        return page.render(scale=scale).to_pil().convert("RGB"), scale
    finally:
        document.close()
