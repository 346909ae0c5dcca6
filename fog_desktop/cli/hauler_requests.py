"""hauler-request: the requests to a hauler for a pump-out's missing manifest (rules.md
R2, R6), drafted as an e-mail text or a letter, and each request made recorded.

A pump-out is named by its entry number in 'maintenance list', a request by its number in
'hauler-request list'. A missing manifest can't be made again: a record of every attempt
to get it is what an inspector asks for. Nothing is deleted: a request entered in error is
voided with a reason and stays in the records.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fog_desktop.cli.arguments import Actions, Field, Numbered, Table, key, parent
from fog_desktop.cli.common import Change, listed_in, one_of, pdf_path, pick_establishment
from fog_desktop.context import AppContext
from fog_desktop.reports.hauler_letter import email_text, manifest_ask, write_request_letter
from fog_desktop.services import hauler_requests
from fog_desktop.services.hauler_requests import RequestInput
from fog_desktop.services.hauler_requests_rows import RequestRow, list_requests
from models import REQUEST_METHODS

REQUEST = Table(
    RequestInput,
    Field("asked_on", "--date", "YYYY-MM-DD the hauler was asked (default today)"),
    Field("method", "--how", f"one of: {', '.join(REQUEST_METHODS)}", required=True),
    Field("asked_whom", "--to", "whom: a name, an e-mail address or a number", required=True),
    Field("answer", "--answer", "what the hauler answered, if they did"),
)
ENTRY = key("entry", "ENTRY", "the pump-out's entry number (from 'maintenance list')", int)
NUMBER = Numbered("number", "REQUEST", "the request's number (from list)", "Request")
OUT = Field("out", "--out", "where to write", required=True, metavar="FILE.pdf", parse=Path)


def register(commands: Any) -> None:
    actions = Actions(
        commands,
        "hauler-request",
        "ask the hauler for a pump-out's missing manifest, and keep every request (R2)",
    )
    actions.list("every request and the hauler's answer, void ones included", _list)
    actions.action(
        "add",
        "record a request made for a pump-out's manifest",
        Change(_entry, _add, {**REQUEST.refusals, "entry": "ENTRY"}),
        ENTRY,
        REQUEST.parent(),
    )
    actions.amend_found(
        "correct a request, or write in the hauler's answer",
        _request,
        _amend,
        NUMBER.argument(),
        REQUEST,
    )
    actions.void_numbered(
        "mark a request entered in error; it stays in the records",
        NUMBER,
        hauler_requests.void_request,
    )
    actions.action(
        "draft",
        "print the request as an e-mail text to send the hauler",
        Change(_entry, _draft, {"entry": "ENTRY"}),
        ENTRY,
    )
    actions.action(
        "letter",
        "write the request as a letter, a PDF to sign and send",
        Change(_entry, _letter, {"entry": "ENTRY", "out": "--out"}),
        ENTRY,
        parent(OUT),
    )


def _entry(_context: AppContext, args: argparse.Namespace) -> int:
    entry: int = args.entry
    return entry


def _request(context: AppContext, args: argparse.Namespace) -> RequestRow:
    est = pick_establishment(context, args.establishment)
    return one_of(
        list_requests(context.db, est.id),
        lambda r: r.id == args.number,
        f"There is no request {args.number} at {est.name} (see 'hauler-request list').",
    )


def _list(context: AppContext, args: argparse.Namespace) -> int:
    return listed_in(context, args, list_requests, asdict, _line, records="requests to haulers")


def _line(r: RequestRow) -> str:
    answer = r.answer or "no answer yet"
    return (
        f"{r.id:>5} pump-out {r.pump_out} ({r.hauler or 'no hauler noted'}): asked "
        f"{r.asked_on}, {r.method.lower()}, {r.asked_whom}: {answer}  {r.status_text}"
    )


def _add(context: AppContext, entry: int, args: argparse.Namespace) -> str:
    data = REQUEST.read(args)
    if not data.asked_on:
        data.asked_on = context.today().isoformat()
    stored = hauler_requests.record_request(
        context.db, entry, data, context.actor, today=context.today()
    )
    return f"Recorded request {stored.id} for the manifest of entry {entry} ({stored.method})."


def _amend(context: AppContext, row: RequestRow, args: argparse.Namespace) -> str:
    REQUEST.amend(context, row.id, RequestInput.of(row), args, hauler_requests.amend_request)
    return f"Amended request {row.id}."


def _draft(context: AppContext, entry: int, _args: argparse.Namespace) -> str:
    text = email_text(manifest_ask(context.db, entry, today=context.today()))
    return f"{text}\nOnce sent: fog-desktop hauler-request add {entry} --how Email --to ADDRESS"


def _letter(context: AppContext, entry: int, args: argparse.Namespace) -> str:
    ask = manifest_ask(context.db, entry, today=context.today())
    path = write_request_letter(ask, pdf_path(args.out), today=context.today())
    return (
        f"Wrote the request for the manifest of entry {entry} to {path}.\n"
        f"Once sent: fog-desktop hauler-request add {entry} --how Letter --to "
        f'"{ask.hauler.hauler or "the hauler"}"'
    )
