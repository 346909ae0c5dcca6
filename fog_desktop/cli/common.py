"""What every command shares: exit codes, errors on one line, picking the establishment,
and :class:`Change`, the one way a command adds, amends or voids a record."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, Generic, TypeVar

from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.options import EXIT_FAILED, EXIT_OK
from fog_desktop.parse import DATE_HINT, read_date
from fog_desktop.services.establishments import (
    EstablishmentRow,
    find_establishment,
    list_establishments,
)


def fail(message: str, code: int = EXIT_FAILED) -> int:
    print(f"fog-desktop: {message}", file=sys.stderr)
    return code


#: The options every command has: the audit trail's name, and the establishment.
GLOBAL_OPTIONS = {"operator": "--operator", "establishment": "--establishment"}


def refused(exc: ValidationError, options: Mapping[str, str]) -> int:
    """Each refused field named by the option that set it; nothing was stored."""
    options = {**GLOBAL_OPTIONS, **options}
    for problem in exc.problems:
        where = options.get(problem.field, problem.field)
        print(
            f"fog-desktop: {where}: {problem.message}" if where else problem.message,
            file=sys.stderr,
        )
    print("fog-desktop: nothing was stored.", file=sys.stderr)
    return EXIT_FAILED


def refusal_text(exc: ValidationError) -> str:
    """A refusal no command named the options of: those of :data:`GLOBAL_OPTIONS` are
    named, since the messages leave the field's name to where they are shown."""
    return "; ".join(
        f"{GLOBAL_OPTIONS[p.field]}: {p.message}" if p.field in GLOBAL_OPTIONS else p.message
        for p in exc.problems
    )


def iso_date(text: str) -> date:
    """A date option, refused by argparse with the option's name when it is not a date in
    1900–2100: a date outside them would overflow the rules' date arithmetic."""
    try:
        return read_date(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{exc}. {DATE_HINT}") from None


def pick_establishment(context: AppContext, name: str | None) -> EstablishmentRow:
    """The named establishment, or the only one there is."""
    if name:
        return find_establishment(context.db, name)
    found = list_establishments(context.db)
    if len(found) == 1:
        return found[0]
    if not found:
        raise NotFound(
            "There is no establishment yet: add one with 'fog-desktop establishment add'."
        )
    names = ", ".join(repr(e.name) for e in found)
    raise NotFound(f"Name the establishment with --establishment; there are several: {names}.")


Row = TypeVar("Row")


def one_of(rows: Iterable[Row], matches: Callable[[Row], bool], missing: str) -> Row:
    """The row a command names, e.g. the device of ``DEVICE_ID``; NotFound says ``missing``."""
    found = next((r for r in rows if matches(r)), None)
    if found is None:
        raise NotFound(missing)
    return found


def listed(
    args: argparse.Namespace,
    rows: Sequence[Row],
    as_json: Callable[[Row], Any],
    as_text: Callable[[Row], str],
) -> int:
    """What a list subcommand prints: JSON for scripts with ``--json``, else each row's text."""
    if args.json:
        print(json.dumps([as_json(r) for r in rows], indent=2, default=str))
    else:
        for r in rows:
            print(as_text(r))
    return EXIT_OK


def listed_in(
    context: AppContext,
    args: argparse.Namespace,
    rows_of: Callable[[Database, int], Sequence[Row]],
    as_json: Callable[[Row], Any],
    as_text: Callable[[Row], str],
    *,
    records: str,
) -> int:
    """A list subcommand of the ``records`` of ``--establishment``, ``rows_of`` them; with
    none, a line says so (``--json`` prints an empty list)."""
    est = pick_establishment(context, args.establishment)
    rows = rows_of(context.db, est.id)
    if not rows and not args.json:
        print(f"No {records} recorded at {est.name}.")
    return listed(args, rows, as_json, as_text)


def pdf_path(out: Path) -> Path:
    """Where a letter is written: ``out``, ending in .pdf."""
    return out if out.suffix.lower() == ".pdf" else out.with_suffix(".pdf")


def wrote(
    write: Callable[[], Path],
    refusals: Mapping[str, str],
    failed: str,
    said: Callable[[Path], str],
) -> int:
    """A document ``write`` writes to a file, and what ``said`` of its path; the fields
    refused are named by ``refusals``' options, a file that can't be written by
    ``failed`` with the system's reason."""
    try:
        path = write()
    except ValidationError as exc:
        return refused(exc, refusals)
    except OSError as exc:
        return fail(f"{failed}: {exc.strerror or exc}")
    print(said(path))
    return EXIT_OK


def in_establishment(context: AppContext, args: argparse.Namespace) -> EstablishmentRow:
    """The establishment of ``--establishment``: what an add changes."""
    return pick_establishment(context, args.establishment)


def nothing(_context: AppContext, _args: argparse.Namespace) -> None:
    """What a change looks up first when it needs nothing: a new establishment, or a
    record the service finds by the number given."""


Found = TypeVar("Found")
#: A service's void: (db, primary key, reason, actor), as every one of them is called.
VoidCall = Callable[[Database, int, str, str], None]
REASON_REFUSED = {"reason": "--reason"}


@dataclass(frozen=True)
class Change(Generic[Found]):
    """A command that changes the records (R6), as the ``handler`` of its subcommand.

    ``find`` looks up what it works on (the establishment, the record): a name that
    matches nothing is told as it is, in one line. ``change`` then calls the service and
    returns what to print; the fields the service refuses are named by ``refusals``'
    options, and nothing was stored.
    """

    find: Callable[[AppContext, argparse.Namespace], Found]
    change: Callable[[AppContext, Found, argparse.Namespace], str]
    refusals: Mapping[str, str]

    def __call__(self, context: AppContext, args: argparse.Namespace) -> int:
        found = self.find(context, args)
        try:
            said = self.change(context, found, args)
        except ValidationError as exc:
            return refused(exc, self.refusals)
        print(said)
        return EXIT_OK


def voids(void: VoidCall) -> Callable[[AppContext, tuple[int, str], argparse.Namespace], str]:
    """The change of a ``void`` subcommand: the record stays, marked void with ``--reason``.
    What it changes is given by its primary key and what users call it ("Entry 12")."""

    def change(context: AppContext, named: tuple[int, str], args: argparse.Namespace) -> str:
        pk, what = named
        void(context.db, pk, args.reason, context.actor)
        return f"{what} is void: {args.reason.strip()}"

    return change
