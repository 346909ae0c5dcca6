"""The request to the hauler for a missing manifest (R2): drafted from the pump-out, the
hauler as its manifests remember it and the establishment, as an e-mail text and as a
letter to sign."""

from __future__ import annotations

from pathlib import Path

import pytest

from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.reports.hauler_letter import email_text, manifest_ask, write_request_letter
from fog_desktop.services.establishments import (
    EstablishmentInput,
    amend_establishment,
    get_establishment,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest
from models import Service
from tests.pdf_text import page_texts
from tests.services.test_hauler_requests import TODAY, pump_out


def test_the_request_names_the_pump_out_and_where_to_send_the_copy(
    context: AppContext, est_id: int, tmp_path: Path
) -> None:
    profile = EstablishmentInput(
        name="Casa Test", address="12 Baldwin Ave, Sierra Madre", contact_name="Ana Ruiz",
        contact_email="ana@casatest.example",
    )  # fmt: skip
    amend_establishment(context.db, est_id, profile, context.actor)
    earlier = ManifestInput(
        manifest_no="SGH-090", manifest_date="2026-08-01", hauler="SoCal Grease Haulers",
        hauler_phone="626 555 0199", waste_type="Interceptor contents", gallons="990",
    )  # fmt: skip
    create_manifest(context.db, est_id, earlier, context.actor, today=TODAY)
    ask = manifest_ask(context.db, pump_out(context, est_id), today=TODAY)
    assert ask.hauler.hauler_phone == "(626) 555-0199"
    text = email_text(ask)
    assert text.startswith("Subject: Copy of the manifest for our pump-out of Tuesday, November 10")
    assert "Dear SoCal Grease Haulers:" in text
    assert "grease interceptor GI-1 at 12 Baldwin Ave, Sierra Madre (1,000 gallons removed)" in text
    assert "by e-mail to ana@casatest.example or by mail to 12 Baldwin Ave" in text
    assert text.rstrip().endswith("Ana Ruiz\nCasa Test")

    path = write_request_letter(ask, tmp_path / ask.file_name, today=TODAY)
    assert path.name == "Manifest request GI-1 2026-11-10.pdf"
    words = " ".join(page_texts(path))
    assert "Dear SoCal Grease Haulers:" in words
    assert "(626) 555-0199" in words
    assert get_establishment(context.db, est_id).name in words


def test_no_request_is_drafted_for_what_is_not_a_pump_out(context: AppContext, est_id: int) -> None:
    inspection = pump_out(context, est_id, Service.INSPECTION.value)
    with pytest.raises(ValidationError):
        manifest_ask(context.db, inspection, today=TODAY)
