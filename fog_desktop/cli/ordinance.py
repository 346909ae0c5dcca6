"""ordinance: the ordinance profiles, the one an establishment follows, and choosing one."""

from __future__ import annotations

import argparse
import json
from typing import Any

from fog_desktop import ordinance
from fog_desktop.cli.common import pick_establishment, refused
from fog_desktop.context import AppContext
from fog_desktop.errors import ValidationError
from fog_desktop.options import EXIT_OK
from fog_desktop.rules.profile import TERMS, OrdinanceProfile
from fog_desktop.services.ordinances import choose_ordinance, profile_of


def register(commands: Any) -> None:
    p = commands.add_parser(
        "ordinance",
        help="the ordinance profiles (each city's numbers: 25%%, 10 days, 5 working days…), "
        "and the one an establishment follows",
    )
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    a = actions.add_parser(
        "list",
        help="the profiles to choose from: shipped, and any .toml added to the data "
        f"folder's {ordinance.FOLDER}/ folder",
    )
    a.add_argument("--json", action="store_true", help="print JSON for scripts")
    a.set_defaults(handler=_list)
    a = actions.add_parser(
        "show", help="the numbers an establishment's duties are computed with, each cited"
    )
    a.add_argument("--establishment", metavar="NAME", help="which establishment")
    a.add_argument("--json", action="store_true", help="print JSON for scripts")
    a.set_defaults(handler=_show)
    a = actions.add_parser(
        "choose",
        help="make an establishment follow a profile, stored with its numbers as they are "
        "now (audited)",
    )
    a.add_argument("key", metavar="PROFILE", help="the profile's name, as 'list' shows it")
    a.add_argument("--establishment", metavar="NAME", help="which establishment")
    a.set_defaults(handler=_choose)


def _as_dict(profile: OrdinanceProfile) -> dict[str, Any]:
    return {
        "profile": profile.key,
        "city": profile.city,
        "code": profile.code,
        "title": profile.title,
        "numbers": [
            {
                "name": name,
                "rule": term.rule,
                "value": profile.value_text(name),
                "says": term.words.format(value=profile.value_text(name)),
                "cites": profile.citation(name),
            }
            for name, term in TERMS.items()
        ],
    }


def _list(context: AppContext, args: argparse.Namespace) -> int:
    found = ordinance.profiles(context.paths.data_dir)
    if args.json:
        print(json.dumps([_as_dict(p) for p in found.values()], indent=2))
    for key, profile in found.items() if not args.json else ():
        print(f"{key:<20} {profile.code}, {profile.title}")
    return EXIT_OK


def _show(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    profile = _as_dict(profile_of(context.db, est.id))
    if args.json:
        print(json.dumps(profile, indent=2))
        return EXIT_OK
    print(f"{est.name} follows the {profile['code']} ({profile['profile']}):")
    for number in profile["numbers"]:
        print(f"  {number['rule']:<4} {number['says']}. ({number['cites']})")
    return EXIT_OK


def _choose(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    try:
        profile = choose_ordinance(
            context.db, est.id, args.key, context.actor, context.paths.data_dir
        )
    except ValidationError as exc:
        return refused(exc, {"ordinance": "PROFILE"})
    print(f"{est.name} follows the {profile.code} ({profile.key}).")
    return EXIT_OK
