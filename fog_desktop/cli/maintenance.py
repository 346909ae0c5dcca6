"""maintenance, manifest and attach: the pump-out log and its paperwork (R1–R3, R6)."""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fog_desktop.cli import manifest_read
from fog_desktop.cli.arguments import ESTABLISHMENT, Actions, Field, Numbered, Table, key, parent
from fog_desktop.cli.common import Change, fail, listed, pick_establishment, refused
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.options import EXIT_OK
from fog_desktop.services import attachments, maintenance, manifests, pump_out_check
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.maintenance import MaintenanceFilter, MaintenanceInput, MaintenanceRow
from fog_desktop.services.manifests import ManifestInput, ManifestRow
from models import PARTIAL_CHECKS, SERVICES, WASTE_TYPES, MaintenanceEntry, Manifest, PartialCheck

#: The hauler's details a manifest keeps, typed with it or with the pump-out it covers.
HAULER_DETAILS = (
    Field("hauler_registration_no", "--registration-no", "the hauler's registration number"),
    Field("driver", "--driver", "the hauler's driver"),
    Field("hauler_phone", "--hauler-phone", "the hauler's phone number"),
    Field("disposal_site", "--disposal-site", "where the hauler took the waste"),
    Field("disposal_site_address", "--disposal-address", "the disposal site's address"),
)

ENTRY = Table(
    MaintenanceInput,
    Field("service_date", "--date", "YYYY-MM-DD, the day of the service", required=True),
    Field("device_id", "--device-id", "the device's Device ID", required=True),
    Field("service", "--service", f"one of: {', '.join(SERVICES)} (default Pump-out)"),
    Field("fog_depth_in", "--fog-depth", "FOG depth in inches (R1)"),
    Field("solids_depth_in", "--solids-depth", "solids depth in inches (R1)"),
    Field("gallons_removed", "--gallons", "gallons removed (a pump-out needs it)"),
    Field("hauler", "--hauler", "the waste hauler"),
    Field(
        "manifest_no",
        "--manifest-no",
        "the hauler's manifest number: a pump-out files its manifest (R2)",
    ),
    *HAULER_DETAILS,
    Field("performed_by", "--performed-by", "who did it"),
    Field("notes", "--notes", "notes"),
    Field(
        "city_inspection",
        "--city-inspection",
        "a Measurement the city's inspector took: the Inspection ID, e.g. INSP-2026-001 (R1)",
    ),
)

MANIFEST = Table(
    ManifestInput,
    Field("manifest_no", "--manifest-no", "manifest or receipt number", required=True),
    Field("manifest_date", "--date", "YYYY-MM-DD on the manifest", required=True),
    Field("hauler", "--hauler", "waste hauler or oil recycler", required=True),
    *HAULER_DETAILS,
    Field("waste_type", "--waste-type", f"one of: {', '.join(WASTE_TYPES)}"),
    Field("gallons", "--gallons", "gallons hauled"),
    Field("invoice_no", "--invoice-no", "invoice number"),
    Field("invoice_amount", "--amount", "invoice amount in dollars, e.g. 385.00"),
    Field("device_id", "--device-id", "the device it was pumped from"),
    Field("notes", "--notes", "notes"),
)

SCANS = parent(
    Field(
        "scans",
        "--scan",
        "a scan or photo kept with it, a pump-out's with its manifest; repeat for more",
        metavar="FILE",
        parse=Path,
        action="append",
    )
)

LOG_PAGE = parent(
    Field("device_id", "--device-id", "only this device", metavar=None, default=""),
    Field("limit", "--limit", "how many entries (default 50)", metavar=None, parse=int, default=50),
)


