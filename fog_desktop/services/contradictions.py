"""The records of an establishment that disagree with each other (rules.md R7): each
pair named, for page 2 of the packet. Both records stand; the rules that find a pair are
in :mod:`fog_desktop.rules.contradictions`."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.database import Database
from fog_desktop.rules.contradictions import (
    DAYS_AFTER_PUMP_OUT,
    cited_items,
    contradicts_citation,
    pump_out_contradicted,
)
from fog_desktop.rules.self_inspection import Answer
from fog_desktop.services.inspections import InspectionRow, list_inspections
from fog_desktop.services.maintenance_flags import FLAG_OVER_25, MaintenanceRow
from fog_desktop.services.maintenance_rows import over_limit_and_pump_outs
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


@dataclass(frozen=True)
class ReadingAfterPumpOut:
    """A reading over the limit taken days after a full pump-out of the same device (R7):
    the reading (who measured it: :attr:`MaintenanceRow.measured_by`, the city's with its
    Inspection ID) and the pump-out (its manifest no.)."""

    reading: MaintenanceRow
    pump_out: MaintenanceRow

    @property
    def days(self) -> int:
        """Days from the pump-out to the reading (R7)."""
        return (self.reading.service_date - self.pump_out.service_date).days


def readings_after_full_pump_out(
    db: Database, establishment_id: int, start: date, end: date
) -> list[ReadingAfterPumpOut]:
    """Each reading over the limit from ``start`` to ``end``, by anyone, taken within
    :data:`~fog_desktop.rules.contradictions.DAYS_AFTER_PUMP_OUT` days after a full
    pump-out of the same device, with that pump-out, by date (R7). A pump-out before
    ``start`` counts: the reading is in the window."""
    rows = over_limit_and_pump_outs(
        db, establishment_id, start - timedelta(days=DAYS_AFTER_PUMP_OUT), end, as_of=end
    )
    full: dict[str, dict[date, MaintenanceRow]] = defaultdict(dict)
    for row in rows:
        if row.counts_as_full:
            full[row.device_id][row.service_date] = row
    found = []
    for reading in rows:
        if reading.service_date < start or FLAG_OVER_25 not in reading.flags:
            continue
        pumped = full[reading.device_id]
        day = pump_out_contradicted(reading.service_date, pumped)
        if day is not None:
            found.append(ReadingAfterPumpOut(reading, pumped[day]))
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
    found += [
        _reading_after(pair)
        for pair in readings_after_full_pump_out(db, establishment_id, start, end)
    ]
    return sorted(found, key=lambda pair: pair.day)


def _reading_after(pair: ReadingAfterPumpOut) -> Contradiction:
    pump_out, reading = pair.pump_out, pair.reading
    manifest = f", manifest {pump_out.manifest_no}" if pump_out.manifest_no else ""
    return Contradiction(
        reading.service_date,
        f"A full pump-out of {pump_out.device_id} is logged on {pump_out.service_date}{manifest}",
        f"a reading by {reading.measured_by} on {reading.service_date} found "
        f"{reading.percent}% of its depth",
        f"an interceptor emptied does not fill past the limit in {pair.days} days",
    )
