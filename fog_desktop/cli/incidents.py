"""incident: report a spill, record the phone notices, write and send the written
confirmation due five working days after it (rules.md R5, R6).

An incident is named by its Incident ID, e.g. INC-2026-003. Nothing is deleted: an
incident entered in error is voided with a reason and stays in the records.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict, fields
from datetime import date, datetime
from pathlib import Path
from typing import Any

from fog_desktop.cli.common import (
    EXIT_OK,
    Options,
    add_establishment_option,
    add_options,
    fail,
    fill,
    option_names,
    pick_establishment,
    refused,
)
from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, Problem, ValidationError
from fog_desktop.reports.letter import write_confirmation_letter
from fog_desktop.rules.obligations import state_of
from fog_desktop.services import incidents
from fog_desktop.services.incidents import (
    ConfirmationInput,
    IncidentInput,
    IncidentRow,
    NoticeInput,
)
from models import CONFIRMATION_METHODS, INCIDENT_KINDS, Agency, Establishment

REPORT_OPTIONS: Options = {
    "incident_date": ("--date", "YYYY-MM-DD of the incident (default today)"),
    "incident_time": ("--time", "HH:MM of the incident, 24-hour clock"),
    "kind": ("--kind", f"what happened, one of: {', '.join(INCIDENT_KINDS)}"),
    "location": ("--where", "where it happened, e.g. 'Back door drain'"),
    "material": ("--material", "what was discharged, e.g. 'Used fryer oil'"),
    "quantity": ("--quantity", "roughly how much, e.g. 'About 5 gallons'"),
    "device_id": ("--device-id", "the device involved, by its Device ID"),
    "description": ("--description", "what happened, in a few words"),
}
SSO_OPTION = "--sso"
ELEMENT_OPTIONS: Options = {
    "reasons": ("--reasons", "the reasons for the discharge or spill"),
    "immediate_steps": ("--immediate", "the steps taken at once to correct it"),
    "preventive_steps": ("--preventive", "the steps being taken to prevent it from recurring"),
}
NOTICE_REFUSALS = {
    "agency": "--agency",
    "called_on": "--date",
    "called_time": "--time",
    "person_reached": "--person",
    "response": "--response",
}
SENT_REFUSALS = {
    "confirmation_sent_on": "--date",
    "confirmation_method": "--method",
    "confirmation_reference": "--reference",
    "file": "--attach",
    # an element still empty: it is written with 'incident elements'
    **{field: f"incident elements {option}" for field, (option, _) in ELEMENT_OPTIONS.items()},
}
AGENCIES = {"city": Agency.CITY, "health": Agency.HEALTH_DEPT}


def now_for(context: AppContext) -> datetime:
    """Now, on the context's today: the moment a report or a call can't be later than."""
    return datetime.combine(context.today(), datetime.now().time())


def register(commands: Any) -> None:
    group = commands.add_parser(
        "incident", help="spills and other incidents: phone notices, written confirmation (R5)"
    )
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)

    p = sub.add_parser("list", help="the incidents, newest first, void ones included")
    add_establishment_option(p)
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_list)

    p = sub.add_parser(
        "report", help="report an incident; prints whom to call and by when to write"
    )
    add_establishment_option(p)
    add_options(p, REPORT_OPTIONS)
    p.add_argument(
        SSO_OPTION,
        dest="sso",
        action=argparse.BooleanOptionalAction,
        help="it can (--sso) or can't (--no-sso) cause a blockage or a sanitary sewer "
        "overflow; with --sso the health department must be called too (required)",
    )
    p.set_defaults(handler=_report)

    p = sub.add_parser("notice", help="record a phone call to the city or the health department")
    add_establishment_option(p)
    p.add_argument("incident_no", metavar="INCIDENT_ID", help="e.g. INC-2026-003")
    p.add_argument("--agency", choices=sorted(AGENCIES), required=True, help="whom you called")
    p.add_argument("--date", dest="called_on", help="YYYY-MM-DD of the call (default today)")
    p.add_argument("--time", dest="called_time", default="", help="HH:MM of the call")
    p.add_argument("--person", dest="person_reached", default="", help="the person reached")
    p.add_argument("--response", default="", help="what they said, or their reference number")
    p.set_defaults(handler=_notice)

    p = sub.add_parser(
        "elements", help="write the reasons and the steps the written confirmation states"
    )
    add_establishment_option(p)
    p.add_argument("incident_no", metavar="INCIDENT_ID", help="e.g. INC-2026-003")
    add_options(p, ELEMENT_OPTIONS)
    p.add_argument("--reason", default="", help="why it is amended (kept in the audit trail)")
    p.set_defaults(handler=_elements)

    p = sub.add_parser("letter", help="make the written confirmation letter, a PDF to sign")
    add_establishment_option(p)
    p.add_argument("incident_no", metavar="INCIDENT_ID", help="e.g. INC-2026-003")
    p.add_argument("--out", type=Path, required=True, metavar="FILE.pdf", help="where to write")
    p.set_defaults(handler=_letter)

    p = sub.add_parser("sent", help="record that the written confirmation was sent")
    add_establishment_option(p)
    p.add_argument("incident_no", metavar="INCIDENT_ID", help="e.g. INC-2026-003")
    p.add_argument("--date", dest="sent_on", help="YYYY-MM-DD it was sent (default today)")
    p.add_argument(
        "--method", default="", help=f"how it was sent, one of: {', '.join(CONFIRMATION_METHODS)}"
    )
    p.add_argument(
        "--reference",
        default="",
        help="the certified mail number (required for certified mail), the email address, "
        "or who received it by hand",
    )
    p.add_argument(
        "--attach",
        type=Path,
        action="append",
        default=[],
        metavar="FILE",
        help="the sent copy or the proof of sending (PDF, JPEG, PNG…); may be repeated",
    )
    p.set_defaults(handler=_sent)

    p = sub.add_parser("void", help="mark an incident entered in error; it stays in the records")
    add_establishment_option(p)
    p.add_argument("incident_no", metavar="INCIDENT_ID", help="e.g. INC-2026-003")
    p.add_argument("--reason", required=True, help="why it is void (required, kept)")
    p.set_defaults(handler=_void)


def find_incident(context: AppContext, est: Establishment, incident_no: str) -> IncidentRow:
    """The incident of ``est`` with this Incident ID, or NotFound naming the known ones."""
    rows = incidents.list_incidents(context.db, est.id)
    wanted = incident_no.strip().upper()
    found = next((r for r in rows if r.incident_no == wanted), None)
    if found is None:
        known = ", ".join(r.incident_no for r in rows) or "none yet"
        raise NotFound(f"There is no incident {incident_no} at {est.name} (known: {known}).")
    return found


def _first_call(row: IncidentRow, agency: Agency) -> datetime | None:
    calls = [n.called_at for n in row.notices if n.agency == agency and not n.is_void]
    return min(calls, default=None)


def confirmation_state(row: IncidentRow, today: date) -> str:
    """Met, Met late, Overdue, Due soon or Upcoming: the written confirmation's state."""
    return state_of(row.confirmation_due, row.confirmation_sent_on, today).value


