"""Importing the records workbook: all or nothing, every problem named (records-workbook.md).

Each row is checked by the same service that checks what is typed in the window, inside
one unit of work; when any row is refused, the unit is rolled back and every problem is
listed as sheet, row, column and reason. Rows that match a stored record are skipped, so
importing the same workbook twice adds nothing; nothing already stored is changed.
"""

from __future__ import annotations

import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, time
from decimal import Decimal
from difflib import get_close_matches
from functools import partial
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from openpyxl import load_workbook
from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from fog_desktop.audit import Action, append
from fog_desktop.database import Database
from fog_desktop.errors import FogError, ValidationError
from fog_desktop.exchange import archive, layout
from fog_desktop.exchange.archive import WorkbookRefused
from fog_desktop.exchange.layout import Kind, Sheet
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import (
    devices,
    employees,
    establishments,
    incidents,
    maintenance,
    manifests,
    records,
    training,
)
from fog_desktop.services.devices import DeviceInput
from fog_desktop.services.employees import EmployeeInput
from fog_desktop.services.establishments import EstablishmentInput
from fog_desktop.services.incidents import ConfirmationInput, IncidentInput, NoticeInput
from fog_desktop.services.maintenance import MaintenanceInput
from fog_desktop.services.manifests import ManifestInput
from fog_desktop.services.training import SessionInput
from models import (
    Agency,
    Device,
    Employee,
    Establishment,
    Incident,
    MaintenanceEntry,
    Manifest,
    Record,
    Signed,
    SignOff,
    SignOffMethod,
    TrainingSession,
)

VOID_PREFIX = "Void:"
FORMULA = "cell holds a formula; type the value"
FORBIDDEN_CHARACTER = (
    "the cell holds a character a workbook may not contain (NUL or another control "
    "character); delete it and type the text again"
)
#: How alike a sheet's name must be to one of ours to be taken for a misspelling.
MISSPELT = 0.8


@dataclass(frozen=True)
class ImportProblem:
    sheet: str
    row: int
    column: str
    reason: str

    def __str__(self) -> str:
        where = f"{self.sheet}, row {self.row}" + (f", column {self.column}" if self.column else "")
        return f"{where}: {self.reason}"


class ImportRefused(FogError):
    """The workbook was not imported; ``problems`` say where and why. Nothing was stored."""

    def __init__(self, problems: list[ImportProblem]) -> None:
        self.problems = problems
        super().__init__(f"{len(problems)} problem(s); nothing was imported")


@dataclass
class ImportReport:
    establishment: str
    added: dict[str, int] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)
    unknown_sheets: list[str] = field(default_factory=list)
    dry_run: bool = False


class _DryRun(Exception):
    """Rolls the unit of work back after a successful check."""


@dataclass
class _Row:
    """One spreadsheet row: its number and its cells by header."""

    number: int
    cells: dict[str, Any]

    def text(self, header: str) -> str:
        value = self.cells.get(header)
        if value is None:
            return ""
        if isinstance(value, datetime):
            return value.date().isoformat() if value.time() == time(0) else value.isoformat(" ")
        if isinstance(value, date | time):
            return value.isoformat()[:5] if isinstance(value, time) else value.isoformat()
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        if isinstance(value, float | Decimal):
            return format(Decimal(str(value)).normalize(), "f")
        return str(value).strip()

    def status(self) -> str | None:
        """The void reason when the Status says ``Void: <reason>``, else None."""
        status = self.text("Status")
        return (
            status[len(VOID_PREFIX) :].strip() or "void" if status.startswith(VOID_PREFIX) else None
        )


