"""Scans and photos kept with records: manifests, receipts, invoices, before/after photos.

The bytes are stored once per distinct SHA-256 in ``attachment_contents``, so one backup
file holds everything and a PostgreSQL installation shares them between PCs. An
``Attachment`` is the record that a file belongs to a record; it is voided, never deleted.
"""

from __future__ import annotations

from sqlalchemy import ForeignKey, Index, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, deferred, mapped_column, relationship

from models.base import Base, Record


class AttachmentContent(Base):
    """The bytes of one distinct file. Never updated or deleted; keyed by its hash."""

    __tablename__ = "attachment_contents"

    sha256: Mapped[str] = mapped_column(String(64), primary_key=True)
    size: Mapped[int] = mapped_column(Integer, nullable=False)
    media_type: Mapped[str] = mapped_column(String(100), nullable=False)
    data: Mapped[bytes] = deferred(mapped_column(LargeBinary, nullable=False))


class Attachment(Record):
    """One file attached to one record (``owner_table`` and ``owner_id``)."""

    __tablename__ = "attachments"
    __table_args__ = (Index("ix_attachments_owner", "owner_table", "owner_id"),)

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    owner_table: Mapped[str] = mapped_column(String(50), nullable=False)
    owner_id: Mapped[int] = mapped_column(Integer, nullable=False)
    sha256: Mapped[str] = mapped_column(
        ForeignKey("attachment_contents.sha256", ondelete="RESTRICT"), nullable=False, index=True
    )
    original_name: Mapped[str] = mapped_column(String(255), nullable=False)
    media_type: Mapped[str] = mapped_column(String(100), nullable=False)
    size: Mapped[int] = mapped_column(Integer, nullable=False)

    content: Mapped[AttachmentContent] = relationship(lazy="raise_on_sql")
