"""What the Incidents page says about an incident, in words: by when to write, whom to
call, what the letter still lacks (R5). Pure functions, so each sentence is tested.

Every sentence is in the interface's language; the stored words (a kind, an agency, a
state) are compared in English and shown with :func:`~fog_desktop.words.shown`."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import days, working_days
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import (
    REQUIRED_ELEMENTS,
    IncidentRow,
    NoticeRow,
    call_timing_text,
)
from fog_desktop.words import shown
from models import Agency
from ui import dates
from ui.widgets.values import status_shown

#: Now, as the services compare a report or a call with it; a test hands in a fixed one.
Clock = Callable[[], datetime]

NO_NUMBER = noop(
    "IncidentWording",
    "No number in the profile: add it with Amend profile… on Establishment & devices",
)

#: The four elements of the written confirmation (R5), as the page and dialogs name them.
ELEMENT_TITLES = {
    "incident_date": noop("IncidentWording", "Date of the incident"),
    "reasons": noop("IncidentWording", "Reasons for the discharge or spill"),
    "immediate_steps": noop("IncidentWording", "Steps taken at once to correct it"),
    "preventive_steps": noop("IncidentWording", "Steps being taken to prevent it from recurring"),
}
#: The three texts written after the report, as a sentence names them when missing.
MISSING_ELEMENTS = {
    "reasons": noop("IncidentWording", "the reasons for the discharge or spill"),
    "immediate_steps": noop("IncidentWording", "the steps taken at once to correct it"),
    "preventive_steps": noop(
        "IncidentWording", "the steps being taken to prevent it from recurring"
    ),
}
#: Monday to Sunday, short, as :func:`day_text` puts them before a date.
WEEKDAYS = (
    noop("IncidentWording", "Mon"),
    noop("IncidentWording", "Tue"),
    noop("IncidentWording", "Wed"),
    noop("IncidentWording", "Thu"),
    noop("IncidentWording", "Fri"),
    noop("IncidentWording", "Sat"),
    noop("IncidentWording", "Sun"),
)


def context_clock(context: AppContext) -> Clock:
    """Now: the time of day on the context's today (which tests and ``--as-of`` fix)."""

    def now() -> datetime:
        return datetime.combine(context.today(), datetime.now().time().replace(microsecond=0))

    return now


def day_text(day: date) -> str:
    """Wed 11/25/2026: a date with its weekday, since working days are what count; the
    weekday in the interface's language, the date in the user's format."""
    weekday = translate("IncidentWording", WEEKDAYS[day.weekday()])
    return f"{weekday} {dates.day_text(day)}"


def moment_text(moment: datetime) -> str:
    """11/25/2026 18:55: the date of a call in the user's format, and its time."""
    return f"{dates.day_text(moment.date())} {moment:%H:%M}"


def days_left_text(row: IncidentRow, calendar: WorkingCalendar, today: date) -> str:
    """The Days left cell: working days left, Today, days overdue, or Met / Met late."""
    if row.is_void:
        return ""
    due = row.confirmation_due
    state = row.confirmation_state(today)
    # Due before the records began (R9): kept on paper, no days are counted.
    if row.confirmation_sent_on is not None or state == ObligationState.BEFORE_RECORDS_BEGAN:
        return shown(state.value)
    if due < today:
        return translate("IncidentWording", "{days} overdue").format(days=days((today - due).days))
    if due == today:
        return translate("IncidentWording", "Today")
    return working_days(calendar.working_days_until(today, due))


