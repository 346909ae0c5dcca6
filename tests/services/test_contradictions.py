"""Records that disagree (R7): a self-inspection that marks OK an item the city cited
days before, with no fix recorded in between, is listed beside the citation."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from fog_desktop.context import AppContext
from fog_desktop.rules.contradictions import CITED_DAYS, cited_items, contradicts_citation
from fog_desktop.services import corrective_actions, inspections, self_inspection
from fog_desktop.services.contradictions import contradictions
from fog_desktop.services.corrective_actions import FixInput
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.inspections import InspectionInput
from fog_desktop.services.self_inspection import AnswerInput, ChecklistInput, checklist_items
from fog_desktop.services.self_inspection_rows import list_checklists
from models import InspectionResult

TODAY = date(2026, 12, 2)
CITED = date(2026, 8, 5)
ITEMS = ("Drain screens", "Signage", "Traps")


def test_a_finding_names_the_items_it_cites_by_their_words() -> None:
    assert cited_items("GI-1 at 31%; no DRAIN SCREENS on the prep sinks.", ITEMS) == [
        "Drain screens"
    ]
    assert cited_items("Trapsfull of residue", ITEMS) == [], "a whole word, not a part"


@pytest.mark.parametrize(
    ("checked", "fixed", "contradicts"),
    [
        (CITED + timedelta(days=1), [], True),
        (CITED + timedelta(days=CITED_DAYS), [], True),
        (CITED + timedelta(days=CITED_DAYS + 1), [], False),  # long after: a later state
        (CITED + timedelta(days=1), [CITED + timedelta(days=1)], False),  # fixed that day
        (CITED - timedelta(days=1), [], False),  # before the citation
    ],
)
def test_ok_after_a_citation_contradicts_it_unless_a_fix_came_between(
    checked: date, fixed: list[date], contradicts: bool
) -> None:
    assert contradicts_citation(CITED, checked, fixed) is contradicts


def _checklist(context: AppContext, est_id: int, day: date, not_ok: str = "") -> None:
    answers = tuple(
        AnswerInput(item.name, "Not OK", "Screen torn")
        if item.name == not_ok
        else AnswerInput(item.name, "OK")
        for item in checklist_items()
    )
    data = ChecklistInput(day.isoformat(), "Maria Lopez", "", answers)
    with context.db.write() as session:
        self_inspection.add_checklist(session, est_id, data, context.actor, today=TODAY)


def test_a_checklist_ok_the_day_after_a_citation_is_listed_with_both_records(
    context: AppContext,
) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    with context.db.write() as session:
        inspections.add(session, est.id, InspectionInput(
            inspected_on=CITED.isoformat(), inspector="R. Flores",
            result=InspectionResult.NONCOMPLIANCE, findings="No drain screens on the prep sinks.",
        ), context.actor, today=TODAY)  # fmt: skip
    _checklist(context, est.id, CITED + timedelta(days=1))
    (pair,) = contradictions(context.db, est.id, date(2024, 12, 3), TODAY)
    assert pair.day == CITED + timedelta(days=1)
    assert pair.first == (
        "City inspection INSP-2026-001 of 2026-08-05 cited: No drain screens on the prep sinks."
    )
    assert pair.second == "The self-inspection of 2026-08-06 marked Drain screens OK"
    assert pair.why == "no fix of Drain screens is recorded between them"


def test_a_fix_recorded_before_the_ok_settles_it(context: AppContext) -> None:
    est = create_establishment(context.db, EstablishmentInput(name="Casa Test"), context.actor)
    with context.db.write() as session:
        inspections.add(session, est.id, InspectionInput(
            inspected_on=CITED.isoformat(), inspector="R. Flores",
            result=InspectionResult.NONCOMPLIANCE, findings="No drain screens on the prep sinks.",
        ), context.actor, today=TODAY)  # fmt: skip
    _checklist(context, est.id, CITED + timedelta(days=1), not_ok="Drain screens")
    (checklist,) = list_checklists(context.db, est.id)
    (answer,) = [a for a in checklist.answers if a.item == "Drain screens"]
    with context.db.write() as session:
        corrective_actions.add_fix(session, est.id, FixInput(
            answer.id, (CITED + timedelta(days=3)).isoformat(), "Screens fitted",
        ), context.actor, today=TODAY)  # fmt: skip
    _checklist(context, est.id, CITED + timedelta(days=10))
    assert contradictions(context.db, est.id, date(2024, 12, 3), TODAY) == []
