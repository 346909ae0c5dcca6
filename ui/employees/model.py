"""The roster, and one person's training history, as read-only tables (R4, R6)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from fog_desktop.reports.sign_in_sheet import signed_at_text
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.employees import EmployeeRow
from fog_desktop.services.training import AttendeeRow, SessionRow
from models import Signed
from ui.dashboard.model import STATE_COLOURS
from ui.rows import RowsModel
from ui.training.model import SIGNED_COLOURS, UNSIGNED_COLOURS

UP_TO_DATE = "Up to date"
TRAINING_KINDS_DUE = (ObligationKind.NEW_HIRE_TRAINING, ObligationKind.SEMIANNUAL_TRAINING)
#: The training state of a person and its colours: the worst of their obligations.
STATE_CELL: dict[str, tuple[str, str, str]] = {
    ObligationState.OVERDUE.value: (*STATE_COLOURS[ObligationState.OVERDUE], "Overdue"),
    ObligationState.DUE_SOON.value: (*STATE_COLOURS[ObligationState.DUE_SOON], "Due soon"),
    UP_TO_DATE: (*STATE_COLOURS[ObligationState.MET], UP_TO_DATE),
}


def training_of(obligations: Iterable[Obligation], employee_id: str) -> list[Obligation]:
    """A person's training obligations (R4), by due date."""
    found = [o for o in obligations if o.subject == employee_id and o.kind in TRAINING_KINDS_DUE]
    return sorted(found, key=lambda o: (o.due, o.kind.value))


def training_state(duties: Iterable[Obligation], as_of: date) -> str:
    """Overdue, Due soon or Up to date: the worst of a person's training obligations."""
    states = {o.state(as_of) for o in duties}
    for state in (ObligationState.OVERDUE, ObligationState.DUE_SOON):
        if state in states:
            return state.value
    return UP_TO_DATE


def next_due(duties: Iterable[Obligation]) -> Obligation | None:
    """The earliest training not met yet: who must be trained by when."""
    return min((o for o in duties if o.met_on is None), key=lambda o: o.due, default=None)


@dataclass(frozen=True)
class Attended:
    """One session a person was listed in, and their sign-off in it."""

    session: SessionRow
    attendee: AttendeeRow

    @property
    def is_void(self) -> bool:
        return self.session.is_void or self.attendee.is_void


def attended_by(sessions: Iterable[SessionRow], employee: EmployeeRow) -> list[Attended]:
    """The sessions ``employee`` was listed in, newest first (as the sessions come)."""
    return [
        Attended(session, attendee)
        for session in sessions
        for attendee in session.attendees
        # The roster's Employee ID is unique among people in use; the name tells a
        # person voided from another who got their ID later.
        if attendee.employee_id == employee.employee_id and attendee.name == employee.name
    ]


@dataclass(frozen=True)
class RosterRow:
    """Someone on the roster with their training: what the table and the history show."""

    employee: EmployeeRow
    #: "" for someone voided: entered in error, they have no duties.
    state: str
    next_due: Obligation | None
    duties: tuple[Obligation, ...]
    attended: tuple[Attended, ...]

    @property
    def id(self) -> int:
        return self.employee.id

    @property
    def is_void(self) -> bool:
        return self.employee.is_void

    def left_by(self, day: date) -> bool:
        """Worked here last before ``day``: out of the active list."""
        end = self.employee.end_date
        return end is not None and end < day


def roster_rows(
    employees: Iterable[EmployeeRow],
    obligations: list[Obligation],
    sessions: list[SessionRow],
    as_of: date,
) -> list[RosterRow]:
    """Each person with their training state, what they owe and what they attended."""
    rows = []
    for employee in employees:
        duties = [] if employee.is_void else training_of(obligations, employee.employee_id)
        state = "" if employee.is_void else training_state(duties, as_of)
        attended = tuple(attended_by(sessions, employee))
        rows.append(RosterRow(employee, state, next_due(duties), tuple(duties), attended))
    return rows


