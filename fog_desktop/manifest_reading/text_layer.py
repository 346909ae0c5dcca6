"""The words of a PDF that has a text layer (a hauler's e-manifest, a scanner's searchable
PDF), with where each is on its page, read by pypdf; nothing to recognise."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from pypdf import PageObject, PdfReader

from fog_desktop.manifest_reading.words import Box, Page, Word

#: pypdf says where a run of text starts and how big its letters are, not how wide it is:
#: the width is this share of the font size a letter, a fair mean for a hauler's fonts.
_LETTER_WIDTH = 0.5


def pdf_pages(path: Path) -> list[tuple[PageObject, Page]]:
    """Each page with the words of its text layer (none on a page scanned as a picture)."""
    reader = PdfReader(path)
    return [
        (page, Page(tuple(page_words(page, number)), number))
        for number, page in enumerate(reader.pages, start=1)
    ]


def page_words(page: PageObject, number: int) -> list[Word]:
    top = float(page.mediabox.top)
    words: list[Word] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: Any, size: float) -> None:
        if not text.strip():
            return
        # Where the run starts and how tall it is, in the page's space.
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        height = abs(size * math.hypot(tm[2], tm[3]) * math.hypot(cm[2], cm[3])) or size
        stretch = math.hypot(tm[0], tm[1]) * math.hypot(cm[0], cm[1]) or 1.0
        for start, piece in _runs(text):
            left = x + start * _LETTER_WIDTH * size * stretch
            width = len(piece) * _LETTER_WIDTH * size * stretch
            # The baseline is y up from the page's foot; the box hangs from the top.
            box = Box(left, top - y - height * 0.8, width, height, "pt")
            words.append(Word(piece, box, 1.0, number))

    page.extract_text(visitor_text=visit)
    return words


def _runs(text: str) -> list[tuple[int, str]]:
    """The run's stretches apart by two spaces or more: a form's columns drawn as one."""
    runs: list[tuple[int, str]] = []
    at = 0
    for part in text.split("  "):
        if part.strip():
            lead = len(part) - len(part.lstrip())
            runs.append((at + lead, part.strip()))
        at += len(part) + 2
    return runs