def register(commands: Any) -> None:
    actions = Actions(
        commands, "maintenance", "the pump-out, cleaning and sludge-height log (R1–R3)"
    )
    actions.list("the log, newest first, void entries included", _maintenance_list, LOG_PAGE)
    actions.add(
        "log a pump-out, cleaning, measurement or inspection; a pump-out with a manifest no. "
        "files its manifest (R2)",
        _maintenance_add,
        ENTRY,
        SCANS,
        refusals={**ENTRY.refusals, "file": "--scan"},
    )
    settled = parent(
        Field(
            "partial_check",
            "--as",
            f"what the manifest shows: {' or '.join(repr(c) for c in PARTIAL_CHECKS)}",
            required=True,
            metavar=None,
            choices=PARTIAL_CHECKS,
        ),
        Field("why", "--why", "why, e.g. what the manifest shows (required, kept)", required=True),
    )
    actions.action(
        "check",
        "settle a possible partial pump-out: only one confirmed full meets its pump-out (R2)",
        Change(
            lambda _context, args: args.entry,
            _check,
            {"partial_check": "--as", "partial_check_note": "--why"},
        ),
        key("entry", "ENTRY", "the pump-out's entry number (from list)", parse=int),
        settled,
    )
    actions.void_numbered(
        "mark an entry made in error; it stays in the log",
        Numbered("entry", "ENTRY", "the entry's number (from list)", "Entry"),
        maintenance.void_entry,
    )

    actions = Actions(commands, "manifest", "hauler manifests and oil recycling receipts")
    actions.list("the manifests, newest first, void ones included", _manifest_list)
    actions.add("record a manifest; pump-outs with its number are linked", _manifest_add, MANIFEST)
    manifest_read.register(actions)

    p = commands.add_parser(
        "attach", help="attach scans or photos to a manifest or log entry", parents=[ESTABLISHMENT]
    )
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("--manifest", type=int, metavar="ID", help="the manifest's number in list")
    target.add_argument("--entry", type=int, metavar="ID", help="the log entry's number in list")
    p.add_argument("files", nargs="+", type=Path, metavar="FILE", help="PDF, JPEG, PNG, TIFF, WebP")
    p.set_defaults(handler=_attach)


def _maintenance_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    flt = MaintenanceFilter(device_id=args.device_id)
    rows = maintenance.fetch_rows(context.db, est.id, flt, 0, args.limit, as_of=context.today())
    return listed(args, rows, asdict, _entry_line)


def _entry_line(r: MaintenanceRow) -> str:
    percent = f"{r.percent}%" if r.percent is not None else ""
    gallons = f"{r.gallons_removed} gal" if r.gallons_removed is not None else ""
    flags = f"  [{', '.join(r.flags_said)}]" if r.flags else ""
    city = f"  by {r.measured_by}" if r.city_inspection_no else ""
    return (
        f"{r.id:>6} {r.service_date} {r.device_id:<8} {r.service:<11} {percent:>7} "
        f"{gallons:>12} {r.manifest_no:<10} {r.status_text}{city}{flags}"
    )


def _maintenance_add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    data = ENTRY.read(args)
    entry = maintenance.create_entry(
        context.db, est.id, data, context.actor, today=context.today(), files=args.scans or ()
    )
    logged = f"Logged entry {entry.id}: {entry.service} of {data.device_id} on {entry.service_date}"
    if entry.manifest_id is None:
        return f"{logged}."
    return f"{logged}, with manifest {entry.manifest_no} (manifest {entry.manifest_id} in list)."


def _check(context: AppContext, entry: int, args: argparse.Namespace) -> str:
    check = PartialCheck(args.partial_check)
    pump_out_check.check_pump_out(context.db, entry, check.value, args.why, context.actor)
    counts = "meets its pump-out" if check == PartialCheck.CONFIRMED_FULL else "meets no pump-out"
    return f"Entry {entry} is settled as {check.value.lower()}: it {counts} (R2)."


def _manifest_list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    return listed(args, manifests.list_manifests(context.db, est.id), asdict, _manifest_line)


def _manifest_line(r: ManifestRow) -> str:
    covers = ", ".join(f"{device} {day}" for _, device, day in r.pump_outs)
    return (
        f"{r.id:>5} {r.manifest_date} {r.manifest_no:<12} {r.hauler:<28} {r.waste_type:<22} "
        f"{r.status_text}" + (f"  covers: {covers}" if covers else "")
    )


def _manifest_add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    data = MANIFEST.read(args)
    record = manifests.create_manifest(
        context.db, est.id, data, context.actor, today=context.today()
    )
    return f"Recorded manifest {record.id}: {record.manifest_no} of {record.hauler}."


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