class EmployeesModel(RowsModel[RosterRow]):
    """The roster by name; people voided greyed, marked "Void: reason" (R6)."""

    EMPLOYEE_ID, NAME, ROLE, HIRE_DATE, END_DATE, TRAINING, DUE, STATUS = range(8)
    HEADERS = (
        "Employee ID",
        "Name",
        "Role",
        "Hire date",
        "End date",
        "Training state",
        "Training due",
        "Status",
    )

    def text(self, row: RosterRow, column: int) -> str:
        employee = row.employee
        if column == self.EMPLOYEE_ID:
            return employee.employee_id
        if column == self.NAME:
            return employee.name
        if column == self.ROLE:
            return employee.role
        if column == self.HIRE_DATE:
            return employee.hire_date.isoformat()
        if column == self.END_DATE:
            return employee.end_date.isoformat() if employee.end_date else ""
        if column == self.TRAINING:
            return row.state
        if column == self.DUE:
            return row.next_due.due.isoformat() if row.next_due and not employee.is_void else ""
        return employee.status_text

    def tooltip(self, row: RosterRow, column: int) -> str:
        due = row.next_due
        if column in (self.TRAINING, self.DUE) and due is not None and not row.employee.is_void:
            return f"{due.kind.value} due {due.due.isoformat()} (rule {due.rule})"
        return self.text(row, column)

    def status_text(self, row: RosterRow) -> str:
        return row.employee.status_text

    def colours(self, row: RosterRow, column: int) -> tuple[str, str, str] | None:
        return STATE_CELL.get(row.state) if column == self.TRAINING else None


class DutiesModel(RowsModel[Obligation]):
    """One person's new-hire and semiannual training, coloured by state (R4)."""

    TRAINING, DUE, STATE, MET_ON = range(4)
    HEADERS = ("Training", "Due", "State", "Met on")

    def __init__(self) -> None:
        super().__init__()
        self.as_of = date.today()

    def set_duties(self, duties: Sequence[Obligation], as_of: date) -> None:
        self.as_of = as_of
        self.set_rows(duties)

    def text(self, row: Obligation, column: int) -> str:
        if column == self.TRAINING:
            return row.kind.value
        if column == self.DUE:
            return row.due.isoformat()
        if column == self.STATE:
            return row.state(self.as_of).value
        return row.met_on.isoformat() if row.met_on else ""

    def colours(self, row: Obligation, column: int) -> tuple[str, str, str] | None:
        if column != self.STATE:
            return None
        state = row.state(self.as_of)
        colours = STATE_COLOURS.get(state)
        return (*colours, state.value) if colours else None


class AttendedModel(RowsModel[Attended]):
    """Sessions attended and how the person signed; unsigned ones do not count (R4)."""

    DATE, KIND, TRAINER, SIGNED, SIGNED_AT, STATUS = range(6)
    HEADERS = ("Date", "Kind", "Trainer", "Signed", "Signed at", "Status")

    def text(self, row: Attended, column: int) -> str:
        session, attendee = row.session, row.attendee
        if column == self.DATE:
            return session.session_date.isoformat()
        if column == self.KIND:
            return session.kind
        if column == self.TRAINER:
            return session.trainer
        if column == self.SIGNED:
            return attendee.signed
        if column == self.SIGNED_AT:
            return signed_at_text(attendee.signed_at)
        return self.status_text(row)

    def status_text(self, row: Attended) -> str:
        if row.session.is_void:  # "Session void: reason"
            text = row.session.status_text
            return f"Session {text[:1].lower()}{text[1:]}"
        return row.attendee.status_text

    def colours(self, row: Attended, column: int) -> tuple[str, str, str] | None:
        if column != self.SIGNED:
            return None
        return UNSIGNED_COLOURS if row.attendee.signed == Signed.UNSIGNED else SIGNED_COLOURS
