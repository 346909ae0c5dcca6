"""Every line of the Dashboard that names a record opens it on a double-click: the page
that declares the line's kind (``Page.opens``) opens its form, or shows its record."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationKind
from tests.ui.conftest import TODAY
from ui.dashboard.model import DueModel
from ui.main_window import MainWindow
from ui.navigation import PAGES
from ui.records_page import RecordsPageOf, source_pk

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def _dialogs() -> list[QDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


def _opened(window: MainWindow, page: QWidget, pk: int) -> bool:
    """A dialog is open (a form, or what the record asks for), or ``page`` is shown with
    record ``pk`` selected in one of its lists (the page itself, or a section of it)."""
    if _dialogs():
        return True
    lists = [page, *page.findChildren(RecordsPageOf)]
    return window.stack.currentWidget() is page and any(
        isinstance(listed, RecordsPageOf)
        and listed.isVisible()
        and getattr(listed.selected(), "id", None) == pk
        for listed in lists
    )


@pytest.mark.slow("a window for each kind the demo has due, its line double-clicked")
def test_every_kind_the_demo_has_due_opens_its_record_or_its_form(
    gui: Gui, sqlite_demo_context: AppContext
) -> None:
    ctx = sqlite_demo_context
    ctx.today = lambda: TODAY
    window, dashboard = gui.dashboard_window(ctx)
    due = {r.obligation.kind: r.obligation for r in dashboard.view.model.rows()}
    due = {kind: o for kind, o in due.items() if o.met_on is None}
    assert len(due) >= 8, sorted(due)
    declared = {kind: slot for slot in PAGES for kind in slot.page_class().opens}
    assert set(ObligationKind) <= set(declared), "every kind has a page that opens it"
    window.close()

    # Each in a window of its own: what one line opened must not help the next.
    for kind, obligation in sorted(due.items()):
        window, dashboard = gui.dashboard_window(ctx)
        rows = dashboard.view.model.rows()
        row = next(i for i, r in enumerate(rows) if r.obligation == obligation)
        gui.double_click_cell(dashboard.view.table, dashboard.view.model.index(row, DueModel.KIND))
        page = window.page_at(PAGES.index(declared[kind]))
        gui.qtbot.waitUntil(partial(_opened, window, page, source_pk(obligation)))
        # A form opens over the Dashboard; a record, on its page.
        assert window.stack.currentWidget() in (dashboard, page), kind
        for dialog in _dialogs():
            dialog.reject()
        gui.settle()
        window.close()
