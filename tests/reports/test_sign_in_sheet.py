"""The printed sign-in sheet of a training session, read back from its text (issue 4 §2, R4)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.reports.sign_in_sheet import (
    ATTESTATION_ES,
    FOOTER,
    FOOTER_ES,
    offered_topics,
    topic_spanish,
    write_sign_in_sheet,
)
from fog_desktop.services.demo_images import signature_png
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.training import (
    MINIMUM_TOPICS,
    SessionInput,
    create_session,
    list_sessions,
    remove_attendee,
    sign_typed,
    sign_with_pad,
    void_session,
)
from models import ATTESTATION
from tests.pdf_text import pdf_text

TODAY = date(2026, 12, 2)
ROSTER = (
    ("E-001", "Maria Lopez"),
    ("E-002", "Luis Ortega"),
    ("E-003", "Zoë <O'Brien> & Co"),
    ("E-004", "Sam Chen"),
)


@pytest.fixture
def est_id(context: AppContext) -> int:
    profile = EstablishmentInput(name="Casa Test", address="12 Grease Lane, Sierra Madre")
    est = create_establishment(context.db, profile, context.actor)
    for code, name in ROSTER:
        data = EmployeeInput(employee_id=code, name=name, role="Cook", hire_date="2025-01-06")
        create_employee(context.db, est.id, data, context.actor)
    return est.id


@pytest.fixture
def session_id(context: AppContext, est_id: int) -> int:
    data = SessionInput(
        session_date="2026-11-30",
        trainer="Maria Lopez",
        kind="Semiannual",
        topics=list(MINIMUM_TOPICS),
        attendees=[code for code, _ in ROSTER],
    )
    return create_session(context.db, est_id, data, context.actor, today=TODAY).id


def sign_offs(context: AppContext, est_id: int, session_id: int) -> dict[str, int]:
    (row,) = [r for r in list_sessions(context.db, est_id) if r.id == session_id]
    return {a.employee_id: a.sign_off_id for a in row.attendees if not a.is_void}


def test_the_sheet_holds_every_attendee_the_topics_and_the_attestation(
    context: AppContext, session_id: int, tmp_path: Path
) -> None:
    target = write_sign_in_sheet(context.db, session_id, tmp_path / "sheet.pdf")

    text = pdf_text(target)
    assert target == tmp_path / "sheet.pdf"
    assert not (tmp_path / "sheet.pdf.partial").exists()
    assert "BMP training sign-in sheet / Hoja de asistencia a la capacitación de BMP" in text
    assert "Casa Test 12 Grease Lane, Sierra Madre" in text
    assert (
        "Date / Fecha 2026-11-30 Kind / Tipo Semiannual / Semestral "
        "Trainer / Capacitador Maria Lopez"
    ) in text
    assert "Topics reviewed / Temas revisados" in text
    for topic in MINIMUM_TOPICS:
        assert f"{topic} {topic_spanish(topic)}" in text, "each topic beside its Spanish"
    assert ATTESTATION in text and ATTESTATION_ES in text
    for code, name in ROSTER:
        assert name in text, f"{name} is not on the sheet"
        assert code in text
    assert "Name Nombre Employee ID ID de empleado Signature Firma Date and time Fecha y hora" in (
        text
    )
    assert FOOTER in text and FOOTER_ES in text


def test_the_sheet_in_english_only(context: AppContext, session_id: int, tmp_path: Path) -> None:
    target = write_sign_in_sheet(context.db, session_id, tmp_path / "sheet.pdf", bilingual=False)

    text = pdf_text(target)
    assert "BMP training sign-in sheet Casa Test" in text
    assert "Date 2026-11-30 Kind Semiannual Trainer Maria Lopez" in text
    assert all(topic in text for topic in MINIMUM_TOPICS)
    assert ATTESTATION in text
    assert "Name Employee ID Signature Date and time" in text
    assert FOOTER in text
    spanish = (ATTESTATION_ES, FOOTER_ES, "Hoja de asistencia", "Temas", "Nombre")
    assert [word for word in spanish if word in text] == []
    assert not [t for t in MINIMUM_TOPICS if topic_spanish(t) in text]


def test_every_topic_offered_has_its_spanish_and_a_typed_one_prints_as_typed(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    assert [english for english, spanish in offered_topics().items() if not spanish] == []
    assert "|" not in "".join(offered_topics())
    data = SessionInput(
        session_date="2026-11-30",
        trainer="Maria Lopez",
        kind="Refresher",
        topics=["Spill response", "Where the grease interceptor is"],
        attendees=["E-001"],
    )
    pk = create_session(context.db, est_id, data, context.actor, today=TODAY).id

    text = pdf_text(write_sign_in_sheet(context.db, pk, tmp_path / "sheet.pdf"))

    assert f"Spill response {topic_spanish('Spill response')}" in text
    assert "Where the grease interceptor is By signing below" in text, "no Spanish: as typed"
    assert "Refresher / Repaso" in text


def test_those_who_signed_on_screen_show_how_and_when(
    context: AppContext, est_id: int, session_id: int, tmp_path: Path
) -> None:
    ids = sign_offs(context, est_id, session_id)
    at = datetime(2026, 11, 30, 15, 30, tzinfo=UTC)
    sign_with_pad(context.db, ids["E-001"], signature_png("Maria Lopez"), context.actor, at=at)
    sign_typed(context.db, ids["E-002"], "Luis Ortega", context.actor, at=at)
    remove_attendee(context.db, ids["E-004"], "Was off that day", context.actor)

    text = pdf_text(write_sign_in_sheet(context.db, session_id, tmp_path / "sheet.pdf"))

    shown = at.astimezone().strftime("%Y-%m-%d %H:%M")
    assert f"Maria Lopez E-001 Signed on screen / Firmado en pantalla {shown}" in text
    assert f"Luis Ortega E-002 Typed attestation / Declaración escrita: Luis Ortega {shown}" in text
    assert "Sam Chen" not in text, "someone listed by mistake is not on the sheet"
    assert "Zoë <O'Brien> & Co E-003" in text


def test_no_sheet_for_a_void_or_unknown_session(
    context: AppContext, session_id: int, tmp_path: Path
) -> None:
    void_session(context.db, session_id, "Entered twice", context.actor)
    with pytest.raises(ValidationError, match=r"is void \(Entered twice\)"):
        write_sign_in_sheet(context.db, session_id, tmp_path / "sheet.pdf")
    with pytest.raises(NotFound, match="no training session with id 99"):
        write_sign_in_sheet(context.db, 99, tmp_path / "sheet.pdf")
    assert not (tmp_path / "sheet.pdf").exists()


def test_a_folder_that_cant_be_written_to_says_why(
    context: AppContext, session_id: int, tmp_path: Path
) -> None:
    with pytest.raises(OSError, match="No such file or directory"):
        write_sign_in_sheet(context.db, session_id, tmp_path / "missing" / "sheet.pdf")
