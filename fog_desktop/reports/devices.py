"""The packet's pages per device: an interceptor's history, a trap's calendar (R1–R3)."""

from __future__ import annotations

from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.pdf import Part


def device_parts(db: Database, est_id: int, window: Window) -> list[Part]:
    """One part per device in use, interceptors first."""
    raise NotImplementedError
