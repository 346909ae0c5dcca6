"""manifest read: the fields a manifest's PDF, scan or photo shows, proposed for a person
or a script to confirm; no database, no establishment, nothing stored."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from fog_desktop.cli.arguments import JSON, Actions
from fog_desktop.options import EXIT_OK

if TYPE_CHECKING:
    from fog_desktop.manifest_reading import ProposedField


def register(actions: Actions) -> None:
    p = actions.standalone(
        "read",
        "read a manifest's PDF, scan or photo offline and print the fields it shows to be "
        "checked; needs no database and stores nothing",
        _read,
        JSON,
    )
    p.add_argument("file", type=Path, metavar="FILE", help="PDF, JPEG, PNG, TIFF, WebP")


def _read(args: argparse.Namespace) -> int:
    # The reader, and the OCR engine behind it, load only for this command.
    from fog_desktop.manifest_reading import FIELD_NAMES, read_manifest, small_photo  # noqa: PLC0415

    fields = read_manifest(args.file)
    print(f"Read {len(fields)} of {len(FIELD_NAMES)} fields from {args.file.name}; nothing "
          "was stored.", file=sys.stderr)  # fmt: skip
    megapixels = small_photo(args.file, len(fields))
    if megapixels is not None:
        print(f"The photo is small ({megapixels:.2g} MP): its small print is a few "
              "dots tall. A photo taken closer, the page filling the frame, reads more.",
              file=sys.stderr)  # fmt: skip
    if args.json:
        print(json.dumps({"fields": {name: _as_json(f) for name, f in fields.items()}}, indent=2))
        return EXIT_OK
    for name, field in fields.items():
        print(f"{name:<24} {field.value!s:<36} {field.confidence:.0%} (page {field.page})")
    return EXIT_OK


def _as_json(field: ProposedField) -> dict[str, object]:
    box = {
        key: round(at, 1) if isinstance(at, float) else at for key, at in asdict(field.box).items()
    }
    return {"value": field.value, "confidence": field.confidence, "box": box, "page": field.page}
