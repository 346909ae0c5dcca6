"""A source file holds one concept, and past 400 lines it holds more than one (issue 34):
a newcomer reads a module whole, and a shared file that grows with every new kind of
record is where the next feature's merge conflicts are. The migrations' revisions are
history, written once, and stay as they were written."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST_LINES = 400
CHECKED = ("fog_desktop", "ui", "models")
HISTORY = ROOT / "fog_desktop" / "migrations" / "versions"


def _lines(path: Path) -> int:
    with path.open(encoding="utf-8") as source:
        return sum(1 for _ in source)


def test_no_source_file_is_over_400_lines() -> None:
    sources = [
        path
        for folder in CHECKED
        for path in (ROOT / folder).rglob("*.py")
        if HISTORY not in path.parents
    ]
    assert len(sources) > 100, "the checked folders were not found"
    over = {
        str(path.relative_to(ROOT)): lines
        for path in sources
        if (lines := _lines(path)) > MOST_LINES
    }
    assert over == {}, f"split these by concept: {over}"
