"""The cleanings of a line in the packet: the sewer main cleaned by a waiver's contractor
(R8b, Conditional waiver E.6) and the lateral or sewer line cleaned (R8f, Record keeping
B.5).

Each is logged under a device but is no cleaning of it: they restart no clock, so the
packet lists them in sections of their own beside the waivers, and a device's page only
names the days of those logged under it and points there. The sewer main's come first,
as they are what a contractor waiver asks for; a lateral's cleaning does not meet it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fog_desktop.database import Database
from fog_desktop.exchange.packet_files import PacketFile, files_by_source
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.packet_html import Column, empty, nowrap, table, text
from fog_desktop.reports.pdf import escape
from fog_desktop.services import maintenance
from fog_desktop.services.maintenance import MaintenanceFilter, MaintenanceRow
from models import MaintenanceEntry, Service

COLUMNS = (
    Column("Date", nowrap=True),
    Column("What was cleaned"),
    Column("Logged under", nowrap=True),
    Column("Contractor"),
    Column("Proof attached"),
    Column("Status"),
)


@dataclass(frozen=True)
class LineSection:
    """One service's section: its title, what a row's empty notes stand for, and the
    sentence under its count."""

    service: Service
    title: str
    unnoted: str
    plural: str
    said: str


SEWER_MAIN = LineSection(
    Service.SEWER_MAIN_CLEANING,
    "Sewer main cleaning under a conditional waiver (Conditional waiver E.6)",
    "the sewer main (no note)",
    "sewer main cleanings",
    "of the sewer main by the contractor a waiver asks for (R8b): only these meet the "
    "waiver's cleanings, a lateral's cleaning does not. They restart no device's clock, "
    "whatever device they were logged under.",
)
LATERAL = LineSection(
    Service.LATERAL_SEWER_CLEANING,
    "Lateral and sewer line cleaning (Record keeping B.5)",
    "the lateral or sewer line (no note)",
    "lateral or sewer line cleanings",
    "of the lateral or the sewer line by a contractor (R8f). They are no pump-out and no "
    "trap cleaning: they restart no device's clock, whatever device they were logged under.",
)
#: The lines whose cleanings the packet lists, each in a section of its own, in order.
LINES = (SEWER_MAIN, LATERAL)


def cleanings(db: Database, est_id: int, window: Window, service: Service) -> list[MaintenanceRow]:
    """The log's cleanings of ``service`` in the window, void ones too (R6)."""
    flt = MaintenanceFilter(
        service=service.value, date_from=window.start, date_to=window.end, descending=False
    )
    return list(maintenance.iter_rows(db, est_id, flt, as_of=window.end))


def line_cleanings_html(db: Database, est_id: int, window: Window, files: list[PacketFile]) -> str:
    """Each section: when, what was cleaned, the device it was logged under, the
    contractor who did it and the proof the packet carries (R8b, R8f)."""
    proof = files_by_source(files)
    return "".join(
        _section(section, cleanings(db, est_id, window, section.service), proof)
        for section in LINES
    )


def _section(
    section: LineSection, found: Sequence[MaintenanceRow], proof: dict[str, list[str]]
) -> str:
    cells = [
        [
            nowrap(r.service_date),
            text(r.notes or section.unnoted),
            nowrap(r.device_id),
            text(r.performed_by),
            "<br>".join(text(n) for n in proof.get(f"{MaintenanceEntry.__tablename__}:{r.id}", []))
            or "none attached",
            text(r.status_text),
        ]
        for r in found
    ]
    count = f"{len(cells)} cleaning{'' if len(cells) == 1 else 's'} in this window"
    heading = (
        f'<h3>{escape(section.title)}</h3><p class="small">{count}, {escape(section.said)}</p>'
    )
    return heading + (table(COLUMNS, cells) if cells else empty(section.plural))


def line_note(logged: Sequence[MaintenanceRow]) -> str:
    """Where the cleanings of a line logged under a device are listed: in their own
    section, not as the device's cleanings, for they restart no clock (R8b, R8f); "" with
    none."""
    said = []
    for section in LINES:
        days = [str(r.service_date) for r in logged if r.service == section.service]
        if days:
            said.append(
                f"{section.plural.capitalize()} logged under this device ({', '.join(days)}) "
                f'are listed under "{section.title}".'
            )
    if not said:
        return ""
    ending = "They are no cleaning of the device and restart no clock (R8b, R8f)."
    return f'<p class="note">{escape(" ".join([*said, ending]))}</p>'
