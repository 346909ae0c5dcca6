"""The packet's missing manifests and the requests made to the haulers for them (R2, R6):
a missing manifest can't be made again, so what the inspector reads is each attempt to get
it, with the hauler's answer. Printed under the manifests' table, in their part: where an
inspector looks for a manifest, and without a page of its own."""

from __future__ import annotations

from fog_desktop.reports.packet_html import Column, empty, nowrap, table, text
from fog_desktop.reports.sections.shared import RECORDED, Sources
from fog_desktop.services.hauler_requests_rows import RequestRow, requests_for
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    MaintenanceFilter,
    MaintenanceRow,
    iter_rows,
)
from models import Service

COLUMNS = (
    Column("Pump-out", nowrap=True),
    Column("Device", nowrap=True),
    Column("Hauler"),
    Column("Manifest"),
    Column("Requests made (date, how, whom: answer)"),
)


def _request_html(r: RequestRow) -> str:
    said = f"{r.asked_on.isoformat()}, {r.method.lower()}, {r.asked_whom}: "
    said += r.answer or "no answer yet"
    status = "" if r.status_text == RECORDED else f" ({r.status_text})"
    return text(said + status)


def _manifest(row: MaintenanceRow) -> str:
    if row.manifest_on_file:
        return text("on file now")
    return text(row.manifest_problem or "not on file yet")


def requests_html(sources: Sources) -> str:
    """Each pump-out of the window whose manifest is missing, or was asked for, with
    every request made for it; a missing one never asked for says so."""
    window = sources.window
    flt = MaintenanceFilter(
        service=Service.PUMP_OUT.value, date_from=window.start, date_to=window.end, status="in use"
    )
    pump_outs = list(iter_rows(sources.db, sources.est_id, flt, as_of=window.end))
    requests = requests_for(sources.db, [r.id for r in pump_outs])
    asked = {r.entry_id for r in requests}
    found = []
    for row in pump_outs:
        if FLAG_MANIFEST_MISSING not in row.flags and row.id not in asked:
            continue
        made = [_request_html(r) for r in requests if r.entry_id == row.id]
        found.append(
            [
                nowrap(row.service_date.isoformat()),
                text(row.device_id),
                text(row.hauler or "not recorded"),
                _manifest(row),
                "<br>".join(made) or "<b>No request recorded</b>",
            ]
        )
    heading = f"<h2>Missing manifests and the requests to the haulers ({len(found)})</h2>"
    if not found:
        return heading + empty("missing manifests")
    note = (
        '<p class="small">A missing manifest cannot be made again; each request to the '
        "hauler for a copy is kept as a record, with the hauler's answer.</p>"
    )
    return heading + note + table(COLUMNS, found)
