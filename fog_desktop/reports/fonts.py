"""The fonts shipped in resources/, and the Qt application they are registered in, for
every document drawn in the core (the PDF writer, the sludge chart).

On a machine without fonts Qt writes a PDF with no text at all, so the application
registers its own font (DejaVu Sans) before it writes any document.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import cache
from importlib.resources import files

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QRawFont

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_FAMILY = "DejaVu Sans"

_registered: list[str] = []
#: How to make the Qt application when none runs yet, as the entry point registered it,
#: and the application made, kept alive for the process.
_gui_maker: list[Callable[[], QGuiApplication]] = []
_made: list[QGuiApplication] = []


def register_gui(make: Callable[[], QGuiApplication]) -> None:
    """Tell the writer how to make Qt's application when no window runs: the entry point
    does (fog_desktop/__main__.py), so the core never makes one of its own. A running
    QApplication (the window's, a test's) serves as it is."""
    _gui_maker[:] = [make]


def ensure_gui() -> None:
    """The Qt application fonts and painting need: the one running, or one made as the
    entry point registered."""
    if QGuiApplication.instance() is not None:
        return
    if not _gui_maker:
        raise RuntimeError(
            "No Qt application to draw the document in: the entry point registers how to "
            "make one (fog_desktop.reports.fonts.register_gui) before a document is written."
        )
    _made.append(_gui_maker[0]())


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


@cache
def _shipped() -> tuple[QRawFont, ...]:
    ensure_gui()
    folder = files("resources") / "fonts"
    return tuple(QRawFont((folder / name).read_bytes(), 10) for name in FONT_FILES)


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
