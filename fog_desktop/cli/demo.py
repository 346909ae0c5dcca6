"""demo: the demo establishment, in a module of its own so that ``remind``, run by a
scheduled task, does not load two years of made-up records."""

from __future__ import annotations

import argparse
from typing import Any

from fog_desktop.cli.common import iso_date
from fog_desktop.context import AppContext
from fog_desktop.options import EXIT_OK
from fog_desktop.services import demo


def register(commands: Any) -> None:
    p = commands.add_parser(
        "demo", help='add the demo establishment "Demo Bistro" with two years of records'
    )
    p.add_argument(
        "--as-of", type=iso_date, metavar="YYYY-MM-DD", help="the demo's today (default today)"
    )
    p.set_defaults(handler=_demo)


def _demo(context: AppContext, args: argparse.Namespace) -> int:
    as_of = args.as_of or context.today()
    name = demo.add_demo(context.db, as_of, actor=context.actor or "FOG Desktop demo")
    print(f"Added the demo establishment {name!r} with records up to {as_of.isoformat()}.")
    return EXIT_OK
