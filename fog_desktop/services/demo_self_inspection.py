"""Demo Bistro's self-inspection (R8c): a checklist walked each month for the last year,
the enzyme it uses kept with its written authorization, and, on the first walk after the
city cited missing drain screens, the screens found missing too and fitted within the
week, with a photo: the self-inspection agrees with the city's finding (R7)."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy.orm import Session

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.self_inspection import Answer
from fog_desktop.services import (
    additive_authorizations,
    attachments,
    corrective_actions,
    self_inspection,
)
from fog_desktop.services.additive_authorizations import AuthorizationInput
from fog_desktop.services.corrective_actions import FixInput
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.self_inspection import (
    ADDITIVES_ITEM,
    AnswerInput,
    ChecklistInput,
    checklist_items,
)
from models import Establishment

MONTHS = 12
ENZYME = "GreaseAway enzyme"
MISSING_SCREEN = "No screens on the prep sinks, as the city cited on {day}; screens ordered."


def add_self_inspection(
    session: Session, bistro: Establishment, cited: date, as_of: date, actor: str
) -> None:
    """A year of monthly checklists to ``as_of``; the first walked on or after the city's
    inspection of ``cited`` finds the screens it cited missing (R7: the records agree)."""
    first = add_months(as_of, -MONTHS) + timedelta(days=3)
    authorization = additive_authorizations.add_authorization(
        session,
        bistro.id,
        AuthorizationInput(
            ENZYME,
            (first - timedelta(days=30)).isoformat(),
            "FOG Program Manager, Public Works",
            "For the floor drains, as a supplement to the quarterly pump-outs.",
        ),
        actor,
        today=as_of,
    )
    owner = attachments.Owner.of(authorization)
    attachments.add(session, owner, "enzyme-authorization.png", scan_png("authorization"), actor)
    days = [add_months(first, month) for month in range(MONTHS)]
    found_missing = min(day for day in days if day >= cited)
    for day in days:
        missing = day == found_missing
        answers = tuple(
            AnswerInput(
                item.name,
                Answer.NOT_OK if missing and item.name == "Drain screens" else Answer.OK,
                MISSING_SCREEN.format(day=cited)
                if missing and item.name == "Drain screens"
                else "",
                ENZYME if item.name == ADDITIVES_ITEM else "",
            )
            for item in checklist_items()
        )
        photos = {"Drain screens": [("missing-screen.png", scan_png("missing screen"))]}
        checklist = self_inspection.add_checklist(
            session,
            bistro.id,
            ChecklistInput(day.isoformat(), "Maria Lopez", "", answers),
            actor,
            today=as_of,
            photos=photos if missing else None,
        )
        if missing:
            wrong = next(a for a in checklist.answers if a.answer == Answer.NOT_OK)
            fix = corrective_actions.add_fix(
                session,
                bistro.id,
                FixInput(
                    wrong.id,
                    (day + timedelta(days=5)).isoformat(),
                    "Screens fitted on the prep sinks.",
                ),
                actor,
                today=as_of,
            )
            attachments.add(
                session, attachments.Owner.of(fix), "new-screen.png", scan_png("new screen"), actor
            )
