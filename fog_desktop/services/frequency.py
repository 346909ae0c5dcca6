"""An interceptor's maintenance frequency from its own readings (rules.md R8d; ordinance
Interceptor maintenance E.3–E.5), and the "Early pump-out" duty of an interceptor that
fills faster than its approved frequency, due on the day it is predicted to reach 25%.

The analysis reads the interceptor's full pump-outs and sludge-height readings, and the
running cycle is due by the frequency in force on its first day. The program manager's
approvals of a new frequency, which a report lists beside the analysis, are recorded in
:mod:`fog_desktop.services.frequency_approvals`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.rules.frequency import Analysis, NotEnoughData, Reading, analyse
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.sludge import exact_percent
from fog_desktop.services.collecting import Scope
from fog_desktop.services.frequency_approvals import ApprovalRow, _approvable, _approvals
from fog_desktop.services.maintenance_flags import counts_as_full
from fog_desktop.services.ordinances import profile_in
from fog_desktop.services.schedules import READINGS, running_frequency_of
from models import Device, DeviceType, MaintenanceEntry


@dataclass(frozen=True)
class FrequencyReport:
    """What an interceptor's readings say about its frequency (R8d), or why they say
    nothing yet."""

    device_pk: int
    device_id: str
    #: None with fewer than three cycles holding a reading.
    analysis: Analysis | None
    #: "Not enough data: 2 of 3 cycles have a reading."; "" with an analysis.
    refusal: str
    #: The program manager's answers about its frequency, oldest first, void ones too.
    approvals: tuple[ApprovalRow, ...] = ()


def _analysis(session: Session, device: Device, as_of: date, profile: OrdinanceProfile) -> Analysis:
    entries = session.execute(
        select(*READINGS).where(
            MaintenanceEntry.device_pk == device.id, MaintenanceEntry.voided_at.is_(None)
        )
    ).all()
    # A cycle runs from one full pump-out to the next (R8d, R2).
    pump_outs = [
        e.service_date
        for e in entries
        if counts_as_full(e.service, e.gallons_removed, device.capacity_gal, e.partial_check)
    ]
    # Exact percents: rounded, 24.95% would tie with 25.00% and, read earlier, beat it.
    readings = [
        Reading(
            e.service_date, exact_percent(e.fog_depth_in, e.solids_depth_in, device.design_depth_in)
        )
        for e in entries
        if e.fog_depth_in is not None and e.solids_depth_in is not None
    ]
    # The running cycle is due by the frequency in force on its first day (R8d).
    began = max((d for d in pump_outs if d <= as_of), default=as_of)
    approved = running_frequency_of(session, device, profile, began)
    return analyse(pump_outs, readings, approved, as_of, profile)


def _report(
    session: Session, device: Device, as_of: date, profile: OrdinanceProfile
) -> FrequencyReport:
    approvals = tuple(
        a for a in _approvals(session, device.establishment_id) if a.device_pk == device.id
    )
    if device.type == DeviceType.TRAP:
        # A trap has no readings to analyse (R1 is the interceptors'): only its approvals.
        return FrequencyReport(device.id, device.device_id, None, "", approvals)
    try:
        found = _analysis(session, device, as_of, profile)
    except NotEnoughData as refused:
        return FrequencyReport(device.id, device.device_id, None, str(refused), approvals)
    return FrequencyReport(device.id, device.device_id, found, "", approvals)


def _interceptors(session: Session, establishment_id: int) -> Sequence[Device]:
    return session.scalars(
        select(Device)
        .where(
            Device.establishment_id == establishment_id,
            Device.type == DeviceType.INTERCEPTOR.value,
            Device.voided_at.is_(None),
        )
        .order_by(Device.device_id)
    ).all()


def frequency_reports(db: Database, establishment_id: int, as_of: date) -> list[FrequencyReport]:
    """Each interceptor in use, by Device ID, with what its readings say (R8d)."""
    with db.read() as session:
        profile = profile_in(session, establishment_id)
        return [
            _report(session, d, as_of, profile) for d in _interceptors(session, establishment_id)
        ]


def frequency_report(
    db: Database, establishment_id: int, device_id: str, as_of: date, *, trap: bool = False
) -> FrequencyReport:
    """What the readings of the interceptor ``device_id`` say (R8d); a Device ID that no
    interceptor in use has is refused. With ``trap``, a grease trap's is taken too: its
    report holds its approvals only (R3)."""
    with db.read() as session:
        device = _approvable(session, establishment_id, device_id, trap=trap)
        return _report(session, device, as_of, profile_in(session, establishment_id))


def early_pump_outs(scope: Scope) -> Iterator[Obligation]:
    """An interceptor filling faster than its schedule must be pumped out before the day
    it is predicted to reach 25%, earlier than its approved frequency says (R8d, E.5).
    Met by the next full pump-out, which starts the cycle the next analysis counts from."""
    for device in _interceptors(scope.session, scope.establishment.id):
        try:
            found = _analysis(scope.session, device, scope.as_of, scope.profile)
        except NotEnoughData:
            continue
        if found.early_pump_out is not None:
            yield Obligation(
                ObligationKind.EARLY_PUMP_OUT,
                device.device_id,
                found.early_pump_out,
                None,
                "R8d",
                f"devices:{device.id}",
            )
