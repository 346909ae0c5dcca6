"""The records behind the packet's answer and device pages, as an inspector reads them on
paper (R6, R7): manifests, employees and training with each signature and what it
attests, each incident as a block, the self-inspection checklists, the planned changes
and waivers, the city's inspections and notices of violation (R8e), the attachments with
their previews, and what this packet is.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from fog_desktop import __version__
from fog_desktop.audit import VerifyReport, local_time
from fog_desktop.database import Database
from fog_desktop.exchange import rows
from fog_desktop.exchange.packet_files import (
    PacketFile,
    confirmation_letters,
    files_by_source,
    packet_files,
)
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.city_inspections import city_inspection_rows
from fog_desktop.exchange.sheets.employees import EMPLOYEES, employee_rows
from fog_desktop.exchange.sheets.manifests import MANIFESTS, manifest_values, manifests_in
from fog_desktop.exchange.sheets.milestones import milestones_in
from fog_desktop.exchange.sheets.notices import NOTICES_OF_VIOLATION, notice_rows
from fog_desktop.exchange.sheets.planned_changes import planned_change_rows
from fog_desktop.exchange.sheets.waivers import waiver_fee_rows, waiver_rows
from fog_desktop.reports.line_cleanings import line_cleanings_html
from fog_desktop.reports.packet_html import (
    STYLE,
    Column,
    by_header,
    cell_text,
    empty,
    entered_html,
    fields,
    nowrap,
    person,
    table,
    text,
)
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.rules import enforcement
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.rules.training import period_of
from fog_desktop.services import incidents, missed, training
from fog_desktop.services.attachments import content_of
from fog_desktop.services.checklist_intervals import checklist_interval
from fog_desktop.services.entry_dates import Entered
from fog_desktop.services.milestones import MilestoneRow
from fog_desktop.services.obligations import obligations_for
from fog_desktop.services.ordinances import profile_of
from fog_desktop.services.progress_reports import ReportRow
from fog_desktop.services.self_inspection_rows import (
    AnswerRow,
    list_authorizations,
    list_checklists,
    self_inspection_obligations,
)
from models import Agency, HearingOutcome, Incident, SignOffMethod

#: A drawn signature beside the attendee's name; the attachment previews, five a row, so
#: that a name's folder and date ("checklists/2026-09-06") fits on a line at 8 points.
SIGNATURE_WIDTH = 80
THUMB_WIDTH = 54
THUMBS_A_ROW = 5
#: The Notices of violation sheet's column of the fee's due date (R8e, Fees A).
FEE_DUE = "Fee due (from the notice's date)"
#: The state of a record neither amended nor voided, which goes without saying.
RECORDED = "Recorded"


MANIFEST_COLUMNS = (
    Column("No.", nowrap=True),
    Column("Date", nowrap=True),
    Column("Hauler (registration no.)"),
    Column("Driver"),
    Column("Waste type"),
    Column("Gallons", nowrap=True),
    Column("Disposal site"),
    Column("Invoice"),
    Column("Device", nowrap=True),
    Column("Scans in the packet"),
)


def _with_entered(day: str, entered: Entered | None, describes: date) -> str:
    """A record's day and, under it, when it was entered if that matters (R6)."""
    said = entered_html(entered, describes)
    return f"{day}<br>{said}" if said else day


def _files_html(names: str) -> str:
    """Each file on a line of its own, wrapping at its spaces: a table of whole names is
    too wide for a landscape page at the packet's text size."""
    return "<br>".join(text(n) for n in names.split("; ") if n)


