"""The Maintenance sheet's rows stored in batches (issue 16 §3; records-workbook.md, Import).

A ten-year log is tens of thousands of rows; through the service one by one, each row
cost a savepoint, four to eight queries, an ORM object and a flush. Here each row is
checked by the same :func:`maintenance.validate` as an entry typed in the window, against
the establishment's devices, manifests and stored entries read once, and the rows are
inserted a batch at a time as plain rows, each followed in the audit trail by the same
"create" entry :func:`records.create` writes (the "update" entry of
:func:`pump_out_check.settle_pump_out` for a pump-out its Pump-out check settles, and the
"void" entry of :func:`records.void` for a row whose Status says it is void), chained in
order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import Connection, Table, func, insert, select
from sqlalchemy.orm import Session

from fog_desktop.audit import (
    Action,
    canonical,
    create_reason,
    entry_row,
    now_utc,
    os_user,
    plain_snapshot,
)
from fog_desktop.chain import database_head
from fog_desktop.errors import ValidationError
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.parse import check_storable
from fog_desktop.services import maintenance, pump_out_check, records
from fog_desktop.services.maintenance import MaintenanceInput
from fog_desktop.services.maintenance_lookup import DevicesReadOnce
from fog_desktop.services.pump_out_check import PartialCheckValues
from models import AuditEntry, Base, CityInspection, MaintenanceEntry, Manifest

#: Rows inserted at a time: large enough that a statement's cost is spread thin, small
#: enough that a batch's rows and entries stay a few megabytes.
BATCH = 2000


def _table(model: type[Base]) -> Table:
    return model.metadata.tables[model.__tablename__]


def _insert(connection: Connection, rows: list[dict[str, Any]]) -> list[int]:
    """Insert the log's rows in order; their ids, in the same order.

    Core, not the ORM's bulk insert, which splits the rows by which columns are None.
    SQLite gives a row the largest id plus one, so the ids are numbered so here, under
    the write lock, and the rows go in with one executemany: its RETURNING in order
    would cost a statement a row. PostgreSQL returns them in order for a few statements.
    """
    table = _table(MaintenanceEntry)
    if connection.dialect.name == "sqlite":
        first = (connection.scalar(select(func.max(table.c.id))) or 0) + 1
        ids = list(range(first, first + len(rows)))
        connection.execute(insert(table), [{"id": i, **r} for i, r in zip(ids, rows, strict=True)])
        return ids
    returning = insert(table).returning(table.c.id, sort_by_parameter_order=True)
    return list(connection.scalars(returning, rows))


class _ReadOnce(DevicesReadOnce):
    """The establishment's devices read once, and its manifests' numbers: a manifest is
    asked for only when its number is one of those in use."""

    def __init__(self, session: Session, establishment_id: int) -> None:
        super().__init__(session, establishment_id)
        self.inspections: dict[str, CityInspection | None] = {}
        self.manifest_numbers = set(
            session.scalars(
                select(Manifest.manifest_no).where(
                    Manifest.establishment_id == establishment_id, Manifest.voided_at.is_(None)
                )
            )
        )

    def manifest(self, manifest_no: str, hauler: str) -> Manifest | None:
        if manifest_no not in self.manifest_numbers:
            return None
        return super().manifest(manifest_no, hauler)

    def city_inspection(self, inspection_no: str) -> CityInspection | None:
        # Asked only of a reading the city measured: a few in a log of thousands.
        if inspection_no not in self.inspections:
            self.inspections[inspection_no] = super().city_inspection(inspection_no)
        return self.inspections[inspection_no]


@dataclass(frozen=True)
class _Void:
    """A row stored void: when, why, and the label of its "void" entry."""

    at: datetime
    reason: str
    label: str


@dataclass(frozen=True)
class _Pending:
    columns: dict[str, Any]
    label: str
    void: _Void | None
    #: How the row's Pump-out check settled it (R2), stored as a step after its creation.
    settled: PartialCheckValues | None = None


#: The columns a Maintenance row gives an entry (records-workbook.md, Import): a row
#: equal to a stored entry in all of them, void or not and why, is already there. A
#: Pump-out check is a later step on the entry, not the entry: a row that differs only
#: by one is the entry already there, which an import does not change.
MATCHED = (
    "device_pk", "service_date", "service", "fog_depth_in", "solids_depth_in",
    "gallons_removed", "hauler", "manifest_no", "performed_by", "notes",
    "city_inspection_pk", "void_reason",
)  # fmt: skip

#: What the model fills in for a column the form does not set (R2's partial check): the
#: stored row and its audited snapshot hold the same as maintenance.add writes.
_DEFAULTS: dict[str, Any] = {
    column.name: column.default.arg
    for column in MaintenanceEntry.__table__.columns
    if column.default is not None and column.default.is_scalar
}


def _settled(row: SheetRow, service: str) -> PartialCheckValues | None:
    """The row's Pump-out check and its reason, checked as ``maintenance check`` checks
    them (R2); None when the row settles nothing. A row exported void was settled while in
    use, so the check is of the entry before its voiding."""
    check, why = row.text("Pump-out check"), row.text("Pump-out check reason")
    if not check and not why:
        return None
    return pump_out_check.checked(service, check, why)


def _matched(pending: _Pending) -> tuple[Any, ...]:
    """The row as the columns :data:`MATCHED` compares with the stored entries."""
    void_reason = pending.void.reason if pending.void is not None else None
    return (*(pending.columns[c] for c in MATCHED[:-1]), void_reason)


def _stored(pending: _Pending) -> dict[str, Any]:
    """The row as stored at the end: settled, then void, as its entries say."""
    columns = pending.columns
    if pending.settled is not None:
        columns = columns | pending.settled.columns()
    if pending.void is not None:
        columns = columns | {"voided_at": pending.void.at, "void_reason": pending.void.reason}
    return columns


class LogBatch:
    """The Maintenance rows of one import, for its establishment, actor and day; each
    void one is labelled by ``sheet``, the name of the sheet it comes from, and its row."""

    def __init__(
        self, session: Session, establishment_id: int, actor: str, today: date, sheet: str
    ) -> None:
        self.session = session
        self.sheet = sheet
        self.establishment_id = establishment_id
        self.actor = actor
        self.today = today
        self.lookup = _ReadOnce(session, establishment_id)
        #: The entries stored, by every column a row can give (:data:`MATCHED`), with how
        #: many of each: a row is already there only when it equals one of them, and each
        #: stored entry stands for one row, so n equal rows against m stored add n - m.
        self.stored: Counter[tuple[Any, ...]] = Counter(
            tuple(stored) for stored in session.execute(
                select(*(getattr(MaintenanceEntry, c) for c in MATCHED))
                .where(MaintenanceEntry.establishment_id == establishment_id)
            )
        )  # fmt: skip
        self.pending: list[_Pending] = []
        #: The chain's head while a batch's entries are made.
        self.seq, self.prev_hash = 0, ""
        self.user = os_user()
        #: What each "create" entry says of the import, as records.create's (R6).
        self.imported_from = create_reason(session)
        #: What records.create checks beyond the form, whose values validate checked.
        self.operator_refused: ValidationError | None = None
        try:
            records.check_operator(actor)
        except ValidationError as exc:
            self.operator_refused = exc

    def add(self, row: SheetRow) -> bool:
        """Check and queue ``row``; False when it equals an entry stored already that no
        earlier row matched. Raises ValidationError as the window's check would, naming
        each field."""
        data = MaintenanceInput(
            service_date=row.text("Date"), device_id=row.text("Device ID"),
            service=row.text("Service"), fog_depth_in=row.text("FOG depth (in)"),
            solids_depth_in=row.text("Solids depth (in)"),
            gallons_removed=row.text("Gallons removed"), hauler=row.text("Hauler"),
            manifest_no=row.text("Manifest no."), performed_by=row.text("Performed by"),
            notes=row.text("Notes"), city_inspection=row.text("City inspection"),
        )  # fmt: skip
        device, values = maintenance.validate(
            self.session, self.establishment_id, data, self.today, lookup=self.lookup
        )
        settled = _settled(row, values.service)
        void = self._void(row)
        columns: dict[str, Any] = {
            **_DEFAULTS, "establishment_id": self.establishment_id, **values.columns(),
            "version": 1, "created_at": now_utc(), "voided_at": None, "void_reason": None,
            "entered_by": self.actor,
        }  # fmt: skip
        pending = _Pending(columns, maintenance.label(values, device.device_id), void, settled)
        key = _matched(pending)
        if self.stored[key] > 0:
            self.stored[key] -= 1
            return False
        if self.operator_refused is not None:
            raise self.operator_refused
        records.check_lengths(MaintenanceEntry, values.columns())
        self.pending.append(pending)
        if len(self.pending) >= BATCH:
            self.flush()
        return True

    def _void(self, row: SheetRow) -> _Void | None:
        """The voiding a row whose Status is ``Void: <reason>`` gets, as records.void."""
        reason = row.status()
        if reason is None:
            return None
        check_storable({"reason": reason, "operator": self.actor})
        return _Void(now_utc(), reason.strip(), f"{self.sheet} row {row.number}")

    def flush(self) -> None:
        """Insert the queued rows, then their entries after the chain's head."""
        if not self.pending:
            return
        rows = [_stored(p) for p in self.pending]
        connection = self.session.connection()
        ids = _insert(connection, rows)
        head = database_head(self.session)
        self.seq, self.prev_hash = head.seq, head.hash
        entries = []
        for pending, record_id in zip(self.pending, ids, strict=True):
            created = canonical(plain_snapshot({"id": record_id, **pending.columns}))
            entries.append(
                self._entry(
                    Action.CREATE, record_id, pending.label, after=created,
                    reason=self.imported_from,
                )
            )  # fmt: skip
            last = created
            if pending.settled is not None:
                settled = {"id": record_id, **pending.columns, **pending.settled.columns()}
                after = canonical(plain_snapshot(settled))
                entries.append(
                    self._entry(
                        Action.UPDATE, record_id, pending.label, before=last, after=after,
                        reason=pending.settled.partial_check_note,
                    )
                )  # fmt: skip
                last = after
            if pending.void is not None:
                voided = {"id": record_id, **_stored(pending)}
                after = canonical(plain_snapshot(voided))
                void = self._entry(
                    Action.VOID, record_id, pending.void.label, before=last, after=after,
                    reason=pending.void.reason,
                )  # fmt: skip
                entries.append(void)
        connection.execute(insert(_table(AuditEntry)), entries)
        self.pending = []

    def _entry(
        self,
        action: str,
        record_id: int,
        label: str,
        *,
        before: str | None = None,
        after: str,
        reason: str = "",
    ) -> dict[str, Any]:
        """The next entry of the chain, about entry ``record_id``."""
        self.seq += 1
        entry = entry_row(
            self.seq, self.prev_hash, action=action, establishment_id=self.establishment_id,
            record_table=MaintenanceEntry.__tablename__, record_id=record_id, label=label,
            before=before, after=after, actor=self.actor, user=self.user, reason=reason,
        )  # fmt: skip
        self.prev_hash = entry["entry_hash"]
        return entry
