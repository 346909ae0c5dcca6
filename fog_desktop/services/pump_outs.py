"""The "Pump-out" obligation of each interceptor (rules.md R2)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.audit import local_date
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.pumpout import next_pump_out_due
from fog_desktop.services.devices import frequency_of
from fog_desktop.services.obligations import producer
from models import Device, DeviceType, Establishment

#: Devices pumped out by a hauler. Traps are cleaned instead (R3).
PUMPED_TYPES = (DeviceType.INTERCEPTOR.value, DeviceType.OTHER.value)


@producer
def pump_out_obligations(
    session: Session, establishment: Establishment, as_of: date
) -> Iterator[Obligation]:
    """The next pump-out of each device in use: no pump-out is recorded yet, so the
    "in service since" date starts the clock (R2)."""
    devices = session.scalars(
        select(Device).where(
            Device.establishment_id == establishment.id,
            Device.voided_at.is_(None),
            Device.type.in_(PUMPED_TYPES),
        )
    )
    for device in devices:
        yield Obligation(
            kind=ObligationKind.PUMP_OUT,
            subject=device.device_id,
            due=next_pump_out_due(
                None, device.in_service_since, frequency_of(device), local_date(device.created_at)
            ),
            met_on=None,
            rule="R2",
            source=f"devices:{device.id}",
        )
