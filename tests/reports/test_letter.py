"""The written confirmation letter of an incident, checked on the text of its PDF (R5)."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.reports.letter import write_confirmation_letter, write_notice_letter
from fog_desktop.services.changes import ChangeInput, create_change, void_change
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.incidents import (
    IncidentInput,
    NoticeInput,
    add_phone_notice,
    report_incident,
    void_incident,
)
from tests.pdf_text import pdf_text

NOW = datetime(2026, 12, 28, 9, 0)
TODAY = date(2026, 12, 28)


@pytest.fixture
def est_id(context: AppContext) -> int:
    profile = EstablishmentInput(
        name="Casa <Test> & Co",
        address="12 W Montecito Ave, Sierra Madre, CA 91024",
        business_license_no="BL-2024-0042",
        contact_name="Ana Ruiz",
        contact_phone="626-555-0100",
        program_manager_name="Jordan Lee",
        program_manager_address="232 W Sierra Madre Blvd, Sierra Madre, CA 91024",
        city_spill_phone="626-555-0111",
        health_dept_phone="626-555-0199",
    )
    return create_establishment(context.db, profile, context.actor).id


def christmas_eve_spill(**values: str) -> IncidentInput:
    data = IncidentInput(
        incident_date="2026-12-24",
        incident_time="18:40",
        kind="Spill",
        location="Back door drain",
        material="Used fryer oil",
        quantity="About 5 gallons",
        blockage_or_sso_possible=True,
        description="A full oil caddy tipped over by the back door.",
        reasons="The caddy's lid was not latched.",
        immediate_steps="Absorbent spread; the drain was covered; hauler called.",
        preventive_steps="Lids checked at close; staff retrained on 2026-12-26.",
    )
    for key, value in values.items():
        setattr(data, key, value)
    return data


def report(context: AppContext, est_id: int, **values: str) -> int:
    return report_incident(
        context.db, est_id, christmas_eve_spill(**values), context.actor, now=NOW
    ).id


def test_the_letter_states_the_four_elements_the_notices_and_the_due_date(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    incident = report(context, est_id)
    call = NoticeInput(called_on="2026-12-24", called_time="18:55", phone_number="626-555-0111",
                       person_reached="Officer Diaz", response="Ref 4471")  # fmt: skip
    add_phone_notice(context.db, incident, call, context.actor, now=NOW)

    path = write_confirmation_letter(context.db, incident, tmp_path / "letter.pdf", today=TODAY)

    text = pdf_text(path)
    assert "Written confirmation of incident INC-2026-001 (Sierra Madre Municipal Code" in text
    # the four elements, under their own headings
    assert "1. Date of the incident Thursday, December 24, 2026, at 18:40" in text
    assert "2. Reasons for the discharge or spill The caddy's lid was not latched." in text
    assert "3. Steps taken at once to correct it Absorbent spread; the drain was covered" in text
    assert "4. Steps being taken to prevent it from recurring Lids checked at close" in text
    # R5: five working days, Christmas Day and New Year's Day not counted
    assert "due no later than Monday, January 4, 2027" in text
    # letterhead, date, addressee, the phone notice and the signature block
    for expected in ("Casa <Test> & Co", "BL-2024-0042", "Contact: Ana Ruiz, (626) 555-0100",
                     "Monday, December 28, 2026", "Jordan Lee", "232 W Sierra Madre Blvd",
                     "Officer Diaz", "Ref 4471", "(626) 555-0111", "Used fryer oil",
                     "About 5 gallons", "Signed:", "Name, title, date:"):  # fmt: skip
        assert expected in text
    assert not (tmp_path / "letter.pdf.partial").exists()


def test_the_letter_prints_at_a_readable_size_on_one_page(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    incident = report(context, est_id)
    path = write_confirmation_letter(context.db, incident, tmp_path / "letter.pdf", today=TODAY)
    assert "Casa" in pdf_text(path)
    sizes: list[float] = []

    def seen(text: str, cm: list[float], tm: list[float], _font: object, size: float) -> None:
        if text.strip():
            sizes.append(size * abs(cm[3]) * abs(tm[3]))

    pages = PdfReader(path).pages
    pages[0].extract_text(visitor_text=seen)
    assert len(pages) == 1
    assert min(sizes) == pytest.approx(10, abs=0.5), "the body text in 10 point"


@pytest.mark.parametrize("field", ["reasons", "immediate_steps", "preventive_steps"])
def test_no_letter_while_an_element_is_empty(
    context: AppContext, est_id: int, tmp_path: Path, field: str
) -> None:
    incident = report(context, est_id, **{field: "  "})
    target = tmp_path / "letter.pdf"
    with pytest.raises(ValidationError) as refused:
        write_confirmation_letter(context.db, incident, target, today=TODAY)
    assert [p.field for p in refused.value.problems] == [field]
    assert "the written confirmation must state it (R5)" in str(refused.value)
    assert not target.exists()


def test_no_letter_for_a_void_incident(context: AppContext, est_id: int, tmp_path: Path) -> None:
    incident = report(context, est_id)
    void_incident(context.db, incident, "Entered twice", context.actor)
    with pytest.raises(ValidationError, match="is void"):
        write_confirmation_letter(context.db, incident, tmp_path / "l.pdf", today=TODAY)


def test_the_notice_of_a_planned_change_says_what_and_when_on_the_shared_letterhead(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    """R8a: the notice is the confirmation's letter (its head, salutation and signature
    lines) with the change, its start and the sixty days it is given ahead."""
    data = ChangeInput("Kitchen remodel: second fryer line", "2027-03-01", notes="Permit BP-114")
    change = create_change(context.db, est_id, data, context.actor, today=TODAY)
    path = write_notice_letter(context.db, change.id, tmp_path / "notice.pdf", today=TODAY)
    text = " ".join(pdf_text(path).split())
    assert "Casa <Test> & Co" in text
    assert "Dear Jordan Lee:" in text
    assert (
        "Subject: Notice of a planned change: Kitchen remodel: second fryer line (Sierra Madre "
        "Municipal Code ch. 13.14, Notification of planned changes)"
    ) in text
    assert "at least 60 days in advance" in text
    assert "Monday, March 1, 2027" in text
    assert "Permit BP-114" in text
    assert "Signed: ____" in text
    assert len(PdfReader(path).pages) == 1


def test_no_notice_for_a_void_change(context: AppContext, est_id: int, tmp_path: Path) -> None:
    data = ChangeInput("Patio", "2027-03-01")
    change = create_change(context.db, est_id, data, context.actor, today=TODAY)
    void_change(context.db, change.id, "Called off", context.actor)
    with pytest.raises(ValidationError) as refused:
        write_notice_letter(context.db, change.id, tmp_path / "notice.pdf", today=TODAY)
    assert "void" in (refused.value.for_field("change") or "")
    assert not (tmp_path / "notice.pdf").exists()
