"""The packet's manifests: one row each, landscape, with the scans the zip carries of
them and each disposal site's address once (R6).
"""

from __future__ import annotations

from datetime import date

from fog_desktop.exchange.sheets.manifests import MANIFESTS, manifest_values, manifests_in
from fog_desktop.reports.packet_html import (
    STYLE,
    Column,
    by_header,
    empty,
    entered_html,
    nowrap,
    table,
    text,
)
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.hauler_requests import requests_html
from fog_desktop.reports.sections.shared import Sources, files_html
from fog_desktop.services.entry_dates import Entered

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


def part(sources: Sources) -> Part:
    """Every manifest of the window, one row each, landscape; each disposal site's
    address once, under the table (R6: hauler, disposal site location)."""
    found = []
    sites: dict[str, str] = {}
    for manifest in manifests_in(sources.db, sources.est_id, sources.window):
        m = by_header(MANIFESTS, manifest_values(manifest, sources.files))
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
                files_html(m["Attachments"]),
            ]
        )
    heading = f"<h2>Manifests ({len(found)})</h2>"
    asked = requests_html(sources)
    if not found:
        return Part(STYLE + heading + empty("manifests") + asked, landscape=True)
    where = "; ".join(f"<b>{escape(k)}</b>, {escape(v)}" for k, v in sites.items())
    listed = f'<p class="small">Disposal sites: {where}.</p>' if sites else ""
    html = STYLE + heading + table(MANIFEST_COLUMNS, found) + listed + asked
    return Part(html, landscape=True)
