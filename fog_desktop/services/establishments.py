"""Establishments: the restaurant's profile, created, amended and voided with the audit trail."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, parse_date
from fog_desktop.phones import phone_number, shown
from fog_desktop.services import records, units
from fog_desktop.services.form import AsTyped, Problems
from models import Establishment


@dataclass(frozen=True)
class EstablishmentProfile:
    """The profile's columns: every one is text, "" when not given."""

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


#: The profile's phone numbers: checked as numbers, and kept and shown in one form.
PHONES = ("contact_phone", "program_manager_phone", "city_spill_phone", "health_dept_phone")


@dataclass(frozen=True)
class EstablishmentInput(EstablishmentProfile, AsTyped["Establishment | EstablishmentRow"]):
    """The profile as typed, and the day its records in the application begin (R9), ""
    for none: its whole history is judged."""

    records_begin: str = ""

    def cleaned(self) -> dict[str, str]:
        return {k: v.strip() for k, v in asdict(self).items()}


@dataclass(frozen=True)
class EstablishmentValues(EstablishmentProfile, records.Values[Establishment]):
    """The profile as :func:`validate` checked it: every column is text, stripped, but
    the day the records begin (R9)."""

    records_begin: date | None = None


@dataclass(frozen=True, kw_only=True)
class EstablishmentRow(EstablishmentProfile):
    """An establishment's profile as the screens, the letters and the packet show it."""

    id: int
    status_text: str
    is_void: bool
    #: The day its records in the application begin (R9); None judges its whole history.
    records_begin: date | None = None


def row_of(record: Establishment) -> EstablishmentRow:
    columns = records.shown(record, EstablishmentProfile)
    # A number kept before numbers were checked reads like the others.
    phones = {field: shown(columns[field]) for field in PHONES}
    return EstablishmentRow(**columns | phones, records_begin=record.records_begin)


def label(record: Establishment) -> str:
    return f"Establishment {record.name}"


def validate(session: Session, data: EstablishmentInput, own_id: int | None) -> EstablishmentValues:
    cleaned = data.cleaned()
    check_storable(cleaned)
    problems = Problems()
    # A refused number (None) is never stored: check() below refuses the form.
    phones = {f: problems.parse(phone_number, cleaned[f], f) or "" for f in PHONES}
    begins = problems.parse(
        parse_date,
        cleaned.pop("records_begin"),
        "records_begin",
        translate("Establishments", "Records begin"),
    )
    values = EstablishmentValues(**cleaned | phones, records_begin=begins)
    if not values.name:
        problems.add("name", translate("Establishments", "Enter the establishment's name."))
    elif len(values.name.splitlines()) > 1:
        # The name heads every page and the Cover, where a line break would start a row
        # of its own that an import does not read as the name.
        problems.add(
            "name", translate("Establishments", "Type the establishment's name on one line.")
        )
    else:
        clash = session.scalar(
            select(Establishment.id).where(
                Establishment.name == values.name,
                Establishment.voided_at.is_(None),
                Establishment.id != (own_id or -1),
            )
        )
        if clash is not None:
            problems.add(
                "name",
                translate("Establishments", "An establishment named {name} exists already.").format(
                    name=repr(values.name)
                ),
            )
    for key, value in (
        ("contact_email", values.contact_email),
        ("program_manager_email", values.program_manager_email),
    ):
        if value and ("@" not in value or " " in value):
            problems.add(
                key,
                translate("Establishments", "{value} is not an email address.").format(
                    value=repr(value)
                ),
            )
    problems.check()
    return values


_ESTABLISHMENTS = records.RecordType(
    Establishment, noop("Records", "establishment"), label, lambda e: e.id
)


def add(session: Session, data: EstablishmentInput, actor: str) -> Establishment:
    """Create within an open unit of work (used by set-up, demo and import)."""
    # Its own establishment: the audit entry takes the id the flush gives it.
    return _ESTABLISHMENTS.add(session, validate(session, data, None), actor)


create_establishment = units.own_unit(add)


def amend_establishment(
    db: Database, establishment_id: int, data: EstablishmentInput, actor: str, reason: str = ""
) -> Establishment:
    return _ESTABLISHMENTS.amend_by_id(
        db,
        establishment_id,
        lambda session, _: validate(session, data, establishment_id),
        actor,
        reason,
    )


void_establishment = _ESTABLISHMENTS.void_by_id


def move_records_begin(
    session: Session, record: Establishment, day: date, actor: str, reason: str
) -> None:
    """The day ``record``'s records begin moved to ``day``, within an open unit of work:
    a step of its life (older logs brought in, R9), no correction of what was typed."""
    data = replace(EstablishmentInput.of(record), records_begin=day.isoformat())
    values = validate(session, data, record.id)
    _ESTABLISHMENTS.amend(session, record, values, actor, reason, correction=False)


def get_establishment(db: Database, establishment_id: int) -> EstablishmentRow:
    return row_of(_ESTABLISHMENTS.read(db, establishment_id))


def list_establishments(db: Database, *, include_void: bool = False) -> list[EstablishmentRow]:
    with db.read() as session:
        query = select(Establishment).order_by(Establishment.name, Establishment.id)
        if not include_void:
            query = query.where(Establishment.voided_at.is_(None))
        return [row_of(record) for record in session.scalars(query)]


def find_establishment(db: Database, name: str) -> EstablishmentRow:
    """The establishment in use with this name (the command line's ``--establishment``)."""
    check_storable({"establishment": name})
    with db.read() as session:
        record = session.scalar(
            select(Establishment).where(
                Establishment.name == name, Establishment.voided_at.is_(None)
            )
        )
        if record is not None:
            return row_of(record)
    known = ", ".join(e.name for e in list_establishments(db)) or "none yet"
    raise NotFound(f"There is no establishment named {name!r} (known: {known}).")
