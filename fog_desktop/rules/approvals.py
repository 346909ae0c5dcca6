"""A frequency the city approved, and the one in force on a day (rules.md R2, R3, R8d;
ordinance Interceptor maintenance E.4, Grease traps C).

An approval holds from its own date on, never before it, whenever it was typed. For a
grease trap it is a ceiling over the daily cleaning (:mod:`fog_desktop.rules.traps`). For
an interceptor it is the frequency itself, longer or shorter: recording one amends the
device's frequency, and that amendment counts from the approval's date, not from the day
it was typed. A frequency typed without an approval counts from the day it was typed (the
first one entered also before it, as it is all that is known). A pump-out interval is due
by the frequency in force on the day it began, so an approval dated inside the running
interval applies from the next full pump-out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from fog_desktop.rules.pumpout import Frequency, Interval, schedule

#: A device's frequency as typed: each version's day and frequency, oldest first.
Typed = Sequence[tuple[date, Frequency]]


@dataclass(frozen=True)
class Approval:
    """The city's approval, in use, of a device's frequency (R3, R8d): from ``on``,
    ``frequency``."""

    on: date
    frequency: Frequency


def approval_on(day: date, approvals: Sequence[Approval]) -> Approval | None:
    """The approval in force on ``day``: the latest dated on or before it, since a newer
    answer of the city replaces an older one (R3, R8d); None before the first."""
    held = [a for a in approvals if a.on <= day]
    return max(held, key=lambda a: a.on, default=None)


def typed_changes(typed: Typed, approvals: Sequence[Approval]) -> list[tuple[date, Frequency]]:
    """Each frequency typed without an approval, with the day it counts from (R2, R8d):
    the first one entered from the beginning, each later change from the day it was typed.
    A version repeating the frequency before it (another field amended) changes nothing;
    one typed to the frequency of an approval dated on or before it is that approval's
    amendment, which counts from the approval's date instead."""
    found: list[tuple[date, Frequency]] = []
    before: Frequency | None = None
    for day, frequency in typed:
        if before is None:
            found.append((date.min, frequency))
        elif frequency != before and not any(
            a.frequency == frequency and a.on <= day for a in approvals
        ):
            found.append((day, frequency))
        before = frequency
    return found


def frequency_on(
    day: date, changes: Sequence[tuple[date, Frequency]], approvals: Sequence[Approval]
) -> Frequency:
    """An interceptor's frequency in force on ``day`` (R2, R8d): of the :func:`typed_changes`
    and the approvals dated on or before it, the latest dated; on the same day the
    approval, the city's word, prevails."""
    held = [(d, 0, n, f) for n, (d, f) in enumerate(changes) if d <= day]
    held += [(a.on, 1, n, a.frequency) for n, a in enumerate(approvals) if a.on <= day]
    return max(held, key=lambda h: h[:3])[3]


def running_frequency(
    began: date, changes: Sequence[tuple[date, Frequency]], approvals: Sequence[Approval]
) -> Frequency:
    """The frequency an interceptor's running interval, begun on ``began``, is due by (R2,
    R8d): the one in force that day, or a frequency typed since, as a correction applies at
    once. An approval dated since applies from the next full pump-out."""
    since = [f for d, f in changes if d > began]
    return since[-1] if since else frequency_on(began, changes, approvals)


def interceptor_schedule(
    full_pump_outs: list[date],
    in_service_since: date | None,
    entered_on: date,
    typed: Typed,
    approvals: Sequence[Approval],
) -> list[Interval]:
    """Every interval of an interceptor's schedule (R2), as
    :func:`~fog_desktop.rules.pumpout.schedule` makes them, each due by the frequency in
    force on the day it began (:func:`frequency_on`; the running one
    :func:`running_frequency`). ``typed`` holds at least the frequency entered now."""
    changes = typed_changes(typed, approvals)
    began = max(full_pump_outs, default=in_service_since or entered_on)
    return schedule(
        full_pump_outs,
        in_service_since,
        entered_on,
        lambda day: frequency_on(day, changes, approvals),
        running_frequency(began, changes, approvals),
    )
