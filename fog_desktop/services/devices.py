"""Grease control devices: validation, create, amend, void (issue: devices; rules.md R2, R3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import QueryableAttribute, Session

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import (
    check_storable,
    parse_date,
    parse_decimal,
    parse_positive_int,
)
from fog_desktop.rules.approvals import Approval
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import LONGEST_DAYS, LONGEST_YEARS, UNITS, Frequency
from fog_desktop.rules.traps import in_force
from fog_desktop.services import records
from fog_desktop.services.device_frequency import (
    approvals_by_device,
    frequency_label,
    frequency_of,
    frequency_shown,
)
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.id_forms import IdForm
from fog_desktop.services.ordinances import profile_in
from fog_desktop.words import shown
from models import DEVICE_TYPES, Device, DeviceType


@dataclass
class DeviceInput(AsTyped["Device | DeviceRow"]):
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


@dataclass(frozen=True)
class DeviceColumns:
    """A device's columns as stored, typed."""

    device_id: str
    type: str
    location: str
    capacity_gal: Decimal
    design_depth_in: Decimal
    frequency_number: int | None
    frequency_unit: str | None
    in_service_since: date | None
    notes: str
    waiver_notes: str


@dataclass(frozen=True)
class DeviceValues(DeviceColumns, records.Values[Device]):
    """A device's columns as :func:`validate` checked them."""


@dataclass(frozen=True, kw_only=True)
class DeviceRow(DeviceColumns):
    """A device as the screens, the command line, the workbook and the packet show it."""

    id: int
    establishment_id: int
    status_text: str
    is_void: bool
    #: Why it was voided; "" while in use (R6).
    void_reason: str
    #: Who entered it, as the audit trail names them.
    entered_by: str
    #: How often it is serviced: the frequency entered, or the ordinance profile's
    #: default (R2, R3).
    frequency: Frequency
    #: The frequency that applies now: a trap's at most what the city approved, daily
    #: without an approval (R3); any other device's :attr:`frequency`.
    applies: Frequency
    #: :func:`frequency_label`: the packet's, the workbook's and the command line's English.
    frequency_label: str
    #: :func:`frequency_shown`: the same in the interface's language.
    frequency_shown: str


def row_of(device: Device, profile: OrdinanceProfile, approvals: Sequence[Approval]) -> DeviceRow:
    """``approvals``: the city's approvals in use of the device's frequency (R3)."""
    frequency = frequency_of(device, profile)
    applies = (
        in_force(frequency, date.max, approvals, profile.trap_frequency)
        if device.type == DeviceType.TRAP
        else frequency
    )
    # DeviceValues holds these columns to the table's types (tests/services/test_records.py).
    return DeviceRow(
        **records.shown(device, DeviceColumns),
        establishment_id=device.establishment_id,
        void_reason=device.void_reason or "",
        entered_by=device.entered_by,
        frequency=frequency,
        applies=applies,
        frequency_label=frequency_label(device, profile, approvals),
        frequency_shown=frequency_shown(device, profile, approvals),
    )


def label(device: Device) -> str:
    return f"Device {device.device_id}"


_DEVICES = records.RecordType(Device, noop("Records", "device"), label)


#: The sizes a device's form asks for, each required and more than 0 (R1, R2), by
#: column: its name, its unit and what an empty field is told.
_SIZES = {
    "capacity_gal": (
        noop("Devices", "Capacity"),
        noop("Devices", "gallons"),
        noop("Devices", "Enter the capacity in gallons."),
    ),
    "design_depth_in": (
        noop("Devices", "Design depth"),
        noop("Devices", "inches"),
        noop("Devices", "Enter the design depth in inches."),
    ),
}


def _size(text: str, column: QueryableAttribute[Decimal]) -> Decimal:
    label, unit, missing = (translate("Devices", words) for words in _SIZES[column.key])
    value = parse_decimal(text, column, label, unit=unit, positive=True)
    if value is None:
        raise ValidationError.single(column.key, missing)
    return value


def frequency_problem(
    number: int | None, unit: str | None, device_type: str, profile: OrdinanceProfile
) -> str:
    """What is wrong with a frequency whose number and unit each parsed (R2, R3); "" if
    nothing is."""
    if (number is None) != (unit is None):
        return translate(
            "Devices",
            "Enter both a number and a unit for the frequency, or leave both empty for the "
            "default.",
        )
    if number is None or unit is None:
        return ""
    if Frequency(number, unit).exceeds_longest():
        return translate("Devices", "A frequency can't be longer than {years} years.").format(
            years=LONGEST_YEARS
        )
    longest = profile.longest_frequency
    if device_type == DeviceType.INTERCEPTOR and Frequency(number, unit).exceeds(longest):
        return translate(
            "Devices", "An interceptor must be pumped out at least every {longest} (R2)."
        ).format(longest=longest.shown)
    return ""


