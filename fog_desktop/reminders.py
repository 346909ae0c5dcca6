"""What to remind a manager of, and when: the tray's desktop notice and ``fog-desktop remind``.

A reminder is said at once when an item newly becomes overdue, and once a day for what is
overdue or due within :data:`SOON_DAYS` days; so a manager who leaves the window closed
still hears of a pump-out due on Friday, and is not told the same thing every hour.
The decision is a function of the obligations, the date and what was said last, so the
tray and its tests share it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import day_text
from fog_desktop.parse import days as days_text
from fog_desktop.rules.enforcement import RIGHTS
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.establishments import list_establishments
from fog_desktop.services.obligations import obligations_for
from fog_desktop.words import shown

#: The daily reminder names what is due within this many days (and what is overdue).
SOON_DAYS = 3
#: The most items a notice lists by name; the rest are counted.
LISTED = 4
#: A right's line, as the Dashboard's "Your right" says it (R8e): a day to act by, not a
#: duty due; the appeal's day ends at 5 p.m.
RIGHT_LINES = {
    ObligationKind.HEARING_REQUEST: noop(
        "Reminders", "You may ask for a hearing on {notice} until {day} ({left})"
    ),
    ObligationKind.APPEAL: noop(
        "Reminders", "You may appeal the order on {notice} until 5 p.m. on {day} ({left})"
    ),
}


@dataclass(frozen=True)
class Item:
    """One open obligation of one establishment."""

    establishment: str
    obligation: Obligation

    @property
    def key(self) -> str:
        """Names the obligation across runs: the same duty, subject and due date."""
        o = self.obligation
        return f"{self.establishment}|{o.kind.value}|{o.subject}|{o.due.isoformat()}"

    @property
    def right(self) -> bool:
        """A right the establishment may use by a day, such as asking for a hearing (R8e):
        never a duty due soon or overdue."""
        return self.obligation.kind in RIGHTS

    def right_open(self, as_of: date) -> bool:
        """A right whose last day has not passed (R8e)."""
        return self.right and self.obligation.due >= as_of

    def overdue(self, as_of: date) -> bool:
        return not self.right and self.obligation.state(as_of) == ObligationState.OVERDUE

    def line(self, as_of: date, *, named: bool) -> str:
        o = self.obligation
        if self.right:
            line = translate("Reminders", RIGHT_LINES[o.kind]).format(
                notice=o.subject, day=day_text(o.due), left=_left(o.due, as_of)
            )
        else:
            line = translate("Reminders", "{duty} {subject}, {when}").format(
                duty=shown(o.name), subject=o.subject, when=_when(o.due, as_of)
            )
        if named:
            return translate("Reminders", "{establishment}: {line}").format(
                establishment=self.establishment, line=line
            )
        return line


@dataclass(frozen=True)
class Reminded:
    """What was said last: the day of the last daily reminder, and the overdue items
    already announced (kept in the settings between runs)."""

    day: date | None = None
    overdue: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Reminder:
    """A desktop notice: a short title and a few lines; ``urgent`` when anything is
    overdue."""

    title: str
    lines: tuple[str, ...]
    urgent: bool

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass(frozen=True)
class Counts:
    """What the tray icon shows: overdue items and items due soon (the Dashboard's
    14 days), and beside them the rights still open (R8e), which are neither."""

    overdue: int
    due_soon: int
    rights: int = 0

    @property
    def summary(self) -> str:
        if not self.overdue and not self.due_soon:
            said = translate("Reminders", "Nothing overdue or due within 14 days")
        else:
            said = translate("Reminders", "{overdue} overdue, {soon} due within 14 days").format(
                overdue=self.overdue, soon=self.due_soon
            )
        if not self.rights:
            return said
        rights = self.rights
        return translate(
            "Reminders", "{counts}; %n right(s) you may still use", None, rights
        ).format(counts=said)


def open_items(by_establishment: Mapping[str, Iterable[Obligation]]) -> list[Item]:
    """The obligations not yet met, each with its establishment, by due date."""
    items = [
        Item(name, o)
        for name, obligations in by_establishment.items()
        for o in obligations
        if o.met_on is None
    ]
    return sorted(items, key=lambda i: (i.obligation.due, i.key))


@dataclass(frozen=True)
class Due:
    """Every establishment's open items, read from the database on one date."""

    as_of: date
    items: list[Item]
    #: More than one establishment: each line names its own.
    named: bool


def read_due(db: Database, as_of: date) -> Due:
    """The open obligations of every establishment in the database, on ``as_of``."""
    establishments = list_establishments(db)
    by_name = {e.name: obligations_for(db, e.id, as_of) for e in establishments}
    return Due(as_of, open_items(by_name), named=len(establishments) > 1)


