"""The printable packet as an inspector reads it (issue 12, R4, R5, R7): the demo fits
sixteen pages, every record date is printed whole, a long manifest table heads every
page and splits no row, each signature says who and what it attests, each incident
says where its written confirmation stands, and an empty section says so."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.exchange.packet_files import packet_files
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.packet import render_packet_pdf, write_packet_pdf
from fog_desktop.services import incidents, manifests, training, violations_rows
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.manifests import ManifestInput, create_manifest
from fog_desktop.services.self_inspection_rows import list_checklists
from fog_desktop.services.training import SessionInput, create_session
from models import TRAINING_KINDS, WASTE_TYPES
from tests.pdf_sizes import smallest_text
from tests.pdf_text import page_texts

SIERRA_MADRE = ordinance.default()

AS_OF = date(2026, 12, 3)
WINDOW = Window.two_years_to(AS_OF, SIERRA_MADRE)


@pytest.fixture(scope="module")
def demo_pdf(demo: tuple[Database, int], tmp_path_factory: pytest.TempPathFactory) -> Path:
    db, est_id = demo
    target = tmp_path_factory.mktemp("packet") / "packet.pdf"
    write_packet_pdf(db, est_id, target, WINDOW)
    return target


@pytest.fixture(scope="module")
def demo_pages(demo_pdf: Path) -> list[str]:
    return page_texts(demo_pdf)


@pytest.mark.slow("reads the size of every character of the demo's packet")
def test_nothing_of_the_demo_packet_prints_under_8_points(demo_pdf: Path) -> None:
    """Issue 31: the manifests printed at 6.3 points, the trap calendars at 5 to 6.5."""
    assert smallest_text(demo_pdf) >= 7.95


def test_the_demo_packet_fits_seventeen_pages(demo_pages: list[str]) -> None:
    """Sixteen pages of records, and the certification's page (R7)."""
    assert len(demo_pages) <= 17
    assert f"page {len(demo_pages)} of {len(demo_pages)}" in demo_pages[-1]


def test_every_record_date_of_the_window_is_printed_whole(
    demo: tuple[Database, int], demo_pages: list[str]
) -> None:
    db, est_id = demo
    text = " ".join(demo_pages)
    days = [m.manifest_date for m in manifests.list_manifests(db, est_id)]
    days += [s.session_date for s in training.list_sessions(db, est_id)]
    days += [i.incident_date for i in incidents.list_incidents(db, est_id)]
    in_window = {d for d in days if WINDOW.holds(d)}
    assert len(in_window) > 30
    assert not [d for d in in_window if d.isoformat() not in text]


def test_manifests_name_their_scans_and_disposal_sites(
    demo: tuple[Database, int], demo_pages: list[str]
) -> None:
    db, est_id = demo
    # the manifests' pages, the table's header on each
    page = " ".join(demo_pages).split("Manifests (", 1)[1].split("Employees (", 1)[0]
    found = [m for m in manifests.list_manifests(db, est_id) if WINDOW.holds(m.manifest_date)]
    assert page.startswith(f"{len(found)})")
    for m in found:
        assert m.manifest_no in page
    assert "Hauler (registration no.)" in page
    assert "Disposal sites:" in page


def test_each_signature_says_who_signed_and_what_it_attests(demo_pages: list[str]) -> None:
    text = " ".join(demo_pages)
    assert "Employees (7) and BMP training (R4)" in text
    assert "Kofi Mensah (E-006)" in text
    assert (
        "Each signature or typed attestation attests: Attended the semiannual BMP training of "
        "2025-02-10 and " in text
    )
    assert "understood: Drain screens on sinks and floor drains" in text
    assert "Signed: attended and understood, as stated above." in text


def test_a_missed_half_year_is_counted_missed_and_listed_with_what_happened(
    demo_pages: list[str],
) -> None:
    """R4: Sam Chen's missed half is Missed on page 1, not Overdue, and the training pages
    say what happened."""
    assert "27 half-year trainings due: 26 on time, 1 missed (explained)." in demo_pages[0]
    training = demo_pages[0].split("Training Best management practices")[1]
    assert "overdue" not in training.split("Incidents Notification of spills")[0]
    assert (
        "Jul–Dec 2025 training of Sam Chen (E-004). What happened: Sam was on leave"
        in (demo_pages[1])
    )
    text = " ".join(demo_pages)
    listed = text.split("Missed half-year trainings")[1]
    assert listed.startswith(" A half-year that ended with no session signed or attested")
    assert "Sam Chen (E-004) 2025-07-01 to 2025-12-31 Sam was on leave the week" in listed


