"""The program manager's approval of an interceptor's new maintenance frequency
(rules.md R8d; ordinance Interceptor maintenance E.4), or of a grease trap's cleaning
interval longer than daily (R3): a record type of its own, split from the analysis of
the readings in :mod:`fog_desktop.services.frequency`, which lists these beside it.

The approval is a record of its own (the city's letter attached) whose creation amends
the device's frequency in the same unit of work, so the two are stored together or not
at all. Voiding one (R6) leaves the device's frequency as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services import attachments, devices, records, units
from fog_desktop.services.devices import DeviceInput, device_in_use
from fog_desktop.services.form import Problems
from fog_desktop.services.ordinances import profile_in
from fog_desktop.words import shown
from models import Attachment, Device, DeviceType, FrequencyApproval


def _approvable(session: Session, establishment_id: int, typed: str, *, trap: bool) -> Device:
    """The interceptor in use with the Device ID typed, or with ``trap`` a grease trap too:
    the city approves an interceptor's frequency (R8d) and a trap's longer interval (R3)."""
    pk = device_in_use(session, establishment_id, typed)
    if pk is None:
        raise ValidationError.single(
            "device_id", translate("Frequency", "Enter the Device ID of the interceptor.")
        )
    device = session.get_one(Device, pk)
    if device.type == DeviceType.INTERCEPTOR or (trap and device.type == DeviceType.TRAP):
        return device
    if trap:
        refusal = translate(
            "Frequency",
            "{id} is a {type}: the city approves the frequency of a grease interceptor (R8d) "
            "or a grease trap (R3).",
        )
    else:
        refusal = translate(
            "Frequency",
            "{id} is a {type}: a frequency from readings is for grease interceptors (R8d).",
        )
    raise ValidationError.single(
        "device_id", refusal.format(id=device.device_id, type=shown(device.type).lower())
    )


@dataclass(frozen=True)
class ApprovalInput:
    """The program manager's answer as typed."""

    device_id: str = ""
    approved_on: str = ""  # the day on the city's letter
    frequency: str = ""  # as the Devices sheet writes it: "4 months", "10 weeks"
    notes: str = ""


@dataclass(frozen=True)
class ApprovalColumns:
    """An approval's columns as stored, typed."""

    establishment_id: int
    device_pk: int
    approved_on: date
    frequency_number: int
    frequency_unit: str
    notes: str


@dataclass(frozen=True)
class ApprovalValues(ApprovalColumns, records.Values[FrequencyApproval]):
    """An approval's columns as :func:`validate` checked them."""


def label(record: FrequencyApproval) -> str:
    return f"Frequency approval of {record.device.device_id} on {record.approved_on}"


_APPROVALS = records.RecordType(
    FrequencyApproval,
    noop("Records", "frequency approval"),
    label,
    load=(joinedload(FrequencyApproval.device),),
)


def _frequency(text: str, device_type: str, profile: OrdinanceProfile) -> Frequency:
    try:
        frequency = Frequency.parse(text.strip())
    except ValueError:
        raise ValidationError.single(
            "frequency",
            translate(
                "Frequency", "Enter the frequency approved, like 4 months, 10 weeks or 90 days."
            ),
        ) from None
    wrong = devices.frequency_problem(frequency.number, frequency.unit, device_type, profile)
    if wrong:
        raise ValidationError.single("frequency", wrong)
    return frequency


def validate(
    session: Session, establishment_id: int, data: ApprovalInput, today: date
) -> tuple[ApprovalValues, Device]:
    """The approval's values, refused field by field (R8d; a trap's, R3)."""
    check_storable(asdict(data))
    problems = Problems()
    device = problems.parse(_approvable, session, establishment_id, data.device_id, trap=True)
    approved_on = problems.required_date(
        data.approved_on,
        "approved_on",
        translate("Frequency", "Approved on"),
        translate("Frequency", "Enter the date of the program manager's answer."),
    )
    future = translate("Frequency", "{day} is after today: enter the date on the answer.")
    problems.not_after("approved_on", approved_on, today, future)
    frequency = problems.parse(
        _frequency,
        data.frequency,
        device.type if device is not None else DeviceType.INTERCEPTOR,
        profile_in(session, establishment_id),
    )
    problems.check()
    assert device is not None and approved_on is not None and frequency is not None
    values = ApprovalValues(
        establishment_id=establishment_id,
        device_pk=device.id,
        approved_on=approved_on,
        frequency_number=frequency.number,
        frequency_unit=frequency.unit,
        notes=data.notes.strip(),
    )
    return values, device


