"""Notices of violation, administrative complaints and licence hearing notices (their
kind, :mod:`fog_desktop.services.notice_kinds`), as the city gave them (rules.md R8e, R6).

The notice as the city gave it is corrected by an amendment; what followed it is
recorded step by step (:mod:`fog_desktop.services.notice_steps`). A notice reversed at
its hearing owes no fee and no duty it brought (Hearings D).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import NotFound
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, parse_date, parse_decimal
from fog_desktop.services import notice_kinds, records, units
from fog_desktop.services.form import AsTyped, Problems
from fog_desktop.services.inspections import INSPECTIONS, not_after_today
from fog_desktop.words import shown
from models import NOTICE_DELIVERIES, CityInspection, NoticeKind, ViolationNotice

if TYPE_CHECKING:  # the rows module reads this one's columns
    # Named only in a string, as the type AsTyped fills the form in from.
    from fog_desktop.services.violations_rows import NoticeRow  # noqa: F401


@dataclass
class ViolationInput(AsTyped["NoticeRow"]):
    """A notice as typed: its date YYYY-MM-DD, the fee in dollars, the inspection that
    found it by its Inspection ID (or none), and its kind (:class:`~models.NoticeKind`),
    a notice of violation unless said."""

    notice_on: str = ""
    delivery: str = ""
    finding: str = ""
    noncompliance_fee: str = ""
    inspection_no: str = ""
    kind: str = NoticeKind.NOTICE_OF_VIOLATION.value


@dataclass(frozen=True)
class NoticeColumns:
    """A notice's columns as the city gave it, typed."""

    notice_on: date
    delivery: str
    finding: str
    noncompliance_fee: Decimal | None
    kind: str


@dataclass(frozen=True, kw_only=True)
class NoticeValues(NoticeColumns, records.Values[ViolationNotice]):
    """A notice as :func:`validate` checked it (the inspection by its key)."""

    inspection_pk: int | None


def label(notice: ViolationNotice) -> str:
    return f"{notice.kind} {notice.notice_no}"


NOTICES = records.RecordType(ViolationNotice, noop("Records", "notice of violation"), label)


def _inspection_pk(session: Session, establishment_id: int, inspection_no: str) -> int | None:
    wanted = inspection_no.strip().upper()
    if not wanted:
        return None
    found = INSPECTIONS.in_use(
        session,
        CityInspection.establishment_id == establishment_id,
        CityInspection.inspection_no == wanted,
    )
    if found is None:
        raise NotFound(
            translate("City", "There is no city inspection {id} in use.").format(id=repr(wanted))
        )
    return found


def validate(
    session: Session, establishment_id: int, data: ViolationInput, today: date
) -> NoticeValues:
    check_storable(asdict(data))
    problems = Problems()
    kind = notice_kinds.check_kind(problems, data.kind)
    day = problems.parse(
        parse_date,
        data.notice_on,
        "notice_on",
        translate("City", "Date mailed, posted or handed over"),
    )
    if day is None and not problems:
        problems.add(
            "notice_on", translate("City", "Enter the date the notice was mailed or posted.")
        )
    not_after_today(problems, "notice_on", day, today)
    choose = translate("City", "Choose how the notice came: {choices}.")
    problems.one_of("delivery", data.delivery, NOTICE_DELIVERIES, choose)
    missing = translate("City", "Write the finding, as the notice states it.")
    finding = problems.required_text(data.finding, "finding", missing)
    fee = problems.parse(
        parse_decimal,
        data.noncompliance_fee,
        ViolationNotice.noncompliance_fee,
        translate("City", "Noncompliance fee"),
        unit="$",
    )
    notice_kinds.refuse_charges(problems, kind, {"noncompliance_fee": fee})
    try:
        inspection_pk = _inspection_pk(session, establishment_id, data.inspection_no)
    except NotFound as exc:
        problems.add("inspection_no", str(exc))
        inspection_pk = None
    problems.check()
    assert day is not None
    return NoticeValues(
        notice_on=day,
        delivery=data.delivery,
        finding=finding,
        noncompliance_fee=fee,
        kind=kind,
        inspection_pk=inspection_pk,
    )


def add(
    session: Session,
    establishment_id: int,
    data: ViolationInput,
    actor: str,
    *,
    today: date,
    notice_no: str = "",
) -> ViolationNotice:
    """Record within an open unit of work (the demo and the import, which keeps the
    workbook's Notice ID)."""
    values = validate(session, establishment_id, data, today)
    prefix = notice_kinds.PREFIXES[values.kind]
    number = notice_no or records.next_number(
        session, ViolationNotice.notice_no, establishment_id, f"{prefix}-{values.notice_on.year}"
    )
    return NOTICES.add(session, values, actor, establishment_id=establishment_id, notice_no=number)


#: Record a notice of its kind; a notice of violation's days to request a hearing start
#: at its date.
record_notice = units.own_unit(add)


def amend_notice(
    db: Database, pk: int, data: ViolationInput, actor: str, *, today: date, reason: str = ""
) -> ViolationNotice:
    """Correct the notice as the city gave it; the steps after it stay as recorded, and
    so does its kind, which its Notice ID and its steps follow (void it and record it
    anew instead)."""

    def checked(session: Session, notice: ViolationNotice) -> NoticeValues:
        values = validate(session, notice.establishment_id, data, today)
        if values.kind != notice.kind:
            problems = Problems()
            problems.add(
                "kind",
                translate(
                    "City", "A notice keeps its kind: void it and record the {kind} anew."
                ).format(kind=shown(values.kind).lower()),
            )
            problems.check()
        return values

    return NOTICES.amend_by_id(db, pk, checked, actor, reason)


void_notice = NOTICES.void_by_id
