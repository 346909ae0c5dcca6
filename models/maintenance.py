"""The maintenance log of grease control devices, and hauler manifests (rules.md R1–R3)."""

from __future__ import annotations

import enum
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy import Boolean, Date, ForeignKey, Index, Numeric, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record

if TYPE_CHECKING:
    from models.device import Device


class Service(enum.StrEnum):
    """The Service values of records-workbook.md."""

    PUMP_OUT = "Pump-out"  # a full pump-out: resets the clock (R2)
    CLEANING = "Cleaning"  # a trap's cleaning (R3)
    MEASUREMENT = "Measurement"  # a sludge-height reading only (R1)
    INSPECTION = "Inspection"
    #: The lateral or the sewer line cleaned (R8f); it resets no device's clock.
    LATERAL_SEWER_CLEANING = "Lateral / sewer cleaning"
    #: The sewer main cleaned by a waiver's contractor (R8b, E.6): the only service that
    #: meets the waiver's cleaning; it resets no device's clock either.
    SEWER_MAIN_CLEANING = "Sewer main cleaning"


#: The cleanings of a line, not of the device they are logged under: no trap cleaning or
#: pump-out, they are listed on their own (R8f, R8b).
LINE_CLEANINGS: tuple[str, ...] = (Service.LATERAL_SEWER_CLEANING, Service.SEWER_MAIN_CLEANING)


SERVICES: tuple[str, ...] = tuple(s.value for s in Service)


class PartialCheck(enum.StrEnum):
    """How the manager settled a pump-out flagged as possibly partial (R2): until it is
    confirmed full it does not reset the clock."""

    CONFIRMED_FULL = "Confirmed full"
    PARTIAL = "Partial"


PARTIAL_CHECKS: tuple[str, ...] = tuple(c.value for c in PartialCheck)


class WasteType(enum.StrEnum):
    INTERCEPTOR = "Interceptor contents"
    TRAP = "Trap contents"
    COOKING_OIL = "Waste cooking oil"


WASTE_TYPES: tuple[str, ...] = tuple(w.value for w in WasteType)


class Manifest(Record):
    """A waste hauler's manifest, or a waste cooking oil recycling receipt."""

    __tablename__ = "manifests"
    __table_args__ = (
        Index(
            "uq_manifests_establishment_hauler_no",
            "establishment_id",
            "hauler",
            "manifest_no",
            unique=True,
            sqlite_where=text("voided_at IS NULL"),
            postgresql_where=text("voided_at IS NULL"),
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    manifest_no: Mapped[str] = mapped_column(String(100), nullable=False)
    manifest_date: Mapped[date] = mapped_column(Date, nullable=False)
    hauler: Mapped[str] = mapped_column(String(200), nullable=False)
    hauler_registration_no: Mapped[str] = mapped_column(String(100), default="", nullable=False)
    driver: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    #: The number the hauler is called at, offered when a reading is over the limit (R1).
    #: Added after manifests were audited (migration 0021): one audited before matches
    #: its snapshot while it holds its default.
    hauler_phone: Mapped[str] = mapped_column(
        String(50), default="", nullable=False, info={"added_later": True}
    )
    waste_type: Mapped[str] = mapped_column(String(40), nullable=False)
    gallons: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    disposal_site: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    disposal_site_address: Mapped[str] = mapped_column(Text, default="", nullable=False)
    invoice_no: Mapped[str] = mapped_column(String(100), default="", nullable=False)
    invoice_amount: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    device_pk: Mapped[int | None] = mapped_column(
        ForeignKey("devices.id", ondelete="RESTRICT"), index=True
    )
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)

    device: Mapped[Device | None] = relationship(lazy="raise_on_sql")
    pump_outs: Mapped[list[MaintenanceEntry]] = relationship(
        back_populates="manifest", order_by="MaintenanceEntry.service_date", lazy="raise_on_sql"
    )


class MaintenanceEntry(Record):
    """One pump-out, cleaning, sludge-height measurement or inspection of one device."""

    __tablename__ = "maintenance_entries"
    __table_args__ = (
        Index("ix_maintenance_entries_establishment_date", "establishment_id", "service_date"),
        Index("ix_maintenance_entries_device_date", "device_pk", "service_date"),
        # The pump-outs of an establishment, without its years of daily trap cleanings.
        Index(
            "ix_maintenance_entries_establishment_service_date",
            "establishment_id",
            "service",
            "service_date",
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False
    )
    device_pk: Mapped[int] = mapped_column(
        ForeignKey("devices.id", ondelete="RESTRICT"), nullable=False
    )
    service_date: Mapped[date] = mapped_column(Date, nullable=False)
    service: Mapped[str] = mapped_column(String(40), nullable=False)
    fog_depth_in: Mapped[Decimal | None] = mapped_column(Numeric(8, 2))
    solids_depth_in: Mapped[Decimal | None] = mapped_column(Numeric(8, 2))
    gallons_removed: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    hauler: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    manifest_no: Mapped[str] = mapped_column(String(100), default="", nullable=False)
    #: The manifest that covers this pump-out, once it is recorded (R2).
    manifest_id: Mapped[int | None] = mapped_column(
        ForeignKey("manifests.id", ondelete="RESTRICT"), index=True
    )
    performed_by: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    notes: Mapped[str] = mapped_column(Text, default="", nullable=False)
    #: A possibly partial pump-out as the manager settled it (:class:`PartialCheck`), ""
    #: while unsettled, and why (R2). Added after entries were audited (migration 0014):
    #: an entry audited before matches its snapshot while they hold their defaults.
    partial_check: Mapped[str] = mapped_column(
        String(20), default="", nullable=False, info={"added_later": True}
    )
    partial_check_note: Mapped[str] = mapped_column(
        Text, default="", nullable=False, info={"added_later": True}
    )
    #: The city inspection a reading was measured at, by the city's inspector (R1, whose
    #: reading). Added after entries were audited (migration 0015), as partial_check.
    city_inspection_pk: Mapped[int | None] = mapped_column(
        ForeignKey("city_inspections.id", ondelete="RESTRICT"),
        index=True,
        default=None,
        info={"added_later": True},
    )
    #: What the manager knew at set-up, recorded as it was kept on paper (R9): a full
    #: pump-out or cleaning, never flagged nor a late entry. Added later (0020).
    before_records_began: Mapped[bool] = mapped_column(
        Boolean, default=False, nullable=False, info={"added_later": True}
    )

    device: Mapped[Device] = relationship(lazy="raise_on_sql")
    manifest: Mapped[Manifest | None] = relationship(
        back_populates="pump_outs", lazy="raise_on_sql"
    )
