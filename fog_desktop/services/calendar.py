"""The working-day calendar in force for an establishment (rules.md R5)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.rules.calendar import WorkingCalendar
from models import CalendarChange, CalendarChangeKind


def working_calendar(session: Session, establishment_id: int) -> WorkingCalendar:
    """R5's default calendar with the establishment's closures added and days removed."""
    changes = session.scalars(
        select(CalendarChange).where(
            CalendarChange.establishment_id == establishment_id,
            CalendarChange.voided_at.is_(None),
        )
    ).all()
    return WorkingCalendar.with_changes(
        closed=(c.day for c in changes if c.kind == CalendarChangeKind.CLOSED),
        opened=(c.day for c in changes if c.kind == CalendarChangeKind.OPEN),
    )
