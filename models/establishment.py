"""The food service establishment (FSE) and its working-day calendar changes."""

from __future__ import annotations

import enum
from datetime import date
from typing import TYPE_CHECKING

from sqlalchemy import Date, ForeignKey, Index, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record

if TYPE_CHECKING:
    from models.device import Device


class Establishment(Record):
    """One restaurant. A database holds any number of them (a restaurant group)."""

    __tablename__ = "establishments"
    # The command line names an establishment by its name, so names in use are unique.
    __table_args__ = (
        Index(
            "uq_establishments_name",
            "name",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    name: Mapped[str] = mapped_column(String(200), nullable=False)
    address: Mapped[str] = mapped_column(Text, default="", nullable=False)
    business_license_no: Mapped[str] = mapped_column(String(100), default="", nullable=False)
    contact_name: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    contact_phone: Mapped[str] = mapped_column(String(50), default="", nullable=False)
    contact_email: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    program_manager_name: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    program_manager_address: Mapped[str] = mapped_column(Text, default="", nullable=False)
    program_manager_phone: Mapped[str] = mapped_column(String(50), default="", nullable=False)
    program_manager_email: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    city_spill_phone: Mapped[str] = mapped_column(String(50), default="", nullable=False)
    health_dept_phone: Mapped[str] = mapped_column(String(50), default="", nullable=False)
    #: The day its records in the application begin (R9): no duty due before it is judged;
    #: None judges the whole history. Added after establishments were audited (0020).
    records_begin: Mapped[date | None] = mapped_column(
        Date, nullable=True, default=None, info={"added_later": True}
    )

    devices: Mapped[list[Device]] = relationship(
        back_populates="establishment", order_by="Device.device_id", lazy="raise_on_sql"
    )
    calendar_changes: Mapped[list[CalendarChange]] = relationship(
        back_populates="establishment", order_by="CalendarChange.day", lazy="raise_on_sql"
    )


class CalendarChangeKind(enum.StrEnum):
    """A change to the default working-day calendar of rules.md R5."""

    CLOSED = "Closed"  # a local closure day added to the holidays
    OPEN = "Open"  # a default holiday removed: the city hall is open that day


class CalendarChange(Record):
    __tablename__ = "calendar_changes"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    day: Mapped[date] = mapped_column(Date, nullable=False)
    kind: Mapped[str] = mapped_column(String(10), nullable=False)
    note: Mapped[str] = mapped_column(Text, default="", nullable=False)

    establishment: Mapped[Establishment] = relationship(
        back_populates="calendar_changes", lazy="raise_on_sql"
    )


class OrdinanceChoice(Record):
    """The ordinance profile an establishment follows (rules.md, the ordinance profile),
    stored whole: the numbers its duties were computed with stay what they were on every
    PC of a group, and a profile file edited later changes nothing already chosen. An
    establishment without one follows Sierra Madre's."""

    __tablename__ = "ordinance_choices"
    __table_args__ = (
        Index(
            "uq_ordinance_choices_establishment",
            "establishment_id",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The profile's file name without ``.toml``.
    profile_key: Mapped[str] = mapped_column(String(100), nullable=False)
    #: The profile's file as it was when chosen.
    profile_text: Mapped[str] = mapped_column(Text, nullable=False)
