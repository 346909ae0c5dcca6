"""The Qt application documents are drawn in when FOG Desktop runs without its window.

The core writes PDFs with Qt but never makes Qt's application object: the entry point
registers this function for the command line (fog_desktop/__main__.py), and the window's
QApplication serves when the window runs.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QGuiApplication


def document_application() -> QGuiApplication:
    """A QGuiApplication for fonts and painting; on the offscreen platform where there is
    no screen (a server, a scheduled export), which needs no display to draw a page."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Imported only when a document is drawn: most commands draw none.
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415

    return QGuiApplication([])
