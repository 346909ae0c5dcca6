"""What an inspector found in the records packet, each made right on a kitchen built for
it: the open duties on the Obligations sheet with their flags, the flags of the log, the
holidays of the window only (R5, R7)."""

from __future__ import annotations

import hashlib
import re
import zipfile
from dataclasses import replace
from datetime import date, datetime
from html import unescape
from io import BytesIO
from pathlib import Path
from typing import Any

from openpyxl import load_workbook

from fog_desktop import ordinance
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.exchange.importer import import_workbook
from fog_desktop.exchange.packet import export_packet
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.sheets.obligations import obligations
from fog_desktop.exchange.verifying import verification
from fog_desktop.exchange.workbook import calendar_text, export_workbook
from fog_desktop.reports.devices import device_parts
from fog_desktop.reports.letter import write_confirmation_letter
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.reports.sections import record_parts
from fog_desktop.rules import enforcement
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.devices import DeviceInput, create_device
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
)
from fog_desktop.services.frequency_approvals import ApprovalInput, record_approval
from fog_desktop.services.incidents import IncidentInput, report_incident
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.waivers import WaiverInput, create_waiver
from fog_desktop.services.written_confirmation import ConfirmationInput, mark_confirmation_sent
from tests.pdf_text import pdf_text

AS_OF = date(2026, 6, 30)
WINDOW = Window(date(2025, 1, 1), AS_OF)


def interceptor_and_trap(context: AppContext, name: str, interceptor_since: str) -> int:
    """An establishment with interceptor GI-1 (1,000 gal) and trap GT-1, in service since
    2026-06-01."""
    est = create_establishment(context.db, EstablishmentInput(name=name), context.actor)
    for device in (
        DeviceInput(device_id="GI-1", capacity_gal="1000", design_depth_in="48",
                    in_service_since=interceptor_since),
        DeviceInput(device_id="GT-1", type="Grease trap", capacity_gal="20",
                    design_depth_in="12", in_service_since="2026-06-01"),
    ):  # fmt: skip
        create_device(context.db, est.id, device, context.actor)
    return est.id


def kitchen(context: AppContext) -> int:
    """An interceptor in service since 2024, never pumped out (its pump-out overdue since
    before the window), with a reading over 25%; a trap; an incident of the window's
    last day, its written confirmation due after it."""
    db, actor = context.db, context.actor
    est_id = interceptor_and_trap(context, "Casa Inspector", "2024-06-03")
    reading = MaintenanceInput(
        service_date="2026-03-02", device_id="GI-1", service="Measurement",
        fog_depth_in="10", solids_depth_in="5", performed_by="Maria",
    )  # fmt: skip
    create_entry(db, est_id, reading, actor, today=AS_OF)
    spill = IncidentInput(
        incident_date="2026-06-30", incident_time="10:00", kind="Spill",
        description="Oil spilled at the back door.",
    )  # fmt: skip
    report_incident(db, est_id, spill, actor, now=datetime(2026, 6, 30, 10, 30))
    return est_id


def sheet(path: Path, name: str) -> list[dict[str, Any]]:
    wb = load_workbook(path, read_only=True)
    found = list(wb[name].iter_rows(values_only=True))
    wb.close()
    header = found[0]
    return [dict(zip(header, r, strict=True)) for r in found[1:]]


def test_the_obligations_sheet_lists_every_open_duty_with_its_flags(
    context: AppContext, tmp_path: Path
) -> None:
    est_id = kitchen(context)
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, WINDOW)
    listed = {(r["Kind"], r["Subject"]): r for r in sheet(path, "Obligations")}

    first_pump_out = min(
        (r for r in listed.values() if r["Kind"] == "Pump-out"), key=lambda r: r["Due"]
    )
    assert first_pump_out["Due"].date() < WINDOW.start, "overdue since before the window"
    assert first_pump_out["State"] == "Overdue"
    assert str(first_pump_out["Flags"]).startswith("overdue: ")
    assert "due before the window" in str(first_pump_out["Flags"])
    confirmation = listed[("Written confirmation", next(
        s for k, s in listed if k == "Written confirmation"
    ))]  # fmt: skip
    assert confirmation["Due"].date() > WINDOW.end
    assert confirmation["Flags"] == "due after the window"
    assert listed[("Trap cleaning", "GT-1")]["State"] in ("Overdue", "Due soon")


