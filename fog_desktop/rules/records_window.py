"""How far back the records go (R6, R7): the two years ending on a day, both included.

The packet's default window, the Maintenance chart and the training duties all count
from here, so a record is inside the window for every one of them or for none."""

from __future__ import annotations

from datetime import date, timedelta

from fog_desktop.rules.dates import add_months

#: R6: records are kept at least two years.
MONTHS_KEPT = 24


def records_window(as_of: date) -> tuple[date, date]:
    """R7's default window: from the as-of date minus two years, plus one day, to the
    as-of date, inclusive."""
    return add_months(as_of, -MONTHS_KEPT) + timedelta(days=1), as_of
