"""The log's rows imported in batches store what the service stores, entry for entry, and
an import tells its progress, on the command line and in the window (issue 16 §3)."""

from __future__ import annotations

import json
import re
import sys
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

import pytest
from openpyxl import Workbook, load_workbook
from pytestqt.qtbot import QtBot
from sqlalchemy import select

from fog_desktop import ordinance
from fog_desktop.__main__ import main
from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.exchange.import_reader import open_book
from fog_desktop.exchange.import_rows import SheetRow
from fog_desktop.exchange.import_steps import ImportSteps
from fog_desktop.exchange.importer import import_workbook
from fog_desktop.exchange.layout import Sheet
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services import maintenance
from fog_desktop.services.establishments import find_establishment
from fog_desktop.services.maintenance import MaintenanceInput, void_entry
from fog_desktop.services.pump_out_check import settle_pump_out
from models import AuditEntry, MaintenanceEntry
from tests.conftest import CLI_DEMO_AS_OF
from ui.export.import_dialog import ImportDialog

AS_OF = date.fromisoformat(CLI_DEMO_AS_OF)
ACTOR = "Importer"
#: The columns that name a row of the database or the moment it was written: they differ
#: between two establishments' copies of the same log.
PLACED = (
    "id", "establishment_id", "device_pk", "manifest_id", "city_inspection_pk", "created_at",
    "voided_at",
)  # fmt: skip


@pytest.fixture
def context(demo_context: AppContext) -> AppContext:
    """The demo's two years (SQLite and PostgreSQL), into which a test imports copies."""
    return demo_context


@pytest.fixture
def workbook(context: AppContext, tmp_path: Path) -> Path:
    """Demo Bistro's two years, one pump-out void, exported as the records workbook."""
    est_id = find_establishment(context.db, "Demo Bistro").id
    with context.db.read() as session:
        last = session.scalar(
            select(MaintenanceEntry.id)
            .where(MaintenanceEntry.establishment_id == est_id)
            .order_by(MaintenanceEntry.id.desc())
        )
    assert last is not None
    void_entry(context.db, last, "typed twice", "Demo")
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, Window.two_years_to(AS_OF, ordinance.default()))
    return path


def _through_the_service(self: ImportSteps, sheet: Sheet, row: SheetRow) -> None:
    """The log's step as it was: each row through maintenance.add, in a savepoint, and a
    pump-out its Pump-out check settles through settle_pump_out (R2)."""

    def add() -> MaintenanceEntry:
        data = MaintenanceInput(
            service_date=row.text("Date"), device_id=row.text("Device ID"),
            service=row.text("Service"), fog_depth_in=row.text("FOG depth (in)"),
            solids_depth_in=row.text("Solids depth (in)"),
            gallons_removed=row.text("Gallons removed"), hauler=row.text("Hauler"),
            manifest_no=row.text("Manifest no."), performed_by=row.text("Performed by"),
            notes=row.text("Notes"), city_inspection=row.text("City inspection"),
        )  # fmt: skip
        entry = maintenance.add(self.session, self.est.id, data, self.actor, today=self.today)
        if row.text("Pump-out check"):
            check, why = row.text("Pump-out check"), row.text("Pump-out check reason")
            settle_pump_out(self.session, entry, check, why, self.actor)
        return entry

    self.store(sheet, row, add)


def _unplaced(state: str | None) -> dict[str, Any] | None:
    return (
        None if state is None else {k: v for k, v in json.loads(state).items() if k not in PLACED}
    )


def _log_entries(context: AppContext, name: str) -> list[tuple[Any, ...]]:
    """The audit entries of the establishment's log, in order, without what places them."""
    est_id = find_establishment(context.db, name).id
    with context.db.read() as session:
        entries = session.scalars(
            select(AuditEntry)
            .where(
                AuditEntry.establishment_id == est_id,
                AuditEntry.record_table == MaintenanceEntry.__tablename__,
            )
            .order_by(AuditEntry.seq)
        ).all()
        return [
            (e.action, e.actor, e.os_user, e.record_label, e.reason,
             _unplaced(e.before), _unplaced(e.after))
            for e in entries
        ]  # fmt: skip


