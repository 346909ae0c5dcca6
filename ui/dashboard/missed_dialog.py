"""Record what happened in a half-year whose training was missed (R4, missed): the note
that closes it on the Dashboard and explains it in the records packet."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.due import DueRow
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import day_text
from fog_desktop.rules.profile import OrdinanceProfile
from fog_desktop.rules.training import period_of
from fog_desktop.services.missed import MissedInput, explain_missed
from fog_desktop.services.ordinances import profile_of
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form, paragraph, text_box

WHY = noop(
    "ExplainMissedDialog",
    "The inspector reads this note in the records packet, beside the missed half-year.",
)
PLACEHOLDER = noop(
    "ExplainMissedDialog",
    "e.g. The June session was cancelled; Sam was trained on July 8, and both sessions "
    "are now booked in January.",
)


def half_text(half_end: date, profile: OrdinanceProfile) -> str:
    """Jan 1 – Jun 30, 2026: the half-year a missed training belongs to (the period of
    the profile's trainings a year), the months named as the user's locale names them."""
    start, end = period_of(half_end, profile)
    # A Qt date pattern: the month's short name and the day, in the language's order.
    pattern = translate("ExplainMissedDialog", "MMM d")
    locale = QLocale()
    return translate("ExplainMissedDialog", "{start} – {end}, {year}").format(
        start=locale.toString(QDate(start.year, start.month, start.day), pattern),
        end=locale.toString(QDate(end.year, end.month, end.day), pattern),
        year=end.year,
    )


class ExplainMissedDialog(FormDialog[int]):
    """Its outcome is the explanation's id."""

    def __init__(
        self, parent: QWidget | None, context: AppContext, establishment_id: int, missed: DueRow
    ) -> None:
        half_end = missed.obligation.due
        title = translate("ExplainMissedDialog", "Missed training of {who}, {half}")
        # The half's first day depends on the establishment's ordinance, read off the GUI
        # thread; until then the title names its last day.
        super().__init__(
            parent,
            title.format(who=missed.subject, half=day_text(half_end)),
            translate("ExplainMissedDialog", "Record explanation"),
        )
        db = context.db
        self.fill_later(
            lambda: profile_of(db, establishment_id),
            lambda profile: self.setWindowTitle(
                title.format(who=missed.subject, half=half_text(half_end, profile))
            ),
        )
        self._context = context
        self._establishment_id = establishment_id
        self._employee_id = missed.obligation.subject
        self._half_end = half_end
        self.content.addWidget(paragraph(translate("ExplainMissedDialog", WHY)))
        form = new_form()
        self.what_happened = text_box("what_happened", lines=5)
        self.what_happened.setPlaceholderText(translate("ExplainMissedDialog", PLACEHOLDER))
        add_field(
            form,
            self.errors,
            translate("ExplainMissedDialog", "What happened"),
            "what_happened",
            self.what_happened,
        )
        self.content.addLayout(form)
        self.setMinimumWidth(620)

    def submit(self) -> Callable[[], int]:
        context, establishment_id = self._context, self._establishment_id
        data = MissedInput(
            self._employee_id, self._half_end.isoformat(), self.what_happened.toPlainText()
        )
        today = context.today()

        def store() -> int:
            return explain_missed(context.db, establishment_id, data, context.actor, today=today)

        return store
