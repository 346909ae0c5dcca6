"""When each record was entered, against the day it describes (rules.md R6).

The audit trail's "create" entry of a record says when it was typed (its ``at``) and,
for a record an import brought in, from which file (its reason). From that and the day
the record describes, :func:`records_entered_late` lists a window's records written up
more than seven days after the fact, and apart those that were imported, for the
packet's first pages; the records pages and the packet's sections mark each such record
with :class:`Entered`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, TypeVar, cast

from sqlalchemy import ColumnElement, Date, DateTime, Select, and_, func, select, union_all
from sqlalchemy.orm import Session

from fog_desktop.audit import Action, is_imported, local_date
from fog_desktop.database import Database
from fog_desktop.rules.entry_dates import days_after, days_late
from models import (
    AdditiveAuthorization,
    AuditEntry,
    ChecklistAnswer,
    CityInspection,
    ComplianceMilestone,
    ConditionalWaiver,
    CorrectiveAction,
    FrequencyApproval,
    Incident,
    MaintenanceEntry,
    Manifest,
    PhoneNotice,
    Record,
    SelfInspection,
    SignOff,
    TrainingSession,
    ViolationNotice,
    WaiverFeePayment,
)

_Query = TypeVar("_Query", bound=Select[*tuple[Any, ...]])


@dataclass(frozen=True)
class _Describes:
    """The day a record of ``model`` describes: its column ``day`` (a date, or a moment
    whose date it is), or the column ``day`` of the record it belongs to, ``through``,
    which its column ``link`` names."""

    model: type[Record]
    day: str
    through: type[Record] | None = None
    link: str = ""

    @property
    def column(self) -> ColumnElement[date]:
        column = getattr(self.through or self.model, self.day)
        if isinstance(column.type, DateTime):
            return func.date(column, type_=Date)
        return cast("ColumnElement[date]", column)

    def joined(self, query: _Query) -> _Query:
        """``query`` of ``model`` joined to the record whose day it describes, if another."""
        if self.through is None:
            return query
        return query.join(self.through, self.through.id == getattr(self.model, self.link))

    def of(self, session: Session, record: Record) -> date | None:
        """The day ``record`` describes; the record it belongs to is in ``session``."""
        owner: Record | None = record
        if self.through is not None:
            owner = session.get(self.through, getattr(record, self.link))
        value = getattr(owner, self.day, None)
        return value.date() if isinstance(value, datetime) else value


#: The day each type of record describes, the one list of them (R6). A record of a type
#: not listed (an establishment, a device, an employee, an attachment, a setting, a plan
#: for a day to come, the explanation of a half-year missed, written after it by nature)
#: describes no day and is never late.
DESCRIBES: tuple[_Describes, ...] = (
    _Describes(MaintenanceEntry, "service_date"),
    _Describes(Manifest, "manifest_date"),
    _Describes(TrainingSession, "session_date"),
    # an attendee's sign-off, the day of their session
    _Describes(SignOff, "session_date", TrainingSession, "session_id"),
    _Describes(Incident, "incident_date"),
    _Describes(PhoneNotice, "called_at"),
    _Describes(SelfInspection, "inspected_on"),
    # an item of a checklist, the day it was walked
    _Describes(ChecklistAnswer, "inspected_on", SelfInspection, "inspection_id"),
    _Describes(CorrectiveAction, "fixed_on"),
    _Describes(AdditiveAuthorization, "authorized_on"),
    _Describes(CityInspection, "inspected_on"),
    _Describes(ViolationNotice, "notice_on"),
    _Describes(ComplianceMilestone, "agreed_on"),
    _Describes(FrequencyApproval, "approved_on"),
    _Describes(ConditionalWaiver, "granted_on"),
    _Describes(WaiverFeePayment, "paid_on"),
)
_BY_MODEL = {d.model: d for d in DESCRIBES}


def described_day(session: Session, record: Record) -> date | None:
    """The day ``record`` describes (R6); None for a record of a type that describes none."""
    described = _BY_MODEL.get(type(record))
    return None if described is None else described.of(session, record)


@dataclass(frozen=True)
class Entered:
    """When a record was entered (the local date of its "create" entry), and whether an
    import brought it in (R6)."""

    on: date
    imported: bool = False

    def days_late(self, describes: date) -> int | None:
        """The days after ``describes`` it was typed, when more than seven; None when on
        time, and for an imported record, which was not typed here at all."""
        return None if self.imported else days_late(describes, self.on)

    def said(self, describes: date) -> str:
        """What the packet says of it beside the day it describes: "entered 9 days later",
        "imported from a workbook on 2026-03-01", or nothing when it was typed in time."""
        if self.imported:
            return f"imported from a workbook on {self.on.isoformat()}"
        late = self.days_late(describes)
        return "" if late is None else f"entered {late} days later"


def entered_of(at: datetime, reason: str) -> Entered:
    """What a "create" entry made ``at`` with ``reason`` says of its record."""
    return Entered(local_date(at), is_imported(reason))


def created_entry(model: type[Record]) -> ColumnElement[bool]:
    """The join of a record of ``model`` to its "create" entry: one a record, found by the
    index of a record's history (``ix_audit_entries_record``)."""
    return and_(
        AuditEntry.record_table == model.__tablename__,
        AuditEntry.record_id == model.id,
        AuditEntry.action == Action.CREATE,
    )