def test_the_maintenance_sheet_says_each_entrys_flags_and_the_import_ignores_them(
    context: AppContext, tmp_path: Path
) -> None:
    est_id = kitchen(context)
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, WINDOW)
    (reading,) = [r for r in sheet(path, "Maintenance") if r["Service"] == "Measurement"]
    assert reading["Flags"] == "Over 25%"

    paths = resolve_paths(tmp_path / "empty")
    other = open_database(paths, f"sqlite:///{paths.sqlite_file}")
    try:
        result = import_workbook(other, path, None, "Importer", today=AS_OF)
        assert result.added["Maintenance"] == 1
        again = tmp_path / "again.xlsx"
        export_workbook(other, find_establishment(other, "Casa Inspector").id, again, WINDOW)
        assert sheet(again, "Maintenance") == sheet(path, "Maintenance")
    finally:
        other.dispose()


def test_the_working_day_calendar_lists_the_holidays_of_the_window_only(
    context: AppContext,
) -> None:
    est_id = kitchen(context)
    said = calendar_text(context.db, est_id, Window(date(2024, 12, 4), date(2025, 12, 3)))
    assert "2024-12-25 Christmas Day" in said
    assert "2025-11-27 Thanksgiving Day" in said
    assert "2024-11-28" not in said, "a holiday of the window's first year before it"
    assert "2025-12-25" not in said, "a holiday of its last year after it"


LATERAL_WINDOW = Window(date(2026, 1, 1), date(2026, 6, 10))


def kitchen_with_a_lateral_cleaning(context: AppContext, tmp_path: Path) -> int:
    """A trap cleaned daily from 2026-06-01 but on 06-05, when the lateral was jetted
    under its Device ID, with the contractor's invoice attached; an interceptor whose
    frequency answer was attached as "frequency-answer.png"."""
    db, actor = context.db, context.actor
    today = LATERAL_WINDOW.end
    est_id = interceptor_and_trap(context, "Casa Lateral", "2026-01-05")
    for day in range(1, 11):
        if day != 5:
            cleaning = MaintenanceInput(service_date=f"2026-06-{day:02d}", device_id="GT-1",
                                        service="Cleaning", performed_by="Luis")  # fmt: skip
            create_entry(db, est_id, cleaning, actor, today=today)
    invoice = tmp_path / "rooter-invoice.png"
    invoice.write_bytes(scan_png("Rooter Bros invoice"))
    lateral = MaintenanceInput(
        service_date="2026-06-05", device_id="GT-1", service="Lateral / sewer cleaning",
        performed_by="Rooter Bros Plumbing", notes="Lateral jetted to the main.",
    )  # fmt: skip
    create_entry(db, est_id, lateral, actor, today=today, files=[invoice])
    answer = tmp_path / "frequency-answer.png"
    answer.write_bytes(scan_png("Frequency answer"))
    approval = ApprovalInput(device_id="GI-1", approved_on="2026-02-02", frequency="3 months")
    record_approval(db, est_id, approval, [answer], actor, today=today)
    return est_id


def test_the_approval_in_force_when_the_window_began_is_in_the_packet(
    context: AppContext, tmp_path: Path
) -> None:
    """R3, R8d: the window's pump-outs are judged by an approval dated before it: its
    letter is in the zip and its line on the Frequency approvals sheet; the one it
    replaced is not."""
    db, actor = context.db, context.actor
    est_id = interceptor_and_trap(context, "Casa Approvals", "2024-01-02")
    for day, frequency in (("2024-03-01", "2 months"), ("2024-09-02", "3 months")):
        letter = tmp_path / f"answer-{day}.png"
        letter.write_bytes(scan_png(f"Answer of {day}"))
        approval = ApprovalInput(device_id="GI-1", approved_on=day, frequency=frequency)
        record_approval(db, est_id, approval, [letter], actor, today=AS_OF)
    with zipfile.ZipFile(export_packet(db, est_id, tmp_path / "p.zip", WINDOW)) as z:
        letters = [n for n in z.namelist() if n.startswith("frequency/")]
        book = load_workbook(BytesIO(z.read("records.xlsx")), read_only=True)
        sheet = [row[:3] for row in book["Frequency approvals"].iter_rows(values_only=True)]
    assert letters == ["frequency/2024-09-02 GI-1 frequency approval.png"]
    assert sheet[1:] == [(datetime(2024, 9, 2), "GI-1", "3 months")]


def plain(html: str) -> str:
    """A part's HTML as its words read: tags dropped, entities and spaces unfolded."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def printed_part(context: AppContext, est_id: int, window: Window, holding: str) -> str:
    """The words of the one part of the packet's records that holds ``holding``."""
    report = verification(context.db, est_id)
    (found,) = [
        plain(p.html) for p in record_parts(context.db, est_id, window, report)
        if holding in p.html
    ]  # fmt: skip
    return found