def counts(items: Sequence[Item], as_of: date) -> Counts:
    """The tray's count, in the Dashboard's words (R1–R5 states); a right open is counted
    apart, as the Dashboard's "Your right" (R8e)."""
    duties = [i.obligation.state(as_of) for i in items if not i.right]
    return Counts(
        overdue=duties.count(ObligationState.OVERDUE),
        due_soon=duties.count(ObligationState.DUE_SOON),
        rights=sum(i.right_open(as_of) for i in items),
    )


def due_now(items: Sequence[Item], as_of: date, days: int = SOON_DAYS) -> list[Item]:
    """What is overdue or due within ``days`` days of ``as_of``, and the rights that end
    within them; not a missed half-year (R4), which no task can meet any more (the
    Dashboard asks for its explanation), nor a right whose day has passed (R8e)."""
    return [
        i
        for i in items
        if i.obligation.due <= as_of + timedelta(days=days)
        and i.obligation.state(as_of) != ObligationState.MISSED
        and (i.right_open(as_of) or not i.right)
    ]


def remind(
    items: Sequence[Item], as_of: date, last: Reminded, *, named: bool = False
) -> tuple[Reminder | None, Reminded]:
    """The notice to show now, if any, and what to remember having said.

    A newly overdue item is told at once, whatever the hour; otherwise the first call of
    a day tells what is overdue or due within :data:`SOON_DAYS` days, and later calls that
    day say nothing new.
    """
    overdue = [i for i in items if i.overdue(as_of)]
    announced = frozenset(i.key for i in overdue)
    new = [i for i in overdue if i.key not in last.overdue]
    daily = last.day != as_of
    listed = due_now(items, as_of) if daily else overdue
    if not new and not (daily and listed):
        return None, Reminded(last.day, announced)
    # Stable: the newly overdue first, then by due date.
    listed = sorted(listed, key=lambda i: i not in new)
    lines = [i.line(as_of, named=named) for i in listed[:LISTED]]
    if (more := len(listed) - LISTED) > 0:
        lines.append(
            translate("Reminders", "and %n more: open FOG Desktop to see them all", None, more)
        )
    title = _title(listed, as_of)
    reminder = Reminder(title, tuple(lines), urgent=bool(overdue))
    return reminder, Reminded(as_of if daily else last.day, announced)


def remind_text(items: Sequence[Item], as_of: date, *, named: bool = False) -> str:
    """``fog-desktop remind``'s lines: what is overdue or due within :data:`SOON_DAYS` days."""
    listed = due_now(items, as_of)
    if not listed:
        return translate(
            "Reminders", "As of {day}: nothing overdue or due within {soon} days."
        ).format(day=day_text(as_of), soon=SOON_DAYS)
    head = translate("Reminders", "As of {day}: {title}").format(
        day=day_text(as_of), title=_title(listed, as_of)
    )
    return "\n".join([head, *(f"  {i.line(as_of, named=named)}" for i in listed)])


def _title(listed: Sequence[Item], as_of: date) -> str:
    overdue = sum(i.overdue(as_of) for i in listed)
    rights = sum(i.right for i in listed)
    soon = len(listed) - overdue - rights
    parts = [translate("Reminders", "%n overdue", None, overdue)] if overdue else []
    if soon:
        parts.append(
            translate("Reminders", "%n due within {soon} days", None, soon).format(soon=SOON_DAYS)
        )
    if rights:
        parts.append(
            translate("Reminders", "%n right(s) ending within {soon} days", None, rights).format(
                soon=SOON_DAYS
            )
        )
    return ", ".join(parts) or translate("Reminders", "Nothing due")


def _left(last: date, as_of: date) -> str:
    """How long a right has left: its last day is today, tomorrow, or in some days."""
    days = (last - as_of).days
    if days == 0:
        return translate("Reminders", "the last day")
    if days == 1:
        return translate("Reminders", "tomorrow")
    return translate("Reminders", "in {days}").format(days=days_text(days))


def _when(due: date, as_of: date) -> str:
    days = (due - as_of).days
    if days < 0:
        return translate("Reminders", "overdue since {day} ({days})").format(
            day=day_text(due), days=days_text(-days)
        )
    if days == 0:
        return translate("Reminders", "due today")
    if days == 1:
        return translate("Reminders", "due tomorrow")
    return translate("Reminders", "due {day} (in {days})").format(
        day=day_text(due), days=days_text(days)
    )