def validate(
    session: Session, establishment_id: int, data: DeviceInput, own_pk: int | None
) -> DeviceValues:
    """The column values for ``data``, or a ValidationError naming every bad field."""
    check_storable(asdict(data))
    problems = Problems()
    device_id = data.device_id.strip()
    if not device_id:
        problems.add("device_id", translate("Devices", "Enter a Device ID, for example GI-1."))
    elif _DEVICES.taken(
        session,
        own_pk,
        Device.establishment_id == establishment_id,
        Device.device_id == device_id,
    ):
        problems.add(
            "device_id",
            translate("Devices", "Device ID {id} is already used by another device here.").format(
                id=device_id
            ),
        )
    choose = translate("Devices", "Type must be one of: {choices}.")
    problems.one_of("type", data.type, DEVICE_TYPES, choose)
    capacity = problems.parse(_size, data.capacity_gal, Device.capacity_gal)
    depth = problems.parse(_size, data.design_depth_in, Device.design_depth_in)
    number = problems.parse(
        parse_positive_int,
        data.frequency_number,
        "frequency_number",
        translate("Devices", "Frequency"),
        LONGEST_DAYS,
    )
    unit = data.frequency_unit.strip().lower() or None
    if unit is not None and unit not in UNITS:
        problems.add(
            "frequency_unit",
            translate("Devices", "The unit must be one of: {units}.").format(
                units=", ".join(map(shown, UNITS))
            ),
        )
    elif not problems.about("frequency_number") and (
        wrong := frequency_problem(number, unit, data.type, profile_in(session, establishment_id))
    ):
        problems.add("frequency_number", wrong)
    since = problems.parse(
        parse_date,
        data.in_service_since,
        "in_service_since",
        translate("Devices", "In service since"),
    )
    problems.check()
    assert capacity is not None and depth is not None
    return DeviceValues(
        device_id=device_id,
        type=data.type,
        location=data.location.strip(),
        capacity_gal=capacity,
        design_depth_in=depth,
        frequency_number=number,
        frequency_unit=unit,
        in_service_since=since,
        notes=data.notes.strip(),
        waiver_notes=data.waiver_notes.strip(),
    )


def device_in_use(session: Session, establishment_id: int, typed: str) -> int | None:
    """The id of the device in use with the Device ID typed, None when none is typed; a
    Device ID that no device in use has is refused."""
    device_id = typed.strip()
    if not device_id:
        return None
    found = _DEVICES.in_use(
        session, Device.establishment_id == establishment_id, Device.device_id == device_id
    )
    if found is None:
        raise ValidationError.single(
            "device_id",
            translate("Devices", "There is no device {id} in use.").format(id=repr(device_id)),
        )
    return found


_FORM = IdForm(_DEVICES, validate)
add = _FORM.add
create_device = _FORM.create
amend_device = _FORM.amend


def amend(session: Session, device: Device, data: DeviceInput, actor: str, reason: str) -> bool:
    """Amend within an open unit of work (a frequency approval, R8d); False if unchanged."""
    values = validate(session, device.establishment_id, data, device.id)
    return _DEVICES.amend(session, device, values, actor, reason)


void_device = _DEVICES.void_by_id


def get_device(db: Database, device_pk: int) -> DeviceRow:
    with db.read() as session:
        device = _DEVICES.get(session, device_pk)
        approvals = approvals_by_device(session, device.establishment_id)
        return row_of(device, profile_in(session, device.establishment_id), approvals[device.id])


def list_devices(
    db: Database, establishment_id: int, *, include_void: bool = True
) -> list[DeviceRow]:
    """The establishment's devices by Device ID; void ones last, still listed (R6)."""
    with db.read() as session:
        query = select(Device).where(Device.establishment_id == establishment_id)
        if not include_void:
            query = query.where(Device.voided_at.is_(None))
        query = query.order_by(Device.voided_at.is_not(None), Device.device_id, Device.id)
        profile = profile_in(session, establishment_id)
        approvals = approvals_by_device(session, establishment_id)
        return [row_of(d, profile, approvals[d.id]) for d in session.scalars(query)]
