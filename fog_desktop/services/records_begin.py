"""What the manager knew when the records in the application began (rules.md R9).

A restaurant kept its records on paper for years before it installed the application. At
set-up the manager says when the records here begin, and enters what starts each clock:
a device's last full pump-out (a trap's last cleaning) and each employee's last training.
Each is stored as a record marked "before records began": it counts as a full pump-out
(R2) or a session signed on paper (R4), is never flagged (no manifest, partial) and is
never a late entry (R6).
"""

from __future__ import annotations

from datetime import date

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from fog_desktop.audit import Action
from fog_desktop.database import Database
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.i18n import translate
from fog_desktop.parse import day_text, parse_date
from fog_desktop.rules.training import new_hire_due
from fog_desktop.services import devices, employees, maintenance, training
from fog_desktop.services.devices import DeviceInput, device_in_use
from fog_desktop.services.employees import EmployeeInput, find_employee
from fog_desktop.services.entry_dates import DESCRIBES
from fog_desktop.services.ordinances import profile_in
from models import (
    TRAINING_KINDS,
    AuditEntry,
    Device,
    DeviceType,
    Employee,
    Establishment,
    MaintenanceEntry,
    Record,
    Service,
    TrainingKind,
    TrainingSession,
)


def known_day(
    session: Session, establishment_id: int, typed: str | date, field: str, today: date
) -> date:
    """The day of a record the manager knew at set-up, as typed: a day that has been, on or
    before the one the records begin (R9); refused at ``field`` otherwise."""
    day = parse_date(typed, field, translate("RecordsBegin", "Date"))
    if day is None:
        raise ValidationError.single(field, translate("RecordsBegin", "Enter the date."))
    if day > today:
        raise ValidationError.single(
            field,
            translate("RecordsBegin", "The date {day} is in the future.").format(day=day_text(day)),
        )
    establishment = session.get(Establishment, establishment_id)
    begins = establishment.records_begin if establishment is not None else None
    if begins is not None and day > begins:
        raise ValidationError.single(
            field,
            translate(
                "RecordsBegin",
                "The date {day} is after the records began ({begins}): record it as usual.",
            ).format(day=day_text(day), begins=day_text(begins)),
        )
    return day


def add_last_service(session: Session, device: Device, day: date, actor: str) -> MaintenanceEntry:
    """The device's last full pump-out, or a trap's last cleaning, kept on paper before the
    records began (R9): it starts the device's clock (R2, R3), unflagged."""
    service = Service.CLEANING if device.type == DeviceType.TRAP else Service.PUMP_OUT
    entry = MaintenanceEntry(
        establishment_id=device.establishment_id,
        device_pk=device.id,
        service_date=day,
        service=service.value,
        before_records_began=True,
    )
    entry.device = device
    return maintenance.ENTRIES.create(session, entry, actor)


def training_kind(employee: Employee, day: date, session: Session) -> str:
    """The kind of session a training on ``day`` was (R4, R9): a new hire's within their
    first days (the profile's ``new_hire_days``), otherwise the period's."""
    profile = profile_in(session, employee.establishment_id)
    if employee.hire_date <= day <= new_hire_due(employee.hire_date, profile):
        return TrainingKind.NEW_HIRE.value
    return TrainingKind.SEMIANNUAL.value


def add_last_training(
    session: Session, employee: Employee, day: date, kind: str | None, actor: str
) -> TrainingSession:
    """The employee's last training, signed on paper before the records began (R9): it
    counts as a signed session (R4). ``kind`` None: the one :func:`training_kind` says."""
    if kind is not None and kind not in TRAINING_KINDS:
        raise ValidationError.single(
            "last_trained_kind",
            translate("RecordsBegin", "Choose the kind of that training."),
        )
    if day < employee.hire_date:
        raise ValidationError.single(
            "last_trained",
            translate("RecordsBegin", "{name} was hired on {hired}, after {day}.").format(
                name=employee.name, hired=day_text(employee.hire_date), day=day_text(day)
            ),
        )
    return training.add_signed_on_paper(
        session, employee, day, kind or training_kind(employee, day, session), actor
    )


def create_device_known(
    db: Database,
    establishment_id: int,
    data: DeviceInput,
    last_service: str | None,
    actor: str,
    *,
    today: date,
) -> Device:
    """A new device with its last full pump-out or cleaning (R9) when given, together or
    not at all."""
    with db.write() as session:
        device = devices.add(session, establishment_id, data, actor)
        if last_service is not None:
            day = known_day(session, establishment_id, last_service, "last_service", today)
            add_last_service(session, device, day, actor)
        return device


def create_employee_known(
    db: Database,
    establishment_id: int,
    data: EmployeeInput,
    last_trained: str | None,
    actor: str,
    *,
    today: date,
    kind: str | None = None,
) -> Employee:
    """A new employee with their last training (R9) when given, of ``kind`` (None: the
    one its day needs), together or not at all."""
    if kind is not None and last_trained is None:
        raise ValidationError.single(
            "last_trained_kind",
            translate("RecordsBegin", "Give the date of that last training too."),
        )
    with db.write() as session:
        employee = employees.add(session, establishment_id, data, actor)
        if last_trained is not None:
            day = known_day(session, establishment_id, last_trained, "last_trained", today)
            add_last_training(session, employee, day, kind, actor)
        return employee


def record_last_service(
    db: Database, establishment_id: int, device_id: str, typed: str, actor: str, *, today: date
) -> MaintenanceEntry:
    """:func:`add_last_service` of the device named ``device_id``, in a unit of work."""
    with db.write() as session:
        device = session.get(Device, device_in_use(session, establishment_id, device_id))
        assert device is not None, "device_in_use refuses a Device ID not in use"
        day = known_day(session, establishment_id, typed, "last_service", today)
        return add_last_service(session, device, day, actor)


def record_last_training(
    db: Database,
    establishment_id: int,
    employee_id: str,
    typed: str,
    actor: str,
    *,
    today: date,
    kind: str | None = None,
) -> TrainingSession:
    """:func:`add_last_training` of the employee ``employee_id``, in a unit of work."""
    with db.write() as session:
        employee = find_employee(session, establishment_id, employee_id)
        if employee is None:
            raise NotFound(f"There is no employee {employee_id!r}.")
        day = known_day(session, establishment_id, typed, "last_trained", today)
        return add_last_training(session, employee, day, kind, actor)


def last_audit_entry(session: Session) -> int:
    """The audit trail's last entry so far: what an import adds comes after it."""
    return session.scalar(select(func.max(AuditEntry.id))) or 0


def earliest_since(session: Session, establishment_id: int, after_entry: int) -> date | None:
    """The earliest day among the records in use of ``establishment_id`` created after audit
    entry ``after_entry``: the days they describe (R6), and a device's in-service date (R9)."""

    def created(model: type[Record]) -> Select[int]:
        return select(AuditEntry.record_id).where(
            AuditEntry.id > after_entry,
            AuditEntry.establishment_id == establishment_id,
            AuditEntry.record_table == model.__tablename__,
            AuditEntry.action == Action.CREATE,
        )

    earliest: list[tuple[type[Record], Select[date]]] = [
        (d.model, d.joined(select(func.min(d.column)).select_from(d.model))) for d in DESCRIBES
    ]
    earliest.append((Device, select(func.min(Device.in_service_since))))
    found = [
        session.scalar(query.where(model.id.in_(created(model)), model.voided_at.is_(None)))
        for model, query in earliest
    ]
    return min((day for day in found if day is not None), default=None)
