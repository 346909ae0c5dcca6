"""Establishments: the restaurant's profile, created, amended and voided with the audit trail."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.parse import check_storable
from fog_desktop.services import records
from models import Establishment


@dataclass
class EstablishmentInput:
    """The profile as typed: every field is text."""

    name: str = ""
    address: str = ""
    business_license_no: str = ""
    contact_name: str = ""
    contact_phone: str = ""
    contact_email: str = ""
    program_manager_name: str = ""
    program_manager_address: str = ""
    program_manager_phone: str = ""
    program_manager_email: str = ""
    city_spill_phone: str = ""
    health_dept_phone: str = ""

    @classmethod
    def from_record(cls, record: Establishment) -> EstablishmentInput:
        return cls(**{f.name: getattr(record, f.name) for f in fields(cls)})

    def cleaned(self) -> dict[str, str]:
        return {k: v.strip() for k, v in asdict(self).items()}


def label(record: Establishment) -> str:
    return f"Establishment {record.name}"


def _validate(session: Session, data: dict[str, str], own_id: int | None) -> None:
    check_storable(data)
    problems = []
    if not data["name"]:
        problems.append(Problem("name", "Enter the establishment's name."))
    else:
        clash = session.scalar(
            select(Establishment.id).where(
                Establishment.name == data["name"],
                Establishment.voided_at.is_(None),
                Establishment.id != (own_id or -1),
            )
        )
        if clash is not None:
            problems.append(
                Problem("name", f"An establishment named {data['name']!r} exists already.")
            )
    for key in ("contact_email", "program_manager_email"):
        value = data[key]
        if value and ("@" not in value or " " in value):
            problems.append(Problem(key, f"{value!r} is not an email address."))
    if problems:
        raise ValidationError(problems)


def validate_establishment(
    db: Database, data: EstablishmentInput, own_id: int | None = None
) -> None:
    """Check a profile before it is stored (the wizard checks each page as it goes)."""
    with db.read() as session:
        _validate(session, data.cleaned(), own_id)


def add(session: Session, data: EstablishmentInput, actor: str) -> Establishment:
    """Create within an open unit of work (used by set-up, demo and import)."""
    values = data.cleaned()
    _validate(session, values, None)
    record = Establishment(**values)
    return records.create(session, record, label=label(record), establishment_id=None, actor=actor)


def create_establishment(db: Database, data: EstablishmentInput, actor: str) -> Establishment:
    with db.write() as session:
        return add(session, data, actor)


def amend_establishment(
    db: Database, establishment_id: int, data: EstablishmentInput, actor: str, reason: str = ""
) -> Establishment:
    with db.write() as session:
        record = _get(session, establishment_id)
        values = data.cleaned()
        _validate(session, values, establishment_id)
        records.amend(
            session,
            record,
            values,
            label=label(record),
            establishment_id=record.id,
            actor=actor,
            reason=reason,
        )
        return record


def void_establishment(db: Database, establishment_id: int, reason: str, actor: str) -> None:
    with db.write() as session:
        record = _get(session, establishment_id)
        records.void(
            session,
            record,
            reason=reason,
            label=label(record),
            establishment_id=record.id,
            actor=actor,
        )


def _get(session: Session, establishment_id: int) -> Establishment:
    record = session.get(Establishment, establishment_id)
    if record is None:
        raise NotFound(f"There is no establishment with id {establishment_id}.")
    return record


def get_establishment(db: Database, establishment_id: int) -> Establishment:
    with db.read() as session:
        return _get(session, establishment_id)


def list_establishments(db: Database, *, include_void: bool = False) -> list[Establishment]:
    with db.read() as session:
        query = select(Establishment).order_by(Establishment.name, Establishment.id)
        if not include_void:
            query = query.where(Establishment.voided_at.is_(None))
        return list(session.scalars(query))


def find_establishment(db: Database, name: str) -> Establishment:
    """The establishment in use with this name (the command line's ``--establishment``)."""
    check_storable({"establishment": name})
    with db.read() as session:
        record = session.scalar(
            select(Establishment).where(
                Establishment.name == name, Establishment.voided_at.is_(None)
            )
        )
    if record is None:
        known = ", ".join(e.name for e in list_establishments(db)) or "none yet"
        raise NotFound(f"There is no establishment named {name!r} (known: {known}).")
    return record
