"""Conditional waivers as the pages, the command line and the packet show them, and
the duties each one brings while it holds and after it is revoked (rules.md R8b)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload, selectinload

from fog_desktop.database import Database
from fog_desktop.rules.obligations import Obligation
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.waivers import (
    WaiverFacts,
    cleaning_obligations,
    fee_obligations,
    installation_obligations,
)
from fog_desktop.services import records, units
from fog_desktop.services.collecting import Scope
from fog_desktop.services.waivers import WaiverColumns, subject
from models import ConditionalWaiver, Device, DeviceType, MaintenanceEntry, Service, WaiverOption


@dataclass(frozen=True)
class FeeRow:
    id: int
    paid_on: date
    amount: Decimal | None
    receipt_no: str
    status_text: str
    is_void: bool


@dataclass(frozen=True)
class WaiverRow(WaiverColumns):
    """A waiver as the pages, the command line and the packet show it."""

    id: int
    establishment_id: int
    subject: str
    revoked_on: date | None
    payments: tuple[FeeRow, ...]
    status_text: str
    is_void: bool

    @property
    def interval(self) -> Frequency | None:
        if self.cleaning_number and self.cleaning_unit:
            return Frequency(self.cleaning_number, self.cleaning_unit)
        return None


def list_waivers(db: Database, establishment_id: int) -> list[WaiverRow]:
    """Every waiver with its fee payments, void ones included (R6), by grant date."""
    load = (selectinload(ConditionalWaiver.fee_payments),)
    rows = units.listed(db, ConditionalWaiver, establishment_id, _row, load=load)
    return sorted(rows, key=lambda r: (r.granted_on, r.id))


def _row(w: ConditionalWaiver) -> WaiverRow:
    return WaiverRow(
        **records.shown(w, WaiverColumns),
        establishment_id=w.establishment_id,
        subject=subject(w.granted_on),
        revoked_on=w.revoked_on,
        payments=tuple(
            FeeRow(p.id, p.paid_on, p.amount, p.receipt_no, p.status_text, p.is_void)
            for p in w.fee_payments
        ),
    )


def _sewer_cleanings(session: Session, establishment_id: int) -> list[date]:
    return list(
        session.scalars(
            select(MaintenanceEntry.service_date).where(
                MaintenanceEntry.establishment_id == establishment_id,
                MaintenanceEntry.voided_at.is_(None),
                MaintenanceEntry.service == Service.SEWER_MAIN_CLEANING,
            )
        )
    )


def _interceptors_in_service(session: Session, establishment_id: int) -> list[date]:
    return [
        day
        for day in session.scalars(
            select(Device.in_service_since).where(
                Device.establishment_id == establishment_id,
                Device.voided_at.is_(None),
                Device.type == DeviceType.INTERCEPTOR,
            )
        )
        if day is not None
    ]


def waiver_obligations(scope: Scope) -> Iterator[Obligation]:
    """Per waiver in use: the fee on each anniversary, or the contractor's sewer main
    cleanings at the city's interval, while it holds; once revoked, the interceptor due
    180 days later (R8b)."""
    waivers = scope.in_use(
        ConditionalWaiver,
        ConditionalWaiver.granted_on <= scope.as_of,
        load=[joinedload(ConditionalWaiver.fee_payments)],
    )
    for waiver in waivers:
        facts = WaiverFacts(subject(waiver.granted_on), waiver.granted_on, waiver.revoked_on)
        source = f"{ConditionalWaiver.__tablename__}:{waiver.id}"
        if waiver.option == WaiverOption.FEE:
            paid = [p.paid_on for p in waiver.fee_payments if not p.is_void]
            yield from fee_obligations(facts, paid, scope.as_of, source)
        elif waiver.cleaning_number and waiver.cleaning_unit:
            interval = Frequency(waiver.cleaning_number, waiver.cleaning_unit)
            cleanings = _sewer_cleanings(scope.session, scope.establishment.id)
            yield from cleaning_obligations(facts, interval, cleanings, scope.as_of, source)
        if waiver.revoked_on is not None:
            installed = _interceptors_in_service(scope.session, scope.establishment.id)
            yield from installation_obligations(
                facts.subject,
                waiver.revoked_on,
                installed,
                scope.as_of,
                source,
                profile=scope.profile,
            )
