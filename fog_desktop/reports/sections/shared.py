"""What every section of the packet's records is printed from, and the few ways of
printing a record more than one section shares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange.packet_files import PacketFile
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.packet_html import text
from fog_desktop.reports.pdf import Part

#: The state of a record neither amended nor voided, which goes without saying.
RECORDED = "Recorded"


@dataclass(frozen=True)
class Sources:
    """What the sections print from: one establishment's records in the window, the files
    the packet's zip carries (named as in it), and the audit trail's verdict."""

    db: Database
    est_id: int
    window: Window
    files: list[PacketFile]
    report: VerifyReport


#: A section of the packet: its records, a part (a run of pages) of their own.
Section = Callable[[Sources], Part]


def files_html(names: str) -> str:
    """Each file on a line of its own, wrapping at its spaces: a table of whole names is
    too wide for a landscape page at the packet's text size."""
    return "<br>".join(text(n) for n in names.split("; ") if n)
