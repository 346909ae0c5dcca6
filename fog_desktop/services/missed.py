"""Missed half-year trainings and the manager's explanation of each (rules.md R4).

A half-year that ended with no signed session for someone can never be met: a later
session belongs to a later half. It is Missed, a past lapse to explain. The explanation
(what happened and what was done about it) is a record like any other, created and
voided with the audit trail (R6); once one is recorded the lapse is no longer open, and
the packet shows it with the note.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date

from sqlalchemy.orm import Session, joinedload

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable, day_text
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.rules.training import period_of, periodic_training
from fog_desktop.services import records, units
from fog_desktop.services.employees import find_employee, list_employees
from fog_desktop.services.form import Problems
from fog_desktop.services.ordinances import profile_in
from fog_desktop.services.training_rows import signed_session_dates, training_duties
from models import Employee, MissedTraining


@dataclass(frozen=True)
class MissedInput:
    """An explanation as typed."""

    employee_id: str = ""  # the Employee ID, e.g. "E-004"
    half_end: str = ""  # YYYY-MM-DD, the missed half's last day (its due date)
    what_happened: str = ""  # required: what happened and what was done about it


def label(record: MissedTraining) -> str:
    employee = record.employee
    return (
        f"Missed training of {employee.name} ({employee.employee_id}), "
        f"half ending {record.half_end}"
    )


_EXPLANATIONS = records.RecordType(
    MissedTraining,
    noop("Records", "explanation of a missed training"),
    label,
    load=(joinedload(MissedTraining.employee),),
)


@dataclass(frozen=True)
class MissedColumns:
    """An explanation's columns as stored, typed."""

    establishment_id: int
    employee_pk: int
    half_end: date
    what_happened: str


@dataclass(frozen=True)
class MissedValues(MissedColumns, records.Values[MissedTraining]):
    """An explanation's columns as :func:`validate` checked them."""


def _who(employee: Employee) -> str:
    return f"{employee.name} ({employee.employee_id})"


def _missed_problem(session: Session, employee: Employee, half_end: date, today: date) -> str:
    """Why ``half_end`` is not a missed half-year of ``employee`` on ``today``, or "" when
    it is one (R4). The records window does not apply: a lapse explained in a packet
    imported years later is still the lapse it was."""
    profile = profile_in(session, employee.establishment_id)
    start, last = period_of(half_end, profile)
    if half_end != last:
        return translate(
            "Missed",
            "{day} is not the last day of a half-year: a half ends on June 30 or December 31.",
        ).format(day=day_text(half_end))
    if half_end >= today:
        return translate(
            "Missed",
            "The half-year ending {day} has not ended yet: a signed session by then "
            "still meets it.",
        ).format(day=day_text(half_end))
    dates = signed_session_dates(session, employee.establishment_id)[employee.id]
    halves = periodic_training(employee.hire_date, employee.end_date, dates, half_end, profile)
    owed = next((h for h in halves if h.due == half_end), None)
    if owed is None:
        return translate(
            "Missed",
            "{who} owed no half-year training for the half ending {day}: "
            "not employed on its last day, or the new-hire training took its place.",
        ).format(who=_who(employee), day=day_text(half_end))
    if owed.met_on is not None:
        return translate(
            "Missed",
            "{who} was trained on {met}, inside the half from {start} to {end}: it was not missed.",
        ).format(
            who=_who(employee),
            met=day_text(owed.met_on),
            start=day_text(start),
            end=day_text(half_end),
        )
    return ""


