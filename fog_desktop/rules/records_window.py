"""How far back the records go (R6, R7): the two years ending on a day, both included.

The packet's default window, the Maintenance chart and the training duties all count
from here, so a record is inside the window for every one of them or for none."""

from __future__ import annotations

from datetime import date, timedelta

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.profile import OrdinanceProfile


def records_window(as_of: date, profile: OrdinanceProfile) -> tuple[date, date]:
    """R7's default window: from the as-of date minus two years (the profile's
    ``months_kept``), plus one day, to the as-of date, inclusive."""
    return add_months(as_of, -profile.months_kept) + timedelta(days=1), as_of
