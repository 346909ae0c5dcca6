"""The city's inspections of the establishment: when, by whom, the result and the
findings, with the inspector's report attached (rules.md R8e, R6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path
from typing import Self

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import Problem, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable
from fog_desktop.services import attachments, maintenance, records, units
from fog_desktop.services.form import AsTyped, Problems, form_of
from fog_desktop.services.maintenance import MaintenanceInput
from models import (
    INSPECTION_RESULTS,
    CityInspection,
    InspectionResult,
    MaintenanceEntry,
    Service,
)


def not_after_today(problems: Problems, field: str, day: date | None, today: date) -> None:
    """Refuse a day that has not come yet: what the city did is recorded once done."""
    problems.not_after(field, day, today, translate("City", "The date {day} is in the future."))


@dataclass(frozen=True)
class LevelInput:
    """A sludge-height level the inspector measured in one interceptor, as typed (R1)."""

    device_id: str
    fog_depth_in: str = ""
    solids_depth_in: str = ""


def level_field(device_id: str) -> str:
    """The field a refused level is named by: "reading GI-1" (a form shows it under that
    interceptor's depths, the command line after the option)."""
    return f"reading {device_id}"


@dataclass
class InspectionInput(AsTyped["InspectionRow"]):
    """An inspection as typed: its date YYYY-MM-DD, and the levels the inspector
    measured, recorded with it (a new inspection's only: each is an entry of the log)."""

    inspected_on: str = ""
    inspector: str = ""
    result: str = ""
    findings: str = ""
    levels: tuple[LevelInput, ...] = ()

    @classmethod
    def of(cls, row: InspectionRow) -> Self:
        """The inspection as typed, from its row: the base of an amendment."""
        return form_of(cls, row, levels=())


@dataclass(frozen=True)
class InspectionColumns:
    """An inspection's columns as stored, typed."""

    inspected_on: date
    inspector: str
    result: str
    findings: str


@dataclass(frozen=True)
class InspectionValues(InspectionColumns, records.Values[CityInspection]):
    """An inspection's columns as :func:`validate` checked them."""


def label(inspection: CityInspection) -> str:
    return f"City inspection {inspection.inspection_no}"


INSPECTIONS = records.RecordType(CityInspection, noop("Records", "city inspection"), label)


def validate(data: InspectionInput, today: date) -> InspectionValues:
    check_storable(asdict(data))
    problems = Problems()
    day = problems.required_date(
        data.inspected_on,
        "inspected_on",
        translate("City", "Inspection date"),
        translate("City", "Enter the date of the inspection."),
    )
    not_after_today(problems, "inspected_on", day, today)
    missing = translate("City", "Enter the inspector's name, as on their report.")
    inspector = problems.required_text(data.inspector, "inspector", missing)
    choose = translate("City", "Choose the result: {choices}.")
    problems.one_of("result", data.result, INSPECTION_RESULTS, choose)
    findings = data.findings.strip()
    if data.result == InspectionResult.NONCOMPLIANCE and not findings:
        problems.add(
            "findings", translate("City", "Write what the inspector found not in compliance.")
        )
    problems.check()
    assert day is not None
    return InspectionValues(
        inspected_on=day, inspector=inspector, result=data.result, findings=findings
    )


def add(
    session: Session,
    establishment_id: int,
    data: InspectionInput,
    actor: str,
    *,
    today: date,
    inspection_no: str = "",
) -> CityInspection:
    """Record within an open unit of work (the demo and the import, which keeps the
    workbook's Inspection ID)."""
    values = validate(data, today)
    number = inspection_no or records.next_number(
        session,
        CityInspection.inspection_no,
        establishment_id,
        f"INSP-{values.inspected_on.year}",
    )
    inspection = INSPECTIONS.add(
        session, values, actor, establishment_id=establishment_id, inspection_no=number
    )
    for level in data.levels:
        _add_level(session, inspection, level, actor, today)
    return inspection


def _add_level(
    session: Session, inspection: CityInspection, level: LevelInput, actor: str, today: date
) -> None:
    """A level the inspector measured: a Measurement of the log on the inspection's day,
    by the inspector, linked to the inspection (R1, whose reading). Left out when neither
    depth is typed; a refusal is named by the interceptor."""
    if not level.fog_depth_in.strip() and not level.solids_depth_in.strip():
        return
    data = MaintenanceInput(
        service_date=inspection.inspected_on.isoformat(),
        device_id=level.device_id,
        service=Service.MEASUREMENT,
        fog_depth_in=level.fog_depth_in,
        solids_depth_in=level.solids_depth_in,
        performed_by=inspection.inspector,
        city_inspection=inspection.inspection_no,
    )
    try:
        maintenance.add(session, inspection.establishment_id, data, actor, today=today)
    except ValidationError as exc:
        field = level_field(level.device_id)
        raise ValidationError([Problem(field, p.message) for p in exc.problems]) from exc


def record_inspection(
    db: Database,
    establishment_id: int,
    data: InspectionInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> CityInspection:
    """Record a city inspection, with the inspector's report attached in the same unit of
    work (R8e)."""
    return INSPECTIONS.store(
        db,
        lambda session: add(session, establishment_id, data, actor, today=today),
        attach=attachments.files(files, actor),
    )


def amend_inspection(
    db: Database,
    pk: int,
    data: InspectionInput,
    actor: str,
    *,
    today: date,
    reason: str = "",
    files: Sequence[Path] = (),
) -> CityInspection:
    """Correct an inspection, a report attached with it (R8e)."""
    values = validate(data, today)

    def amend(session: Session, inspection: CityInspection) -> None:
        moved = values.inspected_on != inspection.inspected_on
        INSPECTIONS.amend(session, inspection, values, actor, reason)
        if moved:
            # A level measured at the inspection has its date (R1): it moves with it.
            why = reason or f"{label(inspection)} was on {values.inspected_on.isoformat()}"
            for entry in _levels_of(session, inspection):
                maintenance.ENTRIES.amend(
                    session, entry, _LevelDay(values.inspected_on), actor, why
                )

    return INSPECTIONS.change_by_id(db, pk, amend, attach=attachments.files(files, actor))


def void_inspection(db: Database, pk: int, reason: str, actor: str) -> None:
    """Void an inspection entered in error, and the levels measured at it with it (R1)."""
    with db.write() as session:
        inspection = INSPECTIONS.get(session, pk)
        INSPECTIONS.void(session, inspection, reason, actor)
        for entry in _levels_of(session, inspection):
            maintenance.ENTRIES.void(session, entry, reason, actor)


@dataclass(frozen=True)
class _LevelDay(records.Values[MaintenanceEntry]):
    service_date: date


def _levels_of(session: Session, inspection: CityInspection) -> Sequence[MaintenanceEntry]:
    """The levels in use measured at ``inspection`` (R1, whose reading)."""
    return session.scalars(
        select(MaintenanceEntry)
        .options(*maintenance.ENTRIES.load)
        .where(
            MaintenanceEntry.city_inspection_pk == inspection.id,
            MaintenanceEntry.voided_at.is_(None),
        )
        .order_by(MaintenanceEntry.id)
    ).all()


@dataclass(frozen=True, kw_only=True)
class InspectionRow(InspectionColumns):
    """An inspection as the City inspections page, the command line and the packet show it."""

    id: int
    inspection_no: str
    entered_by: str
    status_text: str
    is_void: bool


def list_inspections(db: Database, establishment_id: int) -> list[InspectionRow]:
    """Every inspection, void ones included (R6), newest first."""
    rows = units.listed(db, CityInspection, establishment_id, _row)
    return sorted(rows, key=lambda r: (r.inspected_on, r.inspection_no), reverse=True)


def _row(i: CityInspection) -> InspectionRow:
    return InspectionRow(
        **records.shown(i, InspectionColumns),
        inspection_no=i.inspection_no,
        entered_by=i.entered_by,
    )
