"""A grease trap's cleaning interval in force (rules.md R3; ordinance Grease traps C).

A trap is cleaned at the ordinance profile's trap frequency: daily in Sierra Madre. A
longer interval counts only with the city's approval on record, and only from the day of
that approval: an interval of the schedule beginning before it is held to the profile's.
The latest approval dated on or before a day is the one in force that day, and its own
frequency is a ceiling: a trap typed "3 days" under an approval of "2 days" is held to 2.
An interval typed shorter than the one allowed is kept: cleaning more often is never late.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from fog_desktop.rules.approvals import Approval, approval_on
from fog_desktop.rules.pumpout import Frequency, Interval, schedule


def longest_allowed(day: date, approvals: Sequence[Approval], law: Frequency) -> Frequency:
    """The longest interval a trap may be cleaned at on ``day`` (R3): the one approved then,
    or the profile's trap frequency (``law``, daily in Sierra Madre) without an approval."""
    found = approval_on(day, approvals)
    return law if found is None else found.frequency


def in_force(
    typed: Frequency, day: date, approvals: Sequence[Approval], law: Frequency
) -> Frequency:
    """The interval a trap is held to for a stretch beginning on ``day`` (R3): the one
    typed, cut to :func:`longest_allowed`."""
    allowed = longest_allowed(day, approvals, law)
    return allowed if typed.exceeds(allowed) else typed


def trap_schedule(
    cleanings: list[date],
    in_service_since: date | None,
    entered_on: date,
    typed_at: Callable[[date], Frequency],
    typed_now: Frequency,
    *,
    approvals: Sequence[Approval],
    law: Frequency,
) -> list[Interval]:
    """Every interval of a trap's schedule (R3), as :func:`~fog_desktop.rules.pumpout.schedule`
    makes them, each held to the interval in force on the day it began: the one typed
    then (``typed_at``; the open one ``typed_now``), at most what the city had approved
    by that day. Without an approval a trap typed "2 days" is due daily, and each
    skipped day is a day late."""

    def held_to(day: date) -> Frequency:
        return in_force(typed_at(day), day, approvals, law)

    # The open interval begins at the last cleaning, or the in-service date.
    began = max(cleanings, default=in_service_since or entered_on)
    now = in_force(typed_now, began, approvals, law)
    return schedule(cleanings, in_service_since, entered_on, held_to, now)
