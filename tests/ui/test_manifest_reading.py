"""Read it on the manifest form: the fields of the scan just added are read off the GUI
thread and proposed with how sure the reader is; only those the manager ticks fill the
form, and nothing is stored until the form is saved (issue 36 §2)."""

from __future__ import annotations

import dataclasses
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PIL import Image
from PySide6.QtCore import Qt

from fog_desktop.context import AppContext
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from fog_desktop.services.manifests import ManifestInput, create_manifest, list_manifests
from models import Establishment
from tests.manifest_reading import drawn
from ui.manifests import manifest_form
from ui.manifests.manifest_form import ManifestFormDialog
from ui.manifests.reading import ReadingDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def a_manifest(device_id: str) -> drawn.Manifest:
    sheet = drawn.manifest(21, "ruled")
    return dataclasses.replace(
        sheet,
        written={**sheet.written, "device_id": device_id},
        expected={**sheet.expected, "device_id": device_id},
    )


def read_it(gui: Gui, form: ManifestFormDialog, scan: Path) -> ReadingDialog:
    form.attachments.add_paths([scan])
    gui.settle()
    gui.click(form.read_button)
    reading = gui.wait_for_window(ReadingDialog)
    gui.settle()
    return reading


def tick(reading: ReadingDialog, *titles: str) -> None:
    for row in range(reading.table.rowCount()):
        item = reading.table.item(row, 0)
        assert item is not None
        if item.text() in titles:
            item.setCheckState(Qt.CheckState.Checked)


