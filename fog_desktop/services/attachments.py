"""Scans and photos attached to records (issue 3 §3; rules.md R6).

A file is recognised by its content, not its name: PDF, JPEG, PNG, TIFF and WebP are
accepted, at most 25 MB; an empty file, an unknown type or a program is refused with a
message saying why. The bytes are stored once per distinct SHA-256.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.services import records
from models import Attachment, AttachmentContent, Record

MAX_BYTES = 25 * 1024 * 1024
ACCEPTED = noop("Attachments", "PDF, JPEG, PNG, TIFF or WebP")

_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"%PDF-", "application/pdf"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"II*\x00", "image/tiff"),
    (b"MM\x00*", "image/tiff"),
)
_PROGRAMS: tuple[bytes, ...] = (b"MZ", b"\x7fELF", b"#!", b"\xcf\xfa\xed\xfe", b"PK\x03\x04")

EXTENSIONS = {
    "application/pdf": ".pdf",
    "image/jpeg": ".jpg",
    "image/png": ".png",
    "image/tiff": ".tif",
    "image/webp": ".webp",
}


def check_size(size: int, name: str) -> None:
    """Refuse an empty file or one over 25 MB, saying why."""
    if size == 0:
        raise ValidationError.single(
            "file",
            translate("Attachments", "{name} is empty; attach the scan or photo itself.").format(
                name=name
            ),
        )
    if size > MAX_BYTES:
        size_mb = size / (1024 * 1024)
        raise ValidationError.single(
            "file",
            translate(
                "Attachments",
                "{name} is {size} MB; the limit is 25 MB. Scan at a lower resolution.",
            ).format(name=name, size=f"{size_mb:.1f}"),
        )


def media_type_of(data: bytes, name: str) -> str:
    """The media type read from the first bytes, or a refusal that says why."""
    check_size(len(data), name)
    for signature, media_type in _SIGNATURES:
        if data.startswith(signature):
            return media_type
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    if data.startswith(_PROGRAMS):
        raise ValidationError.single(
            "file",
            translate(
                "Attachments",
                "{name} is a program or an archive, not a scan or photo; it was refused.",
            ).format(name=name),
        )
    raise ValidationError.single(
        "file",
        translate(
            "Attachments",
            "{name} is not a {accepted} file (whatever its name says); it was refused.",
        ).format(name=name, accepted=translate("Attachments", ACCEPTED)),
    )


class Attachable(Protocol):
    """A record of an establishment: the kind files are attached to."""

    __tablename__: Any

    @property
    def id(self) -> int: ...

    @property
    def establishment_id(self) -> int: ...


@dataclass(frozen=True)
class Owner:
    """The record files are attached to: its establishment, table and id."""

    establishment_id: int
    table: str
    record_id: int

    @classmethod
    def of(cls, record: Attachable) -> Owner:
        return cls(record.establishment_id, record.__tablename__, record.id)

    def __str__(self) -> str:
        return f"{self.table}:{self.record_id}"


def store_content(session: Session, data: bytes, media_type: str) -> str:
    """Keep ``data`` once per distinct SHA-256, whichever records refer to it; its digest."""
    digest = hashlib.sha256(data).hexdigest()
    if session.get(AttachmentContent, digest) is None:
        session.add(
            AttachmentContent(sha256=digest, size=len(data), media_type=media_type, data=data)
        )
        session.flush()
    return digest


def add(session: Session, owner: Owner, name: str, data: bytes, actor: str) -> Attachment:
    """Attach ``data`` to a record within an open unit of work."""
    media_type = media_type_of(data, name)
    digest = store_content(session, data, media_type)
    return add_stored(session, owner, (name, digest, media_type, len(data)), actor)


def add_stored(
    session: Session, owner: Owner, stored: tuple[str, str, str, int], actor: str
) -> Attachment:
    """Attach content stored already (its name, SHA-256, media type and size) to a
    record within an open unit of work: no bytes are copied."""
    name, digest, media_type, size = stored
    attachment = Attachment(
        establishment_id=owner.establishment_id,
        owner_table=owner.table,
        owner_id=owner.record_id,
        sha256=digest,
        original_name=Path(name).name[:255],
        media_type=media_type,
        size=size,
    )
    return records.create(
        session,
        attachment,
        label=f"Attachment {attachment.original_name} of {owner}",
        establishment_id=owner.establishment_id,
        actor=actor,
    )


def read_files(paths: Sequence[Path]) -> list[tuple[str, bytes]]:
    """Read and check files before any unit of work opens, so that a refused file is
    named before anything is stored."""
    loaded = []
    for path in paths:
        try:
            # The size first: a video dropped by mistake is refused without reading it.
            check_size(path.stat().st_size, path.name)
            data = path.read_bytes()
        except OSError as exc:
            raise ValidationError.single(
                "file",
                translate("Attachments", "{name} can't be read: {reason}").format(
                    name=path.name, reason=exc.strerror
                ),
            ) from None
        media_type_of(data, path.name)
        loaded.append((path.name, data))
    return loaded


def add_files(
    session: Session, owner: Owner, loaded: Sequence[tuple[str, bytes]], actor: str
) -> list[Attachment]:
    """Attach files read by :func:`read_files` within an open unit of work."""
    return [add(session, owner, name, data, actor) for name, data in loaded]


def files(paths: Sequence[Path], actor: str) -> Callable[[Session, Attachable], None]:
    """What attaches the files at ``paths`` to a record in the unit of work that stores
    or changes it (:meth:`~fog_desktop.services.records.RecordType.store`), together or
    not at all; the files are read and checked now, before that unit of work opens."""
    loaded = read_files(paths)

    def attach(session: Session, record: Attachable) -> None:
        add_files(session, Owner.of(record), loaded, actor)

    return attach


def attach_files(db: Database, owner: Owner, paths: Sequence[Path], actor: str) -> list[Attachment]:
    """Attach files from disk, all or none: one refused file stores nothing."""
    loaded = read_files(paths)
    with db.write() as session:
        return add_files(session, owner, loaded, actor)


def record_exists(db: Database, owner: Owner) -> bool:
    """True when the owner is a record of its establishment (any status)."""
    table = next(
        (m.class_ for m in Record.registry.mappers if m.class_.__tablename__ == owner.table), None
    )
    if table is None or not issubclass(table, Record):
        return False
    with db.read() as session:
        record = session.get(table, owner.record_id)
        return (
            record is not None
            and getattr(record, "establishment_id", None) == owner.establishment_id
        )


_ATTACHMENTS = records.RecordType(
    Attachment, noop("Records", "attachment"), lambda a: f"Attachment {a.original_name}"
)


void_attachment = _ATTACHMENTS.void_by_id
void_in = _ATTACHMENTS.void


@dataclass(frozen=True)
class AttachmentInfo:
    id: int
    original_name: str
    media_type: str
    size: int
    sha256: str
    status_text: str
    is_void: bool


def list_attachments(db: Database, owner: Owner) -> list[AttachmentInfo]:
    """The files of one record, void ones included (R6), without their bytes."""
    with db.read() as session:
        found = session.scalars(
            select(Attachment)
            .where(Attachment.owner_table == owner.table, Attachment.owner_id == owner.record_id)
            .order_by(Attachment.id)
        ).all()
        return [
            AttachmentInfo(
                a.id, a.original_name, a.media_type, a.size, a.sha256, a.status_text, a.is_void
            )
            for a in found
        ]


def content_of(db: Database, sha256: str) -> bytes:
    with db.read() as session:
        data = session.scalar(
            select(AttachmentContent.data).where(AttachmentContent.sha256 == sha256)
        )
    if data is None:
        raise NotFound(
            translate("Attachments", "There is no stored file with SHA-256 {sha256}.").format(
                sha256=sha256
            )
        )
    return data
