"""fog-desktop inbox: photos kept before their record exists, filed with it (issue 36 §1)."""

from __future__ import annotations

import json
from pathlib import Path

from fog_desktop.services.demo_images import scan_png
from tests.conftest import Cli


def test_a_photo_kept_in_the_inbox_is_filed_with_its_manifest(uno_cli: Cli, tmp_path: Path) -> None:
    photo = tmp_path / "back door.png"
    photo.write_bytes(scan_png("manifest"))
    assert uno_cli("inbox", "add", str(photo))[1] == (
        "Kept 1 photo(s) in the inbox of Uno; 'inbox list' shows them.\n"
    )
    code, out, _ = uno_cli("inbox", "list", "--json")
    (waiting,) = json.loads(out)
    assert waiting["original_name"] == "back door.png"
    uno_cli(
        "manifest", "add", "--manifest-no", "SGH-1", "--date", "2026-11-10", "--hauler", "Acme",
        "--gallons", "900", "--device-id", "GI-1",
    )  # fmt: skip
    number = json.loads(uno_cli("manifest", "list", "--json")[1])[0]["id"]

    code, out, err = uno_cli("inbox", "file", str(waiting["id"]), "--to", "pump:1")
    assert code == 1 and "There is no kind pump; the kinds are: manifest, pump-out" in err
    code, out, _ = uno_cli("inbox", "file", str(waiting["id"]), "--to", f"manifest:{number}")
    said = f"Filed photo {waiting['id']} with manifest {number} (2026-11-10 SGH-1 · Acme).\n"
    assert (code, out) == (0, said)
    assert uno_cli("inbox", "list")[1] == "No photos to file in the inbox recorded at Uno.\n"
    code, _, err = uno_cli("inbox", "file", str(waiting["id"]), "--to", f"manifest:{number}")
    assert code == 1 and "not waiting in the inbox: filed with manifest" in err
