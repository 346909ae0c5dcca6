"""Create, amend and void: the one way any record changes (rules.md R6).

Each change is flushed and then written to the audit trail in the same unit of work, so
a record and its audit entry are stored together or not at all. Every text passes
:func:`~fog_desktop.parse.check_storable` here, whichever screen, command or import
typed it, and :func:`check_lengths`: a text longer than its column holds.

What a form's check hands over is a :class:`Values` of the record it changes: a frozen
dataclass of typed columns, so mypy sees an amendment's fields and their types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import Field, dataclass, fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from sqlalchemy import ColumnElement, String, func, inspect, select
from sqlalchemy.orm import InstrumentedAttribute, Session
from sqlalchemy.orm.interfaces import ORMOption

from fog_desktop.audit import (
    Action,
    append,
    create_reason,
    created_moment,
    now_utc,
    snapshot,
)
from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.parse import check_storable
from models import AuditEntry, Record

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

R = TypeVar("R", bound=Record)


class Values(Generic[R]):
    """The clean values of a form for a record of type ``R``.

    Each subclass is a frozen dataclass whose fields are columns of ``R``, each with the
    column's type (``tests/services/test_records.py`` holds every subclass to its model), so that
    applying it field by field assigns only what the column holds.
    """

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def columns(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def apply_to(self, record: R) -> None:
        """Set each of these columns of a record not stored yet."""
        for key, value in self.columns().items():
            setattr(record, key, value)


def shown(record: Record, columns: type[DataclassInstance]) -> dict[str, Any]:
    """What every row of a stored record shows, by name: the columns that ``columns``
    declares (held to the table's types by its :class:`Values`), its id and its status,
    void ones included (R6)."""
    declared = {column.name: getattr(record, column.name) for column in fields(columns)}
    return declared | {
        "id": record.id,
        "status_text": record.status_text,
        "is_void": record.is_void,
    }


_LENGTHS: dict[type[object], dict[str, int]] = {}


def _lengths(model: type[object]) -> dict[str, int]:
    """The most characters each text column of ``model`` holds, by attribute name (read
    once a model: an import checks every row)."""
    if model not in _LENGTHS:
        _LENGTHS[model] = {
            attr.key: column.type.length
            for attr in inspect(model).column_attrs
            for column in attr.columns
            if isinstance(column.type, String) and column.type.length
        }
    return _LENGTHS[model]


def _too_long(field: str, value: object, limit: int | None) -> list[Problem]:
    """The problem of a text longer than ``limit`` characters, at ``field``."""
    if limit is None or not isinstance(value, str) or len(value) <= limit:
        return []
    message = translate("Records", "At most {limit} characters; this has {count}.")
    return [Problem(field, message.format(limit=limit, count=len(value)))]


def check_lengths(model: type[object], values: Mapping[str, object]) -> None:
    """Refuse each text longer than its column of ``model`` holds, at its field (the
    message leaves the field's name to where it is shown, as :func:`check_storable`).

    PostgreSQL refuses such a text with an error the user can't act on, where SQLite
    keeps it whole: what one database takes, the other must too.
    """
    limits = _lengths(model)
    problems = [p for key, value in values.items() for p in _too_long(key, value, limits.get(key))]
    if problems:
        raise ValidationError(problems)


def check_operator(name: str) -> None:
    """Refuse an operator's name no record could be signed with (R6): a character no
    database stores, or more than the audit trail keeps."""
    check_storable({"operator": name})
    if problems := _too_long("operator", name, _lengths(AuditEntry)["actor"]):
        raise ValidationError(problems)


def create(
    session: Session, record: R, *, label: str, establishment_id: int | None, actor: str
) -> R:
    attrs = inspect(type(record)).column_attrs
    columns = {c.key: getattr(record, c.key) for c in attrs}
    check_storable(columns)
    check_lengths(type(record), columns)
    check_operator(actor)
    record.created_at = created_moment(session, record)
    record.version = 1
    record.entered_by = actor
    session.add(record)
    session.flush()
    append(
        session,
        action=Action.CREATE,
        record=record,
        label=label,
        establishment_id=establishment_id if establishment_id is not None else record.id,
        before=None,
        actor=actor,
        reason=create_reason(session),
        at=record.created_at,
    )
    return record


def amend(
    session: Session,
    record: R,
    changes: Values[R],
    *,
    label: str,
    establishment_id: int,
    actor: str,
    reason: str = "",
    correction: bool = True,
) -> bool:
    """Apply ``changes``; the earlier version stays in the audit trail. False if none.

    A correction makes the record "Amended". A step of its life that corrects nothing
    (an attendee signs, a confirmation is sent, a manifest is linked) is written to the
    audit trail as an update, and the record keeps its status.
    """
    if record.is_void:
        raise ValidationError.single(
            "", translate("Records", "{record} is void and can't be amended.").format(record=label)
        )
    columns = changes.columns()
    check_storable({**columns, "reason": reason})
    check_lengths(type(record), columns)
    check_operator(actor)
    before = snapshot(record)
    changed = {k: v for k, v in columns.items() if getattr(record, k) != v}
    if not changed:
        return False
    for key, value in changed.items():
        setattr(record, key, value)
    if correction:
        record.version += 1
    action = Action.AMEND if correction else Action.UPDATE
    _flush_and_append(
        session, record, before, _Entry(action, label, establishment_id, actor, reason)
    )
    return True


def void(
    session: Session, record: R, *, reason: str, label: str, establishment_id: int, actor: str
) -> None:
    """Mark ``record`` entered in error; it stays visible, greyed and marked void."""
    if not reason.strip():
        raise ValidationError.single(
            "reason", translate("Records", "Say why this record is void; the reason is kept.")
        )
    check_storable({"reason": reason})
    check_operator(actor)
    if record.is_void:
        raise ValidationError.single(
            "reason", translate("Records", "{record} is void already.").format(record=label)
        )
    before = snapshot(record)
    record.voided_at = now_utc()
    record.void_reason = reason.strip()
    _flush_and_append(
        session, record, before, _Entry(Action.VOID, label, establishment_id, actor, reason)
    )


def next_number(
    session: Session, number: InstrumentedAttribute[str], establishment_id: int, prefix: str
) -> str:
    """<prefix>-<n>, e.g. INC-2026-003: the next ID a record of ``number``'s table gets,
    numbered per establishment and prefix, void ones counted, so an ID is never given
    twice."""
    table = number.class_
    taken = session.scalar(
        select(func.count()).where(
            table.establishment_id == establishment_id, number.like(f"{prefix}-%")
        )
    )
    return f"{prefix}-{(taken or 0) + 1:03d}"


@dataclass(frozen=True)
class _Entry:
    """What the audit entry of an amendment or a voiding says beside the record."""

    action: str
    label: str
    establishment_id: int
    actor: str
    reason: str


def _flush_and_append(
    session: Session, record: Record, before: dict[str, Any], entry: _Entry
) -> None:
    session.flush()
    append(
        session,
        action=entry.action,
        record=record,
        label=entry.label,
        establishment_id=entry.establishment_id,
        before=before,
        actor=entry.actor,
        reason=entry.reason.strip(),
    )


#: What is done to a record in the unit of work that stores or changes it, before it is
#: changed: files attached by :func:`~fog_desktop.services.attachments.files`.
Attach = Callable[[Session, R], object]


def _nothing(_session: Session, _record: Record) -> None:
    """No files to attach."""


@dataclass(frozen=True)
class RecordType(Generic[R]):
    """One type of record as its service changes it: how a message names it ("device",
    marked for translation with the context "Records"), its label in the audit trail,
    the establishment it belongs to (the one its ``establishment_id`` names, unless told),
    and the relationships its label and its service read, loaded with it (relationships
    never load lazily)."""

    model: type[R]
    noun: str
    label: Callable[[R], str]
    establishment_of: Callable[[R], int] = attrgetter("establishment_id")
    load: Sequence[ORMOption] = ()

    def get(self, session: Session, pk: int) -> R:
        record = session.get(self.model, pk, options=self.load)
        if record is None:
            raise NotFound(
                translate("Records", "There is no {noun} with id {id}.").format(
                    noun=translate("Records", self.noun), id=pk
                )
            )
        return record

    def read(self, db: Database, pk: int) -> R:
        with db.read() as session:
            return self.get(session, pk)

    def add(self, session: Session, values: Values[R], actor: str, **keys: object) -> R:
        """Create a record of ``keys`` (its establishment, the record it belongs to) with
        the checked ``values``, within an open unit of work."""
        record = self.model(**keys)
        values.apply_to(record)
        return self.create(session, record, actor)

    def store(
        self, db: Database, make: Callable[[Session], R], *, attach: Attach[R] = _nothing
    ) -> R:
        """Create the record ``make`` makes and attach files to it, in one unit of work:
        together or not at all."""
        with db.write() as session:
            record = make(session)
            attach(session, record)
            return record

    def change_by_id(
        self,
        db: Database,
        pk: int,
        change: Callable[[Session, R], object],
        *,
        attach: Attach[R] = _nothing,
    ) -> R:
        """Attach files to record ``pk``, then ``change`` it, in one unit of work."""
        with db.write() as session:
            record = self.get(session, pk)
            attach(session, record)
            change(session, record)
            return record

    def create(self, session: Session, record: R, actor: str) -> R:
        return create(
            session,
            record,
            label=self.label(record),
            establishment_id=self.establishment_of(record),
            actor=actor,
        )

    def amend(
        self,
        session: Session,
        record: R,
        changes: Values[R],
        actor: str,
        reason: str = "",
        *,
        correction: bool = True,
    ) -> bool:
        return amend(
            session,
            record,
            changes,
            label=self.label(record),
            establishment_id=self.establishment_of(record),
            actor=actor,
            reason=reason,
            correction=correction,
        )

    def amend_by_id(
        self,
        db: Database,
        pk: int,
        changes: Callable[[Session, R], Values[R]],
        actor: str,
        reason: str = "",
        *,
        attach: Attach[R] = _nothing,
    ) -> R:
        """Amend record ``pk`` with what ``changes`` makes of its form, checked against the
        record as stored, files attached with it, in one unit of work."""

        def amend(session: Session, record: R) -> None:
            self.amend(session, record, changes(session, record), actor, reason)

        return self.change_by_id(db, pk, amend, attach=attach)

    def in_use(self, session: Session, *where: ColumnElement[bool]) -> int | None:
        """The id of the record in use that meets ``where``, None when none does: the
        record an ID typed in a form names."""
        return session.scalar(select(self.model.id).where(*where, self.model.voided_at.is_(None)))

    def taken(self, session: Session, own_pk: int | None, *where: ColumnElement[bool]) -> bool:
        """True when a record in use other than ``own_pk`` meets ``where``: an ID typed in a
        form that another record of its establishment holds already."""
        return self.in_use(session, *where, self.model.id != (own_pk or -1)) is not None

    def void(self, session: Session, record: R, reason: str, actor: str) -> None:
        void(
            session,
            record,
            reason=reason,
            label=self.label(record),
            establishment_id=self.establishment_of(record),
            actor=actor,
        )

    def void_by_id(self, db: Database, pk: int, reason: str, actor: str) -> None:
        with db.write() as session:
            self.void(session, self.get(session, pk), reason, actor)
