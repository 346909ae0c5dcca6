"""Calendar arithmetic shared by the rules."""

from __future__ import annotations

import calendar
from datetime import date


def add_months(start: date, months: int) -> date:
    """``start`` plus whole calendar months, clamped to the month's end (rules.md R2).

    Nov 30 + 3 months is the last day of February.
    """
    index = start.year * 12 + (start.month - 1) + months
    year, month = divmod(index, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(start.day, last))
