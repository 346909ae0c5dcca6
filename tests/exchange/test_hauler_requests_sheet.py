"""The Hauler requests sheet (R2, R6): each request goes out with the pump-out it is for
and comes back as it was, void ones void, a second import adds nothing, and a request for
a pump-out not on the Maintenance sheet is refused at its cell."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from openpyxl import load_workbook

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.exchange.importer import ImportRefused, import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.establishments import find_establishment
from fog_desktop.services.hauler_requests import RequestInput, record_request, void_request
from fog_desktop.services.hauler_requests_rows import list_requests
from fog_desktop.services.maintenance import void_entry
from tests.services.test_hauler_requests import TODAY, pump_out

WINDOW = Window.two_years_to(TODAY, ordinance.default())


def shown(context: AppContext, est_id: int) -> list[tuple[object, ...]]:
    return [
        (r.pump_out, r.hauler, r.asked_on, r.method, r.asked_whom, r.answer, r.status_text)
        for r in list_requests(context.db, est_id)
    ]


def test_requests_go_out_and_come_back_as_they_were(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    entry = pump_out(context, est_id)
    data = RequestInput("2026-11-18", "Email", "dispatch@socalgrease.example", "Copy on its way")
    record_request(context.db, entry, data, context.actor, today=TODAY)
    wrong = RequestInput("2026-11-20", "Phone", "626 555 0100")
    void_request(
        context.db, record_request(context.db, entry, wrong, context.actor, today=TODAY).id,
        "Called the wrong company", context.actor,
    )  # fmt: skip
    # A pump-out voided after its manifest was asked for keeps its request (R6).
    gone = pump_out(context, est_id, day="2026-11-12")
    record_request(context.db, gone, data, context.actor, today=TODAY)
    void_entry(context.db, gone, "Entered twice", context.actor)
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, WINDOW)
    wb = load_workbook(path, read_only=True)
    rows = list(wb["Hauler requests"].iter_rows(min_row=2, values_only=True))
    wb.close()
    assert rows[0] == (
        datetime(2026, 11, 10), "GI-1", "SoCal Grease Haulers", None, datetime(2026, 11, 18),
        "Email", "dispatch@socalgrease.example", "Copy on its way", "Recorded",
    )  # fmt: skip

    report = import_workbook(context.db, path, "Dos", "Importer", today=TODAY)
    assert report.added["Hauler requests"] == 3
    dos = find_establishment(context.db, "Dos")
    assert dos is not None
    assert shown(context, dos.id) == shown(context, est_id)
    again = import_workbook(context.db, path, "Dos", "Importer", today=TODAY)
    assert "Hauler requests" not in again.added
    assert again.skipped["Hauler requests"] == [2, 3, 4]


def test_a_request_for_a_pump_out_not_in_the_workbook_is_refused_at_its_cell(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, WINDOW)
    wb = load_workbook(path)
    wb["Hauler requests"].append(
        [date(2026, 11, 10), "GI-1", None, None, date(2026, 11, 18), "Email", "x", None, None]
    )
    wb.save(path)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(context.db, path, "Dos", "Importer", today=TODAY)
    (problem,) = refused.value.problems
    assert (problem.sheet, problem.row, problem.column) == ("Hauler requests", 2, "Pump-out")
    assert "There is no pump-out of GI-1 on 2026-11-10" in problem.reason
