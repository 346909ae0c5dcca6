"""Employees and their BMP training: sessions and each attendee's sign-off (rules.md R4)."""

from __future__ import annotations

import enum
from datetime import date, datetime
from typing import TYPE_CHECKING

from sqlalchemy import Boolean, Date, DateTime, ForeignKey, Index, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record

if TYPE_CHECKING:
    from models.establishment import Establishment


class Employee(Record):
    """One person on the roster. People who left stay in the records, with an end date."""

    __tablename__ = "employees"
    __table_args__ = (
        Index(
            "uq_employees_establishment_employee_id",
            "establishment_id",
            "employee_id",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    employee_id: Mapped[str] = mapped_column(String(50), nullable=False)
    name: Mapped[str] = mapped_column(String(200), nullable=False)
    role: Mapped[str] = mapped_column(String(100), default="", nullable=False)
    hire_date: Mapped[date] = mapped_column(Date, nullable=False)
    end_date: Mapped[date | None] = mapped_column(Date)

    establishment: Mapped[Establishment] = relationship(lazy="raise_on_sql")


class TrainingKind(enum.StrEnum):
    """Kind (Training) of records-workbook.md."""

    NEW_HIRE = "New-hire"
    SEMIANNUAL = "Semiannual"
    REFRESHER = "Refresher"


TRAINING_KINDS: tuple[str, ...] = tuple(k.value for k in TrainingKind)


class TrainingSession(Record):
    """One BMP training session: who trained, on what, and who attended."""

    __tablename__ = "training_sessions"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    session_date: Mapped[date] = mapped_column(Date, nullable=False)
    trainer: Mapped[str] = mapped_column(String(200), nullable=False)
    kind: Mapped[str] = mapped_column(String(20), nullable=False)
    #: The topics reviewed, one per line.
    topics: Mapped[str] = mapped_column(Text, default="", nullable=False)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)
    #: A session the manager knew of at set-up, signed on paper (R9): it counts as signed
    #: and is never a late entry. Added after sessions were audited (0020).
    before_records_began: Mapped[bool] = mapped_column(
        Boolean, default=False, nullable=False, info={"added_later": True}
    )

    sign_offs: Mapped[list[SignOff]] = relationship(
        back_populates="session", order_by="SignOff.id", lazy="raise_on_sql"
    )


class SignOffMethod(enum.StrEnum):
    """How an attendee signed."""

    PAD = "pad"  # drawn on the screen with a mouse, pen or finger
    TYPED = "typed"  # a typed attestation, where no pad is at hand
    PAPER = "paper"  # signed on the printed sign-in sheet, scanned and attached
    NONE = "none"  # listed as attending, not signed: does not count (R4)


class Signed(enum.StrEnum):
    """Signed (Training) of records-workbook.md."""

    ON_FILE = "Signature on file"
    TYPED = "Typed attestation"
    UNSIGNED = "Unsigned"


ATTESTATION = "I attended this training and understand the practices reviewed."


class SignOff(Record):
    """One attendee of one session and how they signed (R4).

    A signed sign-off is never changed: a correction voids it and adds a new one, so the
    old one stays in the records and the audit trail.
    """

    __tablename__ = "sign_offs"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False
    )
    session_id: Mapped[int] = mapped_column(
        ForeignKey("training_sessions.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    employee_pk: Mapped[int] = mapped_column(
        ForeignKey("employees.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    method: Mapped[str] = mapped_column(String(10), nullable=False)
    signed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    attestation: Mapped[str] = mapped_column(Text, default="", nullable=False)
    #: The typed name of a typed attestation.
    typed_name: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    #: The pad signature's PNG, stored like any attachment.
    signature_sha256: Mapped[str | None] = mapped_column(
        ForeignKey("attachment_contents.sha256", ondelete="RESTRICT")
    )

    session: Mapped[TrainingSession] = relationship(back_populates="sign_offs", lazy="raise_on_sql")
    employee: Mapped[Employee] = relationship(lazy="raise_on_sql")

    @property
    def signed(self) -> Signed:
        if self.method in (SignOffMethod.PAD, SignOffMethod.PAPER):
            return Signed.ON_FILE
        return Signed.TYPED if self.method == SignOffMethod.TYPED else Signed.UNSIGNED


class MissedTraining(Record):
    """The manager's explanation of a half-year training that ended unmet (R4): what
    happened and what was done about it. A missed half can never be met; once explained
    it is no longer open, and the packet shows it with this note. One in use per person
    and half."""

    __tablename__ = "missed_trainings"
    __table_args__ = (
        Index(
            "uq_missed_trainings_employee_half",
            "employee_pk",
            "half_end",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    employee_pk: Mapped[int] = mapped_column(
        ForeignKey("employees.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The missed half's last day: its due date.
    half_end: Mapped[date] = mapped_column(Date, nullable=False)
    what_happened: Mapped[str] = mapped_column(Text, nullable=False)

    employee: Mapped[Employee] = relationship(lazy="raise_on_sql")
