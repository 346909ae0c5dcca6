"""The append-only, hash-chained audit trail (rules.md R6)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from models.base import Base

#: The longest record label an audit entry keeps.
LABEL_LENGTH = 200


class AuditEntry(Base):
    """One create, amend, void or import. Rows are never updated or deleted.

    ``before`` and ``after`` hold the record's values as canonical JSON text;
    ``entry_hash`` is the SHA-256 over the entry's canonical form, which includes
    ``prev_hash``, the hash of the entry before it. ``seq`` numbers the entries 1, 2, 3 …
    without a gap, so that the chain head kept outside the database (its ``seq`` and
    hash) names one entry that must still be there.
    """

    __tablename__ = "audit_entries"
    #: A record's history (a device's frequency over time) is read by record.
    __table_args__ = (
        Index("ix_audit_entries_record", "record_table", "record_id"),
        Index("ux_audit_entries_seq", "seq", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, nullable=False)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    actor: Mapped[str] = mapped_column(String(200), nullable=False)
    os_user: Mapped[str] = mapped_column(String(200), nullable=False)
    action: Mapped[str] = mapped_column(String(20), nullable=False)
    establishment_id: Mapped[int | None] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), index=True
    )
    record_table: Mapped[str] = mapped_column(String(50), nullable=False)
    record_id: Mapped[int] = mapped_column(Integer, nullable=False)
    record_label: Mapped[str] = mapped_column(String(LABEL_LENGTH), nullable=False)
    before: Mapped[str | None] = mapped_column(Text)
    after: Mapped[str] = mapped_column(Text, nullable=False)
    reason: Mapped[str] = mapped_column(Text, default="", nullable=False)
    prev_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    entry_hash: Mapped[str] = mapped_column(String(64), nullable=False, unique=True)
