"""Grease control devices: validation, create, amend, void (issue: devices; rules.md R2, R3)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import QueryableAttribute, Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.parse import check_storable, parse_date, parse_decimal, parse_positive_int
from fog_desktop.rules.pumpout import (
    DEFAULT_INTERCEPTOR_FREQUENCY,
    DEFAULT_TRAP_FREQUENCY,
    LONGEST_DAYS,
    LONGEST_YEARS,
    MAX_DAYS,
    UNITS,
    Frequency,
)
from fog_desktop.services import records
from models import DEVICE_TYPES, Device, DeviceType


@dataclass
class DeviceInput:
    """A device as typed: text fields, parsed and checked by :func:`validate`."""

    device_id: str = ""
    type: str = DeviceType.INTERCEPTOR.value
    location: str = ""
    capacity_gal: str = ""
    design_depth_in: str = ""
    frequency_number: str = ""
    frequency_unit: str = ""
    in_service_since: str = ""
    notes: str = ""
    waiver_notes: str = ""

    @classmethod
    def from_record(cls, record: Device) -> DeviceInput:
        def text(value: Any) -> str:
            if value is None:
                return ""
            return value.isoformat() if isinstance(value, date) else str(value)

        return cls(**{f.name: text(getattr(record, f.name)) for f in fields(cls)})


def default_frequency(device_type: str) -> Frequency:
    """R2/R3's default when no frequency is entered: traps daily, the rest quarterly."""
    return (
        DEFAULT_TRAP_FREQUENCY if device_type == DeviceType.TRAP else DEFAULT_INTERCEPTOR_FREQUENCY
    )


def frequency_of(device: Device) -> Frequency:
    if device.frequency_number and device.frequency_unit:
        return Frequency(device.frequency_number, device.frequency_unit)
    return default_frequency(device.type)


def frequency_text(device: Device) -> str:
    """The frequency as the Devices sheet writes it; empty means the rules' default."""
    if device.frequency_number and device.frequency_unit:
        return str(Frequency(device.frequency_number, device.frequency_unit))
    return ""


def frequency_label(device: Device) -> str:
    """The frequency as a screen shows it: the rules' default marked as such, and a trap
    cleaned less often than daily marked as the user's choice, not the law's (R3)."""
    entered = frequency_text(device)
    if not entered:
        return f"{default_frequency(device.type)} (default)"
    if device.type == DeviceType.TRAP and frequency_of(device) != DEFAULT_TRAP_FREQUENCY:
        return f"{entered} (your choice; R3 says daily)"
    return entered


def label(device: Device) -> str:
    return f"Device {device.device_id}"


def _collect(problems: list[Problem], parse: Any, *args: Any) -> Any:
    try:
        return parse(*args)
    except ValidationError as exc:
        problems.extend(exc.problems)
        return None


def _size(text: str, column: QueryableAttribute[Any], label: str, unit: str) -> Decimal:
    """A capacity or design depth: required, and more than 0 (R1, R2)."""
    value = parse_decimal(text, column, label, unit=unit, positive=True)
    if value is None:
        raise ValidationError.single(column.key, f"Enter the {label.lower()} in {unit}.")
    return value


