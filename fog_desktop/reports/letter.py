"""The letters to the FOG program manager, as PDFs: the written confirmation of an
incident (R5) and the written notice of a planned change (R8a).

The confirmation states the four elements the ordinance asks for (the date of the
incident, the reasons, the steps taken at once, the steps to prevent it recurring), the
incident, the phone notices made, and the date the confirmation is due. The notice says
what will change, when it starts, and that it is given sixty days ahead. Each letter's
fixed sentences live in ``resources/letter/`` (``confirmation.html``, ``notice.html``),
so the owners can change the wording without touching the code; both are filled by
:func:`fill`, with the letterhead, the date, the recipient and the salutation every letter
shares, and every value from the records is escaped before it goes in.
"""

from __future__ import annotations

import string
from datetime import date, time
from importlib.resources import files
from pathlib import Path

from fog_desktop.database import Database
from fog_desktop.errors import FogError, NotFound, Problem, ValidationError
from fog_desktop.reports.pdf import escape, write_pdf
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services.changes import ChangeRow, list_changes
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from fog_desktop.services.incidents import REQUIRED_ELEMENTS, IncidentRow, get_incident
from fog_desktop.services.ordinances import profile_of
from models import Agency, Incident, PlannedChange

TEMPLATE = ("letter", "confirmation.html")
NOTICE_TEMPLATE = ("letter", "notice.html")
#: What every letter begins and ends with, filled in before the letter's own template.
HEAD = ("letter", "head.html")
CLOSING = ("letter", "closing.html")
#: What the letter calls the program manager when the profile names nobody.
PROGRAM_MANAGER = "FOG Program Manager"
NOT_RECORDED = "not recorded"


def long_date(day: date) -> str:
    """Thursday, December 24, 2026: a date as a letter writes it."""
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


def _clock(moment: time) -> str:
    return moment.strftime("%H:%M")


def lines(*parts: str) -> str:
    """Non-empty parts, each escaped, one per line."""
    return "<br>".join(escape(p.strip()) for p in parts if p and p.strip())


def _cells(label: str, value: str, span: int = 1) -> str:
    shown = escape(value) if value else NOT_RECORDED
    return (
        f'<td width="19%" valign="top"><b>{escape(label)}</b></td>'
        f'<td valign="top" colspan="{span}">{shown}</td>'
    )


def label_table(rows: list[list[tuple[str, str]]]) -> str:
    """Label and value pairs, two to a row; a pair alone in its row takes the width."""
    body = "".join(
        "<tr>"
        + "".join(_cells(label, value, 3 if len(row) == 1 else 1) for label, value in row)
        + "</tr>"
        for row in rows
    )
    return f'<table width="100%" cellspacing="0" cellpadding="1">{body}</table>'


def letterhead(profile: EstablishmentRow) -> str:
    """The establishment's address, license and contact under its name, one per line."""
    contact = ", ".join(
        p for p in (profile.contact_name, profile.contact_phone, profile.contact_email) if p
    )
    return lines(
        profile.address,
        f"Business license no. {profile.business_license_no}"
        if profile.business_license_no
        else "",
        f"Contact: {contact}" if contact else "",
    )


def recipient(profile: EstablishmentRow) -> str:
    """The program manager the letter goes to, as the profile names them."""
    return lines(
        profile.program_manager_name or PROGRAM_MANAGER,
        profile.program_manager_address,
        profile.program_manager_email,
    )


def _incident_details(row: IncidentRow) -> str:
    return label_table(
        [
            [("Incident ID", row.incident_no), ("Kind", row.kind)],
            [
                ("Date", long_date(row.incident_date)),
                ("Time", _clock(row.incident_time) if row.incident_time else ""),
            ],
            [("What was discharged", row.material), ("Roughly how much", row.quantity)],
            [
                ("Device involved", row.device_id or "none"),
                ("Blockage or overflow possible", "Yes" if row.blockage_or_sso_possible else "No"),
            ],
            [("Where", row.location)],
            [("Description", row.description)],
        ]
    )


def _phone_notices(row: IncidentRow) -> str:
    made = [n for n in row.notices if not n.is_void]
    if not made:
        return "<p>No telephone notice is recorded.</p>"
    header = "".join(
        f"<th align='left'>{h}</th>"
        for h in ("Whom", "When", "Number called", "Person reached", "What they said, reference")
    )
    body = "".join(
        "<tr>"
        + "".join(
            f"<td valign='top'>{escape(v)}</td>"
            for v in (
                "The city" if n.agency == Agency.CITY else "The health department",
                f"{n.called_at:%Y-%m-%d %H:%M}",
                n.phone_number,
                n.person_reached,
                n.response,
            )
        )
        + "</tr>"
        for n in made
    )
    return (
        f'<table width="100%" border="1" cellspacing="0" cellpadding="2">'
        f"<tr>{header}</tr>{body}</table>"
    )


def _when(row: IncidentRow) -> str:
    when = long_date(row.incident_date)
    return f"{when}, at {_clock(row.incident_time)}" if row.incident_time else when


def check_elements(row: IncidentRow) -> None:
    """Refuse a letter for a void incident or one that does not state all four elements
    (R5), each refusal named by the field to write."""
    if row.is_void:
        raise ValidationError.single(
            "incident", f"Incident {row.incident_no} is void ({row.status_text}): no letter."
        )
    problems = [
        Problem(field, f"Write {what}: the written confirmation must state it (R5).")
        for field, what in REQUIRED_ELEMENTS.items()
        if not getattr(row, field).strip()
    ]
    if problems:
        raise ValidationError(problems)


