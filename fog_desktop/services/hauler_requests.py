"""Requests to a hauler for the manifest of a pump-out that has none on file (rules.md
R2, R6), each a record of its own: when the hauler was asked, how, whom, and what they
answered.

A missing manifest can't be made again; what an inspector asks for is a record of every
attempt to get it. A request as entered is corrected by an amendment; the hauler's answer
written in later, where there was none, is a step of its life, which keeps its status.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text
from fog_desktop.services import records
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.maintenance_records import ENTRIES
from models import REQUEST_METHODS, HaulerRequest, MaintenanceEntry, Service

#: The reason an answer written in where there was none is audited with.
ANSWERED = "Hauler's answer recorded"


@dataclass
class RequestInput(AsTyped[object]):
    """A request as typed: the date YYYY-MM-DD, how (a :class:`~models.RequestMethod`),
    whom, and the answer, empty until one comes."""

    asked_on: str = ""
    method: str = ""
    asked_whom: str = ""
    answer: str = ""


@dataclass(frozen=True)
class RequestColumns:
    """A request's columns, typed."""

    asked_on: date
    method: str
    asked_whom: str
    answer: str


@dataclass(frozen=True)
class RequestValues(RequestColumns, records.Values[HaulerRequest]):
    """A request as :func:`validate` checked it."""


def label(request: HaulerRequest) -> str:
    return f"Request to the hauler for the manifest of entry {request.entry_pk}"


REQUESTS = records.RecordType(HaulerRequest, noop("Records", "request to the hauler"), label)


def check_pump_out(entry: MaintenanceEntry, *, in_use: bool = True) -> None:
    """Refuse a request for a log entry that is not a pump-out (in use, unless a
    workbook brings back the request of a pump-out voided since): only a pump-out has a
    manifest to ask for (R2)."""
    if entry.service != Service.PUMP_OUT or (in_use and entry.is_void):
        raise ValidationError.single(
            "entry",
            translate("HaulerRequests", "A manifest is asked for only for a pump-out in use."),
        )


def validate(entry: MaintenanceEntry, data: RequestInput, today: date) -> RequestValues:
    """A request is made on a day from the pump-out's to today, in one of the ways, to
    someone named."""
    check_storable(asdict(data))
    problems = Problems()
    asked_on = problems.required_date(
        data.asked_on,
        "asked_on",
        translate("HaulerRequests", "Date asked"),
        translate("HaulerRequests", "Enter the date the hauler was asked."),
    )
    problems.not_after(
        "asked_on", asked_on, today, translate("HaulerRequests", "The date {day} is in the future.")
    )
    if asked_on is not None and asked_on < entry.service_date:
        problems.add(
            "asked_on",
            translate("HaulerRequests", "It can't be before the pump-out ({day}).").format(
                day=day_text(entry.service_date)
            ),
        )
    choose = translate("HaulerRequests", "Choose how the hauler was asked: {choices}.")
    problems.one_of("method", data.method, REQUEST_METHODS, choose)
    missing = translate(
        "HaulerRequests", "Write whom you asked: a name, an e-mail address or a phone number."
    )
    asked_whom = problems.required_text(data.asked_whom, "asked_whom", missing)
    problems.check()
    assert asked_on is not None
    return RequestValues(
        asked_on=asked_on, method=data.method, asked_whom=asked_whom, answer=data.answer.strip()
    )


def add(
    session: Session,
    entry: MaintenanceEntry,
    data: RequestInput,
    actor: str,
    *,
    today: date,
    in_use: bool = True,
) -> HaulerRequest:
    """Record a request for ``entry``'s manifest within an open unit of work; the import
    brings back, with ``in_use`` False, one made before its pump-out was voided (R6)."""
    check_pump_out(entry, in_use=in_use)
    values = validate(entry, data, today)
    return REQUESTS.add(
        session, values, actor, establishment_id=entry.establishment_id, entry_pk=entry.id
    )


def record_request(
    db: Database, entry_pk: int, data: RequestInput, actor: str, *, today: date
) -> HaulerRequest:
    """Record a request to the hauler for the manifest of pump-out ``entry_pk`` (R2)."""
    with db.write() as session:
        return add(session, ENTRIES.get(session, entry_pk), data, actor, today=today)


def answered_only(request: HaulerRequest, values: RequestValues) -> bool:
    """True when an amendment only writes in the hauler's answer where there was none: a
    step of the request's life, not a correction (R6)."""
    changed = {k for k, v in values.columns().items() if getattr(request, k) != v}
    return changed == {"answer"} and not request.answer


def amend_request(
    db: Database, pk: int, data: RequestInput, actor: str, *, today: date, reason: str = ""
) -> HaulerRequest:
    """Correct a request, or write in the answer that came (R6)."""

    def amended(session: Session, request: HaulerRequest) -> None:
        values = validate(ENTRIES.get(session, request.entry_pk), data, today)
        step = answered_only(request, values)
        REQUESTS.amend(
            session,
            request,
            values,
            actor,
            reason or (ANSWERED if step else ""),
            correction=not step,
        )

    return REQUESTS.change_by_id(db, pk, amended)


void_request = REQUESTS.void_by_id
