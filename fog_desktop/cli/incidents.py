"""incident: report a spill, record the phone notices, write and send the written
confirmation due the ordinance profile's working days after it (rules.md R5, R6).

An incident is named by its Incident ID, e.g. INC-2026-003. Nothing is deleted: an
incident entered in error is voided with a reason and stays in the records.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from datetime import date, datetime
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import AMENDMENT, Actions, Field, Table, attached, key, parent
from fog_desktop.cli.common import (
    Change,
    in_establishment,
    listed_in,
    one_of,
    pdf_path,
    pick_establishment,
    wrote,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.reports.letter import write_confirmation_letter
from fog_desktop.rules.incident_notices import call_timing
from fog_desktop.services import incidents, written_confirmation
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import IncidentInput, IncidentRow, NoticeInput
from fog_desktop.services.written_confirmation import ConfirmationInput
from models import CONFIRMATION_METHODS, INCIDENT_KINDS, Agency

REPORT = Table(
    IncidentInput,
    Field("incident_date", "--date", "YYYY-MM-DD of the incident (default today)"),
    Field("incident_time", "--time", "time of the incident: 14:30 or 2:30 PM"),
    Field("kind", "--kind", f"what happened, one of: {', '.join(INCIDENT_KINDS)}"),
    Field("location", "--where", "where it happened, e.g. 'Back door drain'"),
    Field("material", "--material", "what was discharged, e.g. 'Used fryer oil'"),
    Field("quantity", "--quantity", "roughly how much, e.g. 'About 5 gallons'"),
    Field("device_id", "--device-id", "the device involved, by its Device ID"),
    Field("description", "--description", "what happened, in a few words"),
    Field(
        "blockage_or_sso_possible",
        "--sso",
        "it can (--sso) or can't (--no-sso) cause a blockage or a sanitary sewer "
        "overflow; with --sso the health department must be called too (required)",
        metavar=None,
        action=argparse.BooleanOptionalAction,
    ),
)
ELEMENTS = Table(
    IncidentInput,
    Field("reasons", "--reasons", "the reasons for the discharge or spill"),
    Field("immediate_steps", "--immediate", "the steps taken at once to correct it"),
    Field("preventive_steps", "--preventive", "the steps being taken to prevent it from recurring"),
)
AGENCIES = {"city": Agency.CITY, "health": Agency.HEALTH_DEPT}
#: The call's options; ``--agency`` names the key of :data:`AGENCIES`, not the agency.
NOTICE = Table(
    NoticeInput,
    Field("called_on", "--date", "YYYY-MM-DD of the call (default today)", metavar=None),
    Field("called_time", "--time", "time of the call: 14:30 or 2:30 PM", metavar=None),
    Field("person_reached", "--person", "the person reached", metavar=None),
    Field("response", "--response", "what they said, or their reference number", metavar=None),
)
AGENCY = parent(
    Field(
        "agency",
        "--agency",
        "whom you called",
        required=True,
        metavar=None,
        choices=sorted(AGENCIES),
    )
)
NOTICE_REFUSALS = {"agency": "--agency", **NOTICE.refusals}
SENT = Table(
    ConfirmationInput,
    Field("sent_on", "--date", "YYYY-MM-DD it was sent (default today)", metavar=None),
    Field(
        "method",
        "--method",
        f"how it was sent, one of: {', '.join(CONFIRMATION_METHODS)}",
        metavar=None,
    ),
    Field(
        "reference",
        "--reference",
        "the certified mail number (required for certified mail), the email address, "
        "or who received it by hand",
        metavar=None,
    ),
)
SENT_COPIES = attached("the sent copy or the proof of sending")
#: The service names the confirmation's fields by the incident's columns.
SENT_REFUSALS = {
    "confirmation_sent_on": "--date",
    "confirmation_method": "--method",
    "confirmation_reference": "--reference",
    "file": "--attach",
    # an element still empty: it is written with 'incident elements'
    **{attr: f"incident elements {option}" for attr, option in ELEMENTS.refusals.items()},
}
INCIDENT_ID = key("incident_no", "INCIDENT_ID", "e.g. INC-2026-003")


def now_for(context: AppContext) -> datetime:
    """Now, on the context's today: the moment a report or a call can't be later than."""
    return datetime.combine(context.today(), datetime.now().time())


def register(commands: Any) -> None:
    actions = Actions(
        commands, "incident", "spills and other incidents: phone notices, written confirmation (R5)"
    )
    actions.list("the incidents, newest first, void ones included", _list)
    actions.action(
        "report",
        "report an incident; prints whom to call and by when to write",
        Change(in_establishment, _report, REPORT.refusals),
        REPORT.parent(),
    )
    actions.action(
        "notice",
        "record a phone call to the city or the health department",
        Change(_incident, _notice, NOTICE_REFUSALS),
        INCIDENT_ID,
        AGENCY,
        NOTICE.parent(),
    )
    actions.action(
        "elements",
        "write the reasons and the steps the written confirmation states",
        Change(_incident, _elements, ELEMENTS.refusals),
        INCIDENT_ID,
        ELEMENTS.parent(amending=True),
        AMENDMENT,
    )
    out = Field("out", "--out", "where to write", required=True, metavar="FILE.pdf", parse=Path)
    actions.action(
        "letter",
        "make the written confirmation letter, a PDF to sign",
        _letter,
        INCIDENT_ID,
        parent(out),
    )
    actions.action(
        "sent",
        "record that the written confirmation was sent",
        Change(_incident, _sent, SENT_REFUSALS),
        INCIDENT_ID,
        SENT.parent(),
        SENT_COPIES,
    )
    actions.void(
        "mark an incident entered in error; it stays in the records",
        INCIDENT_ID,
        _named_incident,
        incidents.void_incident,
    )


def find_incident(context: AppContext, est: EstablishmentRow, incident_no: str) -> IncidentRow:
    """The incident of ``est`` with this Incident ID, or NotFound naming the known ones."""
    rows = incidents.list_incidents(context.db, est.id)
    wanted = incident_no.strip().upper()
    known = ", ".join(r.incident_no for r in rows) or "none yet"
    return one_of(
        rows,
        lambda r: r.incident_no == wanted,
        f"There is no incident {incident_no} at {est.name} (known: {known}).",
    )


def confirmation_state(row: IncidentRow, today: date) -> str:
    """Met, Met late, Overdue, Due soon, Upcoming or Before records began: the written
    confirmation's state (R5, R9)."""
    return row.confirmation_state(today).value