def _manifests(db: Database, est_id: int, window: Window, files: list[PacketFile]) -> Part:
    """Every manifest of the window, one row each, landscape; each disposal site's
    address once, under the table (R6: hauler, disposal site location)."""
    found = []
    sites: dict[str, str] = {}
    for manifest in manifests_in(db, est_id, window):
        m = by_header(MANIFESTS, manifest_values(manifest, files))
        hauler = text(m["Hauler"])
        registration = m["Hauler registration no."]
        if registration:
            hauler += " " + nowrap(f"({registration})")
        if m["Disposal site"]:
            sites.setdefault(m["Disposal site"], m["Disposal site address"] or "no address")
        amount = m["Invoice amount"]
        invoice = [m["Invoice no."], f"${amount:,.2f}" if amount is not None else ""]
        found.append(
            [
                text(m["Manifest no."]),
                _with_entered(text(m["Date"]), manifest.entered, manifest.manifest_date),
                hauler,
                text(m["Driver"]),
                text(m["Waste type"]),
                text(m["Gallons"]),
                text(m["Disposal site"]),
                " ".join(nowrap(v) for v in invoice if v),
                text(m["Device ID"]),
                _files_html(m["Attachments"]),
            ]
        )
    heading = f"<h2>Manifests ({len(found)})</h2>"
    if not found:
        return Part(STYLE + heading + empty("manifests"), landscape=True)
    where = "; ".join(f"<b>{escape(k)}</b>, {escape(v)}" for k, v in sites.items())
    listed = f'<p class="small">Disposal sites: {where}.</p>' if sites else ""
    html = STYLE + heading + table(MANIFEST_COLUMNS, found) + listed
    return Part(html, landscape=True)


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


def _people(db: Database, est_id: int, window: Window) -> Part:
    images: dict[str, bytes] = {}
    html = (
        _roster(db, est_id, window)
        + _missed(db, est_id, window)
        + _sessions(db, est_id, window, images)
    )
    return Part(STYLE + html, images=images)


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
    return _files_html("; ".join(said)) if said else "none"


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


def _incidents(db: Database, est_id: int, window: Window, files: list[PacketFile]) -> Part:
    """One block per incident: its fields, the phone notices and the written confirmation
    with the four elements R5 asks for, its due date and when it was sent, and its papers
    in the packet's zip."""
    letters = {c.incident_pk: c.name for c in confirmation_letters(db, est_id, window)}
    by_source = files_by_source(files)
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


INSPECTION_COLUMNS = (
    Column("Inspection", nowrap=True),
    Column("Date", nowrap=True),
    Column("Inspector"),
    Column("Result", nowrap=True),
    Column("Findings"),
    Column("Status"),
)
MILESTONE_COLUMNS = (
    Column("Agreement", nowrap=True),
    Column("Milestone"),
    Column("Due", nowrap=True),
    Column("Progress reports"),
    Column("Done", nowrap=True),
    Column("Status"),
)
CHECKLIST_COLUMNS = (
    Column("Date", nowrap=True),
    Column("Walked by"),
    Column("Items found not OK"),
    Column("Corrective action (due 7 days after)"),
    Column("Status"),
)
AUTHORIZATION_COLUMNS = (
    Column("Additive"),
    Column("Authorized on", nowrap=True),
    Column("By"),
    Column("Note"),
    Column("Status"),
)
CHANGE_COLUMNS = (
    Column("What will change"),
    Column("Planned start", nowrap=True),
    Column("Notice due", nowrap=True),
    Column("Notice sent on", nowrap=True),
    Column("Notes"),
    Column("Status"),
)
WAIVER_COLUMNS = (
    Column("Granted on", nowrap=True),
    Column("Terms"),
    Column("Instead of an interceptor"),
    Column("Cleaning interval", nowrap=True),
    Column("Revoked on", nowrap=True),
    Column("Notes"),
    Column("Status"),
)
FEE_COLUMNS = (
    Column("Waiver granted on", nowrap=True),
    Column("Paid on", nowrap=True),
    Column("Amount", nowrap=True),
    Column("Receipt no.", nowrap=True),
    Column("Status"),
)


def _step(values: dict[str, object], header: str, amount: str = "") -> str:
    """A step of a notice's life as the workbook has it: its date (and amount), or a
    dash while it has not happened."""
    day = values[header]
    money = values.get(amount) if amount else None
    said = " ".join(x for x in (cell_text(day), f"${money:,.2f}" if money is not None else "") if x)
    return nowrap(said) if said else "—"


