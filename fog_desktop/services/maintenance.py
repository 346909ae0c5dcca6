"""The maintenance log: pump-outs, cleanings, sludge-height readings, inspections (R1–R3).

Entries are validated against their device and stored with the audit trail; the log is
read back a page at a time by :mod:`fog_desktop.services.maintenance_rows`, each entry a
row of :mod:`fog_desktop.services.maintenance_flags`, whose names are imported from here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text, parse_decimal
from fog_desktop.rules.sludge import ReadingError, check_reading
from fog_desktop.services import pump_out_manifests, records
from fog_desktop.services.form import Problems
from fog_desktop.services.maintenance_flags import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    FLAG_RECORDED_PARTIAL,
    MaintenanceRow,
)
from fog_desktop.services.maintenance_lookup import Lookup
from fog_desktop.services.maintenance_records import (
    ENTRIES,
    MaintenanceValues,
    label,
    set_manifest,
)
from fog_desktop.services.maintenance_rows import (
    SORT_COLUMNS,
    LogPage,
    MaintenanceFilter,
    count_rows,
    fetch_rows,
    first_page,
    iter_rows,
    needing_attention,
    recent_haulers,
    rows_by_id,
    unlinked_pump_outs,
)
from models import (
    SERVICES,
    CityInspection,
    Device,
    MaintenanceEntry,
    Service,
)

__all__ = [
    "ENTRIES",
    "FLAG_MANIFEST_MISSING",
    "FLAG_OVER_25",
    "FLAG_PARTIAL",
    "FLAG_RECORDED_PARTIAL",
    "SORT_COLUMNS",
    "LogPage",
    "MaintenanceFilter",
    "MaintenanceInput",
    "MaintenanceRow",
    "MaintenanceValues",
    "add",
    "amend_entry",
    "count_rows",
    "create_entry",
    "fetch_rows",
    "first_page",
    "iter_rows",
    "label",
    "needing_attention",
    "recent_haulers",
    "rows_by_id",
    "set_manifest",
    "unlinked_pump_outs",
    "validate",
    "void_entry",
]

#: The cleanings of a line, done by a contractor who must be named, and what the refusal
#: says without one (R8f, R8b).
CONTRACTORS_ASKED: dict[str, str] = {
    Service.LATERAL_SEWER_CLEANING: noop(
        "Maintenance", "Enter the contractor who cleaned the lateral or sewer line (R8f)."
    ),
    Service.SEWER_MAIN_CLEANING: noop(
        "Maintenance", "Enter the contractor who cleaned the sewer main (R8b)."
    ),
}


@dataclass
class MaintenanceInput:
    """An entry as typed: text fields; ``device_id`` is the device's Device ID."""

    service_date: str = ""
    device_id: str = ""
    service: str = Service.PUMP_OUT.value
    fog_depth_in: str = ""
    solids_depth_in: str = ""
    gallons_removed: str = ""
    hauler: str = ""
    manifest_no: str = ""
    #: The hauler's details, for the manifest a pump-out with a manifest no. files (R2).
    hauler_registration_no: str = ""
    driver: str = ""
    hauler_phone: str = ""
    disposal_site: str = ""
    disposal_site_address: str = ""
    performed_by: str = ""
    notes: str = ""
    #: The Inspection ID of the city inspection a reading was measured at, e.g.
    #: INSP-2026-001: the reading is the city's (R1, whose reading); "" for anyone else's.
    city_inspection: str = ""