def _json_row(row: IncidentRow, today: date) -> dict[str, Any]:
    data = asdict(row)
    for notice, shown in zip(row.notices, data["notices"], strict=True):
        timing = row.timing(notice)
        shown |= {"on_time": timing.on_time, "timing": incidents.call_timing_text(timing)}
    data["confirmation_state"] = confirmation_state(row, today)
    data["missing_elements"] = list(row.missing_elements)
    return data


def _call_text(row: IncidentRow, agency: Agency) -> str:
    if agency == Agency.HEALTH_DEPT and not row.blockage_or_sso_possible:
        return "health: not needed"
    called = row.first_call(agency)
    who = "city" if agency == Agency.CITY else "health"
    if called is None:
        return f"{who}: NOT CALLED"
    timing = incidents.call_timing_text(row.timing(called))
    return f"{who}: {called.called_at:%Y-%m-%d %H:%M} ({timing})"


def _list(context: AppContext, args: argparse.Namespace) -> int:
    today = context.today()
    return listed_in(
        context,
        args,
        incidents.list_incidents,
        lambda r: _json_row(r, today),
        lambda r: _line(r, today),
        records="incidents",
    )


def _line(r: IncidentRow, today: date) -> str:
    when = f"{r.incident_date} {r.incident_time:%H:%M}" if r.incident_time else f"{r.incident_date}"
    sent = f"sent {r.confirmation_sent_on}" if r.confirmation_sent_on else "not sent"
    return (
        f"{r.incident_no}  {when:<16}  {r.kind:<19}  {_call_text(r, Agency.CITY):<22}  "
        f"{_call_text(r, Agency.HEALTH_DEPT):<24}  confirmation due {r.confirmation_due} "
        f"({confirmation_state(r, today)}, {sent})  {r.status_text}"
    )


def _whom_to_call(est: EstablishmentRow, row: IncidentRow) -> list[str]:
    lines = [f"  the city (spill notices): {est.city_spill_phone or 'no number in the profile'}"]
    if row.blockage_or_sso_possible:
        phone = est.health_dept_phone or "no number in the profile"
        lines.append(f"  the health department: {phone} (a blockage or sewer overflow is possible)")
    return lines