def fee_due_text(values: dict[str, object], as_of: date) -> str:
    """When the notice's noncompliance fee is delinquent, and what it is counted from:
    the notice's date, as no invoice date is recorded (R8e, Fees A); unpaid past it, what
    it owes on ``as_of`` with its late penalties (Fees B)."""
    due, notice_on = values[FEE_DUE], values["Date mailed or posted"]
    if values["Hearing outcome"] == HearingOutcome.REVERSED:
        return "none: the notice was reversed at its hearing"
    if not isinstance(due, date) or not isinstance(notice_on, date):
        return "—"
    said = (
        f"{nowrap(cell_text(due))}: delinquent if unpaid {(due - notice_on).days} days after "
        "the invoice's date (Fees A). No invoice date is recorded, so the notice's date is "
        "taken for it."
    )
    fee, paid = values["Noncompliance fee"], values["Fee paid on"]
    if isinstance(fee, Decimal) and due < as_of and not (isinstance(paid, date) and paid <= as_of):
        owed = enforcement.fee_owed(fee, due, as_of)
        said += (
            f" Unpaid on {nowrap(cell_text(as_of))}: {nowrap(f'${owed:,.2f}')} owed, with the "
            "10% and 1.5% a month late penalties (Fees B)."
        )
    return said


def _hearing_on(values: dict[str, object]) -> str:
    """The hearing's day, or that it is asked for and not held yet: no order mailed says
    it was (R8e)."""
    asked, mailed = values["Hearing request received on"], values["Order mailed on"]
    if values["Hearing on"] is None and asked is not None and mailed is None:
        return "requested, not yet held"
    return _step(values, "Hearing on")


def _outcome(values: dict[str, object]) -> str:
    """What the hearing officer determined, and what a reversal leaves owed: nothing
    (R8e, Hearings D)."""
    outcome = values["Hearing outcome"]
    if outcome == HearingOutcome.REVERSED:
        return "Reversed: no fee and no duty it brought is owed"
    return text(outcome) if outcome else "—"


def _violation(values: dict[str, object], as_of: date) -> str:
    n = values
    fee = f"${n['Noncompliance fee']:,.2f}" if n["Noncompliance fee"] is not None else "none"
    pairs = [
        [("Mailed or posted", nowrap(f"{cell_text(n['Date mailed or posted'])} ({n['How']})")),
         ("Inspection", nowrap(n["Inspection ID"] or "none"))],
        [("Noncompliance fee", nowrap(fee)), ("Fee paid on", _step(n, "Fee paid on"))],
        [("Fee due", fee_due_text(n, as_of))],
        [("Hearing request due (received by the city)", _step(n, "Hearing request due")),
         ("Hearing request received on", _step(n, "Hearing request received on"))],
        [("Hearing on", _hearing_on(n)), ("Hearing outcome", _outcome(n))],
        [("Order mailed on", _step(n, "Order mailed on")),
         ("Appeal filed on", _step(n, "Appeal filed on"))],
        [("Order final on", _step(n, "Order final on")),
         ("Civil penalty", _step(n, "Penalty paid on", "Civil penalty"))],
        [("Cleanup invoiced on", _step(n, "Cleanup invoiced on", "Cleanup costs")),
         ("Cleanup paid on", _step(n, "Cleanup paid on"))],
        [("City notice to install an interceptor", _step(n, "Interceptor notice on")),
         ("Interceptor installed on", _step(n, "Interceptor installed on"))],
    ]  # fmt: skip
    void = f" — {text(n['Status'])}" if n["Status"] != RECORDED else ""
    title = f"<h3>{text(n['Kind'])} {nowrap(n['Notice ID'])}{void}</h3>"
    return title + fields(pairs, [("Finding", text(n["Finding"]))])


def _report(r: ReportRow) -> str:
    due = f"due {nowrap(cell_text(r.due_on))}" if r.due_on else "no due date"
    sent = f"sent {nowrap(cell_text(r.reported_on))}" if r.reported_on else "<b>not sent</b>"
    said = f": {escape(r.report)}" if r.report else ""
    void = f" ({escape(r.status_text)})" if r.is_void else ""
    return f"{due}, {sent}{said}{void}"


def _reports(m: MilestoneRow) -> str:
    """Each progress report on a milestone (R8e): due, sent and what it said, after the
    latest report kept on the milestone before reports were records."""
    said = [_report(r) for r in m.reports]
    if m.reported_on is not None:
        said.insert(0, f"sent {nowrap(cell_text(m.reported_on))}: {escape(m.progress_report)} "
                    "(latest report before reports were records)")  # fmt: skip
    return "<br>".join(said) or "none"