def entered_dates(
    session: Session, model: type[Record], establishment_id: int
) -> dict[int, Entered]:
    """When each record of ``model`` of the establishment was entered, by id: what a
    records page shows beside each row."""
    found = session.execute(
        select(AuditEntry.record_id, AuditEntry.at, AuditEntry.reason).where(
            AuditEntry.record_table == model.__tablename__,
            AuditEntry.establishment_id == establishment_id,
            AuditEntry.action == Action.CREATE,
        )
    )
    return {record_id: entered_of(at, reason) for record_id, at, reason in found}


@dataclass(frozen=True)
class EntryDate:
    """One record of the window, entered late or imported: its table, id and label as the
    audit trail names it, the day it describes, the day it was entered and how late."""

    table: str
    record_id: int
    label: str
    describes: date
    entered: date
    #: Days after the day it describes; for an imported record, whatever they are.
    days_after: int


@dataclass(frozen=True)
class EntryDates:
    """The records of a window written up more than seven days after the day they
    describe, and apart, those brought in by an import (R6), each oldest first."""

    late: tuple[EntryDate, ...]
    imported: tuple[EntryDate, ...]

    def late_by_table(self) -> dict[str, int]:
        """How many were entered late, by table."""
        counts: dict[str, int] = {}
        for entry in self.late:
            counts[entry.table] = counts.get(entry.table, 0) + 1
        return counts


def _of_window(
    described: _Describes, establishment_id: int, start: date, end: date
) -> Select[*tuple[Any, ...]]:
    """The "create" entries of the records of one type in use whose day is in the window."""
    model, day = described.model, described.column
    query = select(
        AuditEntry.record_table,
        AuditEntry.record_id,
        AuditEntry.record_label,
        AuditEntry.at,
        AuditEntry.reason,
        day.label("describes"),
    ).select_from(model)
    return (
        described.joined(query)
        .join(AuditEntry, created_entry(model))
        .where(
            model.__table__.c.establishment_id == establishment_id,
            model.voided_at.is_(None),
            day >= start,
            day <= end,
            *_kept_at_the_time(described),
        )
    )


def _kept_at_the_time(described: _Describes) -> list[ColumnElement[bool]]:
    """Leaves out the records written up at set-up from paper (R9): a log of before the
    records began is no late entry (R6)."""
    owner = described.through or described.model
    marked = owner.__table__.c.get("before_records_began")
    return [] if marked is None else [marked.is_(False)]


def records_entered_late(db: Database, establishment_id: int, start: date, end: date) -> EntryDates:
    """Every record in use of ``establishment_id`` describing a day from ``start`` to
    ``end`` (both included) that was entered more than seven days after that day, and
    apart, every one an import brought in, whenever it was imported (R6).

    One query, a part for each type of record (:data:`DESCRIBES`), each record joined to
    its "create" entry by the audit trail's index of a record's history: a busy kitchen's
    ten years of log are read in one pass over the window's records. A void record is
    left out: it is no record of the establishment's, and its void reason says why.
    """
    query = union_all(*(_of_window(d, establishment_id, start, end) for d in DESCRIBES))
    late: list[EntryDate] = []
    imported: list[EntryDate] = []
    with db.read() as session:
        rows = session.execute(query).all()
    for table, record_id, label, at, reason, describes in rows:
        entered = entered_of(at, reason)
        entry = EntryDate(
            table, record_id, label, describes, entered.on, days_after(describes, entered.on)
        )
        if entered.imported:
            imported.append(entry)
        elif entered.days_late(describes) is not None:
            late.append(entry)

    def order(entry: EntryDate) -> tuple[date, str, int]:
        return entry.describes, entry.table, entry.record_id

    return EntryDates(tuple(sorted(late, key=order)), tuple(sorted(imported, key=order)))