def test_the_attachments_list_every_file_of_the_packet(
    demo: tuple[Database, int], demo_pages: list[str]
) -> None:
    db, est_id = demo
    text = " ".join(demo_pages)
    files = packet_files(db, est_id, WINDOW)
    assert f"Attachments ({len(files)})" in text
    assert "Drawn signatures (10)" in text
    for f in files:
        assert f.name in text


def test_each_incident_is_a_block_with_its_confirmation(
    demo: tuple[Database, int], demo_pages: list[str]
) -> None:
    db, est_id = demo
    text = " ".join(demo_pages)
    found = [i for i in incidents.list_incidents(db, est_id) if WINDOW.holds(i.incident_date)]
    assert f"Incidents ({len(found)}) (R5)" in text
    for i in found:
        assert f"Incident {i.incident_no} of {i.incident_date}" in text
    for label in (
        "1. Date of the incident",
        "2. Reasons for the discharge or spill",
        "3. Steps taken at once to correct it",
        "4. Steps being taken to prevent it from recurring",
    ):
        assert text.count(label) == len(found)
    open_one = next(i for i in found if i.confirmation_sent_on is None)
    assert f"Not sent yet — due {open_one.confirmation_due}" in text
    assert "Sent 2025-09-09 by Certified mail" in text


def test_the_checklists_are_listed_with_each_item_not_ok_and_its_fix(
    demo: tuple[Database, int], demo_pages: list[str]
) -> None:
    db, est_id = demo
    text = " ".join(demo_pages)
    found = [c for c in list_checklists(db, est_id) if WINDOW.holds(c.inspected_on)]
    assert f"Self-inspection checklists ({len(found)}) (R8c)" in text
    assert (
        "Walked monthly. In this window 11 checklists due: 11 on time (page 1's count); every "
        "checklist walked is listed, due or not (the first one starts the schedule). Every "
        "item not listed was found OK or not applicable."
    ) in text, "12 walked, 11 due: the count of page 1, and why they differ"
    [checklist] = [c for c in found if c.not_ok]
    [wrong] = checklist.not_ok
    assert wrong.fix is not None
    assert f"Drain screens: {wrong.note}" in text
    assert f"Drain screens: fixed {wrong.fix.fixed_on}, Screens fitted on the prep sinks." in text
    assert "Written authorizations of additives (Prohibitions C, G)" in text
    assert "GreaseAway enzyme" in text


def test_the_planned_changes_are_listed_with_their_notice(demo_pages: list[str]) -> None:
    """R8a: the demo's patio expansion, noticed in time, and its kitchen remodel."""
    text = " ".join(demo_pages)
    assert "Planned changes and conditional waivers (R8a, R8b)" in text
    assert "Planned changes (2)" in text
    assert "Patio expansion: 24 more seats 2025-11-03 2025-09-04 2025-08-28" in text
    assert "Kitchen remodel: second fryer line" in text
    assert "Notice of the planned change: Kitchen remodel: second fryer line" in text


def test_the_packet_ends_with_what_it_is_and_the_certification(demo_pages: list[str]) -> None:
    about, last = demo_pages[-2:]
    assert "About this packet" in about
    assert "Audit chain head hash" in about
    assert "FOG Desktop" in about
    assert last.startswith(
        "Certification I certify that these records are true and complete to the best of my "
        "knowledge."
    )


def test_summary_only_is_the_answer_alone(demo: tuple[Database, int], tmp_path: Path) -> None:
    db, est_id = demo
    target = tmp_path / "summary.pdf"
    render_packet_pdf(db, est_id, target, WINDOW, summary_only=True)
    pages = page_texts(target)
    assert len(pages) == 3, "the answer, its details and the certification to sign (R7)"
    assert pages[2].startswith("Certification")
    assert not any("Manifests (" in p or "About this packet" in p for p in pages)


