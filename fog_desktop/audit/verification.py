"""Verifying the audit trail (R6): every link of the chain and every entry's hash, each
record against its newest audited state, each stored file against its SHA-256, the
guards and the storage; and what was found, :class:`VerifyReport`.
"""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from json.encoder import encode_basestring
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from fog_desktop.audit.entries import HASHED_FIELDS
from fog_desktop.audit.snapshots import (
    ADDED_LATER,
    added_default,
    added_since,
    canonical,
    canonical_form,
)
from fog_desktop.audit.storage import check_storage
from fog_desktop.audit.stored_rows import Forms, stored_rows, writes_json
from fog_desktop.chain import GENESIS_HASH, Reader
from fog_desktop.database import guards
from fog_desktop.database.anchor import HeadFile
from models import (
    RECORD_TABLES,
    Attachment,
    AttachmentContent,
    AuditEntry,
    Base,
    Establishment,
    Record,
)


@dataclass
class VerifyReport:
    """What :func:`verify` found; ``ok`` when nothing is wrong."""

    entries: int = 0
    head_hash: str = GENESIS_HASH
    problems: list[str] = field(default_factory=list)
    first_broken_entry: int | None = None
    #: Places of the chain head kept outside the database found damaged or missing,
    #: and mended (fog_desktop.database.anchor): said, but no fault of the records.
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def problem(self, entry_id: int, text: str) -> None:
        """A broken entry: the first one, in chain order, is where to start looking."""
        self.problems.append(text)
        if self.first_broken_entry is None or entry_id < self.first_broken_entry:
            self.first_broken_entry = entry_id


#: The columns of an entry the walk of the chain reads: its place and its links.
_LINK_COLUMNS = ("id", "seq", "prev_hash", "entry_hash")
#: The fields of an entry's hash in its canonical form's (sorted) order.
_SORTED_FIELDS = tuple(sorted(HASHED_FIELDS))
#: What the walk of the entries reads beside their form: their links, and what a
#: problem names and the comparison of the records needs.
_ENTRY_COLUMNS = (*_LINK_COLUMNS, "action", "record_table", "record_id", "after", "record_label")
_ACTION, _TABLE, _RECORD, _AFTER, _LABEL = range(len(_LINK_COLUMNS), len(_ENTRY_COLUMNS))


def _entry_text(values: Sequence[Any]) -> str:
    """:func:`canonical` of an entry's hashed fields (:data:`_SORTED_FIELDS`, plain), written
    out for the types they have: issue 16 §5, verify writes 205,000 of them."""
    q = encode_basestring
    (
        action, actor, after, at, before, establishment_id, os_user, prev_hash, reason,
        record_id, record_label, record_table,
    ) = values  # fmt: skip
    if type(record_id) is not int or type(establishment_id) not in (int, type(None)):
        return canonical(dict(zip(_SORTED_FIELDS, values, strict=True)))
    owner = "null" if establishment_id is None else int.__repr__(establishment_id)
    try:
        return (
            f'{{"action":{q(action)},"actor":{q(actor)},"after":{q(after)},"at":{q(at)},'
            f'"before":{"null" if before is None else q(before)},"establishment_id":{owner},'
            f'"os_user":{q(os_user)},"prev_hash":{q(prev_hash)},"reason":{q(reason)},'
            f'"record_id":{int.__repr__(record_id)},"record_label":{q(record_label)},'
            f'"record_table":{q(record_table)}}}'
        )
    except TypeError:  # a text field that holds something else
        return canonical(dict(zip(_SORTED_FIELDS, values, strict=True)))


def _walk_links(report: VerifyReport, rows: Iterable[Sequence[Any]]) -> Iterator[Sequence[Any]]:
    """Check each entry, in order, names the hash of the one before and carries the next
    number; pass each row on (the rows start with :data:`_LINK_COLUMNS`)."""
    expected_prev = GENESIS_HASH
    for row in rows:
        entry_id, seq, prev_hash, entry_hash = row[:4]
        report.entries += 1
        if prev_hash != expected_prev:
            report.problem(
                entry_id,
                f"audit entry {entry_id}: its link to the entry before is broken; an entry was "
                "removed or reordered",
            )
        if seq != report.entries:
            report.problem(
                entry_id,
                f"audit entry {entry_id} is numbered {seq} where {report.entries} belongs: "
                "entries were removed or renumbered",
            )
        expected_prev = entry_hash
        yield row
    report.head_hash = expected_prev


#: A record's newest audited state and the label it was written under.
_Latest = dict[tuple[str, int], tuple[str, str]]


