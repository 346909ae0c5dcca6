"""The written confirmation of an incident: sent by the fifth working day after it,
stating each of the four elements the ordinance asks for (rules.md R5).

Sending it is a step of the incident's life, not a correction: an update in the audit
trail, refused while any element is empty, with the sent copy or proof attached in the
same unit of work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy.orm import Session

from fog_desktop.database import Database
from fog_desktop.i18n import translate
from fog_desktop.services import attachments, records
from fog_desktop.services.form import Problems
from fog_desktop.services.incidents import INCIDENTS, check_elements
from models import CONFIRMATION_METHODS, ConfirmationMethod, Incident


@dataclass
class ConfirmationInput:
    """How the written confirmation went out: date sent, method, and the certified mail
    number, email address or who took it by hand."""

    sent_on: str = ""
    method: str = ""
    reference: str = ""


@dataclass(frozen=True)
class Confirmation(records.Values[Incident]):
    """The written confirmation as sent: when, how, and its reference (R5)."""

    confirmation_sent_on: date
    confirmation_method: str
    confirmation_reference: str


def record_sent(
    session: Session, incident: Incident, sent: ConfirmationInput, actor: str, *, today: date
) -> None:
    """Record the confirmation sent, within an open unit of work; refused while any of the
    four elements is empty (R5)."""
    check_elements(incident)
    problems = Problems()
    day = problems.required_date(
        sent.sent_on,
        "confirmation_sent_on",
        translate("Incidents", "Date sent"),
        translate("Incidents", "Enter the date it was sent."),
    )
    if day is not None and day < incident.incident_date:
        problems.add(
            "confirmation_sent_on", translate("Incidents", "It can't be sent before the incident.")
        )
    else:
        future = translate("Incidents", "The date {day} is in the future.")
        problems.not_after("confirmation_sent_on", day, today, future)
    choose = translate("Incidents", "Choose how: {choices}.")
    problems.one_of("confirmation_method", sent.method, CONFIRMATION_METHODS, choose)
    if sent.method == ConfirmationMethod.CERTIFIED_MAIL and not sent.reference.strip():
        problems.add(
            "confirmation_reference", translate("Incidents", "Enter the certified mail number.")
        )
    problems.check()
    assert day is not None
    confirmation = Confirmation(day, sent.method, sent.reference.strip())
    reason = "Written confirmation sent"
    INCIDENTS.amend(session, incident, confirmation, actor, reason, correction=False)


def mark_confirmation_sent(
    db: Database,
    incident_pk: int,
    sent: ConfirmationInput,
    actor: str,
    *,
    today: date,
    files: Sequence[Path] = (),
) -> Incident:
    """Record that the written confirmation was sent, with the sent copy or proof attached
    in the same unit of work."""

    def send(session: Session) -> Incident:
        incident = INCIDENTS.get(session, incident_pk)
        record_sent(session, incident, sent, actor, today=today)
        return incident

    return INCIDENTS.store(db, send, attach=attachments.files(files, actor))
