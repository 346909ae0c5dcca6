"""The size text prints at in a PDF, as a reader measures it (issue 31): shared by the
packet's and the workbook's tests. Read with PDFium, as tests/pdf_text.py reads the
words: pypdf's walk through the demo's packet took 4.8 s, this one 1.5 s."""

from __future__ import annotations

import ctypes
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c


def printed_sizes(page: pdfium.PdfPage) -> list[float]:
    """The size each text of ``page`` prints at, in points: its font's size times the
    scale of its matrix (PDFium's holds the text's and the drawing's both)."""
    textpage = page.get_textpage()
    sizes = []
    try:
        for text in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_TEXT], max_depth=15):
            if not _text_of(text, textpage).strip():
                continue
            size = ctypes.c_float()
            pdfium_c.FPDFTextObj_GetFontSize(text.raw, ctypes.byref(size))
            m = text.get_matrix()
            sizes.append(size.value * abs(m.a * m.d - m.b * m.c) ** 0.5)
    finally:
        textpage.close()
    return sizes


def _text_of(text: pdfium.PdfObject, textpage: pdfium.PdfTextPage) -> str:
    length = pdfium_c.FPDFTextObj_GetText(text.raw, textpage.raw, None, 0)
    buffer = ctypes.create_string_buffer(length)
    out = ctypes.cast(buffer, ctypes.POINTER(pdfium_c.FPDF_WCHAR))
    pdfium_c.FPDFTextObj_GetText(text.raw, textpage.raw, out, length)
    return buffer.raw.decode("utf-16-le").rstrip("\x00")


def smallest_text(pdf: Path) -> float:
    """The smallest size any text of the document prints at; a PDF rounds a size to a
    hundredth of a point or so, hence the 0.05 a test allows under 8."""
    with pdfium.PdfDocument(pdf) as document:
        return min(size for page in document for size in printed_sizes(page))
