"""The packet's people: the roster, each half-year training missed with what the manager
wrote of it, and each training session with its attendees, each signature and what it
attests (R4, R6).
"""

from __future__ import annotations

from fog_desktop.audit import local_time
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.employees import EMPLOYEES, employee_rows
from fog_desktop.reports.packet_html import (
    STYLE,
    Column,
    by_header,
    empty,
    entered_html,
    nowrap,
    person,
    table,
    text,
)
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.shared import RECORDED, Sources
from fog_desktop.rules.training import period_of
from fog_desktop.services import missed, training
from fog_desktop.services.attachments import content_of
from fog_desktop.services.ordinances import profile_of
from models import SignOffMethod

#: A drawn signature beside the attendee's name.
SIGNATURE_WIDTH = 80

ROSTER_COLUMNS = (
    Column("Employee"),
    Column("Role"),
    Column("Hired", nowrap=True),
    Column("Left", nowrap=True),
)
#: "Sign-off", not "Signed": a typed attestation is called what it is (R6).
ATTENDEE_COLUMNS = (
    Column("Attendee"),
    Column("Sign-off", nowrap=True),
    Column("When", nowrap=True),
    Column("Signature or typed name"),
    Column("Meaning"),
)


def _roster(db: Database, est_id: int, window: Window) -> str:
    found = []
    for values in employee_rows(db, est_id, window):
        e = by_header(EMPLOYEES, values)
        who = person(e["Name"], e["Employee ID"])
        if e["Status"] != RECORDED:
            who += f" — {text(e['Status'])}"
        found.append(
            [who, text(e["Role"]), text(e["Hire date"]), text(e["End date"]) or "still employed"]
        )
    heading = f"<h2>Employees ({len(found)}) and BMP training (R4)</h2>"
    return heading + (table(ROSTER_COLUMNS, found) if found else empty("employees"))


MISSED_COLUMNS = (
    Column("Employee"),
    Column("Half-year", nowrap=True),
    Column("What happened and what was done about it"),
    Column("Status"),
)


def _missed(db: Database, est_id: int, window: Window) -> str:
    """Each half-year training missed in the window with the manager's explanation, or
    "not explained yet", and the explanations voided since (R4, R6)."""
    found = []
    profile = profile_of(db, est_id)
    for half in missed.missed_halves(db, est_id, window.end):
        if window.holds(half.half_end):
            what = text(half.explanation) if half.explanation else "<b>not explained yet</b>"
            status = RECORDED if half.explanation else ""
            found.append((half.half_end, half.employee_id, half.employee_name, what, status))
    for row in missed.list_missed_explanations(db, est_id):
        if row.is_void and window.holds(row.half_end):
            what = f"<s>{text(row.what_happened)}</s>"
            found.append((row.half_end, row.employee_id, row.employee_name, what, row.status_text))
    heading = (
        "<h3>Missed half-year trainings</h3>"
        '<p class="small">A half-year that ended with no session signed or attested by '
        "someone can't be made up by a later one (R4): the manager writes down what "
        "happened.</p>"
    )
    if not found:
        return heading + empty("missed half-year trainings")
    rows_html = [
        [
            person(name, employee_id),
            nowrap(f"{period_of(day, profile)[0]} to {day}"),
            what,
            text(status),
        ]
        for day, employee_id, name, what, status in sorted(found, key=lambda r: r[:2])
    ]
    return heading + table(MISSED_COLUMNS, rows_html)


def attests(session: training.SessionRow) -> str:
    """What each signature or typed attestation of a session attests, in words (R4)."""
    topics = "; ".join(session.topics) or "the practices reviewed"
    return (
        f"Attended the {session.kind.lower()} BMP training of {session.session_date} and "
        f"understood: {topics}."
    )


def attestation(attendee: training.AttendeeRow) -> str:
    """What one attendee's line means; an unsigned line does not count (R4). Only a drawn
    signature or a signed sheet is called signed; a typed name is an attestation (R6)."""
    if attendee.is_void:
        return "Removed from the session: does not count."
    if attendee.method == SignOffMethod.NONE:
        return "NOT SIGNED: does not count (R4)."
    if attendee.method == SignOffMethod.TYPED:
        return "Attested by typing the name: attended and understood, as stated above."
    return "Signed: attended and understood, as stated above."


def _attendee_row(
    db: Database, attendee: training.AttendeeRow, images: dict[str, bytes]
) -> list[str]:
    signature = ""
    if attendee.signature_sha256:
        key = f"signature-{attendee.sign_off_id}"
        images[key] = content_of(db, attendee.signature_sha256)
        signature = f'<img src="{key}" width="{SIGNATURE_WIDTH}">'
    elif attendee.method == SignOffMethod.PAPER:
        signature = "on the scanned sheet"
    elif attendee.typed_name:
        signature = f"<i>{escape(attendee.typed_name)}</i> (typed name)"
    when = local_time(attendee.signed_at).strftime("%Y-%m-%d %H:%M") if attendee.signed_at else ""
    return [
        person(attendee.name, attendee.employee_id),
        escape(attendee.signed),
        escape(when),
        signature,
        escape(attestation(attendee)),
    ]


def _sessions(db: Database, est_id: int, window: Window, images: dict[str, bytes]) -> str:
    """Each session of the window as a block: what, when, by whom, then its attendees."""
    sessions = sorted(
        (s for s in training.list_sessions(db, est_id) if window.holds(s.session_date)),
        key=lambda s: (s.session_date, s.id),
    )
    if not sessions:
        return "<h3>Training sessions</h3>" + empty("training sessions")
    parts = []
    for s in sessions:
        status = "" if s.status_text in ("", RECORDED) else f" — {escape(s.status_text)}"
        entered = entered_html(s.entered, s.session_date)
        parts.append(
            f"<h3>{nowrap(s.session_date)} {escape(s.kind)} BMP training by "
            f"{escape(s.trainer)}{status}{f' — {entered}' if entered else ''}</h3>"
            f'<p class="small">Each signature or typed attestation attests: '
            f"{escape(attests(s))}</p>"
        )
        attendees = [_attendee_row(db, a, images) for a in s.attendees]
        parts.append(
            table(ATTENDEE_COLUMNS, attendees, keep=True) if attendees else empty("attendees")
        )
    return "".join(parts)


def part(sources: Sources) -> Part:
    db, est_id, window = sources.db, sources.est_id, sources.window
    images: dict[str, bytes] = {}
    html = (
        _roster(db, est_id, window)
        + _missed(db, est_id, window)
        + _sessions(db, est_id, window, images)
    )
    return Part(STYLE + html, images=images)
