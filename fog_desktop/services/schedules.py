"""The obligations that come from each device and its log (rules.md R1, R2, R3).

"Pump-out" for interceptors and other devices (R2), met only by a full pump-out (one
possibly partial counts once the manager confirmed it full), "Trap cleaning" for traps
(R3), and "Service now" after a reading above 25% (R1). The frequency of a closed interval
is the one the device had on the day the interval began, read from the audit trail, so
that a frequency change does not rewrite the past. A trap's is at most what the city had
approved by that day, daily without an approval (R3, :mod:`fog_desktop.rules.traps`); an
interceptor's approved frequency counts from the approval's date, however late it was
typed (R8d, :mod:`fog_desktop.rules.approvals`).
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable, Iterator
from datetime import date, timedelta
from typing import Any

from sqlalchemy import Executable, Select, func, literal, null, select
from sqlalchemy.orm import Session

from fog_desktop.audit import local_date
from fog_desktop.rules.approvals import (
    Approval,
    interceptor_schedule,
    running_frequency,
    typed_changes,
)
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency, open_due
from fog_desktop.rules.sludge import exceeds_limit, service_now
from fog_desktop.rules.traps import trap_schedule
from fog_desktop.services.collecting import Scope
from fog_desktop.services.device_frequency import (
    approvals_by_device,
    default_frequency,
    frequency_of,
)
from fog_desktop.services.maintenance_flags import counts_as_full
from fog_desktop.services.ordinances import profile_in
from models import AuditEntry, Device, DeviceType, MaintenanceEntry, Service

#: What resets a trap's clock (R3): any cleaning or pump-out; a lateral or sewer main
#: cleaning does not (R8f, R8b). Other devices' clocks are reset by a full pump-out only (R2).
TRAP_CLOCK = (Service.CLEANING.value, Service.PUMP_OUT.value)


def _frequency_histories(
    session: Session, device_ids: list[int], profile: OrdinanceProfile
) -> dict[int, list[tuple[date, Frequency]]]:
    """Each device's frequency from each audited version on: (from, frequency)."""
    histories: dict[int, list[tuple[date, Frequency]]] = defaultdict(list)
    rows = session.execute(
        select(AuditEntry.record_id, AuditEntry.at, AuditEntry.after)
        .where(AuditEntry.record_table == Device.__tablename__)
        .where(AuditEntry.record_id.in_(device_ids))
        .order_by(AuditEntry.id)
    )
    for record_id, at, after in rows:
        values: dict[str, Any] = json.loads(after)
        number, unit = values.get("frequency_number"), values.get("frequency_unit")
        frequency = (
            Frequency(int(number), str(unit))
            if number and unit
            else default_frequency(str(values.get("type")), profile)
        )
        histories[record_id].append((local_date(at), frequency))
    return histories


def _frequency_at(
    history: list[tuple[date, Frequency]], current: Frequency
) -> Callable[[date], Frequency]:
    starts = [day for day, _ in history]

    def frequency_at(day: date) -> Frequency:
        if not history:
            return current
        index = bisect_right(starts, day) - 1
        return history[max(index, 0)][1]

    return frequency_at


#: What a maintenance entry's schedule and cycles are read from (R1, R2, R3, R8d).
READINGS = (
    MaintenanceEntry.service_date,
    MaintenanceEntry.service,
    MaintenanceEntry.fog_depth_in,
    MaintenanceEntry.solids_depth_in,
    MaintenanceEntry.gallons_removed,
    MaintenanceEntry.partial_check,
)


def device_obligations(scope: Scope) -> Iterator[Obligation]:
    devices = scope.in_use(Device)
    logged = select(MaintenanceEntry.device_pk, *READINGS).where(
        MaintenanceEntry.voided_at.is_(None), MaintenanceEntry.service_date <= scope.as_of
    )
    queries: list[Executable]
    if scope.since is None:
        queries = [logged.where(MaintenanceEntry.establishment_id == scope.establishment.id)]
    else:
        traps = [d.id for d in devices if d.type == DeviceType.TRAP]
        others = [d.id for d in devices if d.type != DeviceType.TRAP]
        # Three reads, each one index can answer: one condition with an OR read every
        # entry of the establishment, its years of daily trap cleanings too.
        queries = [
            _traps_before(scope.establishment.id, scope.since),
            logged.where(MaintenanceEntry.device_pk.in_(others)),
            logged.where(
                MaintenanceEntry.establishment_id == scope.establishment.id,
                MaintenanceEntry.device_pk.in_(traps),
                MaintenanceEntry.service_date >= scope.since,
            ),
        ]
    entries = [entry for query in queries for entry in scope.session.execute(query)]
    by_device: dict[int, list[Any]] = defaultdict(list)
    for entry in entries:
        by_device[entry.device_pk].append(entry)
    histories = _frequency_histories(scope.session, [d.id for d in devices], scope.profile)
    approvals = approvals_by_device(scope.session, scope.establishment.id)
    for device in devices:
        yield from _obligations_of(
            device,
            by_device[device.id],
            histories[device.id],
            approvals[device.id],
            scope.profile,
            records_begin=scope.establishment.records_begin,
        )


