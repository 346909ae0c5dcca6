"""The states of records as the audit trail keeps them (R6): each a canonical JSON form,
the same bytes whoever writes it, and how a snapshot made before a column was added
still matches its record.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from json.encoder import encode_basestring
from typing import Any

from sqlalchemy import inspect

from fog_desktop.stored_form import plain
from models import Base

#: Made once: ``json.dumps`` with these options builds a new encoder at every call.
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical(data: Any) -> str:
    return _CANONICAL.encode(data)


#: How the encoder writes a value of each of these exact types.
_JSON_OF: dict[type, Callable[[Any], str]] = {
    str: encode_basestring,
    int: int.__repr__,
    type(None): lambda _value: "null",
    bool: {True: "true", False: "false"}.__getitem__,
}


def canonical_form(keys: Sequence[str]) -> Callable[[Sequence[Any]], str]:
    """:func:`canonical` of a dict of ``keys`` (sorted) from its values in their order.

    Issue 16 §5: verify writes the canonical form of every record it compares, and the
    encoder costs several times as much as joining the few types audited values have;
    a value of another type (a float) goes through the encoder as before.
    """
    members = [f"{encode_basestring(key)}:" for key in keys]

    def form(values: Sequence[Any]) -> str:
        try:
            parts = [m + _JSON_OF[type(v)](v) for m, v in zip(members, values, strict=True)]
        except KeyError:
            return canonical(dict(zip(keys, values, strict=True)))
        return "{" + ",".join(parts) + "}"

    return form


def snapshot(record: Base) -> dict[str, Any]:
    """The record's column values, as the audit trail keeps them."""
    mapper = inspect(type(record))
    return {col.key: plain(getattr(record, col.key)) for col in mapper.column_attrs}


def plain_snapshot(columns: dict[str, Any]) -> dict[str, Any]:
    """:func:`snapshot` of a record given as its column values by key: a row stored in
    bulk, not through the ORM (issue 16 §3)."""
    return {key: plain(value) for key, value in columns.items()}


#: The ``info`` key of a column added to a table after records were audited: a snapshot
#: made before it has no such key, and the record matches it while the column holds its
#: default (models/maintenance.py's ``partial_check``, migration 0014), or None when it
#: has none (``city_inspection_pk``, 0015).
ADDED_LATER = "added_later"


def added_default(column: Any) -> Any:
    """What a column added later holds in a record written before it: its default, or
    None for a link with none (models/maintenance.py's ``city_inspection_pk``, 0015)."""
    return column.default.arg if column.default is not None else None


def added_since(audited: str, added: dict[str, Any], *forms: str | None) -> bool:
    """Whether a record matches its audited snapshot once the columns added since that
    snapshot are filled in with their defaults: the record was not changed, the schema was.
    A column set to anything else than its default is still a change."""
    if not added:
        return False
    before = json.loads(audited)
    missing = {key: value for key, value in added.items() if key not in before}
    if not missing:
        return False
    filled = canonical(before | missing)
    return filled in forms
