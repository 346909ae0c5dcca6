"""The roster, training sessions and sign-offs, stored and refused (R4, R6)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.employees import (
    EmployeeInput,
    amend_employee,
    create_employee,
    list_employees,
    next_id,
    suggested_employee_id,
    void_employee,
)
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.training import (
    SessionInput,
    correct_sign_off,
    create_session,
    list_sessions,
    mark_signed_on_paper,
    sign_typed,
    sign_with_pad,
)
from fog_desktop.services.training_rows import training_duties
from models import DeviceType, TrainingSession

TODAY = date(2026, 12, 2)


@pytest.fixture
def est_id(context: AppContext) -> int:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    for code, name, hired in (("E-1", "Ana Ruiz", "2026-11-20"), ("E-2", "Sam Chen", "2024-03-01")):
        data = EmployeeInput(employee_id=code, name=name, role="Cook", hire_date=hired)
        create_employee(context.db, est.id, data, context.actor)
    return est.id


def session_with(context: AppContext, est_id: int, *codes: str, day: str = "2026-11-25") -> int:
    data = SessionInput(
        session_date=day, trainer="Maria Lopez", kind="New-hire", topics=["Drain screens"],
        attendees=list(codes),
    )  # fmt: skip
    return create_session(context.db, est_id, data, context.actor, today=TODAY).id


def training_due(context: AppContext, est_id: int, subject: str) -> list[tuple[str, date, str]]:
    return [
        (o.kind.value, o.due, o.state(TODAY).value)
        for o in obligations_for(context.db, est_id, TODAY, all_history=True)
        if o.subject == subject
    ]


def test_an_unsigned_attendee_does_not_count_until_signed(context: AppContext, est_id: int) -> None:
    session_id = session_with(context, est_id, "E-1")
    assert training_due(context, est_id, "E-1") == [
        ("New-hire training", date(2026, 11, 30), "Overdue"),
        ("Semiannual training", date(2026, 12, 31), "Upcoming"),
    ]
    (row,) = list_sessions(context.db, est_id)
    assert [a.name for a in row.unsigned] == ["Ana Ruiz"]
    sign_with_pad(context.db, row.attendees[0].sign_off_id, scan_png("sig"), context.actor)
    assert training_due(context, est_id, "E-1") == [
        ("New-hire training", date(2026, 11, 30), "Met"),
        ("Semiannual training", date(2026, 12, 31), "Met"),
    ]
    (row,) = list_sessions(context.db, est_id)
    attendee = row.attendees[0]
    assert (attendee.signed, attendee.signature_sha256 is not None) == ("Signature on file", True)
    assert row.unsigned == ()
    assert session_id == row.id


def test_a_signed_sign_off_is_never_changed_only_corrected(
    context: AppContext, est_id: int
) -> None:
    session_with(context, est_id, "E-1")
    sign_off = list_sessions(context.db, est_id)[0].attendees[0].sign_off_id
    with pytest.raises(ValidationError, match="exactly as on the roster: Ana Ruiz"):
        sign_typed(context.db, sign_off, "Anna R.", context.actor)
    sign_typed(context.db, sign_off, "ana ruiz", context.actor)
    with pytest.raises(ValidationError, match="can't be changed"):
        sign_typed(context.db, sign_off, "Ana Ruiz", context.actor)
    correct_sign_off(context.db, sign_off, "Signed for the wrong session", context.actor)
    attendees = list_sessions(context.db, est_id)[0].attendees
    assert [(a.signed, a.status_text) for a in attendees] == [
        ("Typed attestation", "Void: Signed for the wrong session"),
        ("Unsigned", "Recorded"),
    ]


def test_a_typed_name_matches_the_roster_without_case_or_accents(
    context: AppContext, est_id: int
) -> None:
    """A keyboard without accents signs for Guadalupe Núñez; the roster's spelling is kept."""
    data = EmployeeInput(
        employee_id="E-3", name="Guadalupe Núñez", role="Cook", hire_date="2026-11-01"
    )
    create_employee(context.db, est_id, data, context.actor)
    session_with(context, est_id, "E-3")
    sign_off = list_sessions(context.db, est_id)[0].attendees[0].sign_off_id
    with pytest.raises(ValidationError, match="exactly as on the roster: Guadalupe Núñez"):
        sign_typed(context.db, sign_off, "guadalupe nunes", context.actor)
    sign_typed(context.db, sign_off, "  guadalupe   NUNEZ ", context.actor)
    (attendee,) = list_sessions(context.db, est_id)[0].attendees
    assert (attendee.signed, attendee.typed_name) == ("Typed attestation", "Guadalupe Núñez")


