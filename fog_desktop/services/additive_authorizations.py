"""The written authorizations of additives (rules.md R8c; Prohibitions C, G).

An additive named in use on a self-inspection checklist counts as allowed only with the
program manager's written authorization on file that day; this module records and voids
those authorizations, each kept with its document. The checklists that consult them are
services/self_inspection.py. Every change is a record with its audit entry (R6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import check_storable
from fog_desktop.services import attachments, records
from fog_desktop.services.form import Problems
from fog_desktop.services.self_inspection import DayField, past_day
from models import AdditiveAuthorization


@dataclass(frozen=True)
class AuthorizationInput:
    """A written authorization as typed; its document is attached."""

    additive: str = ""
    authorized_on: str = ""  # YYYY-MM-DD, the authorization's date
    authorized_by: str = ""  # who at the city signed it
    note: str = ""


@dataclass(frozen=True)
class AuthorizationValues(records.Values[AdditiveAuthorization]):
    establishment_id: int
    additive: str
    authorized_on: date
    authorized_by: str
    note: str


_AUTHORIZATIONS = records.RecordType(
    AdditiveAuthorization,
    noop("Records", "additive authorization"),
    lambda a: f"Authorization of {a.additive}",
)


def validate_authorization(
    establishment_id: int, data: AuthorizationInput, today: date
) -> AuthorizationValues:
    check_storable(asdict(data))
    problems = Problems()
    missing = translate(
        "SelfInspection", "Enter the additive's name as the authorization gives it."
    )
    additive = problems.required_text(data.additive, "additive", missing)
    asked = DayField(
        "authorized_on",
        translate("SelfInspection", "Authorized on"),
        translate("SelfInspection", "Enter the date of the written authorization."),
    )
    day = past_day(problems, data.authorized_on, asked, today)
    problems.check()
    assert day is not None
    return AuthorizationValues(
        establishment_id=establishment_id,
        additive=additive,
        authorized_on=day,
        authorized_by=data.authorized_by.strip(),
        note=data.note.strip(),
    )


def add_authorization(
    session: Session, establishment_id: int, data: AuthorizationInput, actor: str, *, today: date
) -> AdditiveAuthorization:
    """Create within an open unit of work; its document is attached by the caller."""
    values = validate_authorization(establishment_id, data, today)
    return _AUTHORIZATIONS.add(session, values, actor)


def record_authorization(
    db: Database,
    establishment_id: int,
    data: AuthorizationInput,
    documents: Sequence[Path],
    actor: str,
    *,
    today: date | None = None,
) -> int:
    """Keep the program manager's written authorization of an additive with its document
    (Prohibitions C, G); the new record's id. Refused without a document: the
    authorization counts only on file."""
    day = today or date.today()
    validate_authorization(establishment_id, data, day)
    if not documents:
        raise ValidationError.single(
            "file",
            translate(
                "SelfInspection", "Attach the written authorization: it counts only on file."
            ),
        )

    def store(session: Session) -> AdditiveAuthorization:
        return add_authorization(session, establishment_id, data, actor, today=day)

    return _AUTHORIZATIONS.store(db, store, attach=attachments.files(documents, actor)).id


void_authorization = _AUTHORIZATIONS.void_by_id
