"""The phone photos' inbox: photos taken before their record exists, kept at once, filed
later with a record that has scans and photos (issue 36 §1; rules.md R6).

A photo in the inbox is an attachment like any other (checked, stored once per SHA-256,
audited) whose owner is the establishment's inbox: ``owner_table`` :data:`INBOX`,
``owner_id`` the establishment's id. Filing it attaches the same content to the record
(no bytes copied) and voids the inbox's attachment with the reason "filed with …", in
one unit of work, so a photo is never in both places, nor in neither.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import InstrumentedAttribute, Session

from fog_desktop.audit.origin import local_time
from fog_desktop.database import Database
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.services import attachments
from fog_desktop.services.attachments import Owner
from models import (
    Attachment,
    ChecklistAnswer,
    CityInspection,
    CorrectiveAction,
    Device,
    Incident,
    MaintenanceEntry,
    Manifest,
    Record,
    SelfInspection,
    TrainingSession,
)
from models.maintenance import Service

#: The owner table of a photo in an establishment's inbox; its owner id is the
#: establishment's.
INBOX = "inbox"
#: How many records of a kind the window offers to file a photo with, most recent first.
RECENT = 200


def inbox_of(establishment_id: int) -> Owner:
    """The inbox of an establishment, as the owner of the photos in it."""
    return Owner(establishment_id, INBOX, establishment_id)


@dataclass(frozen=True)
class FilingKind:
    """A kind of record a photo may be filed with: its name on the command line, its
    noun (context "Inbox"), its table, the day it is listed by and the columns that
    describe it, with the joins and conditions they need."""

    key: str
    noun: str
    model: type[Record]
    day: InstrumentedAttribute[date]
    words: tuple[InstrumentedAttribute[Any], ...]
    joins: tuple[tuple[type[Record], ColumnElement[bool]], ...] = ()
    where: tuple[ColumnElement[bool], ...] = ()


#: The kinds of record whose forms show scans and photos, in the order they are offered.
KINDS: tuple[FilingKind, ...] = (
    FilingKind(
        "manifest",
        noop("Inbox", "Manifest"),
        Manifest,
        Manifest.manifest_date,
        (Manifest.manifest_no, Manifest.hauler),
    ),
    FilingKind(
        "pump-out",
        noop("Inbox", "Pump-out"),
        MaintenanceEntry,
        MaintenanceEntry.service_date,
        (Device.device_id, MaintenanceEntry.hauler),
        joins=((Device, Device.id == MaintenanceEntry.device_pk),),
        where=(MaintenanceEntry.service == Service.PUMP_OUT,),
    ),
    FilingKind(
        "checklist-item",
        noop("Inbox", "Checklist item"),
        ChecklistAnswer,
        SelfInspection.inspected_on,
        (ChecklistAnswer.item, ChecklistAnswer.answer),
        joins=((SelfInspection, SelfInspection.id == ChecklistAnswer.inspection_id),),
    ),
    FilingKind(
        "corrective-action",
        noop("Inbox", "Corrective action"),
        CorrectiveAction,
        CorrectiveAction.fixed_on,
        (ChecklistAnswer.item, CorrectiveAction.what_was_done),
        joins=((ChecklistAnswer, ChecklistAnswer.id == CorrectiveAction.answer_id),),
    ),
    FilingKind(
        "incident",
        noop("Inbox", "Incident"),
        Incident,
        Incident.incident_date,
        (Incident.incident_no, Incident.kind),
    ),
    FilingKind(
        "city-inspection",
        noop("Inbox", "City inspection"),
        CityInspection,
        CityInspection.inspected_on,
        (CityInspection.inspection_no, CityInspection.inspector),
    ),
    FilingKind(
        "training-session",
        noop("Inbox", "Training session"),
        TrainingSession,
        TrainingSession.session_date,
        (TrainingSession.kind, TrainingSession.trainer),
    ),
)


def kind_named(key: str) -> FilingKind:
    """The kind a command line names, or a refusal listing those there are."""
    for kind in KINDS:
        if kind.key == key:
            return kind
    raise ValidationError.single(
        "kind",
        translate("Inbox", "There is no kind {kind}; the kinds are: {kinds}.").format(
            kind=key, kinds=", ".join(k.key for k in KINDS)
        ),
    )


@dataclass(frozen=True)
class InboxPhoto:
    """A photo in the inbox, without its bytes; ``received`` is local time."""

    id: int
    original_name: str
    media_type: str
    size: int
    sha256: str
    received: datetime

    @property
    def info(self) -> attachments.AttachmentInfo:
        """As the scans-and-photos widgets show a stored file."""
        return attachments.AttachmentInfo(
            self.id, self.original_name, self.media_type, self.size, self.sha256, "", False
        )


def _waiting(establishment_id: int) -> tuple[ColumnElement[bool], ...]:
    return (
        Attachment.owner_table == INBOX,
        Attachment.owner_id == establishment_id,
        Attachment.voided_at.is_(None),
    )


def store_photos(db: Database, establishment_id: int, paths: Sequence[Path], actor: str) -> int:
    """Keep photos sent by a phone in the inbox at once, each checked as any file
    attached; how many. A photo already waiting there is not kept twice."""
    loaded = attachments.read_files(paths)
    with db.write() as session:
        waiting = set(session.scalars(select(Attachment.sha256).where(*_waiting(establishment_id))))
        fresh = {hashlib.sha256(data).hexdigest(): (name, data) for name, data in loaded}
        kept = [file for digest, file in fresh.items() if digest not in waiting]
        return len(attachments.add_files(session, inbox_of(establishment_id), kept, actor))


def list_inbox(db: Database, establishment_id: int) -> list[InboxPhoto]:
    """The photos waiting to be filed, the latest first."""
    with db.read() as session:
        found = session.scalars(
            select(Attachment)
            .where(*_waiting(establishment_id))
            .order_by(Attachment.created_at.desc(), Attachment.id.desc())
        )
        return [
            InboxPhoto(
                a.id, a.original_name, a.media_type, a.size, a.sha256, local_time(a.created_at)
            )
            for a in found
        ]


def count_waiting(db: Database, establishment_id: int) -> int:
    """How many photos wait to be filed."""
    with db.read() as session:
        return session.scalar(select(func.count()).where(*_waiting(establishment_id))) or 0


@dataclass(frozen=True)
class Choice:
    """A record a photo may be filed with: its id, its day and what it is in words."""

    id: int
    day: date
    words: str


def _choices(kind: FilingKind, establishment_id: int) -> Any:
    query = select(kind.model.id, kind.day, *kind.words)
    for model, on in kind.joins:
        query = query.join(model, on)
    return query.where(
        kind.model.establishment_id == establishment_id,  # type: ignore[attr-defined]
        kind.model.voided_at.is_(None),
        *kind.where,
    )


def _words(values: Sequence[object]) -> str:
    # A corrective action's "what was done" may be a paragraph: its first line says it.
    return " · ".join(str(v).splitlines()[0][:80] for v in values if v)


def recent_records(db: Database, establishment_id: int, key: str) -> list[Choice]:
    """The records of kind ``key`` in use, the most recent first."""
    kind = kind_named(key)
    query = _choices(kind, establishment_id)
    with db.read() as session:
        rows = session.execute(query.order_by(kind.day.desc(), kind.model.id.desc()).limit(RECENT))
        return [Choice(row[0], row[1], _words(row[2:])) for row in rows]


def _choice(session: Session, kind: FilingKind, establishment_id: int, pk: int) -> Choice:
    row = session.execute(_choices(kind, establishment_id).where(kind.model.id == pk)).first()
    if row is None:
        raise NotFound(
            translate("Inbox", "There is no {kind} {id} in use here.").format(
                kind=translate("Inbox", kind.noun).lower(), id=pk
            )
        )
    return Choice(row[0], row[1], _words(row[2:]))


def _attached_already(session: Session, owner: Owner, sha256: str) -> Attachment | None:
    """The record's attachment in use of that content: a photo chosen from a folder too
    is not attached twice."""
    return session.scalar(
        select(Attachment).where(
            Attachment.owner_table == owner.table,
            Attachment.owner_id == owner.record_id,
            Attachment.sha256 == sha256,
            Attachment.voided_at.is_(None),
        )
    )


def file_photo(db: Database, photo_id: int, key: str, record_id: int, actor: str) -> Choice:
    """File inbox photo ``photo_id`` with record ``record_id`` of kind ``key``: the same
    content attached to the record and the inbox's attachment voided "filed with …", in
    one unit of work, both audited; the record it was filed with."""
    kind = kind_named(key)
    with db.write() as session:
        photo = session.get(Attachment, photo_id)
        if photo is None or photo.owner_table != INBOX:
            raise NotFound(
                translate("Inbox", "There is no photo {id} in the inbox.").format(id=photo_id)
            )
        if photo.is_void:
            raise ValidationError.single(
                "photo",
                translate("Inbox", "Photo {id} is not waiting in the inbox: {why}.").format(
                    id=photo_id, why=photo.void_reason
                ),
            )
        target = _choice(session, kind, photo.establishment_id, record_id)
        owner = Owner(photo.establishment_id, kind.model.__tablename__, record_id)
        if _attached_already(session, owner, photo.sha256) is None:
            stored = (photo.original_name, photo.sha256, photo.media_type, photo.size)
            attachments.add_stored(session, owner, stored, actor)
        # Stored in English, as every reason in the audit trail.
        reason = f"filed with {kind.key} {record_id} ({target.day} {target.words})"
        attachments.void_in(session, photo, reason, actor)
        return target
