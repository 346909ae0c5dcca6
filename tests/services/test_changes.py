"""Planned changes and their written notice, stored, refused and owed (R8a, R6)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import select

from fog_desktop import ordinance
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.changes import (
    ChangeInput,
    amend_change,
    create_change,
    list_changes,
    notice_words,
    record_notice_sent,
    void_change,
)
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.obligations import obligations_for
from models import AuditEntry, PlannedChange

SIERRA_MADRE = ordinance.default()

TODAY = date(2026, 12, 2)
REMODEL = ChangeInput(description="Second fryer line", planned_start="2027-03-01")


@pytest.fixture
def est_id(context: AppContext) -> int:
    return create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor).id


def notices(context: AppContext, est_id: int, as_of: date = TODAY) -> list[tuple[str, date, str]]:
    return [
        (o.subject, o.due, o.state(as_of).value)
        for o in obligations_for(context.db, est_id, as_of, all_history=True)
        if o.kind == ObligationKind.PLANNED_CHANGE_NOTICE
    ]


def test_a_planned_change_owes_its_notice_sixty_days_before_the_start(
    context: AppContext, est_id: int
) -> None:
    create_change(context.db, est_id, REMODEL, context.actor, today=TODAY)
    (row,) = list_changes(context.db, est_id)
    assert (row.description, row.planned_start, row.notice_due, row.notice_sent_on) == (
        "Second fryer line",
        date(2027, 3, 1),
        date(2026, 12, 31),
        None,
    )
    assert notices(context, est_id) == [("Second fryer line", date(2026, 12, 31), "Upcoming")]
    assert notice_words(row, TODAY) == "Send it by 2026-12-31, 60 days before the start."
    assert notices(context, est_id, date(2027, 1, 4)) == [
        ("Second fryer line", date(2026, 12, 31), "Overdue")
    ]


def test_the_notice_sent_with_its_proof_meets_it(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    change = create_change(context.db, est_id, REMODEL, context.actor, today=TODAY)
    proof = tmp_path / "notice.pdf"
    proof.write_bytes(b"%PDF-1.4\n% notice to the city\n")
    record_notice_sent(
        context.db, change.id, "2026-12-01", context.actor, today=TODAY, files=[proof]
    )
    (row,) = list_changes(context.db, est_id)
    assert (row.notice_sent_on, row.proofs, row.status_text) == (date(2026, 12, 1), 1, "Recorded")
    assert notice_words(row, TODAY) == "Sent on 2026-12-01, in time."
    assert notices(context, est_id) == [("Second fryer line", date(2026, 12, 31), "Met")]
    proofs = list_attachments(context.db, Owner(est_id, "planned_changes", row.id))
    names = [a.original_name for a in proofs]
    assert names == ["notice.pdf"]


def test_a_start_less_than_sixty_days_away_is_taken_and_said_late(
    context: AppContext, est_id: int
) -> None:
    soon = ChangeInput(description="New dish machine", planned_start="2027-01-15")
    create_change(context.db, est_id, soon, context.actor, today=TODAY)
    (row,) = list_changes(context.db, est_id)
    assert row.notice_due == date(2026, 11, 16)
    assert notice_words(row, TODAY) == (
        "Late already: the city must have it 60 days before the start, so it was due on "
        "2026-11-16. Send it now."
    )
    assert notices(context, est_id) == [("New dish machine", date(2026, 11, 16), "Overdue")]
    record_notice_sent(context.db, row.id, "2026-12-02", context.actor, today=TODAY)
    (sent,) = list_changes(context.db, est_id)
    assert notice_words(sent, TODAY) == "Sent on 2026-12-02, 16 days after it was due."
    assert notices(context, est_id) == [("New dish machine", date(2026, 11, 16), "Met late")]


@pytest.mark.parametrize(
    ("data", "field", "message"),
    [
        (ChangeInput(planned_start="2027-03-01"), "description", "Say in a line"),
        (ChangeInput(description="x" * 201, planned_start="2027-03-01"), "description", "200"),
        (ChangeInput(description="Remodel"), "planned_start", "Enter the day"),
        (ChangeInput(description="Remodel", planned_start="March"), "planned_start", "not a date"),
        (
            ChangeInput(
                description="Remodel", planned_start="2027-03-01", notice_sent_on="2026-12-09"
            ),
            "notice_sent_on",
            "future",
        ),
    ],
)
def test_bad_changes_are_refused_at_their_field_and_nothing_stored(
    context: AppContext, est_id: int, data: ChangeInput, field: str, message: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        create_change(context.db, est_id, data, context.actor, today=TODAY)
    assert message in (refused.value.for_field(field) or ""), refused.value.problems
    assert list_changes(context.db, est_id) == []


def test_amend_and_void_keep_the_change_listed_and_audited(
    context: AppContext, est_id: int
) -> None:
    change = create_change(context.db, est_id, REMODEL, context.actor, today=TODAY)
    (row,) = list_changes(context.db, est_id)
    moved = ChangeInput.of(row)
    amended = ChangeInput(moved.description, "2027-04-01", moved.notice_sent_on, "Permit late")
    amend_change(context.db, change.id, amended, context.actor, today=TODAY, reason="Moved")
    (row,) = list_changes(context.db, est_id)
    assert (row.planned_start, row.notice_due, row.notes, row.status_text) == (
        date(2027, 4, 1),
        date(2027, 1, 31),
        "Permit late",
        "Amended",
    )
    void_change(context.db, change.id, "The remodel was called off", context.actor)
    (row,) = list_changes(context.db, est_id)
    assert (row.is_void, row.status_text) == (True, "Void: The remodel was called off")
    assert notices(context, est_id) == []
    with context.db.read() as session:
        actions = session.scalars(
            select(AuditEntry.action)
            .where(AuditEntry.record_table == PlannedChange.__tablename__)
            .order_by(AuditEntry.seq)
        ).all()
        assert actions == ["create", "amend", "void"]
        assert verify(session).ok
