"""The training sessions and the attendees of one, as read-only tables (R4, R6)."""

from __future__ import annotations

from fog_desktop.reports.sign_in_sheet import signed_at_text
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.training import AttendeeRow, SessionRow
from models import Signed
from ui.dashboard.model import STATE_COLOURS
from ui.rows import Column, RowsModel

#: An attendee without a signature does not count (R4): coloured as overdue work is.
UNSIGNED_COLOURS = (*STATE_COLOURS[ObligationState.OVERDUE], "does not count yet")
SIGNED_COLOURS = (*STATE_COLOURS[ObligationState.MET], "counts")


def in_use(attendees: tuple[AttendeeRow, ...]) -> list[AttendeeRow]:
    return [a for a in attendees if not a.is_void]


class SessionsModel(RowsModel[SessionRow]):
    """Newest first, as the service gives them; void sessions greyed (R6)."""

    DATE, KIND, TRAINER, TOPICS, ATTENDEES, UNSIGNED, STATUS = range(7)
    NUMERIC = (TOPICS, ATTENDEES, UNSIGNED)

    def columns(self) -> list[Column[SessionRow]]:
        return [
            Column("Date", lambda s: s.session_date.isoformat()),
            Column("Kind", lambda s: s.kind),
            Column("Trainer", lambda s: s.trainer),
            Column("Topics", lambda s: str(len(s.topics))),
            Column("Attendees", lambda s: str(len(in_use(s.attendees)))),
            Column("Unsigned", lambda s: str(len(s.unsigned))),
            Column("Status", lambda s: s.status_text),
        ]

    def search_text(self, session: SessionRow) -> str:
        """The trainer, each topic and each attendee by name and Employee ID."""
        people = (f"{a.name} {a.employee_id}" for a in session.attendees)
        return "\n".join((session.trainer, session.kind, *session.topics, *people))

    def tooltip(self, row: SessionRow, column: int) -> str:
        if column == self.TOPICS:
            return "\n".join(row.topics)
        if column == self.ATTENDEES:
            return "\n".join(f"{a.name} ({a.employee_id})" for a in in_use(row.attendees))
        if column == self.UNSIGNED and row.unsigned:
            names = ", ".join(a.name for a in row.unsigned)
            return f"Not signed yet: {names}. Their training does not count until they sign."
        return self.text(row, column)

    def colours(self, row: SessionRow, column: int) -> tuple[str, str, str] | None:
        if column == self.UNSIGNED and row.unsigned:
            return UNSIGNED_COLOURS
        return None


class AttendeesModel(RowsModel[AttendeeRow]):
    """One session's sign-offs by name; a corrected one stays, void, above its new one."""

    NAME, EMPLOYEE_ID, SIGNED, SIGNED_AT, STATUS = range(5)

    def set_attendees(self, attendees: tuple[AttendeeRow, ...]) -> None:
        self.set_rows(sorted(attendees, key=lambda a: (a.name.casefold(), a.sign_off_id)))

    def row_of(self, sign_off_id: int) -> int | None:
        return next((i for i, a in enumerate(self._rows) if a.sign_off_id == sign_off_id), None)

    def columns(self) -> list[Column[AttendeeRow]]:
        return [
            Column("Name", lambda a: a.name),
            Column("Employee ID", lambda a: a.employee_id),
            Column("Signed", lambda a: a.signed),
            Column("Signed at", lambda a: signed_at_text(a.signed_at)),
            Column("Status", lambda a: a.status_text),
        ]

    def colours(self, row: AttendeeRow, column: int) -> tuple[str, str, str] | None:
        if column != self.SIGNED:
            return None
        return UNSIGNED_COLOURS if row.signed == Signed.UNSIGNED else SIGNED_COLOURS