def validate(
    session: Session,
    establishment_id: int,
    data: MaintenanceInput,
    today: date,
    current: MaintenanceEntry | None = None,
    *,
    lookup: Lookup | None = None,
) -> tuple[Device, MaintenanceValues]:
    """The device and the column values for ``data``, or every problem at its field.

    ``current`` is the entry amended: it keeps its manifest unless its manifest no. changes.
    """
    lookup = lookup or Lookup(session, establishment_id)
    check_storable(vars(data))  # its fields are all text: asdict's deep copy is not needed
    problems = Problems()
    service_date = problems.required_date(
        data.service_date,
        "service_date",
        translate("Maintenance", "Date"),
        translate("Maintenance", "Enter the date of the service."),
    )
    future = translate("Maintenance", "The date {day} is in the future; log work done.")
    problems.not_after("service_date", service_date, today, future)
    device = lookup.device(data.device_id.strip())
    if device is None:
        problems.add(
            "device_id",
            translate("Maintenance", "There is no device {id}.").format(
                id=repr(data.device_id.strip())
            ),
        )
    elif device.is_void:
        problems.add(
            "device_id",
            translate("Maintenance", "Device {id} is void; choose a device in use.").format(
                id=device.device_id
            ),
        )
    choose = translate("Maintenance", "Service must be one of: {choices}.")
    problems.one_of("service", data.service, SERVICES, choose)
    inches, gallons_unit = translate("Maintenance", "inches"), translate("Maintenance", "gallons")
    fog = problems.parse(parse_decimal, data.fog_depth_in, MaintenanceEntry.fog_depth_in,
                         translate("Maintenance", "FOG depth"), unit=inches)  # fmt: skip
    solids = problems.parse(parse_decimal, data.solids_depth_in, MaintenanceEntry.solids_depth_in,
                            translate("Maintenance", "Solids depth"), unit=inches)  # fmt: skip
    gallons = problems.parse(parse_decimal, data.gallons_removed, MaintenanceEntry.gallons_removed,
                             translate("Maintenance", "Gallons removed"),
                             unit=gallons_unit)  # fmt: skip
    if (fog is None) != (solids is None) and not problems:
        missing = "solids_depth_in" if solids is None else "fog_depth_in"
        problems.add(
            missing, translate("Maintenance", "Enter both depths of the reading, FOG and solids.")
        )
    if data.service == Service.MEASUREMENT and fog is None and solids is None:
        problems.add(
            "fog_depth_in",
            translate("Maintenance", "A measurement needs the FOG and solids depths."),
        )
    if (
        data.service == Service.PUMP_OUT
        and gallons is None
        and not problems.about("gallons_removed")
    ):
        problems.add(
            "gallons_removed", translate("Maintenance", "Enter the gallons the hauler removed.")
        )
    if data.service in CONTRACTORS_ASKED and not data.performed_by.strip():
        problems.add("performed_by", translate("Maintenance", CONTRACTORS_ASKED[data.service]))
    if device is not None and fog is not None and solids is not None:
        try:
            check_reading(fog, solids, device.design_depth_in)
        except ReadingError as exc:
            problems.add(exc.field, str(exc))
    inspection = _city_inspection(lookup, problems, data, service_date)
    problems.check()
    assert device is not None and service_date is not None
    hauler, manifest_no = data.hauler.strip(), data.manifest_no.strip()
    return device, MaintenanceValues(
        device_pk=device.id,
        service_date=service_date,
        service=data.service,
        fog_depth_in=fog,
        solids_depth_in=solids,
        gallons_removed=gallons,
        hauler=hauler,
        manifest_no=manifest_no,
        manifest_id=_manifest_id(
            lookup,
            current,
            service=data.service,
            manifest_no=manifest_no,
            hauler=hauler,
        ),
        performed_by=data.performed_by.strip(),
        notes=data.notes.strip(),
        city_inspection_pk=inspection.id if inspection is not None else None,
    )


def _city_inspection(
    lookup: Lookup, problems: Problems, data: MaintenanceInput, service_date: date | None
) -> CityInspection | None:
    """The city inspection a reading was measured at (R1, whose reading), or None for a
    reading of anyone else. Only a Measurement is the city's, dated the inspection's day,
    of an inspection in use."""
    wanted = data.city_inspection.strip().upper()
    if not wanted:
        return None
    inspection = lookup.city_inspection(wanted)
    if inspection is None:
        problems.add(
            "city_inspection",
            translate("Maintenance", "There is no city inspection {number}.").format(
                number=repr(wanted)
            ),
        )
    elif inspection.is_void:
        problems.add(
            "city_inspection",
            translate(
                "Maintenance",
                "City inspection {number} is void; choose an inspection in use.",
            ).format(number=inspection.inspection_no),
        )
    elif data.service != Service.MEASUREMENT:
        problems.add(
            "city_inspection",
            translate(
                "Maintenance", "Only a Measurement is a level the city's inspector measured."
            ),
        )
    elif service_date is not None and service_date != inspection.inspected_on:
        problems.add(
            "service_date",
            translate(
                "Maintenance",
                "City inspection {number} was on {day}: a level measured at it has that date.",
            ).format(number=inspection.inspection_no, day=day_text(inspection.inspected_on)),
        )
    return inspection


