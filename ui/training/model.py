"""The training sessions and the attendees of one, as read-only tables (R4, R6)."""

from __future__ import annotations

from fog_desktop.i18n import translate
from fog_desktop.services.training import AttendeeRow, SessionRow
from fog_desktop.words import shown
from models import Signed
from ui.entered import entered_status_column
from ui.rows import Column, RowsModel, count_column, date_column
from ui.widgets.signatures import SIGNED_COLOURS, UNSIGNED_COLOURS, colours_shown, moment_text


def in_use(attendees: tuple[AttendeeRow, ...]) -> list[AttendeeRow]:
    return [a for a in attendees if not a.is_void]


class SessionsModel(RowsModel[SessionRow]):
    """Newest first, as the service gives them; void sessions greyed (R6)."""

    DATE, KIND, TRAINER, TOPICS, ATTENDEES, UNSIGNED, STATUS = range(7)
    NUMERIC = (TOPICS, ATTENDEES, UNSIGNED)

    def columns(self) -> list[Column[SessionRow]]:
        return [
            date_column(translate("SessionsModel", "Date"), lambda s: s.session_date),
            Column(translate("SessionsModel", "Kind"), lambda s: shown(s.kind)),
            Column(translate("SessionsModel", "Trainer"), lambda s: s.trainer),
            count_column(translate("SessionsModel", "Topics"), lambda s: s.topics),
            count_column(translate("SessionsModel", "Attendees"), lambda s: in_use(s.attendees)),
            count_column(translate("SessionsModel", "Unsigned"), lambda s: s.unsigned),
            entered_status_column(self, lambda s: s.session_date),
        ]

    def search_text(self, session: SessionRow) -> str:
        """The trainer, each topic and each attendee by name and Employee ID."""
        people = (f"{a.name} {a.employee_id}" for a in session.attendees)
        return "\n".join((session.trainer, shown(session.kind), *session.topics, *people))

    def tooltip(self, row: SessionRow, column: int) -> str:
        if column == self.TOPICS:
            return "\n".join(row.topics)
        if column == self.ATTENDEES:
            return "\n".join(f"{a.name} ({a.employee_id})" for a in in_use(row.attendees))
        if column == self.UNSIGNED and row.unsigned:
            names = ", ".join(a.name for a in row.unsigned)
            return translate(
                "SessionsModel",
                "Not signed yet: {names}. Their training does not count until they sign.",
            ).format(names=names)
        return self.text(row, column)

    def colours(self, row: SessionRow, column: int) -> tuple[str, str, str] | None:
        if column == self.UNSIGNED and row.unsigned:
            return colours_shown(UNSIGNED_COLOURS)
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
            Column(translate("AttendeesModel", "Name"), lambda a: a.name),
            Column(translate("AttendeesModel", "Employee ID"), lambda a: a.employee_id),
            # "Sign-off", not "Signed": a typed attestation is no signature (R6).
            Column(translate("AttendeesModel", "Sign-off"), lambda a: shown(a.signed)),
            Column(
                translate("AttendeesModel", "Sign-off time"),
                lambda a: moment_text(a.signed_at),
                key=lambda a: a.signed_at,
            ),
            self.status_column(),
        ]

    def colours(self, row: AttendeeRow, column: int) -> tuple[str, str, str] | None:
        if column != self.SIGNED:
            return None
        chosen = UNSIGNED_COLOURS if row.signed == Signed.UNSIGNED else SIGNED_COLOURS
        return colours_shown(chosen)
