"""How often the self-inspection checklist is walked (rules.md R8c): monthly unless the
establishment chooses weekly to quarterly, each choice from the records' beginning or
from a date, so that a change never rewrites the due dates of the checklists walked
before it. Every change is a record with its audit entry (R6)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.self_inspection import (
    DEFAULT_CHECKLIST_INTERVAL,
    IntervalFrom,
    interval_allowed,
)
from fog_desktop.services import records
from models import SelfInspectionInterval


def _interval_label(record: SelfInspectionInterval) -> str:
    every = f"Self-inspection every {Frequency(record.every_number, record.every_unit)}"
    return every if record.applies_from is None else f"{every} from {record.applies_from}"


_INTERVALS = records.RecordType(
    SelfInspectionInterval, noop("Records", "self-inspection interval"), _interval_label
)


def _interval_records(session: Session, establishment_id: int) -> list[SelfInspectionInterval]:
    """The intervals in use: the one from the records' beginning (no date) first, then
    by the day each applies from."""
    found = session.scalars(
        select(SelfInspectionInterval).where(
            SelfInspectionInterval.establishment_id == establishment_id,
            SelfInspectionInterval.voided_at.is_(None),
        )
    )
    return sorted(found, key=lambda r: (r.applies_from is not None, r.applies_from))


@dataclass(frozen=True)
class Intervals:
    """How often the establishment walks the checklist (R8c): ``base`` from the records'
    beginning (its choice, or monthly), and each later change from its date."""

    base: Frequency = DEFAULT_CHECKLIST_INTERVAL
    changes: tuple[IntervalFrom, ...] = ()

    @property
    def latest(self) -> Frequency:
        """The interval of the latest change, or ``base``: what the page says it is."""
        return self.changes[-1].interval if self.changes else self.base


def intervals_in(session: Session, establishment_id: int) -> Intervals:
    """The establishment's checklist intervals, each from its date (R8c)."""
    base, changes = DEFAULT_CHECKLIST_INTERVAL, []
    for record in _interval_records(session, establishment_id):
        every = Frequency(record.every_number, record.every_unit)
        if record.applies_from is None:
            base = every
        else:
            changes.append(IntervalFrom(every, record.applies_from))
    return Intervals(base, tuple(changes))


def checklist_intervals(db: Database, establishment_id: int) -> Intervals:
    with db.read() as session:
        return intervals_in(session, establishment_id)


def checklist_interval(db: Database, establishment_id: int) -> Frequency:
    """How often the checklist is walked now: the latest interval chosen (R8c)."""
    return checklist_intervals(db, establishment_id).latest


@dataclass(frozen=True)
class IntervalValues(records.Values[SelfInspectionInterval]):
    every_number: int
    every_unit: str


def parse_interval(text: str) -> Frequency:
    """An interval typed as "1 month", "2 weeks": refused unless weekly to quarterly."""
    try:
        interval = Frequency.parse(text.strip())
    except ValueError:
        interval = None
    if interval is None or not interval_allowed(interval):
        raise ValidationError.single(
            "interval",
            translate(
                "SelfInspection",
                "Enter how often the checklist is walked, from 1 week to 3 months, "
                "e.g. 1 month or 2 weeks (R8c).",
            ),
        )
    return interval


def set_checklist_interval(
    db: Database, establishment_id: int, text: str, actor: str, *, applies_from: date | None = None
) -> None:
    """Choose how often the checklist is walked (R8c), from ``applies_from`` on: the
    checklists walked before it keep the interval they were due at. Without a date, from
    the records' beginning, until a later change. Choosing again from the same day amends
    that choice; every change is audited."""
    check_storable({"interval": text})
    interval = parse_interval(text)
    values = IntervalValues(every_number=interval.number, every_unit=interval.unit)
    with db.write() as session:
        chosen = next(
            (r for r in _interval_records(session, establishment_id)
             if r.applies_from == applies_from),
            None,
        )  # fmt: skip
        if chosen is None:
            record = SelfInspectionInterval(establishment_id=establishment_id)
            record.applies_from = applies_from
            values.apply_to(record)
            _INTERVALS.create(session, record, actor)
        else:
            _INTERVALS.amend(session, chosen, values, actor, correction=False)