def _json_row(row: IncidentRow, today: date) -> dict[str, Any]:
    data = asdict(row)
    data["confirmation_state"] = confirmation_state(row, today)
    data["missing_elements"] = list(row.missing_elements)
    return data


def _call_text(row: IncidentRow, agency: Agency) -> str:
    if agency == Agency.HEALTH_DEPT and not row.blockage_or_sso_possible:
        return "health: not needed"
    called = _first_call(row, agency)
    who = "city" if agency == Agency.CITY else "health"
    return f"{who}: {called:%Y-%m-%d %H:%M}" if called else f"{who}: NOT CALLED"


def _list(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    rows = incidents.list_incidents(context.db, est.id)
    today = context.today()
    if args.json:
        print(json.dumps([_json_row(r, today) for r in rows], indent=2, default=str))
        return EXIT_OK
    if not rows:
        print(f"No incidents recorded at {est.name}.")
    for r in rows:
        when = (
            f"{r.incident_date} {r.incident_time:%H:%M}"
            if r.incident_time
            else f"{r.incident_date}"
        )
        sent = f"sent {r.confirmation_sent_on}" if r.confirmation_sent_on else "not sent"
        print(
            f"{r.incident_no}  {when:<16}  {r.kind:<19}  {_call_text(r, Agency.CITY):<22}  "
            f"{_call_text(r, Agency.HEALTH_DEPT):<24}  confirmation due {r.confirmation_due} "
            f"({confirmation_state(r, today)}, {sent})  {r.status_text}"
        )
    return EXIT_OK


def _whom_to_call(est: Establishment, row: IncidentRow) -> list[str]:
    lines = [f"  the city (spill notices): {est.city_spill_phone or 'no number in the profile'}"]
    if row.blockage_or_sso_possible:
        phone = est.health_dept_phone or "no number in the profile"
        lines.append(f"  the health department: {phone} (a blockage or sewer overflow is possible)")
    return lines


def _report(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    if args.sso is None:
        problem = Problem(
            "sso", "Say whether it can cause a blockage or a sewer overflow: --sso or --no-sso."
        )
        return refused(ValidationError([problem]), {"sso": SSO_OPTION})
    data = fill(IncidentInput(), args, REPORT_OPTIONS)
    data.incident_date = data.incident_date or context.today().isoformat()
    data.blockage_or_sso_possible = bool(args.sso)
    try:
        record = incidents.report_incident(
            context.db, est.id, data, context.actor, now=now_for(context)
        )
    except ValidationError as exc:
        return refused(exc, option_names(REPORT_OPTIONS))
    row = incidents.get_incident(context.db, record.id)
    print(f"Reported {row.incident_no}: {row.kind} on {row.incident_date}.")
    print("Call now, if you have not yet (R5):")
    for line in _whom_to_call(est, row):
        print(line)
    print(
        f"Record each call with: fog-desktop incident notice {row.incident_no} --agency city "
        "--time HH:MM --person NAME"
    )
    print(
        f"The written confirmation to the program manager is due {row.confirmation_due:%a} "
        f"{row.confirmation_due} (five working days, R5)."
    )
    return EXIT_OK


def _notice(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    row = find_incident(context, est, args.incident_no)
    agency = AGENCIES[args.agency]
    phone = est.city_spill_phone if agency == Agency.CITY else est.health_dept_phone
    data = NoticeInput(
        agency=agency,
        called_on=args.called_on or context.today().isoformat(),
        called_time=args.called_time,
        phone_number=phone,
        person_reached=args.person_reached,
        response=args.response,
    )
    try:
        notice = incidents.add_phone_notice(
            context.db, row.id, data, context.actor, now=now_for(context)
        )
    except ValidationError as exc:
        return refused(exc, NOTICE_REFUSALS)
    whom = "the city" if agency == Agency.CITY else "the health department"
    person = f", {notice.person_reached}" if notice.person_reached else ""
    when = f"{notice.called_at:%Y-%m-%d %H:%M}"
    print(f"Recorded the call to {whom} about {row.incident_no}: {when}{person}.")
    return EXIT_OK


def incident_input(row: IncidentRow) -> IncidentInput:
    """The incident as typed, from the row the services list: for an amendment."""
    values: dict[str, Any] = {}
    for f in fields(IncidentInput):
        value = getattr(row, f.name)
        if f.name == "incident_time":
            value = value.strftime("%H:%M") if value else ""
        elif f.name == "incident_date":
            value = value.isoformat()
        values[f.name] = value
    return IncidentInput(**values)


def _elements(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    row = find_incident(context, est, args.incident_no)
    data = fill(incident_input(row), args, ELEMENT_OPTIONS)
    try:
        incidents.amend_incident(
            context.db, row.id, data, context.actor, now=now_for(context), reason=args.reason
        )
    except ValidationError as exc:
        return refused(exc, option_names(ELEMENT_OPTIONS))
    updated = incidents.get_incident(context.db, row.id)
    print(f"Amended {row.incident_no}.")
    if updated.missing_elements:
        print("Still to write before it can be sent (R5): " + "; ".join(updated.missing_elements))
    else:
        print(
            "The written confirmation states all four elements. Make the letter with: "
            f"fog-desktop incident letter {row.incident_no} --out FILE.pdf"
        )
    return EXIT_OK


def _letter(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    row = find_incident(context, est, args.incident_no)
    out: Path = args.out if args.out.suffix.lower() == ".pdf" else args.out.with_suffix(".pdf")
    try:
        path = write_confirmation_letter(context.db, row.id, out, today=context.today())
    except ValidationError as exc:
        return refused(exc, SENT_REFUSALS)
    except OSError as exc:
        return fail(f"The letter can't be written to {out}: {exc.strerror or exc}")
    print(f"Wrote the written confirmation of {row.incident_no} to {path}.")
    print(
        f"Sign it and send it to the program manager by {row.confirmation_due:%a} "
        f"{row.confirmation_due}; then: fog-desktop incident sent {row.incident_no} "
        "--method METHOD"
    )
    return EXIT_OK


def _sent(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    row = find_incident(context, est, args.incident_no)
    sent = ConfirmationInput(
        sent_on=args.sent_on or context.today().isoformat(),
        method=args.method,
        reference=args.reference,
    )
    try:
        incidents.mark_confirmation_sent(
            context.db, row.id, sent, context.actor, today=context.today(), files=args.attach
        )
    except ValidationError as exc:
        return refused(exc, SENT_REFUSALS)
    updated = incidents.get_incident(context.db, row.id)
    state = confirmation_state(updated, context.today())
    print(
        f"The written confirmation of {row.incident_no} was sent on "
        f"{updated.confirmation_sent_on} by {updated.confirmation_method}: {state} "
        f"(due {updated.confirmation_due})."
    )
    for path in args.attach:
        print(f"Attached {path.name}.")
    return EXIT_OK


def _void(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    row = find_incident(context, est, args.incident_no)
    try:
        incidents.void_incident(context.db, row.id, args.reason, context.actor)
    except ValidationError as exc:
        return refused(exc, {"reason": "--reason"})
    print(f"{row.incident_no} is void: {args.reason.strip()}")
    return EXIT_OK


__all__ = ["find_incident", "incident_input", "now_for", "register"]
