"""A day's trap cleaning in one step: the establishment's traps cleaned today, or on a
few past days, each trap and day a cleaning entry of its own in the audit trail (R3).

A trap is cleaned daily, some 365 entries a year each: the maintenance form one at a time
is no way to keep them. The entries are those the form stores, checked the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import translate
from fog_desktop.parse import day_text
from fog_desktop.services.form import Problems
from fog_desktop.services.maintenance import MaintenanceInput, add
from models import Device, DeviceType, MaintenanceEntry, Service

#: The most days one step records: a few missed days, not a year typed in at once.
MOST_DAYS = 14


@dataclass(frozen=True)
class Trap:
    """A trap in use, and the last day it was recorded cleaned."""

    device_id: str
    location: str
    last_cleaned: date | None


@dataclass(frozen=True)
class CleaningsInput:
    """What was typed: the traps' Device IDs, the first and last day as YYYY-MM-DD (the
    same day for today alone), who cleaned them and a note for each entry."""

    device_ids: Sequence[str]
    first_day: str
    last_day: str
    performed_by: str
    notes: str = ""


def traps_in_use(db: Database, establishment_id: int) -> list[Trap]:
    """The establishment's traps not void, by Device ID, with their last cleaning."""
    with db.read() as session:
        last = (
            select(MaintenanceEntry.device_pk, func.max(MaintenanceEntry.service_date))
            .where(
                MaintenanceEntry.establishment_id == establishment_id,
                MaintenanceEntry.service == Service.CLEANING,
                MaintenanceEntry.voided_at.is_(None),
            )
            .group_by(MaintenanceEntry.device_pk)
        )
        cleaned: dict[int, date] = {row[0]: row[1] for row in session.execute(last)}
        devices = session.scalars(
            select(Device)
            .where(
                Device.establishment_id == establishment_id,
                Device.type == DeviceType.TRAP,
                Device.voided_at.is_(None),
            )
            .order_by(Device.device_id)
        )
        return [Trap(d.device_id, d.location, cleaned.get(d.id)) for d in devices]


def record_cleanings(
    db: Database, establishment_id: int, data: CleaningsInput, actor: str, *, today: date
) -> list[int]:
    """Store a cleaning of each trap on each day, in one unit of work, or nothing; the
    ids of the entries stored. A day a trap was recorded cleaned already is refused,
    named, so that no cleaning is counted twice."""
    with db.write() as session:
        days = _days(data, today)
        _refuse_recorded(session, establishment_id, data.device_ids, days)
        entries = [
            add(session, establishment_id, _entry(day, device_id, data), actor, today=today)
            for day in days
            for device_id in data.device_ids
        ]
        session.flush()
        return [entry.id for entry in entries]


def _days(data: CleaningsInput, today: date) -> list[date]:
    """The days from the first to the last, each checked; refused as a whole if not."""
    problems = Problems()
    if not data.device_ids:
        problems.add("traps", translate("DailyCleaning", "Tick the traps that were cleaned."))
    problems.required_text(
        data.performed_by, "performed_by", translate("DailyCleaning", "Enter who cleaned them.")
    )
    first = problems.required_date(
        data.first_day,
        "first_day",
        translate("DailyCleaning", "From"),
        translate("DailyCleaning", "Enter the day they were cleaned."),
    )
    last = problems.required_date(
        data.last_day,
        "last_day",
        translate("DailyCleaning", "To"),
        translate("DailyCleaning", "Enter the last day they were cleaned."),
    )
    future = translate("DailyCleaning", "The date {day} is in the future; log work done.")
    problems.not_after("last_day", last, today, future)
    if first is not None and last is not None:
        if first > last:
            problems.add(
                "last_day", translate("DailyCleaning", "The last day is before the first one.")
            )
        elif (last - first).days >= MOST_DAYS:
            problems.add(
                "first_day",
                translate("DailyCleaning", "Record at most {count} days at once.").format(
                    count=MOST_DAYS
                ),
            )
    problems.check()
    assert first is not None and last is not None
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]


def _entry(day: date, device_id: str, data: CleaningsInput) -> MaintenanceInput:
    return MaintenanceInput(
        service_date=day.isoformat(),
        device_id=device_id,
        service=Service.CLEANING,
        performed_by=data.performed_by,
        notes=data.notes,
    )


def _refuse_recorded(
    session: Session, establishment_id: int, device_ids: Sequence[str], days: Sequence[date]
) -> None:
    """Refuse the days a trap was recorded cleaned already, each named."""
    recorded = session.execute(
        select(Device.device_id, MaintenanceEntry.service_date)
        .join(MaintenanceEntry.device)
        .where(
            MaintenanceEntry.establishment_id == establishment_id,
            MaintenanceEntry.service == Service.CLEANING,
            MaintenanceEntry.voided_at.is_(None),
            Device.device_id.in_(device_ids),
            MaintenanceEntry.service_date.between(min(days), max(days)),
        )
        .order_by(MaintenanceEntry.service_date, Device.device_id)
    ).all()
    if recorded:
        problems = Problems()
        said = translate("DailyCleaning", "{device} was recorded cleaned on {day} already.")
        for device_id, day in recorded:
            problems.add("first_day", said.format(device=device_id, day=day_text(day)))
        problems.check()
