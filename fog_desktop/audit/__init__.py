"""The append-only, hash-chained audit trail, and its verification (rules.md R6).

Each entry's hash is the SHA-256 of a canonical JSON form of the entry, which includes
the previous entry's hash; changing, removing or reordering any entry breaks every hash
after it. Each record's current values must equal the "after" of its newest entry, so
an edit of a record made outside the application shows as well.

A concept a module: the records' states as the trail keeps them
(:mod:`~.snapshots`), when and by whom a record was typed (:mod:`~.origin`), appending
an entry (:mod:`~.entries`), and verifying the trail (:mod:`~.verification`, which reads
what is stored through :mod:`~.stored_rows` and checks the file with :mod:`~.storage`).
"""

from fog_desktop.audit.entries import (
    DATABASE_EVENT,
    HASHED_FIELDS,
    Action,
    append,
    append_event,
    compute_hash,
    entry_row,
)
from fog_desktop.audit.origin import (
    IMPORTED_FROM,
    IMPORTED_PREFIX,
    TYPED_AT,
    TypedAt,
    create_reason,
    created_moment,
    import_reason,
    is_imported,
    local_date,
    local_time,
    now_utc,
    os_user,
)
from fog_desktop.audit.snapshots import ADDED_LATER, canonical, plain_snapshot, snapshot
from fog_desktop.audit.verification import VerifyReport, verify
from fog_desktop.chain import GENESIS_HASH

__all__ = [
    "ADDED_LATER",
    "DATABASE_EVENT",
    "GENESIS_HASH",
    "HASHED_FIELDS",
    "IMPORTED_FROM",
    "IMPORTED_PREFIX",
    "TYPED_AT",
    "Action",
    "TypedAt",
    "VerifyReport",
    "append",
    "append_event",
    "canonical",
    "compute_hash",
    "create_reason",
    "created_moment",
    "entry_row",
    "import_reason",
    "is_imported",
    "local_date",
    "local_time",
    "now_utc",
    "os_user",
    "plain_snapshot",
    "snapshot",
    "verify",
]
