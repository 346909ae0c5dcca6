"""The rules are plain functions of dates and numbers: fog_desktop/rules imports only the
standard library, the holiday calendars (holidays, dateutil), itself, and
fog_desktop.i18n (no Qt: its words on screen in the user's language). import-linter
forbids the packages we know of; this holds the door against any other one."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import fog_desktop.rules

ALLOWED = {"holidays", "dateutil", "fog_desktop.rules", "__future__"}
#: The one module of the core outside the rules they may import: translate() and noop().
ALLOWED_CORE = "fog_desktop.i18n"


def _imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def _allowed(module: str) -> bool:
    top = module.partition(".")[0]
    return (
        top in sys.stdlib_module_names
        or top in ALLOWED
        or module in {"fog_desktop.rules", ALLOWED_CORE}
        or module.startswith("fog_desktop.rules.")
    )


def test_the_rules_import_only_the_standard_library_and_the_calendars() -> None:
    folder = Path(fog_desktop.rules.__file__).parent
    found = {
        f"{path.name}: {module}"
        for path in sorted(folder.glob("*.py"))
        for module in _imported(path)
        if not _allowed(module)
    }
    assert found == set()
