"""Incidents: spills, blockages and other discharges, their phone notices and the written
confirmation to the program manager (rules.md R5)."""

from __future__ import annotations

import enum
from datetime import date, datetime, time

from sqlalchemy import Boolean, Date, DateTime, ForeignKey, Index, String, Text, Time
from sqlalchemy.orm import Mapped, mapped_column, relationship

from models.base import Record


class IncidentKind(enum.StrEnum):
    """Kind (Incidents) of records-workbook.md."""

    SPILL = "Spill"
    BLOCKAGE = "Blockage"
    EQUIPMENT_BREAKDOWN = "Equipment breakdown"
    ACCIDENT = "Accident"
    HUMAN_ERROR = "Human error"
    EXPECTED_EXCEEDANCE = "Expected exceedance"


INCIDENT_KINDS: tuple[str, ...] = tuple(k.value for k in IncidentKind)


class ConfirmationMethod(enum.StrEnum):
    MAIL = "Mail"
    CERTIFIED_MAIL = "Certified mail"
    EMAIL = "Email"
    HAND_DELIVERY = "Hand delivery"


CONFIRMATION_METHODS: tuple[str, ...] = tuple(m.value for m in ConfirmationMethod)


class Incident(Record):
    """One incident and its written confirmation.

    The four elements the confirmation must state (R5) are the incident date and the
    three texts ``reasons``, ``immediate_steps`` and ``preventive_steps``.
    """

    __tablename__ = "incidents"
    __table_args__ = (
        Index(
            "uq_incidents_establishment_incident_no",
            "establishment_id",
            "incident_no",
            unique=True,
        ),
    )

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    #: The Incident ID the application makes, e.g. INC-2026-003.
    incident_no: Mapped[str] = mapped_column(String(20), nullable=False)
    incident_date: Mapped[date] = mapped_column(Date, nullable=False)
    incident_time: Mapped[time | None] = mapped_column(Time)
    kind: Mapped[str] = mapped_column(String(30), nullable=False)
    location: Mapped[str] = mapped_column(Text, default="", nullable=False)
    material: Mapped[str] = mapped_column(Text, default="", nullable=False)
    quantity: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    blockage_or_sso_possible: Mapped[bool] = mapped_column(Boolean, nullable=False)
    device_pk: Mapped[int | None] = mapped_column(ForeignKey("devices.id", ondelete="RESTRICT"))
    description: Mapped[str] = mapped_column(Text, default="", nullable=False)
    reasons: Mapped[str] = mapped_column(Text, default="", nullable=False)
    immediate_steps: Mapped[str] = mapped_column(Text, default="", nullable=False)
    preventive_steps: Mapped[str] = mapped_column(Text, default="", nullable=False)
    confirmation_sent_on: Mapped[date | None] = mapped_column(Date)
    confirmation_method: Mapped[str] = mapped_column(String(30), default="", nullable=False)
    #: The certified mail number, the email address, or who received it by hand.
    confirmation_reference: Mapped[str] = mapped_column(String(200), default="", nullable=False)

    phone_notices: Mapped[list[PhoneNotice]] = relationship(
        back_populates="incident", order_by="PhoneNotice.called_at", lazy="raise_on_sql"
    )


class Agency(enum.StrEnum):
    CITY = "City"
    HEALTH_DEPT = "Health department"


class PhoneNotice(Record):
    """One telephone notice of an incident: to the city, or to the health department."""

    __tablename__ = "phone_notices"

    establishment_id: Mapped[int] = mapped_column(
        ForeignKey("establishments.id", ondelete="RESTRICT"), nullable=False
    )
    incident_id: Mapped[int] = mapped_column(
        ForeignKey("incidents.id", ondelete="RESTRICT"), nullable=False, index=True
    )
    agency: Mapped[str] = mapped_column(String(30), nullable=False)
    #: Local date and time of the call, as the manager read them off the clock.
    called_at: Mapped[datetime] = mapped_column(DateTime, nullable=False)
    phone_number: Mapped[str] = mapped_column(String(50), default="", nullable=False)
    person_reached: Mapped[str] = mapped_column(String(200), default="", nullable=False)
    #: What they said, or their reference number.
    response: Mapped[str] = mapped_column(Text, default="", nullable=False)

    incident: Mapped[Incident] = relationship(back_populates="phone_notices", lazy="raise_on_sql")
