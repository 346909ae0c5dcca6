"""Reading one manifest file: a PDF by its text layer, a page without one and a photo or
scan by OCR; then the fields by their labels. Nothing is stored: it only proposes."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

from fog_desktop.errors import ValidationError
from fog_desktop.manifest_reading import ocr, text_layer
from fog_desktop.manifest_reading.fields import FIELD_NAMES, ProposedField, propose
from fog_desktop.manifest_reading.words import Page

#: The pictures read: what a phone or a scanner makes.
PICTURES = (".png", ".jpg", ".jpeg", ".tif", ".tiff", ".webp", ".bmp")


def read_manifest(path: Path) -> dict[str, ProposedField]:
    """The fields ``path`` shows, by name (:data:`.fields.FIELD_NAMES`); those not found
    are left out. Refused with a message when the file is not a PDF or a picture."""
    return propose(manifest_pages(path))


def small_photo(path: Path, read: int) -> float | None:
    """The megapixels of the photo at ``path`` (0.01 at least), when ``read`` fields of
    all were read from it and its small print is only a few pixels tall (2 MP or less):
    the reader misses labels on it that a photo taken closer shows. None when every field
    was read, and for a larger photo, a PDF, or a file that is no picture."""
    from PIL import Image  # noqa: PLC0415

    if read >= len(FIELD_NAMES):
        return None
    try:
        with Image.open(path) as picture:  # reads the header alone
            width, height = picture.size
    except OSError:
        return None
    return max(width * height / 1e6, 0.01) if max(width, height) <= ocr.SMALL_SIDE else None


def manifest_pages(path: Path) -> list[Page]:
    try:
        with path.open("rb") as file:
            start = file.read(5)
    except OSError as exc:
        raise ValidationError.single("file", f"{path} can't be read: {exc.strerror}.") from None
    if start == b"%PDF-":
        return _pdf_pages(path)
    if path.suffix.lower() not in PICTURES:
        raise ValidationError.single(
            "file", f"{path.name} is neither a PDF nor a picture (PNG, JPEG, TIFF, WebP)."
        )
    try:
        picture, width = ocr.open_picture(path)
    except OSError:
        raise ValidationError.single(
            "file", f"{path.name} is not a picture that can be read."
        ) from None
    return [ocr.read_picture(picture, 1, width)]


def _pdf_pages(path: Path) -> list[Page]:
    """A page's text layer, else the picture a scanner put on it, read by OCR (its
    boxes then in that picture's pixels)."""
    from pypdf.errors import PdfReadError  # noqa: PLC0415

    try:
        read = text_layer.pdf_pages(path)
    except PdfReadError:
        raise ValidationError.single("file", f"{path.name} is a damaged PDF.") from None
    pages: list[Page] = []
    for pdf_page, page in read:
        if page.words or not pdf_page.images:
            pages.append(page)
            continue
        scan = max(pdf_page.images, key=lambda image: len(image.data))
        picture, width = ocr.open_picture(BytesIO(scan.data))
        pages.append(ocr.read_picture(picture, page.number, width))
    return pages