def _read(sheet: Sheet, ws: Any, problems: list[ImportProblem]) -> Iterator[_Row]:
    """The sheet's rows whose cells can be read as their columns' kinds; a cell that does
    not, or that holds a formula, is a problem instead (records-workbook.md, Import)."""
    rows = ws.iter_rows()
    header = next(rows, None) or ()
    headers = [str(c.value).strip() if c.value is not None else "" for c in header]
    missing = [c.header for c in sheet.columns if (c.key or c.required) and c.header not in headers]
    for name in missing:
        problems.append(ImportProblem(sheet.name, 1, name, "this column is missing"))
    if missing:
        return
    imported = {c.header for c in sheet.columns if not c.derived}
    for number, cells in enumerate(rows, start=2):
        values = [c.value for c in cells]
        if all(v is None or (isinstance(v, str) and not v.strip()) for v in values):
            continue
        # A formula's result is not a record: stored as blank, or as whatever it last
        # computed (=TODAY()), it would change what the record says.
        formulas = [
            h for h, c in zip(headers, cells, strict=False) if c.data_type == "f" and h in imported
        ]
        problems += [ImportProblem(sheet.name, number, h, FORMULA) for h in formulas]
        bad = bool(formulas)
        by_header = {h: v for h, v in zip(headers, values, strict=False) if h}
        for column in sheet.columns:
            value = by_header.get(column.header)
            if column.derived or value is None or (isinstance(value, str) and not value.strip()):
                continue
            reason = "" if column.header in formulas else _type_problem(column.kind, value)
            if reason:
                problems.append(ImportProblem(sheet.name, number, column.header, reason))
                bad = True
        if not bad:
            yield _Row(number, by_header)


def _type_problem(kind: Kind, value: Any) -> str:
    """Why a cell can't be read as its column's kind, or empty when it can."""
    text = str(value).strip()
    try:
        if kind == Kind.DATE and not isinstance(value, date):
            date.fromisoformat(text)
        elif kind == Kind.TIME and not isinstance(value, time | datetime):
            time.fromisoformat(text)
        elif kind == Kind.DATETIME and not isinstance(value, datetime):
            datetime.fromisoformat(text)
        elif kind in (Kind.NUMBER, Kind.MONEY, Kind.INTEGER) and not isinstance(
            value, int | float | Decimal
        ):
            Decimal(text.replace(",", "").removeprefix("$"))
    except (ValueError, ArithmeticError):
        expected = {
            Kind.DATE: "a date like 2026-03-15",
            Kind.TIME: "a time like 14:30",
            Kind.DATETIME: "a date and time like 2026-03-15 14:30",
        }.get(kind, "a number")
        return f"{text!r} is not {expected}"
    return ""


