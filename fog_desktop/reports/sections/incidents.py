"""The packet's incidents, a block each: its fields, the telephone notices and how soon
each was made, the written confirmation with the four elements it must give, its due
date and when it was sent, and its papers in the packet's zip (R5).
"""

from __future__ import annotations

from datetime import date

from fog_desktop.exchange.packet_files import confirmation_letters, files_by_source
from fog_desktop.reports.packet_html import (
    STYLE,
    cell_text,
    empty,
    entered_html,
    fields,
    nowrap,
    text,
)
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.shared import Sources, files_html
from fog_desktop.services import incidents
from models import Agency, Incident


def _notice(i: incidents.IncidentRow, n: incidents.NoticeRow) -> str:
    """One call: to whom, when, and how soon after the incident (R5: within the hour)."""
    agency = "The city" if n.agency == Agency.CITY else "The health department"
    said = f": “{escape(n.response)}”" if n.response else ""
    line = (
        f"{agency}, {nowrap(n.phone_number)}, called {nowrap(cell_text(n.called_at))}, "
        f"reached {escape(n.person_reached or 'nobody named')}{said}"
    )
    if n.is_void:
        return f"<s>{line}</s> (void)"
    timing = i.timing(n)
    judged = escape(incidents.call_timing_text(timing))
    return f"{line} — {judged if timing.on_time else f'<b>{judged}</b>'}"


def confirmation_text(i: incidents.IncidentRow, today: date) -> str:
    """Whether the written confirmation went out, and by when it is due (R5)."""
    due = i.confirmation_due.isoformat()
    if i.confirmation_sent_on is None:
        late = " — LATE" if today > i.confirmation_due else ""
        return f"Not sent yet — due {due}{late}"
    how = f" by {i.confirmation_method}" if i.confirmation_method else ""
    ref = f", reference {i.confirmation_reference}" if i.confirmation_reference else ""
    on_time = "on time" if i.confirmation_sent_on <= i.confirmation_due else "LATE"
    return f"Sent {i.confirmation_sent_on}{how}{ref} ({on_time}; due {due})"


def yes_no(value: bool) -> str:
    return "Yes" if value else "No"


def _papers(i: incidents.IncidentRow, letter: str, files: dict[str, list[str]]) -> str:
    """The incident's papers in the packet's zip, by their names there: the copy of its
    written confirmation and the files attached to it (the proof of sending among
    them) (R5)."""
    own = files.get(f"{Incident.__tablename__}:{i.id}", [])
    said = ([f"copy of the written confirmation {letter}"] if letter else []) + [
        f"attached {name}" for name in own
    ]
    return files_html("; ".join(said)) if said else "none"


def _incident(i: incidents.IncidentRow, today: date, papers: str) -> str:
    when = f"{i.incident_date} {cell_text(i.incident_time)}".strip()
    notices = "".join(f"<br>{_notice(i, n)}" for n in i.notices) or "none recorded."
    missing = "not stated yet"
    pairs = [
        [("Date and time", nowrap(when)), ("Kind", text(i.kind))],
        [("Where", text(i.location or "not recorded")), ("Device", nowrap(i.device_id or "none"))],
        [("Material", text(i.material or "not recorded")), ("Amount", text(i.quantity or "—"))],
    ]
    lines = [
        ("Potential blockage or sanitary sewer overflow", yes_no(i.blockage_or_sso_possible)),
        ("Description", text(i.description)),
        ("Telephone notices (R5)", notices),
        ("Written confirmation (R5)", escape(confirmation_text(i, today))),
        ("In the packet's zip", papers),
        ("1. Date of the incident", nowrap(i.incident_date)),
        ("2. Reasons for the discharge or spill", text(i.reasons or missing)),
        ("3. Steps taken at once to correct it", text(i.immediate_steps or missing)),
        ("4. Steps being taken to prevent it from recurring", text(i.preventive_steps or missing)),
    ]
    void = f" — {escape(i.status_text)}" if i.is_void else ""
    entered = entered_html(i.entered, i.incident_date)
    late = f" — {entered}" if entered else ""
    return f"<h3>Incident {nowrap(i.incident_no)} of {nowrap(i.incident_date)}{void}{late}</h3>" + (
        fields(pairs, lines)
    )


def part(sources: Sources) -> Part:
    """One block per incident: its fields, the phone notices and the written confirmation
    with the four elements R5 asks for, its due date and when it was sent, and its papers
    in the packet's zip."""
    db, est_id, window = sources.db, sources.est_id, sources.window
    letters = {c.incident_pk: c.name for c in confirmation_letters(db, est_id, window)}
    by_source = files_by_source(sources.files)
    found = sorted(
        (i for i in incidents.list_incidents(db, est_id) if window.holds(i.incident_date)),
        key=lambda i: (i.incident_date, i.id),
    )
    heading = f"<h2>Incidents ({len(found)}) (R5)</h2>"
    if not found:
        return Part(STYLE + heading + empty("incidents"))
    return Part(
        STYLE
        + heading
        + "".join(
            _incident(i, window.end, _papers(i, letters.get(i.id, ""), by_source)) for i in found
        )
    )
