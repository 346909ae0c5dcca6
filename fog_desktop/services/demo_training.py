"""Demo Bistro's roster and its BMP training (issue 4 §4).

Turnover (people hired during the two years, one who left), a semiannual session in
every half since the first person on the roster was hired (every half is owed whatever
its age, R4) with signatures on a pad, typed or on paper, one new hire trained late, and
one person who missed a half, with the manager's explanation of it (R4); the first
session signed on paper is typed in ten days after it was held (R6).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

from sqlalchemy.orm import Session

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.training import period_of
from fog_desktop.services import attachments, employees, missed, training
from fog_desktop.services.demo_clock import typed_late
from fog_desktop.services.demo_images import scan_png, signature_png
from fog_desktop.services.employees import EmployeeInput
from fog_desktop.services.missed import MissedInput
from fog_desktop.services.ordinances import profile_in
from fog_desktop.services.training import MINIMUM_TOPICS, SessionInput, Signature
from models import Establishment, SignOffMethod, TrainingKind, TrainingSession

TRAINER = "Maria Lopez"
#: How long after the session the first paper sign-in sheet was typed in (R6).
WRITTEN_UP_DAYS_LATER = 10


def _roster(start: date) -> list[EmployeeInput]:
    def day(offset: int) -> str:
        return (start + timedelta(days=offset)).isoformat()

    return [
        EmployeeInput("E-001", "Maria Lopez", "General manager", day(-900)),
        EmployeeInput("E-002", "Luis Ortega", "Head cook", day(-700)),
        EmployeeInput("E-003", "Ana Ruiz", "Line cook", day(-400)),
        EmployeeInput("E-004", "Sam Chen", "Dishwasher", day(-200)),
        EmployeeInput("E-005", "Dana Brooks", "Prep cook", day(-300), day(330)),  # left
        EmployeeInput("E-006", "Kofi Mensah", "Line cook", day(250)),  # hired, trained on time
        EmployeeInput("E-007", "Priya Nair", "Dishwasher", day(480)),  # hired, trained late
    ]


def _signed_at(day: date) -> datetime:
    return datetime.combine(day, time(15, 30), tzinfo=UTC)


def _on_paper(day: date, kind: TrainingKind) -> bool:
    """Whether the session's attendees signed a paper sheet, scanned afterwards."""
    return kind == TrainingKind.SEMIANNUAL and day.month in (2, 8) and day.year % 2 == 0


def _session(
    session: Session,
    bistro: Establishment,
    day: date,
    kind: TrainingKind,
    attendees: list[str],
    *,
    actor: str,
    as_of: date,
) -> TrainingSession:
    data = SessionInput(
        session_date=day.isoformat(),
        trainer=TRAINER,
        kind=kind,
        topics=list(MINIMUM_TOPICS),
        attendees=attendees,
    )
    created = training.add(session, bistro.id, data, actor, today=as_of)
    paper = _on_paper(day, kind)
    if paper:
        owner = attachments.Owner(bistro.id, TrainingSession.__tablename__, created.id)
        name = f"sign-in-sheet-{day.isoformat()}.png"
        attachments.add(session, owner, name, scan_png(name), actor)
    at = _signed_at(day)
    for index, sign_off in enumerate(created.sign_offs):
        person = sign_off.employee.name
        if paper:
            signature = Signature(SignOffMethod.PAPER, at)
        elif index % 4 == 3:
            signature = Signature(SignOffMethod.TYPED, at, typed_name=person)
        else:
            digest = training.store_signature(session, signature_png(person))
            signature = Signature(SignOffMethod.PAD, at, signature_sha256=digest)
        training.sign(session, sign_off, signature, actor)
    return created


def add_training(
    session: Session, bistro: Establishment, start: date, as_of: date, actor: str
) -> None:
    roster = _roster(start)
    for data in roster:
        employees.add(session, bistro.id, data, actor)
    # Each trained as a new hire, days after hiring; E-007 late (R4: 10 days).
    hires = {e.employee_id: 7 for e in roster} | {"E-007": 16}
    for data in roster:
        if data.employee_id in hires:
            day = date.fromisoformat(data.hire_date) + timedelta(days=hires[data.employee_id])
            if day <= as_of:
                attendee = [data.employee_id]
                kind = TrainingKind.NEW_HIRE
                _session(session, bistro, day, kind, attendee, actor=actor, as_of=as_of)
    profile = profile_in(session, bistro.id)  # Sierra Madre's: twice a year
    # The long-serving staff were trained before the demo's two years too: every half
    # since a hire is owed (R4), so the sessions go back to the first hire's half.
    half_start, _ = period_of(min(date.fromisoformat(e.hire_date) for e in roster), profile)
    sam_misses = period_of(add_months(start, 12), profile)[0]  # Sam Chen misses this half's session
    # The first sheet signed on paper was typed in ten days after the session (R6).
    written_up_late = False
    while half_start <= as_of:
        day = half_start + timedelta(days=40)
        attendees = [
            e.employee_id
            for e in roster
            if date.fromisoformat(e.hire_date) <= day
            and (not e.end_date or date.fromisoformat(e.end_date) >= day)
            and not (e.employee_id == "E-004" and half_start == sam_misses)
        ]
        if day <= as_of and attendees:
            late = day > start and _on_paper(day, TrainingKind.SEMIANNUAL) and not written_up_late
            written_up_late = written_up_late or late
            with typed_late(session, WRITTEN_UP_DAYS_LATER if late else 0):
                _session(
                    session,
                    bistro,
                    day,
                    TrainingKind.SEMIANNUAL,
                    attendees,
                    actor=actor,
                    as_of=as_of,
                )
        half_start = add_months(half_start, 6)
    _explain_missed_half(session, bistro, sam_misses, as_of, actor)


def _explain_missed_half(
    session: Session, bistro: Establishment, half_start: date, as_of: date, actor: str
) -> None:
    """Sam Chen's missed half, explained as a manager would (R4), once he has been
    trained with the next half's group."""
    _, half_end = period_of(half_start, profile_in(session, bistro.id))
    make_up = add_months(half_start, 6) + timedelta(days=40)
    if make_up > as_of:
        return
    what = (
        "Sam was on leave the week of the half's session and no make-up session was held "
        f"before the half ended. He was trained with the next group on {make_up}; a "
        "make-up session is now held within two weeks for anyone who misses one."
    )
    data = MissedInput(employee_id="E-004", half_end=half_end.isoformat(), what_happened=what)
    missed.add(session, bistro.id, data, actor, today=as_of)