class _Importer:
    def __init__(self, session: Session, est: Establishment, actor: str, today: date) -> None:
        self.session = session
        self.est = est
        self.actor = actor
        self.today = today
        self.now = datetime.combine(today, time(23, 59))
        self.problems: list[ImportProblem] = []
        self.added: dict[str, int] = {}
        self.skipped: dict[str, int] = {}

    def store(self, sheet: Sheet, row: _Row, store: Callable[[], Record | None]) -> None:
        """Store one row with a savepoint, naming each refused field by its column."""
        try:
            with self.session.begin_nested():
                stored = store()
                reason = row.status()
                if stored is not None and reason is not None and not stored.is_void:
                    records.void(
                        self.session, stored, reason=reason, label=f"{sheet.name} row {row.number}",
                        establishment_id=self.est.id, actor=self.actor,
                    )  # fmt: skip
        except ValidationError as exc:
            for p in exc.problems:
                column = _COLUMN_OF.get(sheet.name, {}).get(p.field, "")
                self.problems.append(ImportProblem(sheet.name, row.number, column, p.message))
            return
        tally = self.added if stored is not None else self.skipped
        tally[sheet.name] = tally.get(sheet.name, 0) + 1

    def devices(self, row: _Row) -> Record | None:
        device_id = row.text("Device ID")
        if self._find(Device, Device.device_id == device_id):
            return None
        frequency = row.text("Maintenance frequency")
        data = DeviceInput(
            device_id=device_id, type=row.text("Type"), location=row.text("Location"),
            capacity_gal=row.text("Capacity (gal)"), design_depth_in=row.text("Design depth (in)"),
            in_service_since=row.text("In service since"), notes=row.text("Notes"),
        )  # fmt: skip
        if frequency:
            try:
                parsed = Frequency.parse(frequency)
            except ValueError as exc:
                raise ValidationError.single("frequency_number", str(exc)) from None
            data.frequency_number, data.frequency_unit = str(parsed.number), parsed.unit
        return devices.add(self.session, self.est.id, data, self.actor)

    def maintenance(self, row: _Row) -> Record | None:
        day, device_id, service = row.text("Date"), row.text("Device ID"), row.text("Service")
        device = self._find(Device, Device.device_id == device_id)
        if device is not None and self._find(
            MaintenanceEntry,
            MaintenanceEntry.device_pk == device.id,
            MaintenanceEntry.service_date == date.fromisoformat(day),
            MaintenanceEntry.service == service,
        ):
            return None
        data = MaintenanceInput(
            service_date=day, device_id=device_id, service=service,
            fog_depth_in=row.text("FOG depth (in)"), solids_depth_in=row.text("Solids depth (in)"),
            gallons_removed=row.text("Gallons removed"), hauler=row.text("Hauler"),
            manifest_no=row.text("Manifest no."), performed_by=row.text("Performed by"),
            notes=row.text("Notes"),
        )  # fmt: skip
        return maintenance.add(self.session, self.est.id, data, self.actor, today=self.today)

    def manifests(self, row: _Row) -> Record | None:
        number, hauler = row.text("Manifest no."), row.text("Hauler")
        if self._find(Manifest, Manifest.manifest_no == number, Manifest.hauler == hauler):
            return None
        data = ManifestInput(
            manifest_no=number, manifest_date=row.text("Date"), hauler=hauler,
            hauler_registration_no=row.text("Hauler registration no."), driver=row.text("Driver"),
            waste_type=row.text("Waste type") or ManifestInput.waste_type,
            gallons=row.text("Gallons"), disposal_site=row.text("Disposal site"),
            disposal_site_address=row.text("Disposal site address"),
            invoice_no=row.text("Invoice no."), invoice_amount=row.text("Invoice amount"),
            device_id=row.text("Device ID"),
        )  # fmt: skip
        return manifests.add(self.session, self.est.id, data, self.actor, today=self.today)

    def employees(self, row: _Row) -> Record | None:
        employee_id = row.text("Employee ID")
        if self._find(Employee, Employee.employee_id == employee_id):
            return None
        data = EmployeeInput(
            employee_id=employee_id, name=row.text("Name"), role=row.text("Role"),
            hire_date=row.text("Hire date"), end_date=row.text("End date"),
        )  # fmt: skip
        return employees.add(self.session, self.est.id, data, self.actor)

    def training(self, row: _Row) -> Record | None:
        """One attendee: joins the session of the same date, kind and trainer, or opens it."""
        day, employee_id, kind = row.text("Date"), row.text("Employee ID"), row.text("Kind")
        employee = self._find(Employee, Employee.employee_id == employee_id)
        session_date = date.fromisoformat(day) if day else None
        existing = self.session.scalars(
            select(TrainingSession)
            .options(selectinload(TrainingSession.sign_offs).joinedload(SignOff.employee))
            .where(
                TrainingSession.establishment_id == self.est.id,
                TrainingSession.session_date == session_date,
                TrainingSession.kind == kind,
                TrainingSession.voided_at.is_(None),
            )
        ).all()
        if employee is not None and any(
            s.employee_pk == employee.id for t in existing for s in t.sign_offs if not s.is_void
        ):
            return None
        trainer = row.text("Trainer")
        same = next((t for t in existing if t.trainer == trainer), None)
        if same is None:
            data = SessionInput(
                session_date=day, trainer=trainer, kind=kind,
                topics=[t.strip() for t in row.text("Topics").split(";")],
                attendees=[employee_id],
            )  # fmt: skip
            same = training.add(self.session, self.est.id, data, self.actor, today=self.today)
        elif employee is None:
            raise ValidationError.single("attendees", f"There is no employee {employee_id!r}.")
        else:
            training.add_attendee(self.session, same, employee, self.actor)
        sign_off = next(s for s in same.sign_offs if s.employee.employee_id == employee_id)
        self._sign(sign_off, row.text("Signed"))
        return sign_off

    def _sign(self, sign_off: SignOff, signed: str) -> None:
        """ "Signature on file" is a signature kept on paper at the restaurant; a typed
        attestation is the attendee's name as on the roster."""
        if signed not in (Signed.ON_FILE, Signed.TYPED):
            return
        at = datetime.combine(sign_off.session.session_date, time(12, 0))
        if signed == Signed.ON_FILE:
            signature = training.Signature(SignOffMethod.PAPER, at)
        else:
            typed = sign_off.employee.name
            signature = training.Signature(SignOffMethod.TYPED, at, typed_name=typed)
        training.sign(self.session, sign_off, signature, self.actor)

    def incidents(self, row: _Row) -> Record | None:
        number = row.text("Incident ID")
        if self._find(Incident, Incident.incident_no == number):
            return None
        data = IncidentInput(
            incident_date=row.text("Incident date"), incident_time=row.text("Incident time"),
            kind=row.text("Kind"), description=row.text("Description"),
            blockage_or_sso_possible=row.text("Potential blockage or SSO").lower() == "yes",
            reasons=row.text("Reasons"), immediate_steps=row.text("Immediate corrective steps"),
            preventive_steps=row.text("Preventive steps"),
        )  # fmt: skip
        incident = incidents.add(
            self.session, self.est.id, data, self.actor, now=self.now, incident_no=number
        )
        for header, agency in (
            ("City notified at", Agency.CITY),
            ("Health dept notified at", Agency.HEALTH_DEPT),
        ):
            called = row.text(header)
            if called:
                moment = datetime.fromisoformat(called)
                notice = NoticeInput(
                    agency=agency, called_on=moment.date().isoformat(),
                    called_time=moment.strftime("%H:%M"),
                )  # fmt: skip
                incidents.add_notice(self.session, incident, notice, self.actor, now=self.now)
        if row.text("Confirmation sent on"):
            sent = ConfirmationInput(
                row.text("Confirmation sent on"), row.text("Confirmation method"), "(imported)"
            )
            incidents.record_sent(self.session, incident, sent, self.actor, today=self.today)
        return incident

    def _find(self, model: type[Any], *conditions: Any) -> Any:
        return self.session.scalar(
            select(model).where(
                model.establishment_id == self.est.id, model.voided_at.is_(None), *conditions
            )
        )


