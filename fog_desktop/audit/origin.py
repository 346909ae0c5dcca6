"""When a record was typed, by whom, and where it came from, as its audit entry says (R6)."""

from __future__ import annotations

import getpass
from collections.abc import Callable
from datetime import UTC, date, datetime

from sqlalchemy.orm import Session

from models import Record


def now_utc() -> datetime:
    return datetime.now(UTC)


#: The key of a unit of work's ``session.info`` holding the demo's clock: when each record
#: created in it was typed (:func:`created_moment`). Nothing a user types or runs sets it,
#: so no record can be backdated; the demo alone simulates two years of typing (R6).
TYPED_AT = "fog_typed_at"
#: The key of an import's ``session.info`` holding what each record it creates says of
#: where it came from (:func:`import_reason`): the reason of its "create" entry (R6).
IMPORTED_FROM = "fog_imported_from"
#: How the reason of an imported record's "create" entry begins; a record typed in the
#: window or on the command line is created with no reason.
IMPORTED_PREFIX = "Imported from "

#: When a record created in a unit of work was typed; None for now.
TypedAt = Callable[[Record], datetime | None]


def import_reason(file_name: str, day: date) -> str:
    """What each "create" entry of an import says: "Imported from log.xlsx on 2026-03-01"."""
    return f"{IMPORTED_PREFIX}{file_name} on {day.isoformat()}"


def is_imported(reason: str) -> bool:
    """Whether a "create" entry's reason marks its record as brought in by an import."""
    return reason.startswith(IMPORTED_PREFIX)


def created_moment(session: Session, record: Record) -> datetime:
    """When ``record``, being created in ``session``'s unit of work, was typed: now, but
    in the demo (:data:`TYPED_AT`)."""
    clock: TypedAt | None = session.info.get(TYPED_AT)
    moment = clock(record) if clock is not None else None
    return moment if moment is not None else now_utc()


def create_reason(session: Session) -> str:
    """The reason of a "create" entry made in ``session``'s unit of work: the import's
    mark, or none."""
    return str(session.info.get(IMPORTED_FROM, ""))


def local_time(moment: datetime) -> datetime:
    """A stored time in local time, without a zone (SQLite gives it back naive, in UTC)."""
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return aware.astimezone().replace(tzinfo=None)


def local_date(moment: datetime) -> date:
    """The local calendar date of a stored time."""
    return local_time(moment).date()


def os_user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"
