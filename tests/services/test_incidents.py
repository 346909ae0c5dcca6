"""Incidents: phone notices and the written confirmation due in five working days (R5)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, time
from pathlib import Path

import pytest

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.parse import clock_time
from fog_desktop.rules.obligations import ObligationKind, ObligationState
from fog_desktop.services.attachments import (
    Owner,
    attach_files,
    list_attachments,
    void_attachment,
)
from fog_desktop.services.calendar import add_calendar_change
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.incidents import (
    IncidentInput,
    NoticeInput,
    add_phone_notice,
    amend_incident,
    get_incident,
    incidents_shown,
    list_incidents,
    report_incident,
    void_incident,
)
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.written_confirmation import ConfirmationInput, mark_confirmation_sent
from models import Incident

NOW = datetime(2026, 12, 28, 9, 0)


@pytest.fixture
def est_id(context: AppContext) -> int:
    data = EstablishmentInput(name="Casa Test", city_spill_phone="626-555-0111")
    return create_establishment(context.db, data, context.actor).id


def spill(**values: str | bool) -> IncidentInput:
    data = IncidentInput(incident_date="2026-12-24", incident_time="18:40", kind="Spill",
                         location="Back door drain", material="Fryer oil", quantity="5 gal",
                         blockage_or_sso_possible=True)  # fmt: skip
    for key, value in values.items():
        setattr(data, key, value)
    return data


def report(context: AppContext, est_id: int, **values: str | bool) -> int:
    return report_incident(context.db, est_id, spill(**values), context.actor, now=NOW).id


def obligations(context: AppContext, est_id: int, as_of: date) -> list[tuple[str, date, str]]:
    return [
        (o.kind.value, o.due, o.state(as_of).value)
        for o in obligations_for(context.db, est_id, as_of, all_history=True)
        if o.rule == "R5"
    ]


def test_christmas_eve_spill_is_due_on_january_4_with_both_phone_notices(
    context: AppContext, est_id: int
) -> None:
    incident = report(context, est_id)
    row = get_incident(context.db, incident)
    assert (row.incident_no, row.confirmation_due) == ("INC-2026-001", date(2027, 1, 4))
    assert obligations(context, est_id, date(2026, 12, 28)) == [
        ("City phone notice", date(2026, 12, 24), "Overdue"),
        ("Health dept phone notice", date(2026, 12, 24), "Overdue"),
        ("Written confirmation", date(2027, 1, 4), "Due soon"),
    ]
    notice = NoticeInput(called_on="2026-12-24", called_time="18:55", person_reached="Officer Diaz")
    add_phone_notice(context.db, incident, notice, context.actor, now=NOW)
    states = obligations(context, est_id, date(2026, 12, 28))
    assert states[0] == ("City phone notice", date(2026, 12, 24), "Met")


def test_no_health_notice_when_no_blockage_or_sso_is_possible(
    context: AppContext, est_id: int
) -> None:
    report(context, est_id, blockage_or_sso_possible=False, kind="Human error")
    kinds = [kind for kind, _, _ in obligations(context, est_id, date(2026, 12, 28))]
    assert kinds == ["City phone notice", "Written confirmation"]


def test_a_local_closure_moves_the_due_date(context: AppContext, est_id: int) -> None:
    incident = report(context, est_id, incident_date="2026-11-25")
    assert get_incident(context.db, incident).confirmation_due == date(2026, 12, 4)
    add_calendar_change(context.db, est_id, "2026-12-01", "Closed", actor=context.actor)
    assert get_incident(context.db, incident).confirmation_due == date(2026, 12, 7)


def test_sent_is_refused_while_an_element_is_empty_and_late_sending_is_met_late(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    incident = report(context, est_id, incident_date="2026-11-25", reasons="Drain screen missing")
    sent = ConfirmationInput(sent_on="2026-12-07", method="Certified mail", reference="")
    with pytest.raises(ValidationError) as refused:
        mark_confirmation_sent(context.db, incident, sent, context.actor, today=date(2026, 12, 7))
    assert refused.value.for_field("reasons") is None
    assert "steps taken at once" in (refused.value.for_field("immediate_steps") or "")
    assert "prevent it from recurring" in (refused.value.for_field("preventive_steps") or "")
    row = get_incident(context.db, incident)
    assert row.missing_elements == (
        "the steps taken at once to correct it",
        "the steps being taken to prevent it from recurring",
    )
    amend_incident(
        context.db,
        incident,
        spill(incident_date="2026-11-25", reasons="Drain screen missing",
              immediate_steps="Absorbent, hauler called", preventive_steps="Screens, training"),
        context.actor,
        now=NOW,
    )  # fmt: skip
    with pytest.raises(ValidationError, match="certified mail number"):
        mark_confirmation_sent(context.db, incident, sent, context.actor, today=date(2026, 12, 7))
    proof = tmp_path / "receipt.png"
    proof.write_bytes(scan_png("certified mail receipt"))
    sent.reference = "7019 0700 0001 2345 6789"
    mark_confirmation_sent(
        context.db, incident, sent, context.actor, today=date(2026, 12, 7), files=[proof]
    )
    confirmation = next(
        o
        for o in obligations_for(context.db, est_id, date(2026, 12, 7), all_history=True)
        if o.kind == ObligationKind.WRITTEN_CONFIRMATION
    )
    assert confirmation.state(date(2026, 12, 7)) == ObligationState.MET_LATE
    owner = Owner(est_id, Incident.__tablename__, incident)
    assert [a.original_name for a in list_attachments(context.db, owner)] == ["receipt.png"]


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ({"incident_date": "2026-12-29"}, "incident_date", "future"),
        ({"incident_date": "2026-12-28", "incident_time": "09:30"}, "incident_date", "future"),
        ({"kind": ""}, "kind", "Choose what happened"),
        ({"incident_time": "6:40 tonight"}, "incident_time", "HH:MM"),
        ({"incident_time": "13:10 PM"}, "incident_time", "or 2:30 PM"),
        ({"incident_date": ""}, "incident_date", "Enter the date"),
    ],
)
def test_incident_refusals(
    context: AppContext, est_id: int, values: dict[str, str], field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        report(context, est_id, **values)
    assert message in (refused.value.for_field(field) or ""), refused.value.problems
    assert list_incidents(context.db, est_id) == []


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("18:40", time(18, 40)),
        ("6:40 PM", time(18, 40)),
        ("6:40pm", time(18, 40)),
        ("6:40 p. m.", time(18, 40)),
        ("6:40 p.m.", time(18, 40)),
        ("12:15 AM", time(0, 15)),
        ("12 pm", time(12, 0)),
        ("9 a. m.", time(9, 0)),
    ],
)
def test_a_time_is_taken_on_the_24_or_the_12_hour_clock(typed: str, said: time) -> None:
    """As a US manager writes it, or a Spanish-speaking one (issue 35 §4)."""
    assert clock_time(typed) == said


def test_a_notice_before_the_incident_is_refused(context: AppContext, est_id: int) -> None:
    incident = report(context, est_id)
    early = NoticeInput(called_on="2026-12-24", called_time="18:00")
    with pytest.raises(ValidationError, match="before the incident"):
        add_phone_notice(context.db, incident, early, context.actor, now=NOW)
    assert get_incident(context.db, incident).notices == ()


def test_incident_ids_count_on_past_void_ones(context: AppContext, est_id: int) -> None:
    first = report(context, est_id)
    void_incident(context.db, first, "Entered twice", context.actor)
    report(context, est_id)
    report(context, est_id, incident_date="2025-06-01")
    numbers = [(r.incident_no, r.status_text) for r in list_incidents(context.db, est_id)]
    assert sorted(numbers) == [
        ("INC-2025-001", "Recorded"),
        ("INC-2026-001", "Void: Entered twice"),
        ("INC-2026-002", "Recorded"),
    ]


def test_the_form_of_a_stored_incident_is_what_was_typed(context: AppContext, est_id: int) -> None:
    """What an amendment starts from, in the window and on the command line."""
    typed = spill(incident_time="", reasons="Drain screen missing")
    row = get_incident(context.db, report(context, est_id, **vars(typed)))
    assert IncidentInput.of(row) == typed
    amend_incident(context.db, row.id, IncidentInput.of(row), context.actor, now=NOW)
    again = get_incident(context.db, row.id)
    assert replace(again, status_text=row.status_text) == row, "stored again unchanged"


def test_the_incidents_page_reads_the_incidents_with_their_numbers_calendar_and_proofs(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    sent = report(context, est_id, incident_date="2026-11-25")
    other = report(context, est_id, incident_date="2026-12-01")
    add_calendar_change(context.db, est_id, "2026-12-01", "Closed", actor=context.actor)
    files = []
    for name in ("receipt.png", "wrong.png"):
        files.append(tmp_path / name)
        files[-1].write_bytes(scan_png(name))
    attached = attach_files(context.db, Owner(est_id, Incident.__tablename__, sent), files, "Ana")
    void_attachment(context.db, attached[1].id, "Not this incident", "Ana")

    shown = incidents_shown(context.db, est_id)

    assert shown.establishment.city_spill_phone == "(626) 555-0111"
    assert list(shown.incidents) == list_incidents(context.db, est_id)
    assert [r.id for r in shown.incidents] == [other, sent], "newest first"
    assert not shown.calendar.is_working_day(date(2026, 12, 1)), "the local closure"
    assert shown.proofs_of(sent) == ("receipt.png",), "the void file is no proof"
    assert shown.proofs_of(other) == ()