#: Each service field and the column it comes from, to name a refused cell.
_COLUMN_OF: dict[str, dict[str, str]] = {
    sheet.name: {field: column.header for column in sheet.columns for field in column.fields}
    for sheet in layout.IMPORTABLE
}


def _establishment(session: Session, name: str, actor: str) -> Establishment:
    found = session.scalar(
        select(Establishment).where(Establishment.name == name, Establishment.voided_at.is_(None))
    )
    return found or establishments.add(session, EstablishmentInput(name=name), actor)


def import_workbook(
    db: Database,
    path: Path,
    establishment: str | None,
    actor: str,
    *,
    today: date,
    dry_run: bool = False,
) -> ImportReport:
    """Import ``path`` into the named establishment (created when it does not exist; by
    default the name on the workbook's Cover). Raises WorkbookRefused, in one sentence,
    for a file that can't be read as a workbook, and ImportRefused with every problem."""
    archive.check(path)
    try:
        return _import(db, path, establishment, actor, today=today, dry_run=dry_run)
    except (zipfile.BadZipFile, zlib.error, EOFError):
        raise archive.reading_failure(path) from None
    except ElementTree.ParseError as exc:
        raise _forbidden_character(path, exc) from None


def _import(
    db: Database, path: Path, establishment: str | None, actor: str, *, today: date, dry_run: bool
) -> ImportReport:
    # From an open file, so that openpyxl does not judge the file by its extension.
    with path.open("rb") as handle:
        try:
            wb = load_workbook(handle, read_only=True)
        except KeyError:
            raise WorkbookRefused(
                f"The file {path} is a zip archive, not an Excel workbook (.xlsx)."
            ) from None
        except (OSError, ValueError) as exc:
            raise WorkbookRefused(
                f"The file {path} can't be read as an Excel workbook ({exc})."
            ) from None
        try:
            return _import_sheets(db, wb, path, establishment, actor, today=today, dry_run=dry_run)
        finally:
            wb.close()


