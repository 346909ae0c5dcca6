"""Take photos with your phone: the QR code's page receives a photo, which lands in the
scans-and-photos panel as a file chosen and is stored with the record; Close stops the
server (issue 36 §1)."""

from __future__ import annotations

import urllib.error
import urllib.request
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from fog_desktop.context import AppContext
from fog_desktop.phone_capture.photos import Photo
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.manifests import list_manifests
from models import Establishment, Manifest
from tests.phone_capture.test_server import multipart
from tests.ui.test_attachments import open_form
from tests.ui.test_forms_fit import off_screen, what_is_cut
from tests.ui.test_window_fits import language, styled  # noqa: F401  (fixtures)
from ui.manifests.manifest_form import ManifestFormDialog
from ui.widgets import phone_capture
from ui.widgets.phone_capture import PhoneCaptureDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


@pytest.fixture(autouse=True)
def _on_this_pc_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phone_capture, "private_addresses", lambda: ["127.0.0.1"])


def send_photo(url: str, name: str, data: bytes) -> int:
    """What the phone's page does: the photo, as a multipart form, to the page's address."""
    body, kind = multipart([(name, data)])
    request = urllib.request.Request(f"{url}/photos", body, {"Content-Type": kind})
    with urllib.request.urlopen(request, timeout=10) as response:
        return int(response.status)


def test_a_photo_from_the_phone_is_stored_with_the_manifest(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    form = open_form(gui, ctx, cafe)
    gui.click(form.attachments.phone_button)
    capture = gui.wait_for_window(PhoneCaptureDialog)
    assert capture.url is not None and capture.url.startswith("http://127.0.0.1:")
    assert capture.url in capture.address.text()
    assert not capture.qr.pixmap().isNull()

    photo = scan_png("1042")
    assert send_photo(capture.url, "IMG_0042.png", photo) == 200

    gui.qtbot.waitUntil(lambda: len(form.attachments.pending_paths()) == 1)
    [path] = form.attachments.pending_paths()
    assert path.read_bytes() == photo
    assert path.name.endswith(" IMG_0042.png")
    assert capture.state.text() == "1 photo received so far."

    url = capture.url
    gui.click(capture.buttons.button(QDialogButtonBox.StandardButton.Close))
    gui.wait_until_closed(PhoneCaptureDialog)
    with pytest.raises(urllib.error.URLError):
        send_photo(url, "IMG_0043.png", scan_png("1043"))

    gui.settle()
    gui.click(form.ok_button)
    gui.wait_until_closed(ManifestFormDialog)
    [manifest] = list_manifests(ctx.db, cafe.id)
    owner = Owner(cafe.id, Manifest.__tablename__, manifest.id)
    assert [a.original_name for a in list_attachments(ctx.db, owner)] == [path.name]


def test_several_addresses_are_offered_and_each_gets_a_new_code(gui: Gui) -> None:
    capture = gui.show(PhoneCaptureDialog(None, lambda paths: None, ["127.0.0.1", "127.0.0.2"]))
    first = capture.url
    capture.addresses.setCurrentText("127.0.0.2")
    assert capture.url is not None and capture.url.startswith("http://127.0.0.2:")
    assert first is not None
    with pytest.raises(urllib.error.URLError):
        send_photo(first, "a.png", scan_png("a"))
    capture.close()


def test_a_capture_deleted_with_its_form_stops_its_server(gui: Gui) -> None:
    form = QWidget()
    capture = PhoneCaptureDialog(form, lambda paths: None, ["127.0.0.1"])
    url = capture.url
    assert url is not None
    gone: list[bool] = []
    capture.destroyed.connect(lambda: gone.append(True))
    form.deleteLater()
    gui.qtbot.waitUntil(lambda: bool(gone))
    with pytest.raises(urllib.error.URLError):
        send_photo(url, "a.png", scan_png("a"))


def test_an_address_the_pc_no_longer_has_is_said_with_a_new_code_to_try(gui: Gui) -> None:
    capture = gui.show(PhoneCaptureDialog(None, lambda paths: None, ["192.0.2.1"]))
    assert capture.url is None and capture.new_code.isVisible()
    assert capture.state.text().startswith("This PC can't receive photos at 192.0.2.1: ")
    capture.close()


def test_without_a_local_network_the_other_way_in_is_explained(gui: Gui) -> None:
    capture = gui.show(PhoneCaptureDialog(None, lambda paths: None, []))
    assert capture.url is None
    assert "drop the file on the scans and photos" in capture.state.text()
    capture.close()


def test_an_expired_code_offers_a_new_one(gui: Gui) -> None:
    capture = gui.show(PhoneCaptureDialog(None, lambda paths: None, ["127.0.0.1"]))
    old = capture.url
    capture._expiry.timeout.emit()  # fifteen minutes later
    assert (capture.url, capture.new_code.isVisible()) == (None, True)
    gui.click(capture.new_code)
    assert capture.url not in (None, old)
    capture.close()


def test_a_photos_file_is_named_by_when_it_came_never_by_a_path(tmp_path: Path) -> None:
    sent = datetime(2026, 12, 6, 14, 31, 5, tzinfo=UTC)
    photo = Photo(b"\xff\xd8\xff", "../../a:b?.heic", "image/jpeg", sent)
    path = phone_capture.photo_file(photo, tmp_path)
    assert path.parent.parent == tmp_path
    local = sent.astimezone().strftime("%Y-%m-%d %H.%M.%S")
    assert path.name == f"{local} a_b_.jpg"


@pytest.mark.usefixtures("styled")
def test_the_capture_fits_a_small_screen_in_each_language(
    gui: Gui,
    ctx: AppContext,
    cafe: Establishment,
    language: str,  # noqa: F811  (the fixture imported)
) -> None:
    form = open_form(gui, ctx, cafe)
    capture = gui.show(PhoneCaptureDialog(form, lambda paths: None, ["127.0.0.1", "127.0.0.2"]))
    capture.adjustSize()
    gui.settle()
    found = off_screen(capture, (1024, 728)) + what_is_cut(capture, capture)
    assert not found, "\n".join([language, *found])
    capture.close()
