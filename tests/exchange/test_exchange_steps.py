"""Steps of a record's life the records workbook carries: a notice's hearing and its
outcome, which the packet prints (R8e; Hearings D), and how a possibly partial pump-out
was settled (R2)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook
from openpyxl.utils import get_column_letter
from sqlalchemy import select

from fog_desktop.audit import verify
from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.exchange.importer import ImportRefused, import_workbook
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.maintenance import MAINTENANCE
from fog_desktop.exchange.sheets.notices import NOTICES_OF_VIOLATION
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    create_entry,
    void_entry,
)
from fog_desktop.services.maintenance import iter_rows as maintenance_rows
from fog_desktop.services.notice_steps import FollowUpInput, record_follow_up
from fog_desktop.services.pump_out_check import check_pump_out
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.violations_rows import list_notices
from models import AuditEntry, PartialCheck
from tests.pdf_text import page_texts

AS_OF = date(2026, 12, 2)
WINDOW = Window(date(2025, 1, 1), AS_OF)


def sheet_rows(path: Path, name: str) -> list[dict[str, Any]]:
    wb = load_workbook(path, read_only=True)
    try:
        header, *found = wb[name].iter_rows(values_only=True)
        return [dict(zip(header, row, strict=True)) for row in found]
    finally:
        wb.close()


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
    headers = NOTICES_OF_VIOLATION.headers
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
    column = NOTICES_OF_VIOLATION.headers.index("Hearing outcome") + 1
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


#: Each pump-out of GI-1 (1,000 gallons) by its day: gallons removed and how it was
#: settled, "" for not at all.
PUMP_OUTS = {
    "2026-05-10": ("780", PartialCheck.CONFIRMED_FULL, "Manifest shows the tank emptied"),
    "2026-06-01": ("800", PartialCheck.CONFIRMED_FULL, "Typed twice"),
    "2026-08-10": ("700", PartialCheck.PARTIAL, "Driver left early"),
    "2026-11-10": ("650", "", ""),
}


def settled_log(context: AppContext) -> int:
    """Dos with interceptor GI-1, its four pump-outs (the one of June 1 void after it was
    settled) and a cleaning."""
    est = create_establishment(context.db, EstablishmentInput(name="Dos"), context.actor)
    device = DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48",
                         frequency_number="3", frequency_unit="months",
                         in_service_since="2025-01-01")  # fmt: skip
    create_device(context.db, est.id, device, context.actor)
    for day, (gallons, check, why) in PUMP_OUTS.items():
        data = MaintenanceInput(day, "GI-1", gallons_removed=gallons, hauler="SoCal Grease")
        pk = create_entry(context.db, est.id, data, context.actor, today=AS_OF).id
        if check:
            check_pump_out(context.db, pk, check, why, context.actor)
        if why == "Typed twice":
            void_entry(context.db, pk, "Typed twice", context.actor)
    cleaning = MaintenanceInput("2026-05-11", "GI-1", service="Cleaning")
    create_entry(context.db, est.id, cleaning, context.actor, today=AS_OF)
    return est.id


def settlements(db: Database, est_id: int) -> dict[str, tuple[str, str, str]]:
    return {
        r.service_date.isoformat(): (r.partial_check, r.partial_check_note, r.status_text)
        for r in maintenance_rows(db, est_id, MaintenanceFilter(), as_of=AS_OF)
        if r.service == "Pump-out"
    }


def test_a_pump_outs_check_goes_out_and_comes_back_as_a_step_of_its_life(
    context: AppContext, tmp_path: Path, other: Database
) -> None:
    est_id = settled_log(context)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est_id, first, WINDOW)
    wb = load_workbook(first)
    # off paper: the printed log ends at its Status, the Flags saying what was settled
    status, check = (
        get_column_letter(MAINTENANCE.headers.index(h) + 1) for h in ("Status", "Pump-out check")
    )
    printed = str(wb["Maintenance"].print_area)
    assert f":${status}$" in printed and f"${check}$" not in printed
    wb.close()
    logged = {r["Date"].date().isoformat(): r for r in sheet_rows(first, "Maintenance")}
    assert logged["2026-08-10"]["Flags"].startswith("Partial pump-out")
    assert logged["2026-11-10"]["Flags"].startswith("Possible partial pump-out")
    assert (
        logged["2026-05-10"]["Pump-out check"],
        logged["2026-05-10"]["Pump-out check reason"],
    ) == (
        "Confirmed full",
        "Manifest shows the tank emptied",
    )

    import_workbook(other, first, None, "Importer", today=AS_OF)
    dos = find_establishment(other, "Dos").id
    assert (
        settlements(other, dos)
        == settlements(context.db, est_id)
        == {
            "2026-05-10": ("Confirmed full", "Manifest shows the tank emptied", "Recorded"),
            "2026-06-01": ("Confirmed full", "Typed twice", "Void: Typed twice"),
            "2026-08-10": ("Partial", "Driver left early", "Recorded"),
            "2026-11-10": ("", "", "Recorded"),
        }
    )
    with other.read() as session:
        assert verify(session).ok
        steps = session.scalars(
            select(AuditEntry.reason).where(
                AuditEntry.record_table == "maintenance_entries", AuditEntry.action == "update"
            )
        ).all()
        assert sorted(steps) == ["Driver left early", "Manifest shows the tank emptied",
                                 "Typed twice"]  # fmt: skip
    again = tmp_path / "again.xlsx"
    export_workbook(other, dos, again, WINDOW)
    assert sheet_rows(again, "Maintenance") == sheet_rows(first, "Maintenance")
    assert import_workbook(other, first, None, "Importer", today=AS_OF).added == {}


def edited(source: Path, target: Path, day: str, service: str, **cells: str) -> tuple[Path, int]:
    """The workbook with the Maintenance row of ``day`` and ``service`` given ``cells``;
    and that row's number."""
    wb = load_workbook(source)
    ws = wb["Maintenance"]
    headers = MAINTENANCE.headers
    number = next(
        r[0].row
        for r in ws.iter_rows(min_row=2)
        if r[0].value.date().isoformat() == day and r[2].value == service
    )
    for header, value in cells.items():
        ws.cell(row=number, column=headers.index(header) + 1, value=value)
    wb.save(target)
    return target, number


