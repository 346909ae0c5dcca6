"""The records behind the packet's answer and device pages, as an inspector reads them on
paper (R6, R7): a section a module, each a part of its own (its pages start on a new
page), in the order of :data:`SECTIONS`. A new kind's section is its module and one more
entry there; what every section prints from is :class:`~.shared.Sources`.
"""

from __future__ import annotations

from collections.abc import Iterable

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange.packet_files import packet_files
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.pdf import Part
from fog_desktop.reports.sections import (
    attachments,
    changes_and_waivers,
    city,
    incidents,
    manifests,
    people,
    self_inspection,
)
from fog_desktop.reports.sections.shared import Section, Sources

#: The sections of the packet's records, in order. A new kind's section is one more entry
#: here, before the attachments: they list the files the others name, and end with what
#: this packet is.
SECTIONS: tuple[Section, ...] = (
    manifests.part,
    people.part,
    incidents.part,
    self_inspection.part,
    city.part,
    changes_and_waivers.part,
    attachments.part,
)


def record_parts(
    db: Database,
    est_id: int,
    window: Window,
    report: VerifyReport,
    sections: Iterable[Section] = SECTIONS,
) -> list[Part]:
    """The records behind the answer and the device pages, a part a section (R6, R7)."""
    sources = Sources(db, est_id, window, packet_files(db, est_id, window), report)
    return [section(sources) for section in sections]
