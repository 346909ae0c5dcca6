"""Steps of a record's life the records workbook carries and the packet prints: a
notice's hearing and its outcome (R8e; Hearings D)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import Database, open_database
from fog_desktop.exchange import layout
from fog_desktop.exchange.importer import ImportRefused, import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.violations import (
    FollowUpInput,
    ViolationInput,
    list_notices,
    record_follow_up,
    record_notice,
)
from tests.test_packet_pdf import page_texts

AS_OF = date(2026, 12, 2)
WINDOW = Window(date(2025, 1, 1), AS_OF)


def sheet_rows(path: Path, name: str) -> list[dict[str, Any]]:
    wb = load_workbook(path, read_only=True)
    try:
        header, *found = wb[name].iter_rows(values_only=True)
        return [dict(zip(header, row, strict=True)) for row in found]
    finally:
        wb.close()


@pytest.fixture
def other(tmp_path: Path) -> Any:
    """An empty database of its own, to import into."""
    paths = resolve_paths(tmp_path / "other")
    db = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    yield db
    db.dispose()


def notices_heard(context: AppContext) -> int:
    """Uno with three notices: one reversed at its hearing, one upheld, one whose
    hearing is asked for and not yet held."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    heard = {
        "Reversed": {"hearing_on": "2026-04-06", "hearing_outcome": "Reversed"},
        "Upheld": {"hearing_on": "2026-04-07", "hearing_outcome": "Upheld"},
        "Asked": {},
    }
    for finding, steps in heard.items():
        data = ViolationInput("2026-03-02", "Mailed", finding, "250")
        pk = record_notice(context.db, est.id, data, context.actor, today=AS_OF).id
        typed = FollowUpInput(hearing_requested_on="2026-03-09", **steps)
        record_follow_up(context.db, pk, typed, context.actor, today=AS_OF)
    return est.id


def test_the_hearing_and_its_outcome_go_out_and_come_back(
    context: AppContext, tmp_path: Path, other: Database
) -> None:
    est_id = notices_heard(context)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est_id, first, WINDOW)
    headers = layout.NOTICES_OF_VIOLATION.headers
    at = headers.index("Hearing request received on")
    assert headers[at + 1 : at + 3] == ("Hearing on", "Hearing outcome")
    found = {
        r["Finding"]: (r["Hearing on"], r["Hearing outcome"], r["Fee due (from the notice's date)"])
        for r in sheet_rows(first, "Notices of violation")
    }
    assert {k: (v[0] and v[0].date(), v[1], v[2] and v[2].date()) for k, v in found.items()} == {
        "Reversed": (date(2026, 4, 6), "Reversed", None),
        "Upheld": (date(2026, 4, 7), "Upheld", date(2026, 4, 16)),
        "Asked": (None, None, date(2026, 4, 16)),
    }

    report = import_workbook(other, first, None, "Importer", today=AS_OF)
    assert report.added["Notices of violation"] == 3
    imported = list_notices(other, find_establishment(other, "Uno").id)
    assert {n.finding: (n.hearing_on, n.hearing_outcome) for n in imported} == {
        "Reversed": (date(2026, 4, 6), "Reversed"),
        "Upheld": (date(2026, 4, 7), "Upheld"),
        "Asked": (None, None),
    }
    again = tmp_path / "again.xlsx"
    export_workbook(other, find_establishment(other, "Uno").id, again, WINDOW)
    assert sheet_rows(again, "Notices of violation") == sheet_rows(first, "Notices of violation")


def test_an_import_refuses_an_outcome_not_of_the_three_naming_its_cell(
    context: AppContext, tmp_path: Path, other: Database
) -> None:
    est_id = notices_heard(context)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est_id, first, WINDOW)
    wb = load_workbook(first)
    column = layout.NOTICES_OF_VIOLATION.headers.index("Hearing outcome") + 1
    wb["Notices of violation"].cell(row=3, column=column, value="Dismissed")
    bad = tmp_path / "bad.xlsx"
    wb.save(bad)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(other, bad, None, "Importer", today=AS_OF)
    assert [str(p) for p in refused.value.problems] == [
        "Notices of violation, row 3, column Hearing outcome: Choose the hearing's outcome: "
        "Upheld, Modified, Reversed."
    ]


def test_the_packet_prints_each_notices_hearing_and_what_a_reversal_leaves_owed(
    context: AppContext, tmp_path: Path
) -> None:
    est_id = notices_heard(context)
    target = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, est_id, target, WINDOW)
    text = " ".join(page_texts(target))
    reversed_, upheld, asked = (
        text.split(f"Notice of violation NOV-2026-00{n}")[-1][:900] for n in (1, 2, 3)
    )
    assert "Hearing on 2026-04-06 Hearing outcome Reversed: no fee and no duty it brought" in (
        reversed_
    )
    assert "Fee due none: the notice was reversed at its hearing" in reversed_
    assert "Hearing on 2026-04-07 Hearing outcome Upheld" in upheld
    assert "Hearing on requested, not yet held Hearing outcome —" in asked
