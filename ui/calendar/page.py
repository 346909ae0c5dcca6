"""The "Holiday calendar" settings page: the working-day calendar in force for this year
and the next, which counts the working days of a written confirmation (R5).

The manager adds the days the city hall is closed and removes a default holiday on which
it is open. Changes are records: a change is undone by voiding it with a reason, and it
stays listed, greyed (R6). Every change moves the due dates on the Incidents page.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.calendar import (
    calendar_for,
    list_calendar_changes,
    void_calendar_change,
)
from fog_desktop.services.establishments import get_establishment
from ui.calendar.dialogs import ClosureDialog, RemoveHolidayDialog
from ui.calendar.model import DEFAULT, REMOVED, CalendarDay, CalendarModel, calendar_days
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.looks import give_role
from ui.records_page import RecordsPageOf
from ui.tables import stretch_column

WHAT_FOR = noop(
    "CalendarPage",
    "After an incident, the written confirmation must reach the FOG program manager within "
    "{confirmation_working_days} working days. A working day is Monday to Friday, except "
    "the days off below: the holidays nearly every California city hall closes for, on "
    "their observed dates (a Saturday holiday on the Friday before, a Sunday one on the "
    "Monday after), plus the days your city hall is closed, minus the holidays it is open. "
    "When your city's calendar differs, change it here: the due dates on the Incidents "
    "page move with it. The records packet states the calendar used.",
)
UNDO_HINT = noop("CalendarPage", "Select a local closure or a removed holiday in the table first.")


def counts_text(rows: list[CalendarDay], years: tuple[int, ...]) -> str:
    """How many weekdays are off in each year, in words."""
    parts = []
    for year in years:
        off = sum(1 for r in rows if r.day.year == year and not r.is_void and not r.is_working_day)
        days_off = translate("CalendarPage", "%n weekday(s) off", None, off)
        parts.append(f"{year}: {days_off}")
    return "; ".join(parts) + "."


@dataclass(frozen=True)
class CalendarShown:
    """What one refresh reads, off the GUI thread: whose calendar, and its days."""

    #: The establishment's name; "" when there is none yet.
    establishment: str
    years: tuple[int, ...]
    days: tuple[CalendarDay, ...]


class CalendarPage(RecordsPageOf[CalendarShown, CalendarDay]):
    """The days off of this year and the next. The records are the changes: a closure
    added or a holiday removed is undone by voiding it (Undo a change…), never amended."""

    title = noop("Page", "Holiday calendar")
    HEADING = noop("CalendarPage", "Holiday calendar")
    ADD_TEXT = noop("CalendarPage", "Add a closure day…")
    # A change is undone and made anew, never amended (R6).
    AMENDS = False

    def __init__(self, context: AppContext) -> None:
        self.remove_button = QPushButton(translate("CalendarPage", "Make a holiday a working day…"))
        super().__init__(context, CalendarModel(), void=void_calendar_change)
        # The establishment's name is typed by a user: shown as typed, never as markup.
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.undo_button = self.void_button
        self.undo_button.setText(translate("CalendarPage", "Undo a change…"))
        self.record_buttons.clear()
        self.button_row.insertWidget(self.button_row.indexOf(self.undo_button), self.remove_button)
        self.remove_button.clicked.connect(self.remove_holiday)
        # Said once read: the working days are the establishment's ordinance profile's.
        self.why = QLabel()
        self.why.setObjectName("calendar_why")
        self.why.setWordWrap(True)
        self.layout_.insertWidget(1, self.why)
        self.counts = QLabel()
        self.counts.setObjectName("days_off")
        give_role(self.counts, "summary")
        self.counts.setWordWrap(True)
        self.filter_row.insertWidget(0, self.counts)
        self.shown.hide()
        stretch_column(self.table, CalendarModel.NOTE)
        self.update_buttons()

    def load(self, establishment_id: int | None) -> CalendarShown:
        year = self.context.today().year
        years = (year, year + 1)
        if establishment_id is None:
            return CalendarShown("", years, ())
        db = self.context.db
        name = get_establishment(db, establishment_id).name
        changes = list_calendar_changes(db, establishment_id)
        days = calendar_days(calendar_for(db, establishment_id), changes, years)
        return CalendarShown(name, years, tuple(days))

    def show_read(self, loaded: CalendarShown) -> None:
        self.model.set_rows(loaded.days)
        self.why.setText(self.said(WHAT_FOR))
        if loaded.establishment:
            first, last = loaded.years[0], loaded.years[-1]
            self.heading.setText(
                translate(
                    "CalendarPage", "Holiday calendar of {establishment}, {first} and {last}"
                ).format(establishment=loaded.establishment, first=first, last=last)
            )
            self.counts.setText(counts_text(self.rows(), loaded.years))
        else:
            self.heading.setText(self.said(self.HEADING))
            self.counts.setText("")

    def selected_in_use(self) -> CalendarDay | None:
        """A default holiday is no record: only a change in force can be undone."""
        chosen = self.selected()
        return chosen if chosen is not None and chosen.can_undo else None

    def update_buttons(self) -> None:
        super().update_buttons()
        present = self.establishment_id is not None
        self.remove_button.setEnabled(present and bool(self.removable()))
        can_undo = self.selected_in_use() is not None
        self.void_button.setEnabled(can_undo)
        self.void_button.setToolTip("" if can_undo else translate("CalendarPage", UNDO_HINT))

    def removable(self) -> list[tuple[date, str]]:
        """The default holidays in force this year and the next, which can be removed."""
        return [(r.day, r.name) for r in self.rows() if r.marked == DEFAULT and not r.is_void]

    def form(self, establishment_id: int, row: CalendarDay | None) -> FormDialog[int]:
        """A closure added; a change is never amended (AMENDS), so ``row`` is None."""
        return ClosureDialog(self, self.context, establishment_id)

    def remove_holiday(self) -> RemoveHolidayDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = RemoveHolidayDialog(self, self.context, establishment_id, self.removable())
        dialog.accepted.connect(lambda: self.changed(dialog.outcome))
        dialog.open()
        return dialog

    def void_label(self, row: CalendarDay) -> str:
        if row.marked == REMOVED:
            said = translate("CalendarPage", "the removal of the holiday of {date}")
        else:
            said = translate("CalendarPage", "the closure of {date}")
        return said.format(date=day_text(row.day))