def _template(template: tuple[str, str]) -> string.Template:
    folder, name = template
    return string.Template((files("resources") / folder / name).read_text(encoding="utf-8"))


def salutation(profile: EstablishmentRow) -> str:
    return escape(
        f"Dear {profile.program_manager_name}:"
        if profile.program_manager_name
        else f"Dear {PROGRAM_MANAGER}:"
    )


def sender_values(
    profile: EstablishmentRow,
    today: date,
    *,
    followed: OrdinanceProfile,
    recipient_html: str | None = None,
) -> dict[str, str]:
    """What every letter to the city says the same way, escaped: who writes, when, to
    whom (the program manager, unless ``recipient_html`` names another), the ordinance it
    ``followed`` (its profile's citation), and how it signs, with the head and the closing
    they make."""
    values = {
        "establishment_name": escape(profile.name),
        "letterhead": letterhead(profile),
        "letter_date": escape(long_date(today)),
        "recipient": recipient(profile) if recipient_html is None else recipient_html,
        "salutation": salutation(profile),
        "signer_hint": escape(f"for {profile.name}"),
        "ordinance": escape(followed.code),
        "ordinance_in_words": escape(followed.code_in_words),
    }
    return values | {"head": filled(HEAD, values), "closing": filled(CLOSING, values)}


def filled(template: tuple[str, str], values: dict[str, str]) -> str:
    """A letter's editable template in resources/ with ``values`` (HTML, escaped) filled
    in; a placeholder the owners added that FOG Desktop does not fill stops it with a
    message naming the ones it does."""
    try:
        return _template(template).substitute(values)
    except (KeyError, ValueError) as exc:
        known = ", ".join(f"${key}" for key in values)
        raise FogError(
            f"The letter template resources/{'/'.join(template)} has a placeholder FOG "
            f"Desktop does not fill ({exc}); the placeholders are {known}."
        ) from None


def letter_html(
    row: IncidentRow, profile: EstablishmentRow, *, today: date, followed: OrdinanceProfile
) -> str:
    """The written confirmation as HTML, from its template with the values of the records
    filled in (R5)."""
    return filled(
        TEMPLATE,
        sender_values(profile, today, followed=followed)
        | {
            "incident_no": escape(row.incident_no),
            "incident_details": _incident_details(row),
            "phone_notices": _phone_notices(row),
            "incident_date": escape(_when(row)),
            "reasons": escape(row.reasons),
            "immediate_steps": escape(row.immediate_steps),
            "preventive_steps": escape(row.preventive_steps),
            "due_date": escape(long_date(row.confirmation_due)),
            "working_days": escape(str(followed.confirmation_working_days)),
        },
    )


def notice_html(
    row: ChangeRow, profile: EstablishmentRow, *, today: date, followed: OrdinanceProfile
) -> str:
    """The written notice of a planned change as HTML, from its template (R8a)."""
    return filled(
        NOTICE_TEMPLATE,
        sender_values(profile, today, followed=followed)
        | {
            "description": escape(row.description),
            "planned_start": escape(long_date(row.planned_start)),
            "notice_days": escape(str((row.planned_start - row.notice_due).days)),
            "notes": escape(row.notes) if row.notes else "",
        },
    )


def write_notice_letter(db: Database, change_pk: int, path: Path, *, today: date) -> Path:
    """Write the written notice of the planned change to ``path`` as a PDF, ready to sign
    and send (R8a); refused for a change that is void."""
    with db.read() as session:
        change = session.get(PlannedChange, change_pk)
        if change is None:
            raise NotFound(f"There is no planned change with id {change_pk}.")
        establishment_id = change.establishment_id
    row = next(r for r in list_changes(db, establishment_id) if r.id == change_pk)
    if row.is_void:
        raise ValidationError.single(
            "change",
            f"The planned change {row.description} is void ({row.status_text}): no letter.",
        )
    html = notice_html(
        row,
        get_establishment(db, establishment_id),
        today=today,
        followed=profile_of(db, establishment_id),
    )
    return write_pdf(Path(path), html, f"Notice of a planned change: {row.description}")


def write_confirmation_letter(db: Database, incident_pk: int, path: Path, *, today: date) -> Path:
    """Write the written confirmation of the incident to ``path`` as a PDF, ready to sign.

    Refused (ValidationError, by field) while any of the four elements is empty: a letter
    without them would not be the confirmation the ordinance asks for (R5).
    """
    with db.read() as session:
        incident = session.get(Incident, incident_pk)
        if incident is None:
            raise NotFound(f"There is no incident with id {incident_pk}.")
        establishment_id = incident.establishment_id
    row = get_incident(db, incident_pk)
    check_elements(row)
    profile = get_establishment(db, establishment_id)
    html = letter_html(row, profile, today=today, followed=profile_of(db, establishment_id))
    title = f"Written confirmation of incident {row.incident_no}"
    return write_pdf(Path(path), html, title)


def default_file_name(row: IncidentRow) -> str:
    """The name offered when the letter is saved: the Incident ID and what it is."""
    return f"{row.incident_no} written confirmation.pdf"


__all__ = [
    "check_elements",
    "default_file_name",
    "filled",
    "label_table",
    "letter_html",
    "letterhead",
    "lines",
    "long_date",
    "notice_html",
    "recipient",
    "salutation",
    "sender_values",
    "write_confirmation_letter",
    "write_notice_letter",
]
