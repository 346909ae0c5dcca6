"""Employee BMP training (rules.md R4).

New employees are trained within 10 days of their employment; everyone twice each
calendar year, read as: each calendar half (Jan 1–Jun 30, Jul 1–Dec 31) in which a
person is employed on its last day needs a documented, signed session dated inside it,
due on the half's last day. In the half in which someone is hired, when the new-hire
deadline falls after that half's end, the new-hire obligation replaces that half's.
The 10 days and the twice a year are the ordinance profile's ``new_hire_days`` and
``trainings_per_year``: a city asking for training four times a year has calendar
quarters where Sierra Madre has halves, and every rule here says "period" for either.

A period that ended unmet can never be met (a later session belongs to a later one): it
is Missed, for the manager to explain. An unmet new-hire training of someone still
employed stays owed whatever its age.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.rules.profile import OrdinanceProfile


@dataclass(frozen=True)
class TrainingDue:
    """One training obligation of one person: due on ``due``, met by the session on
    ``met_on`` (None while unmet). ``period_start`` is None for the new-hire training."""

    due: date
    met_on: date | None
    period_start: date | None = None


#: The periodic duty's name and the period's word, by the trainings a year the profile
#: asks (R4): Sierra Madre's "Semiannual training" of each "half-year"; a city training
#: four times a year owes a "Quarterly training" each "quarterly" period. The name is
#: what every screen, ``status`` and the packet show; the stored kind, which scripts read
#: in ``status --json``, stays "Semiannual training" whatever the profile.
PERIOD_NAMES: dict[int, tuple[str, str]] = {
    1: ("Annual training", "annual"),
    2: ("Semiannual training", "half-year"),
    3: ("Four-monthly training", "four-month"),
    4: ("Quarterly training", "quarterly"),
    6: ("Two-monthly training", "two-month"),
    12: ("Monthly training", "monthly"),
}


def periodic_training_name(trainings_per_year: int) -> str:
    """The name of each period's training duty (R4): "Quarterly training" four times a
    year."""
    return PERIOD_NAMES[trainings_per_year][0]


def period_word(trainings_per_year: int) -> str:
    """The period's word as page 1 counts the duties: "half-year", "quarterly" (R4)."""
    return PERIOD_NAMES[trainings_per_year][1]


def period_of(day: date, profile: OrdinanceProfile) -> tuple[date, date]:
    """The calendar period holding ``day``: (first day, last day), as R4 reads "twice each
    calendar year": a half in Sierra Madre, whose profile trains twice a year."""
    months = 12 // profile.trainings_per_year
    first = date(day.year, (day.month - 1) // months * months + 1, 1)
    return first, add_months(first, months) - timedelta(days=1)


def new_hire_due(hire_date: date, profile: OrdinanceProfile) -> date:
    """Ten calendar days (the profile's ``new_hire_days``) after the hire date (R4)."""
    return hire_date + timedelta(days=profile.new_hire_days)


def new_hire_training(
    hire_date: date, end_date: date | None, signed_sessions: list[date], profile: OrdinanceProfile
) -> TrainingDue | None:
    """R4's new-hire training: due 10 days after the hire date, met by the first signed
    session on or after the hire date (late if after the due date). None for someone who
    left before it was due without being trained: they were never in breach."""
    due = new_hire_due(hire_date, profile)
    met = min((d for d in signed_sessions if d >= hire_date), default=None)
    if met is None and end_date is not None and end_date < due:
        return None
    return TrainingDue(due, met)


def periodic_training(
    hire_date: date,
    end_date: date | None,
    signed_sessions: list[date],
    as_of: date,
    profile: OrdinanceProfile,
) -> list[TrainingDue]:
    """R4's twice-yearly training: one obligation per period from the hire period to the
    period of ``as_of``, for each period the person is employed on its last day (assumed
    so for a period still running with no end date). Met by the first signed session
    inside the period; a session after the period's end never meets it."""
    found = []
    start, last = period_of(hire_date, profile)
    final_start, _ = period_of(as_of, profile)
    while start <= final_start:
        employed_on_last_day = end_date is None or end_date >= last
        replaced = start <= hire_date <= last and new_hire_due(hire_date, profile) > last
        if employed_on_last_day and not replaced:
            met = min((d for d in signed_sessions if start <= d <= last), default=None)
            found.append(TrainingDue(last, met, start))
        start, last = period_of(last + timedelta(days=1), profile)
    return found


def new_hire_kept(
    first: TrainingDue, end_date: date | None, as_of: date, window_start: date
) -> bool:
    """Whether a new-hire training is still listed on ``as_of``: met (every obligation
    met is listed, whatever its age), unmet for someone still employed, which stays owed
    until a signed session meets it (R4), or due inside the records window (from
    ``window_start``, R6). Only the untrained new hire of someone who has left, which
    no session can meet any more, leaves the list once older than the window."""
    still_employed = end_date is None or end_date >= as_of
    return first.met_on is not None or still_employed or first.due >= window_start


#: A person's training state when none of their training is open (a word of
#: :mod:`fog_desktop.words`, shown translated).
UP_TO_DATE = "Up to date"
TRAINING_KINDS_DUE = (ObligationKind.NEW_HIRE_TRAINING, ObligationKind.SEMIANNUAL_TRAINING)


def training_of(obligations: Iterable[Obligation], employee_id: str) -> list[Obligation]:
    """A person's training obligations (R4), by due date."""
    found = [o for o in obligations if o.subject == employee_id and o.kind in TRAINING_KINDS_DUE]
    return sorted(found, key=lambda o: (o.due, o.kind.value))


def training_state(duties: Iterable[Obligation], as_of: date) -> str:
    """Overdue, Missed (a half-year not explained yet), Due soon or Up to date: the worst
    of a person's training obligations still open (R4)."""
    states = {o.state(as_of) for o in duties if not o.closed(as_of)}
    for state in (ObligationState.OVERDUE, ObligationState.MISSED, ObligationState.DUE_SOON):
        if state in states:
            return state.value
    return UP_TO_DATE
