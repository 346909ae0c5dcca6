"""The obligations as a read-only table (records-workbook.md, Obligations)."""

from __future__ import annotations

from fog_desktop.due import YOUR_RIGHT, DueRow
from fog_desktop.i18n import translate
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.words import shown
from ui.dates import day_text
from ui.rows import Column, RowsModel, date_column
from ui.widgets.states import STATE_COLOURS


class DueModel(RowsModel[DueRow]):
    """The duties in the order the service gives (a reading over 25% first, then by due
    date), coloured by state; the rule id and the full story in each row's tooltip."""

    KIND, SUBJECT, DUE, DAYS_LEFT, STATE, WHY = range(6)
    NUMERIC = (DAYS_LEFT,)

    def columns(self) -> list[Column[DueRow]]:
        return [
            Column(translate("DueModel", "Kind"), lambda r: shown(r.obligation.name)),
            Column(translate("DueModel", "For"), lambda r: r.subject),
            date_column(translate("DueModel", "Due"), lambda r: r.obligation.due),
            Column(translate("DueModel", "Days left"), lambda r: r.days_left),
            Column(translate("DueModel", "State"), lambda r: shown(r.state)),
            Column(translate("DueModel", "Why"), lambda r: r.reason),
        ]

    def colours(self, row: DueRow, column: int) -> tuple[str, str, str] | None:
        if row.state == YOUR_RIGHT:
            return None  # a day to act by, not a duty: no warning colour
        # Service now is the most urgent state of all: drawn as overdue is.
        state = ObligationState.OVERDUE if row.urgent else ObligationState(row.state)
        colours = STATE_COLOURS.get(state)
        return None if colours is None else (*colours, shown(row.state))

    def tooltip(self, row: DueRow, column: int) -> str:
        o = row.obligation
        values = {
            "kind": shown(o.name),
            "subject": row.subject,
            "due": day_text(o.due),
            "state": shown(row.state),
            "why": row.reason,
            "rule": o.rule,
        }
        if o.met_on:
            text = translate(
                "DueModel",
                "{kind} of {subject}: due {due}, met {met} — {state}. Why: {why} (rule {rule}).",
            ).format(met=day_text(o.met_on), **values)
        else:
            text = translate(
                "DueModel", "{kind} of {subject}: due {due} — {state}. Why: {why} (rule {rule})."
            ).format(**values)
        return f"{text}\n{o.note}" if o.note else text
