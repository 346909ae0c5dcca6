"""Photos to file: a photo from the phone lands in the inbox, stored at once, and is filed
with its manifest from there (issue 36 §1)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from fog_desktop.context import AppContext
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.inbox import list_inbox
from fog_desktop.services.manifests import ManifestInput, create_manifest
from models import Establishment, Manifest
from tests.ui.test_phone_capture import send_photo
from ui.dashboard.page import DashboardPage
from ui.widgets import phone_capture
from ui.widgets.inbox.filing import FilingDialog
from ui.widgets.inbox.window import InboxDialog
from ui.widgets.phone_capture import PhoneCaptureDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def test_a_photo_from_the_phone_waits_in_the_inbox_and_is_filed_with_its_manifest(
    gui: Gui, ctx: AppContext, cafe: Establishment, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(phone_capture, "private_addresses", lambda: ["127.0.0.1"])
    data = ManifestInput(
        manifest_no="SGH-1042",
        manifest_date="2026-11-30",
        hauler="SoCal Grease Haulers",
        gallons="900",
        device_id="GI-1",
    )
    manifest = create_manifest(ctx.db, cafe.id, data, ctx.actor, today=date(2026, 12, 2))
    dashboard = gui.show(DashboardPage(ctx))
    gui.refresh(dashboard)
    gui.settle()
    assert dashboard.view.inbox_button.text() == "Photos to file (0)…"
    gui.click(dashboard.view.inbox_button)
    inbox = gui.wait_for_window(InboxDialog)
    gui.click(inbox.phone_button)
    capture = gui.wait_for_window(PhoneCaptureDialog)
    assert capture.url is not None
    assert "stored in the photos to file" in capture.steps.text()

    photo = scan_png("1042")
    assert send_photo(capture.url, "IMG_0042.png", photo) == 200
    # Stored at once, not held for a form: closing everything now loses nothing.
    gui.qtbot.waitUntil(lambda: len(list_inbox(ctx.db, cafe.id)) == 1)
    gui.qtbot.waitUntil(lambda: inbox.strip.count() == 1)
    gui.settle()
    assert inbox.count.text() == "1 photo to file."
    assert "received" in inbox.strip.item(0).text()
    assert dashboard.view.inbox_button.text() == "Photos to file (1)…"
    gui.click(capture.buttons.button(QDialogButtonBox.StandardButton.Close))
    gui.wait_until_closed(PhoneCaptureDialog)

    inbox.strip.setCurrentRow(0)
    gui.click(inbox.file_button)
    filing = gui.wait_for_window(FilingDialog)
    assert filing.kind.currentText() == "Manifest"
    assert filing.records.currentItem().text().endswith("SGH-1042 · SoCal Grease Haulers")
    gui.click(filing.ok_button)
    gui.wait_until_closed(FilingDialog)
    gui.settle()

    assert inbox.count.text() == "No photo waits to be filed."
    assert dashboard.view.inbox_button.text() == "Photos to file (0)…"
    [filed] = list_attachments(ctx.db, Owner(cafe.id, Manifest.__tablename__, manifest.id))
    assert filed.original_name.endswith(" IMG_0042.png")
