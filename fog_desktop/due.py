"""What the Dashboard shows of one establishment on one day, as plain data (R1–R5, R8),
and its JSON form, in which the last reading is kept for the next start
(fog_desktop/snapshot.py).

Computing it is the services' work (fog_desktop/services/dashboard.py); this module
holds no database and no Qt, so that the window can paint it before either loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, time
from decimal import Decimal
from typing import Any

from fog_desktop.rules.obligations import Obligation, ObligationKind

#: The state of a reading over 25% not yet serviced: urgent above all (R1). A stored
#: word (fog_desktop/words.py): compared in English, shown with ``shown``.
SERVICE_NOW = "Service now"
#: The state of a right still open, such as asking for a hearing (R8e): a day to act by,
#: not a duty running late. A stored word too.
YOUR_RIGHT = "Your right"


@dataclass(frozen=True)
class DueRow:
    """One duty as the Dashboard lists it."""

    obligation: Obligation
    #: The subject by name and ID: "Sam Chen (E-004)", "GI-1 interceptor, Kitchen".
    subject: str
    reason: str
    #: "4 working days", "6 days overdue", "Today"; "" once met.
    days_left: str
    #: The state in words: the obligation's, or "Service now" for a reading over 25%.
    state: str

    @property
    def urgent(self) -> bool:
        return self.state == SERVICE_NOW


@dataclass(frozen=True)
class Attention:
    """A pump-out to check (R2), in words, and the entry it is about."""

    text: str
    entry_id: int


@dataclass(frozen=True)
class DueNow:
    """What the Dashboard shows of one establishment on one day."""

    #: The establishment's name; "" when there is none yet.
    name: str
    as_of: date
    #: The urgent first, then by due date.
    rows: tuple[DueRow, ...]
    attention: tuple[Attention, ...]
    #: Half-year trainings that ended unmet and are not explained yet (R4, missed): a
    #: past lapse to explain, not a task a session today would clear.
    missed: tuple[DueRow, ...] = ()


def due_as_json(due: DueNow) -> dict[str, Any]:
    """``due`` in the types JSON has; :func:`due_from_json` reads it back."""
    return {
        "name": due.name,
        "as_of": due.as_of.isoformat(),
        "rows": [_row_as_json(row) for row in due.rows],
        "attention": [[a.text, a.entry_id] for a in due.attention],
        "missed": [_row_as_json(row) for row in due.missed],
    }


def due_from_json(data: Any) -> DueNow:
    """The :class:`DueNow` that :func:`due_as_json` wrote. Raises KeyError, TypeError
    or ValueError for anything else."""
    return DueNow(
        name=_text(data["name"]),
        as_of=date.fromisoformat(data["as_of"]),
        rows=tuple(_row_from_json(row) for row in data["rows"]),
        attention=tuple(Attention(_text(text), int(entry)) for text, entry in data["attention"]),
        missed=tuple(_row_from_json(row) for row in data["missed"]),
    )


def _row_as_json(row: DueRow) -> dict[str, Any]:
    o = row.obligation
    return {
        "kind": o.kind.value,
        "subject": o.subject,
        "due": o.due.isoformat(),
        "met_on": o.met_on.isoformat() if o.met_on else None,
        "rule": o.rule,
        "source": o.source,
        "note": o.note,
        "lapses": o.lapses,
        "explanation": o.explanation,
        "due_time": o.due_time.isoformat() if o.due_time else None,
        "met_on_time": o.met_on_time,
        "named": o.named,
        "amount": None if o.amount is None else str(o.amount),
        "shown_subject": row.subject,
        "reason": row.reason,
        "days_left": row.days_left,
        "state": row.state,
    }


def _row_from_json(data: Any) -> DueRow:
    met_on = data["met_on"]
    # A snapshot written before R5 judged calls by the hour has neither.
    due_time, met_on_time = data.get("due_time"), data.get("met_on_time")
    amount = data.get("amount")  # a snapshot written before R8e's fee duty has none
    obligation = Obligation(
        kind=ObligationKind(data["kind"]),
        subject=_text(data["subject"]),
        due=date.fromisoformat(data["due"]),
        met_on=None if met_on is None else date.fromisoformat(met_on),
        rule=_text(data["rule"]),
        source=_text(data["source"]),
        note=_text(data["note"]),
        lapses=bool(data["lapses"]),
        explanation=_text(data["explanation"]),
        due_time=None if due_time is None else time.fromisoformat(due_time),
        met_on_time=None if met_on_time is None else bool(met_on_time),
        # A snapshot written before a duty was named by the profile has no name.
        named=_text(data.get("named", "")),
        amount=None if amount is None else Decimal(amount),
    )
    return DueRow(
        obligation,
        subject=_text(data["shown_subject"]),
        reason=_text(data["reason"]),
        days_left=_text(data["days_left"]),
        state=_text(data["state"]),
    )


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected text, found {value!r}")
    return value
