"""checklist authorizations, authorize, void-authorization: the program manager's
written authorizations of additives, each kept with its document (Prohibitions C, G;
R8c, R6). The checklist's additives item is answered against them.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict
from pathlib import Path

from fog_desktop.cli.arguments import ESTABLISHMENT, JSON, Actions, Field, Numbered, Table
from fog_desktop.cli.arguments import parent as options
from fog_desktop.cli.common import Change, in_establishment, listed, pick_establishment
from fog_desktop.context import AppContext
from fog_desktop.services import additive_authorizations
from fog_desktop.services.additive_authorizations import AuthorizationInput
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.self_inspection_rows import AuthorizationRow, list_authorizations

AUTHORIZATION = Table(
    AuthorizationInput,
    Field("additive", "--additive", "the additive's name, as the authorization gives it",
          required=True, metavar="NAME"),
    Field("authorized_on", "--date", "the authorization's date", required=True,
          metavar="YYYY-MM-DD"),
    Field("authorized_by", "--by", "who at the city signed it", metavar="NAME"),
    Field("note", "--note", "notes", metavar="TEXT"),
)  # fmt: skip


def register(actions: Actions) -> None:
    actions.action(
        "authorizations",
        "the written authorizations of additives (Prohibitions C, G)",
        _authorizations,
        ESTABLISHMENT,
        JSON,
    )
    actions.action(
        "authorize",
        "keep the program manager's written authorization of an additive, with its document",
        Change(in_establishment, _authorize, {**AUTHORIZATION.refusals, "file": "--document"}),
        ESTABLISHMENT,
        AUTHORIZATION.parent(),
        options(
            Field(
                "documents",
                "--document",
                "the authorization's scan (PDF, JPEG, PNG, TIFF or WebP); repeat for each page",
                required=True,
                metavar="FILE",
                action="append",
                parse=Path,
            )
        ),
    )
    actions.void_numbered(
        "mark an authorization entered in error, or withdrawn",
        Numbered(
            "authorization", "AUTHORIZATION_ID", "the authorization's number", "Authorization"
        ),
        additive_authorizations.void_authorization,
        name="void-authorization",
    )


def _authorization_text(row: AuthorizationRow) -> str:
    by = f" by {row.authorized_by}" if row.authorized_by else ""
    return f"Authorization {row.id}: {row.additive}, {row.authorized_on}{by}  {row.status_text}"


def _authorizations(context: AppContext, args: argparse.Namespace) -> int:
    est = pick_establishment(context, args.establishment)
    return listed(args, list_authorizations(context.db, est.id), asdict, _authorization_text)


def _authorize(context: AppContext, est: EstablishmentRow, args: argparse.Namespace) -> str:
    record_id = additive_authorizations.record_authorization(
        context.db, est.id, AUTHORIZATION.read(args), args.documents, context.actor,
        today=context.today(),
    )  # fmt: skip
    return f"Recorded authorization {record_id} of {args.additive.strip()}, with its document."
