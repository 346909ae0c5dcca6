"""The records of an establishment that disagree with each other (rules.md R7): each
pair named, for page 2 of the packet. Both records stand; the rule that finds a pair is
in :mod:`fog_desktop.rules.contradictions`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from fog_desktop.database import Database
from fog_desktop.rules.contradictions import cited_items, contradicts_citation
from fog_desktop.rules.self_inspection import Answer
from fog_desktop.services.inspections import InspectionRow, list_inspections
from fog_desktop.services.milestones import list_milestones
from fog_desktop.services.self_inspection import checklist_items
from fog_desktop.services.self_inspection_rows import ChecklistRow, list_checklists


@dataclass(frozen=True)
class Contradiction:
    """Two records that disagree: what each says, in words, and why they can't both be
    the whole story. ``day`` is the later record's, which the packet lists them by."""

    day: date
    first: str
    second: str
    why: str


def _fixes_of(item: str, checklists: list[ChecklistRow], milestone_days: list[date]) -> list[date]:
    """The days a fix of ``item`` was recorded: its corrective actions, and the compliance
    milestones done that name it."""
    fixed = [
        a.fix.fixed_on
        for c in checklists
        for a in c.answers
        if a.item == item and a.fix is not None
    ]
    return fixed + milestone_days


def _ok_after_citation(
    inspection: InspectionRow, checklists: list[ChecklistRow], done: dict[str, list[date]]
) -> list[Contradiction]:
    items = cited_items(inspection.findings, [i.name for i in checklist_items()])
    found = []
    for item in items:
        fixed = _fixes_of(item, checklists, done.get(item, []))
        for checklist in checklists:
            ok = any(a.item == item and a.answer == Answer.OK for a in checklist.answers)
            if ok and contradicts_citation(inspection.inspected_on, checklist.inspected_on, fixed):
                found.append(
                    Contradiction(
                        checklist.inspected_on,
                        f"City inspection {inspection.inspection_no} of "
                        f"{inspection.inspected_on} cited: {inspection.findings}",
                        f"The self-inspection of {checklist.inspected_on} marked {item} OK",
                        f"no fix of {item} is recorded between them",
                    )
                )
    return found


def contradictions(
    db: Database, establishment_id: int, start: date, end: date
) -> list[Contradiction]:
    """Every pair of records that disagree (R7), the later one from ``start`` to ``end``,
    by its day."""
    checklists = [c for c in list_checklists(db, establishment_id) if not c.is_void]
    names = [i.name for i in checklist_items()]
    done: dict[str, list[date]] = {}
    for m in list_milestones(db, establishment_id):
        if m.done_on is not None and not m.is_void:
            for item in cited_items(m.milestone, names):
                done.setdefault(item, []).append(m.done_on)
    found = [
        pair
        for inspection in list_inspections(db, establishment_id)
        if not inspection.is_void
        for pair in _ok_after_citation(inspection, checklists, done)
        if start <= pair.day <= end
    ]
    return sorted(found, key=lambda pair: pair.day)
