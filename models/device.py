"""Grease control devices: interceptors, traps and other devices."""

from __future__ import annotations

import enum
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import Date, ForeignKey, Index, Integer, Numeric, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record

if TYPE_CHECKING:
    from models.establishment import Establishment


class DeviceType(enum.StrEnum):
    """The Type values of records-workbook.md."""

    INTERCEPTOR = "Grease interceptor"
    TRAP = "Grease trap"
    OTHER = "Other grease control device"


DEVICE_TYPES: tuple[str, ...] = tuple(t.value for t in DeviceType)


class FrequencyUnit(enum.StrEnum):
    DAYS = "days"
    WEEKS = "weeks"
    MONTHS = "months"


class Device(Record):
    """A grease control device. ``device_id`` is the Device ID the user gives it."""

    __tablename__ = "devices"
    # Unique among the devices in use: a Device ID voided as entered in error may be
    # entered again.
    __table_args__ = (
        Index(
            "uq_devices_establishment_device_id",
            "establishment_id",
            "device_id",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    device_id: Mapped[str] = mapped_column(String(50), nullable=False)
    type: Mapped[str] = mapped_column(String(40), nullable=False)
    location: Mapped[str] = mapped_column(Text, default="", nullable=False)
    capacity_gal: Mapped[Decimal] = mapped_column(Numeric(12, 2), nullable=False)
    design_depth_in: Mapped[Decimal] = mapped_column(Numeric(8, 2), nullable=False)
    frequency_number: Mapped[int | None] = mapped_column(Integer)
    frequency_unit: Mapped[str | None] = mapped_column(String(10))
    in_service_since: Mapped[date | None] = mapped_column(Date)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)
    waiver_notes: Mapped[str] = mapped_column(Text, default="", nullable=False)

    establishment: Mapped[Establishment] = relationship(
        back_populates="devices", lazy="raise_on_sql"
    )


class FrequencyApproval(Record):
    """The program manager's approval of a new maintenance frequency for an interceptor
    (rules.md R8d; ordinance Interceptor maintenance E.4): the day it was approved and the
    frequency approved. The city's letter is attached to it; recording it amends the
    device's frequency in the same unit of work."""

    __tablename__ = "frequency_approvals"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    device_pk: Mapped[int] = mapped_column(
        ForeignKey("devices.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    approved_on: Mapped[date] = mapped_column(Date, nullable=False)
    frequency_number: Mapped[int] = mapped_column(Integer, nullable=False)
    frequency_unit: Mapped[str] = mapped_column(String(10), nullable=False)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)

    device: Mapped[Device] = relationship(lazy="raise_on_sql")
