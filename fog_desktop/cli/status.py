"""status and remind."""

from __future__ import annotations

import argparse
import json
from typing import Any

from fog_desktop import reminders
from fog_desktop.cli.common import iso_date
from fog_desktop.cli.language import speaking
from fog_desktop.context import AppContext
from fog_desktop.options import EXIT_FAILED, EXIT_OK
from fog_desktop.services import obligations, status


def register(commands: Any) -> None:
    p = commands.add_parser("status", help="what is due, per establishment (R2–R5, R8)")
    p.add_argument(
        "--as-of", type=iso_date, metavar="YYYY-MM-DD", help="date to judge by (default today)"
    )
    p.add_argument("--establishment", metavar="NAME", help="only this establishment")
    p.add_argument(
        "--all",
        action="store_true",
        dest="every",
        help="every obligation as of the date, from the first record on, met ones included "
        "and open ones whatever their age (default: what is open, "
        f"and what was met late in the last {obligations.RECENT_DAYS} days)",
    )
    p.add_argument("--json", action="store_true", help="print JSON for scripts")
    p.set_defaults(handler=_status)

    p = commands.add_parser(
        "remind",
        help=f"what is overdue or due within {reminders.SOON_DAYS} days, for a scheduled "
        "task; exit 1 when something is overdue",
    )
    p.add_argument(
        "--as-of", type=iso_date, metavar="YYYY-MM-DD", help="date to judge by (default today)"
    )
    p.set_defaults(handler=_remind)


def _status(context: AppContext, args: argparse.Namespace) -> int:
    as_of = args.as_of or context.today()
    report = status.status_report(context.db, as_of, args.establishment, every=args.every)
    print(json.dumps(report, indent=2) if args.json else status.status_text(report))
    return EXIT_OK


def _remind(context: AppContext, args: argparse.Namespace) -> int:
    as_of = args.as_of or context.today()
    due = reminders.read_due(context.db, as_of)
    with speaking(context.settings.language):
        print(reminders.remind_text(due.items, as_of, named=due.named))
    return EXIT_FAILED if any(i.overdue(as_of) for i in due.items) else EXIT_OK
