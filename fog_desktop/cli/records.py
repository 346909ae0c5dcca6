"""establishment, device and calendar: set up a restaurant without a screen.

Changes are amendments and voids, never deletions (rules.md R6); each is written to the
audit trail under the ``--operator`` name.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from fog_desktop.cli import frequency
from fog_desktop.cli.arguments import (
    VOID_WHY,
    Actions,
    Field,
    Named,
    Table,
    key,
    parent,
)
from fog_desktop.cli.common import (
    REASON_REFUSED,
    Change,
    in_establishment,
    listed,
    nothing,
    one_of,
    pick_establishment,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.options import EXIT_OK
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import calendar, devices, establishments, records_begin
from fog_desktop.services.devices import DeviceInput, DeviceRow
from fog_desktop.services.establishments import EstablishmentInput, EstablishmentRow
from models import DEVICE_TYPES, CalendarChangeKind

#: Each field of the establishment's profile and the option that sets it.
ESTABLISHMENT_PROFILE = Table(
    EstablishmentInput,
    Field("name", "--name", "the establishment's name", required=True),
    Field("address", "--address", "street address"),
    Field("business_license_no", "--license-no", "business license number"),
    Field("contact_name", "--contact-name", "contact person"),
    Field("contact_phone", "--contact-phone", "contact person's phone"),
    Field("contact_email", "--contact-email", "contact person's email"),
    Field("program_manager_name", "--pm-name", "FOG program manager's name"),
    Field("program_manager_address", "--pm-address", "FOG program manager's address"),
    Field("program_manager_phone", "--pm-phone", "FOG program manager's phone"),
    Field("program_manager_email", "--pm-email", "FOG program manager's email"),
    Field("city_spill_phone", "--city-phone", "the city's phone number for spill notices (R5)"),
    Field("health_dept_phone", "--health-phone", "the health department's phone number (R5)"),
    Field(
        "records_begin",
        "--records-begin",
        "YYYY-MM-DD, the day its records here begin: no duty due before it is judged (R9); "
        "without it the whole history is; '' to clear",
    ),
)

DEVICE = Table(
    DeviceInput,
    Field(
        "device_id",
        "--device-id",
        "Device ID, unique in the establishment, e.g. GI-1",
        required=True,
    ),
    Field("type", "--type", f"one of: {', '.join(DEVICE_TYPES)}"),
    Field("location", "--location", "where it is"),
    Field("capacity_gal", "--capacity", "capacity in gallons", required=True),
    Field("design_depth_in", "--depth", "design hydraulic depth in inches", required=True),
    Field("in_service_since", "--in-service-since", "YYYY-MM-DD; starts the pump-out clock (R2)"),
    Field("notes", "--notes", "notes"),
    Field("waiver_notes", "--waiver-notes", "terms of a waiver, if any"),
)
#: The frequency is one option for two fields of the input, read by :func:`_device_input`.
FREQUENCY_OPTION = "--frequency"
FREQUENCY = parent(
    Field(
        "frequency",
        FREQUENCY_OPTION,
        "maintenance frequency, e.g. '3 months', '90 days', '2 weeks'; 'default' for the "
        "rules' default (interceptors quarterly, R2; traps daily, R3)",
        metavar="FREQ",
    )
)
#: What the manager knew when the records began (R9): one date, named by the device's kind.
LAST_SERVICE = parent(
    Field(
        "last_pump_out",
        "--last-pump-out",
        "YYYY-MM-DD, its last full pump-out before the records began, kept on paper (R9)",
    ),
    Field(
        "last_cleaned",
        "--last-cleaned",
        "YYYY-MM-DD, a trap's last cleaning before the records began, kept on paper (R9)",
    ),
)
DEVICE_REFUSAL_OPTIONS = {
    **DEVICE.refusals,
    "frequency_number": FREQUENCY_OPTION,
    "frequency_unit": FREQUENCY_OPTION,
    "last_service": "--last-pump-out/--last-cleaned",
}
DAY = key("day", "YYYY-MM-DD")


def register(commands: Any) -> None:
    _register_establishment(commands)
    _register_device(commands)
    _register_calendar(commands)


def _register_establishment(commands: Any) -> None:
    actions = Actions(commands, "establishment", "list, add or amend establishments", scope=())
    actions.list("the establishments in the database", _establishment_list)
    refusals = ESTABLISHMENT_PROFILE.refusals
    actions.action(
        "add",
        "add an establishment",
        Change(nothing, _establishment_add, refusals),
        ESTABLISHMENT_PROFILE.parent(),
    )
    actions.amend_found(
        "amend its profile",
        # looked up before the change: a name no database can store is told as it is
        _named_establishment,
        _establishment_amend,
        key("current_name", "NAME", "the establishment to amend"),
        ESTABLISHMENT_PROFILE,
        refusals=refusals,
    )


def _register_device(commands: Any) -> None:
    actions = Actions(
        commands,
        "device",
        "list, add, amend or void grease interceptors, traps and other devices",
    )
    actions.list("the establishment's devices, void ones included", _device_list)
    refusals = DEVICE_REFUSAL_OPTIONS
    actions.add("add a device", _device_add, DEVICE, FREQUENCY, LAST_SERVICE, refusals=refusals)
    device = Named("device", "DEVICE_ID", _find_device, _device_label)
    actions.amend(
        "amend a device, or give its last pump-out or cleaning before the records began",
        _device_amend,
        device,
        DEVICE,
        FREQUENCY,
        LAST_SERVICE,
        refusals=refusals,
    )
    actions.void_named(
        "mark a device entered in error; it stays in the records", device, devices.void_device
    )
    frequency.register_on(actions, device)


def _register_calendar(commands: Any) -> None:
    actions = Actions(
        commands, "calendar", "the working-day calendar for written confirmations (R5)"
    )
    year = parent(Field("year", "--year", "the year (default this year)", metavar=None, parse=int))
    actions.action(
        "show", "the holidays in force for a year, and the changes made", _calendar_show, year
    )
    note = parent(Field("note", "--note", "why", metavar=None, default=""))
    change = Change(in_establishment, _calendar_change, {"day": "YYYY-MM-DD", "kind": ""})
    for action, kind, helptext in (
        ("close", CalendarChangeKind.CLOSED, "add a local closure day"),
        ("open", CalendarChangeKind.OPEN, "remove a default holiday: city hall is open"),
    ):
        actions.action(action, helptext, change, DAY, note, defaults={"kind": kind})
    void = Change(_active_change, _calendar_void, REASON_REFUSED)
    actions.action("void", "undo a change (it stays in the records, void)", void, DAY, VOID_WHY)


def _establishment_list(context: AppContext, args: argparse.Namespace) -> int:
    return listed(
        args,
        establishments.list_establishments(context.db, include_void=True),
        lambda e: {**EstablishmentInput.of(e).cleaned(), "status": e.status_text},
        lambda e: f"{e.name}  ({e.status_text})  {e.address}",
    )


def _establishment_add(context: AppContext, _: None, args: argparse.Namespace) -> str:
    data = ESTABLISHMENT_PROFILE.read(args)
    record = establishments.create_establishment(context.db, data, context.actor)
    return f"Added establishment {record.name!r}."


def _named_establishment(context: AppContext, args: argparse.Namespace) -> EstablishmentRow:
    return establishments.find_establishment(context.db, args.current_name)


def _establishment_amend(
    context: AppContext, record: EstablishmentRow, args: argparse.Namespace
) -> str:
    data = ESTABLISHMENT_PROFILE.fill(EstablishmentInput.of(record), args)
    establishments.amend_establishment(context.db, record.id, data, context.actor, args.reason)
    return f"Amended establishment {data.name.strip()!r}."


def _device_row(device: DeviceRow) -> dict[str, str]:
    return {**vars(DeviceInput.of(device)), "status": device.status_text}


def _device_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    return listed(args, devices.list_devices(context.db, est.id), _device_row, _device_line)


def _device_line(d: DeviceRow) -> str:
    return (
        f"{d.device_id:<10} {d.type:<28} {d.capacity_gal:>9} gal {d.design_depth_in:>6} in  "
        f"every {d.frequency_label:<18} {d.status_text}"
    )


def _device_input(args: argparse.Namespace, base: DeviceInput) -> DeviceInput:
    data = DEVICE.fill(base, args)
    text = args.frequency
    if text is None:
        return data
    if text.strip().lower() == "default":
        return replace(data, frequency_number="", frequency_unit="")
    try:
        frequency = Frequency.parse(text)
    except ValueError as exc:
        raise ValidationError.single("frequency_number", str(exc)) from None
    return replace(data, frequency_number=str(frequency.number), frequency_unit=frequency.unit)


def _find_device(context: AppContext, establishment_id: int, device_id: str) -> DeviceRow:
    in_use = devices.list_devices(context.db, establishment_id, include_void=False)
    missing = f"There is no device {device_id!r} in use here."
    return one_of(in_use, lambda d: d.device_id == device_id, missing)


def _last_service(args: argparse.Namespace) -> str | None:
    """The last pump-out or cleaning given (R9): either option, the device's kind says which."""
    given: str | None = args.last_pump_out or args.last_cleaned
    return given


