"""inbox: the photos a phone sent before their record existed, and filing one with its
record (issue 36 §1; rules.md R6).

A photo is named by its number in 'inbox list', the record by its kind and number, e.g.
``--to manifest:12`` (a manifest's number in 'manifest list'). Filing attaches the photo
to the record and takes it out of the inbox, both audited; nothing is deleted.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import Actions, Field, key, parent
from fog_desktop.cli.common import Change, in_establishment, listed_in, nothing
from fog_desktop.context import AppContext
from fog_desktop.services import inbox
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.inbox import InboxPhoto

KINDS = ", ".join(k.key for k in inbox.KINDS)


def _target(text: str) -> tuple[str, int]:
    kind, _, number = text.partition(":")
    if not number.isdigit():
        raise argparse.ArgumentTypeError(f"KIND:NUMBER, e.g. manifest:12; the kinds: {KINDS}")
    return kind, int(number)


TO = Field(
    "to",
    "--to",
    f"the record, KIND:NUMBER, KIND one of: {KINDS}",
    required=True,
    metavar="KIND:NUMBER",
    parse=_target,
)


def register(commands: Any) -> None:
    actions = Actions(
        commands, "inbox", "the photos a phone sent that wait to be filed with their record"
    )
    actions.list("the photos waiting, the latest first", _list)
    adding = actions.action(
        "add",
        "keep photos in the inbox, e.g. sent to yourself from the phone",
        Change(in_establishment, _add, {"file": "FILE"}),
    )
    adding.add_argument("files", nargs="+", type=Path, metavar="FILE", help="JPEG, PNG, WebP…")
    actions.action(
        "file",
        "file a photo with its record: attached there, out of the inbox",
        Change(nothing, _file, {"kind": "--to", "photo": "PHOTO"}),
        key("photo", "PHOTO", "the photo's number (from 'inbox list')", int),
        parent(TO),
    )


def _list(context: AppContext, args: argparse.Namespace) -> int:
    waiting = "photos to file in the inbox"
    return listed_in(context, args, inbox.list_inbox, asdict, _line, records=waiting)


def _line(p: InboxPhoto) -> str:
    return f"{p.id:>5} {p.received:%Y-%m-%d %H:%M} {p.original_name} ({p.size} bytes)"


def _add(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    kept = inbox.store_photos(context.db, est.id, args.files, context.actor)
    return f"Kept {kept} photo(s) in the inbox of {est.name}; 'inbox list' shows them."


def _file(context: AppContext, _found: None, args: argparse.Namespace) -> str:
    kind, number = args.to
    filed = inbox.file_photo(context.db, args.photo, kind, number, context.actor)
    return f"Filed photo {args.photo} with {kind} {number} ({filed.day} {filed.words})."
