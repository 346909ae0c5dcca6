"""The size text prints at in a PDF, as a reader measures it (issue 31): shared by the
packet's and the workbook's tests."""

from __future__ import annotations

from pypdf import PageObject, PdfReader


def printed_sizes(page: PageObject) -> list[float]:
    """The size each text of ``page`` prints at, in points: its font's size times the
    scale of the text and drawing matrices."""
    sizes = []

    def visit(text: str, cm: list[float], tm: list[float], _font: object, size: float) -> None:
        if text.strip():
            a, b, c, d = (tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3],
                          tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3])  # fmt: skip
            sizes.append(size * abs(a * d - b * c) ** 0.5)

    page.extract_text(visitor_text=visit)
    return sizes


def smallest_text(reader: PdfReader) -> float:
    """The smallest size any text of the document prints at; a PDF rounds a size to a
    hundredth of a point or so, hence the 0.05 a test allows under 8."""
    return min(size for page in reader.pages for size in printed_sizes(page))
