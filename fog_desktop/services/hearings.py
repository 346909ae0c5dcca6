"""A notice of violation's hearing: the day it was held and what the hearing officer
determined, upheld, modified or reversed (rules.md R8e; Hearings D). A notice reversed at
its hearing owes no noncompliance fee and no duty it brought; upheld or modified, it
stands as before."""

from __future__ import annotations

from datetime import date
from typing import Protocol

from fog_desktop.i18n import translate
from fog_desktop.parse import day_text
from fog_desktop.services.form import Problems
from fog_desktop.words import shown
from models import HEARING_OUTCOMES, HearingOutcome


class Heard(Protocol):
    """A notice as stored or listed: its hearing's day and outcome."""

    @property
    def hearing_requested_on(self) -> date | None: ...

    @property
    def hearing_on(self) -> date | None: ...

    @property
    def order_mailed_on(self) -> date | None: ...

    @property
    def hearing_outcome(self) -> str | None: ...


def outcome(problems: Problems, typed: str) -> str | None:
    """The outcome as stored ("reversed" typed is "Reversed"), None while not decided; a
    word not among the ordinance's three is refused at its field."""
    if not typed.strip():
        return None
    found = next((o for o in HEARING_OUTCOMES if o.lower() == typed.strip().lower()), None)
    if found is None:
        problems.add(
            "hearing_outcome",
            translate("City", "Choose the hearing's outcome: {outcomes}.").format(
                outcomes=", ".join(map(shown, HEARING_OUTCOMES))
            ),
        )
    return found


def order_after_hearing(problems: Problems, held: date | None, mailed: date | None) -> None:
    """The hearing officer's order decides the hearing, so it is not mailed before it
    when both are recorded (Hearings D)."""
    if held is not None and mailed is not None and mailed < held:
        problems.add(
            "order_mailed_on",
            translate(
                "City", "The hearing officer's order can't be mailed before the hearing ({day})."
            ).format(day=day_text(held)),
        )


def is_reversed(notice: Heard) -> bool:
    """Whether the hearing officer reversed the notice (Hearings D): it owes no fee and
    no duty it brought (R8e)."""
    return notice.hearing_on is not None and notice.hearing_outcome == HearingOutcome.REVERSED


def awaits_hearing(notice: Heard) -> bool:
    """A hearing asked for and not held yet: no hearing day, and no order mailed, which
    would say it was held on a day not recorded (Hearings D)."""
    return (
        notice.hearing_requested_on is not None
        and notice.hearing_on is None
        and notice.order_mailed_on is None
    )


def hearing_said(notice: Heard) -> str:
    """Where the notice's hearing stands, in the packet's and the command line's English:
    "hearing requested on 2026-03-09; not yet held", or "hearing requested on 2026-03-09;
    hearing on 2026-03-30; outcome: Reversed"; "" when none was requested, or when an
    order mailed says it was held on a day not recorded (R8e)."""
    if notice.hearing_requested_on is None:
        return ""
    said = [f"hearing requested on {notice.hearing_requested_on}"]
    if awaits_hearing(notice):
        return "; ".join([*said, "not yet held"])
    if notice.hearing_on is None:
        return ""
    said.append(f"hearing on {notice.hearing_on}")
    said.append(
        f"outcome: {notice.hearing_outcome}" if notice.hearing_outcome else "outcome not recorded"
    )
    return "; ".join(said)


def hearing_note(notice: Heard) -> str:
    """What page 1 says of the notice's hearing: only what changes how the notice reads,
    "hearing requested on 2026-03-09; not yet held" or "modified at its hearing on
    2026-03-30"; "" for one upheld or never contested, which reads as issued (R7, R8e).
    The notice's own block in the packet says the whole of it (:func:`hearing_said`)."""
    if awaits_hearing(notice):
        return hearing_said(notice)
    if notice.hearing_outcome == HearingOutcome.MODIFIED and notice.hearing_on is not None:
        return f"modified at its hearing on {notice.hearing_on}"
    return ""
