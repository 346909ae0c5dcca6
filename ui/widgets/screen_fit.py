"""A window that fits its screen: the fields scroll, the buttons stay in sight.

A form with every field's error shown, in Spanish, is taller than a 1280×720 laptop's
screen less its taskbar; a dialog that grew with it put OK and Cancel below the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget


def available(widget: QWidget) -> QRect:
    """The part of ``widget``'s screen a window may take: less the taskbar and docks."""
    return widget.screen().availableGeometry()
