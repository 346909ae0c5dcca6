"""The words of a PDF as a reader sees them, read with PDFium (pypdfium2, which the
manifest reader uses too): ligatures undone, a word broken at its hyphen at a line's end
read back whole, line ends and runs of blanks one space.

pypdf's text extraction took a twentieth of the suite's time: PDFium reads the demo's
packet in 0.15 s where pypdf took 4.4 s. PDFium reads a page line by line, as it is
seen; pypdf still reads where the order the PDF draws its text in matters: a printed
spreadsheet's wrapped cell, whose lines PDFium reads with the next cell's between them
(tests/exchange/test_workbook_print.py).
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pypdfium2 as pdfium

#: What PDFium reads where a line ends in a hyphen that breaks a word ("self-" on one
#: line, "inspection" on the next).
LINE_END_HYPHEN = "\ufffe"


def page_texts(pdf: Path) -> list[str]:
    """Each page's words."""
    with pdfium.PdfDocument(pdf) as document:
        return [_words(page) for page in document]


def pdf_text(pdf: Path) -> str:
    """The whole document's words."""
    return " ".join(page_texts(pdf))


def _words(page: pdfium.PdfPage) -> str:
    textpage = page.get_textpage()
    try:
        raw = textpage.get_text_range().replace(LINE_END_HYPHEN, "-")
    finally:
        textpage.close()
        page.close()
    return " ".join(unicodedata.normalize("NFKC", raw).split())
