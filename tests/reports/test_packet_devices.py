"""The packet's device pages: an interceptor's history, a trap's calendar (R1–R3)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.trap_days import DayMark, trap_calendar
from fog_desktop.reports.devices import device_parts
from fog_desktop.reports.pdf import Part, render_parts
from fog_desktop.services.devices import DeviceInput, create_device, list_devices, void_device
from fog_desktop.services.frequency_approvals import ApprovalInput, record_approval
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.obligations import obligations_for
from tests.pdf_text import page_texts

SIERRA_MADRE = ordinance.default()

DEMO_AS_OF = date(2026, 12, 3)
DEMO_WINDOW = Window.two_years_to(DEMO_AS_OF, SIERRA_MADRE)


@pytest.fixture(scope="module")
def demo_parts(demo: tuple[Database, int]) -> list[Part]:
    return device_parts(*demo, DEMO_WINDOW)


def pages(parts: Sequence[Part], folder: Path) -> list[str]:
    """The parts printed as the packet prints them: each page's words, spaces folded."""
    out = folder / f"devices-{len(list(folder.iterdir()))}.pdf"
    render_parts(out, parts, "Devices", page_numbers=True)
    return page_texts(out)


@pytest.mark.slow("draws each of the demo's devices' two years, apart and together")
def test_each_demo_device_starts_a_page_interceptor_first(
    demo_parts: list[Part], tmp_path: Path
) -> None:
    """A trap's calendar fits one page; the interceptor's two years (chart, pump-outs,
    readings) take two at a legible size."""
    assert [len(pages([part], tmp_path)) for part in demo_parts] == [2, 1, 1]
    headings = [text.split(" — ")[0] for text in pages(demo_parts, tmp_path)]
    assert [headings[0], *headings[2:]] == ["GI-1", "GT-1", "GT-2"]


def test_the_interceptor_page_has_its_chart_pump_outs_and_readings(
    demo_parts: list[Part], tmp_path: Path
) -> None:
    text = " ".join(pages(demo_parts[:1], tmp_path))
    assert "Capacity: 1000 gal Design depth: 48 in Frequency: 3 months" in text
    assert "2025-07-30 1000 SoCal Grease Haulers SGH-24068 29.2%" in text, (
        "a pump-out with its gallons, hauler, manifest and the level the hauler found (R1)"
    )
    assert "Late: service now was due 2025-07-27, a reading over 25% (R1)" in text
    assert "28.2% (reading of" not in text
    assert "Late: was due 2025-10-30 (R2)" in text
    assert "Partial pump-out (780 of 1000 gal): it met no pump-out (R2). Manifest SGH-24102" in text
    assert "Late: was due 2026-02-09 (R2)" in text, "the hauler's return met the quarter"
    assert "2026-11-01 1000 SoCal Grease Haulers SGH-24153" in text
    assert "Manifest missing: manifest SGH-24153 noted, not on file (R2)" in text
    assert "2025-07-27 28.2%: over 25% (R1)" in text
    # R1: the city's inspector found 31%; the hauler came the next day, a day late.
    assert "2026-08-02 31.0%: over 25% (R1) (city)" in text
    assert "Late: service now was due 2026-08-02, a reading over 25% (R1)" in text
    # each pump-out's level found by the hauler is a reading too (R1)
    assert "Sludge-height readings (27)" in text and "Pump-outs (9)" in text
    assert "2026-08-03 31.3%: over 25% (R1)" in text, "the hauler found what the city did"
    said = (
        "9 pump-outs due: 7 on time, 2 late (R2); the one due 2025-01-04 met by the pump-out "
        "of 2024-12-03, before the window; 9 listed below: 8 full, 1 that met no pump-out "
        "(partial)."
    )
    assert said in text, "page 1's count, and why 8 full pump-outs are listed"
    assert "2024-12-03" not in text.split(said)[1], "the pump-out before the window"
    (chart,) = demo_parts[0].images.values()
    image = QImage.fromData(chart)
    assert (image.width(), image.height()) == (2220, 780), "7.4 x 2.6 inches at 300 dpi"


def test_the_interceptor_page_says_its_frequency_from_the_readings_and_its_approvals(
    demo_parts: list[Part], tmp_path: Path
) -> None:
    """R8d under the chart: the rate of each cycle, the suggestion, the E.5 warning (the
    quarter the city found at 31% is among the last three), and the program manager's
    answer on file."""
    text = " ".join(pages(demo_parts[:1], tmp_path))
    assert "Maintenance frequency from the readings (R8d): rate of each pump-out cycle" in text
    # the sixth cycle runs from the hauler's return, the partial pump-out before it no end (R2)
    assert "0.24, 0.24, 0.48, 0.21, 0.24, 0.26, 0.35, 0.24, 0.28 (% a day)" in text
    assert "highest of the last three cycles and the current one 0.35% a day" in text
    assert "Suggested frequency: 10 weeks; approved now: 3 months." in text
    assert "Warning: it fills faster than its approved frequency (E.5)" in text
    assert (
        "Frequency approvals: 3 months on 2025-10-03 (frequency/2025-10-03 GI-1 frequency "
        "approval.png;"
    ) in text