@pytest.mark.slow(
    "imports the demo's two-year log twice: batched, and row by row through the service to compare"
)
def test_the_batched_log_writes_the_entries_the_service_writes(
    context: AppContext, workbook: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    batched = import_workbook(context.db, workbook, "Batched", ACTOR, today=AS_OF)
    with monkeypatch.context() as patched:
        patched.setattr(ImportSteps, "log_row", _through_the_service)
        served = import_workbook(context.db, workbook, "Served", ACTOR, today=AS_OF)
    assert batched.added == served.added
    assert batched.added["Maintenance"] > 100
    entries = _log_entries(context, "Batched")
    assert entries == _log_entries(context, "Served")
    assert [e[0] for e in entries].count("void") == 1
    assert [e[0] for e in entries].count("update") >= 1, "the demo's settled pump-out"
    assert any(e[6] and e[6]["manifest_no"] for e in entries)
    with context.db.read() as session:
        assert verify(session).ok
    again = import_workbook(context.db, workbook, "Batched", ACTOR, today=AS_OF)
    assert again.added == {}
    assert len(again.skipped["Maintenance"]) == batched.added["Maintenance"]


@pytest.mark.slow("imports the demo's workbook, over a thousand rows")
def test_an_import_tells_the_rows_read_as_it_goes(context: AppContext, workbook: Path) -> None:
    told: list[tuple[int, int]] = []
    import_workbook(
        context.db, workbook, "Copy", ACTOR, today=AS_OF, progress=lambda *t: told.append(t)
    )
    done, total = told[-1]
    assert done == total > 1000
    assert [d for d, _ in told] == sorted(d for d, _ in told)
    assert all(d <= t for d, t in told)


@pytest.mark.slow("imports the demo's workbook, over a thousand rows, by the command line")
def test_the_command_line_shows_a_progress_line_on_a_terminal(
    context: AppContext,
    demo_url: str,
    workbook: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    argv = ["--data-dir", str(context.paths.data_dir), "--db", demo_url, "import", str(workbook)]
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert main([*argv, "--establishment", "Copy"]) == 0
    err = capsys.readouterr().err
    last = err.split("\r")[-1]
    assert re.fullmatch(r"Read ([\d,]+) of \1 rows\n", last)
    assert err.count("\r") > 1


@pytest.mark.slow("exports the demo's two years and checks the workbook in the dialog")
def test_the_import_dialog_fills_its_bar_as_the_rows_are_read(
    qtbot: QtBot, sqlite_demo_context: AppContext, tmp_path: Path
) -> None:
    sqlite_context = sqlite_demo_context
    est_id = find_establishment(sqlite_context.db, "Demo Bistro").id
    path = tmp_path / "records.xlsx"
    export_workbook(
        sqlite_context.db, est_id, path, Window.two_years_to(AS_OF, ordinance.default())
    )
    dialog = ImportDialog(sqlite_context, lambda: None)
    qtbot.addWidget(dialog)
    shown: list[tuple[int, int]] = []
    dialog.progress.valueChanged.connect(lambda v: shown.append((v, dialog.progress.maximum())))
    dialog.path.setText(str(path))
    dialog.establishment.setEditText("Copy")
    dialog.check_button.click()
    # Checking two years' workbook takes seconds, more on a machine running other tests.
    qtbot.waitUntil(lambda: dialog.check_button.isEnabled() and dialog.job is None, timeout=60_000)
    assert dialog.outcome.text().startswith("Ready to add to Copy:")
    value, maximum = shown[-1]
    assert value == maximum > 1000


def test_a_workbook_reads_the_same_by_calamine_as_by_openpyxl(tmp_path: Path) -> None:
    """Whole numbers, fractions, dates, times, date-times, text, blanks and booleans: the
    values the import checks and stores are openpyxl's, whichever reader read them."""
    path = tmp_path / "cells.xlsx"
    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = "Maintenance"
    ws.append(["Date", "Gallons removed", "Notes", "Time", "Done"])
    ws.append([date(2026, 3, 15), 900, "Ana Ruiz", time(14, 30), True])
    ws.append([datetime(2026, 3, 15, 14, 30), 12.5, "", time(0, 1), False])
    ws.append([])
    ws.append(["2026-03-16", "1,000", None, "14:30", None])
    wb.save(path)
    book = open_book(path, {"Maintenance"})
    assert type(book).__name__ == "_CalamineBook"
    read = list(book.rows("Maintenance"))
    openpyxl = load_workbook(path, read_only=True)
    expected = [list(row) for row in openpyxl["Maintenance"].iter_rows(values_only=True)]
    openpyxl.close()
    assert read == expected
    assert [list(map(type, row)) for row in read] == [list(map(type, row)) for row in expected]
