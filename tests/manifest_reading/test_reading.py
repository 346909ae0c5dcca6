"""Reading drawn manifests end to end: a PDF by its text layer, photos and a scanned PDF
by OCR (small pictures: OCR takes seconds a page)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from fog_desktop.errors import ValidationError
from fog_desktop.manifest_reading import FIELD_NAMES, read_manifest
from tests.manifest_reading import drawn


def read_values(path: Path) -> dict[str, object]:
    return {name: field.value for name, field in read_manifest(path).items()}


@pytest.mark.parametrize("layout", drawn.LAYOUTS)
def test_a_pdf_with_a_text_layer_is_read_from_its_text(tmp_path: Path, layout: str) -> None:
    sheet = drawn.manifest(7, layout)
    drawn.pdf(sheet, tmp_path / "manifest.pdf")
    fields = read_manifest(tmp_path / "manifest.pdf")
    assert {name: f.value for name, f in fields.items()} == sheet.expected
    assert list(fields) == list(FIELD_NAMES)
    for field in fields.values():
        assert field.box.unit == "pt"
        assert 0 < field.box.x < 612 and 0 < field.box.y < 792
        assert field.page == 1
    # The number is where the hauler prints it, near the top, above the gallons.
    assert fields["manifest_no"].box.y < 200 < fields["gallons"].box.y + 100


@pytest.mark.slow("OCR reads a page in seconds on this PC (the first test also loads the engine)")
def test_a_clean_scan_is_read_whole(tmp_path: Path) -> None:
    sheet = drawn.manifest(3, "ruled")
    scan = tmp_path / "scan.png"
    scan.write_bytes(
        drawn.photo(sheet, drawn.Photo(megapixels=1.5, quality=100, fonts=drawn.fonts()))
    )
    fields = read_manifest(scan)
    assert {name: f.value for name, f in fields.items()} == sheet.expected
    with Image.open(scan) as picture:
        width, height = picture.size
    for field in fields.values():
        assert field.box.unit == "px"
        assert 0 <= field.box.x < width and 0 <= field.box.y < height
        assert 0.5 < field.confidence <= 1


@pytest.mark.slow("OCR reads a page in seconds on this PC (the first test also loads the engine)")
def test_a_tilted_blurred_photo_is_read(tmp_path: Path) -> None:
    sheet = drawn.manifest(11, "beside")
    shot = drawn.Photo(megapixels=2, tilt=6, blur=1.0, shadow=True, quality=60, fonts=drawn.fonts())
    photo = tmp_path / "photo.jpg"
    photo.write_bytes(drawn.photo(sheet, shot))
    assert read_values(photo) == sheet.expected


@pytest.mark.slow("OCR reads a page in seconds on this PC (the first test also loads the engine)")
def test_a_small_blurred_photo_s_faint_labels_are_found(tmp_path: Path) -> None:
    """A 1 MP photo, tilted and blurred: its grey labels, a few pixels tall, were not
    found at all before the copy searched for lines was sharpened."""
    sheet = drawn.manifest(9011, "ruled")
    shot = drawn.Photo(megapixels=1, tilt=-5.4, blur=1.5, quality=78, fonts=drawn.fonts())
    photo = tmp_path / "photo.jpg"
    photo.write_bytes(drawn.photo(sheet, shot))
    read = read_values(photo)
    for name in ("manifest_no", "date", "hauler_registration_no", "driver", "gallons"):
        assert read.get(name) == sheet.expected[name], name


@pytest.mark.slow("OCR reads a page in seconds on this PC (the first test also loads the engine)")
def test_a_scanned_pdf_without_text_is_read_by_ocr(tmp_path: Path) -> None:
    sheet = drawn.manifest(5, "grid")
    picture = Image.open(io.BytesIO(drawn.photo(sheet, drawn.Photo(megapixels=1.5, quality=85))))
    picture.save(tmp_path / "scan.pdf", "PDF", resolution=150)
    fields = read_manifest(tmp_path / "scan.pdf")
    assert {name: f.value for name, f in fields.items()} == sheet.expected
    assert {f.box.unit for f in fields.values()} == {"px"}


def test_a_file_that_is_no_manifest_is_refused_with_a_reason(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("Manifest No. 12")
    with pytest.raises(ValidationError, match="neither a PDF nor a picture"):
        read_manifest(notes)
    fake = tmp_path / "photo.jpg"
    fake.write_bytes(b"not a picture")
    with pytest.raises(ValidationError, match="not a picture that can be read"):
        read_manifest(fake)


@pytest.mark.slow("loads the OCR engine in a process of its own, as the window does once")
def test_loading_the_engine_leaves_qt_s_environment_as_it_was() -> None:
    """opencv, which the engine needs, points Qt at its own plugins as it loads: a Qt
    program the window starts afterwards would inherit that and fail to start."""
    said = subprocess.run(
        [
            sys.executable,
            "-c",
            "import os; from fog_desktop.manifest_reading import ocr; ocr._engine(); "
            "print(sorted(n for n in os.environ if n.startswith('QT_')))",
        ],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert said.stdout.strip() == "['QT_QPA_PLATFORM']"
