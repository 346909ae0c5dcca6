"""The maintenance log: pump-outs, cleanings, sludge-height readings, inspections (R1–R3).

Entries are validated against their device, stored with the audit trail, and read back
a page at a time as plain rows, so that a table of 100,000 entries opens at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, fields
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Select, and_, case, false, func, or_, select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.parse import check_storable, parse_date, parse_decimal, unstorable
from fog_desktop.rules.pumpout import is_partial_pump_out, manifest_missing
from fog_desktop.rules.sludge import ReadingError, check_reading, exceeds_25_percent
from fog_desktop.rules.sludge import percent_of_design_depth as _percent
from fog_desktop.services import attachments, records
from models import SERVICES, Device, MaintenanceEntry, Manifest, Service

FLAG_OVER_25 = "Over 25%"
FLAG_PARTIAL = "Possible partial pump-out"
FLAG_MANIFEST_MISSING = "Manifest missing"


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
    performed_by: str = ""
    notes: str = ""

    @classmethod
    def from_record(cls, entry: MaintenanceEntry, device_id: str) -> MaintenanceInput:
        values: dict[str, str] = {}
        for f in fields(cls):
            value = device_id if f.name == "device_id" else getattr(entry, f.name)
            if value is None:
                values[f.name] = ""
            elif isinstance(value, date):
                values[f.name] = value.isoformat()
            elif isinstance(value, Decimal):
                values[f.name] = format(value.normalize(), "f")
            else:
                values[f.name] = str(value)
        return cls(**values)


def label(entry: MaintenanceEntry, device_id: str) -> str:
    return f"{entry.service} of {device_id} on {entry.service_date.isoformat()}"


def _in_use_device(session: Session, establishment_id: int, device_id: str) -> Device | None:
    return session.scalar(
        select(Device)
        .where(Device.establishment_id == establishment_id, Device.device_id == device_id)
        .order_by(Device.voided_at.is_not(None), Device.id.desc())
        .limit(1)
    )


def validate(
    session: Session, establishment_id: int, data: MaintenanceInput, today: date
) -> tuple[Device, dict[str, Any]]:
    """The device and the column values for ``data``, or every problem at its field."""
    check_storable(asdict(data))
    problems: list[Problem] = []

    def collect(parse: Any, *args: Any, **options: Any) -> Any:
        try:
            return parse(*args, **options)
        except ValidationError as exc:
            problems.extend(exc.problems)
            return None

    service_date = collect(parse_date, data.service_date, "service_date", "Date")
    if service_date is None and not any(p.field == "service_date" for p in problems):
        problems.append(Problem("service_date", "Enter the date of the service."))
    elif service_date is not None and service_date > today:
        problems.append(
            Problem("service_date", f"The date {service_date} is in the future; log work done.")
        )
    device = _in_use_device(session, establishment_id, data.device_id.strip())
    if device is None:
        problems.append(Problem("device_id", f"There is no device {data.device_id.strip()!r}."))
    elif device.is_void:
        problems.append(
            Problem("device_id", f"Device {device.device_id} is void; choose a device in use.")
        )
    if data.service not in SERVICES:
        problems.append(Problem("service", f"Service must be one of: {', '.join(SERVICES)}."))
    fog = collect(parse_decimal, data.fog_depth_in, MaintenanceEntry.fog_depth_in,
                  "FOG depth", unit="inches")  # fmt: skip
    solids = collect(parse_decimal, data.solids_depth_in, MaintenanceEntry.solids_depth_in,
                     "Solids depth", unit="inches")  # fmt: skip
    gallons = collect(parse_decimal, data.gallons_removed, MaintenanceEntry.gallons_removed,
                      "Gallons removed", unit="gallons")  # fmt: skip
    if (fog is None) != (solids is None) and not problems:
        missing = "solids_depth_in" if solids is None else "fog_depth_in"
        problems.append(Problem(missing, "Enter both depths of the reading, FOG and solids."))
    if data.service == Service.MEASUREMENT and fog is None and solids is None:
        problems.append(Problem("fog_depth_in", "A measurement needs the FOG and solids depths."))
    if (
        data.service == Service.PUMP_OUT
        and gallons is None
        and "gallons_removed" not in {p.field for p in problems}
    ):
        problems.append(Problem("gallons_removed", "Enter the gallons the hauler removed."))
    if device is not None and fog is not None and solids is not None:
        try:
            check_reading(fog, solids, device.design_depth_in)
        except ReadingError as exc:
            problems.append(Problem(exc.field, str(exc)))
    if problems:
        raise ValidationError(problems)
    assert device is not None
    return device, {
        "device_pk": device.id,
        "service_date": service_date,
        "service": data.service,
        "fog_depth_in": fog,
        "solids_depth_in": solids,
        "gallons_removed": gallons,
        "hauler": data.hauler.strip(),
        "manifest_no": data.manifest_no.strip(),
        "performed_by": data.performed_by.strip(),
        "notes": data.notes.strip(),
    }


def matching_manifest(
    session: Session, establishment_id: int, manifest_no: str, hauler: str
) -> Manifest | None:
    """The manifest in use with this number (and hauler, when one is given), if recorded."""
    if not manifest_no:
        return None
    query = select(Manifest).where(
        Manifest.establishment_id == establishment_id,
        Manifest.voided_at.is_(None),
        Manifest.manifest_no == manifest_no,
    )
    if hauler:
        query = query.where(func.lower(Manifest.hauler) == hauler.lower())
    found = session.scalars(query.order_by(Manifest.id)).all()
    return found[0] if len(found) == 1 else None


def add(
    session: Session, establishment_id: int, data: MaintenanceInput, actor: str, *, today: date
) -> MaintenanceEntry:
    """Create within an open unit of work; a pump-out is linked to its manifest if it is
    recorded already (R2)."""
    device, values = validate(session, establishment_id, data, today)
    entry = MaintenanceEntry(establishment_id=establishment_id, **values)
    if entry.service == Service.PUMP_OUT:
        manifest = matching_manifest(session, establishment_id, entry.manifest_no, entry.hauler)
        entry.manifest_id = manifest.id if manifest else None
    return records.create(
        session,
        entry,
        label=label(entry, device.device_id),
        establishment_id=establishment_id,
        actor=actor,
    )


def _owner(entry: MaintenanceEntry) -> attachments.Owner:
    return attachments.Owner(entry.establishment_id, MaintenanceEntry.__tablename__, entry.id)


def create_entry(
    db: Database,
    establishment_id: int,
    data: MaintenanceInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> MaintenanceEntry:
    """Store the entry and its scans or photos together, or nothing."""
    loaded = attachments.read_files(files)
    with db.write() as session:
        entry = add(session, establishment_id, data, actor, today=today)
        attachments.add_files(session, _owner(entry), loaded, actor)
        return entry


def _get(session: Session, entry_pk: int) -> MaintenanceEntry:
    entry = session.get(MaintenanceEntry, entry_pk)
    if entry is None:
        raise NotFound(f"There is no maintenance entry with id {entry_pk}.")
    return entry


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
    """Amend the entry and attach any new files, together or not at all."""
    loaded = attachments.read_files(files)
    with db.write() as session:
        entry = _get(session, entry_pk)
        attachments.add_files(session, _owner(entry), loaded, actor)
        device, values = validate(session, entry.establishment_id, data, today)
        if values["service"] == Service.PUMP_OUT and (
            values["manifest_no"] != entry.manifest_no or entry.manifest_id is None
        ):
            manifest = matching_manifest(
                session, entry.establishment_id, values["manifest_no"], values["hauler"]
            )
            values["manifest_id"] = manifest.id if manifest else None
        records.amend(
            session,
            entry,
            values,
            label=label(entry, device.device_id),
            establishment_id=entry.establishment_id,
            actor=actor,
            reason=reason,
        )
        return entry


def void_entry(db: Database, entry_pk: int, reason: str, actor: str) -> None:
    with db.write() as session:
        entry = _get(session, entry_pk)
        records.void(
            session,
            entry,
            reason=reason,
            label=label(entry, entry.device.device_id),
            establishment_id=entry.establishment_id,
            actor=actor,
        )


def get_input(db: Database, entry_pk: int) -> MaintenanceInput:
    """The entry as the form shows it, for an amendment."""
    with db.read() as session:
        entry = _get(session, entry_pk)
        return MaintenanceInput.from_record(entry, entry.device.device_id)


# --- Reading the log a page at a time -------------------------------------------------


@dataclass(frozen=True)
class MaintenanceRow:
    """One entry as the Maintenance table and the packet show it."""

    id: int
    service_date: date
    device_id: str
    device_type: str
    capacity_gal: Decimal
    service: str
    fog_depth_in: Decimal | None
    solids_depth_in: Decimal | None
    percent: Decimal | None
    gallons_removed: Decimal | None
    hauler: str
    manifest_no: str
    manifest_id: int | None
    #: Linked to a manifest, or its typed manifest no. is that of a manifest in use (R2).
    manifest_on_file: bool
    performed_by: str
    notes: str
    status_text: str
    is_void: bool
    flags: tuple[str, ...]

    @property
    def manifest_problem(self) -> str:
        """What :data:`FLAG_MANIFEST_MISSING` means for this pump-out, in words true beside
        its manifest no.: a number noted is not a manifest on file (R2); "" when not flagged."""
        if FLAG_MANIFEST_MISSING not in self.flags:
            return ""
        if self.manifest_no:
            return f"manifest {self.manifest_no} noted, not on file"
        return "no manifest on file"


@dataclass
class MaintenanceFilter:
    """What the Maintenance page narrows the log to; empty values mean everything."""

    device_id: str = ""
    service: str = ""
    date_from: date | None = None
    date_to: date | None = None
    #: "" for every entry, "in use" without void ones, "void" for void ones only.
    status: str = ""
    search: str = ""
    sort: str = "date"
    descending: bool = True


SORT_COLUMNS = {
    "date": MaintenanceEntry.service_date,
    "device": Device.device_id,
    "service": MaintenanceEntry.service,
    "fog": MaintenanceEntry.fog_depth_in,
    "solids": MaintenanceEntry.solids_depth_in,
    "percent": (MaintenanceEntry.fog_depth_in + MaintenanceEntry.solids_depth_in)
    / Device.design_depth_in,
    "gallons": MaintenanceEntry.gallons_removed,
    "hauler": MaintenanceEntry.hauler,
    "manifest": MaintenanceEntry.manifest_no,
    "performed_by": MaintenanceEntry.performed_by,
    "notes": MaintenanceEntry.notes,
    "status": MaintenanceEntry.voided_at,
}

_Query = TypeVar("_Query", bound=Select[*tuple[Any, ...]])

#: A pump-out is linked to its manifest when one of them is entered after the other; a
#: manifest whose hauler is spelt otherwise, or a number two haulers share, stays unlinked,
#: yet the manifest is on file. Looked up only for the few unlinked pump-outs with a number.
_MANIFEST_ON_FILE = case(
    (MaintenanceEntry.manifest_id.is_not(None), True),
    (
        and_(MaintenanceEntry.service == Service.PUMP_OUT, MaintenanceEntry.manifest_no != ""),
        select(Manifest.id)
        .where(
            Manifest.establishment_id == MaintenanceEntry.establishment_id,
            Manifest.manifest_no == MaintenanceEntry.manifest_no,
            Manifest.voided_at.is_(None),
        )
        .exists(),
    ),
    else_=False,
).label("manifest_on_file")

_COLUMNS = (
    MaintenanceEntry.id,
    MaintenanceEntry.service_date,
    Device.device_id,
    Device.type,
    Device.capacity_gal,
    Device.design_depth_in,
    MaintenanceEntry.service,
    MaintenanceEntry.fog_depth_in,
    MaintenanceEntry.solids_depth_in,
    MaintenanceEntry.gallons_removed,
    MaintenanceEntry.hauler,
    MaintenanceEntry.manifest_no,
    MaintenanceEntry.manifest_id,
    _MANIFEST_ON_FILE,
    MaintenanceEntry.performed_by,
    MaintenanceEntry.notes,
    MaintenanceEntry.version,
    MaintenanceEntry.voided_at,
    MaintenanceEntry.void_reason,
)


def _filtered(query: _Query, establishment_id: int, flt: MaintenanceFilter) -> _Query:
    query = query.join(Device, Device.id == MaintenanceEntry.device_pk)
    if any(map(unstorable, (flt.device_id, flt.service, flt.search))):
        # no stored text holds such a character, and the database would refuse to compare
        return query.where(false())
    conditions = [MaintenanceEntry.establishment_id == establishment_id]
    if flt.device_id:
        conditions.append(Device.device_id == flt.device_id)
    if flt.service:
        conditions.append(MaintenanceEntry.service == flt.service)
    if flt.date_from:
        conditions.append(MaintenanceEntry.service_date >= flt.date_from)
    if flt.date_to:
        conditions.append(MaintenanceEntry.service_date <= flt.date_to)
    if flt.status == "in use":
        conditions.append(MaintenanceEntry.voided_at.is_(None))
    elif flt.status == "void":
        conditions.append(MaintenanceEntry.voided_at.is_not(None))
    if flt.search.strip():
        pattern = f"%{flt.search.strip().lower()}%"
        conditions.append(
            or_(
                *(
                    func.lower(column).like(pattern)
                    for column in (
                        MaintenanceEntry.hauler,
                        MaintenanceEntry.manifest_no,
                        MaintenanceEntry.performed_by,
                        MaintenanceEntry.notes,
                        Device.device_id,
                    )
                )
            )
        )
    return query.where(and_(*conditions))


def count_rows(db: Database, establishment_id: int, flt: MaintenanceFilter) -> int:
    with db.read() as session:
        query = _filtered(select(func.count(MaintenanceEntry.id)), establishment_id, flt)
        return session.scalar(query) or 0


def _sorted(establishment_id: int, flt: MaintenanceFilter) -> Select[*tuple[Any, ...]]:
    order = SORT_COLUMNS.get(flt.sort, MaintenanceEntry.service_date)
    # Empty cells last either way, and the same on SQLite and PostgreSQL, whose own
    # defaults put them at opposite ends.
    direction = (order.desc() if flt.descending else order.asc()).nulls_last()
    tiebreak = MaintenanceEntry.id.desc() if flt.descending else MaintenanceEntry.id.asc()
    return _filtered(select(*_COLUMNS), establishment_id, flt).order_by(direction, tiebreak)


def fetch_rows(
    db: Database,
    establishment_id: int,
    flt: MaintenanceFilter,
    offset: int,
    limit: int,
    *,
    as_of: date,
) -> list[MaintenanceRow]:
    """One page of the filtered, sorted log."""
    query = _sorted(establishment_id, flt).offset(offset).limit(limit)
    with db.read() as session:
        return [_row(r, as_of) for r in session.execute(query)]


def iter_rows(
    db: Database, establishment_id: int, flt: MaintenanceFilter, *, as_of: date
) -> Iterator[MaintenanceRow]:
    """The whole filtered log, streamed from one query a batch at a time, so memory does
    not grow with the number of entries (the export)."""
    # The result is closed even when the caller stops early (a cancelled export), or
    # PostgreSQL warns of a cursor left open.
    with (
        db.read() as session,
        session.execute(
            _sorted(establishment_id, flt), execution_options={"yield_per": 2000}
        ) as result,
    ):
        for r in result:
            yield _row(r, as_of)


def _row(r: Any, as_of: date) -> MaintenanceRow:
    percent = None
    flags: list[str] = []
    if r.fog_depth_in is not None and r.solids_depth_in is not None:
        percent = _percent(r.fog_depth_in, r.solids_depth_in, r.design_depth_in)
        if r.voided_at is None and exceeds_25_percent(
            r.fog_depth_in, r.solids_depth_in, r.design_depth_in
        ):
            flags.append(FLAG_OVER_25)
    if r.service == Service.PUMP_OUT and r.voided_at is None:
        if r.gallons_removed is not None and is_partial_pump_out(r.gallons_removed, r.capacity_gal):
            flags.append(FLAG_PARTIAL)
        if manifest_missing(r.service_date, bool(r.manifest_on_file), as_of):
            flags.append(FLAG_MANIFEST_MISSING)
    if r.voided_at is not None:
        status = f"Void: {r.void_reason or ''}".rstrip()
    else:
        status = "Amended" if r.version > 1 else "Recorded"
    return MaintenanceRow(
        id=r.id,
        service_date=r.service_date,
        device_id=r.device_id,
        device_type=r.type,
        capacity_gal=r.capacity_gal,
        service=r.service,
        fog_depth_in=r.fog_depth_in,
        solids_depth_in=r.solids_depth_in,
        percent=percent,
        gallons_removed=r.gallons_removed,
        hauler=r.hauler,
        manifest_no=r.manifest_no,
        manifest_id=r.manifest_id,
        manifest_on_file=bool(r.manifest_on_file),
        performed_by=r.performed_by,
        notes=r.notes,
        status_text=status,
        is_void=r.voided_at is not None,
        flags=tuple(flags),
    )


#: How far back the Dashboard lists partial pump-outs for the manager to check (R2).
PARTIAL_LOOKBACK_DAYS = 90


def needing_attention(db: Database, establishment_id: int, as_of: date) -> list[MaintenanceRow]:
    """Pump-outs the Dashboard flags (R2): every one still missing its manifest, and the
    possible partial pump-outs of the last :data:`PARTIAL_LOOKBACK_DAYS` days."""
    flt = MaintenanceFilter(service=Service.PUMP_OUT.value, status="in use")
    rows: list[MaintenanceRow] = []
    with db.read() as session:
        query = _filtered(select(*_COLUMNS), establishment_id, flt).where(
            MaintenanceEntry.service_date <= as_of,
            or_(
                MaintenanceEntry.manifest_id.is_(None),
                MaintenanceEntry.service_date >= as_of - timedelta(days=PARTIAL_LOOKBACK_DAYS),
            ),
        )
        for r in session.execute(query.order_by(MaintenanceEntry.service_date.desc())):
            row = _row(r, as_of)
            recent = row.service_date >= as_of - timedelta(days=PARTIAL_LOOKBACK_DAYS)
            if FLAG_MANIFEST_MISSING in row.flags or (recent and FLAG_PARTIAL in row.flags):
                rows.append(row)
    return rows