def test_the_chart_and_tables_are_those_of_the_window_not_of_today(
    demo: tuple[Database, int], tmp_path: Path
) -> None:
    window = Window(date(2025, 1, 1), date(2025, 12, 31))
    (text,) = pages(device_parts(*demo, window)[:1], tmp_path)
    assert "GI-1: 12 readings from 2025-01-01 to 2025-12-31" in text
    assert "Pump-outs (4)" in text
    assert "2026-02-07" not in text and "partial" not in text, "no pump-out after the window"
    assert "2026-01-06" not in text, "no reading after the window"


def test_a_trap_calendar_marks_the_days_the_rules_say_were_missed(
    demo: tuple[Database, int], demo_parts: list[Part], tmp_path: Path
) -> None:
    """GT-1 is cleaned daily: a day is red exactly when it had no cleaning (R3)."""
    db, est_id = demo
    gt1 = next(d for d in list_devices(db, est_id) if d.device_id == "GT-1")
    owed = [o for o in obligations_for(db, est_id, DEMO_AS_OF, all_history=True)
            if o.subject == "GT-1"]  # fmt: skip
    part_text = pages(demo_parts[1:2], tmp_path)[0]
    assert "727 cleanings due: 724 on time, 3 late (R3); 726 cleanings done." in part_text
    assert "a day a cleaning was due and not done by then (4 days:" in part_text
    assert (
        "✓ cleaned; red ✗: cleaning missed (R3), a day a cleaning was due and not done" in part_text
    )
    missed = {date(2025, 3, 8), date(2025, 3, 9), date(2026, 1, 7), date(2026, 8, 6)}
    all_days = [DEMO_WINDOW.start + timedelta(days=n) for n in range(730)]
    cleaned = [day for day in all_days if day not in missed]
    calendar = trap_calendar(cleaned, owed, DEMO_WINDOW, gt1.in_service_since)
    assert {day for day in all_days if calendar.mark(day) == DayMark.MISSED} == missed
    assert calendar.mark(DEMO_WINDOW.start - timedelta(days=1)) == DayMark.OUTSIDE
    assert calendar.mark(DEMO_WINDOW.end + timedelta(days=1)) == DayMark.OUTSIDE
    # a month a row, a mark a day: the missed days' marks at their days of the month
    rows = dict(re.findall(r"(\w{3} \d{4}) ((?:[✓✗] ?)+)", part_text))
    missed_at = {
        (month, day)
        for month, marks in rows.items()
        for day, mark in enumerate(marks.split(), start=1)
        if mark == "✗"
    }
    assert missed_at == {("Mar 2025", 8), ("Mar 2025", 9), ("Jan 2026", 7), ("Aug 2026", 6)}, (
        "a red mark on each missed day, on no other"
    )


