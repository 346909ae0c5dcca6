"""The printable records packet (R7): a cover with the compliance summary and the audit
verification, then one section per record type as tables, signatures and scans where
they belong, numbered "page x of y" on US letter paper."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import Any

from fog_desktop import __version__
from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange import layout, output, rows
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import calendar_text
from fog_desktop.reports.pdf import escape, render_pdf
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services import maintenance, training
from fog_desktop.services.attachments import content_of
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    MaintenanceFilter,
)
from fog_desktop.services.obligations import obligations_for

STYLE = """
<style>
h1 { font-size: 16pt; } h2 { font-size: 13pt; margin-top: 14px; }
table { border-collapse: collapse; } th { background: #dde4ee; text-align: left; }
td, th { border: 1px solid #999; padding: 2px 4px; font-size: 7pt; }
.problem { color: #a00000; } .ok { color: #116611; }
</style>
"""
THUMB_WIDTH = 110


def cell_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, time):
        return value.strftime("%H:%M")
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    return str(value)


def table(headers: Sequence[str], data: Iterable[Sequence[Any]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(cell_text(v))}</td>" for v in row) + "</tr>" for row in data
    )
    return f'<table width="100%"><tr>{head}</tr>{body}</table>'


def _section(sheet: layout.Sheet, data: Iterable[Sequence[Any]], skip: Sequence[str] = ()) -> str:
    keep = [i for i, c in enumerate(sheet.columns) if c.header not in skip]
    chosen = [[row[i] for i in keep] for row in data]
    headers = [sheet.columns[i].header for i in keep]
    empty = "<p>No records in the window.</p>"
    return f"<h2>{escape(sheet.name)}</h2>" + (table(headers, chosen) if chosen else empty)


def _compliance(db: Database, est_id: int, window: Window) -> str:
    """Every obligation not met or met late in the window, every 25% exceedance, partial
    pump-out and missing manifest."""
    as_of = window.end
    late = [
        o
        for o in obligations_for(db, est_id, as_of, all_history=True)
        if o.due <= as_of
        and window.holds(o.due)
        and o.state(as_of) in (ObligationState.OVERDUE, ObligationState.MET_LATE)
    ]
    flt = MaintenanceFilter(date_from=window.start, date_to=window.end, status="in use")
    flagged = [r for r in maintenance.iter_rows(db, est_id, flt, as_of=as_of) if r.flags]
    parts = ["<h2>Compliance summary</h2>"]
    if late:
        parts.append(
            table(
                ["Kind", "Subject", "Due", "State", "Met on", "Rule"],
                [
                    [o.kind.value, o.subject, o.due, o.state(as_of).value, o.met_on, o.rule]
                    for o in late
                ],
            )
        )
    else:
        parts.append('<p class="ok">Every obligation due in the window was met on time.</p>')
    for flag, text in (
        (FLAG_OVER_25, "25% rule exceedances (R1)"),
        (FLAG_PARTIAL, "Possible partial pump-outs (R2)"),
        (FLAG_MANIFEST_MISSING, "Pump-outs with no manifest after 7 days (R2)"),
    ):
        found = [r for r in flagged if flag in r.flags]
        parts.append(f"<p><b>{escape(text)}:</b> {len(found)}</p>")
        if found:
            parts.append(
                table(
                    ["Date", "Device", "Service", "% of design depth", "Gallons", "Manifest no."],
                    [
                        [
                            r.service_date,
                            r.device_id,
                            r.service,
                            r.percent,
                            r.gallons_removed,
                            r.manifest_no,
                        ]
                        for r in found
                    ],
                )
            )
    return "".join(parts)


def _cover(db: Database, est_id: int, window: Window, report: VerifyReport | None) -> str:
    est = get_establishment(db, est_id)
    report = report if report is not None else rows.verification(db, est_id)
    verdict = (
        '<span class="ok">verified: the chain is unbroken and every record of this '
        "establishment matches it</span>"
        if report.ok
        else f'<span class="problem">{len(report.problems)} problem(s): '
        f"{escape(report.problems[0])}</span>"
    )
    facts = [
        ("Establishment", est.name),
        ("Address", est.address),
        ("Business license no.", est.business_license_no),
        ("Contact", f"{est.contact_name} {est.contact_phone} {est.contact_email}".strip()),
        (
            "FOG program manager",
            f"{est.program_manager_name}, {est.program_manager_address}".strip(", "),
        ),
        ("Records window", f"{window.start} to {window.end} (R7)"),
        ("Prepared", f"{datetime.now():%Y-%m-%d %H:%M} with FOG Desktop {__version__}"),
    ]
    # The verdict and the hash are HTML of our own; every other value is escaped.
    facts_html = [(k, escape(v)) for k, v in facts] + [
        ("Audit trail", verdict),
        ("Audit chain head hash", f"<code>{report.head_hash}</code>"),
    ]
    rows_html = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in facts_html)
    calendar = escape(calendar_text(db, est_id, window))
    return (
        f"<h1>FOG records packet — {escape(est.name)}</h1><table>{rows_html}</table>"
        + _compliance(db, est_id, window)
        + f"<h2>Working-day calendar used for written confirmations (R5)</h2><p>{calendar}</p>"
    )


def _training(db: Database, est_id: int, window: Window, images: dict[str, bytes]) -> str:
    """Each session with its attendees, how each signed, and the drawn signatures."""
    parts = ["<h2>Training</h2>"]
    sessions = [s for s in training.list_sessions(db, est_id) if window.holds(s.session_date)]
    if not sessions:
        return parts[0] + "<p>No records in the window.</p>"
    for s in sorted(sessions, key=lambda s: s.session_date):
        parts.append(
            f"<p><b>{s.session_date} — {escape(s.kind)} training by {escape(s.trainer)}</b> "
            f"({escape(s.status_text)})<br>Topics: {escape('; '.join(s.topics))}</p>"
        )
        body = []
        for a in s.attendees:
            signature = ""
            if a.signature_sha256:
                key = f"sig-{a.sign_off_id}"
                images[key] = content_of(db, a.signature_sha256)
                signature = f'<img src="{key}" width="{THUMB_WIDTH}">'
            when = cell_text(a.signed_at) if a.signed_at else ""
            meaning = (
                "attended and understood"
                if a.method != "none"
                else "NOT SIGNED: does not count (R4)"
            )
            who = f"{escape(a.name)} ({escape(a.employee_id)})"
            body.append(
                f"<tr><td>{who}</td><td>{escape(a.signed)}</td>"
                f"<td>{escape(when)}</td><td>{escape(meaning)}</td><td>{signature}</td>"
                f"<td>{escape(a.status_text)}</td></tr>"
            )
        parts.append(
            '<table width="100%"><tr><th>Attendee</th><th>Signed</th><th>When</th>'
            "<th>Meaning</th><th>Signature</th><th>Status</th></tr>" + "".join(body) + "</table>"
        )
    return "".join(parts)


def _attachments(db: Database, files: list[rows.PacketFile], images: dict[str, bytes]) -> str:
    parts = ["<h2>Attachments</h2>"]
    if not files:
        return parts[0] + "<p>No attachments in the window.</p>"
    body = []
    for f in files:
        thumb = ""
        if f.media_type in ("image/png", "image/jpeg"):
            images[f.name] = content_of(db, f.sha256)
            thumb = f'<img src="{escape(f.name)}" width="{THUMB_WIDTH}">'
        body.append(
            f"<tr><td>{escape(f.name)}</td><td>{escape(f.belongs_to)}</td>"
            f"<td>{escape(f.original_name)}</td><td>{thumb}</td></tr>"
        )
    parts.append(
        '<table width="100%"><tr><th>File in packet</th><th>Belongs to</th><th>Original name</th>'
        "<th>Preview</th></tr>" + "".join(body) + "</table>"
    )
    return "".join(parts)


def write_packet_pdf(
    db: Database,
    est_id: int,
    path: Path,
    window: Window,
    verification: VerifyReport | None = None,
) -> Path:
    """The printable packet of one establishment and window at ``path``, written under a
    partial name and put in place when complete; a disk or folder that refuses is
    :class:`~fog_desktop.exchange.output.WriteFailed` in one sentence."""
    with output.writing(path, "PDF") as tmp:
        render_packet_pdf(db, est_id, tmp, window, verification)
    return path


def render_packet_pdf(
    db: Database,
    est_id: int,
    out: Path,
    window: Window,
    verification: VerifyReport | None = None,
) -> None:
    """:func:`write_packet_pdf` straight to ``out``; the audit trail is verified unless
    ``verification`` already holds the result."""
    images: dict[str, bytes] = {}
    files = rows.packet_files(db, est_id, window)
    html = "".join(
        [
            STYLE,
            _cover(db, est_id, window, verification),
            _section(layout.DEVICES, rows.devices(db, est_id, window)),
            _section(layout.MAINTENANCE, rows.maintenance_log(db, est_id, window)),
            _section(
                layout.MANIFESTS, rows.manifest_rows(db, est_id, window), skip=("Attachments",)
            ),
            _section(layout.EMPLOYEES, rows.employee_rows(db, est_id, window)),
            _training(db, est_id, window, images),
            _section(layout.INCIDENTS, rows.incident_rows(db, est_id, window)),
            _attachments(db, files, images),
        ]
    )
    est = get_establishment(db, est_id)
    title = f"FOG records of {est.name}, {window.start} to {window.end}"
    render_pdf(out, html, title, images=images, page_numbers=True)
