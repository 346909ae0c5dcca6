"""Add a local closure day, or remove a default holiday, from the working-day calendar
(R5); a refusal shows at its field and nothing is stored."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.calendar import shown_holiday
from fog_desktop.services.calendar import add_calendar_change
from models import CalendarChangeKind
from ui.calendar.model import weekday_text
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, date_field, new_form, paragraph

CLOSURE_WHY = noop(
    "CalendarChangeDialog",
    "A weekday on which your city hall is closed, though it is not in the default "
    "calendar: a written confirmation due that day moves to the next working day.",
)
REMOVE_WHY = noop(
    "CalendarChangeDialog",
    "A default holiday on which your city hall is open after all: it counts as a working "
    "day, and a written confirmation may fall due on it.",
)


class CalendarChangeDialog(FormDialog[int]):
    """A change of the calendar: a day, and a note of why. Its outcome is the change's id.

    Each kind gives its words (marked for translation in this class's context), its field
    for the day (:meth:`add_day`, :meth:`day`)."""

    KIND = ""
    TITLE = ""
    OK_TEXT = ""
    WHY = ""
    NOTE_EXAMPLE = ""
    NOTE_HINT = ""

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(
            parent,
            translate("CalendarChangeDialog", self.TITLE),
            translate("CalendarChangeDialog", self.OK_TEXT),
        )
        self._context = context
        self._establishment_id = establishment_id
        self.content.addWidget(paragraph(translate("CalendarChangeDialog", self.WHY)))
        form = new_form()
        self.content.addLayout(form)
        self.add_day(form)
        self.note = QLineEdit()
        self.note.setPlaceholderText(translate("CalendarChangeDialog", self.NOTE_EXAMPLE))
        hint = translate("CalendarChangeDialog", self.NOTE_HINT) if self.NOTE_HINT else ""
        add_field(
            form,
            self.errors,
            translate("CalendarChangeDialog", "Note"),
            "note",
            self.note,
            hint=hint,
        )

    def add_day(self, form: QFormLayout) -> None:
        raise NotImplementedError

    def day(self) -> str:
        """The day chosen, as ISO (YYYY-MM-DD) when it is a date; the service checks it."""
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
    TITLE = noop("CalendarChangeDialog", "Add a closure day")
    OK_TEXT = noop("CalendarChangeDialog", "Add closure day")
    WHY = CLOSURE_WHY
    NOTE_EXAMPLE = noop("CalendarChangeDialog", "e.g. Cesar Chavez Day")
    NOTE_HINT = noop("CalendarChangeDialog", "Why the city hall is closed; shown in the calendar.")

    def add_day(self, form: QFormLayout) -> None:
        self.day_text = date_field(
            form, self.errors, translate("CalendarChangeDialog", "Date"), "day"
        )

    def day(self) -> str:
        return self.day_text.iso_text()


class RemoveHolidayDialog(CalendarChangeDialog):
    """Remove a default holiday: choose one of those in force, and say why."""

    KIND = CalendarChangeKind.OPEN
    TITLE = noop("CalendarChangeDialog", "Make a holiday a working day")
    OK_TEXT = noop("CalendarChangeDialog", "Make it a working day")
    WHY = REMOVE_WHY
    NOTE_EXAMPLE = noop("CalendarChangeDialog", "e.g. City hall open, per the program manager")

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
            shown = f"{weekday_text(day, short=True)} {day_text(day)}  {shown_holiday(name)}"
            self.holiday.addItem(shown, day.isoformat())
        self.holiday.setPlaceholderText(
            translate("CalendarChangeDialog", "Choose a default holiday")
        )
        self.holiday.setCurrentIndex(-1)
        add_field(
            form, self.errors, translate("CalendarChangeDialog", "Holiday"), "day", self.holiday
        )

    def day(self) -> str:
        day = self.holiday.currentData() if self.holiday.currentIndex() >= 0 else None
        if not day:
            raise ValidationError.single(
                "day",
                translate("CalendarChangeDialog", "Choose the holiday your city hall is open on."),
            )
        return str(day)
