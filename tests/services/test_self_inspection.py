"""Self-inspection checklists, their corrective actions and the authorizations of
additives, stored, refused and owed (R8c, R6)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.services.additive_authorizations import AuthorizationInput, record_authorization
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.checklist_intervals import (
    checklist_interval,
    checklist_intervals,
    set_checklist_interval,
)
from fog_desktop.services.corrective_actions import FixInput, record_fix, void_fix
from fog_desktop.services.dashboard import due_now
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.self_inspection import (
    ADDITIVES_ITEM,
    AnswerInput,
    ChecklistInput,
    checklist_items,
    item_shown,
    record_checklist,
    void_checklist,
)
from fog_desktop.services.self_inspection_rows import (
    CHECKLIST,
    list_authorizations,
    list_checklists,
    self_inspection_duties,
)
from models import AuditEntry, ChecklistAnswer, CorrectiveAction

TODAY = date(2026, 11, 30)
ON_OCT_1 = date(2026, 10, 1)


def answers(not_ok: dict[str, str] | None = None, **additive: str) -> tuple[AnswerInput, ...]:
    """Every item OK but those of ``not_ok`` (item: note); the additive in use, if any."""
    found = []
    for item in checklist_items():
        note = (not_ok or {}).get(item.name)
        found.append(
            AnswerInput(
                item.name,
                "OK" if note is None else "Not OK",
                note or "",
                additive.get("additive", "") if item.name == ADDITIVES_ITEM else "",
            )
        )
    return tuple(found)


def walk(context: AppContext, est_id: int, day: str, **typed: object) -> int:
    values = {"inspected_on": day, "inspected_by": "Ana Ruiz", "answers": answers()} | typed
    data = ChecklistInput(**values)  # type: ignore[arg-type]
    return record_checklist(context.db, est_id, data, context.actor, today=TODAY)


def of_kind(obligations: list[Obligation], kind: ObligationKind) -> list[tuple[str, date, str]]:
    return [(o.subject, o.due, o.state(TODAY).value) for o in obligations if o.kind == kind]


def test_the_items_are_the_ordinances_each_in_english_and_spanish() -> None:
    items = checklist_items()
    assert [i.name for i in items][:2] == ["Food grinder", ADDITIVES_ITEM]
    assert {"Drain screens", "Hot water", "Traps", "Signage", "Exhaust filters"} <= {
        i.name for i in items
    }
    assert all(i.english and i.spanish and i.english != i.spanish for i in items)
    assert all(i.spanish_name and i.spanish_name != i.name for i in items)


def test_a_spanish_dashboard_names_the_item_to_fix_in_spanish(
    context: AppContext, est_id: int, spanish: None
) -> None:
    """The records keep the item's English short name; a Spanish manager reads it in
    Spanish on the Dashboard, as on the checklist."""
    walk(context, est_id, "2026-11-25", answers=answers({"Drain screens": "Missing"}))
    due = due_now(context.db, est_id, TODAY)
    fixes = [r.subject for r in due.rows if r.obligation.kind == ObligationKind.CORRECTIVE_ACTION]
    assert fixes == ["Rejillas del drenaje"]
    assert item_shown("An item typed in an old workbook") == "An item typed in an old workbook"


def test_a_checklist_is_stored_with_every_answer_and_audited(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    photo = tmp_path / "screen.png"
    photo.write_bytes(scan_png("missing drain screen"))
    typed = list(answers({"Drain screens": "Screen missing at the prep sink"}))
    index = next(n for n, a in enumerate(typed) if a.item == "Drain screens")
    typed[index] = AnswerInput(
        "Drain screens", "Not OK", "Screen missing at the prep sink", photos=(photo,)
    )
    typed[-1] = AnswerInput(typed[-1].item, "Not applicable", "No trap here")
    walk(context, est_id, "2026-11-02", answers=tuple(typed), notes="Before opening")
    [checklist] = list_checklists(context.db, est_id)
    assert (checklist.inspected_on, checklist.inspected_by, checklist.notes) == (
        date(2026, 11, 2),
        "Ana Ruiz",
        "Before opening",
    )
    assert len(checklist.answers) == len(checklist_items())
    [wrong] = checklist.not_ok
    assert (wrong.item, wrong.note, wrong.fix_due) == (
        "Drain screens",
        "Screen missing at the prep sink",
        date(2026, 11, 9),
    )
    assert checklist.answers[-1].answer == "Not applicable"
    owner = Owner(est_id, ChecklistAnswer.__tablename__, wrong.id)
    assert [a.original_name for a in list_attachments(context.db, owner)] == ["screen.png"]
    with context.db.read() as session:
        tables = session.scalars(select(AuditEntry.record_table)).all()
        assert tables.count("checklist_answers") == len(checklist_items())
        assert "self_inspections" in tables
        assert verify(session).problems == []


def test_a_checklist_with_an_item_unanswered_or_answered_oddly_stores_nothing(
    context: AppContext, est_id: int
) -> None:
    typed = [a for a in answers() if a.item != "Signage"]
    typed.append(AnswerInput("Hot water", "Fine"))
    typed.append(AnswerInput("Ice machine", "OK"))
    with pytest.raises(ValidationError) as refused:
        walk(context, est_id, "2027-01-05", answers=tuple(typed), inspected_by=" ")
    fields = {p.field for p in refused.value.problems}
    assert {
        "inspected_on",
        "inspected_by",
        "answer:Signage",
        "answer:Hot water",
        "answers",
    } <= fields
    messages = " ".join(p.message for p in refused.value.problems)
    assert "is in the future" in messages and "Answer Signage" in messages
    assert list_checklists(context.db, est_id) == []


def test_an_additive_in_use_without_its_authorization_is_stored_not_ok(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    walk(context, est_id, "2026-11-02", answers=answers(additive="Bio-Clean"))
    letter = tmp_path / "authorization.pdf"
    letter.write_bytes(b"%PDF-1.4\n% authorization of Bio-Clean\n")
    record_authorization(
        context.db,
        est_id,
        AuthorizationInput("Bio-Clean", "2026-11-10", "FOG Program Manager"),
        [letter],
        context.actor,
        today=TODAY,
    )
    walk(context, est_id, "2026-11-20", answers=answers(additive="bio-clean"))
    first, second = list_checklists(context.db, est_id)
    additive = {
        c.id: next(a for a in c.answers if a.item == ADDITIVES_ITEM) for c in (first, second)
    }
    assert (additive[first.id].answer, additive[first.id].additive) == ("Not OK", "Bio-Clean")
    assert additive[second.id].answer == "OK", "the authorization is on file by then"
    [authorization] = list_authorizations(context.db, est_id)
    owner = Owner(est_id, "additive_authorizations", authorization.id)
    assert [a.original_name for a in list_attachments(context.db, owner)] == ["authorization.pdf"]


def test_an_authorization_without_its_document_is_refused(context: AppContext, est_id: int) -> None:
    with pytest.raises(ValidationError, match="Attach the written authorization"):
        record_authorization(
            context.db, est_id, AuthorizationInput("Bio-Clean", "2026-11-10"), [], context.actor
        )
    assert list_authorizations(context.db, est_id) == []


def test_a_not_ok_answer_is_a_corrective_action_met_when_fixed(
    context: AppContext, est_id: int
) -> None:
    walk(context, est_id, "2026-11-02", answers=answers({"Signage": "Sign fell off"}))
    [checklist] = list_checklists(context.db, est_id)
    [wrong] = checklist.not_ok
    duties = obligations_for(context.db, est_id, TODAY)
    assert of_kind(duties, ObligationKind.CORRECTIVE_ACTION) == [
        ("Signage", date(2026, 11, 9), "Overdue")
    ]
    fix = FixInput(wrong.id, "2026-11-06", "New sign posted above the sink")
    fix_id = record_fix(context.db, est_id, fix, context.actor, today=TODAY)
    all_duties = self_inspection_duties(context.db, est_id, TODAY)
    assert of_kind(all_duties, ObligationKind.CORRECTIVE_ACTION) == [
        ("Signage", date(2026, 11, 9), "Met")
    ]
    [after] = list_checklists(context.db, est_id)
    assert after.not_ok[0].fix is not None
    assert after.not_ok[0].fix.what_was_done == "New sign posted above the sink"
    void_fix(context.db, fix_id, "Fixed on the wrong item", context.actor)
    assert of_kind(obligations_for(context.db, est_id, TODAY), ObligationKind.CORRECTIVE_ACTION)


@pytest.mark.parametrize(
    ("fixed_on", "what", "message"),
    [
        ("2026-10-30", "New sign", "before the checklist found it"),
        ("2026-12-25", "New sign", "is in the future"),
        ("", "New sign", "Enter the day it was fixed"),
        ("2026-11-06", " ", "Say what was done"),
    ],
)
def test_a_fix_is_refused_with_its_reason(
    context: AppContext, est_id: int, fixed_on: str, what: str, message: str
) -> None:
    walk(context, est_id, "2026-11-02", answers=answers({"Signage": "Sign fell off"}))
    [wrong] = list_checklists(context.db, est_id)[0].not_ok
    with pytest.raises(ValidationError, match=message):
        fix = FixInput(wrong.id, fixed_on, what)
        record_fix(context.db, est_id, fix, context.actor, today=TODAY)
    with context.db.read() as session:
        assert session.scalars(select(CorrectiveAction)).all() == []


def test_an_ok_answer_or_one_fixed_already_is_not_fixed_again(
    context: AppContext, est_id: int
) -> None:
    walk(context, est_id, "2026-11-02", answers=answers({"Signage": "Sign fell off"}))
    [checklist] = list_checklists(context.db, est_id)
    ok = next(a for a in checklist.answers if a.answer == "OK")
    with pytest.raises(ValidationError, match="nothing to fix"):
        fix_ok = FixInput(ok.id, "2026-11-06", "x")
        record_fix(context.db, est_id, fix_ok, context.actor, today=TODAY)
    fix = FixInput(checklist.not_ok[0].id, "2026-11-06", "New sign")
    record_fix(context.db, est_id, fix, context.actor, today=TODAY)
    with pytest.raises(ValidationError, match="fixed already"):
        record_fix(context.db, est_id, fix, context.actor, today=TODAY)


def test_checklists_are_owed_monthly_from_the_last_one(context: AppContext, est_id: int) -> None:
    walk(context, est_id, "2026-09-10")
    walk(context, est_id, "2026-10-20")
    duties = self_inspection_duties(context.db, est_id, TODAY)
    assert of_kind(duties, ObligationKind.SELF_INSPECTION) == [
        (CHECKLIST, date(2026, 10, 10), "Met late"),
        (CHECKLIST, date(2026, 11, 20), "Overdue"),
    ]
    # only the open one needs the manager's eye
    assert of_kind(obligations_for(context.db, est_id, TODAY), ObligationKind.SELF_INSPECTION) == [
        (CHECKLIST, date(2026, 11, 20), "Overdue")
    ]


def test_with_no_checklist_walked_none_is_owed_yet(context: AppContext, est_id: int) -> None:
    assert self_inspection_duties(context.db, est_id, TODAY) == []
    void_checklist(context.db, walk(context, est_id, "2026-11-02"), "Wrong day", context.actor)
    assert self_inspection_duties(context.db, est_id, TODAY) == [], "a void one starts nothing"


def test_a_void_checklist_neither_meets_nor_opens_anything(
    context: AppContext, est_id: int
) -> None:
    walk(context, est_id, "2026-10-20")
    wrong = walk(context, est_id, "2026-11-25", answers=answers({"Traps": "Residue"}))
    void_checklist(context.db, wrong, "Walked at the other restaurant", context.actor)
    duties = self_inspection_duties(context.db, est_id, TODAY)
    assert of_kind(duties, ObligationKind.CORRECTIVE_ACTION) == []
    assert of_kind(duties, ObligationKind.SELF_INSPECTION)[-1] == (
        CHECKLIST,
        date(2026, 11, 20),
        "Overdue",
    )
    assert [c.is_void for c in list_checklists(context.db, est_id)] == [False, True]


def test_the_interval_is_chosen_weekly_to_quarterly_and_audited(
    context: AppContext, est_id: int
) -> None:
    assert checklist_interval(context.db, est_id) == Frequency(1, "months")
    set_checklist_interval(context.db, est_id, "2 weeks", context.actor)
    set_checklist_interval(context.db, est_id, "3 months", context.actor)
    assert checklist_interval(context.db, est_id) == Frequency(3, "months")
    for typed in ("6 months", "3 days", "often"):
        with pytest.raises(ValidationError, match="from 1 week to 3 months"):
            set_checklist_interval(context.db, est_id, typed, context.actor)
    walk(context, est_id, "2026-10-20")
    duties = self_inspection_duties(context.db, est_id, TODAY)
    assert of_kind(duties, ObligationKind.SELF_INSPECTION)[-1] == (
        CHECKLIST,
        date(2027, 1, 20),
        "Upcoming",
    )
    with context.db.read() as session:
        audited = session.scalars(
            select(AuditEntry.action).where(AuditEntry.record_table == "self_inspection_intervals")
        ).all()
        assert audited == ["create", "update"]
        assert verify(session).problems == []


def test_a_change_of_interval_holds_from_its_date_and_leaves_past_checklists_as_they_were(
    context: AppContext, est_id: int
) -> None:
    """R8c (issue 32 §7): a quarterly interval chosen from Oct 1 does not turn the
    checklists walked monthly before it into ones met early; without a date an interval
    holds from the records' beginning, as it always did."""
    for day in ("2026-07-01", "2026-08-10", "2026-09-01", "2026-10-05"):
        walk(context, est_id, day)

    def checklists() -> list[tuple[date, str]]:
        duties = self_inspection_duties(context.db, est_id, TODAY)
        return [(due, state) for _, due, state in of_kind(duties, ObligationKind.SELF_INSPECTION)]

    monthly = [
        (date(2026, 8, 1), "Met late"),
        (date(2026, 9, 10), "Met"),
        (date(2026, 10, 1), "Met late"),
    ]
    assert checklists() == [*monthly, (date(2026, 11, 5), "Overdue")]
    set_checklist_interval(context.db, est_id, "3 months", context.actor, applies_from=ON_OCT_1)
    assert checklists() == [*monthly, (date(2027, 1, 5), "Upcoming")]
    assert checklist_interval(context.db, est_id) == Frequency(3, "months")
    set_checklist_interval(context.db, est_id, "2 weeks", context.actor)
    assert checklists()[:2] == [(date(2026, 7, 15), "Met late"), (date(2026, 8, 24), "Met late")]
    assert checklists()[-1] == (date(2027, 1, 5), "Upcoming"), "from Oct 1: quarterly"
    set_checklist_interval(context.db, est_id, "1 month", context.actor, applies_from=ON_OCT_1)
    assert checklists()[-1] == (date(2026, 11, 5), "Overdue"), "the Oct 1 choice amended"
    assert [c.interval for c in checklist_intervals(context.db, est_id).changes] == [
        Frequency(1, "months")
    ]
    with context.db.read() as session:
        assert verify(session).problems == []