def _city(db: Database, est_id: int, window: Window) -> Part:
    """The city's inspections, each notice (of violation, an administrative complaint, a
    licence notice) with the steps that followed it and their deadlines, and the
    compliance milestones (R8e)."""
    found = [
        [nowrap(i[0]), nowrap(cell_text(i[1])), text(i[2]), nowrap(i[3]), text(i[4]), text(i[5])]
        for i in city_inspection_rows(db, est_id, window)
    ]
    notices = [by_header(NOTICES_OF_VIOLATION, n) for n in notice_rows(db, est_id, window)]
    milestones = [
        [nowrap(m.agreement), text(m.milestone), nowrap(cell_text(m.due_on)), _reports(m),
         nowrap(cell_text(m.done_on)), text(m.status_text)]
        for m in milestones_in(db, est_id, window)
    ]  # fmt: skip
    html = [
        STYLE,
        f"<h2>City inspections ({len(found)}) and the city's notices ({len(notices)}) (R8e)</h2>",
        table(INSPECTION_COLUMNS, found) if found else empty("city inspections"),
        *(_violation(n, window.end) for n in notices),
        f"<h3>Compliance schedule milestones ({len(milestones)})</h3>",
        table(MILESTONE_COLUMNS, milestones) if milestones else empty("compliance milestones"),
    ]
    return Part("".join(html))


def _fixes(answers: tuple[AnswerRow, ...]) -> str:
    return "<br>".join(
        f"{escape(a.item)}: fixed {nowrap(a.fix.fixed_on)}, {text(a.fix.what_was_done)}"
        if a.fix is not None
        else f"{escape(a.item)}: <b>not fixed</b> (due {nowrap(a.fix_due)})"
        for a in answers
    )


def _self_inspection(db: Database, est_id: int, window: Window) -> Part:
    """Each checklist walked in the window with the items found not OK and their
    corrective actions, void ones too; and the additives' written authorizations on
    file (R8c, R6)."""
    found = [c for c in list_checklists(db, est_id) if window.holds(c.inspected_on)]
    owed = obligations_for(
        db, est_id, window.end, all_history=True, only=self_inspection_obligations
    )
    checklists = [o for o in owed if o.kind == ObligationKind.SELF_INSPECTION]
    due = rows.due_counts(checklists, window).said("checklist", "checklists")
    heading = (
        f"<h2>Self-inspection checklists ({len(found)}) (R8c)</h2>"
        f'<p class="small">Walked {checklist_interval(db, est_id).plain}. In this window '
        f"{escape(due)} (page 1's count); every checklist walked is listed, due or not "
        "(the first one starts the schedule). Every item not listed was found OK or not "
        "applicable.</p>"
    )
    if found:
        body = table(
            CHECKLIST_COLUMNS,
            [
                [
                    nowrap(c.inspected_on),
                    text(c.inspected_by),
                    "<br>".join(f"{escape(a.item)}: {text(a.additive or a.note)}" for a in c.not_ok)
                    or "none",
                    _fixes(c.not_ok),
                    text(c.status_text),
                ]
                for c in found
            ],
        )
    else:
        body = empty("self-inspection checklists")
    authorizations = list_authorizations(db, est_id)
    kept = "<h3>Written authorizations of additives (Prohibitions C, G)</h3>" + (
        table(
            AUTHORIZATION_COLUMNS,
            [
                [
                    text(a.additive),
                    nowrap(a.authorized_on),
                    text(a.authorized_by),
                    text(a.note),
                    text(a.status_text),
                ]
                for a in authorizations
            ],
        )
        if authorizations
        else "<p>No written authorization of an additive is on file.</p>"
    )
    return Part(STYLE + heading + body + kept)


def _listed(title: str, what: str, columns: tuple[Column, ...], found: list[list[object]]) -> str:
    """A table of records with its count in the heading, or what an empty one says."""
    heading = f"<h3>{escape(title)} ({len(found)})</h3>"
    if not found:
        return heading + empty(what)
    return heading + table(columns, ([text(v) for v in row] for row in found))