def validate(
    session: Session, establishment_id: int, data: DeviceInput, own_pk: int | None
) -> dict[str, Any]:
    """The column values for ``data``, or a ValidationError naming every bad field."""
    check_storable(asdict(data))
    problems: list[Problem] = []
    device_id = data.device_id.strip()
    if not device_id:
        problems.append(Problem("device_id", "Enter a Device ID, for example GI-1."))
    elif _device_id_taken(session, establishment_id, device_id, own_pk):
        problems.append(
            Problem("device_id", f"Device ID {device_id} is already used by another device here.")
        )
    if data.type not in DEVICE_TYPES:
        problems.append(Problem("type", f"Type must be one of: {', '.join(DEVICE_TYPES)}."))
    capacity = _collect(
        problems, _size, data.capacity_gal, Device.capacity_gal, "Capacity", "gallons"
    )
    depth = _collect(
        problems, _size, data.design_depth_in, Device.design_depth_in, "Design depth", "inches"
    )
    number = _collect(
        problems,
        parse_positive_int,
        data.frequency_number,
        "frequency_number",
        "Frequency",
        LONGEST_DAYS,
    )
    unit = data.frequency_unit.strip().lower() or None
    if unit is not None and unit not in UNITS:
        problems.append(Problem("frequency_unit", f"The unit must be one of: {', '.join(UNITS)}."))
    elif (number is None) != (unit is None) and not any(
        p.field == "frequency_number" for p in problems
    ):
        problems.append(
            Problem(
                "frequency_number",
                "Enter both a number and a unit for the frequency, or leave both empty "
                "for the default.",
            )
        )
    elif number is not None and unit is not None and Frequency(number, unit).exceeds_longest():
        problems.append(
            Problem("frequency_number", f"A frequency can't be longer than {LONGEST_YEARS} years.")
        )
    elif (
        number is not None
        and unit is not None
        and data.type == DeviceType.INTERCEPTOR
        and Frequency(number, unit).exceeds_six_months()
    ):
        problems.append(
            Problem(
                "frequency_number",
                "An interceptor must be pumped out at least every 6 months "
                f"(R2; at most 6 months or {MAX_DAYS} days).",
            )
        )
    since = _collect(
        problems, parse_date, data.in_service_since, "in_service_since", "In service since"
    )
    if problems:
        raise ValidationError(problems)
    return {
        "device_id": device_id,
        "type": data.type,
        "location": data.location.strip(),
        "capacity_gal": capacity,
        "design_depth_in": depth,
        "frequency_number": number,
        "frequency_unit": unit,
        "in_service_since": since,
        "notes": data.notes.strip(),
        "waiver_notes": data.waiver_notes.strip(),
    }


def _device_id_taken(
    session: Session, establishment_id: int, device_id: str, own_pk: int | None
) -> bool:
    clash = session.scalar(
        select(Device.id).where(
            Device.establishment_id == establishment_id,
            Device.device_id == device_id,
            Device.voided_at.is_(None),
            Device.id != (own_pk or -1),
        )
    )
    return clash is not None


def add(session: Session, establishment_id: int, data: DeviceInput, actor: str) -> Device:
    """Create within an open unit of work (used by set-up, demo and import)."""
    values = validate(session, establishment_id, data, None)
    record = Device(establishment_id=establishment_id, **values)
    return records.create(
        session, record, label=label(record), establishment_id=establishment_id, actor=actor
    )


def create_device(db: Database, establishment_id: int, data: DeviceInput, actor: str) -> Device:
    with db.write() as session:
        return add(session, establishment_id, data, actor)


def amend_device(
    db: Database, device_pk: int, data: DeviceInput, actor: str, reason: str = ""
) -> Device:
    with db.write() as session:
        record = _get(session, device_pk)
        values = validate(session, record.establishment_id, data, device_pk)
        records.amend(
            session,
            record,
            values,
            label=label(record),
            establishment_id=record.establishment_id,
            actor=actor,
            reason=reason,
        )
        return record


def void_device(db: Database, device_pk: int, reason: str, actor: str) -> None:
    with db.write() as session:
        record = _get(session, device_pk)
        records.void(
            session,
            record,
            reason=reason,
            label=label(record),
            establishment_id=record.establishment_id,
            actor=actor,
        )


def _get(session: Session, device_pk: int) -> Device:
    record = session.get(Device, device_pk)
    if record is None:
        raise NotFound(f"There is no device with id {device_pk}.")
    return record


def get_device(db: Database, device_pk: int) -> Device:
    with db.read() as session:
        return _get(session, device_pk)


def list_devices(db: Database, establishment_id: int, *, include_void: bool = True) -> list[Device]:
    """The establishment's devices by Device ID; void ones last, still listed (R6)."""
    with db.read() as session:
        query = select(Device).where(Device.establishment_id == establishment_id)
        if not include_void:
            query = query.where(Device.voided_at.is_(None))
        query = query.order_by(Device.voided_at.is_not(None), Device.device_id, Device.id)
        return list(session.scalars(query))