def validate(
    session: Session,
    establishment_id: int,
    data: MissedInput,
    today: date,
    *,
    as_recorded: bool = False,
) -> tuple[MissedValues, Employee]:
    """The explanation's values, refused field by field. ``as_recorded`` takes the half as
    it was explained, without asking whether it is still a missed one: an explanation
    imported void may be of a half a session found later has met since."""
    check_storable(asdict(data))
    problems = Problems()
    employee_id = data.employee_id.strip()
    employee = find_employee(session, establishment_id, employee_id) if employee_id else None
    if not employee_id:
        problems.add(
            "employee_id", translate("Missed", "Enter the Employee ID of the person who missed it.")
        )
    elif employee is None:
        problems.add(
            "employee_id",
            translate("Missed", "There is no employee {id} on the roster.").format(
                id=repr(employee_id)
            ),
        )
    half_end = problems.required_date(
        data.half_end,
        "half_end",
        translate("Missed", "Half ending"),
        translate(
            "Missed", "Enter the last day of the missed half-year, e.g. {example} (R4)."
        ).format(example=day_text(date(2026, 6, 30))),
    )
    if employee is not None and half_end is not None and not as_recorded:
        problem = _missed_problem(session, employee, half_end, today)
        if problem:
            problems.add("half_end", problem)
        elif _EXPLANATIONS.taken(
            session,
            None,
            MissedTraining.employee_pk == employee.id,
            MissedTraining.half_end == half_end,
        ):
            problems.add(
                "half_end",
                translate(
                    "Missed",
                    "The missed half ending {day} of {who} is explained already; "
                    "void that explanation to write another.",
                ).format(day=day_text(half_end), who=_who(employee)),
            )
    missing = translate("Missed", "Say what happened and what was done about it.")
    what_happened = problems.required_text(data.what_happened, "what_happened", missing)
    problems.check()
    assert employee is not None and half_end is not None
    values = MissedValues(
        establishment_id=establishment_id,
        employee_pk=employee.id,
        half_end=half_end,
        what_happened=what_happened,
    )
    return values, employee


def add(
    session: Session,
    establishment_id: int,
    data: MissedInput,
    actor: str,
    *,
    today: date,
    as_recorded: bool = False,
) -> MissedTraining:
    """Create within an open unit of work (used by the demo and the import)."""
    values, employee = validate(session, establishment_id, data, today, as_recorded=as_recorded)
    return _EXPLANATIONS.add(session, values, actor, employee=employee)


def explain_missed(
    db: Database,
    establishment_id: int,
    data: MissedInput,
    actor: str,
    *,
    today: date | None = None,
) -> int:
    """Record what happened in a missed half-year and what was done about it (R4); the
    new record's id. ``today`` (by default the clock's) decides which halves have ended."""
    with db.write() as session:
        record = add(session, establishment_id, data, actor, today=today or date.today())
        return record.id


#: For an explanation entered in error: the half is missed and open again (R4, R6).
void_missed_explanation = _EXPLANATIONS.void_by_id


@dataclass(frozen=True)
class MissedRow:
    """An explanation as the pages, the command line and the packet show it."""

    id: int
    employee_id: str
    employee_name: str
    half_end: date
    what_happened: str
    entered_by: str
    status_text: str
    is_void: bool


def list_missed_explanations(db: Database, establishment_id: int) -> list[MissedRow]:
    """Every explanation, void ones included (R6), by half and Employee ID."""
    load = (joinedload(MissedTraining.employee),)
    rows = units.listed(db, MissedTraining, establishment_id, _row, load=load)
    return sorted(rows, key=lambda r: (r.half_end, r.employee_id, r.id))


def _row(m: MissedTraining) -> MissedRow:
    return MissedRow(
        id=m.id,
        employee_id=m.employee.employee_id,
        employee_name=m.employee.name,
        half_end=m.half_end,
        what_happened=m.what_happened,
        entered_by=m.entered_by,
        status_text=m.status_text,
        is_void=m.is_void,
    )


@dataclass(frozen=True)
class MissedHalf:
    """A half-year training someone missed (R4), with the explanation in use, if any."""

    employee_id: str
    employee_name: str
    half_end: date
    explanation: str
    #: The explanation's record, to void it; None while it is not explained.
    explanation_id: int | None


def missed_halves(db: Database, establishment_id: int, as_of: date) -> list[MissedHalf]:
    """The half-years missed in the records window as of ``as_of``, explained or not, by
    half and Employee ID (R4)."""
    names = {
        e.employee_id: e.name for e in list_employees(db, establishment_id, include_void=False)
    }
    ids = {
        (r.employee_id, r.half_end): r.id
        for r in list_missed_explanations(db, establishment_id)
        if not r.is_void
    }
    return [
        MissedHalf(
            o.subject,
            names.get(o.subject, ""),
            o.due,
            o.explanation,
            ids.get((o.subject, o.due)) if o.explanation else None,
        )
        for o in training_duties(db, establishment_id, as_of)
        if o.kind == ObligationKind.SEMIANNUAL_TRAINING and o.state(as_of) == ObligationState.MISSED
    ]
