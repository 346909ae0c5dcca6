"""When each of Demo Bistro's records was typed (rules.md R6).

The demo is made in one unit of work, today; a records packet that found two years of
log typed on one day would say every record was entered late. So the demo's unit of
work is given a clock (``audit.TYPED_AT``, which nothing a user runs sets): each record
is typed at a quarter past five on the day it describes, but where the demo says it was
written up later (:func:`typed_late`), and never after now. A record that describes no
day (the establishment, a device) is typed now.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, time, timedelta

from sqlalchemy.orm import Session

from fog_desktop.audit import TYPED_AT, now_utc
from fog_desktop.services.entry_dates import described_day
from models import Record

#: The local time of day the demo's staff type a record.
TYPED_AT_TIME = time(17, 15)


class DemoClock:
    """When a record created in the demo's unit of work was typed."""

    def __init__(self, session: Session) -> None:
        self.session = session
        #: Days after the day it describes that the record being made was typed.
        self.days_later = 0

    def __call__(self, record: Record) -> datetime | None:
        day = described_day(self.session, record)
        if day is None:
            return None
        typed = datetime.combine(day + timedelta(days=self.days_later), TYPED_AT_TIME)
        moment = typed.astimezone(UTC)  # the local time of day, as the database keeps it
        return moment if moment < now_utc() else None


def start(session: Session) -> None:
    """Give the demo's unit of work its clock."""
    session.info[TYPED_AT] = DemoClock(session)


@contextmanager
def typed_late(session: Session, days: int) -> Iterator[None]:
    """The records made inside were typed ``days`` after the day they describe."""
    clock: DemoClock = session.info[TYPED_AT]
    clock.days_later = days
    try:
        yield
    finally:
        clock.days_later = 0
