"""Records that disagree with each other (rules.md R7, contradictions): both stand, and
the packet lists them side by side on page 2, rather than smoothing one over.

- A self-inspection that marks an item OK within :data:`CITED_DAYS` days after the city
  cited that item, with no fix of it recorded in between, contradicts the city's finding.
- A reading over the limit a few days after a full pump-out logged for the same
  interceptor: a tank emptied does not fill past a quarter of its depth in days, so either
  the pump-out was not full or the reading is wrong, and the city will ask which.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date, timedelta

#: How long after the city cites an item a self-inspection that marks it OK, with no fix
#: recorded, contradicts the citation (R7).
CITED_DAYS = 30
#: R7: a reading over the limit within this many days after a full pump-out contradicts it.
DAYS_AFTER_PUMP_OUT = 14


def cited_items(findings: str, items: Iterable[str]) -> list[str]:
    """The checklist items (R8c) a city finding names, by the item's short name found in
    its words ("no drain screens on the prep sinks" names "Drain screens"), whatever the
    case; an item is named once however often it appears."""
    words = " ".join(re.findall(r"\w+", findings.lower()))
    return [item for item in items if re.search(rf"\b{re.escape(item.lower())}\b", words)]


def contradicts_citation(cited_on: date, checked_on: date, fixed_on: Sequence[date]) -> bool:
    """Whether a self-inspection on ``checked_on`` that marks OK an item the city cited on
    ``cited_on`` contradicts it (R7): within :data:`CITED_DAYS` days after the citation,
    and no fix of the item (``fixed_on``) recorded from the citation to the check."""
    if not cited_on <= checked_on <= cited_on + timedelta(days=CITED_DAYS):
        return False
    return not any(cited_on <= day <= checked_on for day in fixed_on)


def pump_out_contradicted(
    reading_day: date, full_pump_outs: Iterable[date], days: int = DAYS_AFTER_PUMP_OUT
) -> date | None:
    """The full pump-out that a reading over the limit on ``reading_day`` contradicts: the
    latest one before that day, if it is at most ``days`` days before (R7). A reading on
    a pump-out's own day was taken before it, the level the hauler found (R1)."""
    before = [day for day in full_pump_outs if day < reading_day]
    if not before:
        return None
    latest = max(before)
    return latest if reading_day - latest <= timedelta(days=days) else None
