"""``fog-desktop manifest read FILE --json``: the fields a manifest shows, as JSON alone on
standard output, with no database, no establishment, and nothing stored (issue 36 §2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from fog_desktop.__main__ import main
from tests.manifest_reading import drawn


def test_a_manifest_is_read_into_json_and_nothing_is_stored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = drawn.manifest(2, "ruled")
    drawn.pdf(sheet, tmp_path / "manifest.pdf")
    data_dir = tmp_path / "data"
    code = main(["--data-dir", str(data_dir), "manifest", "read", str(tmp_path / "manifest.pdf"),
                 "--json"])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 0
    fields = json.loads(out)["fields"]
    assert {name: f["value"] for name, f in fields.items()} == sheet.expected
    assert isinstance(fields["gallons"]["value"], int)
    gallons = fields["gallons"]
    assert set(gallons) == {"value", "confidence", "box", "page"}
    assert set(gallons["box"]) == {"x", "y", "w", "h", "unit"}
    assert gallons["box"]["unit"] == "pt" and gallons["page"] == 1
    assert "nothing was stored" in err
    assert not data_dir.exists()


def test_a_file_that_cannot_be_read_is_said_on_standard_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("no manifest")
    assert main(["manifest", "read", str(notes), "--json"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "neither a PDF nor a picture" in err


def test_a_small_photo_that_reads_little_is_said_to_be_small(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    photo = tmp_path / "photo.png"
    Image.new("RGB", (800, 600), "white").save(photo)
    assert main(["manifest", "read", str(photo), "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == {"fields": {}}
    assert err.splitlines() == [
        "Read 0 of 9 fields from photo.png; nothing was stored.",
        "The photo is small (0.48 MP): its small print is a few dots tall. A photo taken "
        "closer, the page filling the frame, reads more.",
    ]


def test_the_ocr_engine_loads_only_for_a_picture(tmp_path: Path) -> None:
    drawn.pdf(drawn.manifest(4), tmp_path / "manifest.pdf")
    probe = (
        "import sys\n"
        "from fog_desktop.__main__ import main\n"
        f"main(['manifest', 'read', {str(tmp_path / 'manifest.pdf')!r}])\n"
        "print('rapidocr_onnxruntime' in sys.modules, 'PySide6.QtGui' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "False False"
