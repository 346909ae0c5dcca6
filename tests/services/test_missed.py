"""Missed half-year trainings and their explanations, stored and refused (R4, R6)."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import select

from fog_desktop import ordinance
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.obligations import obligation_rows
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.dashboard import due_now
from fog_desktop.services.employees import (
    EmployeeInput,
    amend_employee,
    create_employee,
    list_employees,
)
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.missed import (
    MissedInput,
    explain_missed,
    list_missed_explanations,
    missed_halves,
    void_missed_explanation,
)
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import SessionInput, create_session, list_sessions, sign_typed
from models import AuditEntry

TODAY = date(2026, 12, 2)
WHAT = "Sam was on leave in June; trained on his return, Sept 3."


@pytest.fixture
def est_id(context: AppContext) -> int:
    """Sam Chen (E-004), hired 2025-01-06, trained in both halves of 2025 and in none of
    2026's first: that half is missed."""
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    data = EmployeeInput(employee_id="E-004", name="Sam Chen", hire_date="2025-01-06")
    create_employee(context.db, est.id, data, context.actor)
    for day in ("2025-01-10", "2025-08-12", "2026-09-03"):
        signed_session(context, est.id, day, "E-004")
    return est.id


def signed_session(context: AppContext, est_id: int, day: str, *codes: str) -> None:
    data = SessionInput(
        session_date=day, trainer="Maria Lopez", kind="Semiannual", topics=["Drain screens"],
        attendees=list(codes),
    )  # fmt: skip
    created = create_session(context.db, est_id, data, context.actor, today=TODAY)
    session = next(s for s in list_sessions(context.db, est_id) if s.id == created.id)
    for attendee in session.attendees:
        sign_typed(context.db, attendee.sign_off_id, attendee.name, context.actor)


def halves(obligations: list[Obligation]) -> list[tuple[date, str, str]]:
    return [
        (o.due, o.state(TODAY).value, o.explanation)
        for o in obligations
        if o.kind == ObligationKind.SEMIANNUAL_TRAINING
    ]


def explain(context: AppContext, est_id: int, **typed: str) -> int:
    values = {"employee_id": "E-004", "half_end": "2026-06-30", "what_happened": WHAT} | typed
    return explain_missed(context.db, est_id, MissedInput(**values), context.actor, today=TODAY)


def test_an_explained_missed_half_leaves_the_open_list_and_stays_in_the_packet(
    context: AppContext, est_id: int
) -> None:
    open_halves = [(date(2026, 6, 30), "Missed", "")]
    assert halves(obligations_for(context.db, est_id, TODAY)) == open_halves
    record_id = explain(context, est_id, what_happened=f"  {WHAT}  ")

    assert halves(obligations_for(context.db, est_id, TODAY)) == []
    assert halves(obligations_for(context.db, est_id, TODAY, all_history=True)) == [
        (date(2025, 6, 30), "Met", ""),
        (date(2025, 12, 31), "Met", ""),
        (date(2026, 6, 30), "Missed", WHAT),
        (date(2026, 12, 31), "Met", ""),
    ]
    (row,) = list_missed_explanations(context.db, est_id)
    assert (row.id, row.employee_id, row.employee_name, row.half_end) == (
        record_id, "E-004", "Sam Chen", date(2026, 6, 30),
    )  # fmt: skip
    assert (row.what_happened, row.entered_by, row.status_text) == (
        WHAT,
        "Test Manager",
        "Recorded",
    )
    missed = missed_halves(context.db, est_id, TODAY)
    assert [(m.employee_id, m.half_end, m.explanation) for m in missed] == [
        ("E-004", date(2026, 6, 30), WHAT)
    ]

    void_missed_explanation(context.db, record_id, "Written for the wrong person", context.actor)
    assert halves(obligations_for(context.db, est_id, TODAY)) == open_halves
    (row,) = list_missed_explanations(context.db, est_id)
    assert (row.is_void, row.status_text) == (True, "Void: Written for the wrong person")
    explain(context, est_id)
    assert halves(obligations_for(context.db, est_id, TODAY)) == []

    with context.db.read() as session:
        trail = session.execute(
            select(AuditEntry.action, AuditEntry.record_label)
            .where(AuditEntry.record_table == "missed_trainings")
            .order_by(AuditEntry.id)
        ).all()
        assert verify(session).ok
    label = "Missed training of Sam Chen (E-004), half ending 2026-06-30"
    assert trail == [("create", label), ("void", label), ("create", label)]


