"""The packet's planned changes and conditional waivers: the changes with their notice
(R8a), the waivers with their revocation and the payments of their fees (R8b), void ones
too (R6); then the cleanings of the lines (R8b, R8f).
"""

from __future__ import annotations

from fog_desktop.exchange.sheets.planned_changes import planned_change_rows
from fog_desktop.exchange.sheets.waivers import waiver_fee_rows, waiver_rows
from fog_desktop.reports.packet_html import STYLE, Column, empty, table, text
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.line_cleanings import line_cleanings_html
from fog_desktop.reports.sections.shared import Sources

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


def _listed(title: str, what: str, columns: tuple[Column, ...], found: list[list[object]]) -> str:
    """A table of records with its count in the heading, or what an empty one says."""
    heading = f"<h3>{escape(title)} ({len(found)})</h3>"
    if not found:
        return heading + empty(what)
    return heading + table(columns, ([text(v) for v in row] for row in found))


def part(sources: Sources) -> Part:
    """The planned changes with their notice (R8a), the conditional waivers with their
    revocation, and the payments of their fees (R8b); void ones too (R6); then the
    cleanings of the sewer main a contractor waiver asks for (R8b), and those of the
    lateral and the sewer line (R8f)."""
    db, est_id, window = sources.db, sources.est_id, sources.window
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
        + line_cleanings_html(db, est_id, window, sources.files)
    )
