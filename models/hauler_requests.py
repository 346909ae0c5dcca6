"""Requests to a hauler for a pump-out's missing manifest (rules.md R2, R6)."""

from __future__ import annotations

import enum
from datetime import date

from sqlalchemy import Date, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from models.base import Record


class RequestMethod(enum.StrEnum):
    """How the hauler was asked."""

    EMAIL = "Email"
    LETTER = "Letter"
    PHONE = "Phone"
    IN_PERSON = "In person"


REQUEST_METHODS: tuple[str, ...] = tuple(m.value for m in RequestMethod)


class HaulerRequest(Record):
    """One request to the hauler for the manifest of a pump-out that has none on file
    (R2): a missing manifest cannot be made again, so each attempt to get it is kept, and
    the hauler's answer is written in when it comes."""

    __tablename__ = "hauler_requests"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The pump-out whose manifest was asked for.
    entry_pk: Mapped[int] = mapped_column(
        ForeignKey("maintenance_entries.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    asked_on: Mapped[date] = mapped_column(Date, nullable=False)
    method: Mapped[str] = mapped_column(String(20), nullable=False)
    #: Whom: a person, an office, an address or a number.
    asked_whom: Mapped[str] = mapped_column(String(200), nullable=False)
    #: What the hauler answered; "" until an answer comes.
    answer: Mapped[str] = mapped_column(Text, default="", nullable=False)
