"""What the window remembers of its layout between runs: its size, a page's splitter, the
widths the user dragged the columns to; and what it does not take for the user's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from fog_desktop.context import AppContext
from fog_desktop.services.dashboard import due_now
from models import Establishment
from ui.app import build_main_window
from ui.dashboard.model import DueModel
from ui.dashboard.page import DashboardPage
from ui.dashboard.view import DueView, widths_name
from ui.devices.page import DevicesPage
from ui.layout_memory import USER_SIZED
from ui.manifests.page import ManifestsPage
from ui.tables import fit_columns

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def test_the_window_opens_at_the_size_it_was_closed_at(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    first = gui.show(build_main_window(ctx))
    # Smaller than it opens at, as a user drags its corner.
    first.resize(first.width() - 60, first.height() - 90)
    closed_at = first.size()
    first.close()

    again = gui.show(build_main_window(ctx))
    assert again.size() == closed_at
    again.close()


def test_a_splitter_moved_stays_where_the_user_left_it(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    page = gui.show(ManifestsPage(ctx))
    page.resize(1200, 800)
    gui.refresh(page)
    sizes = page.splitter.sizes()
    moved = [sizes[0] - 150, sizes[1] + 150]
    page.splitter.setSizes(moved)
    page.splitter.splitterMoved.emit(moved[0], 1)  # as a drag of the handle ends

    again = gui.show(ManifestsPage(ctx))
    again.resize(1200, 800)
    gui.refresh(again)
    assert again.splitter.sizes() == page.splitter.sizes()


def drag_column_edge(gui: Gui, page: DevicesPage, column: int, by: int) -> None:
    """Drag the right edge of a column's header, as a user widening it."""
    header = page.table.horizontalHeader()
    edge = header.sectionViewportPosition(column) + header.sectionSize(column) - 1
    start, end = QPoint(edge, header.height() // 2), QPoint(edge + by, header.height() // 2)
    viewport, left = header.viewport(), Qt.MouseButton.LeftButton
    # Qt's test mouse moves carry no button, so the drag's events are sent as a mouse
    # sends them: press, move with the button held, release.
    for kind, at, held in (
        (QEvent.Type.MouseButtonPress, start, left),
        (QEvent.Type.MouseMove, end, left),
        (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(kind, QPointF(at), viewport.mapToGlobal(QPointF(at)), left,
                            held, Qt.KeyboardModifier.NoModifier)  # fmt: skip
        QApplication.sendEvent(viewport, event)


def test_a_column_the_user_widened_keeps_its_width_after_a_refresh_and_a_restart(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    page = gui.show(DevicesPage(ctx))
    page.resize(1300, 800)
    gui.refresh(page)
    assert not page.table.property(USER_SIZED), "fitted to the text until the user drags"
    header = page.table.horizontalHeader()
    fitted = header.sectionSize(0)

    drag_column_edge(gui, page, 0, 80)
    widened = header.sectionSize(0)
    assert widened > fitted
    gui.refresh(page)
    assert header.sectionSize(0) == widened, "a refresh does not fit it back"

    again = gui.show(DevicesPage(ctx))
    again.resize(1300, 800)
    gui.refresh(again)
    assert again.table.horizontalHeader().sectionSize(0) == widened


def test_the_programs_own_fitting_is_not_taken_for_the_users(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    page = gui.show(DevicesPage(ctx))
    gui.refresh(page)
    page.resize(900, 600)  # a stretching column follows the window
    fit_columns(page.table)
    assert not page.table.property(USER_SIZED)


def test_the_first_paint_gives_the_dashboards_columns_the_widths_last_fitted(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    dashboard = window.page_at(0)
    assert isinstance(dashboard, DashboardPage)
    header = dashboard.view.table.horizontalHeader()
    header.resizeSection(DueModel.STATE, 333)  # as no fitting would make it
    dashboard.view.keep_widths(widths_name("en"))
    # The subject and the reason share the room the window leaves: not fitted widths.
    sized = [c for c in range(header.count()) if c not in (DueModel.SUBJECT, DueModel.WHY)]
    fitted = [header.sectionSize(c) for c in sized]
    window.close()

    due = due_now(ctx.db, cafe.id, ctx.today())
    painted = DueView()
    painted.show_due(due, None, widths=widths_name("en"))
    given = painted.table.horizontalHeader()
    assert [given.sectionSize(c) for c in sized] == fitted

    unknown = DueView()
    unknown.show_due(due, None, widths=widths_name("es"))
    assert unknown.table.horizontalHeader().sectionSize(DueModel.STATE) != 333, "fitted"