def test_a_lateral_cleaning_is_listed_on_its_own_and_is_no_cleaning_of_the_trap(
    context: AppContext, tmp_path: Path
) -> None:
    est_id = kitchen_with_a_lateral_cleaning(context, tmp_path)
    window = LATERAL_WINDOW
    late = [r for r in obligations(context.db, est_id, window).listed if r[1] == "GT-1"]
    assert [r[:5] for r in late if r[3] == "Met late"] == [
        ["Trap cleaning", "GT-1", date(2026, 6, 5), "Met late", date(2026, 6, 6)]
    ], "the lateral cleaning of 06-05 restarted no clock (R8f)"

    section = printed_part(context, est_id, window, "Lateral and sewer line cleaning (Record")
    assert (
        "2026-06-05 Lateral jetted to the main. GT-1 Rooter Bros Plumbing "
        "maintenance/2026-06-05 Lateral - sewer cleaning GT-1.png"
    ) in section
    with zipfile.ZipFile(export_packet(context.db, est_id, tmp_path / "p.zip", window)) as z:
        assert "maintenance/2026-06-05 Lateral - sewer cleaning GT-1.png" in z.namelist()

    pages = {(p.html.count("GT-1 —") and "GT-1") or "GI-1": plain(p.html)
             for p in device_parts(context.db, est_id, window)}  # fmt: skip
    trap = pages["GT-1"]
    assert "logged under this device (2026-06-05)" in trap
    assert "9 cleanings done" in trap
    assert "1 late" in trap
    interceptor = pages["GI-1"]
    assert "frequency/2026-02-02 GI-1 frequency approval.png" in interceptor
    assert "frequency-answer.png" not in interceptor


def test_a_sewer_main_cleaning_is_listed_beside_the_waiver_apart_from_the_laterals(
    context: AppContext, tmp_path: Path
) -> None:
    """R8b, R8f: the sewer main cleanings a contractor waiver asks for have a section of
    their own beside the waivers, before the laterals'; neither is a cleaning of the
    trap they were logged under, whose page points to both sections."""
    est_id = kitchen_with_a_lateral_cleaning(context, tmp_path)
    window = LATERAL_WINDOW
    contractor = WaiverInput("2026-01-15", "Main jetted", "Contractor cleaning", "6 months")
    create_waiver(context.db, est_id, contractor, context.actor, today=window.end)
    main = MaintenanceInput(
        service_date="2026-06-08", device_id="GT-1", service="Sewer main cleaning",
        performed_by="City Jetting Co.", notes="Main jetted from the manhole on 3rd St.",
    )  # fmt: skip
    create_entry(context.db, est_id, main, context.actor, today=window.end)

    section = printed_part(context, est_id, window, "Sewer main cleaning under a conditional")
    sewer_main = section[section.index("Sewer main cleaning under") : section.index("Lateral and")]
    assert "1 cleaning in this window, of the sewer main" in sewer_main
    assert (
        "2026-06-08 Main jetted from the manhole on 3rd St. GT-1 City Jetting Co. none attached"
    ) in sewer_main
    assert "Rooter Bros" not in sewer_main, "a lateral's cleaning is not the sewer main's"
    laterals = section[section.index("Lateral and sewer line cleaning (Record") :]
    assert "City Jetting" not in laterals

    (trap,) = [plain(p.html) for p in device_parts(context.db, est_id, window)
               if "GT-1 —" in p.html]  # fmt: skip
    assert "Sewer main cleanings logged under this device (2026-06-08)" in trap
    assert "logged under this device (2026-06-05)" in trap
    assert "9 cleanings done" in trap, "neither is a cleaning of the trap (R3)"