def _import_sheets(
    db: Database,
    wb: Any,
    path: Path,
    establishment: str | None,
    actor: str,
    *,
    today: date,
    dry_run: bool,
) -> ImportReport:
    report = ImportReport(establishment="", dry_run=dry_run)
    report.unknown_sheets = _unknown_sheets(wb.sheetnames)
    name = establishment or _cover_name(wb)
    if not name:
        raise WorkbookRefused(
            "Name the establishment to import into: the workbook has no Cover that names it."
        )
    report.establishment = name
    try:
        with db.write() as session:
            est = _establishment(session, name, actor)
            importer = _Importer(session, est, actor, today)
            # Devices and employees first: the log, manifests and training refer to them.
            steps = {
                "Devices": importer.devices,
                "Employees": importer.employees,
                "Manifests": importer.manifests,
                "Maintenance": importer.maintenance,
                "Training": importer.training,
                "Incidents": importer.incidents,
            }
            for sheet_name, step in steps.items():
                if sheet_name not in wb.sheetnames:
                    continue
                sheet = next(s for s in layout.IMPORTABLE if s.name == sheet_name)
                for row in _read(sheet, wb[sheet_name], importer.problems):
                    importer.store(sheet, row, partial(step, row))
            if importer.problems:
                raise ImportRefused(importer.problems)
            append(
                session, action=Action.IMPORT, record=est, label=f"Import of {path.name}",
                establishment_id=est.id, before=None, actor=actor,
                reason=f"added {sum(importer.added.values())} records from {path.name}",
            )  # fmt: skip
            report.added, report.skipped = importer.added, importer.skipped
            if dry_run:
                raise _DryRun
    except _DryRun:
        pass
    return report


def _unknown_sheets(names: list[str]) -> list[str]:
    """The sheets that are not ours; one whose name is close to ours is refused, as a
    misspelt sheet skipped would drop its records without a word."""
    known = [layout.COVER, *(s.name for s in layout.DATA_SHEETS)]
    by_lower = {k.lower(): k for k in known}
    unknown = [n for n in names if n not in known]
    for name in unknown:
        close = get_close_matches(name.lower(), list(by_lower), n=1, cutoff=MISSPELT)
        if close:
            raise WorkbookRefused(
                f"The workbook has a sheet {name!r} that FOG Desktop does not know; "
                f"did you mean {by_lower[close[0]]!r}?"
            )
    return unknown


def _forbidden_character(path: Path, exc: ElementTree.ParseError) -> FogError:
    """The cell XML refused, by sheet, row and column, or the file's damage in words."""
    place = archive.locate_illegal_character(path)
    if place is None:
        return WorkbookRefused(f"The file {path} is damaged ({exc}); save it again from Excel.")
    if place.row:
        return ImportRefused(
            [ImportProblem(place.sheet, place.row, place.column, FORBIDDEN_CHARACTER)]
        )
    return WorkbookRefused(f"The sheet {place.sheet!r} of {path}: {FORBIDDEN_CHARACTER}.")


def _cover_name(wb: Any) -> str:
    if layout.COVER not in wb.sheetnames:
        return ""
    for key, value, *_ in wb[layout.COVER].iter_rows(values_only=True):
        if key == "Records packet of":
            return str(value or "").strip()
    return ""
