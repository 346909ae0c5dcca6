"""When a record was written, against the day it describes (rules.md R6).

An inspector must be able to tell a log kept at the time from one written up the week
before the visit: a record entered more than seven days after the day it describes is
shown as "entered N days later". The day entered is the local calendar date of the
record's first audit entry; which day a record describes is its type's
(``services/entry_dates.py`` keeps that list).
"""

from __future__ import annotations

from datetime import date

#: The days a record may be entered after the day it describes and still be on time.
ON_TIME_DAYS = 7


def days_after(describes: date, entered: date) -> int:
    """How many days after the day it describes a record was entered (R6): 0 the same day,
    below 0 for a record of a day still to come, a planned date."""
    return (entered - describes).days


def days_late(describes: date, entered: date) -> int | None:
    """The days a record entered on ``entered`` came after ``describes`` when that is more
    than :data:`ON_TIME_DAYS` (R6); None when it was entered in time.

    A pump-out of March 1 entered on March 8 is on time (7 days); on March 9, 8 days late.
    """
    after = days_after(describes, entered)
    return after if after > ON_TIME_DAYS else None