def test_a_sent_written_confirmation_is_in_the_zip_with_its_proof_listed_as_every_file(
    context: AppContext, tmp_path: Path
) -> None:
    """R5: the letter, dated the day it went out, beside the certified mail receipt; an
    incident whose confirmation is not sent yet has no letter in the zip."""
    db, actor = context.db, context.actor
    est_id = kitchen(context)
    sent = IncidentInput(
        incident_date="2026-03-10", incident_time="09:00", kind="Spill",
        description="Grease on the lot.", reasons="A drum tipped over.",
        immediate_steps="Absorbent spread.", preventive_steps="Drums strapped.",
    )  # fmt: skip
    incident = report_incident(db, est_id, sent, actor, now=datetime(2026, 3, 10, 9, 30))
    receipt = tmp_path / "receipt.png"
    receipt.write_bytes(scan_png("Certified mail receipt"))
    mark_confirmation_sent(
        db, incident.id,
        ConfirmationInput(sent_on="2026-03-12", method="Certified mail", reference="7019 1"),
        actor, today=AS_OF, files=[receipt],
    )  # fmt: skip
    number = incident.incident_no
    path = export_packet(
        db, est_id, tmp_path / "packet.zip", WINDOW,
        write_pdf=render_packet_pdf, write_letter=write_confirmation_letter,
    )  # fmt: skip
    with zipfile.ZipFile(path) as z:
        incident_files = sorted(n for n in z.namelist() if n.startswith("incidents/"))
        sums = z.read("SHA256SUMS").decode()
        letter = z.read(f"incidents/2026-03-10 {number} written confirmation.pdf")
        packet_pdf = z.read("records.pdf")
        book = load_workbook(BytesIO(z.read("records.xlsx")), read_only=True)
        listed = {row[0]: row for row in book["Attachments"].iter_rows(values_only=True)}
    assert incident_files == [
        f"incidents/2026-03-10 {number} written confirmation.pdf",
        f"incidents/2026-03-10 {number}.png",
    ], "the letter and the proof of sending; none for the spill of 06-30, not sent yet"
    assert f"{hashlib.sha256(letter).hexdigest()}  incidents/2026-03-10 {number} written" in sums
    assert listed[f"incidents/2026-03-10 {number} written confirmation.pdf"][1:] == (
        f"Written confirmation of incident {number}, sent 2026-03-12",
        "(letter written on export)", "application/pdf", len(letter),
        hashlib.sha256(letter).hexdigest(),
    ), "the Attachments sheet lists every file of the zip"  # fmt: skip
    (letter_pdf := tmp_path / "letter.pdf").write_bytes(letter)
    said = pdf_text(letter_pdf)
    assert "March 12, 2026" in said and number in said
    (packet := tmp_path / "records.pdf").write_bytes(packet_pdf)
    printed = pdf_text(packet)
    assert (
        f"In the packet's zip: copy of the written confirmation incidents/2026-03-10 {number} "
        f"written confirmation.pdf attached incidents/2026-03-10 {number}.png"
    ) in printed


def test_a_notice_of_violation_shows_when_its_fee_is_delinquent(
    context: AppContext, tmp_path: Path
) -> None:
    """Fees A: 45 days after the invoice's date; none is recorded, so the notice's."""
    est_id = kitchen(context)
    for fee, day in (("250", "2026-04-01"), ("", "2026-05-04")):
        notice = ViolationInput(notice_on=day, delivery="Mailed", finding="Screens missing.",
                                noncompliance_fee=fee)  # fmt: skip
        record_notice(context.db, est_id, notice, context.actor, today=AS_OF)
    path = tmp_path / "records.xlsx"
    export_workbook(context.db, est_id, path, WINDOW)
    dues = [r["Fee due (from the notice's date)"] for r in sheet(path, "Notices of violation")]
    assert dues == [datetime(2026, 5, 16), None]

    city = printed_part(context, est_id, WINDOW, "Notice of violation")
    assert (
        "Fee due 2026-05-16: delinquent if unpaid 45 days after the invoice's date (Fees A). "
        "No invoice date is recorded, so the notice's date is taken for it."
    ) in city
    assert city.count("Fee due —") == 1, "no fee, no due date"
    # R8e, Fees B: unpaid on the window's end, 10% and two months begun of 1.5%
    assert (
        "Unpaid on 2026-06-30: $283.25 owed, with the 10% and 1.5% a month late penalties (Fees B)."
    ) in city
    [owed] = [r for r in sheet(path, "Obligations") if r["Kind"] == "Noncompliance fee payment"]
    assert "$283.25 owed on 2026-06-30, with any late penalties" in owed["Flags"]


def test_the_fee_is_due_by_the_profiles_days() -> None:
    altadena = replace(ordinance.default(), fee_days=30)
    assert enforcement.fee_due(date(2026, 4, 1), altadena) == date(2026, 5, 1)


def test_the_cover_says_both_counts_of_the_audit_trail(context: AppContext, tmp_path: Path) -> None:
    """Page 1 counts the whole trail's entries, the Audit sheet the window's: the Cover
    says both, so a packet of an old window does not seem to contradict itself."""
    est_id = kitchen(context)
    path = tmp_path / "records.xlsx"
    old = Window(date(2024, 1, 1), date(2024, 12, 31))
    export_workbook(context.db, est_id, path, old)
    wb = load_workbook(path, read_only=True)
    cover = list(wb["Cover"].iter_rows(values_only=True))
    wb.close()
    start = next(i for i, (label, _) in enumerate(cover) if label == "Audit trail")
    said = " ".join(v for _, v in cover[start:] if v)
    entries = verification(context.db, est_id).entries
    assert f"verified: the chain of its {entries:,} entries is unbroken" in said
    assert "the Audit sheet lists the 0 made in the window" in said
