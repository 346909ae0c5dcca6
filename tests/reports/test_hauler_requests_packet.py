"""The packet's missing manifests (R2, R6), under the manifests: each pump-out whose
manifest is missing, with every request made to the hauler for it and the answer; one
never asked for says so."""

from __future__ import annotations

from pathlib import Path

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.reports.pdf import Part
from fog_desktop.reports.sections import manifests, record_parts
from fog_desktop.services.hauler_requests import RequestInput, record_request
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from tests.exchange.test_hauler_requests_sheet import WINDOW
from tests.pdf_text import page_texts
from tests.services.test_hauler_requests import TODAY, pump_out


def section(context: AppContext, est_id: int) -> Part:
    with context.db.read() as session:
        report = verify(session)
    [part] = record_parts(context.db, est_id, WINDOW, report, sections=(manifests.part,))
    return part


def test_each_missing_manifest_lists_the_requests_made(context: AppContext, est_id: int) -> None:
    entry = pump_out(context, est_id)
    asked = RequestInput("2026-11-18", "Email", "dispatch@socalgrease.example", "Mailed a copy")
    record_request(context.db, entry, asked, context.actor, today=TODAY)
    record_request(
        context.db, entry, RequestInput("2026-11-25", "Phone", "Maria"), context.actor, today=TODAY
    )
    never = MaintenanceInput(
        service_date="2026-10-01", device_id="GI-1", gallons_removed="1000", hauler="Other Co"
    )
    create_entry(context.db, est_id, never, context.actor, today=TODAY)
    html = section(context, est_id).html
    assert "Missing manifests and the requests to the haulers (2)" in html
    assert "2026-11-18, email, dispatch@socalgrease.example: Mailed a copy" in html
    assert "2026-11-25, phone, Maria: no answer yet" in html
    assert "No request recorded" in html
    assert html.index("<h2>Manifests (0)") < html.index("Missing manifests"), "under them"


def test_none_missing_says_so(context: AppContext, est_id: int) -> None:
    assert "No missing manifests in this window." in section(context, est_id).html


def test_the_section_prints_in_the_packet(context: AppContext, est_id: int, tmp_path: Path) -> None:
    entry = pump_out(context, est_id)
    asked = RequestInput("2026-11-18", "Letter", "SoCal Grease Haulers")
    record_request(context.db, entry, asked, context.actor, today=TODAY)
    out = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, est_id, out, WINDOW)
    words = " ".join(page_texts(out))
    assert "Missing manifests and the requests to the haulers (1)" in words
    assert "2026-11-18, letter, SoCal Grease Haulers: no answer yet" in words
    # The answer's page says it beside the missing manifest, in the manifests' area.
    assert "no manifest on file; hauler asked once, last on 2026-11-18" in words
