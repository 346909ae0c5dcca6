"""Declarative base and the columns every record shares."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import DateTime, Integer, MetaData, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# A fixed naming convention gives every constraint a stable name, which Alembic's
# SQLite batch mode needs to alter or drop it later.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class RecordStatus(enum.StrEnum):
    """The status column of records-workbook.md, without the void reason."""

    RECORDED = "Recorded"
    AMENDED = "Amended"
    VOID = "Void"


class RecordMixin:
    """Columns of a record that is amended or voided, never deleted (rules.md R6).

    ``version`` counts amendments: 1 is the record as first entered. The earlier
    versions themselves live in the audit trail, as the "before" values of each entry.
    """

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer, default=1, nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), nullable=False)
    voided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    void_reason: Mapped[str | None] = mapped_column(Text)
    entered_by: Mapped[str] = mapped_column(String(200), default="", nullable=False)

    @property
    def is_void(self) -> bool:
        return self.voided_at is not None

    @property
    def status(self) -> RecordStatus:
        return status_of(self.version, self.voided_at)

    @property
    def status_text(self) -> str:
        """The Status cell of the workbook (:func:`status_text_of`)."""
        return status_text_of(self.version, self.voided_at, self.void_reason)


def status_of(version: int, voided_at: datetime | None) -> RecordStatus:
    if voided_at is not None:
        return RecordStatus.VOID
    return RecordStatus.AMENDED if version > 1 else RecordStatus.RECORDED


def status_text_of(version: int, voided_at: datetime | None, void_reason: str | None) -> str:
    """The Status cell of the workbook: ``Recorded``, ``Amended`` or ``Void: reason`` (R6);
    of a record's columns, for a list read as plain columns rather than records."""
    if voided_at is not None:
        return f"Void: {void_reason or ''}".rstrip()
    return status_of(version, voided_at).value


class Record(RecordMixin, Base):
    """Base of every record table."""

    __abstract__ = True