def test_an_import_refuses_a_check_on_a_cleaning_and_one_without_its_reason(
    context: AppContext, tmp_path: Path, other: Database
) -> None:
    """R2, as ``maintenance check`` refuses them, named by row and column."""
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, settled_log(context), first, WINDOW)
    confirmed = {"Pump-out check": "Confirmed full", "Pump-out check reason": "x"}
    cleaning, at = edited(first, tmp_path / "cleaning.xlsx", "2026-05-11", "Cleaning", **confirmed)
    with pytest.raises(ImportRefused) as refused:
        import_workbook(other, cleaning, None, "Importer", today=AS_OF)
    assert [str(p) for p in refused.value.problems] == [
        f"Maintenance, row {at}, column Pump-out check: Only a pump-out is confirmed full or "
        "partial."
    ]
    unsaid, at = edited(first, tmp_path / "unsaid.xlsx", "2026-11-10", "Pump-out",
                        **{"Pump-out check": "Partial"})  # fmt: skip
    with pytest.raises(ImportRefused) as refused:
        import_workbook(other, unsaid, None, "Importer", today=AS_OF)
    assert [str(p) for p in refused.value.problems] == [
        f"Maintenance, row {at}, column Pump-out check reason: Say why, e.g. what the "
        "hauler's manifest shows of the tank emptied."
    ]


def test_an_import_settles_no_pump_out_stored_already(context: AppContext, tmp_path: Path) -> None:
    """A row matching a stored entry (every column of it) is skipped whole, its check
    too: an import changes nothing stored; ``maintenance check`` settles it."""
    est_id = settled_log(context)
    first = tmp_path / "first.xlsx"
    export_workbook(context.db, est_id, first, WINDOW)
    confirmed = {"Pump-out check": "Confirmed full", "Pump-out check reason": "x"}
    settling, _ = edited(first, tmp_path / "settling.xlsx", "2026-11-10", "Pump-out", **confirmed)
    report = import_workbook(context.db, settling, None, "Importer", today=AS_OF)
    assert "Maintenance" not in report.added
    assert settlements(context.db, est_id)["2026-11-10"] == ("", "", "Recorded")
