"""export, template and import: the records packet and the records workbook (R7).

openpyxl and the PDF writer are imported by the commands that use them, not with this
module: the window starts through this package's parser and should not wait for them.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fog_desktop.cli.common import fail, iso_date, pick_establishment
from fog_desktop.context import AppContext
from fog_desktop.exchange.rows import Window
from fog_desktop.options import EXIT_FAILED, EXIT_OK, EXIT_UNAVAILABLE
from fog_desktop.services.ordinances import profile_of

if TYPE_CHECKING:
    from fog_desktop.exchange.output import WriteFailed

FORMATS = ("xlsx", "pdf", "zip")


def register(commands: Any) -> None:
    p = commands.add_parser(
        "export", help="the records packet for the inspector: workbook, PDF or zip (R7)"
    )
    p.add_argument("--out", required=True, type=Path, metavar="PATH", help="file to write")
    p.add_argument("--format", choices=FORMATS, help="default: from the file's extension")
    p.add_argument("--from", dest="start", type=iso_date, metavar="DATE", help="window start")
    p.add_argument("--to", dest="end", type=iso_date, metavar="DATE", help="window end")
    p.add_argument("--as-of", type=iso_date, metavar="DATE", help="the export date (default today)")
    p.add_argument("--establishment", metavar="NAME")
    p.add_argument(
        "--summary-only",
        action="store_true",
        help="PDF only: the summary pages (1-2) for a quick hand-over, not the full packet",
    )
    p.set_defaults(handler=_export)

    p = commands.add_parser("template", help="the blank workbook to fill in and import")
    p.add_argument("--out", required=True, type=Path, metavar="FILE.xlsx")
    p.set_defaults(handler=_template)

    p = commands.add_parser(
        "import", help="bring records in from a workbook: all or nothing, never twice"
    )
    p.add_argument("file", type=Path, metavar="FILE.xlsx")
    p.add_argument(
        "--establishment", metavar="NAME", help="default: the name on the workbook's Cover"
    )
    p.add_argument("--dry-run", action="store_true", help="check everything, store nothing")
    p.set_defaults(handler=_import)


def _export(context: AppContext, args: argparse.Namespace) -> int:
    from fog_desktop.exchange.output import WriteFailed  # noqa: PLC0415
    from fog_desktop.exchange.packet import export_packet  # noqa: PLC0415
    from fog_desktop.exchange.workbook import export_workbook  # noqa: PLC0415
    from fog_desktop.reports.letter import write_confirmation_letter  # noqa: PLC0415
    from fog_desktop.reports.packet import render_packet_pdf, write_packet_pdf  # noqa: PLC0415

    est = pick_establishment(context, args.establishment)
    as_of = args.as_of or context.today()
    default = Window.two_years_to(args.end or as_of, profile_of(context.db, est.id))
    window = Window(args.start or default.start, args.end or default.end)
    if window.start > window.end:
        return fail("--from is after --to.")
    chosen = args.format or args.out.suffix.lstrip(".").lower()
    if chosen not in FORMATS:
        return fail("Choose --format xlsx, pdf or zip (or end the file name with one).")
    if args.summary_only and chosen != "pdf":
        return fail("--summary-only is for a PDF: use --format pdf or a file ending in .pdf.")
    try:
        if chosen == "xlsx":
            export_workbook(context.db, est.id, args.out, window)
        elif chosen == "pdf":
            write_packet_pdf(context.db, est.id, args.out, window, summary_only=args.summary_only)
        else:
            # dated the export date, at the time of day it is written
            exported_at = datetime.combine(as_of, datetime.now().time())
            export_packet(
                context.db,
                est.id,
                args.out,
                window,
                write_pdf=render_packet_pdf,
                write_letter=write_confirmation_letter,
                exported_at=exported_at,
            )
    except WriteFailed as exc:
        return fail(str(exc), _write_failed_code(exc))
    print(f"Wrote the records of {est.name} from {window.start} to {window.end} to {args.out}")
    return EXIT_OK


def _progress_line(done: int, total: int) -> None:
    """One line on the terminal, rewritten as the rows are read (issue 16 §3); a log or a
    pipe is not given it, as it would be one line for every thousand rows."""
    end = "\n" if done >= total else ""
    print(f"\rRead {done:,} of {total:,} rows", end=end, file=sys.stderr, flush=True)


def _write_failed_code(exc: WriteFailed) -> int:
    """A full disk can't be used (2, as for the database); a folder or name that refuses
    is the user's to change (1)."""
    return EXIT_UNAVAILABLE if exc.disk_full else EXIT_FAILED


def _template(_context: AppContext, args: argparse.Namespace) -> int:
    from fog_desktop.exchange.output import WriteFailed  # noqa: PLC0415
    from fog_desktop.exchange.workbook import write_template  # noqa: PLC0415

    try:
        write_template(args.out)
    except WriteFailed as exc:
        return fail(str(exc), _write_failed_code(exc))
    print(f"Wrote the blank workbook to {args.out}")
    return EXIT_OK


def _import(context: AppContext, args: argparse.Namespace) -> int:
    from fog_desktop.exchange.archive import WorkbookRefused  # noqa: PLC0415
    from fog_desktop.exchange.importer import ImportRefused, import_workbook  # noqa: PLC0415

    try:
        report = import_workbook(
            context.db,
            args.file,
            args.establishment,
            context.actor or "import",
            today=context.today(),
            dry_run=args.dry_run,
            progress=_progress_line if sys.stderr.isatty() else None,
        )
    except ImportRefused as refused:
        for problem in refused.problems:
            print(f"fog-desktop: {problem}", file=sys.stderr)
        return fail(f"{len(refused.problems)} problem(s); nothing was imported.", EXIT_FAILED)
    except WorkbookRefused as exc:
        return fail(str(exc), EXIT_FAILED)
    for name in report.unknown_sheets:
        print(f"Skipped the sheet {name!r}: it is not one of the records workbook's sheets.")
    verb = "Would add" if report.dry_run else "Added"
    added = ", ".join(f"{n} {sheet}" for sheet, n in report.added.items()) or "nothing new"
    print(f"{verb} to {report.establishment}: {added}.")
    if report.skipped:
        print(f"Already there, left as they are: {report.already_there()}.")
    if report.earlier is not None:
        was, earliest = report.earlier
        moved = "Would move" if report.dry_run else "Moved"
        print(f"{moved} the day the records begin from {was} to {earliest}, the earliest imported.")
    return EXIT_OK
