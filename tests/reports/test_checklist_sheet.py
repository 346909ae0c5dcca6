"""The printed blank self-inspection checklist, read back from its text (issue 15 §3; R8c)."""

from __future__ import annotations

from pathlib import Path

from fog_desktop.context import AppContext
from fog_desktop.reports.checklist_sheet import INSTRUCTIONS, write_blank_checklist
from fog_desktop.services.establishments import EstablishmentInput, create_establishment
from fog_desktop.services.self_inspection import checklist_items
from tests.pdf_text import pdf_text


def casa(context: AppContext) -> int:
    data = EstablishmentInput(name="Casa Test", address="12 Grease Lane, Sierra Madre")
    return create_establishment(context.db, data, context.actor).id


def test_the_blank_checklist_holds_every_item_in_english_and_spanish(
    context: AppContext, tmp_path: Path
) -> None:
    target = write_blank_checklist(context.db, casa(context), tmp_path / "checklist.pdf")

    text = pdf_text(target)
    assert not (tmp_path / "checklist.pdf.partial").exists()
    assert "Self-inspection checklist / Lista de autoinspección" in text
    assert "Casa Test 12 Grease Lane, Sierra Madre" in text
    assert "Date / Fecha" in text and "Walked by / Recorrida por" in text
    assert "Item Punto OK Conforme Not OK No conforme N/A No aplica Note Nota" in text
    for item in checklist_items():
        assert item.english in text and item.spanish in text, item.name
    assert all(part in text for part in INSTRUCTIONS)
    assert text.count("☐") == 3 * len(checklist_items())


def test_the_blank_checklist_in_english_only(context: AppContext, tmp_path: Path) -> None:
    target = write_blank_checklist(
        context.db, casa(context), tmp_path / "checklist.pdf", bilingual=False
    )

    text = pdf_text(target)
    assert "Self-inspection checklist Casa Test" in text
    assert "Item OK Not OK N/A Note" in text
    assert all(item.english in text for item in checklist_items())
    assert not [item for item in checklist_items() if item.spanish in text]
    assert INSTRUCTIONS[1] not in text
