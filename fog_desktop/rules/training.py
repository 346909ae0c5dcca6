"""Employee BMP training (rules.md R4).

New employees are trained within 10 days of their employment; everyone twice each
calendar year, read as: each calendar half (Jan 1–Jun 30, Jul 1–Dec 31) in which a
person is employed on its last day needs a documented, signed session dated inside it,
due on the half's last day. In the half in which someone is hired, when the new-hire
deadline falls after that half's end, the new-hire obligation replaces that half's.

A half that ended unmet can never be met (a later session belongs to a later half): it
is Missed, for the manager to explain. An unmet new-hire training of someone still
employed stays owed whatever its age.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

NEW_HIRE_DAYS = 10


@dataclass(frozen=True)
class TrainingDue:
    """One training obligation of one person: due on ``due``, met by the session on
    ``met_on`` (None while unmet). ``half_start`` is None for the new-hire training."""

    due: date
    met_on: date | None
    half_start: date | None = None


def half_of(day: date) -> tuple[date, date]:
    """The calendar half holding ``day``: (first day, last day), as R4 reads "twice each
    calendar year"."""
    if day.month <= 6:
        return date(day.year, 1, 1), date(day.year, 6, 30)
    return date(day.year, 7, 1), date(day.year, 12, 31)


def new_hire_due(hire_date: date) -> date:
    """Ten calendar days after the hire date (R4)."""
    return hire_date + timedelta(days=NEW_HIRE_DAYS)


def new_hire_training(
    hire_date: date, end_date: date | None, signed_sessions: list[date]
) -> TrainingDue | None:
    """R4's new-hire training: due 10 days after the hire date, met by the first signed
    session on or after the hire date (late if after the due date). None for someone who
    left before it was due without being trained: they were never in breach."""
    due = new_hire_due(hire_date)
    met = min((d for d in signed_sessions if d >= hire_date), default=None)
    if met is None and end_date is not None and end_date < due:
        return None
    return TrainingDue(due, met)


def semiannual_training(
    hire_date: date, end_date: date | None, signed_sessions: list[date], as_of: date
) -> list[TrainingDue]:
    """R4's twice-yearly training: one obligation per half from the hire half to the half
    of ``as_of``, for each half the person is employed on its last day (assumed so for a
    half still running with no end date). Met by the first signed session inside the
    half; a session after the half's end never meets it."""
    found = []
    start, last = half_of(hire_date)
    final_start, _ = half_of(as_of)
    while start <= final_start:
        employed_on_last_day = end_date is None or end_date >= last
        replaced = start <= hire_date <= last and new_hire_due(hire_date) > last
        if employed_on_last_day and not replaced:
            met = min((d for d in signed_sessions if start <= d <= last), default=None)
            found.append(TrainingDue(last, met, start))
        start, last = half_of(last + timedelta(days=1))
    return found


def new_hire_kept(
    first: TrainingDue, end_date: date | None, as_of: date, window_start: date
) -> bool:
    """Whether a new-hire training is still listed on ``as_of``: due inside the records
    window (from ``window_start``, R6), or unmet for someone still employed, which stays
    owed whatever its age until a signed session meets it (R4)."""
    still_employed = end_date is None or end_date >= as_of
    return first.due >= window_start or (first.met_on is None and still_employed)