def _device_add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record = records_begin.create_device_known(
        context.db, est.id, _device_input(args, DeviceInput()), _last_service(args),
        context.actor, today=context.today(),
    )  # fmt: skip
    return f"Added device {record.device_id} to {est.name!r}."


def _device_amend(
    context: AppContext, found: tuple[EstablishmentRow, DeviceRow], args: argparse.Namespace
) -> str:
    est, record = found
    data = _device_input(args, DeviceInput.of(record))
    said = []
    if data != DeviceInput.of(record):
        devices.amend_device(context.db, record.id, data, context.actor, args.reason)
        said.append(f"Amended device {data.device_id.strip()} of {est.name!r}.")
    last = _last_service(args)
    if last is not None:
        records_begin.record_last_service(
            context.db, est.id, record.device_id, last, context.actor, today=context.today()
        )
        said.append(f"Recorded its last service before the records began, {last}.")
    return " ".join(said) or f"Nothing to change in device {record.device_id}."


def _device_label(est: EstablishmentRow, record: DeviceRow) -> str:
    return f"Device {record.device_id} of {est.name!r}"


def _calendar_show(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    year = args.year or context.today().year
    print(f"Working-day calendar of {est.name} for {year} (R5): Monday to Friday, except")
    print(calendar.calendar_for(context.db, est.id).describe(year))
    changes = calendar.list_calendar_changes(context.db, est.id)
    if changes:
        print("\nChanges made to the default calendar:")
        for c in changes:
            print(f"  {c.day.isoformat()} {c.kind:<6} {c.note}  ({c.status_text})")
    return EXIT_OK


def _calendar_change(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    calendar.add_calendar_change(
        context.db, est.id, args.day, args.kind, note=args.note, actor=context.actor
    )
    return f"{args.day} is now {'a closure day' if args.kind == 'Closed' else 'a working day'}."


def _active_change(context: AppContext, args: argparse.Namespace) -> int:
    """The change of ``args.day`` in use, by its primary key."""
    est = pick_establishment(context, args.establishment)
    return one_of(
        calendar.list_calendar_changes(context.db, est.id),
        lambda c: c.day.isoformat() == args.day and not c.is_void,
        f"There is no change of {args.day} in use.",
    ).id


def _calendar_void(context: AppContext, change_id: int, args: argparse.Namespace) -> str:
    calendar.void_calendar_change(context.db, change_id, args.reason, context.actor)
    return f"The change of {args.day} is void."
