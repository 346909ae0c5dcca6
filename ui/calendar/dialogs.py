"""Add a local closure day, or remove a default holiday, from the working-day calendar
(R5); a refusal shows at its field and nothing is stored."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services.calendar import add_calendar_change
from models import CalendarChangeKind
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph

CLOSURE_WHY = (
    "A weekday on which your city hall is closed, though it is not in the default "
    "calendar: a written confirmation due that day moves to the next working day (R5)."
)
REMOVE_WHY = (
    "A default holiday on which your city hall is open after all: it counts as a working "
    "day, and a written confirmation may fall due on it (R5)."
)


class ClosureDialog(FormDialog[Any]):
    """Add a closure day: the date, and a note of why."""

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(parent, "Add a closure day", "Add closure day")
        self._context = context
        self._establishment_id = establishment_id
        self.content.addWidget(paragraph(CLOSURE_WHY))
        form = new_form()
        self.content.addLayout(form)
        self.day = QLineEdit()
        self.day.setPlaceholderText("YYYY-MM-DD")
        add_field(form, self.errors, "Date", "day", self.day)
        self.note = QLineEdit()
        self.note.setPlaceholderText("e.g. Cesar Chavez Day")
        add_field(
            form,
            self.errors,
            "Note",
            "note",
            self.note,
            hint="Why the city hall is closed; shown in the calendar.",
        )

    def submit(self) -> None:
        add_calendar_change(
            self._context.db,
            self._establishment_id,
            self.day.text(),
            CalendarChangeKind.CLOSED,
            note=self.note.text(),
            actor=self._context.actor,
        )


class RemoveHolidayDialog(FormDialog[Any]):
    """Remove a default holiday: choose one of those in force, and say why."""

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        holidays: Sequence[tuple[date, str]],
    ) -> None:
        super().__init__(parent, "Make a holiday a working day", "Make it a working day")
        self._context = context
        self._establishment_id = establishment_id
        self.content.addWidget(paragraph(REMOVE_WHY))
        form = new_form()
        self.content.addLayout(form)
        self.holiday = QComboBox()
        for day, name in holidays:
            self.holiday.addItem(f"{day:%a} {day.isoformat()}  {name}", day.isoformat())
        self.holiday.setPlaceholderText("Choose a default holiday")
        self.holiday.setCurrentIndex(-1)
        add_field(form, self.errors, "Holiday", "day", self.holiday)
        self.note = QLineEdit()
        self.note.setPlaceholderText("e.g. City hall open, per the program manager")
        add_field(form, self.errors, "Note", "note", self.note)

    def submit(self) -> None:
        day = self.holiday.currentData() if self.holiday.currentIndex() >= 0 else None
        if not day:
            raise ValidationError.single("day", "Choose the holiday your city hall is open on.")
        add_calendar_change(
            self._context.db,
            self._establishment_id,
            day,
            CalendarChangeKind.OPEN,
            note=self.note.text(),
            actor=self._context.actor,
        )
