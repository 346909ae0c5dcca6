"""The working-day calendar in force, as a read-only table: the default holidays of R5
on their observed dates, the local closures added, the holidays removed, and the changes
undone, greyed (R6)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from fog_desktop.rules.calendar import WorkingCalendar, default_holidays
from fog_desktop.services.calendar import CalendarChangeRow
from models import CalendarChangeKind
from ui.rows import Column, RowsModel

DEFAULT = "Default"
LOCAL_CLOSURE = "Local closure"
REMOVED = "Removed"
IN_FORCE = "In force"
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


def _change_row(change: CalendarChangeRow, defaults: dict[date, str]) -> CalendarDay:
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


def marked_text(row: CalendarDay) -> str:
    return f"{REMOVED}: a working day" if row.marked == REMOVED else row.marked


class CalendarModel(RowsModel[CalendarDay]):
    """The days of :func:`calendar_days`; void changes greyed and marked "Void: reason"."""

    DATE, WEEKDAY, NAME, MARKED, NOTE, STATUS = range(6)

    def columns(self) -> list[Column[CalendarDay]]:
        return [
            Column("Date", lambda d: d.day.isoformat()),
            Column("Day", lambda d: f"{d.day:%A}"),
            Column("Holiday or closure", lambda d: d.name),
            Column("Calendar", marked_text),
            Column("Note", lambda d: d.note),
            Column("Status", lambda d: d.status_text),
        ]

    def colours(self, row: CalendarDay, column: int) -> tuple[str, str, str] | None:
        colours = {LOCAL_CLOSURE: CLOSURE_COLOURS, REMOVED: REMOVED_COLOURS}.get(row.marked)
        return None if colours is None else (*colours, self.text(row, self.MARKED))
