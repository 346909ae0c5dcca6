"""Planned expansions, remodels and process changes, and their written notice to the city
(rules.md R8a).

A change is recorded with its planned start; the notice is due sixty days before it and
met by the day it was sent, its proof attached. A start less than sixty days away is
accepted: the notice is then late from the day the change is entered, and
:func:`notice_words` says so rather than the form refusing it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, days, parse_date
from fog_desktop.rules.obligations import Obligation
from fog_desktop.rules.planned_changes import (
    PlannedChangeFacts,
    days_late,
    notice_due,
    notice_obligation,
)
from fog_desktop.services import attachments, records, units
from fog_desktop.services.collecting import Scope
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.ordinances import profile_in
from models import Attachment, PlannedChange

#: The longest description the column holds: it is the line its notice is listed under.
DESCRIPTION_LENGTH = 200


@dataclass(frozen=True)
class ChangeInput(AsTyped["ChangeRow"]):
    """A planned change as typed: dates YYYY-MM-DD."""

    description: str = ""
    planned_start: str = ""
    notice_sent_on: str = ""
    notes: str = ""


@dataclass(frozen=True)
class ChangeColumns:
    """A planned change's columns as stored, typed."""

    description: str
    planned_start: date
    notice_sent_on: date | None
    notes: str


@dataclass(frozen=True)
class ChangeValues(ChangeColumns, records.Values[PlannedChange]):
    """A planned change's columns as :func:`validate` checked them."""


def label(change: PlannedChange) -> str:
    return f"Planned change {change.description}"


_CHANGES = records.RecordType(PlannedChange, noop("Records", "planned change"), label)


def _sent_on(text: str, today: date, problems: Problems) -> date | None:
    sent = problems.parse(
        parse_date, text, "notice_sent_on", translate("Changes", "Notice sent on")
    )
    future = translate("Changes", "The date {day} is in the future.")
    problems.not_after("notice_sent_on", sent, today, future)
    return sent


def validate(data: ChangeInput, today: date) -> ChangeValues:
    """The change's values, refused field by field (R8a). A planned start in the past is
    taken: a change recorded after it began still owes its notice."""
    check_storable(asdict(data))
    problems = Problems()
    description = data.description.strip()
    if not description:
        problems.add(
            "description",
            translate("Changes", "Say in a line what will change, e.g. a second fryer line."),
        )
    elif len(description) > DESCRIPTION_LENGTH:
        problems.add(
            "description",
            translate(
                "Changes", "Keep the description to {count} characters; put the rest in Notes."
            ).format(count=DESCRIPTION_LENGTH),
        )
    start = problems.required_date(
        data.planned_start,
        "planned_start",
        translate("Changes", "Planned start"),
        translate("Changes", "Enter the day the work or the change starts."),
    )
    sent = _sent_on(data.notice_sent_on, today, problems)
    problems.check()
    assert start is not None
    return ChangeValues(
        description=description,
        planned_start=start,
        notice_sent_on=sent,
        notes=data.notes.strip(),
    )


def add(
    session: Session, establishment_id: int, data: ChangeInput, actor: str, *, today: date
) -> PlannedChange:
    """Record within an open unit of work (used by the demo and the import)."""
    return _CHANGES.add(session, validate(data, today), actor, establishment_id=establishment_id)


