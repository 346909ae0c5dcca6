"""Create, amend and void: the one way any record changes (rules.md R6).

Each change is flushed and then written to the audit trail in the same unit of work, so
a record and its audit entry are stored together or not at all. Every text passes
:func:`~fog_desktop.parse.check_storable` here, whichever screen, command or import
typed it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from sqlalchemy import inspect
from sqlalchemy.orm import Session

from fog_desktop.audit import Action, append, now_utc, snapshot
from fog_desktop.errors import ValidationError
from fog_desktop.parse import check_storable
from models import Record

R = TypeVar("R", bound=Record)


def create(
    session: Session, record: R, *, label: str, establishment_id: int | None, actor: str
) -> R:
    columns = inspect(type(record)).column_attrs
    check_storable({c.key: getattr(record, c.key) for c in columns} | {"operator": actor})
    record.created_at = now_utc()
    record.version = 1
    record.entered_by = actor
    session.add(record)
    session.flush()
    append(
        session,
        action=Action.CREATE,
        record=record,
        label=label,
        establishment_id=establishment_id if establishment_id is not None else record.id,
        before=None,
        actor=actor,
    )
    return record


def amend(
    session: Session,
    record: R,
    changes: Mapping[str, Any],
    *,
    label: str,
    establishment_id: int,
    actor: str,
    reason: str = "",
    correction: bool = True,
) -> bool:
    """Apply ``changes``; the earlier version stays in the audit trail. False if none.

    A correction makes the record "Amended". A step of its life that corrects nothing
    (an attendee signs, a confirmation is sent, a manifest is linked) is written to the
    audit trail as an update, and the record keeps its status.
    """
    if record.is_void:
        raise ValidationError.single("", f"{label} is void and can't be amended.")
    check_storable({**changes, "reason": reason, "operator": actor})
    before = snapshot(record)
    changed = {k: v for k, v in changes.items() if getattr(record, k) != v}
    if not changed:
        return False
    for key, value in changed.items():
        setattr(record, key, value)
    if correction:
        record.version += 1
    session.flush()
    append(
        session,
        action=Action.AMEND if correction else Action.UPDATE,
        record=record,
        label=label,
        establishment_id=establishment_id,
        before=before,
        actor=actor,
        reason=reason.strip(),
    )
    return True


def void(
    session: Session, record: R, *, reason: str, label: str, establishment_id: int, actor: str
) -> None:
    """Mark ``record`` entered in error; it stays visible, greyed and marked void."""
    if not reason.strip():
        raise ValidationError.single("reason", "Say why this record is void; the reason is kept.")
    check_storable({"reason": reason, "operator": actor})
    if record.is_void:
        raise ValidationError.single("reason", f"{label} is void already.")
    before = snapshot(record)
    record.voided_at = now_utc()
    record.void_reason = reason.strip()
    session.flush()
    append(
        session,
        action=Action.VOID,
        record=record,
        label=label,
        establishment_id=establishment_id,
        before=before,
        actor=actor,
        reason=reason.strip(),
    )
