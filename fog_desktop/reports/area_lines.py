"""The lines of page 1 as data (R1–R5): an area's mark, its counts in a sentence, its
open items and the exceptions behind the mark, and how an area of duties or of manifests
counts them from the records (the manifests' area is
:mod:`fog_desktop.reports.manifest_area`). Records in and lines out, so they are tested without a
database or Qt; the areas of the ordinance themselves are
:data:`fog_desktop.reports.answer_areas.AREAS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Protocol

from fog_desktop import ordinance
from fog_desktop.exchange.rows import Window, due_counts
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.rules.profile import with_numbers
from fog_desktop.rules.training import period_word
from fog_desktop.services.maintenance import (
    FLAG_OVER_25,
    FLAG_PARTIAL,
    MaintenanceRow,
)


@dataclass(frozen=True)
class Mark:
    """An area's mark: a word and a shape as well as a colour, so it reads in black and
    white and to a colour-blind reader."""

    word: str
    colour: str
    shape: str


NOTHING_DUE = Mark("Nothing due", "#444444", "○")
IN_ORDER = Mark("In order", "#116611", "●")
#: Duties due within the next days, or a record to check: nothing late (yet).
COMING_UP = Mark("Coming up", "#1f4e8c", "▲")
#: A breach of the window since put right: met late, a half-year missed and explained, a
#: reading over the limit (R7).
PAST_BREACH = Mark("Past breach", "#8a4b00", "◆")
#: A breach still open: a duty past its date, a manifest missing, a half-year missed and
#: not explained, a city finding not resolved (R7).
OPEN_BREACH = Mark("Open breach", "#a00000", "■")


@dataclass(frozen=True)
class Item:
    """One thing behind an area's line: a duty not met yet, or an exception (met late,
    overdue, flagged). ``state`` is said in words."""

    what: str
    due: date | None
    met_on: date | None
    state: str
    is_open: bool
    #: The date it is listed by: its due date, or the day of the flagged log entry.
    day: date
    #: Not done by its date and still open, or a city finding not resolved: what page 1's
    #: verdict counts (R7).
    breach: bool = False
    #: The Notice ID of a city finding, whose duties it stands for as their breach (R8e).
    subject: str = ""
    #: What page 1's verdict names it by, when shorter than ``what``: the breach alone,
    #: what was done about it left to its area's line (R7).
    verdict: str = ""


@dataclass(frozen=True)
class AreaLine:
    """One area of page 1: its mark, its counts in a sentence, its open items (overdue
    first, then by due date) and, for page 2, the exceptions behind the mark. ``cites``
    names the sections of the ordinance in words (R7: no rule id on page 1)."""

    title: str
    cites: str
    mark: Mark
    counts: str
    open_items: tuple[Item, ...]
    exceptions: tuple[Item, ...]


@dataclass(frozen=True)
class Records:
    """What the areas count: every obligation (``all_history``), the log entries in use
    of the window that are pump-outs or flagged, and the names to print for subjects
    ("Sam Chen (E-004)" for "E-004")."""

    window: Window
    obligations: Sequence[Obligation]
    log: Sequence[MaintenanceRow]
    names: Mapping[str, str] = field(default_factory=dict)
    #: The ordinance profile's numbers (:meth:`OrdinanceProfile.numbers`), that the
    #: duties' words say: Sierra Madre's unless the establishment follows another's.
    numbers: Mapping[str, str] = field(default_factory=lambda: ordinance.default().numbers())
    #: The city's findings not resolved yet, whatever their age: each notice of
    #: violation whose fee or a duty it brought is still open (R7, R8e).
    findings: Sequence[Item] = ()
    #: The days the hauler was asked for each missing manifest, by log entry id (R2).
    asked: Mapping[int, Sequence[date]] = field(default_factory=dict)

    @property
    def as_of(self) -> date:
        return self.window.end

    def name(self, subject: str) -> str:
        return self.names.get(subject, subject)


class Area(Protocol):
    """An area of the ordinance, one line of page 1."""

    @property
    def kinds(self) -> frozenset[ObligationKind]: ...

    def line(self, records: Records) -> AreaLine: ...


@dataclass(frozen=True)
class Duty:
    """A kind (or kinds) of obligation as an area counts it: "9 pump-outs due: 8 on
    time, 1 late". ``what`` names one obligation, from ``{kind}``, ``{subject}`` and
    ``{half}`` (the calendar period it falls in, R4: a half-year in Sierra Madre); the
    nouns may say ``{training_period}`` (:func:`duty_words`). ``missed`` counts those whose
    window closed unmet (R4's half-years), each explained or not yet."""

    kinds: tuple[ObligationKind, ...]
    singular: str
    plural: str
    what: str
    met: str = "on time"
    late: str = "late"
    overdue: str = "overdue"
    missed: str = "missed"


def number(n: int) -> str:
    """A count as printed: "1,234"."""
    return f"{n:,}"


def _gallons(value: Decimal) -> str:
    return f"{value.normalize():,f}"


def tally(total: int, singular: str, plural: str, parts: Sequence[tuple[int, str]]) -> str:
    """``total`` things and how they went: "1 pump-out due, late", "4 phone notices,
    all made within the hour", "9 pump-outs due: 8 on time, 1 late"."""
    noun = singular if total == 1 else plural
    shown = [(n, word) for n, word in parts if n]
    if len(shown) == 1:
        return f"{number(total)} {noun}, {'' if total == 1 else 'all '}{shown[0][1]}"
    return f"{number(total)} {noun}: " + ", ".join(f"{number(n)} {w}" for n, w in shown)


def duty_words(duty: Duty, numbers: Mapping[str, str]) -> Duty:
    """``duty``'s words with the ordinance profile's ``numbers`` (R1–R8) filled in, and
    the training's period in the profile's word: "half-year", "quarterly" (R4)."""
    period = period_word(int(numbers["trainings_per_year"]))
    return with_numbers(duty, {**numbers, "training_period": period})


#: The packet is in English whatever the computer's locale.
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _period(last_day: date, trainings_per_year: int) -> str:
    """The calendar period a training is due at the end of (R4): "Jan–Jun 2026" for a
    half-year, "Apr–Jun 2026" for a quarter, "Jun 2026" for a month, "2026" for a year."""
    months = 12 // trainings_per_year
    if months == 12:
        return str(last_day.year)
    last = _MONTHS[last_day.month - 1]
    first = _MONTHS[last_day.month - months]
    return f"{last} {last_day.year}" if months == 1 else f"{first}–{last} {last_day.year}"


#: An open item's state is said as its state's name in lower case ("due soon"), so a
#: state added to the rules reads in words here too.
_MISSED = ObligationState.MISSED.value.lower()


@dataclass(frozen=True)
class DutyArea:
    """An area made of duties (R1–R5, and the R8 duties as they come). ``device_types``
    are the devices whose flagged log entries it also counts (R1 readings over the limit, R2
    possible partial pump-outs). With ``routine``, a duty due soon is the routine of the
    day, not a matter for attention: a trap cleaned daily is always due tomorrow."""

    title: str
    cites: str
    duties: tuple[Duty, ...]
    device_types: frozenset[str] = frozenset()
    routine: bool = False
    #: Counted first, by the obligations' subjects: ("incident", "incidents").
    subjects: tuple[str, str] | None = None
    #: The area of the city's findings (:attr:`Records.findings`), each an open breach.
    city_findings: bool = False

    @property
    def kinds(self) -> frozenset[ObligationKind]:
        return frozenset(k for d in self.duties for k in d.kinds)

    def _what(self, duty: Duty, o: Obligation, records: Records) -> str:
        per_year = int(records.numbers["trainings_per_year"])
        return duty.what.format(
            kind=o.name, subject=records.name(o.subject), half=_period(o.due, per_year)
        )

    def line(self, records: Records) -> AreaLine:
        as_of = records.as_of
        # In scope: the window's, and whatever is still open however old (an untrained
        # new hire stays overdue, R4) or however far ahead.
        mine = [o for o in records.obligations if o.kind in self.kinds and records.window.lists(o)]
        sentences: list[str] = []
        if self.subjects is not None:
            count = len({o.subject for o in mine})
            singular, plural = self.subjects
            sentences.append(
                f"{number(count)} {singular if count == 1 else plural}"
                if count
                else f"no {plural} in this window"
            )
        open_items: list[Item] = []
        exceptions: list[Item] = []
        states = Counter(o.state(as_of) for o in mine)
        # A notice not resolved is one breach, whatever it owes: its duties overdue are
        # listed under it, not counted again (R7, R8e).
        found_on = {i.subject for i in records.findings} if self.city_findings else set()
        for duty in (duty_words(d, records.numbers) for d in self.duties):
            found = [o for o in mine if o.kind in duty.kinds]
            sentences += _duty_counts(duty, found, records.window)
            for o in found:
                state = o.state(as_of)
                what = self._what(duty, o, records)
                if state == ObligationState.MISSED:
                    missed = _missed_item(what, o)
                    (open_items if missed.is_open else exceptions).append(missed)
                elif o.met_on is None:
                    overdue = state == ObligationState.OVERDUE and o.subject not in found_on
                    open_items.append(
                        Item(what, o.due, None, state.value.lower(), True, o.due, breach=overdue)
                    )
                elif state == ObligationState.MET_LATE:
                    exceptions.append(Item(what, o.due, o.met_on, duty.late, False, o.due))
        if self.city_findings and records.findings:
            count = len(records.findings)
            sentences.insert(0, f"{number(count)} notice{'s' if count > 1 else ''} of violation "
                             "not resolved")  # fmt: skip
            open_items += records.findings
        exceptions += [i for i in open_items if i.breach]
        flagged = [r for r in records.log if r.device_type in self.device_types]
        limit = records.numbers["limit_percent"]
        over = [_over_limit_item(r, limit) for r in flagged if FLAG_OVER_25 in r.flags]
        partial = [_partial_item(r) for r in flagged if FLAG_PARTIAL in r.flags]
        if partial:
            noun = "pump-out" if len(partial) == 1 else "pump-outs"
            sentences.append(
                f"{number(len(partial))} possible partial {noun} not confirmed full, so "
                "meeting no pump-out: check against the manifest"
            )
        if any(i.breach for i in open_items):
            mark = OPEN_BREACH
        elif states[ObligationState.MET_LATE] or states[ObligationState.MISSED] or over:
            mark = PAST_BREACH
        elif partial or (states[ObligationState.DUE_SOON] and not self.routine):
            mark = COMING_UP
        else:
            mark = IN_ORDER if states[ObligationState.MET] else NOTHING_DUE
        return AreaLine(
            self.title,
            self.cites,
            mark,
            _sentence(sentences or ["nothing came due in this window"]),
            tuple(sorted(open_items, key=_open_order)),
            tuple(sorted(exceptions + over + partial, key=_exception_order)),
        )


def _duty_counts(duty: Duty, found: Sequence[Obligation], window: Window) -> list[str]:
    """The duty's part of the sentence, when any came due: those met on time, late,
    overdue, and missed (R4), explained or not, as :func:`due_counts` counts them for the
    Obligations sheet and the device pages; the ones not due yet are the open items."""
    counts = due_counts(found, window)
    if not counts.due:
        return []
    explained = sum(
        1 for o in found if o.state(window.end) == ObligationState.MISSED and o.explanation
    )
    parts = [
        (counts.on_time, duty.met),
        (counts.late, duty.late),
        (counts.overdue, duty.overdue),
        (explained, f"{duty.missed} (explained)"),
        (counts.missed - explained, f"{duty.missed} (not explained yet)"),
    ]
    return [tally(counts.due, duty.singular, duty.plural, parts)]


def _missed_item(what: str, o: Obligation) -> Item:
    """A half-year's training missed (R4): open until the manager explains it, then
    listed with what happened."""
    if o.explanation:
        return Item(f"{what}. What happened: {o.explanation}", o.due, None, "missed, explained",
                    False, o.due)  # fmt: skip
    return Item(f"{what}: not explained yet", o.due, None, _MISSED, True, o.due, breach=True)


def _over_limit_item(row: MaintenanceRow, limit: str) -> Item:
    """A reading over the profile's ``limit`` percent of design depth (R1)."""
    what = f"Reading of {row.device_id} on {row.service_date}: {row.percent}% of design depth"
    return Item(what, None, None, f"over {limit}%", False, row.service_date)


def _partial_item(row: MaintenanceRow) -> Item:
    """A pump-out under 90% of the device's capacity, possibly partial (R2)."""
    gallons = _gallons(row.gallons_removed or Decimal(0))
    what = (
        f"Pump-out of {row.device_id} on {row.service_date}: {gallons} of "
        f"{_gallons(row.capacity_gal)} gal (under 90%)"
    )
    return Item(what, None, None, "possible partial", False, row.service_date)


def _open_order(item: Item) -> tuple[bool, date]:
    """Overdue or missed first, then by due date."""
    return (not item.breach, item.day)


def _sentence(parts: Sequence[str]) -> str:
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _exception_order(item: Item) -> tuple[bool, date]:
    """Open ones first, then by date."""
    return (not item.is_open, item.day)
