"""The working-day calendar in force, as a read-only table: the default holidays of R5
on their observed dates, the local closures added, the holidays removed, and the changes
undone, greyed (R6)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from fog_desktop.i18n import noop, translate
from fog_desktop.rules.calendar import WorkingCalendar, default_holidays, shown_holiday
from fog_desktop.services.calendar import CalendarChangeRow
from models import CalendarChangeKind
from ui.rows import Column, RowsModel, date_column
from ui.widgets.values import status_shown

#: How a day is marked, compared in the code and shown translated (:func:`marked_text`).
DEFAULT = noop("CalendarModel", "Default")
LOCAL_CLOSURE = noop("CalendarModel", "Local closure")
REMOVED = noop("CalendarModel", "Removed")
IN_FORCE = noop("CalendarModel", "In force")
WEEKDAYS = (
    noop("CalendarModel", "Monday"),
    noop("CalendarModel", "Tuesday"),
    noop("CalendarModel", "Wednesday"),
    noop("CalendarModel", "Thursday"),
    noop("CalendarModel", "Friday"),
    noop("CalendarModel", "Saturday"),
    noop("CalendarModel", "Sunday"),
)
SHORT_WEEKDAYS = (
    noop("CalendarModel", "Mon"),
    noop("CalendarModel", "Tue"),
    noop("CalendarModel", "Wed"),
    noop("CalendarModel", "Thu"),
    noop("CalendarModel", "Fri"),
    noop("CalendarModel", "Sat"),
    noop("CalendarModel", "Sun"),
)
#: A local closure, in the table's colours: a day off the establishment chose.
CLOSURE_COLOURS = ("#e7f1fb", "#102a43")
#: A default holiday removed: a working day after all.
REMOVED_COLOURS = ("#fff3cd", "#664d03")


@dataclass(frozen=True)
class CalendarDay:
    """One row: a day off in force, a holiday removed, or a change undone."""

    day: date
    name: str
    marked: str  # Default, Local closure or Removed
    note: str
    status_text: str
    change_id: int | None
    is_void: bool

    @property
    def id(self) -> int:
        """The change's id; a default holiday is no record, and its row is named by its
        day, negative so that no change's id is taken."""
        return self.change_id if self.change_id is not None else -self.day.toordinal()

    @property
    def is_working_day(self) -> bool:
        return self.marked == REMOVED and not self.is_void

    @property
    def can_undo(self) -> bool:
        return self.change_id is not None and not self.is_void


def _change_row(change: CalendarChangeRow, defaults: Mapping[date, str]) -> CalendarDay:
    """A closure is named by its note; a removed holiday by its name, with the note."""
    if change.kind == CalendarChangeKind.CLOSED:
        name, marked, note = change.note or LOCAL_CLOSURE, LOCAL_CLOSURE, ""
    else:
        name, marked, note = defaults.get(change.day, ""), REMOVED, change.note
    return CalendarDay(
        change.day, name, marked, note, change.status_text, change.id, change.is_void
    )


def calendar_days(
    calendar: WorkingCalendar, changes: Iterable[CalendarChangeRow], years: Sequence[int]
) -> list[CalendarDay]:
    """The rows for ``years``: every day off in force and why, every holiday removed, and
    every change undone, by date."""
    rows: list[CalendarDay] = []
    chosen = [c for c in changes if c.day.year in years]
    closures = {c.day: c for c in chosen if not c.is_void and c.kind == CalendarChangeKind.CLOSED}
    for year in years:
        defaults = default_holidays(year)
        for day, name in calendar.holidays_in(year).items():
            closure = closures.get(day)
            rows.append(
                _change_row(closure, defaults)
                if closure is not None
                else CalendarDay(day, name, DEFAULT, "", IN_FORCE, None, False)
            )
        rows.extend(
            _change_row(c, defaults)
            for c in chosen
            if c.day.year == year and (c.is_void or c.kind == CalendarChangeKind.OPEN)
        )
    return sorted(rows, key=lambda r: (r.day, r.is_void))


def weekday_text(day: date, *, short: bool = False) -> str:
    """The day of the week in the interface's language: "Friday", or "Fri"."""
    return translate("CalendarModel", (SHORT_WEEKDAYS if short else WEEKDAYS)[day.weekday()])


def marked_text(row: CalendarDay) -> str:
    if row.marked == REMOVED:
        return translate("CalendarModel", "Removed: a working day")
    return translate("CalendarModel", row.marked)


def name_text(row: CalendarDay) -> str:
    """The holiday's name, the closure's note, or "Local closure" for one without a note."""
    if row.marked == LOCAL_CLOSURE:
        return translate("CalendarModel", LOCAL_CLOSURE) if row.name == LOCAL_CLOSURE else row.name
    return shown_holiday(row.name)


def status_text(row: CalendarDay) -> str:
    """A default holiday is "In force"; a change says its record's status."""
    return (
        translate("CalendarModel", IN_FORCE)
        if row.change_id is None
        else status_shown(row.status_text)
    )


class CalendarModel(RowsModel[CalendarDay]):
    """The days of :func:`calendar_days`; void changes greyed and marked "Void: reason"."""

    DATE, WEEKDAY, NAME, MARKED, NOTE, STATUS = range(6)

    def columns(self) -> list[Column[CalendarDay]]:
        return [
            date_column(translate("CalendarModel", "Date"), lambda d: d.day),
            Column(translate("CalendarModel", "Day"), lambda d: weekday_text(d.day)),
            Column(translate("CalendarModel", "Holiday or closure"), name_text),
            Column(translate("CalendarModel", "Calendar"), marked_text),
            Column(translate("CalendarModel", "Note"), lambda d: d.note),
            self.status_column(status_text),
        ]

    def colours(self, row: CalendarDay, column: int) -> tuple[str, str, str] | None:
        colours = {LOCAL_CLOSURE: CLOSURE_COLOURS, REMOVED: REMOVED_COLOURS}.get(row.marked)
        return None if colours is None else (*colours, self.text(row, self.MARKED))