def add(
    session: Session,
    establishment_id: int,
    data: ApprovalInput,
    actor: str,
    *,
    today: date,
    as_recorded: bool = False,
) -> FrequencyApproval:
    """Record the approval and amend the device's frequency to it, within an open unit of
    work (used by the demo and the import). ``as_recorded`` keeps an approval brought in
    from a workbook as it was, amending nothing: its Devices sheet says the frequency now."""
    values, device = validate(session, establishment_id, data, today)
    record = _APPROVALS.add(session, values, actor, device=device)
    if as_recorded:
        return record
    approved = Frequency(values.frequency_number, values.frequency_unit)
    devices.amend(
        session,
        device,
        replace(
            DeviceInput.of(device),
            frequency_number=str(approved.number),
            frequency_unit=approved.unit,
        ),
        actor,
        f"Frequency {approved} approved by the program manager on {values.approved_on} "
        f"({'R3' if device.type == DeviceType.TRAP else 'R8d'})",
    )
    return record


def record_approval(
    db: Database,
    establishment_id: int,
    data: ApprovalInput,
    documents: Sequence[Path],
    actor: str,
    *,
    today: date | None = None,
) -> int:
    """Record the program manager's approval with its document attached, and amend the
    device's frequency, together or not at all (R8d, E.4; a trap's interval, R3); the
    approval's id."""
    if not documents:
        raise ValidationError.single(
            "document",
            translate("Frequency", "Attach the program manager's answer: the letter or e-mail."),
        )
    stored = _APPROVALS.store(
        db,
        lambda session: add(session, establishment_id, data, actor, today=today or date.today()),
        attach=attachments.files(documents, actor),
    )
    return stored.id


#: For an approval entered in error (R6). The device keeps the frequency it has: amend
#: the device to the frequency really approved.
void_approval = _APPROVALS.void_by_id


@dataclass(frozen=True)
class ApprovalRow:
    """An approval as the pages, the command line and the packet show it."""

    id: int
    device_pk: int
    device_id: str
    approved_on: date
    frequency: Frequency
    notes: str
    #: The names of the documents attached, in use.
    documents: tuple[str, ...]
    entered_by: str
    status_text: str
    is_void: bool


def _approvals(session: Session, establishment_id: int) -> list[ApprovalRow]:
    found = units.kept(
        session, FrequencyApproval, establishment_id, load=(joinedload(FrequencyApproval.device),)
    )
    names: dict[int, list[str]] = {}
    for owner_id, name in session.execute(
        select(Attachment.owner_id, Attachment.original_name)
        .where(
            Attachment.owner_table == FrequencyApproval.__tablename__,
            Attachment.establishment_id == establishment_id,
            Attachment.voided_at.is_(None),
        )
        .order_by(Attachment.id)
    ):
        names.setdefault(owner_id, []).append(name)
    rows = [
        ApprovalRow(
            id=a.id,
            device_pk=a.device_pk,
            device_id=a.device.device_id,
            approved_on=a.approved_on,
            frequency=Frequency(a.frequency_number, a.frequency_unit),
            notes=a.notes,
            documents=tuple(names.get(a.id, ())),
            entered_by=a.entered_by,
            status_text=a.status_text,
            is_void=a.is_void,
        )
        for a in found
    ]
    return sorted(rows, key=lambda r: (r.device_id, r.approved_on, r.id))


def list_approvals(db: Database, establishment_id: int) -> list[ApprovalRow]:
    """Every approval, void ones included (R6), by Device ID and date."""
    with db.read() as session:
        return _approvals(session, establishment_id)
