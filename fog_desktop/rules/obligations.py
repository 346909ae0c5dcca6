"""Obligations: what is due, by when, and whether it was met (records-workbook.md).

Every capability produces obligations of one shape; the Dashboard, ``status`` and the
records packet show them all together.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date, time, timedelta
from decimal import Decimal

#: "Due soon" covers the 14 days after the as-of date (records-workbook.md, State).
DUE_SOON_DAYS = 14


class ObligationKind(enum.StrEnum):
    PUMP_OUT = "Pump-out"
    SERVICE_NOW = "Service now"
    EARLY_PUMP_OUT = "Early pump-out"
    TRAP_CLEANING = "Trap cleaning"
    NEW_HIRE_TRAINING = "New-hire training"
    SEMIANNUAL_TRAINING = "Semiannual training"
    CITY_PHONE_NOTICE = "City phone notice"
    HEALTH_DEPT_PHONE_NOTICE = "Health dept phone notice"
    WRITTEN_CONFIRMATION = "Written confirmation"
    HEARING_REQUEST = "Hearing request"
    APPEAL = "Appeal"
    CIVIL_PENALTY_PAYMENT = "Civil penalty payment"
    CLEANUP_COST_PAYMENT = "Cleanup cost payment"
    INTERCEPTOR_INSTALLATION = "Interceptor installation"
    #: R8b: an interceptor owed after a conditional waiver is revoked.
    INTERCEPTOR_AFTER_REVOCATION = "Interceptor after revocation"
    COMPLIANCE_MILESTONE = "Compliance milestone"
    #: R8e: a progress report of a compliance schedule due by a date.
    PROGRESS_REPORT = "Progress report"
    SELF_INSPECTION = "Self-inspection"
    CORRECTIVE_ACTION = "Corrective action"
    PLANNED_CHANGE_NOTICE = "Planned change notice"
    WAIVER_FEE = "Waiver fee"
    SEWER_MAIN_CLEANING = "Sewer main cleaning"
    #: R8e, Fees A: the notice's noncompliance fee, delinquent after its due date.
    NONCOMPLIANCE_FEE_PAYMENT = "Noncompliance fee payment"


class ObligationState(enum.StrEnum):
    MET = "Met"
    UPCOMING = "Upcoming"
    DUE_SOON = "Due soon"
    OVERDUE = "Overdue"
    MET_LATE = "Met late"
    MISSED = "Missed"
    #: R9: due before the establishment's records in the application began, and not met
    #: on time by a record of it: kept on paper, never judged.
    BEFORE_RECORDS_BEGAN = "Before records began"


def state_of(
    due: date,
    met_on: date | None,
    as_of: date,
    *,
    lapses: bool = False,
    met_on_time: bool | None = None,
    records_begin: date | None = None,
) -> ObligationState:
    """The state of an obligation due on ``due`` and met on ``met_on``, seen on ``as_of``:
    the same words for the duties of every rule (R1–R5, R8), as records-workbook.md
    defines them. A duty that ``lapses`` (R4's half-year training) can't be met once its
    due date has passed: unmet then, it is Missed, a past lapse to explain, not Overdue.
    ``met_on_time`` is the rule's own judgement of a duty due at an hour rather than on a
    day (R5's phone notices, within an hour of the incident); None judges by the dates.
    A duty due before ``records_begin`` (R9) is never late, overdue or missed: met on
    time it is Met, otherwise Before records began, its records being on paper."""
    before = records_begin is not None and due < records_begin
    if met_on is not None:
        on_time = met_on <= due if met_on_time is None else met_on_time
        if on_time:
            return ObligationState.MET
        return ObligationState.BEFORE_RECORDS_BEGAN if before else ObligationState.MET_LATE
    if before:
        return ObligationState.BEFORE_RECORDS_BEGAN
    if due < as_of:
        return ObligationState.MISSED if lapses else ObligationState.OVERDUE
    if due <= as_of + timedelta(days=DUE_SOON_DAYS):
        return ObligationState.DUE_SOON
    return ObligationState.UPCOMING


@dataclass(frozen=True)
class Obligation:
    """One duty of the ordinance for one subject (a Device ID, Employee ID or Incident ID).

    ``source`` names the record it comes from, as ``table:id``, so a screen can open it.
    ``lapses`` marks a duty whose window closes at its due date (R4's half-year training):
    unmet after it, it is Missed, never Overdue. ``explanation`` is the manager's note on
    a missed one, what happened and what was done about it (R4), empty while none is
    recorded. ``due_time`` is the hour on ``due`` of a duty owed at once (R5: the
    incident's time), None for the others and when it is not recorded; ``met_on_time`` is
    the rule's judgement of a duty met, when it judges by the hour (see :func:`state_of`).
    ``amount`` is what a payment still unmet owes on the as-of date, its late penalties
    included (R8e's noncompliance fee), None for the other duties.
    """

    kind: ObligationKind
    subject: str
    due: date
    met_on: date | None
    rule: str
    source: str
    note: str = ""
    lapses: bool = False
    explanation: str = ""
    due_time: time | None = None
    met_on_time: bool | None = None
    #: The name it is shown by when its rule names it by the ordinance profile (R4: a
    #: "Quarterly training" where the profile asks four a year); "" for the kind's word.
    named: str = ""
    amount: Decimal | None = None
    #: The day the establishment's records in the application began (R9): a duty due
    #: before it is not judged. None judges the whole history.
    records_begin: date | None = None

    @property
    def name(self) -> str:
        """What the duty is called on screen, in ``status`` and in the packet: its
        profile's name (R4) or its kind's word; ``kind`` stays the stable key."""
        return self.named or self.kind.value

    def state(self, as_of: date) -> ObligationState:
        """Its state seen on ``as_of``, by :func:`state_of`, whichever rule it comes from
        (``rule``, R1–R8): Missed rather than Overdue for a duty that ``lapses`` (R4)."""
        return state_of(
            self.due,
            self.met_on,
            as_of,
            lapses=self.lapses,
            met_on_time=self.met_on_time,
            records_begin=self.records_begin,
        )

    def closed(self, as_of: date) -> bool:
        """Whether nothing is left to do about it on ``as_of``: met, missed with the
        manager's explanation recorded (R4), or due before the records began (R9)."""
        if self.met_on is not None:
            return True
        state = self.state(as_of)
        return state == ObligationState.BEFORE_RECORDS_BEGAN or (
            bool(self.explanation) and state == ObligationState.MISSED
        )

    def as_dict(self, as_of: date) -> dict[str, str | None]:
        """The shape ``fog-desktop status --json`` prints, its rule id (R1–R8) included;
        a duty owed at an hour (R5) has its ``due_time`` too ("21:10"), the due staying a
        date; one named by the profile (R4) its ``name`` too ("Quarterly training"), the
        ``kind`` staying the stable key scripts read; and a payment owing late penalties
        (R8e) its ``amount_owed`` ("275.00")."""
        shape = {
            "kind": self.kind.value,
            "subject": self.subject,
            "due": self.due.isoformat(),
            "state": self.state(as_of).value,
            "met_on": self.met_on.isoformat() if self.met_on else None,
            "rule": self.rule,
        }
        if self.due_time is not None:
            shape["due_time"] = self.due_time.strftime("%H:%M")
        if self.name != self.kind.value:
            shape["name"] = self.name
        if self.amount is not None:
            shape["amount_owed"] = f"{self.amount:.2f}"
        return shape
