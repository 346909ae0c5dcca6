"""ordinance: the numbers of the ordinance followed, each with where the ordinance sets it."""

from __future__ import annotations

import argparse
import json
from typing import Any

from fog_desktop import ordinance
from fog_desktop.cli.common import EXIT_OK
from fog_desktop.context import AppContext
from fog_desktop.rules.profile import TERMS


def register(commands: Any) -> None:
    p = commands.add_parser(
        "ordinance",
        help="the numbers of the ordinance followed (25%%, 10 days, 5 working days…), "
        "each with where the ordinance sets it",
    )
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_show)


def _show(_context: AppContext, args: argparse.Namespace) -> int:
    profile = ordinance.default()
    numbers = [
        {
            "name": name,
            "rule": term.rule,
            "value": profile.value_text(name),
            "says": term.words.format(value=profile.value_text(name)),
            "cites": profile.citation(name),
        }
        for name, term in TERMS.items()
    ]
    if args.json:
        shown = {"profile": profile.key, "code": profile.code, "title": profile.title}
        print(json.dumps(shown | {"numbers": numbers}, indent=2))
        return EXIT_OK
    print(f"FOG Desktop follows the {profile.code}, {profile.title}:")
    for number in numbers:
        print(f"  {number['rule']:<4} {number['says']}. ({number['cites']})")
    return EXIT_OK