def test_a_trap_cleaned_every_two_days_is_red_only_when_late(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """Its 2 days approved by the city from the day it went in service (R3)."""
    as_of = date(2026, 11, 30)
    create_device(
        context.db, est_id,
        DeviceInput(device_id="GT-9", type="Grease trap", capacity_gal="20",
                    design_depth_in="12", frequency_number="2", frequency_unit="days",
                    in_service_since="2026-11-01"),
        context.actor,
    )  # fmt: skip
    letter = tmp_path / "city-letter.pdf"
    letter.write_bytes(b"%PDF-1.4\n% approved\n")
    approval = ApprovalInput(device_id="GT-9", approved_on="2026-11-01", frequency="2 days")
    record_approval(context.db, est_id, approval, [letter], context.actor, today=as_of)
    cleanings = ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-10", "2026-11-12"]
    for day in cleanings:
        data = MaintenanceInput(device_id="GT-9", service_date=day, service="Cleaning")
        create_entry(context.db, est_id, data, context.actor, today=as_of)
    window = Window.two_years_to(as_of, SIERRA_MADRE)
    owed = [o for o in obligations_for(context.db, est_id, as_of, all_history=True)
            if o.subject == "GT-9"]  # fmt: skip
    calendar = trap_calendar(
        [date.fromisoformat(d) for d in cleanings], owed, window, date(2026, 11, 1)
    )

    def marks(first: int, last: int) -> list[DayMark]:
        return [calendar.mark(date(2026, 11, day)) for day in range(first, last + 1)]

    assert calendar.mark(date(2026, 10, 31)) == DayMark.OUTSIDE, "before it was in service"
    assert marks(1, 7) == [DayMark.NOT_DUE, DayMark.CLEANED] * 3 + [DayMark.NOT_DUE]
    assert marks(8, 10) == [DayMark.MISSED, DayMark.MISSED, DayMark.CLEANED], "due on the 8th"
    assert marks(11, 13) == [DayMark.NOT_DUE, DayMark.CLEANED, DayMark.NOT_DUE]
    assert set(marks(14, 30)) == {DayMark.MISSED}, "overdue since the 14th"
    interceptor, trap = pages(device_parts(context.db, est_id, window), tmp_path)
    assert interceptor.startswith("GI-1")
    assert "6 cleanings due: 4 on time, 1 late, 1 overdue (R3); 5 cleanings done." in trap
    assert "Overdue since 2026-11-14." in trap and "(19 days:" in trap
    assert "Frequency: 2 days, approved 2026-11-01" in trap
    assert (
        "Approvals of its cleaning interval (R3): 2 days on 2026-11-01 (frequency/2026-11-01 "
        "GT-9 frequency approval.pdf)"
    ) in trap


def test_a_pump_out_shows_only_the_level_measured_at_it(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """R1: a reading three days before a pump-out is not the level the pump-out found."""
    as_of = date(2026, 12, 2)
    entries = (
        MaintenanceInput(device_id="GI-1", service_date="2026-05-29", service="Measurement",
                         fog_depth_in="5", solids_depth_in="4"),
        MaintenanceInput(device_id="GI-1", service_date="2026-06-01", gallons_removed="1000",
                         hauler="Valley Pumping", manifest_no="VP-1"),
        MaintenanceInput(device_id="GI-1", service_date="2026-09-01", gallons_removed="1000",
                         hauler="Valley Pumping", manifest_no="VP-2", fog_depth_in="6",
                         solids_depth_in="4.5"),
    )  # fmt: skip
    for data in entries:
        create_entry(context.db, est_id, data, context.actor, today=as_of)
    window = Window.two_years_to(as_of, SIERRA_MADRE)
    text = " ".join(pages(device_parts(context.db, est_id, window)[:1], tmp_path))
    assert "2026-06-01 1000 Valley Pumping VP-1 not measured at the pump-out" in text
    assert "2026-09-01 1000 Valley Pumping VP-2 21.9%" in text
    assert "2026-05-29 18.8%" in text, "the reading itself stands among the readings"


def test_a_device_with_no_entries_says_so_and_void_ones_are_one_line(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    as_of = date(2026, 12, 2)
    for device_id, kind in (("GT-1", "Grease trap"), ("OD-1", "Other grease control device"),
                            ("GT-0", "Grease trap")):  # fmt: skip
        data = DeviceInput(device_id=device_id, type=kind, capacity_gal="50",
                           design_depth_in="12", in_service_since="2026-01-01")  # fmt: skip
        create_device(context.db, est_id, data, context.actor)
    typo = next(d for d in list_devices(context.db, est_id) if d.device_id == "GT-0")
    void_device(context.db, typo.id, "Entered twice", context.actor)
    pump_out = MaintenanceInput(device_id="OD-1", service_date="2026-06-01",
                                gallons_removed="20", hauler="Valley Pumping")  # fmt: skip
    create_entry(context.db, est_id, pump_out, context.actor, today=as_of)

    parts = device_parts(context.db, est_id, Window.two_years_to(as_of, SIERRA_MADRE))
    texts = pages(parts, tmp_path)

    assert [t.split(" — ")[0] for t in texts] == ["GI-1", "GT-1", "OD-1"]
    assert not parts[0].images, "no chart without a reading or a pump-out"
    assert "No pump-outs in this window." in texts[0]
    assert "No sludge-height readings in this window (R1)." in texts[0]
    assert re.search(r"Open: Pump-out due \d{4}-\d\d-\d\d: (Due soon|Overdue) \(R2\)", texts[0]), (
        "no in-service date: due at once"
    )
    assert "0 cleanings done" in texts[1]
    assert (
        "2026-06-01 Pump-out 20 Valley Pumping Possible partial pump-out (20 of 50 gal), under "
        "90%, not confirmed full: it met no pump-out (R2) Manifest missing: no manifest on "
        "file (R2)"
    ) in texts[2], "R2: an unconfirmed partial pump-out meets nothing"
    assert "Open: Pump-out due 2026-04-01: Overdue (R2)" in texts[2]
    assert texts[2].endswith(
        "Devices voided as entered in error, not shown: GT-0 (Entered twice). Devices — page 3 of 3"
    )
