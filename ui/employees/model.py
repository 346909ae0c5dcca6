"""The roster, and one person's training history, as read-only tables (R4, R6)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from fog_desktop.i18n import translate
from fog_desktop.rules.obligations import Obligation, ObligationState
from fog_desktop.rules.training import UP_TO_DATE, training_of, training_state
from fog_desktop.services.employees import EmployeeRow
from fog_desktop.services.training import AttendeeRow, SessionRow
from fog_desktop.words import shown
from models import Signed, SignOffMethod
from ui.dates import day_text
from ui.rows import Column, RowsModel, date_column
from ui.widgets.signatures import SIGNED_COLOURS, UNSIGNED_COLOURS, colours_shown, moment_text
from ui.widgets.states import STATE_COLOURS
from ui.widgets.values import status_shown

#: The colours of a person's training state: those of the worst of their obligations.
STATE_CELL: dict[str, tuple[str, str]] = {
    ObligationState.OVERDUE.value: STATE_COLOURS[ObligationState.OVERDUE],
    ObligationState.MISSED.value: STATE_COLOURS[ObligationState.MISSED],
    ObligationState.DUE_SOON.value: STATE_COLOURS[ObligationState.DUE_SOON],
    UP_TO_DATE: STATE_COLOURS[ObligationState.MET],
}


def next_due(duties: Iterable[Obligation], as_of: date) -> Obligation | None:
    """The earliest training still open: who must be trained by when. A half-year
    missed and explained, or due before the records began, is closed (R4, R9): it is
    no longer due, and a person Up to date shows no date of the past."""
    return min((o for o in duties if not o.closed(as_of)), key=lambda o: o.due, default=None)


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

    @property
    def last_trained(self) -> date | None:
        """The day of the last session they signed for, one signed on paper before the
        records began included (R4, R9); an unsigned or void one does not count."""
        return max(
            (
                a.session.session_date
                for a in self.attended
                if not a.is_void and a.attendee.method != SignOffMethod.NONE
            ),
            default=None,
        )

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
        rows.append(RosterRow(employee, state, next_due(duties, as_of), tuple(duties), attended))
    return rows


def due_day(row: RosterRow) -> date | None:
    """When the person's next training is due; none for someone voided (no duties)."""
    due = row.next_due
    return due.due if due is not None and not row.employee.is_void else None


def state_shown(state: str) -> str:
    """A person's training state (an obligation's state, or Up to date) on screen."""
    return shown(state)


class EmployeesModel(RowsModel[RosterRow]):
    """The roster by name; people voided greyed, marked "Void: reason" (R6)."""

    EMPLOYEE_ID, NAME, ROLE, HIRE_DATE, END_DATE, LAST_TRAINED, TRAINING, DUE, STATUS = range(9)

    def columns(self) -> list[Column[RosterRow]]:
        return [
            Column(
                translate("EmployeesModel", "Employee ID"),
                lambda r: r.employee.employee_id,
                short=translate("EmployeesModel", "Employee\nID"),
            ),
            Column(translate("EmployeesModel", "Name"), lambda r: r.employee.name),
            Column(translate("EmployeesModel", "Role"), lambda r: r.employee.role),
            date_column(
                translate("EmployeesModel", "Hire date"),
                lambda r: r.employee.hire_date,
                short=translate("EmployeesModel", "Hire\ndate"),
            ),
            date_column(
                translate("EmployeesModel", "End date"),
                lambda r: r.employee.end_date,
                short=translate("EmployeesModel", "End\ndate"),
            ),
            date_column(
                translate("EmployeesModel", "Last trained on"),
                lambda r: r.last_trained,
                short=translate("EmployeesModel", "Last trained\non"),
            ),
            Column(
                translate("EmployeesModel", "Training state"),
                lambda r: state_shown(r.state) if r.state else "",
                short=translate("EmployeesModel", "Training\nstate"),
            ),
            date_column(
                translate("EmployeesModel", "Training due"),
                due_day,
                short=translate("EmployeesModel", "Training\ndue"),
            ),
            self.status_column(),
        ]

    def tooltip(self, row: RosterRow, column: int) -> str:
        due = row.next_due
        if column in (self.TRAINING, self.DUE) and due is not None and not row.employee.is_void:
            return translate("EmployeesModel", "{training} due {date} (rule {rule})").format(
                training=shown(due.name), date=day_text(due.due), rule=due.rule
            )
        return self.text(row, column)

    def status_text(self, row: RosterRow) -> str:
        return status_shown(row.employee.status_text)

    def colours(self, row: RosterRow, column: int) -> tuple[str, str, str] | None:
        cell = STATE_CELL.get(row.state) if column == self.TRAINING else None
        return (*cell, state_shown(row.state)) if cell else None


class DutiesModel(RowsModel[Obligation]):
    """One person's new-hire and semiannual training, coloured by state (R4)."""

    TRAINING, DUE, STATE, MET_ON = range(4)

    def __init__(self) -> None:
        super().__init__()
        self.as_of = date.today()

    def set_duties(self, duties: Sequence[Obligation], as_of: date) -> None:
        self.as_of = as_of
        self.set_rows(duties)

    def columns(self) -> list[Column[Obligation]]:
        return [
            Column(translate("DutiesModel", "Training"), lambda o: shown(o.name)),
            date_column(translate("DutiesModel", "Due"), lambda o: o.due),
            Column(translate("DutiesModel", "State"), lambda o: shown(o.state(self.as_of).value)),
            date_column(translate("DutiesModel", "Met on"), lambda o: o.met_on),
        ]

    def colours(self, row: Obligation, column: int) -> tuple[str, str, str] | None:
        if column != self.STATE:
            return None
        state = row.state(self.as_of)
        colours = STATE_COLOURS.get(state)
        return (*colours, shown(state.value)) if colours else None


class AttendedModel(RowsModel[Attended]):
    """Sessions attended and how the person signed; unsigned ones do not count (R4)."""

    DATE, KIND, TRAINER, SIGNED, SIGNED_AT, STATUS = range(6)

    def columns(self) -> list[Column[Attended]]:
        return [
            date_column(translate("AttendedModel", "Date"), lambda a: a.session.session_date),
            Column(translate("AttendedModel", "Kind"), lambda a: shown(a.session.kind)),
            Column(translate("AttendedModel", "Trainer"), lambda a: a.session.trainer),
            # "Sign-off", not "Signed": a typed attestation is no signature (R6).
            Column(translate("AttendedModel", "Sign-off"), lambda a: shown(a.attendee.signed)),
            Column(
                translate("AttendedModel", "Sign-off time"),
                lambda a: moment_text(a.attendee.signed_at),
                short=translate("AttendedModel", "Sign-off\ntime"),
                key=lambda a: a.attendee.signed_at,
            ),
            self.status_column(),
        ]

    def status_text(self, row: Attended) -> str:
        if row.session.is_void:  # "Session void: reason"
            reason = row.session.status_text.removeprefix("Void:").strip()
            return translate("AttendedModel", "Session void: {reason}").format(reason=reason)
        return status_shown(row.attendee.status_text)

    def colours(self, row: Attended, column: int) -> tuple[str, str, str] | None:
        if column != self.SIGNED:
            return None
        chosen = UNSIGNED_COLOURS if row.attendee.signed == Signed.UNSIGNED else SIGNED_COLOURS
        return colours_shown(chosen)