def _hash_of(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _verify_entries(
    session: Session, report: VerifyReport, establishment_id: int | None, *, in_sql: bool
) -> _Latest:
    """Walk every link of the chain and recompute the hash of each entry (of one
    establishment, or all); return each record's newest "after" state.

    The whole chain is read once; for one establishment, its links alone are walked
    first, and then its own entries read whole.
    """
    name, entries = AuditEntry.__tablename__, AuditEntry.__table__
    keyed = [(field_name, entries.c[field_name]) for field_name in _SORTED_FIELDS]
    forms = Forms(session, name, keyed, _entry_text, in_sql=in_sql)
    if establishment_id is None:
        rows = _walk_links(report, forms.read(_ENTRY_COLUMNS))
    else:
        deque(_walk_links(report, stored_rows(session, name, _LINK_COLUMNS)), maxlen=0)
        rows = forms.read(_ENTRY_COLUMNS, ("establishment_id", establishment_id))
    audited_tables = frozenset(RECORD_TABLES)
    latest: _Latest = {}
    altered: list[tuple[int, str]] = []
    for row in rows:
        entry_id, entry_hash = row[0], row[3]
        if _hash_of(row[-1]) != entry_hash:
            again = forms.in_python(entry_id)
            if again is None or _hash_of(again) != entry_hash:
                altered.append((entry_id, f"audit entry {entry_id} ({row[_ACTION]} {row[_LABEL]})"))
        if row[_TABLE] in audited_tables:
            latest[(row[_TABLE], row[_RECORD])] = (row[_AFTER], row[_LABEL])
    # After the links, as a reader expects them: a broken link explains what follows.
    for entry_id, text in altered:
        report.problem(entry_id, f"{text}: its contents were changed after it was written")
    return latest


def _verify_records(
    session: Session,
    latest: _Latest,
    report: VerifyReport,
    establishment_id: int | None,
    *,
    in_sql: bool,
) -> None:
    """Each record must equal its newest audited state, and each audited record must
    still be there: those left in ``latest`` once every record is read are not."""
    for mapper in Base.registry.mappers:
        cls = mapper.class_
        if not issubclass(cls, Record):
            continue
        name = cls.__tablename__
        attrs = sorted(mapper.column_attrs, key=lambda attr: attr.key)
        keyed = [(attr.key, attr.columns[0]) for attr in attrs]
        forms = Forms(session, name, keyed, canonical_form([k for k, _ in keyed]), in_sql=in_sql)
        added = {
            attr.key: added_default(attr.columns[0])
            for attr in attrs
            if attr.columns[0].info.get(ADDED_LATER)
        }
        owner = None
        if establishment_id is not None:
            owner = ("id" if cls is Establishment else "establishment_id", establishment_id)
        for record_id, form in forms.read(["id"], owner):
            audited = latest.pop((name, record_id), None)
            if audited is None:
                report.problems.append(
                    f"{name} row {record_id} has no audit entry: it was written outside FOG Desktop"
                )
            elif form != audited[0] and forms.in_python(record_id) != audited[0]:
                if added_since(audited[0], added, form, forms.in_python(record_id)):
                    continue
                report.problems.append(
                    f"{name} row {record_id} ({audited[1]}) differs from its last audited "
                    "version: it was changed outside FOG Desktop"
                )
    for (name, record_id), (_after, label) in sorted(latest.items()):
        report.problems.append(
            f"{name} row {record_id} ({label}) is missing: it was deleted outside FOG Desktop"
        )


def _verify_contents(session: Session, report: VerifyReport, establishment_id: int | None) -> None:
    """Each stored file must still hash to the SHA-256 it is filed under."""
    query = select(AttachmentContent.sha256, AttachmentContent.data)
    if establishment_id is not None:
        owned = select(Attachment.sha256).where(Attachment.establishment_id == establishment_id)
        query = query.where(AttachmentContent.sha256.in_(owned))
    # One file at a time: a stored scan may be 25 MB.
    for sha256, data in session.execute(query).yield_per(1):
        if hashlib.sha256(data).hexdigest() != sha256:
            report.problems.append(
                f"stored file {sha256[:12]}… was changed outside FOG Desktop: its bytes no "
                "longer match its SHA-256"
            )


def _snapshots_of(session: Session) -> Reader:
    """New read sessions on ``session``'s database, each its own snapshot."""
    return sessionmaker(session.get_bind())


def verify(
    session: Session, establishment_id: int | None = None, *, head_file: HeadFile | None = None
) -> VerifyReport:
    """Recompute the chain, compare every record and stored file with it, and check the
    storage.

    With ``establishment_id`` (a records packet, R7), every link of the chain is still
    checked, so no entry can have been removed or reordered anywhere; the contents of that
    establishment's entries, records and files are recomputed. Another establishment's
    entries cannot be rewritten without breaking a link or rewriting every entry after
    them, this establishment's among them, so the packet's verdict on its own records
    holds as firmly, at the cost of its own records rather than the whole group's.

    ``head_file`` is what was last seen of the chain (:mod:`fog_desktop.database.anchor`):
    a database that holds less than that, or more than FOG Desktop wrote, is named, and
    so is a place of it found damaged or missing (mended, as a note). The
    guards (triggers) are checked too: a missing one is named, since without it nothing
    stops a deletion.
    """
    report = VerifyReport()
    if head_file is not None:
        report.notes = head_file.mend(session)
        if problem := head_file.problem(_snapshots_of(session)):
            report.problems.append(problem[0].upper() + problem[1:])
    report.problems += [f"guard missing: {name}" for name in guards.missing(session.connection())]
    with ThreadPoolExecutor(max_workers=1) as pool:
        storage = check_storage(pool, session, thorough=establishment_id is None)
        in_sql = writes_json(session)
        latest = _verify_entries(session, report, establishment_id, in_sql=in_sql)
        _verify_records(session, latest, report, establishment_id, in_sql=in_sql)
        _verify_contents(session, report, establishment_id)
        report.problems += storage.result()
    return report
