"""The "Holiday calendar" settings page: the working-day calendar in force for this year
and the next, which counts the five working days of a written confirmation (R5).

The manager adds the days the city hall is closed and removes a default holiday on which
it is open. Changes are records: a change is undone by voiding it with a reason, and it
stays listed, greyed (R6). Every change moves the due dates on the Incidents page.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QPushButton, QVBoxLayout

from fog_desktop.context import AppContext
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.services.calendar import (
    calendar_for,
    list_calendar_changes,
    void_calendar_change,
)
from fog_desktop.services.establishments import get_establishment
from ui.calendar.dialogs import ClosureDialog, RemoveHolidayDialog
from ui.calendar.model import DEFAULT, REMOVED, CalendarDay, CalendarModel, calendar_days
from ui.dialogs import VoidDialog
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
WHAT_FOR = (
    "After an incident, the written confirmation must reach the FOG program manager within "
    "five working days (R5). A working day is Monday to Friday, except the days off below: "
    "the holidays nearly every California city hall closes for, on their observed dates "
    "(a Saturday holiday on the Friday before, a Sunday one on the Monday after), plus the "
    "days your city hall is closed, minus the holidays it is open. When your city's "
    "calendar differs, change it here: the due dates on the Incidents page move with it. "
    "The records packet states the calendar used."
)
UNDO_HINT = "Select a local closure or a removed holiday in the table first."


def counts_text(rows: list[CalendarDay], years: tuple[int, ...]) -> str:
    """How many weekdays are off in each year, in words."""
    parts = []
    for year in years:
        off = sum(1 for r in rows if r.day.year == year and not r.is_void and not r.is_working_day)
        parts.append(f"{year}: {off} weekday{'s' if off != 1 else ''} off")
    return "; ".join(parts) + "."


class CalendarPage(Page[Any]):
    title = "Holiday calendar"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self._calendar = WorkingCalendar()
        self._years: tuple[int, ...] = ()
        self.heading = heading("Holiday calendar")
        # The establishment's name is typed by a user: shown as typed, never as markup.
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.why = QLabel(WHAT_FOR)
        self.why.setObjectName("calendar_why")
        self.why.setWordWrap(True)
        self.counts = QLabel()
        self.counts.setObjectName("days_off")
        self.counts.setProperty("role", "summary")
        self.model = CalendarModel()
        self.table = read_only_table(self.model)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.horizontalHeader().setSectionResizeMode(
            CalendarModel.NOTE, QHeaderView.ResizeMode.Stretch
        )
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.add_button = QPushButton("Add a closure day…")
        self.remove_button = QPushButton("Make a holiday a working day…")
        self.undo_button = QPushButton("Undo a change…")
        self.add_button.clicked.connect(self.add_closure)
        self.remove_button.clicked.connect(self.remove_holiday)
        self.undo_button.clicked.connect(self.undo_change)
        self._lay_out()
        self._update_buttons()

    def _lay_out(self) -> None:
        title_row = QHBoxLayout()
        title_row.addWidget(self.heading)
        title_row.addStretch()
        for button in (self.add_button, self.remove_button, self.undo_button):
            title_row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        layout.addWidget(self.why)
        layout.addWidget(self.counts)
        layout.addWidget(self.table, stretch=1)

    def refresh(self) -> None:
        chosen = self.selected_day()
        establishment_id = self.establishment_id
        year = self.context.today().year
        self._years = (year, year + 1)
        if establishment_id is None:
            self.heading.setText("Holiday calendar")
            self.counts.setText(NO_ESTABLISHMENT)
            self.model.set_days([])
            self._update_buttons()
            return
        db = self.context.db
        name = get_establishment(db, establishment_id).name
        self.heading.setText(f"Holiday calendar of {name}, {year} and {year + 1}")
        self._calendar = calendar_for(db, establishment_id)
        changes = list_calendar_changes(db, establishment_id)
        rows = calendar_days(self._calendar, changes, self._years)
        self.model.set_days(rows)
        self.counts.setText(counts_text(rows, self._years))
        fit_columns(self.table)
        if chosen is not None and chosen.change_id is not None:
            row = self.model.row_of(chosen.change_id)
            if row is not None:
                self.table.selectRow(row)
        self._update_buttons()

    def selected_day(self) -> CalendarDay | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.day(rows[0].row()) if rows else None

    def _update_buttons(self) -> None:
        present = self.establishment_id is not None
        self.add_button.setEnabled(present)
        self.remove_button.setEnabled(present and bool(self.removable()))
        chosen = self.selected_day()
        self.undo_button.setEnabled(chosen is not None and chosen.can_undo)
        self.undo_button.setToolTip("" if self.undo_button.isEnabled() else UNDO_HINT)

    def removable(self) -> list[tuple[date, str]]:
        """The default holidays in force this year and the next, which can be removed."""
        return [
            (r.day, r.name)
            for r in (self.model.day(i) for i in range(self.model.rowCount()))
            if r.marked == DEFAULT and not r.is_void
        ]

    def add_closure(self) -> ClosureDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = ClosureDialog(self, self.context, establishment_id)
        dialog.accepted.connect(self._changed)
        dialog.open()
        return dialog

    def remove_holiday(self) -> RemoveHolidayDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = RemoveHolidayDialog(self, self.context, establishment_id, self.removable())
        dialog.accepted.connect(self._changed)
        dialog.open()
        return dialog

    def undo_change(self) -> VoidDialog | None:
        chosen = self.selected_day()
        if chosen is None or not chosen.can_undo or chosen.change_id is None:
            return None
        change_id = chosen.change_id

        def void(reason: str) -> None:
            void_calendar_change(self.context.db, change_id, reason, self.context.actor)

        what = "removal of the holiday" if chosen.marked == REMOVED else "closure"
        dialog = VoidDialog(self, f"the {what} of {chosen.day.isoformat()}", void)
        dialog.accepted.connect(self._changed)
        dialog.open()
        return dialog

    def _changed(self) -> None:
        self.refresh()
        self.records_changed.emit()
