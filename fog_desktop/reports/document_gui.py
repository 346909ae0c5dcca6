"""The Qt application every document of the core is drawn in (the PDF writer, the sludge
chart), made only when a document is drawn.

The core never makes Qt's application itself: the entry point registers how to make one
(fog_desktop/__main__.py), and a running QApplication (the window's, a test's) serves as
it is. Qt is not imported here, so a command that draws nothing (``remind``, run by a
scheduled task) does not load it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QGuiApplication

#: How to make the Qt application when none runs yet, as the entry point registered it,
#: and the application made, kept alive for the process.
_gui_maker: list[Callable[[], QGuiApplication]] = []
_made: list[QGuiApplication] = []


def register_gui(make: Callable[[], QGuiApplication]) -> None:
    """Tell the writer how to make Qt's application when no window runs."""
    _gui_maker[:] = [make]


def ensure_gui() -> None:
    """The Qt application fonts and painting need: the one running, or one made as the
    entry point registered."""
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415  (see the module's doc)

    if QGuiApplication.instance() is not None:
        return
    if not _gui_maker:
        raise RuntimeError(
            "No Qt application to draw the document in: the entry point registers how to "
            "make one (fog_desktop.reports.document_gui.register_gui) before a document is "
            "written."
        )
    _made.append(_gui_maker[0]())
