"""What every command shares: exit codes, errors on one line, picking the establishment."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from typing import TypeVar

from fog_desktop.context import AppContext
from fog_desktop.errors import NotFound, ValidationError
from fog_desktop.parse import DATE_HINT, read_date
from fog_desktop.services.establishments import find_establishment, list_establishments
from models import Establishment

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_UNAVAILABLE = 2


def fail(message: str, code: int = EXIT_FAILED) -> int:
    print(f"fog-desktop: {message}", file=sys.stderr)
    return code


def refused(exc: ValidationError, options: dict[str, str]) -> int:
    """Each refused field named by the option that set it; nothing was stored."""
    options = {"operator": "--operator", **options}  # the audit trail's name, on every command
    for problem in exc.problems:
        where = options.get(problem.field, problem.field)
        print(
            f"fog-desktop: {where}: {problem.message}" if where else problem.message,
            file=sys.stderr,
        )
    print("fog-desktop: nothing was stored.", file=sys.stderr)
    return EXIT_FAILED


def iso_date(text: str) -> date:
    """A date option, refused by argparse with the option's name when it is not a date in
    1900–2100: a date outside them would overflow the rules' date arithmetic."""
    try:
        return read_date(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{exc}. {DATE_HINT}") from None


def add_establishment_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--establishment",
        metavar="NAME",
        help="the establishment (may be left out when the database holds only one)",
    )


def pick_establishment(context: AppContext, name: str | None) -> Establishment:
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


T = TypeVar("T")

#: A record's fields on the command line: field name → (option, help text).
Options = dict[str, tuple[str, str]]


def add_options(
    parser: argparse.ArgumentParser, options: Options, required: frozenset[str] = frozenset()
) -> None:
    for field, (option, text) in options.items():
        parser.add_argument(
            option, dest=field, metavar="VALUE", required=field in required, help=text
        )


def fill(base: T, args: argparse.Namespace, options: Options) -> T:
    """``base`` with the fields given on the command line replaced; the rest kept."""
    for field in options:
        value = getattr(args, field, None)
        if value is not None:
            setattr(base, field, value)
    return base


def option_names(options: Options) -> dict[str, str]:
    """Field → option, to name the option in a refusal."""
    return {field: option for field, (option, _) in options.items()}