def test_paper_sign_in_sheet_marks_attendees_and_keeps_the_scan(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    session_id = session_with(context, est_id, "E-1", "E-2")
    scan = tmp_path / "sheet.png"
    scan.write_bytes(scan_png("sign-in sheet"))
    mark_signed_on_paper(context.db, session_id, ["E-2"], scan, context.actor)
    attendees = {a.employee_id: a.signed for a in list_sessions(context.db, est_id)[0].attendees}
    assert attendees == {"E-1": "Unsigned", "E-2": "Signature on file"}
    owner = Owner(est_id, TrainingSession.__tablename__, session_id)
    assert [a.original_name for a in list_attachments(context.db, owner)] == ["sheet.png"]


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ({"employee_id": ""}, "employee_id", "Enter an Employee ID"),
        ({"employee_id": "E-1"}, "employee_id", "already used"),
        ({"name": " "}, "name", "Enter the employee's name"),
        ({"hire_date": ""}, "hire_date", "Enter the hire date"),
        ({"end_date": "2026-01-01"}, "end_date", "before the hire date"),
    ],
)
def test_roster_refusals(
    context: AppContext, est_id: int, values: dict[str, str], field: str, message: str
) -> None:
    data = EmployeeInput(employee_id="E-3", name="Luis Ortega", hire_date="2026-02-01")
    for key, value in values.items():
        setattr(data, key, value)
    with pytest.raises(ValidationError) as refused:
        create_employee(context.db, est_id, data, context.actor)
    assert message in (refused.value.for_field(field) or "")
    assert len(list_employees(context.db, est_id)) == 2


@pytest.mark.parametrize(
    ("attendees", "day", "message"),
    [
        ([], "2026-11-25", "Add the employees who attended"),
        (["E-9"], "2026-11-25", "no employee 'E-9'"),
        (["E-1"], "2026-11-01", "Ana Ruiz was not employed here on 2026-11-01"),
        (["E-1"], "2026-12-24", "in the future"),
    ],
)
def test_session_refusals(
    context: AppContext, est_id: int, attendees: list[str], day: str, message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        session_with(context, est_id, *attendees, day=day)
    assert list_sessions(context.db, est_id) == []


def test_someone_who_left_drops_out_of_the_active_list_and_their_duties_stop(
    context: AppContext, est_id: int
) -> None:
    sam = next(e for e in list_employees(context.db, est_id) if e.employee_id == "E-2")
    data = EmployeeInput.of(sam)
    data.end_date = "2026-05-31"
    amend_employee(context.db, sam.id, data, context.actor, reason="Left")
    assert [e.employee_id for e in list_employees(context.db, est_id, as_of=TODAY)] == ["E-1"]
    dues = training_due(context, est_id, "E-2")
    assert ("Semiannual training", date(2026, 6, 30), "Missed") not in dues
    assert all(due < date(2026, 6, 30) for _, due, _ in dues)
    # the halves they missed while here are still theirs to explain (R4)
    missed = [o for o in obligations_for(context.db, est_id, TODAY) if o.subject == "E-2"]
    assert {o.kind for o in missed} == {ObligationKind.SEMIANNUAL_TRAINING}
    assert {o.state(TODAY) for o in missed} == {ObligationState.MISSED}


def test_a_session_without_topics_is_refused(context: AppContext, est_id: int) -> None:
    data = SessionInput(session_date="2026-11-25", trainer="Maria Lopez", attendees=["E-1"])
    with pytest.raises(ValidationError) as refused:
        create_session(context.db, est_id, data, context.actor, today=TODAY)
    assert "topics reviewed" in (refused.value.for_field("topics") or "")
    assert list_sessions(context.db, est_id) == []


def test_the_training_duties_read_alone_are_those_of_the_whole_schedule(
    context: AppContext, est_id: int
) -> None:
    """The Employees page reads the training (R4) without every device's schedule."""
    device = DeviceInput(
        device_id="GI-1", type=DeviceType.INTERCEPTOR, capacity_gal="1000",
        design_depth_in="48", in_service_since="2026-01-05",
    )  # fmt: skip
    create_device(context.db, est_id, device, context.actor)
    session_with(context, est_id, "E-1")
    (row,) = list_sessions(context.db, est_id)
    sign_typed(context.db, row.attendees[0].sign_off_id, "Ana Ruiz", context.actor)
    everything = obligations_for(context.db, est_id, TODAY, all_history=True)
    trained = [o for o in everything if o.rule == "R4"]
    assert {o.subject for o in trained} == {"E-1", "E-2"}
    assert len(trained) < len(everything), "the interceptor's pump-outs are not training"

    assert training_duties(context.db, est_id, TODAY) == trained


@pytest.mark.parametrize(
    ("taken", "suggested"),
    [
        ([], "E-001"),
        (["E-001", "E-002", "E-003"], "E-004"),
        (["E-009"], "E-010"),
        (["E-099", "E-7"], "E-100"),
        (["101", "102"], "103"),
        (["E-001", "E-002", "Chef", "X9"], "E-003"),
        (["Chef"], "E-001"),
    ],
)
def test_the_next_employee_id_follows_the_rosters_own_pattern(
    taken: list[str], suggested: str
) -> None:
    assert next_id(taken) == suggested


def test_the_suggested_id_counts_a_void_employees_id_as_taken(
    context: AppContext, est_id: int
) -> None:
    for code in ("E-001", "E-002"):
        data = EmployeeInput(employee_id=code, name=f"Cook {code}", hire_date="2026-01-05")
        last = create_employee(context.db, est_id, data, context.actor)
    void_employee(context.db, last.id, "entered twice", context.actor)
    assert suggested_employee_id(context.db, est_id) == "E-003"
