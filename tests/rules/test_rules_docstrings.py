"""Every public function of fog_desktop/rules names the rule it computes (R1–R8), so a
reader goes from the code to the sentence of law behind it (rules.md)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator

import fog_desktop.rules

RULE_ID = re.compile(r"\bR[1-8]")


def public_functions() -> Iterator[tuple[str, object]]:
    for info in pkgutil.iter_modules(fog_desktop.rules.__path__):
        module = importlib.import_module(f"fog_desktop.rules.{info.name}")
        for name, member in vars(module).items():
            if name.startswith("_") or getattr(member, "__module__", None) != module.__name__:
                continue
            if inspect.isfunction(member):
                yield f"{info.name}.{name}", member
            elif inspect.isclass(member):
                for attr, value in vars(member).items():
                    function = getattr(value, "__func__", getattr(value, "fget", value))
                    if not attr.startswith("_") and inspect.isfunction(function):
                        yield f"{info.name}.{name}.{attr}", function


def test_each_public_rule_function_cites_its_rule_id() -> None:
    found = dict(public_functions())
    assert "incident_notices.confirmation_due" in found
    assert "calendar.WorkingCalendar.with_changes" in found
    uncited = [name for name, f in found.items() if not RULE_ID.search(inspect.getdoc(f) or "")]
    assert uncited == [], f"cite the rule id (R1..R8) in the docstring of: {uncited}"
