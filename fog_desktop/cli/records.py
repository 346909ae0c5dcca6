"""establishment, device and calendar: set up a restaurant without a screen.

Changes are amendments and voids, never deletions (rules.md R6); each is written to the
audit trail under the ``--operator`` name.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from fog_desktop.cli.common import (
    EXIT_OK,
    Options,
    add_establishment_option,
    add_options,
    fail,
    fill,
    option_names,
    pick_establishment,
    refused,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import calendar, devices, establishments
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.establishments import EstablishmentInput
from models import DEVICE_TYPES, CalendarChangeKind, Device

#: Each field of the establishment's profile and the option that sets it.
ESTABLISHMENT_OPTIONS: Options = {
    "name": ("--name", "the establishment's name"),
    "address": ("--address", "street address"),
    "business_license_no": ("--license-no", "business license number"),
    "contact_name": ("--contact-name", "contact person"),
    "contact_phone": ("--contact-phone", "contact person's phone"),
    "contact_email": ("--contact-email", "contact person's email"),
    "program_manager_name": ("--pm-name", "FOG program manager's name"),
    "program_manager_address": ("--pm-address", "FOG program manager's address"),
    "program_manager_phone": ("--pm-phone", "FOG program manager's phone"),
    "program_manager_email": ("--pm-email", "FOG program manager's email"),
    "city_spill_phone": ("--city-phone", "the city's phone number for spill notices (R5)"),
    "health_dept_phone": ("--health-phone", "the health department's phone number (R5)"),
}

DEVICE_OPTIONS: Options = {
    "device_id": ("--device-id", "Device ID, unique in the establishment, e.g. GI-1"),
    "type": ("--type", f"one of: {', '.join(DEVICE_TYPES)}"),
    "location": ("--location", "where it is"),
    "capacity_gal": ("--capacity", "capacity in gallons"),
    "design_depth_in": ("--depth", "design hydraulic depth in inches"),
    "in_service_since": ("--in-service-since", "YYYY-MM-DD; starts the pump-out clock (R2)"),
    "notes": ("--notes", "notes"),
    "waiver_notes": ("--waiver-notes", "terms of a waiver, if any"),
}
FREQUENCY_OPTION = "--frequency"
DEVICE_REFUSAL_OPTIONS = {
    **option_names(DEVICE_OPTIONS),
    "frequency_number": FREQUENCY_OPTION,
    "frequency_unit": FREQUENCY_OPTION,
}


def register(commands: Any) -> None:
    _register_establishment(commands)
    _register_device(commands)
    _register_calendar(commands)


def _register_establishment(commands: Any) -> None:
    group = commands.add_parser("establishment", help="list, add or amend establishments")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser("list", help="the establishments in the database")
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_establishment_list)
    for action, helptext in (("add", "add an establishment"), ("amend", "amend its profile")):
        p = sub.add_parser(action, help=helptext)
        if action == "amend":
            p.add_argument("current_name", metavar="NAME", help="the establishment to amend")
            p.add_argument(
                "--reason", default="", help="why it is amended (kept in the audit trail)"
            )
        add_options(p, ESTABLISHMENT_OPTIONS, frozenset({"name"} if action == "add" else ()))
        p.set_defaults(handler=_establishment_add if action == "add" else _establishment_amend)


def _register_device(commands: Any) -> None:
    group = commands.add_parser(
        "device", help="list, add, amend or void grease interceptors, traps and other devices"
    )
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser("list", help="the establishment's devices, void ones included")
    add_establishment_option(p)
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_device_list)
    for action, helptext in (("add", "add a device"), ("amend", "amend a device")):
        p = sub.add_parser(action, help=helptext)
        add_establishment_option(p)
        if action == "amend":
            p.add_argument("current_id", metavar="DEVICE_ID", help="the device to amend")
            p.add_argument(
                "--reason", default="", help="why it is amended (kept in the audit trail)"
            )
        required = {"device_id", "capacity_gal", "design_depth_in"} if action == "add" else ()
        add_options(p, DEVICE_OPTIONS, frozenset(required))
        p.add_argument(
            FREQUENCY_OPTION,
            metavar="FREQ",
            help="maintenance frequency, e.g. '3 months', '90 days', '2 weeks'; 'default' for "
            "the rules' default (interceptors quarterly, R2; traps daily, R3)",
        )
        p.set_defaults(handler=_device_add if action == "add" else _device_amend)
    p = sub.add_parser("void", help="mark a device entered in error; it stays in the records")
    add_establishment_option(p)
    p.add_argument("current_id", metavar="DEVICE_ID")
    p.add_argument("--reason", required=True, help="why it is void (required, kept)")
    p.set_defaults(handler=_device_void)


def _register_calendar(commands: Any) -> None:
    group = commands.add_parser(
        "calendar", help="the working-day calendar for written confirmations (R5)"
    )
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser("show", help="the holidays in force for a year, and the changes made")
    add_establishment_option(p)
    p.add_argument("--year", type=int, help="the year (default this year)")
    p.set_defaults(handler=_calendar_show)
    for action, kind, helptext in (
        ("close", CalendarChangeKind.CLOSED, "add a local closure day"),
        ("open", CalendarChangeKind.OPEN, "remove a default holiday: city hall is open"),
    ):
        p = sub.add_parser(action, help=helptext)
        add_establishment_option(p)
        p.add_argument("day", metavar="YYYY-MM-DD")
        p.add_argument("--note", default="", help="why")
        p.set_defaults(handler=_calendar_change, kind=kind)
    p = sub.add_parser("void", help="undo a change (it stays in the records, void)")
    add_establishment_option(p)
    p.add_argument("day", metavar="YYYY-MM-DD")
    p.add_argument("--reason", required=True, help="why (required, kept)")
    p.set_defaults(handler=_calendar_void)


def _establishment_list(context: AppContext, args: argparse.Namespace) -> int:
    found = establishments.list_establishments(context.db, include_void=True)
    if args.json:
        rows = [
            {**EstablishmentInput.from_record(e).cleaned(), "status": e.status_text} for e in found
        ]
        print(json.dumps(rows, indent=2))
    else:
        for e in found:
            print(f"{e.name}  ({e.status_text})  {e.address}")
    return EXIT_OK


def _establishment_add(context: AppContext, args: argparse.Namespace) -> int:
    data = fill(EstablishmentInput(), args, ESTABLISHMENT_OPTIONS)
    try:
        record = establishments.create_establishment(context.db, data, context.actor)
    except ValidationError as exc:
        return refused(exc, option_names(ESTABLISHMENT_OPTIONS))
    print(f"Added establishment {record.name!r}.")
    return EXIT_OK


def _establishment_amend(context: AppContext, args: argparse.Namespace) -> int:
    record = establishments.find_establishment(context.db, args.current_name)
    data = fill(EstablishmentInput.from_record(record), args, ESTABLISHMENT_OPTIONS)
    try:
        establishments.amend_establishment(context.db, record.id, data, context.actor, args.reason)
    except ValidationError as exc:
        return refused(exc, option_names(ESTABLISHMENT_OPTIONS))
    print(f"Amended establishment {data.name.strip()!r}.")
    return EXIT_OK


def _device_row(device: Device) -> dict[str, str]:
    return {**vars(DeviceInput.from_record(device)), "status": device.status_text}


def _device_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    found = devices.list_devices(context.db, est.id)
    if args.json:
        print(json.dumps([_device_row(d) for d in found], indent=2))
        return EXIT_OK
    for d in found:
        frequency = devices.frequency_label(d)
        print(
            f"{d.device_id:<10} {d.type:<28} {d.capacity_gal:>9} gal {d.design_depth_in:>6} in  "
            f"every {frequency:<18} {d.status_text}"
        )
    return EXIT_OK


def _device_input(args: argparse.Namespace, base: DeviceInput) -> DeviceInput:
    fill(base, args, DEVICE_OPTIONS)
    text = args.frequency
    if text is not None:
        if text.strip().lower() == "default":
            base.frequency_number, base.frequency_unit = "", ""
        else:
            try:
                frequency = Frequency.parse(text)
            except ValueError as exc:
                raise ValidationError.single("frequency_number", str(exc)) from None
            base.frequency_number, base.frequency_unit = str(frequency.number), frequency.unit
    return base


def _find_device(context: AppContext, establishment_id: int, device_id: str) -> Device:
    for device in devices.list_devices(context.db, establishment_id, include_void=False):
        if device.device_id == device_id:
            return device
    raise NotFound(f"There is no device {device_id!r} in use here.")


def _device_add(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    try:
        record = devices.create_device(
            context.db, est.id, _device_input(args, DeviceInput()), context.actor
        )
    except ValidationError as exc:
        return refused(exc, DEVICE_REFUSAL_OPTIONS)
    print(f"Added device {record.device_id} to {est.name!r}.")
    return EXIT_OK


def _device_amend(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    record = _find_device(context, est.id, args.current_id)
    try:
        data = _device_input(args, DeviceInput.from_record(record))
        devices.amend_device(context.db, record.id, data, context.actor, args.reason)
    except ValidationError as exc:
        return refused(exc, DEVICE_REFUSAL_OPTIONS)
    print(f"Amended device {data.device_id.strip()} of {est.name!r}.")
    return EXIT_OK


def _device_void(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    record = _find_device(context, est.id, args.current_id)
    try:
        devices.void_device(context.db, record.id, args.reason, context.actor)
    except ValidationError as exc:
        return refused(exc, {"reason": "--reason"})
    print(f"Device {record.device_id} of {est.name!r} is void: {args.reason.strip()}")
    return EXIT_OK


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


def _calendar_change(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    try:
        calendar.add_calendar_change(
            context.db, est.id, args.day, args.kind, note=args.note, actor=context.actor
        )
    except ValidationError as exc:
        return refused(exc, {"day": "YYYY-MM-DD", "kind": ""})
    print(f"{args.day} is now {'a closure day' if args.kind == 'Closed' else 'a working day'}.")
    return EXIT_OK


def _calendar_void(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    active = [
        c
        for c in calendar.list_calendar_changes(context.db, est.id)
        if c.day.isoformat() == args.day and not c.is_void
    ]
    if not active:
        return fail(f"There is no change of {args.day} in use.")
    try:
        calendar.void_calendar_change(context.db, active[0].id, args.reason, context.actor)
    except ValidationError as exc:
        return refused(exc, {"reason": "--reason"})
    print(f"The change of {args.day} is void.")
    return EXIT_OK
