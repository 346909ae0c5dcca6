"""The Holiday calendar settings page: the working-day calendar in force, local closures
added, holidays removed, changes undone, and the incidents' due dates moving with them
(issue 5 §3; R5, R6)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialogButtonBox

from fog_desktop.context import AppContext
from fog_desktop.services.calendar import (
    add_calendar_change,
    list_calendar_changes,
    void_calendar_change,
)
from fog_desktop.services.incidents import IncidentInput, report_incident
from models import Establishment
from ui.calendar import CalendarPage
from ui.calendar.dialogs import ClosureDialog, RemoveHolidayDialog
from ui.calendar.model import CalendarModel
from ui.date_edit import DateEdit
from ui.dialogs import VoidDialog
from ui.incidents import IncidentsPage
from ui.main_window import MainWindow
from ui.navigation import PageSlot
from ui.rows import VOID_TEXT_COLOUR

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui

NOW = datetime(2026, 12, 2, 15, 0)


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> CalendarPage:
    page = CalendarPage(ctx)
    page.resize(1100, 800)
    gui.show(page)
    gui.refresh(page)
    return page


@pytest.fixture
def window(gui: Gui, ctx: AppContext, cafe: Establishment) -> MainWindow:
    """The two pages in a window, as the main window wires them: a change on one
    refreshes the other."""
    incidents = IncidentsPage(ctx)
    incidents.now = lambda: NOW
    slots = [
        PageSlot(
            IncidentsPage.title, "ui.incidents.page:IncidentsPage", factory=lambda _: incidents
        ),
        PageSlot(CalendarPage.title, "ui.calendar.page:CalendarPage"),
    ]
    return gui.show(MainWindow(ctx, slots))


def rows(page: CalendarPage) -> list[tuple[str, ...]]:
    model = page.model
    return [
        tuple(model.index(r, c).data() for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def row_with(page: CalendarPage, day: str) -> int:
    return next(r for r in range(page.model.rowCount()) if page.model.row(r).day.isoformat() == day)


def report_spill(ctx: AppContext, cafe: Establishment) -> None:
    """Wed 2026-11-25: due Fri 2026-12-04, Thanksgiving and the day after not counted."""
    data = IncidentInput(incident_date="2026-11-25", kind="Spill", blockage_or_sso_possible=False)
    report_incident(ctx.db, cafe.id, data, ctx.actor, now=NOW)


def incidents_of(gui: Gui, window: MainWindow) -> IncidentsPage:
    page = window.show_page("Incidents")
    gui.settle()
    assert isinstance(page, IncidentsPage)
    return page


def calendar_of(gui: Gui, window: MainWindow) -> CalendarPage:
    page = window.show_page("Holiday calendar")
    gui.settle()
    assert isinstance(page, CalendarPage)
    return page


def due_of(page: IncidentsPage) -> tuple[str, str]:
    return page.model.index(0, page.model.DUE).data(), page.detail.due.text()


def test_the_calendar_in_force_this_year_and_next_on_observed_dates(page: CalendarPage) -> None:
    shown = rows(page)
    assert page.heading.text() == "Holiday calendar of Corner Cafe, 2026 and 2027"
    assert ("7/3/2026", "Friday", "Independence Day (observed)", "Default", "", "In force") in (
        shown
    ), "a Saturday holiday on the Friday before (R5)"
    assert ("7/5/2027", "Monday", "Independence Day (observed)", "Default", "", "In force") in (
        shown
    ), "a Sunday holiday on the Monday after"
    assert ("11/27/2026", "Friday", "Day After Thanksgiving", "Default", "", "In force") in shown
    assert not any(r[2].startswith("Cesar Chavez") for r in shown), "not in the default calendar"
    new_year_2028 = ("12/31/2027", "Friday", "New Year's Day (observed)", "Default", "", "In force")
    assert new_year_2028 in shown, "observed in the year before"
    assert page.counts.text() == "2026: 10 weekdays off; 2027: 11 weekdays off."
    assert "within 5 working days" in page.why.text()
    assert "The records packet states the calendar used." in page.why.text()
    assert not page.undo_button.isEnabled()


def test_a_closure_day_added_moves_the_incidents_due_date(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment
) -> None:
    report_spill(ctx, cafe)
    window.refresh()
    gui.settle()
    incidents = incidents_of(gui, window)
    assert due_of(incidents) == ("12/4/2026", "Due Fri 12/4/2026 — 2 working days left")

    calendar = calendar_of(gui, window)
    gui.click(calendar.add_button)
    dialog = gui.wait_for_window(ClosureDialog)
    gui.type_into(gui.line(dialog, "day"), "12/3/2026")  # as a US manager writes it
    gui.type_into(gui.line(dialog, "note"), "Water main repair, city hall closed")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ClosureDialog)

    row = rows(calendar)[row_with(calendar, "2026-12-03")]
    assert row == ("12/3/2026", "Thursday", "Water main repair, city hall closed",
                   "Local closure", "", "Recorded")  # fmt: skip
    assert calendar.counts.text() == "2026: 11 weekdays off; 2027: 11 weekdays off."
    added = calendar.selected()
    assert added is not None and added.day.isoformat() == "2026-12-03", "the new day is chosen"
    assert calendar.undo_button.isEnabled()
    incidents = incidents_of(gui, window)
    assert due_of(incidents) == ("12/7/2026", "Due Mon 12/7/2026 — 2 working days left")


def test_a_closure_day_picked_from_the_calendar(
    gui: Gui, page: CalendarPage, ctx: AppContext, cafe: Establishment
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(ClosureDialog)
    field = gui.line(dialog, "day")
    assert isinstance(field, DateEdit) and field.placeholderText() == "MM/DD/YYYY"
    gui.press(field, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert field.calendar.selectedDate() == QDate.currentDate(), "today's month to start from"
    field.calendar.setSelectedDate(QDate(2027, 3, 31))
    field.calendar.activated.emit(QDate(2027, 3, 31))
    assert field.text() == "3/31/2027"
    gui.type_into(gui.line(dialog, "note"), "Cesar Chavez Day")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ClosureDialog)

    [change] = list_calendar_changes(ctx.db, cafe.id)
    assert change.day.isoformat() == "2027-03-31"
    row = rows(page)[row_with(page, "2027-03-31")]
    assert row == ("3/31/2027", "Wednesday", "Cesar Chavez Day", "Local closure", "", "Recorded")


def test_a_holiday_removed_then_the_removal_undone(
    gui: Gui, window: MainWindow, ctx: AppContext, cafe: Establishment
) -> None:
    report_spill(ctx, cafe)
    window.refresh()
    gui.settle()
    calendar = calendar_of(gui, window)
    gui.click(calendar.remove_button)
    dialog = gui.wait_for_window(RemoveHolidayDialog)
    holiday = gui.combo(dialog, "day")
    gui.click(dialog.ok_button)
    assert gui.message(dialog, "day") == "Choose the holiday your city hall is open on."
    gui.choose(holiday, "Fri 11/27/2026  Day After Thanksgiving")
    gui.type_into(gui.line(dialog, "note"), "City hall open")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(RemoveHolidayDialog)

    row = row_with(calendar, "2026-11-27")
    removed = ("11/27/2026", "Friday", "Day After Thanksgiving", "Removed: a working day")
    assert rows(calendar)[row] == (*removed, "City hall open", "Recorded")
    assert due_of(incidents_of(gui, window))[0] == "12/3/2026", "a working day more: due earlier"

    calendar = calendar_of(gui, window)
    gui.click_cell(calendar.table, calendar.proxy.index(row, CalendarModel.NAME))
    assert calendar.undo_button.isEnabled()
    gui.click(calendar.undo_button)
    void = gui.wait_for_window(VoidDialog)
    assert void.windowTitle() == "Void the removal of the holiday of 11/27/2026"
    gui.type_into(gui.line(void, "reason"), "Closed after all")
    gui.click(void.ok_button)
    gui.wait_until_closed(VoidDialog)

    shown = rows(calendar)
    assert ("11/27/2026", "Friday", "Day After Thanksgiving", "Default", "", "In force") in shown
    undone = shown.index((*removed, "City hall open", "Void: Closed after all"))
    colour = calendar.model.index(undone, 0).data(Qt.ItemDataRole.ForegroundRole)
    assert colour.color() == QColor(VOID_TEXT_COLOUR), "kept, greyed (R6)"
    assert due_of(incidents_of(gui, window))[0] == "12/4/2026", "back to the default calendar"


@pytest.mark.parametrize(
    ("day", "message"),
    [
        ("2026-12-05", "2026-12-05 is not a working day already."),
        ("2026-12-25", "2026-12-25 is not a working day already."),
        ("2026-31-12", "is not a date."),
        ("", "Enter the day that is changed."),
    ],
)
def test_a_closure_that_changes_nothing_is_refused_at_the_date(
    gui: Gui, page: CalendarPage, ctx: AppContext, cafe: Establishment, day: str, message: str
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(ClosureDialog)
    gui.type_into(gui.line(dialog, "day"), day)
    gui.click(dialog.ok_button)
    assert dialog.isVisible() and dialog.ok_button.isEnabled(), "to correct and try again"
    assert message in gui.message(dialog, "day")
    assert list_calendar_changes(ctx.db, cafe.id) == []
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))


def test_the_calendar_model(
    gui: Gui, qtmodeltester: ModelTester, page: CalendarPage, ctx: AppContext,
    cafe: Establishment,
) -> None:  # fmt: skip
    closure = add_calendar_change(ctx.db, cafe.id, "2027-03-31", "Closed", note="Cesar Chavez Day",
                                  actor=ctx.actor)  # fmt: skip
    add_calendar_change(ctx.db, cafe.id, "2026-11-27", "Open", actor=ctx.actor)
    void_calendar_change(ctx.db, closure.id, "Open that day", ctx.actor)
    gui.refresh(page)
    gui.check_model(qtmodeltester, page.model)
