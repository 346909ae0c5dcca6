"""Every page and every form it opens fits a 1024×768 and a 1280×720 screen less a
40-pixel taskbar, in English and Spanish, with every field's error shown at once: the
buttons of a dialog on the screen, no key cell of a table (an id, a name) cut short
(issue 35 §3).

The offscreen screen of the tests has one size; the screen a window fits is the one
``ui.widgets.screen_fit.available`` reports, set here to each size in turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableView,
    QTabWidget,
    QWidget,
    QWizard,
)

from fog_desktop.context import AppContext
from fog_desktop.errors import Problem
from tests.ui.conftest import TODAY
from tests.ui.test_window_fits import cut_short, language, styled  # noqa: F401  (fixtures)
from ui.app import build_main_window
from ui.dialogs import FormDialog
from ui.main_window import MainWindow
from ui.settings import SettingsDialog
from ui.setup.wizard import SetupWizard
from ui.tables import elides
from ui.widgets import screen_fit

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

#: 1024×768 and 1280×720 screens less a 40-pixel taskbar.
SCREENS = [(1024, 728), (1280, 680)]
#: As long as the longest messages the services give, in each language.
MESSAGE = {
    "en": "Enter a date on or after the device's in-service date, as YYYY-MM-DD; "
    "the city reads it in the records packet.",
    "es": "Escriba una fecha igual o posterior a la de puesta en servicio del "
    "dispositivo, como AAAA-MM-DD; la ciudad la lee en el paquete de registros.",
}


def every_error(dialog: QWidget, message: str) -> list[Problem]:
    """A problem for each field of ``dialog`` that has an error label, and one general."""
    fields = [
        label.objectName().removesuffix("_error")
        for label in dialog.findChildren(QLabel)
        if label.objectName().endswith("_error")
    ]
    return [Problem(field, message) for field in fields]


def elided_keys(table: QTableView) -> list[str]:
    """The columns of ``table`` narrower than a cell of theirs: only a description (a
    note, a place) may cut its text short."""
    header, cut = table.horizontalHeader(), []
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        if elides(table, column):
            continue
        if table.sizeHintForColumn(column) > header.sectionSize(column) + 1:
            name = table.model().headerData(column, Qt.Orientation.Horizontal)
            cut.append(f"column {name!r} cuts its cells short")
    return cut


def what_is_cut(widget: QWidget, within: QWidget) -> list[str]:
    found = []
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(within):
            continue
        if why := cut_short(child):
            text = child.text() if isinstance(child, QLabel | QAbstractButton) else ""
            found.append(f"{type(child).__name__} {text!r} {why}")
        if isinstance(child, QTableView):
            found.extend(elided_keys(child))
    return found


def off_screen(window: QWidget, screen: tuple[int, int]) -> list[str]:
    """What of a dialog is beyond the screen: itself, or one of its buttons."""
    found = []
    if window.width() > screen[0] or window.height() > screen[1]:
        found.append(f"is {window.width()}×{window.height()} px")
    boxes = window.findChildren(QDialogButtonBox)
    buttons = [b for box in boxes for b in box.buttons()]
    if isinstance(window, QWizard):
        buttons = [window.button(QWizard.WizardButton.CancelButton)]
    for button in buttons:
        if not button.isVisibleTo(window):
            continue
        corner = button.mapTo(window, button.rect().bottomRight())
        if not window.rect().contains(corner) or button.visibleRegion().isEmpty():
            found.append(f"button {button.text()!r} is out of sight")
    return found


def check_dialog(
    gui: Gui, dialog: QDialog, screen: tuple[int, int], message: str, name: str
) -> list[str]:
    """Show every field's error on ``dialog`` and say what of it does not fit."""
    gui.settle()
    gui.qtbot.waitExposed(dialog)
    problems = every_error(dialog, message)
    if isinstance(dialog, FormDialog):
        dialog.errors.show([*problems, Problem("", message)])
    QApplication.processEvents()
    found = off_screen(dialog, screen) + what_is_cut(dialog, dialog)
    if isinstance(dialog, FormDialog):
        dialog.typed = False
    dialog.reject()
    gui.settle()
    return [f"{name}: {problem}" for problem in found]


def page_dialogs(page: QWidget) -> Iterator[tuple[str, object]]:
    """The dialogs a records page opens: Add, and Amend and Void of its first record."""
    title = getattr(page, "title", type(page).__name__)
    if not hasattr(page, "add_record"):
        return
    yield f"{title} add", page.add_record
    table = getattr(page, "table", None)
    if isinstance(table, QTableView) and table.model().rowCount() > 0:
        table.selectRow(0)
        yield f"{title} amend", page.amend_record  # type: ignore[attr-defined]
        yield f"{title} void", page.void_record  # type: ignore[attr-defined]


def check_pages(gui: Gui, window: MainWindow, screen: tuple[int, int], message: str) -> list[str]:
    found = []
    for row, page in enumerate(window.pages):
        window.nav.setCurrentRow(row)
        gui.settle()
        QApplication.processEvents()
        if window.width() > screen[0]:
            found.append(f"{page.title}: widens the window to {window.width()} px")
        table = getattr(page, "table", None)
        if isinstance(table, QTableView) and table.model().rowCount() > 0:
            table.selectRow(0)  # the record's details under the list, filled
            gui.settle()
        found += [f"{page.title}: {problem}" for problem in what_is_cut(page, window)]
        for tabs in page.findChildren(QTabWidget):
            for index in range(1, tabs.count()):
                tabs.setCurrentIndex(index)
                QApplication.processEvents()
                cut = what_is_cut(tabs.currentWidget(), window)
                found += [f"{page.title} {tabs.tabText(index)}: {problem}" for problem in cut]
            tabs.setCurrentIndex(0)
        for name, opener in page_dialogs(page):
            dialog = opener()  # type: ignore[operator]
            if isinstance(dialog, QDialog):
                found += check_dialog(gui, dialog, screen, message, name)
    return found


def check_wizard(gui: Gui, ctx: AppContext, screen: tuple[int, int], message: str) -> list[str]:
    wizard = gui.show(SetupWizard(ctx))
    found = []
    for page in wizard.pages():
        if wizard.currentPage() is not page:
            wizard.next()
        page.show_problems(every_error(page, message))
        QApplication.processEvents()
        problems = off_screen(wizard, screen) + what_is_cut(page, wizard)
        found += [f"wizard {page.title()}: {problem}" for problem in problems]
    wizard.typed = False
    wizard.reject()
    return found


@pytest.mark.slow("every page and its add, amend and void forms, at two sizes, with every error")
@pytest.mark.usefixtures("styled")
def test_every_form_fits(
    gui: Gui,
    sqlite_demo_context: AppContext,
    language: str,  # noqa: F811  (the fixture imported)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = sqlite_demo_context
    ctx.today = lambda: TODAY
    ctx.settings.current_establishment_id = 1
    window = build_main_window(ctx)
    gui.show(window)
    found = []
    for screen in SCREENS:
        monkeypatch.setattr(screen_fit, "available", lambda _w, s=screen: QRect(0, 0, *s))
        window.resize(*screen)
        at = f"{screen[0]}×{screen[1]}"
        found += [f"{at} {p}" for p in check_pages(gui, window, screen, MESSAGE[language])]
        settings = SettingsDialog(window, ctx, (1, "Corner Cafe"))
        settings.open()
        found += [
            f"{at} {p}" for p in check_dialog(gui, settings, screen, MESSAGE[language], "settings")
        ]
        found += [f"{at} {p}" for p in check_wizard(gui, ctx, screen, MESSAGE[language])]
    assert not found, "\n".join([language, *found])
