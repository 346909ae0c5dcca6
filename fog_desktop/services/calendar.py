"""The working-day calendar in force for an establishment, and its changes (rules.md R5).

The establishment adds local closure days to R5's default calendar or removes a default
holiday on which its city hall is open. Changes are records: voided, never deleted.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import day_text, parse_date
from fog_desktop.rules.calendar import SATURDAY, WorkingCalendar, default_holidays
from fog_desktop.services import records, units
from models import CalendarChange, CalendarChangeKind


def _active_changes(session: Session, establishment_id: int) -> list[CalendarChange]:
    return list(
        session.scalars(
            select(CalendarChange).where(
                CalendarChange.establishment_id == establishment_id,
                CalendarChange.voided_at.is_(None),
            )
        )
    )


def working_calendar(session: Session, establishment_id: int) -> WorkingCalendar:
    """R5's default calendar with the establishment's closures added and days removed."""
    changes = _active_changes(session, establishment_id)
    return WorkingCalendar.with_changes(
        closed=(c.day for c in changes if c.kind == CalendarChangeKind.CLOSED),
        opened=(c.day for c in changes if c.kind == CalendarChangeKind.OPEN),
    )


def label(change: CalendarChange) -> str:
    return f"Calendar change {change.day.isoformat()} ({change.kind})"


_CHANGES = records.RecordType(CalendarChange, noop("Records", "calendar change"), label)


def _check(session: Session, establishment_id: int, day: date, kind: str) -> None:
    if any(c.day == day for c in _active_changes(session, establishment_id)):
        raise ValidationError.single(
            "day",
            translate(
                "CalendarChanges", "{day} is changed already; void that change first."
            ).format(day=day_text(day)),
        )
    if kind == CalendarChangeKind.CLOSED:
        if day.weekday() >= SATURDAY or day in default_holidays(day.year):
            raise ValidationError.single(
                "day",
                translate("CalendarChanges", "{day} is not a working day already.").format(
                    day=day_text(day)
                ),
            )
    elif kind == CalendarChangeKind.OPEN:
        if day not in default_holidays(day.year):
            raise ValidationError.single(
                "day",
                translate(
                    "CalendarChanges", "{day} is not a holiday of the default calendar."
                ).format(day=day_text(day)),
            )
    else:
        raise ValidationError.single(
            "kind", translate("CalendarChanges", "Choose Closed (add a day) or Open (remove one).")
        )


def add(
    session: Session, establishment_id: int, day: date, kind: str, *, note: str, actor: str
) -> CalendarChange:
    """Create within an open unit of work (used by the demo and import)."""
    _check(session, establishment_id, day, kind)
    change = CalendarChange(
        establishment_id=establishment_id, day=day, kind=kind, note=note.strip()
    )
    return _CHANGES.create(session, change, actor)


def add_calendar_change(
    db: Database, establishment_id: int, typed_day: str, kind: str, *, note: str = "", actor: str
) -> CalendarChange:
    """Add a local closure (``Closed``) or remove a default holiday (``Open``)."""
    day = parse_date(typed_day, "day", translate("CalendarChanges", "Day"))
    if day is None:
        raise ValidationError.single(
            "day", translate("CalendarChanges", "Enter the day that is changed.")
        )
    with db.write() as session:
        return add(session, establishment_id, day, kind, note=note, actor=actor)


void_calendar_change = _CHANGES.void_by_id


@dataclass(frozen=True)
class CalendarChangeRow:
    """A change to the working calendar as the window, the workbook and the command line
    show it (R5's working days)."""

    id: int
    day: date
    kind: str
    note: str
    status_text: str
    is_void: bool


def list_calendar_changes(db: Database, establishment_id: int) -> list[CalendarChangeRow]:
    """Every change, void ones included (R6), by day."""
    return units.listed(
        db,
        CalendarChange,
        establishment_id,
        lambda c: CalendarChangeRow(c.id, c.day, c.kind, c.note, c.status_text, c.is_void),
        CalendarChange.day,
        CalendarChange.id,
    )


def calendar_for(db: Database, establishment_id: int) -> WorkingCalendar:
    with db.read() as session:
        return working_calendar(session, establishment_id)