def _changes_and_waivers(
    db: Database, est_id: int, window: Window, files: list[PacketFile]
) -> Part:
    """The planned changes with their notice (R8a), the conditional waivers with their
    revocation, and the payments of their fees (R8b); void ones too (R6); then the
    cleanings of the sewer main a contractor waiver asks for (R8b), and those of the
    lateral and the sewer line (R8f)."""
    return Part(
        STYLE
        + "<h2>Planned changes and conditional waivers (R8a, R8b)</h2>"
        + _listed(
            "Planned changes",
            "planned changes",
            CHANGE_COLUMNS,
            list(planned_change_rows(db, est_id, window)),
        )
        + _listed(
            "Conditional waivers",
            "conditional waivers",
            WAIVER_COLUMNS,
            list(waiver_rows(db, est_id, window)),
        )
        + _listed(
            "Waiver fees paid",
            "waiver fees paid",
            FEE_COLUMNS,
            list(waiver_fee_rows(db, est_id, window)),
        )
        + line_cleanings_html(db, est_id, window, files)
    )


SIGNATURE_COLUMNS = (Column("File in the packet", nowrap=True), Column("Belongs to"))


def _attachments(db: Database, est_id: int, files: list[PacketFile], report: VerifyReport) -> Part:
    """The files the packet's zip carries, named as in it: the scans with a small preview
    each, the drawn signatures listed (each is printed beside its attendee); then what
    this packet is."""
    drawn = {
        a.signature_sha256
        for s in training.list_sessions(db, est_id)
        for a in s.attendees
        if a.signature_sha256
    }
    images: dict[str, bytes] = {}
    cells = []
    signatures = []
    for f in files:
        if f.sha256 in drawn:
            signatures.append([nowrap(f.name), text(f.belongs_to)])
            continue
        preview = ""
        if f.media_type in ("image/png", "image/jpeg"):
            images[f.name] = content_of(db, f.sha256)
            preview = f'<img src="{escape(f.name)}" width="{THUMB_WIDTH}"><br>'
        cells.append(
            f'<td width="{100 // THUMBS_A_ROW}%">{preview}<span class="small">'
            f"{_file_name(f.name)}<br><i>{escape(f.belongs_to)}</i></span></td>"
        )
    html = [STYLE, f"<h2>Attachments ({len(files)})</h2>"]
    if not files:
        html.append(empty("attachments"))
    if cells:
        cells += ["<td></td>"] * (-len(cells) % THUMBS_A_ROW)
        grid = "".join(
            "<tr>" + "".join(cells[i : i + THUMBS_A_ROW]) + "</tr>"
            for i in range(0, len(cells), THUMBS_A_ROW)
        )
        html.append(
            '<p class="small">Each file is in the packet\'s zip under the name shown.</p>'
            f'<table class="grid" width="100%">{grid}</table>'
        )
    if signatures:
        html.append(f"<h3>Drawn signatures ({len(signatures)})</h3>")
        html.append(table(SIGNATURE_COLUMNS, signatures))
    html.append(_about(report))
    return Part("".join(html), images=images)


def _file_name(name: str) -> str:
    """A file's name wrapping at its spaces only: Qt would break it after the folder's
    slash, and a reader searching the packet would not find it whole."""
    folder_and_date, _, rest = name.partition(" ")
    return nowrap(folder_and_date) + (f" {text(rest)}" if rest else "")


def _about(report: VerifyReport) -> str:
    verdict = (
        "verified unbroken"
        if report.ok
        else f'<span class="problem">{len(report.problems)} problem(s) found</span>'
    )
    pairs = [
        [("Audit chain head hash", f'<span class="small">{escape(report.head_hash)}</span>')],
        [("Audit trail", verdict)],
        [
            ("Application", f"FOG Desktop {escape(__version__)}"),
            ("Prepared", nowrap(f"{datetime.now():%Y-%m-%d %H:%M}")),
        ],
    ]
    return "<h3>About this packet</h3>" + fields(pairs)


def record_parts(db: Database, est_id: int, window: Window, report: VerifyReport) -> list[Part]:
    """The records behind the answer and the device pages, a part each (R6, R7)."""
    files = packet_files(db, est_id, window)
    return [
        _manifests(db, est_id, window, files),
        _people(db, est_id, window),
        _incidents(db, est_id, window, files),
        _self_inspection(db, est_id, window),
        _city(db, est_id, window),
        _changes_and_waivers(db, est_id, window, files),
        _attachments(db, est_id, files, report),
    ]
