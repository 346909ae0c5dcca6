"""The Kind of each notice in the records workbook and the packet (R8e): an administrative
complaint and a licence notice go out and come back as they were, an empty Kind is a
notice of violation, and a word not among the four is refused at its cell."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from openpyxl import load_workbook

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.exchange.importer import ImportRefused, import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.notices import NOTICES_OF_VIOLATION
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.violations_rows import list_notices
from tests.exchange.test_exchange_steps import sheet_rows
from tests.pdf_text import page_texts

AS_OF = date(2026, 3, 10)
WINDOW = Window(date(2025, 1, 1), AS_OF)
SHEET = "Notices of violation"


def three_kinds(context: AppContext) -> int:
    """Uno with a notice of violation, an administrative complaint whose $1,500 order was
    served 2026-03-02, and a licence suspension notice."""
    est = create_establishment(context.db, EstablishmentInput(name="Uno"), context.actor)
    for kind, fee in (("Notice of violation", "250"), ("Administrative complaint", ""),
                      ("Licence suspension", "")):  # fmt: skip
        data = ViolationInput("2026-02-02", "Mailed", f"Found: {kind}", fee, kind=kind)
        record_notice(context.db, est.id, data, context.actor, today=AS_OF)
    [complaint] = [n for n in list_notices(context.db, est.id) if n.notice_no == "AC-2026-001"]
    steps = FollowUpInput(order_mailed_on="2026-03-02", penalty_amount="1500")
    record_follow_up(context.db, complaint.id, steps, context.actor, today=AS_OF)
    return est.id


def test_r8e_the_kind_goes_out_and_comes_back_in_the_workbook(
    context: AppContext, tmp_path: Path, other: Database
) -> None:
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, three_kinds(context), first, WINDOW)
    assert NOTICES_OF_VIOLATION.headers[:2] == ("Notice ID", "Kind")
    assert {r["Notice ID"]: r["Kind"] for r in sheet_rows(first, SHEET)} == {
        "NOV-2026-001": "Notice of violation",
        "AC-2026-001": "Administrative complaint",
        "LIC-2026-001": "Licence suspension",
    }
    report = import_workbook(other, first, None, "Importer", today=AS_OF)
    assert report.added[SHEET] == 3
    uno = find_establishment(other, "Uno").id
    assert {n.notice_no: (n.kind, n.order_mailed_on) for n in list_notices(other, uno)} == {
        "NOV-2026-001": ("Notice of violation", None),
        "AC-2026-001": ("Administrative complaint", date(2026, 3, 2)),
        "LIC-2026-001": ("Licence suspension", None),
    }
    again = tmp_path / "again.xlsx"
    export_workbook(other, uno, again, WINDOW)
    assert sheet_rows(again, SHEET) == sheet_rows(first, SHEET)


def edited(first: Path, target: Path, kind: str | None) -> Path:
    """The workbook with the first notice's Kind cell (row 2) changed to ``kind``."""
    wb = load_workbook(first)
    column = NOTICES_OF_VIOLATION.headers.index("Kind") + 1
    wb[SHEET].cell(row=2, column=column, value=kind)
    wb.save(target)
    return target


def test_r8e_an_empty_kind_is_a_notice_of_violation_and_an_unknown_one_is_refused(
    context: AppContext, tmp_path: Path, other: Database
) -> None:
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, three_kinds(context), first, WINDOW)
    bad = edited(first, tmp_path / "bad.xlsx", "Warning letter")
    with pytest.raises(ImportRefused) as refused:
        import_workbook(other, bad, None, "Importer", today=AS_OF)
    assert [str(p) for p in refused.value.problems] == [
        "Notices of violation, row 2, column Kind: Choose what the city gave: Notice of "
        "violation, Administrative complaint, Licence suspension, Licence revocation."
    ]
    empty = edited(first, tmp_path / "empty.xlsx", None)
    import_workbook(other, empty, None, "Importer", today=AS_OF)
    uno = find_establishment(other, "Uno").id
    [first_notice] = [n for n in list_notices(other, uno) if n.notice_no == "NOV-2026-001"]
    assert first_notice.kind == "Notice of violation"


def test_r8e_the_packet_names_each_notice_by_its_kind(context: AppContext, tmp_path: Path) -> None:
    target = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, three_kinds(context), target, WINDOW)
    text = " ".join(" ".join(page_texts(target)).split())
    assert "Administrative complaint AC-2026-001" in text
    assert "Licence suspension LIC-2026-001" in text
    assert "Notice of violation NOV-2026-001" in text
    assert "and the city's notices (3)" in text
