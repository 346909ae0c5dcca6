"""Add a local closure day, or remove a default holiday, from the working-day calendar
(R5); a refusal shows at its field and nothing is stored."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.services.calendar import add_calendar_change
from models import CalendarChangeKind
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph

CLOSURE_WHY = (
    "A weekday on which your city hall is closed, though it is not in the default "
    "calendar: a written confirmation due that day moves to the next working day."
)
REMOVE_WHY = (
    "A default holiday on which your city hall is open after all: it counts as a working "
    "day, and a written confirmation may fall due on it."
)


class CalendarChangeDialog(FormDialog[int]):
    """A change of the calendar: a day, and a note of why. Its outcome is the change's id.

    Each kind gives its words, its field for the day (:meth:`add_day`, :meth:`day`)."""

    KIND = ""
    TITLE = ""
    OK_TEXT = ""
    WHY = ""
    NOTE_EXAMPLE = ""
    NOTE_HINT = ""

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(parent, self.TITLE, self.OK_TEXT)
        self._context = context
        self._establishment_id = establishment_id
        self.content.addWidget(paragraph(self.WHY))
        form = new_form()
        self.content.addLayout(form)
        self.add_day(form)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.NOTE_EXAMPLE)
        add_field(form, self.errors, "Note", "note", self.note, hint=self.NOTE_HINT)

    def add_day(self, form: QFormLayout) -> None:
        raise NotImplementedError

    def day(self) -> str:
        """The day chosen, as YYYY-MM-DD; the service checks it."""
        raise NotImplementedError

    def submit(self) -> Callable[[], int]:
        db, establishment_id, actor = self._context.db, self._establishment_id, self._context.actor
        day, note, kind = self.day(), self.note.text(), self.KIND
        return lambda: (
            add_calendar_change(db, establishment_id, day, kind, note=note, actor=actor).id
        )


class ClosureDialog(CalendarChangeDialog):
    """Add a closure day: the date, and a note of why."""

    KIND = CalendarChangeKind.CLOSED
    TITLE = "Add a closure day"
    OK_TEXT = "Add closure day"
    WHY = CLOSURE_WHY
    NOTE_EXAMPLE = "e.g. Cesar Chavez Day"
    NOTE_HINT = "Why the city hall is closed; shown in the calendar."

    def add_day(self, form: QFormLayout) -> None:
        self.day_text = QLineEdit()
        self.day_text.setPlaceholderText("YYYY-MM-DD")
        add_field(form, self.errors, "Date", "day", self.day_text)

    def day(self) -> str:
        return self.day_text.text()


class RemoveHolidayDialog(CalendarChangeDialog):
    """Remove a default holiday: choose one of those in force, and say why."""

    KIND = CalendarChangeKind.OPEN
    TITLE = "Make a holiday a working day"
    OK_TEXT = "Make it a working day"
    WHY = REMOVE_WHY
    NOTE_EXAMPLE = "e.g. City hall open, per the program manager"

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        holidays: Sequence[tuple[date, str]],
    ) -> None:
        self._holidays = holidays
        super().__init__(parent, context, establishment_id)

    def add_day(self, form: QFormLayout) -> None:
        self.holiday = QComboBox()
        for day, name in self._holidays:
            self.holiday.addItem(f"{day:%a} {day.isoformat()}  {name}", day.isoformat())
        self.holiday.setPlaceholderText("Choose a default holiday")
        self.holiday.setCurrentIndex(-1)
        add_field(form, self.errors, "Holiday", "day", self.holiday)

    def day(self) -> str:
        day = self.holiday.currentData() if self.holiday.currentIndex() >= 0 else None
        if not day:
            raise ValidationError.single("day", "Choose the holiday your city hall is open on.")
        return str(day)
