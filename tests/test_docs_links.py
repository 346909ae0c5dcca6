"""The README's links into the project lead somewhere: a screenshot or a document that a
clone does not have is a broken promise to whoever reads it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_file_the_readme_links_to_is_in_the_project() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = re.findall(r"\]\(((?:docs|resources)/[^)#]+)\)", text)
    assert any(name.startswith("docs/screenshots/") for name in linked)
    missing = [name for name in linked if not (ROOT / name).is_file()]
    assert missing == []
