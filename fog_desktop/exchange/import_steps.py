"""The import's context: what each sheet's step stores its rows with (records-workbook.md,
Import). Each kind's step is in its module of ``exchange/sheets/``.

Each row goes through the same service that checks what is typed in the window, in a
savepoint of the import's unit of work, but for the log's, which are checked by the same
code and stored in batches (import_log.py, issue 16 §3); a field the service refuses is
named by its sheet, row and column. A row that matches a stored record is skipped, so importing the
same workbook twice adds nothing; nothing already stored is changed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, time
from functools import partial
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop.errors import ValidationError
from fog_desktop.exchange.import_log import LogBatch
from fog_desktop.exchange.import_rows import ImportProblem, SheetRow
from fog_desktop.exchange.layout import Column, Sheet
from fog_desktop.services import records
from models import Establishment, Record, SelfInspection


def _named(column: Column) -> tuple[str, ...]:
    """The input fields a refused value of ``column`` is named by: those the layout says
    it fills, else the one its header says ("Manifest no." is manifest_no)."""
    return column.fields or (column.header.lower().rstrip(".").replace(" ", "_"),)


def _column_of(sheet: Sheet, field: str) -> str:
    """The column a service field comes from, to name a refused cell: the last that
    fills it."""
    return next((c.header for c in reversed(sheet.columns) if field in _named(c)), "")


class ImportSteps:
    """The steps of one import, for its establishment, actor and day, and what they met:
    the problems, and the rows added and skipped by sheet."""

    def __init__(self, session: Session, est: Establishment, actor: str, today: date) -> None:
        self.session = session
        self.est = est
        self.actor = actor
        self.today = today
        self.now = datetime.combine(today, time(23, 59))
        self.problems: list[ImportProblem] = []
        self.added: dict[str, int] = {}
        self.skipped: dict[str, list[int]] = {}
        #: The checklists this import made, by date, walker and void reason: the rows of
        #: one checklist come one by one.
        self.checklists: dict[tuple[str, str, str | None], SelfInspection] = {}
        #: The log's rows, stored in batches; made at the first.
        self._log: LogBatch | None = None

    def store(self, sheet: Sheet, row: SheetRow, store: Callable[[], Record | None]) -> None:
        """Store one row with a savepoint, naming each refused field by its column."""
        try:
            with self.session.begin_nested():
                stored = store()
                reason = row.status()
                if stored is not None and reason is not None and not stored.is_void:
                    records.void(
                        self.session, stored, reason=reason, label=f"{sheet.name} row {row.number}",
                        establishment_id=self.est.id, actor=self.actor,
                    )  # fmt: skip
        except ValidationError as exc:
            self._refused(sheet, row, exc)
            return
        self._tally(sheet, row, added=stored is not None)

    def log_row(self, sheet: Sheet, row: SheetRow) -> None:
        """One row of the log, checked as the window checks an entry and stored with the
        rows around it (import_log.py); nothing is written before the check, so no
        savepoint is needed."""
        if self._log is None:
            self._log = LogBatch(self.session, self.est.id, self.actor, self.today, sheet.name)
        try:
            added = self._log.add(row)
        except ValidationError as exc:
            self._refused(sheet, row, exc)
            return
        self._tally(sheet, row, added=added)

    def sheet_done(self) -> None:
        """Store what a sheet left queued: the steps of the next read what it stored."""
        if self._log is not None:
            self._log.flush()

    def _refused(self, sheet: Sheet, row: SheetRow, exc: ValidationError) -> None:
        for p in exc.problems:
            column = _column_of(sheet, p.field)
            self.problems.append(ImportProblem(sheet.name, row.number, column, p.message))

    def _tally(self, sheet: Sheet, row: SheetRow, *, added: bool) -> None:
        if added:
            self.added[sheet.name] = self.added.get(sheet.name, 0) + 1
        else:
            self.skipped.setdefault(sheet.name, []).append(row.number)

    def find_any(self, model: type[Any], *conditions: Any) -> Any:
        """A record of the establishment meeting ``conditions``, void or not: a row of
        the workbook is matched to the record it was exported from, void ones too."""
        return self.session.scalar(
            select(model.id).where(model.establishment_id == self.est.id, *conditions).limit(1)
        )

    def stored(self, row: SheetRow, model: type[Any], *conditions: Any) -> Any:
        """The record a row matches: one in use, or for a void row a void one too, so
        that a void row comes in once."""
        query = select(model).where(model.establishment_id == self.est.id, *conditions)
        if row.status() is None:
            query = query.where(model.voided_at.is_(None))
        return self.session.scalar(query.limit(1))

    def find(self, model: type[Any], *conditions: Any) -> Any:
        """The record of the establishment in use meeting ``conditions``."""
        return self.session.scalar(
            select(model).where(
                model.establishment_id == self.est.id, model.voided_at.is_(None), *conditions
            )
        )


#: How an import stores one row of a sheet.
Store = Callable[[ImportSteps, Sheet, SheetRow], None]


def through_service(step: Callable[[ImportSteps, SheetRow], Record | None]) -> Store:
    """How the rows of a sheet are stored: each by ``step``, through its service, in a
    savepoint (:meth:`ImportSteps.store`); ``step`` gives the record it stored, or None
    for a row already there."""
    return lambda steps, sheet, row: steps.store(sheet, row, partial(step, steps, row))