@pytest.mark.slow("stores 70 manifests and draws the packet they fill")
def test_a_long_manifest_table_heads_every_page_and_splits_no_row(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    for n in range(70):
        day = date(2026, 1, 1).replace(day=1 + n % 28, month=1 + n // 28)
        data = ManifestInput(
            manifest_no=f"M-{n:04d}",
            manifest_date=day.isoformat(),
            hauler="Golden State Oil Recycling and Rendering of Southern California",
            hauler_registration_no="RR-2290",
            driver="K. Patel" + " with a helper from the night crew" * (n % 5),
            waste_type=WASTE_TYPES[0],
            gallons="55",
            disposal_site="Golden State biodiesel plant",
            disposal_site_address="2200 E Harbor Blvd, Ventura, CA 93001",
            invoice_no=f"INV-{n}",
        )
        create_manifest(context.db, est_id, data, context.actor, today=AS_OF)
    target = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, est_id, target, WINDOW)
    pages = [p for p in page_texts(target) if "No. Date Hauler" in p]
    assert len(pages) > 1
    for number, text in enumerate(pages):
        body = text.split("Scans in the packet", 1)[1].split()
        if number:
            assert text.startswith("No. Date Hauler (registration no.)")
        assert body[0].startswith("M-"), "each page's first row starts with its number"
    for n in range(70):
        holding = [p for p in pages if f"M-{n:04d}" in p]
        assert len(holding) == 1
        assert f"INV-{n} " in holding[0] or holding[0].endswith(f"INV-{n}")
    assert smallest_text(target) >= 7.95, "long names wrap, the table is not shrunk"


def test_empty_sections_say_so(context: AppContext, est_id: int, tmp_path: Path) -> None:
    target = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, est_id, target, WINDOW)
    text = " ".join(page_texts(target))
    for sentence in (
        "No manifests in this window.",
        "No employees in this window.",
        "No missed half-year trainings in this window.",
        "No training sessions in this window.",
        "No incidents in this window.",
        "No self-inspection checklists in this window.",
        "No written authorization of an additive is on file.",
        "No planned changes in this window.",
        "No conditional waivers in this window.",
        "No waiver fees paid in this window.",
        "No attachments in this window.",
    ):
        assert sentence in text


def test_an_unsigned_attendee_does_not_count(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    create_employee(
        context.db,
        est_id,
        EmployeeInput(employee_id="E-004", name="Sam Chen", role="Cook", hire_date="2026-01-05"),
        context.actor,
    )
    session = SessionInput(
        session_date="2026-01-08",
        trainer="Maria Lopez",
        kind=TRAINING_KINDS[0],
        topics=["Drain screens"],
        attendees=["E-004"],
    )
    create_session(context.db, est_id, session, context.actor, today=AS_OF)
    target = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, est_id, target, WINDOW)
    text = " ".join(page_texts(target))
    assert "Sam Chen (E-004)" in text
    assert "NOT SIGNED: does not count (R4)." in text
    assert "Each signature or typed attestation attests: Attended the" in text
    assert "2026-01-08 and understood: Drain screens." in text


def test_a_typed_attestation_is_printed_as_what_it_is_never_as_signed(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """R6: only a drawn signature or a signed sheet is "signed"; a typed name is printed
    as a typed attestation, and still counts for the training (R4)."""
    create_employee(
        context.db,
        est_id,
        EmployeeInput(employee_id="E-004", name="Sam Chen", role="Cook", hire_date="2026-01-05"),
        context.actor,
    )
    session = SessionInput(
        session_date="2026-01-08",
        trainer="Maria Lopez",
        kind=TRAINING_KINDS[0],
        topics=["Drain screens"],
        attendees=["E-004"],
    )
    created = create_session(context.db, est_id, session, context.actor, today=AS_OF)
    (listed,) = [s for s in training.list_sessions(context.db, est_id) if s.id == created.id]
    training.sign_typed(context.db, listed.attendees[0].sign_off_id, "Sam Chen", context.actor)
    target = tmp_path / "packet.pdf"
    render_packet_pdf(context.db, est_id, target, WINDOW)
    text = " ".join(page_texts(target))
    sessions = text.split("BMP training by Maria Lopez")[1].split("Incidents (")[0]
    attendee = sessions.split("Sam Chen (E-004)")[1]
    assert attendee.startswith(" Typed attestation ")
    assert "Sam Chen (typed name)" in attendee
    assert "Attested by typing the name: attended and understood, as stated above." in attendee
    assert "signed" not in sessions.lower()
    assert "NOT SIGNED" not in text, "it counts for the training (R4)"


def test_the_city_section_lists_each_inspection_and_notice_with_its_steps(
    demo: tuple[Database, int], demo_pages: list[str]
) -> None:
    db, est_id = demo
    text = " ".join(demo_pages)
    [notice] = violations_rows.list_notices(db, est_id)
    assert "City inspections (1) and the city's notices (1) (R8e)" in text
    assert f"Notice of violation {notice.notice_no}" in text
    assert f"Hearing request due (received by the city) {notice.hearing_request_due}" in text
    assert f"Hearing request received on {notice.hearing_requested_on}" in text
    assert "Compliance schedule milestones (2)" in text
    assert "Drain screens on every sink" in text
    assert "Screens ordered; two of five fitted" in text, "each progress report (R8e)"
    assert "not sent" in text, "the report the city asked for, owed"
