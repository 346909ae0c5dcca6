"""Page 1 of the packet, the answer: one line per area of the ordinance (R7)."""

from __future__ import annotations

from fog_desktop.audit import VerifyReport
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.pdf import Part


def answer_parts(
    db: Database, est_id: int, window: Window, verification: VerifyReport
) -> list[Part]:
    """The summary pages (at most two) of the packet."""
    raise NotImplementedError
