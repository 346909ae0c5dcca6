"""maintenance, manifest and attach: the pump-out log and its paperwork (R1–R3, R6)."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path
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
from fog_desktop.errors import ValidationError
from fog_desktop.services import attachments, maintenance, manifests
from fog_desktop.services.maintenance import MaintenanceFilter, MaintenanceInput
from fog_desktop.services.manifests import ManifestInput
from models import SERVICES, WASTE_TYPES, MaintenanceEntry, Manifest

MAINTENANCE_OPTIONS: Options = {
    "service_date": ("--date", "YYYY-MM-DD, the day of the service"),
    "device_id": ("--device-id", "the device's Device ID"),
    "service": ("--service", f"one of: {', '.join(SERVICES)} (default Pump-out)"),
    "fog_depth_in": ("--fog-depth", "FOG depth in inches (R1)"),
    "solids_depth_in": ("--solids-depth", "solids depth in inches (R1)"),
    "gallons_removed": ("--gallons", "gallons removed (a pump-out needs it)"),
    "hauler": ("--hauler", "the waste hauler"),
    "manifest_no": ("--manifest-no", "the hauler's manifest number"),
    "performed_by": ("--performed-by", "who did it"),
    "notes": ("--notes", "notes"),
}

MANIFEST_OPTIONS: Options = {
    "manifest_no": ("--manifest-no", "manifest or receipt number"),
    "manifest_date": ("--date", "YYYY-MM-DD on the manifest"),
    "hauler": ("--hauler", "waste hauler or oil recycler"),
    "hauler_registration_no": ("--registration-no", "the hauler's registration number"),
    "driver": ("--driver", "driver"),
    "waste_type": ("--waste-type", f"one of: {', '.join(WASTE_TYPES)}"),
    "gallons": ("--gallons", "gallons hauled"),
    "disposal_site": ("--disposal-site", "where it was taken"),
    "disposal_site_address": ("--disposal-address", "the disposal site's address"),
    "invoice_no": ("--invoice-no", "invoice number"),
    "invoice_amount": ("--amount", "invoice amount in dollars, e.g. 385.00"),
    "device_id": ("--device-id", "the device it was pumped from"),
    "notes": ("--notes", "notes"),
}


def register(commands: Any) -> None:
    group = commands.add_parser(
        "maintenance", help="the pump-out, cleaning and sludge-height log (R1–R3)"
    )
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser("list", help="the log, newest first, void entries included")
    add_establishment_option(p)
    p.add_argument("--device-id", default="", help="only this device")
    p.add_argument("--limit", type=int, default=50, help="how many entries (default 50)")
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_maintenance_list)
    p = sub.add_parser("add", help="log a pump-out, cleaning, measurement or inspection")
    add_establishment_option(p)
    add_options(p, MAINTENANCE_OPTIONS, frozenset({"service_date", "device_id"}))
    p.set_defaults(handler=_maintenance_add)
    p = sub.add_parser("void", help="mark an entry made in error; it stays in the log")
    add_establishment_option(p)
    p.add_argument("entry", type=int, metavar="ENTRY", help="the entry's number (from list)")
    p.add_argument("--reason", required=True, help="why (required, kept)")
    p.set_defaults(handler=_maintenance_void)

    group = commands.add_parser("manifest", help="hauler manifests and oil recycling receipts")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = sub.add_parser("list", help="the manifests, newest first, void ones included")
    add_establishment_option(p)
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_manifest_list)
    p = sub.add_parser("add", help="record a manifest; pump-outs with its number are linked")
    add_establishment_option(p)
    add_options(p, MANIFEST_OPTIONS, frozenset({"manifest_no", "manifest_date", "hauler"}))
    p.set_defaults(handler=_manifest_add)

    p = commands.add_parser("attach", help="attach scans or photos to a manifest or log entry")
    add_establishment_option(p)
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--manifest", type=int, metavar="ID", help="the manifest's number in list")
    target.add_argument("--entry", type=int, metavar="ID", help="the log entry's number in list")
    p.add_argument("files", nargs="+", type=Path, metavar="FILE", help="PDF, JPEG, PNG, TIFF, WebP")
    p.set_defaults(handler=_attach)


def _maintenance_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    flt = MaintenanceFilter(device_id=args.device_id)
    rows = maintenance.fetch_rows(context.db, est.id, flt, 0, args.limit, as_of=context.today())
    if args.json:
        print(json.dumps([asdict(r) for r in rows], indent=2, default=str))
        return EXIT_OK
    for r in rows:
        percent = f"{r.percent}%" if r.percent is not None else ""
        gallons = f"{r.gallons_removed} gal" if r.gallons_removed is not None else ""
        flags = f"  [{', '.join(r.flags)}]" if r.flags else ""
        print(
            f"{r.id:>6} {r.service_date} {r.device_id:<8} {r.service:<11} {percent:>7} "
            f"{gallons:>12} {r.manifest_no:<10} {r.status_text}{flags}"
        )
    return EXIT_OK


def _maintenance_add(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    data = fill(MaintenanceInput(), args, MAINTENANCE_OPTIONS)
    try:
        entry = maintenance.create_entry(
            context.db, est.id, data, context.actor, today=context.today()
        )
    except ValidationError as exc:
        return refused(exc, option_names(MAINTENANCE_OPTIONS))
    print(f"Logged entry {entry.id}: {entry.service} of {data.device_id} on {entry.service_date}.")
    return EXIT_OK


def _maintenance_void(context: AppContext, args: argparse.Namespace) -> int:
    try:
        maintenance.void_entry(context.db, args.entry, args.reason, context.actor)
    except ValidationError as exc:
        return refused(exc, {"reason": "--reason"})
    print(f"Entry {args.entry} is void: {args.reason.strip()}")
    return EXIT_OK


def _manifest_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    rows = manifests.list_manifests(context.db, est.id)
    if args.json:
        print(json.dumps([asdict(r) for r in rows], indent=2, default=str))
        return EXIT_OK
    for r in rows:
        covers = ", ".join(f"{device} {day}" for _, device, day in r.pump_outs)
        print(
            f"{r.id:>5} {r.manifest_date} {r.manifest_no:<12} {r.hauler:<28} {r.waste_type:<22} "
            f"{r.status_text}" + (f"  covers: {covers}" if covers else "")
        )
    return EXIT_OK


def _manifest_add(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    data = fill(ManifestInput(), args, MANIFEST_OPTIONS)
    try:
        record = manifests.create_manifest(
            context.db, est.id, data, context.actor, today=context.today()
        )
    except ValidationError as exc:
        return refused(exc, option_names(MANIFEST_OPTIONS))
    print(f"Recorded manifest {record.id}: {record.manifest_no} of {record.hauler}.")
    return EXIT_OK


def _attach(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    table, record_id = (
        (Manifest.__tablename__, args.manifest)
        if args.manifest is not None
        else (MaintenanceEntry.__tablename__, args.entry)
    )
    owner = attachments.Owner(est.id, table, record_id)
    if not attachments.record_exists(context.db, owner):
        return fail(f"There is no {'manifest' if args.manifest else 'log entry'} {record_id} here.")
    try:
        added = attachments.attach_files(context.db, owner, args.files, context.actor)
    except ValidationError as exc:
        return refused(exc, {"file": ""})
    for a in added:
        print(f"Attached {a.original_name} ({a.media_type}, {a.size} bytes, SHA-256 {a.sha256}).")
    return EXIT_OK
