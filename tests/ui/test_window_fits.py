"""Every page fits the window at 1280×720 and at 1920×1080, in English and in Spanish,
with the demo's two years of records: no label or button cut short of its text, no page
that widens the window past the screen, the incidents listed without scrolling sideways
(issue 14 §2). The window has the application's own style and font, as a manager sees it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QWidget,
)

from fog_desktop.context import AppContext
from tests.ui.conftest import TODAY
from ui.app import MIN_POINT_SIZE, build_main_window
from ui.incidents import IncidentsPage
from ui.language import install_language, remove_language

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

SIZES = [(1280, 720), (1920, 1080)]
LANGUAGES = ["en", "es"]
#: A column that takes the room the others leave (a location, a note) keeps at least this.
NARROWEST = 80


@pytest.fixture
def styled() -> Iterator[None]:
    """The application's font, taken off again after the test (the styled parts style
    themselves as they are built: ui/looks.py)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    font = app.font()
    bigger = app.font()
    bigger.setPointSizeF(max(bigger.pointSizeF(), MIN_POINT_SIZE))
    app.setFont(bigger)
    yield
    app.setFont(font)


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QCoreApplication.instance()
    assert app is not None
    loaded = install_language(app, request.param)
    yield request.param
    remove_language(app, loaded)


def cut_short(widget: QWidget) -> str:
    """Why ``widget`` does not show all of its text ("" when it does)."""
    if isinstance(widget, QLabel) and widget.text():
        if widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height() + 1:
                return f"needs {needed} px of height, has {widget.height()}"
        elif widget.sizeHint().width() > widget.width() + 1:
            return f"needs {widget.sizeHint().width()} px, has {widget.width()}"
    # A line edit's own buttons (the calendar, Clear) are drawn by Qt at its height.
    if (
        isinstance(widget, QAbstractButton)
        and not isinstance(widget.parent(), QLineEdit)
        and widget.text()
        and widget.sizeHint().width() > widget.width() + 1
    ):
        return f"needs {widget.sizeHint().width()} px, has {widget.width()}"
    if isinstance(widget, QTableView):
        header = widget.horizontalHeader()
        for column in range(header.count()):
            stretched = header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch
            if stretched and header.sectionSize(column) < NARROWEST:
                name = widget.model().headerData(column, Qt.Orientation.Horizontal)
                return f"column {name!r} squeezed to {header.sectionSize(column)} px"
    return ""


@pytest.mark.usefixtures("styled")
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_page_fits(
    gui: Gui, sqlite_demo_context: AppContext, language: str, size: tuple[int, int]
) -> None:
    ctx = sqlite_demo_context
    ctx.today = lambda: TODAY
    ctx.settings.current_establishment_id = 1
    window = build_main_window(ctx)
    window.resize(*size)
    gui.show(window)
    problems = []
    for row, page in enumerate(window.pages):
        window.nav.setCurrentRow(row)
        gui.settle()
        QApplication.processEvents()
        if window.width() > size[0]:
            problems.append(f"{page.title}: widens the window to {window.width()} px")
        for widget in page.findChildren(QWidget):
            if widget.isVisibleTo(window) and (why := cut_short(widget)):
                text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
                problems.append(f"{page.title}: {type(widget).__name__} {text!r} {why}")
        if isinstance(page, IncidentsPage) and page.table.horizontalScrollBar().isVisible():
            problems.append(f"{page.title}: the list scrolls sideways")
    assert problems == [], language
