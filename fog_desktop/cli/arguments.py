"""The command line's arguments, declared once: a record type's options are a table of
:class:`Field` rows, and the options every record command shares are argparse parents.

A table gives the add and amend subcommands their options (``parents=``) and turns the
parsed arguments back into the service's input, so an option and the input attribute
it fills are written in one place. :class:`Actions` builds a record type's list, add,
amend and void subcommands from a table, the same way for every record type.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from fog_desktop.cli.common import (
    REASON_REFUSED,
    Change,
    VoidCall,
    in_establishment,
    pick_establishment,
    voids,
)
from fog_desktop.context import AppContext
from fog_desktop.database import Database
from fog_desktop.services.establishments import EstablishmentRow

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

Input = TypeVar("Input", bound="DataclassInstance")
Found = TypeVar("Found")
Handler = Callable[[AppContext, argparse.Namespace], int]


class Stored(Protocol):
    """A record as a service returns it: what a void needs is its primary key."""

    @property
    def id(self) -> int: ...


Record = TypeVar("Record", bound=Stored)
Form_contra = TypeVar("Form_contra", bound="DataclassInstance", contravariant=True)


class Amend(Protocol[Form_contra]):
    """A service's amendment of record ``pk`` with its form, checked as of ``today``."""

    def __call__(
        self, db: Database, pk: int, data: Form_contra, actor: str, *, today: date, reason: str = ""
    ) -> object: ...


@dataclass(frozen=True)
class Field:
    """One option: the attribute it fills (its ``dest``) and how argparse reads it.

    ``metavar`` None leaves argparse's own (the attribute's name in capitals, or the
    choices); ``required`` holds when a record is made, never on an amendment, which
    keeps what is stored for every option left out.
    """

    attr: str
    option: str
    help: str
    required: bool = False
    metavar: str | None = "VALUE"
    parse: Callable[[str], Any] | None = None
    action: str | type[argparse.Action] | None = None
    nargs: str | None = None
    choices: Sequence[str] | None = None
    default: Any = None

    def add_to(self, parser: argparse.ArgumentParser, *, amending: bool) -> None:
        given: dict[str, Any] = {
            "metavar": self.metavar,
            "type": self.parse,
            "action": self.action,
            "nargs": self.nargs,
            "choices": self.choices,
            "default": self.default,
        }
        parser.add_argument(
            self.option,
            dest=self.attr,
            required=self.required and not amending,
            help=self.help,
            **{name: value for name, value in given.items() if value is not None},
        )


def parent(*fields: Field, amending: bool = False) -> argparse.ArgumentParser:
    """Options to give subcommands through ``parents=``."""
    parser = argparse.ArgumentParser(add_help=False)
    for f in fields:
        f.add_to(parser, amending=amending)
    return parser


def attached(what: str) -> argparse.ArgumentParser:
    """``--attach FILE``, repeated for each file: ``what`` is attached to the record."""
    return parent(
        Field(
            "attach",
            "--attach",
            f"{what} (PDF, JPEG, PNG…); may be repeated",
            metavar="FILE",
            parse=Path,
            action="append",
            default=[],
        )
    )