def running_frequency_of(
    session: Session, device: Device, profile: OrdinanceProfile, began: date
) -> Frequency:
    """The frequency an interceptor's interval begun on ``began``, the running one, is due
    by (R2, R8d): what its Pump-out duty and the readings' warning are measured against."""
    history = _frequency_histories(session, [device.id], profile)[device.id]
    approvals = approvals_by_device(session, device.establishment_id)[device.id]
    typed = history or [(began, frequency_of(device, profile))]
    return running_frequency(began, typed_changes(typed, approvals), approvals)


def traps_read_from(session: Session, establishment_id: int, start: date) -> date:
    """The first day of the traps' log that the obligations covering a window from
    ``start`` on need (R3, R7; issue 16 §2: a two-year packet of a ten-year kitchen).

    A trap's interval is due one frequency after the cleaning that begins it, so one
    begun earlier than the longest frequency any of its traps has had (its audited
    versions included) before ``start`` fell due before the window; a month is counted
    as 31 days, so the day returned errs early.
    """
    traps = session.scalars(
        select(Device).where(
            Device.establishment_id == establishment_id, Device.type == DeviceType.TRAP.value
        )
    ).all()
    profile = profile_in(session, establishment_id)
    histories = _frequency_histories(session, [trap.id for trap in traps], profile)
    frequencies = [frequency_of(trap, profile) for trap in traps]
    frequencies += [frequency for history in histories.values() for _, frequency in history]
    longest = max((_longest_days(frequency) for frequency in frequencies), default=0)
    return start - timedelta(days=longest + 1)


def _longest_days(frequency: Frequency) -> int:
    return frequency.number * {"days": 1, "weeks": 7, "months": 31}[frequency.unit]


def _traps_before(
    establishment_id: int, since: date
) -> Select[int, date, str, None, None, None, str]:
    """Each trap's last cleaning or pump-out before ``since``, as a log row.

    A trap's interval runs from one cleaning to the next and is due one frequency after
    the first, so the intervals met from ``since`` on need only the entries from then on
    and this one before them: a busy kitchen's years of daily cleanings are not read.
    Other devices' logs are short and read whole (R1 needs every reading).

    Asked trap by trap, the last one is the first its (device, date) index finds going
    back from ``since``: some 0.05 ms. Grouping the establishment's log by trap read every
    cleaning before ``since``, 20 ms of each Dashboard reading of a ten-year kitchen.
    """
    last = (
        select(func.max(MaintenanceEntry.service_date))
        .where(
            MaintenanceEntry.device_pk == Device.id,
            MaintenanceEntry.voided_at.is_(None),
            MaintenanceEntry.service.in_(TRAP_CLOCK),
            MaintenanceEntry.service_date < since,
        )
        .scalar_subquery()
    )
    return select(
        Device.id.label("device_pk"),
        last.label("service_date"),
        literal(Service.CLEANING.value).label("service"),
        null().label("fog_depth_in"),
        null().label("solids_depth_in"),
        null().label("gallons_removed"),
        literal("").label("partial_check"),
    ).where(
        Device.establishment_id == establishment_id,
        Device.type == DeviceType.TRAP.value,
        last.is_not(None),
    )


def _obligations_of(
    device: Device,
    entries: list[Any],
    history: list[tuple[date, Frequency]],
    approvals: list[Approval],
    profile: OrdinanceProfile,
    *,
    records_begin: date | None,
) -> Iterator[Obligation]:
    is_trap = device.type == DeviceType.TRAP
    current = frequency_of(device, profile)
    pump_outs = [
        e.service_date
        for e in entries
        if counts_as_full(e.service, e.gallons_removed, device.capacity_gal, e.partial_check)
    ]
    cleanings = [e.service_date for e in entries if e.service in TRAP_CLOCK]
    entered_on = local_date(device.created_at)
    if is_trap:
        # Held to daily, or to the interval the city had approved by each day (R3).
        intervals = trap_schedule(
            cleanings, device.in_service_since, entered_on, _frequency_at(history, current),
            current, approvals=approvals, law=profile.trap_frequency,
        )  # fmt: skip
    else:
        # Due by the frequency in force on each interval's first day, an approval's from
        # its date however late it was typed (R8d).
        typed = history or [(entered_on, current)]
        intervals = interceptor_schedule(
            pump_outs, device.in_service_since, entered_on, typed, approvals
        )
    source = f"devices:{device.id}"
    kind = ObligationKind.TRAP_CLEANING if is_trap else ObligationKind.PUMP_OUT
    rule = "R3" if is_trap else "R2"
    for interval in intervals:
        # The open interval only: a closed one before the records began is not judged (R9).
        due = interval.due if interval.met_on else open_due(interval.due, records_begin)
        yield Obligation(kind, device.device_id, due, interval.met_on, rule, source)
    if is_trap:
        return
    exceeding = [
        e.service_date
        for e in entries
        if e.fog_depth_in is not None
        and e.solids_depth_in is not None
        and exceeds_limit(e.fog_depth_in, e.solids_depth_in, device.design_depth_in, profile)
    ]
    for interval in service_now(exceeding, pump_outs):
        yield Obligation(
            ObligationKind.SERVICE_NOW,
            device.device_id,
            interval.due,
            interval.met_on,
            "R1",
            source,
        )
