"""A conditional waiver of the grease interceptor requirement, and what it owes (rules.md
R8b).

The program manager may relieve an establishment of installing an interceptor on terms
written in the waiver. The establishment then either pays the city's grease cleaning fee
each year, due on the waiver's anniversary, or has a contractor clean the sewer main at
the interval the city set, each cleaning recorded with proof. The waiver holds only while
the establishment complies; once revoked, no fee or cleaning falls due after the
revocation, and the interceptor must be installed within 180 days of it (the ordinance
profile's ``waiver_interceptor_days``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from fog_desktop.rules.dates import add_months
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.pumpout import Frequency, schedule

RULE = "R8b"


def anniversary(granted_on: date, years: int) -> date:
    """The waiver's ``years``-th anniversary; a waiver granted on February 29 has its
    anniversary on February 28 in other years, never later (R8b)."""
    return add_months(granted_on, 12 * years)


def in_force_on(day: date, granted_on: date, revoked_on: date | None) -> bool:
    """Whether the waiver holds on ``day``: from its grant until the day before its
    revocation (R8b)."""
    return granted_on <= day and (revoked_on is None or day < revoked_on)


def fee_due_dates(granted_on: date, revoked_on: date | None, as_of: date) -> list[date]:
    """Each anniversary on which the annual grease cleaning fee falls due while the waiver
    is in force, up to the first one on or after ``as_of``, the next to pay (R8b)."""
    dues = []
    years = 1
    while in_force_on(due := anniversary(granted_on, years), granted_on, revoked_on):
        dues.append(due)
        if due >= as_of:
            break
        years += 1
    return dues


@dataclass(frozen=True)
class WaiverFacts:
    """What R8b needs of one waiver: the subject its duties are listed under, the day it
    was granted and the day it was revoked (None while it holds)."""

    subject: str
    granted_on: date
    revoked_on: date | None = None


def fee_obligations(
    waiver: WaiverFacts, payments: list[date], as_of: date, source: str
) -> list[Obligation]:
    """The annual grease cleaning fees of a waiver, each due on an anniversary (R8b). The
    payments made by ``as_of`` meet them in order, the first payment the first year's
    fee: a year paid late is still that year's, and a year paid ahead is the next's."""
    paid = sorted(p for p in payments if p <= as_of)
    dues = fee_due_dates(waiver.granted_on, waiver.revoked_on, as_of)
    return [
        Obligation(
            ObligationKind.WAIVER_FEE,
            waiver.subject,
            due,
            paid[index] if index < len(paid) else None,
            RULE,
            source,
        )
        for index, due in enumerate(dues)
    ]


def cleaning_obligations(
    waiver: WaiverFacts, interval: Frequency, cleanings: list[date], as_of: date, source: str
) -> list[Obligation]:
    """The contractor's cleanings of the sewer main under a waiver (R8b): the first due
    one interval after the grant, each next one interval after the cleaning before it,
    as a pump-out schedule runs (R2). Cleanings before the grant or after ``as_of`` do
    not count; after a revocation, no cleaning falls due."""
    start, end = waiver.granted_on, waiver.revoked_on
    done = [day for day in cleanings if start <= day <= as_of]
    return [
        Obligation(
            ObligationKind.SEWER_MAIN_CLEANING, waiver.subject, i.due, i.met_on, RULE, source
        )
        for i in schedule(done, start, start, lambda _: interval, interval)
        if i.met_on is not None or in_force_on(i.due, start, end)
    ]


def installation_obligations(
    subject: str,
    revoked_on: date,
    installed: list[date],
    as_of: date,
    source: str,
    *,
    profile: OrdinanceProfile,
) -> list[Obligation]:
    """The interceptor owed once a waiver is revoked: due 180 days after the revocation,
    met by the first interceptor in service on or after it, by ``as_of`` (R8b). Seen
    before the revocation, nothing is owed yet."""
    if as_of < revoked_on:
        return []
    return [
        Obligation(
            ObligationKind.INTERCEPTOR_AFTER_REVOCATION,
            subject,
            revoked_on + timedelta(days=profile.waiver_interceptor_days),
            min((day for day in installed if revoked_on <= day <= as_of), default=None),
            RULE,
            source,
        )
    ]