def key(
    dest: str, metavar: str, help: str | None = None, parse: Callable[[str], Any] = str
) -> argparse.ArgumentParser:
    """The positional argument naming the record an action works on, e.g. ``DEVICE_ID``."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument(dest, metavar=metavar, help=help, type=parse)
    return parser


class Table(Generic[Input]):
    """A record type's options and the input dataclass they fill (the services' *Input)."""

    def __init__(self, kind: type[Input], *fields: Field) -> None:
        self.kind = kind
        self.fields = fields

    def parent(self, *, amending: bool = False) -> argparse.ArgumentParser:
        return parent(*self.fields, amending=amending)

    def fill(self, base: Input, args: argparse.Namespace) -> Input:
        """``base`` with the options given on the command line replaced; the rest kept.
        ``replace`` refuses an attribute the input does not have, so a slip in a table
        fails at once instead of setting a value the service never reads."""
        given = {f.attr: getattr(args, f.attr) for f in self.fields}
        return replace(base, **{attr: value for attr, value in given.items() if value is not None})

    def amend(
        self,
        context: AppContext,
        pk: int,
        base: Input,
        args: argparse.Namespace,
        amend: Amend[Input],
    ) -> None:
        """Amend record ``pk`` with ``base``, its form as stored, and the options given
        over it, for the ``--reason`` given."""
        data = self.fill(base, args)
        amend(context.db, pk, data, context.actor, today=context.today(), reason=args.reason)

    def amends(
        self,
        of: Callable[[Record], Input],
        amend: Amend[Input],
        said: Callable[[Record], str],
    ) -> Callable[[AppContext, tuple[EstablishmentRow, Record], argparse.Namespace], str]:
        """The change of an amend subcommand: the record found amended with ``of`` its row,
        its form as stored, and the options given over it; ``said`` is what it prints."""

        def change(
            context: AppContext, found: tuple[EstablishmentRow, Record], args: argparse.Namespace
        ) -> str:
            _, row = found
            self.amend(context, row.id, of(row), args, amend)
            return said(row)

        return change

    def read(self, args: argparse.Namespace) -> Input:
        """A new record's input: the options given, the input's defaults for the rest."""
        return self.fill(self.kind(), args)

    @property
    def refusals(self) -> dict[str, str]:
        """Attribute → option, to name the option in a refusal (common.refused)."""
        return {f.attr: f.option for f in self.fields}


@dataclass(frozen=True)
class Named(Generic[Record]):
    """A record type users name by the ID they gave it, unique in the establishment (a
    device's Device ID, an employee's Employee ID): the ``ID`` argument of its amend and
    void subcommands and the record in use it names.

    ``find`` is the record in use of (context, establishment's primary key, ID), or
    NotFound; ``label`` is what users call it, e.g. in what a void prints.
    """

    noun: str
    metavar: str
    find: Callable[[AppContext, int, str], Record]
    label: Callable[[EstablishmentRow, Record], str]

    def argument(self, help: str | None = None) -> argparse.ArgumentParser:
        return key("current_id", self.metavar, help)

    def found(
        self, context: AppContext, args: argparse.Namespace
    ) -> tuple[EstablishmentRow, Record]:
        """The record ``ID`` names, with its establishment: what an amendment changes."""
        est = pick_establishment(context, args.establishment)
        return est, self.find(context, est.id, args.current_id)

    def named(self, context: AppContext, args: argparse.Namespace) -> tuple[int, str]:
        """The record ``ID`` names, by its primary key and its label: what a void voids."""
        est, record = self.found(context, args)
        return record.id, self.label(est, record)


@dataclass(frozen=True)
class Numbered:
    """A record users name by its number, as ``list`` shows it (a fix, a session): the
    argument of its subcommands, and what a void of it prints, e.g. "Fix 3"."""

    dest: str
    metavar: str
    help: str
    label: str

    def argument(self) -> argparse.ArgumentParser:
        return key(self.dest, self.metavar, self.help, int)

    def named(self, _context: AppContext, args: argparse.Namespace) -> tuple[int, str]:
        """The record's number, its primary key, and what users call it."""
        number: int = getattr(args, self.dest)
        return number, f"{self.label} {number}"


ESTABLISHMENT = parent(
    Field(
        "establishment",
        "--establishment",
        "the establishment (may be left out when the database holds only one)",
        metavar="NAME",
    )
)
JSON = parent(Field("json", "--json", "print JSON for scripts", metavar=None, action="store_true"))
AMENDMENT = parent(
    Field(
        "reason",
        "--reason",
        "why it is amended (kept in the audit trail)",
        metavar=None,
        default="",
    )
)
VOID = parent(
    Field("reason", "--reason", "why it is void (required, kept)", required=True, metavar=None)
)
#: The reason of a void whose subcommand's help already says what is voided.
VOID_WHY = parent(Field("reason", "--reason", "why (required, kept)", required=True, metavar=None))


class Actions:
    """A record type's command and its ACTION subcommands, e.g. ``device add``.

    ``scope`` are the options every action of the command takes first (by default
    ``--establishment``); each action's handler is set as the ``handler`` default, which
    :func:`fog_desktop.cli.run` calls with the opened context.
    """

    def __init__(
        self,
        commands: Any,
        name: str,
        help: str,
        *,
        scope: Sequence[argparse.ArgumentParser] = (ESTABLISHMENT,),
    ) -> None:
        group = commands.add_parser(name, help=help)
        self._actions = group.add_subparsers(dest="action", metavar="ACTION", required=True)
        self._scope = scope

    def action(
        self,
        name: str,
        help: str,
        handler: Handler,
        *parents: argparse.ArgumentParser,
        defaults: Mapping[str, Any] | None = None,
    ) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = self._actions.add_parser(
            name, help=help, parents=[*self._scope, *parents]
        )
        parser.set_defaults(handler=handler, **(defaults or {}))
        return parser

    def standalone(
        self,
        name: str,
        help: str,
        run: Callable[[argparse.Namespace], int],
        *parents: argparse.ArgumentParser,
    ) -> argparse.ArgumentParser:
        """An action that opens no database and needs no establishment: ``run`` gets the
        parsed arguments alone."""
        parser: argparse.ArgumentParser = self._actions.add_parser(
            name, help=help, parents=list(parents)
        )
        parser.set_defaults(handler=None, standalone=run)
        return parser

    def list(self, help: str, handler: Handler, *parents: argparse.ArgumentParser) -> None:
        self.action("list", help, handler, *parents, JSON)

    def add(
        self,
        help: str,
        change: Callable[[AppContext, EstablishmentRow, argparse.Namespace], str],
        table: Table[Any],
        *parents: argparse.ArgumentParser,
        refusals: Mapping[str, str] | None = None,
    ) -> None:
        """``change`` stores the record in the establishment; ``refusals`` default to the
        table's options."""
        handler = Change(in_establishment, change, refusals or table.refusals)
        self.action("add", help, handler, table.parent(), *parents)

    def amend(
        self,
        help: str,
        change: Callable[[AppContext, tuple[EstablishmentRow, Record], argparse.Namespace], str],
        record: Named[Record],
        table: Table[Any],
        *parents: argparse.ArgumentParser,
        refusals: Mapping[str, str] | None = None,
    ) -> None:
        """``change`` amends the record ``record``'s ID names, found before it is called."""
        named = record.argument(f"the {record.noun} to amend")
        self.amend_found(help, record.found, change, named, table, *parents, refusals=refusals)

    def amend_found(
        self,
        help: str,
        find: Callable[[AppContext, argparse.Namespace], Found],
        change: Callable[[AppContext, Found, argparse.Namespace], str],
        record: argparse.ArgumentParser,
        table: Table[Any],
        *parents: argparse.ArgumentParser,
        refusals: Mapping[str, str] | None = None,
        name: str = "amend",
    ) -> None:
        """``change`` amends what ``find`` finds of the record that the argument ``record``
        names (a number, an ID), with the table's options and ``--reason``."""
        handler = Change(find, change, refusals or table.refusals)
        self.action(name, help, handler, record, AMENDMENT, table.parent(amending=True), *parents)

    def void(
        self,
        help: str,
        record: argparse.ArgumentParser,
        named: Callable[[AppContext, argparse.Namespace], tuple[int, str]],
        void: VoidCall,
        reason: argparse.ArgumentParser = VOID,
        *,
        name: str = "void",
    ) -> None:
        """``named`` finds the record that ``record`` names: its primary key and what users
        call it; ``void`` is the service's."""
        self.action(name, help, Change(named, voids(void), REASON_REFUSED), record, reason)

    def void_numbered(
        self, help: str, record: Numbered, void: VoidCall, *, name: str = "void"
    ) -> None:
        """The void of a record its number names; the subcommand's help says what it
        voids."""
        self.void(help, record.argument(), record.named, void, VOID_WHY, name=name)

    def void_named(self, help: str, record: Named[Any], void: VoidCall) -> None:
        """The void of a record its ID names, found among those in use."""
        self.void(help, record.argument(), record.named, void)
