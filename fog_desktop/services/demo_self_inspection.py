"""Demo Bistro's self-inspection (R8c): a checklist walked each month for the last year,
the enzyme it uses kept with its written authorization, and one drain screen found
missing and fixed two days later, with a photo."""

from __future__ import annotations

from datetime import date, timedelta

from sqlalchemy.orm import Session

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.self_inspection import Answer
from fog_desktop.services import attachments, self_inspection
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.self_inspection import (
    ADDITIVES_ITEM,
    AnswerInput,
    AuthorizationInput,
    ChecklistInput,
    FixInput,
    checklist_items,
)
from models import Establishment

MONTHS = 12
ENZYME = "GreaseAway enzyme"
MISSING_SCREEN = "The floor drain screen by the dish station is missing."


def add_self_inspection(session: Session, bistro: Establishment, as_of: date, actor: str) -> None:
    first = add_months(as_of, -MONTHS) + timedelta(days=3)
    authorization = self_inspection.add_authorization(
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
    # The screen is found missing three months ago: long enough to show a fix on time.
    found_missing = MONTHS - 3
    for month in range(MONTHS):
        day = add_months(first, month)
        missing = month == found_missing
        answers = tuple(
            AnswerInput(
                item.name,
                Answer.NOT_OK if missing and item.name == "Drain screens" else Answer.OK,
                MISSING_SCREEN if missing and item.name == "Drain screens" else "",
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
            fix = self_inspection.add_fix(
                session,
                bistro.id,
                FixInput(wrong.id, (day + timedelta(days=2)).isoformat(), "New screen fitted."),
                actor,
                today=as_of,
            )
            attachments.add(
                session, attachments.Owner.of(fix), "new-screen.png", scan_png("new screen"), actor
            )