@pytest.mark.parametrize(
    ("typed", "field", "message"),
    [
        ({"employee_id": ""}, "employee_id", "Enter the Employee ID"),
        ({"employee_id": "E-9"}, "employee_id", "no employee 'E-9' on the roster"),
        ({"half_end": ""}, "half_end", "Enter the last day of the missed half-year"),
        ({"half_end": "June"}, "half_end", "Half ending"),
        ({"half_end": "2026-05-31"}, "half_end", "not the last day of a half-year"),
        ({"half_end": "2026-12-31"}, "half_end", "has not ended yet"),
        ({"half_end": "2025-06-30"}, "half_end", "trained on 2025-01-10"),
        ({"half_end": "2024-12-31"}, "half_end", "owed no half-year training"),
        ({"what_happened": "  "}, "what_happened", "Say what happened"),
    ],
)
def test_an_explanation_is_refused_unless_it_is_of_a_missed_half(
    context: AppContext, est_id: int, typed: dict[str, str], field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        explain(context, est_id, **typed)
    assert message in (refused.value.for_field(field) or ""), refused.value.problems
    assert list_missed_explanations(context.db, est_id) == []


def test_a_missed_half_is_explained_once(context: AppContext, est_id: int) -> None:
    explain(context, est_id)
    with pytest.raises(ValidationError) as refused:
        explain(context, est_id, what_happened="Again")
    assert "explained already" in (refused.value.for_field("half_end") or "")
    assert [r.what_happened for r in list_missed_explanations(context.db, est_id)] == [WHAT]


def test_an_untrained_new_hire_still_employed_stays_overdue_at_any_age(
    context: AppContext, est_id: int
) -> None:
    """rules.md R4, new-hire duty: not dropped once older than the records window."""
    data = EmployeeInput(employee_id="E-001", name="Ana Ruiz", hire_date="2023-01-02")
    create_employee(context.db, est_id, data, context.actor)

    def new_hire() -> list[tuple[date, ObligationState]]:
        return [
            (o.due, o.state(TODAY))
            for o in obligations_for(context.db, est_id, TODAY)
            if o.kind == ObligationKind.NEW_HIRE_TRAINING and o.subject == "E-001"
        ]

    assert new_hire() == [(date(2023, 1, 12), ObligationState.OVERDUE)]
    ana = next(e for e in list_employees(context.db, est_id) if e.employee_id == "E-001")
    left = EmployeeInput.of(ana)
    left.end_date = "2024-03-01"
    amend_employee(context.db, ana.id, left, context.actor, reason="Left")
    assert new_hire() == [], "someone who left: the records window applies as before"


def test_a_missed_half_stays_on_the_dashboard_whatever_its_age_until_explained(
    context: AppContext, est_id: int
) -> None:
    """R4 (issue 32 §4): a missed half not explained is the manager's to explain however
    old it gets, on the Dashboard and in the packet as an open item; once explained, the
    packet shows only its window's halves; ``status --all`` lists every one."""
    later = date(2029, 3, 1)
    window = Window.two_years_to(later, ordinance.default())
    assert window.start > date(2026, 6, 30)

    def on_dashboard() -> list[date]:
        return [r.obligation.due for r in due_now(context.db, est_id, later).missed]

    assert date(2026, 6, 30) in on_dashboard()
    every = obligations_for(context.db, est_id, later, all_history=True)
    assert (date(2025, 6, 30), "Met", "") in halves(every), "met more than two years ago"

    def in_packet() -> list[date]:
        found = obligations_for(context.db, est_id, later, all_history=True)
        return [row[2] for row in obligation_rows(found, window).listed]

    assert date(2026, 6, 30) in in_packet(), "still open: not explained"
    explain_missed(
        context.db,
        est_id,
        MissedInput(employee_id="E-004", half_end="2026-06-30", what_happened=WHAT),
        context.actor,
        today=later,
    )
    assert date(2026, 6, 30) not in on_dashboard()
    assert date(2027, 6, 30) in on_dashboard()
    assert date(2026, 6, 30) not in in_packet(), "R7: explained before the window"
    assert date(2025, 6, 30) not in in_packet(), "met before the window"