def test_only_the_ticked_values_fill_the_form_and_nothing_is_stored(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    sheet = a_manifest("GI-1")
    drawn.pdf(sheet, tmp_path / "manifest.pdf")
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    reading = read_it(gui, form, tmp_path / "manifest.pdf")
    assert reading.status.text() == "9 fields read. Choose one to see where it is on the page."
    shown = {
        reading.table.item(row, 0).text(): reading.table.item(row, 1).text()  # type: ignore[union-attr]
        for row in range(reading.table.rowCount())
    }
    assert shown["Manifest no."] == sheet.expected["manifest_no"]
    assert shown["Gallons"] == str(sheet.expected["gallons"])
    # The date as the form shows dates (in the tests' locale, M/D/YYYY).
    day = date.fromisoformat(str(sheet.expected["date"]))
    assert shown["Date"] == f"{day.month}/{day.day}/{day.year}"
    assert reading.table.item(0, 2).text() == "100%"  # type: ignore[union-attr]
    # Every title and value whole, with no scroll bar across.
    header = reading.table.horizontalHeader()
    assert all(header.sectionSize(c) >= header.sectionSizeHint(c) for c in range(3))
    assert header.length() <= reading.table.viewport().width()

    tick(reading, "Manifest no.", "Date", "Gallons", "Waste type", "Device")
    gui.click(reading.use_button)

    assert form.manifest_no.text() == sheet.expected["manifest_no"]
    assert form.manifest_date.iso_text() == sheet.expected["date"]
    assert form.gallons.text() == str(sheet.expected["gallons"])
    assert form.waste_type.currentData() == sheet.expected["waste_type"]
    assert form.device_id.currentData() == "GI-1"
    # Not ticked: left as they were.
    assert form.driver.text() == "" and form.hauler.currentText() == ""
    assert list_manifests(ctx.db, cafe.id) == []


@pytest.mark.slow("OCR reads a page in seconds on this PC (the first test also loads the engine)")
def test_a_photo_shows_where_the_chosen_field_was_read(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    scan = tmp_path / "photo.png"
    shot = drawn.Photo(megapixels=1.5, quality=100, fonts=drawn.fonts())
    scan.write_bytes(drawn.photo(a_manifest("GI-1"), shot))
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    reading = read_it(gui, form, scan)
    assert reading.table.rowCount() == 9
    # Every field read: the photo, though small, is not blamed.
    assert reading.status.text() == "9 fields read. Choose one to see where it is on the page."
    assert reading.page.isVisible()
    first = reading.page.pixmap().toImage()
    reading.table.setCurrentCell(5, 1)
    assert reading.page.pixmap().toImage() != first  # the box moved to the other field
    gui.click(reading.use_button)  # nothing ticked: the form stays empty
    assert form.manifest_no.text() == ""


def test_a_small_photo_that_reads_little_is_said_to_be_small(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    photo = tmp_path / "photo.png"
    Image.new("RGB", (800, 600), "white").save(photo)
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    reading = read_it(gui, form, photo)
    assert reading.status.text() == (
        "No field could be read: type them from the paper. The photo is small (0.48 MP): its "
        "small print is a few dots tall. A photo taken closer, the page filling the frame, "
        "reads more."
    )


def red_pixels(reading: ReadingDialog) -> set[tuple[int, int]]:
    """Where the highlight's red is on the page shown."""
    image = reading.page.pixmap().toImage()
    return {
        (x, y)
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if (c := image.pixelColor(x, y)).red() > 180 and c.green() < 90 and c.blue() < 90
    }


def test_a_pdf_s_page_shows_where_the_chosen_field_was_read(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    """A PDF with a text layer is drawn (its boxes are in points, not pixels)."""
    drawn.pdf(a_manifest("GI-1"), tmp_path / "manifest.pdf")
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    reading = read_it(gui, form, tmp_path / "manifest.pdf")
    assert reading.page.isVisible()
    reading.table.setCurrentCell(0, 1)
    number = red_pixels(reading)
    reading.table.setCurrentCell(5, 1)
    gallons = red_pixels(reading)
    # A box on the page around each, in two places.
    assert number and gallons and number != gallons
    width = reading.page.pixmap().width()
    assert all(0 < x < width for x, _ in number | gallons)


def test_values_used_that_need_a_second_look_are_said_at_their_fields(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    sheet = a_manifest("GI-1")
    sheet = dataclasses.replace(
        sheet,
        written={**sheet.written, "gallons": "2,500"},
        expected={**sheet.expected, "gallons": 2500},
    )
    drawn.pdf(sheet, tmp_path / "manifest.pdf")
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    reading = read_it(gui, form, tmp_path / "manifest.pdf")
    tick(reading, "Gallons", "Device")  # the disposal site left out
    gui.click(reading.use_button)
    assert gui.message(form, "gallons") == (
        "More than GI-1 holds (1000 gal): check the gallons on the manifest."
    )
    assert gui.message(form, "disposal_site") == (
        "No disposal site was read: the ordinance asks that the manifest show it."
    )
    assert form.gallons.text() == "2500"  # said, not changed


def test_a_date_read_other_than_the_pump_out_s_is_said_at_the_date(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    """The manifest filed by a pump-out typed with its number: the paper read later says
    another day, which the manager checks before saving."""
    sheet = a_manifest("GI-1")
    noted = MaintenanceInput(
        service_date="2026-11-20", device_id="GI-1", gallons_removed="900",
        hauler=str(sheet.expected["hauler"]), manifest_no=str(sheet.expected["manifest_no"]),
    )  # fmt: skip
    create_entry(ctx.db, cafe.id, noted, ctx.actor, today=ctx.today())
    [filed] = list_manifests(ctx.db, cafe.id)
    drawn.pdf(sheet, tmp_path / "manifest.pdf")
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id, filed))
    reading = read_it(gui, form, tmp_path / "manifest.pdf")
    tick(reading, "Date")
    gui.click(reading.use_button)
    assert form.manifest_date.iso_text() == sheet.expected["date"] != "2026-11-20"
    assert gui.message(form, "manifest_date") == (
        "The pump-out of GI-1 it covers was on 11/20/2026: check the date on the manifest."
    )


def test_a_scan_stored_with_the_manifest_is_read_without_choosing_a_file(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A photo sent from the phone with the pump-out, read later from its manifest."""
    sheet = a_manifest("GI-1")
    paper = tmp_path / "manifest.pdf"
    drawn.pdf(sheet, paper)
    data = ManifestInput(
        manifest_no=str(sheet.expected["manifest_no"]), manifest_date="2026-11-20",
        hauler=str(sheet.expected["hauler"]), waste_type="Interceptor contents",
    )  # fmt: skip
    create_manifest(ctx.db, cafe.id, data, ctx.actor, today=ctx.today(), files=[paper])
    [filed] = list_manifests(ctx.db, cafe.id)
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id, filed))
    gui.qtbot.waitUntil(lambda: len(form.attachments.stored_in_use()) == 1)

    def no_file_chooser(*_: object) -> list[Path]:
        raise AssertionError("the stored scan is read: no file is asked for")

    monkeypatch.setattr(manifest_form, "choose_files", no_file_chooser)
    gui.click(form.read_button)
    reading = gui.wait_for_window(ReadingDialog)
    gui.settle()
    assert reading.table.rowCount() == 9, reading.status.text()
    tick(reading, "Driver")
    gui.click(reading.use_button)
    assert form.driver.text() == sheet.expected["driver"]


def test_a_paper_read_whose_number_is_recorded_already_is_said_at_the_number(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    """A copy of a manifest filed before: said when its values are used, not at saving."""
    sheet = a_manifest("GI-1")
    data = ManifestInput(
        manifest_no=str(sheet.expected["manifest_no"]), manifest_date="2026-11-20",
        hauler=str(sheet.expected["hauler"]).upper(), waste_type="Interceptor contents",
    )  # fmt: skip
    create_manifest(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())
    drawn.pdf(sheet, tmp_path / "manifest.pdf")
    form = gui.show(ManifestFormDialog(None, ctx, cafe.id))
    reading = read_it(gui, form, tmp_path / "manifest.pdf")
    tick(reading, "Manifest no.", "Hauler")
    gui.click(reading.use_button)
    number, hauler = sheet.expected["manifest_no"], sheet.expected["hauler"]
    assert gui.message(form, "manifest_no") == (
        f"Manifest {number} of {hauler} is recorded already: this paper may be a copy of it. "
        "Open that one to attach the scan."
    )