def due_headline(row: IncidentRow, calendar: WorkingCalendar, today: date) -> str:
    """The written confirmation's due date and the days left, as the page shows it large."""
    due = row.confirmation_due
    sent = row.confirmation_sent_on
    if row.confirmation_state(today) == ObligationState.BEFORE_RECORDS_BEGAN:
        return translate(
            "IncidentWording", "Due {due}, before the records began: kept on paper, not judged"
        ).format(due=day_text(due))
    if sent is not None:
        late = (sent - due).days
        if late > 0:
            return translate(
                "IncidentWording", "Sent {sent} — Met late: {days} after the due date, {due}"
            ).format(sent=day_text(sent), days=days(late), due=day_text(due))
        return translate("IncidentWording", "Sent {sent} — Met: on time (due {due})").format(
            sent=day_text(sent), due=day_text(due)
        )
    if due < today:
        return translate("IncidentWording", "Due {due} — {days} overdue").format(
            due=day_text(due), days=days((today - due).days)
        )
    if due == today:
        return translate("IncidentWording", "Due {due} — due today").format(due=day_text(due))
    left = calendar.working_days_until(today, due)
    return translate("IncidentWording", "Due {due} — {days} left").format(
        due=day_text(due), days=working_days(left)
    )


def late_text(row: IncidentRow, notice: NoticeRow) -> str:
    """ "late: called 3 h 10 min after" for a call made more than an hour after the
    incident (R5); "" for one on time or void."""
    timing = row.timing(notice)
    return "" if notice.is_void or timing.on_time else call_timing_text(timing)


def notified_text(row: IncidentRow, agency: str) -> str:
    """The City notified / Health dept notified cell: the time of the first call, with its
    date when that is not the incident's, and "late" when it came over an hour after the
    incident (R5); how late is in the call box and the list of calls beside the table,
    which stays narrow enough for a small screen."""
    if agency == Agency.HEALTH_DEPT and not row.blockage_or_sso_possible:
        return translate("IncidentWording", "Not needed")
    call = row.first_call(agency)
    if call is None:
        # A call the ordinance asks for, not recorded yet: the table shows it in red.
        return translate("IncidentWording", "Not yet")
    if call.called_at.date() == row.incident_date:
        when = f"{call.called_at:%H:%M}"
    else:
        when = moment_text(call.called_at)
    if late_text(row, call):
        return translate("IncidentWording", "{when}, late").format(when=when)
    return when


def phone_of(profile: EstablishmentRow | None, agency: str) -> str:
    if profile is None:
        return ""
    return profile.city_spill_phone if agency == Agency.CITY else profile.health_dept_phone


def agency_title(agency: str) -> str:
    if agency == Agency.CITY:
        return translate("IncidentWording", "The city (spill notices)")
    return translate("IncidentWording", "The health department")


def call_needed(row: IncidentRow, agency: str) -> bool:
    """True while a call the ordinance asks for is not recorded (R5)."""
    if agency == Agency.HEALTH_DEPT and not row.blockage_or_sso_possible:
        return False
    return row.first_call(agency) is None


def notice_text(row: IncidentRow, notice: NoticeRow) -> str:
    """One phone notice recorded: whom, when and how soon after the incident (R5), the
    number, the person, what they said."""
    timing = "" if notice.is_void else call_timing_text(row.timing(notice))
    parts = [
        shown(notice.agency),
        moment_text(notice.called_at),
        timing,
        notice.phone_number,
        notice.person_reached,
        notice.response,
    ]
    text = " — ".join(p for p in parts if p)
    return f"{text} ({status_shown(notice.status_text)})" if notice.is_void else text


def element_title(field: str) -> str:
    """One of the four elements (R5) named as the page and dialogs name it."""
    return translate("IncidentWording", ELEMENT_TITLES[field])


def element_lines(row: IncidentRow) -> list[tuple[str, bool, str]]:
    """The four elements as (title, written, text): a tick or "missing" each (R5)."""
    when = day_text(row.incident_date)
    if row.incident_time is not None:
        when += f" {row.incident_time:%H:%M}"
    lines = [(element_title("incident_date"), True, when)]
    for field in REQUIRED_ELEMENTS:
        text = str(getattr(row, field))
        lines.append((element_title(field), bool(text.strip()), text))
    return lines


def missing_text(row: IncidentRow) -> str:
    """What the letter still lacks, before the manager even tries to mark it sent."""
    missing = [
        translate("IncidentWording", MISSING_ELEMENTS[field])
        for field in REQUIRED_ELEMENTS
        if not getattr(row, field)
    ]
    if not missing:
        return ""
    return translate("IncidentWording", "Write these before it can be sent: {missing}.").format(
        missing="; ".join(missing)
    )
