"""The fonts shipped in resources/, for every document drawn in the core (the PDF
writer, the sludge chart), registered in the application of document_gui.py.

On a machine without fonts Qt writes a PDF with no text at all, so the application
registers its own font (DejaVu Sans) before it writes any document.
"""

from __future__ import annotations

import threading
import unicodedata
from functools import cache
from importlib.resources import files

from PySide6.QtGui import QFont, QFontDatabase, QRawFont

from fog_desktop.reports.document_gui import ensure_gui

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_FAMILY = "DejaVu Sans"

_registered: list[str] = []


def register_fonts() -> str:
    """Register the shipped fonts once; return their family name."""
    ensure_gui()
    if not _registered:
        folder = files("resources") / "fonts"
        for name in FONT_FILES:
            font_id = QFontDatabase.addApplicationFont(str(folder / name))
            if font_id < 0:
                raise RuntimeError(f"the font {name} shipped in resources/fonts can't be loaded")
            _registered.extend(QFontDatabase.applicationFontFamilies(font_id))
    return FONT_FAMILY


def plain_font(family: str, points: int) -> QFont:
    """The font without ligatures: with them "fi" is one glyph, and a PDF reader or search
    finds "veriﬁed", not "verified", in the text an inspector copies. Nor are marks
    composed ("ccmp"): the glyph a mark is turned into has no text in Qt's PDF, so a
    copy of "b" and an accent read as "b" and a stray control character."""
    font = QFont(family, points)
    for feature in ("liga", "clig", "ccmp"):
        font.setFeature(QFont.Tag(feature), 0)
    return font


#: The shipped fonts as raw fonts, made in each thread that reads them: Qt keeps a raw
#: font's engine with the thread that made it, and read from any other thread (the
#: export's worker, or the window's thread after a worker made them) it supports no
#: character at all, and the packet printed "[U+0053]elf" for "Self".
_raw = threading.local()


def _shipped() -> tuple[QRawFont, ...]:
    fonts: tuple[QRawFont, ...] | None = getattr(_raw, "fonts", None)
    if fonts is None:
        ensure_gui()
        folder = files("resources") / "fonts"
        fonts = tuple(QRawFont((folder / name).read_bytes(), 10) for name in FONT_FILES)
        _raw.fonts = fonts
    return fonts


@cache
def drawn(char: str) -> bool:
    """Whether a document shows ``char`` as itself, in both shipped fonts, and keeps it in
    its text for a reader's copy or search. Not so: a character the fonts lack (it would
    print as an empty box), one beyond U+FFFF (Qt's PDF writer puts another character in
    the text for it), and an invisible format character (a zero-width space, a
    right-to-left override that reorders what the page shows)."""
    if ord(char) > 0xFFFF or unicodedata.category(char) == "Cf":
        return False
    return all(font.supportsCharacter(ord(char)) for font in _shipped())