def create_change(
    db: Database,
    establishment_id: int,
    data: ChangeInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> PlannedChange:
    """Record a planned change, with the notice's proof attached if it was sent (R8a)."""
    return _CHANGES.store(
        db,
        lambda session: add(session, establishment_id, data, actor, today=today),
        attach=attachments.files(files, actor),
    )


def amend_change(
    db: Database,
    pk: int,
    data: ChangeInput,
    actor: str,
    *,
    today: date,
    reason: str = "",
    files: Sequence[Path] = (),
) -> PlannedChange:
    """Correct a planned change, the notice's proof attached with it (R8a)."""
    values = validate(data, today)
    return _CHANGES.amend_by_id(
        db, pk, lambda _s, _c: values, actor, reason, attach=attachments.files(files, actor)
    )


@dataclass(frozen=True)
class NoticeSent(records.Values[PlannedChange]):
    """The day the notice went to the city (R8a)."""

    notice_sent_on: date


def record_notice_sent(
    db: Database,
    pk: int,
    sent_on: str,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> PlannedChange:
    """Record the day the written notice was sent, its proof attached in the same unit of
    work (R8a): a step of the change's life, not a correction."""
    problems = Problems()
    day = _sent_on(sent_on, today, problems)
    if day is None and not problems:
        problems.add("notice_sent_on", translate("Changes", "Enter the day the notice was sent."))
    problems.check()
    assert day is not None

    def sent(session: Session, change: PlannedChange) -> None:
        _CHANGES.amend(session, change, NoticeSent(day), actor, "Notice sent", correction=False)

    return _CHANGES.change_by_id(db, pk, sent, attach=attachments.files(files, actor))


#: For a change entered in error, or one given up: its notice is no longer owed.
void_change = _CHANGES.void_by_id


@dataclass(frozen=True)
class ChangeRow(ChangeColumns):
    """A planned change as the pages, the command line and the packet show it."""

    id: int
    establishment_id: int
    notice_due: date
    #: The proofs attached in use.
    proofs: int
    status_text: str
    is_void: bool


def list_changes(db: Database, establishment_id: int) -> list[ChangeRow]:
    """Every planned change, void ones included (R6), by planned start."""
    with db.read() as session:
        found = units.kept(session, PlannedChange, establishment_id)
        counted = session.execute(
            select(Attachment.owner_id, func.count(Attachment.id))
            .where(
                Attachment.owner_table == PlannedChange.__tablename__,
                Attachment.voided_at.is_(None),
            )
            .group_by(Attachment.owner_id)
        )
        proofs: dict[int, int] = dict(counted.all())
        profile = profile_in(session, establishment_id)
        rows = [
            ChangeRow(
                **records.shown(c, ChangeColumns),
                establishment_id=establishment_id,
                notice_due=notice_due(c.planned_start, profile),
                proofs=proofs.get(c.id, 0),
            )
            for c in found
        ]
    return sorted(rows, key=lambda r: (r.planned_start, r.id))


def notice_words(row: ChangeRow, as_of: date) -> str:
    """Where the notice stands, in words (R8a): sent, when it is due, or how late it is;
    a start less than the profile's sixty days away says the notice is late already."""
    notice_days = (row.planned_start - row.notice_due).days
    if row.notice_sent_on is not None:
        late = days_late(row.notice_due, row.notice_sent_on)
        if late:
            return translate("Changes", "Sent on {day}, {late} after it was due.").format(
                day=day_text(row.notice_sent_on), late=days(late)
            )
        return translate("Changes", "Sent on {day}, in time.").format(
            day=day_text(row.notice_sent_on)
        )
    late = days_late(row.notice_due, as_of)
    if late:
        return translate(
            "Changes",
            "Late already: the city must have it {notice} days before the start, so it was "
            "due on {due}. Send it now.",
        ).format(notice=notice_days, due=day_text(row.notice_due))
    return translate("Changes", "Send it by {due}, {notice} days before the start.").format(
        due=day_text(row.notice_due), notice=notice_days
    )


def planned_change_obligations(scope: Scope) -> Iterator[Obligation]:
    """Per planned change in use: its written notice, due sixty days before its start and
    met by the day it was sent (R8a)."""
    for change in scope.in_use(PlannedChange):
        facts = PlannedChangeFacts(change.description, change.planned_start, change.notice_sent_on)
        yield notice_obligation(
            facts, scope.as_of, f"{PlannedChange.__tablename__}:{change.id}", scope.profile
        )
