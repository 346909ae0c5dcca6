"""From the hauler's paper to the packet, offline (issue 36's "done when"): the pump-out
logged with its manifest's number files the manifest, its paper not in hand yet; the
paper photographed with a phone lands on that manifest, Read it proposes the rest of its
fields, the manager confirms them, and the packet prints the manifest with its pump-out.
Nothing here reaches past this PC (the phone's page is served on 127.0.0.1)."""

from __future__ import annotations

import dataclasses
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.exchange.rows import Window
from fog_desktop.reports.packet import render_packet_pdf
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.manifests import list_manifests
from models import Manifest
from tests.manifest_reading import drawn
from tests.pdf_text import page_texts
from tests.ui.test_phone_capture import send_photo
from ui.manifests.manifest_form import ManifestFormDialog
from ui.manifests.reading import ReadingDialog
from ui.widgets import phone_capture
from ui.widgets.phone_capture import PhoneCaptureDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui, Records


def the_paper() -> drawn.Manifest:
    """The hauler's manifest for GI-1's pump-out of 2026-10-09: 1,500 gallons."""
    sheet = drawn.manifest(5, "ruled")
    return dataclasses.replace(
        sheet,
        written={**sheet.written, "device_id": "GI-1"},
        expected={**sheet.expected, "device_id": "GI-1"},
    )


@pytest.mark.slow("the phone's page served, a photo read by OCR, the packet drawn")
def test_a_manifest_photographed_with_a_phone_is_read_confirmed_filed_and_printed(
    gui: Gui, ctx: AppContext, records: Records, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(phone_capture, "private_addresses", lambda: ["127.0.0.1"])
    big = dataclasses.replace(records.interceptor(since="2026-01-05"), capacity_gal="2000")
    cafe = records.add_establishment(device=big)
    paper = the_paper()
    manifest_no, day = str(paper.expected["manifest_no"]), str(paper.expected["date"])
    # The pump-out was logged with the manifest's number, the driver's paper not in hand.
    noted = MaintenanceInput(
        service_date=day, device_id="GI-1", gallons_removed="1500",
        hauler=str(paper.expected["hauler"]), manifest_no=manifest_no,
    )  # fmt: skip
    create_entry(ctx.db, cafe.id, noted, ctx.actor, today=ctx.today())
    [waiting] = list_manifests(ctx.db, cafe.id)
    assert waiting.driver == "" and waiting.disposal_site == ""

    form = gui.show(ManifestFormDialog(None, ctx, cafe.id, waiting))
    gui.settle()
    gui.click(form.attachments.phone_button)
    capture = gui.wait_for_window(PhoneCaptureDialog)
    assert capture.url is not None
    photo = drawn.photo(paper, drawn.Photo(megapixels=1.5, quality=100, fonts=drawn.fonts()))
    assert send_photo(capture.url, "IMG_2041.png", photo) == 200
    gui.qtbot.waitUntil(lambda: len(form.attachments.pending_paths()) == 1)
    gui.click(capture.buttons.button(QDialogButtonBox.StandardButton.Close))
    gui.wait_until_closed(PhoneCaptureDialog)

    gui.click(form.read_button)
    reading = gui.wait_for_window(ReadingDialog)
    gui.settle()
    assert reading.table.rowCount() == 9, reading.status.text()
    for row in range(reading.table.rowCount()):
        item = reading.table.item(row, 0)
        assert item is not None
        item.setCheckState(Qt.CheckState.Checked)
    gui.click(reading.use_button)
    assert form.manifest_no.text() == manifest_no
    assert form.manifest_date.iso_text() == day
    gui.click(form.ok_button)
    gui.wait_until_closed(ManifestFormDialog)

    [filed] = list_manifests(ctx.db, cafe.id)
    expected = paper.expected
    assert (filed.manifest_no, filed.driver, filed.disposal_site, filed.gallons) == (
        manifest_no,
        expected["driver"],
        expected["disposal_site"],
        Decimal(1500),
    )
    owner = Owner(cafe.id, Manifest.__tablename__, filed.id)
    assert [a.original_name.endswith(" IMG_2041.png") for a in list_attachments(ctx.db, owner)] == [
        True
    ]
    assert [(device, on) for _, device, on in filed.pump_outs] == [
        ("GI-1", date.fromisoformat(day))
    ], "filed with the pump-out that noted its number"

    packet = tmp_path / "packet.pdf"
    render_packet_pdf(
        ctx.db, cafe.id, packet, Window.two_years_to(ctx.today(), ordinance.default())
    )
    words = " ".join(page_texts(packet))
    assert "Manifests (1)" in words
    assert manifest_no in words and str(expected["disposal_site"]) in words