def _manifest_id(
    lookup: Lookup,
    current: MaintenanceEntry | None,
    *,
    service: str,
    manifest_no: str,
    hauler: str,
) -> int | None:
    """The manifest a pump-out is linked to: the one recorded with its manifest no., if
    any (R2). An amended entry keeps its link while its manifest no. stays the same."""
    keep = current.manifest_id if current is not None else None
    if service != Service.PUMP_OUT or (
        current is not None and keep is not None and manifest_no == current.manifest_no
    ):
        return keep
    manifest = lookup.manifest(manifest_no, hauler)
    return manifest.id if manifest else None


def add(
    session: Session,
    establishment_id: int,
    data: MaintenanceInput,
    actor: str,
    *,
    today: date,
    lookup: Lookup | None = None,
) -> MaintenanceEntry:
    """Create within an open unit of work; a pump-out is linked to its manifest if it is
    recorded already (R2). ``lookup`` finds what the entry names (the device, ...)."""
    device, values = validate(session, establishment_id, data, today, lookup=lookup)
    return ENTRIES.add(session, values, actor, establishment_id=establishment_id, device=device)


def create_entry(
    db: Database,
    establishment_id: int,
    data: MaintenanceInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> MaintenanceEntry:
    """Store the entry, the manifest its manifest no. files (R2) and its scans or photos
    together, or nothing."""

    def make(session: Session) -> MaintenanceEntry:
        device, values, filing = _checked(session, establishment_id, data, today)
        values = _filed(session, values, filing, actor)
        return ENTRIES.add(session, values, actor, establishment_id=establishment_id, device=device)

    return ENTRIES.store(db, make, attach=pump_out_manifests.scans(files, actor))


def amend_entry(
    db: Database,
    entry_pk: int,
    data: MaintenanceInput,
    actor: str,
    *,
    today: date,
    reason: str = "",
    files: Sequence[Path] = (),
) -> MaintenanceEntry:
    """Amend the entry and the manifest it files (R2), and attach any new files,
    together or not at all."""
    attach = pump_out_manifests.scans(files, actor)

    def amend(session: Session, entry: MaintenanceEntry) -> None:
        device, values, filing = _checked(session, entry.establishment_id, data, today, entry)
        values = _filed(session, values, filing, actor, reason)
        # Labelled by the device it is of now: an amendment may move it to another.
        records.amend(
            session,
            entry,
            values,
            label=label(entry, device.device_id),
            establishment_id=entry.establishment_id,
            actor=actor,
            reason=reason,
        )
        # Once filed: a pump-out's scans are its manifest's.
        attach(session, entry)

    return ENTRIES.change_by_id(db, entry_pk, amend)


def _checked(
    session: Session,
    establishment_id: int,
    data: MaintenanceInput,
    today: date,
    current: MaintenanceEntry | None = None,
) -> tuple[Device, MaintenanceValues, pump_out_manifests.Filing]:
    """The entry and the manifest it files, checked together: every refusal at once."""
    lookup = Lookup(session, establishment_id)
    problems = Problems()
    checked = problems.parse(
        validate, session, establishment_id, data, today, current, lookup=lookup
    )
    filing = pump_out_manifests.check(
        session, establishment_id, data, today, lookup=lookup, problems=problems, current=current
    )
    problems.check()
    assert checked is not None
    return (*checked, filing)


def _filed(
    session: Session,
    values: MaintenanceValues,
    filing: pump_out_manifests.Filing,
    actor: str,
    reason: str = "",
) -> MaintenanceValues:
    """``values`` linked to the manifest ``filing`` files, if it files one."""
    manifest = filing.file(session, actor, reason)
    return values if manifest is None else replace(values, manifest_id=manifest.id)


void_entry = ENTRIES.void_by_id
