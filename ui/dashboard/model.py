"""The obligations as a read-only table (records-workbook.md, Obligations)."""

from __future__ import annotations

from datetime import date

from fog_desktop.rules.obligations import Obligation, ObligationState
from ui.rows import Column, RowsModel

#: Background and text colour per state. Upcoming keeps the table's own colours.
#: Each pair keeps a contrast ratio above 7:1, so the text stays readable.
STATE_COLOURS: dict[ObligationState, tuple[str, str]] = {
    ObligationState.OVERDUE: ("#f8d7da", "#842029"),
    ObligationState.DUE_SOON: ("#fff3cd", "#664d03"),
    ObligationState.MET: ("#d1e7dd", "#0f5132"),
    ObligationState.MET_LATE: ("#ffe5d0", "#7a3300"),
}


def days_left_text(due: date, as_of: date) -> str:
    days = (due - as_of).days
    if days == 0:
        return "Today"
    count = f"{abs(days)} day{'s' if abs(days) != 1 else ''}"
    return count if days > 0 else f"{count} overdue"


class ObligationsModel(RowsModel[Obligation]):
    """Obligations in the order given (the service sorts them by due date), each in its
    state as of :attr:`as_of`."""

    KIND, SUBJECT, DUE, DAYS_LEFT, STATE, RULE = range(6)
    NUMERIC = (DAYS_LEFT,)

    def __init__(self) -> None:
        super().__init__()
        #: The day the states are seen on; set before the rows.
        self.as_of = date.today()

    def columns(self) -> list[Column[Obligation]]:
        return [
            Column("Kind", lambda o: o.kind.value),
            Column("Subject", lambda o: o.subject),
            Column("Due", lambda o: o.due.isoformat()),
            Column("Days left", lambda o: "" if o.met_on else days_left_text(o.due, self.as_of)),
            Column("State", lambda o: o.state(self.as_of).value),
            Column("Rule", lambda o: o.rule),
        ]

    def colours(self, row: Obligation, column: int) -> tuple[str, str, str] | None:
        state = row.state(self.as_of)
        colours = STATE_COLOURS.get(state)
        return None if colours is None else (*colours, state.value)

    def tooltip(self, row: Obligation, column: int) -> str:
        text = f"{row.kind.value} of {row.subject}: due {row.due.isoformat()}"
        if row.met_on:
            text += f", met {row.met_on.isoformat()}"
        text += f" — {row.state(self.as_of).value} (rule {row.rule})"
        return f"{text}\n{row.note}" if row.note else text
