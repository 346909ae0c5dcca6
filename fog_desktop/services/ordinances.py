"""Which ordinance profile each establishment follows (rules.md, the ordinance profile).

The choice is a record like any other (R6): it holds the profile's file as it was when
chosen, so the numbers an establishment's duties were computed with are in the database
and its audit trail, the same on every PC of a group, and a profile file changed later
changes nothing until it is chosen again. An establishment that chose none follows
Sierra Madre's, the default.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from fog_desktop import ordinance
from fog_desktop.database import Database
from fog_desktop.errors import ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.services import records
from models import OrdinanceChoice


def _label(record: OrdinanceChoice) -> str:
    return f"Ordinance profile {record.profile_key}"


_CHOICES = records.RecordType(OrdinanceChoice, noop("Records", "ordinance profile"), _label)


@dataclass(frozen=True)
class _ChoiceValues(records.Values[OrdinanceChoice]):
    establishment_id: int
    profile_key: str
    profile_text: str


def _chosen(session: Session, establishment_id: int) -> OrdinanceChoice | None:
    return session.scalars(
        select(OrdinanceChoice).where(
            OrdinanceChoice.establishment_id == establishment_id,
            OrdinanceChoice.voided_at.is_(None),
        )
    ).one_or_none()


def profile_in(session: Session, establishment_id: int) -> OrdinanceProfile:
    """The profile ``establishment_id`` follows, read within an open session: the one it
    chose, as stored, or Sierra Madre's."""
    choice = _chosen(session, establishment_id)
    if choice is None:
        return ordinance.default()
    return ordinance.parse_profile(choice.profile_key, choice.profile_text)


def profile_of(db: Database, establishment_id: int) -> OrdinanceProfile:
    """The profile ``establishment_id`` follows (:func:`profile_in`)."""
    with db.read() as session:
        return profile_in(session, establishment_id)


def choose_ordinance(
    db: Database, establishment_id: int, key: str, actor: str, data_dir: Path | None
) -> OrdinanceProfile:
    """Make ``establishment_id`` follow the profile ``key`` of those in ``data_dir`` and
    shipped, its file stored as it is now. Choosing the profile it follows, unchanged,
    stores nothing."""
    texts = ordinance.profile_files(data_dir)
    if key not in texts:
        raise ValidationError.single(
            "ordinance",
            translate(
                "Ordinance", "There is no ordinance profile {key}; there are: {keys}."
            ).format(key=repr(key), keys=", ".join(sorted(texts))),
        )
    profile = ordinance.profiles(data_dir)[key]
    with db.write() as session:
        choice = _chosen(session, establishment_id)
        if choice is None:
            if key == ordinance.DEFAULT_KEY and texts[key] == ordinance.default_text():
                return profile
            record = OrdinanceChoice()
            _ChoiceValues(establishment_id, key, texts[key]).apply_to(record)
            _CHOICES.create(session, record, actor)
        elif (choice.profile_key, choice.profile_text) != (key, texts[key]):
            _CHOICES.amend(
                session,
                choice,
                _ChoiceValues(establishment_id, key, texts[key]),
                actor,
                reason=f"The establishment now follows {profile.code}.",
            )
    return profile
