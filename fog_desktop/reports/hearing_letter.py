"""Reply to the city: the request for a hearing on a notice of violation, as a PDF to
sign (R8e).

The ordinance asks that the request set forth in detail every fact in support of it and
that the city *receive* it within 15 days of the notice's mailing or posting; the letter
says both. It goes to the director, in care of the FOG program. Its fixed sentences live
in ``resources/letter/hearing-request.html`` and are filled by the confirmation letter's
machinery (:mod:`~fog_desktop.reports.letter`).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.reports.letter import (
    PROGRAM_MANAGER,
    filled,
    label_table,
    lines,
    long_date,
    sender_values,
)
from fog_desktop.reports.pdf import escape, write_pdf
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from fog_desktop.services.violations_rows import NoticeRow, find_notice

TEMPLATE = ("letter", "hearing-request.html")
#: Whom the ordinance says receives a request for a hearing.
DIRECTOR = "Director of Public Works"


def _recipient(profile: EstablishmentRow) -> str:
    return lines(
        DIRECTOR,
        f"c/o {profile.program_manager_name or PROGRAM_MANAGER}",
        profile.program_manager_address,
        profile.program_manager_email,
    )


def _notice_details(row: NoticeRow) -> str:
    fee = f"${row.noncompliance_fee:,.2f}" if row.noncompliance_fee is not None else "none"
    return label_table(
        [
            [("Notice", row.notice_no), ("Issued", f"{row.delivery} {row.notice_on}")],
            [("Inspection", row.inspection_no or "none named"), ("Noncompliance fee", fee)],
            [("Finding", row.finding)],
        ]
    )


def hearing_request_html(
    row: NoticeRow, profile: EstablishmentRow, facts: str, *, today: date
) -> str:
    """The request as HTML, from its template with the notice and the facts filled in."""
    due = row.hearing_request_due
    assert due is not None, "only a notice of violation's hearing is requested"
    values = sender_values(
        profile, today, followed=row.ordinance, recipient_html=_recipient(profile)
    ) | {
        "notice_no": escape(row.notice_no),
        "notice_date": escape(long_date(row.notice_on)),
        "notice_details": _notice_details(row),
        "facts": escape(facts.strip()).replace("\n", "<br>"),
        "received_by": escape(long_date(due)),
        "hearing_days": escape(str((due - row.notice_on).days)),
    }
    return filled(TEMPLATE, values)


def write_hearing_request(
    db: Database, establishment_id: int, notice_no: str, facts: str, path: Path, *, today: date
) -> Path:
    """Write the request for a hearing on notice ``notice_no`` to ``path`` (R8e). Refused
    without the facts in support of it, which the ordinance requires, for a void notice,
    and for any but a notice of violation, whose hearing the city sets."""
    row = find_notice(db, establishment_id, notice_no)
    if row.is_void:
        raise ValidationError.single(
            "notice", f"Notice {row.notice_no} is void ({row.status_text}): no letter."
        )
    if row.hearing_request_due is None:
        raise ValidationError.single(
            "notice",
            f"{row.kind} {row.notice_no}: the city sets its hearing, there is none to "
            "request (R8e).",
        )
    if not facts.strip():
        raise ValidationError.single(
            "facts",
            "Write the facts in support of the request: the ordinance asks for all of them, "
            "in detail (R8e).",
        )
    profile = get_establishment(db, establishment_id)
    html = hearing_request_html(row, profile, facts, today=today)
    return write_pdf(Path(path), html, f"Request for a hearing on notice {row.notice_no}")
