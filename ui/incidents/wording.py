"""What the Incidents page says about an incident, in words: by when to write, whom to
call, what the letter still lacks (R5). Pure functions, so each sentence is tested."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime

from fog_desktop.context import AppContext
from fog_desktop.parse import days, working_days
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationState, state_of
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import REQUIRED_ELEMENTS, IncidentRow, NoticeRow
from models import Agency

#: Now, as the services compare a report or a call with it; a test hands in a fixed one.
Clock = Callable[[], datetime]

NO_NUMBER = "no number in the profile: add it with Amend profile… on Establishment & devices"
HEALTH_NOW = "call now: a blockage or sewer overflow is possible"
#: A call the ordinance asks for, not recorded yet: the table shows it in red.
NOT_CALLED = "Not yet"
HEALTH_NOT_NEEDED = "only when a blockage or sewer overflow is possible: not needed this time"

#: The four elements of the written confirmation (R5), as the page and dialogs name them.
ELEMENT_TITLES = {
    "incident_date": "Date of the incident",
    "reasons": "Reasons for the discharge or spill",
    "immediate_steps": "Steps taken at once to correct it",
    "preventive_steps": "Steps being taken to prevent it from recurring",
}


def context_clock(context: AppContext) -> Clock:
    """Now: the time of day on the context's today (which tests and ``--as-of`` fix)."""

    def now() -> datetime:
        return datetime.combine(context.today(), datetime.now().time().replace(microsecond=0))

    return now


def day_text(day: date) -> str:
    """Mon 2027-01-04: a date with its weekday, since working days are what count."""
    return f"{day:%a} {day.isoformat()}"


def confirmation_state(row: IncidentRow, today: date) -> ObligationState:
    return state_of(row.confirmation_due, row.confirmation_sent_on, today)


def days_left_text(row: IncidentRow, calendar: WorkingCalendar, today: date) -> str:
    """The Days left cell: working days left, Today, days overdue, or Met / Met late."""
    if row.is_void:
        return ""
    due = row.confirmation_due
    if row.confirmation_sent_on is not None:
        return confirmation_state(row, today).value
    if due < today:
        return f"{days((today - due).days)} overdue"
    if due == today:
        return "Today"
    return working_days(calendar.working_days_until(today, due))


def due_headline(row: IncidentRow, calendar: WorkingCalendar, today: date) -> str:
    """The written confirmation's due date and the days left, as the page shows it large."""
    due = row.confirmation_due
    sent = row.confirmation_sent_on
    if sent is not None:
        late = (sent - due).days
        when = f"Sent {day_text(sent)}"
        if late > 0:
            return f"{when} — Met late: {days(late)} after the due date, {day_text(due)}"
        return f"{when} — Met: on time (due {day_text(due)})"
    if due < today:
        return f"Due {day_text(due)} — {days((today - due).days)} overdue"
    if due == today:
        return f"Due {day_text(due)} — due today"
    left = calendar.working_days_until(today, due)
    return f"Due {day_text(due)} — {working_days(left)} left"


def first_call(row: IncidentRow, agency: str) -> NoticeRow | None:
    calls = [n for n in row.notices if n.agency == agency and not n.is_void]
    return min(calls, key=lambda n: n.called_at, default=None)


def notified_text(row: IncidentRow, agency: str) -> str:
    """The City notified / Health dept notified cell: the time of the first call, with its
    date when that is not the incident's."""
    if agency == Agency.HEALTH_DEPT and not row.blockage_or_sso_possible:
        return "Not needed"
    call = first_call(row, agency)
    if call is None:
        return NOT_CALLED
    if call.called_at.date() == row.incident_date:
        return f"{call.called_at:%H:%M}"
    return f"{call.called_at:%Y-%m-%d %H:%M}"


def phone_of(profile: EstablishmentRow | None, agency: str) -> str:
    if profile is None:
        return ""
    return profile.city_spill_phone if agency == Agency.CITY else profile.health_dept_phone


def agency_title(agency: str) -> str:
    return "The city (spill notices)" if agency == Agency.CITY else "The health department"


def call_needed(row: IncidentRow, agency: str) -> bool:
    """True while a call the ordinance asks for is not recorded (R5)."""
    if agency == Agency.HEALTH_DEPT and not row.blockage_or_sso_possible:
        return False
    return first_call(row, agency) is None


def notice_text(notice: NoticeRow) -> str:
    """One phone notice recorded: whom, when, the number, the person, what they said."""
    parts = [
        "City" if notice.agency == Agency.CITY else "Health department",
        f"{notice.called_at:%Y-%m-%d %H:%M}",
        notice.phone_number,
        notice.person_reached,
        notice.response,
    ]
    text = " — ".join(p for p in parts if p)
    return f"{text} ({notice.status_text})" if notice.is_void else text


def element_lines(row: IncidentRow) -> list[tuple[str, bool, str]]:
    """The four elements as (title, written, text): a tick or "missing" each (R5)."""
    when = day_text(row.incident_date)
    if row.incident_time is not None:
        when += f" {row.incident_time:%H:%M}"
    lines = [(ELEMENT_TITLES["incident_date"], True, when)]
    for field in REQUIRED_ELEMENTS:
        text = str(getattr(row, field))
        lines.append((ELEMENT_TITLES[field], bool(text.strip()), text))
    return lines


def missing_text(row: IncidentRow) -> str:
    """What the letter still lacks, before the manager even tries to mark it sent."""
    if not row.missing_elements:
        return ""
    return "Write these before it can be sent: " + "; ".join(row.missing_elements) + "."