def _report(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    if args.blockage_or_sso_possible is None:
        raise ValidationError.single(
            "blockage_or_sso_possible",
            "Say whether it can cause a blockage or a sewer overflow: --sso or --no-sso.",
        )
    data = REPORT.read(args)
    data.incident_date = data.incident_date or context.today().isoformat()
    record = incidents.report_incident(
        context.db, est.id, data, context.actor, now=now_for(context)
    )
    row = incidents.get_incident(context.db, record.id)
    return "\n".join(
        [
            f"Reported {row.incident_no}: {row.kind} on {row.incident_date}.",
            "Call now, if you have not yet (R5):",
            *_whom_to_call(est, row),
            f"Record each call with: fog-desktop incident notice {row.incident_no} --agency city "
            "--time HH:MM --person NAME",
            f"The written confirmation to the program manager is due {row.confirmation_due:%a} "
            f"{row.confirmation_due} ({row.confirmation_working_days} working days, R5).",
        ]
    )


def _incident(
    context: AppContext, args: argparse.Namespace
) -> tuple[EstablishmentRow, IncidentRow]:
    """The incident the arguments name, with its establishment: what a change acts on."""
    est = pick_establishment(context, args.establishment)
    return est, find_incident(context, est, args.incident_no)


def _named_incident(context: AppContext, args: argparse.Namespace) -> tuple[int, str]:
    _, row = _incident(context, args)
    return row.id, row.incident_no


def _notice(
    context: AppContext, found: tuple[EstablishmentRow, IncidentRow], args: argparse.Namespace
) -> str:
    est, row = found
    agency = AGENCIES[args.agency]
    phone = est.city_spill_phone if agency == Agency.CITY else est.health_dept_phone
    data = NOTICE.fill(NoticeInput(agency=agency, phone_number=phone), args)
    data.called_on = data.called_on or context.today().isoformat()
    notice = incidents.add_phone_notice(
        context.db, row.id, data, context.actor, now=now_for(context)
    )
    whom = "the city" if agency == Agency.CITY else "the health department"
    person = f", {notice.person_reached}" if notice.person_reached else ""
    when = f"{notice.called_at:%Y-%m-%d %H:%M}"
    timing = call_timing(row.incident_date, row.incident_time, notice.called_at)
    return (
        f"Recorded the call to {whom} about {row.incident_no}: {when}{person} "
        f"({incidents.call_timing_text(timing)}, R5)."
    )


def _elements(
    context: AppContext, found: tuple[EstablishmentRow, IncidentRow], args: argparse.Namespace
) -> str:
    _, row = found
    data = ELEMENTS.fill(IncidentInput.of(row), args)
    incidents.amend_incident(
        context.db, row.id, data, context.actor, now=now_for(context), reason=args.reason
    )
    missing = incidents.get_incident(context.db, row.id).missing_elements
    if missing:
        then = "Still to write before it can be sent (R5): " + "; ".join(missing)
    else:
        then = (
            "The written confirmation states all four elements. Make the letter with: "
            f"fog-desktop incident letter {row.incident_no} --out FILE.pdf"
        )
    return f"Amended {row.incident_no}.\n{then}"


def _letter(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    row = find_incident(context, est, args.incident_no)
    out = pdf_path(args.out)
    return wrote(
        lambda: write_confirmation_letter(context.db, row.id, out, today=context.today()),
        SENT_REFUSALS,
        f"The letter can't be written to {out}",
        lambda path: (
            f"Wrote the written confirmation of {row.incident_no} to {path}.\n"
            f"Sign it and send it to the program manager by {row.confirmation_due:%a} "
            f"{row.confirmation_due}; then: fog-desktop incident sent {row.incident_no} "
            "--method METHOD"
        ),
    )


def _sent(
    context: AppContext, found: tuple[EstablishmentRow, IncidentRow], args: argparse.Namespace
) -> str:
    _, row = found
    sent = SENT.read(args)
    sent.sent_on = sent.sent_on or context.today().isoformat()
    written_confirmation.mark_confirmation_sent(
        context.db, row.id, sent, context.actor, today=context.today(), files=args.attach
    )
    updated = incidents.get_incident(context.db, row.id)
    state = confirmation_state(updated, context.today())
    return "\n".join(
        [
            f"The written confirmation of {row.incident_no} was sent on "
            f"{updated.confirmation_sent_on} by {updated.confirmation_method}: {state} "
            f"(due {updated.confirmation_due}).",
            *(f"Attached {path.name}." for path in args.attach),
        ]
    )


__all__ = ["find_incident", "now_for", "register"]
