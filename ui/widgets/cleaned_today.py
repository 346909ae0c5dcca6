"""Cleaned today: the establishment's traps cleaned, in one step from the Dashboard or
the tray, and a few missed days at once: an entry a trap a day (R3; issue 35 §2)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from PySide6.QtWidgets import QCheckBox, QLabel, QVBoxLayout, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.daily_cleaning import (
    MOST_DAYS,
    CleaningsInput,
    Trap,
    record_cleanings,
    traps_in_use,
)
from ui.date_edit import DateEdit
from ui.dates import day_text
from ui.dialogs import FormDialog
from ui.forms import add_field, line, new_form, paragraph
from ui.widgets.lined_up import lined_up_field

WHY = noop(
    "CleanedToday",
    "Tick the traps cleaned and save: each trap gets a cleaning entry in the maintenance "
    "log, as if entered one by one.",
)
DAYS_HINT = noop(
    "CleanedToday",
    "Today, or a few missed days (up to {count}): choose the first and the last, and each "
    "day is recorded for each trap ticked.",
)
NO_TRAPS = noop(
    "CleanedToday",
    "This establishment has no grease trap in use. Add one on the Establishment & devices page.",
)


def trap_text(trap: Trap, today: date) -> str:
    """A trap as ticked: its Device ID, where it is, and when it was last cleaned."""
    name = f"{trap.device_id} ({trap.location})" if trap.location else trap.device_id
    if trap.last_cleaned is None:
        return name
    if trap.last_cleaned == today:
        return translate("CleanedToday", "{trap}: cleaned today already").format(trap=name)
    return translate("CleanedToday", "{trap}: last cleaned {day}").format(
        trap=name, day=day_text(trap.last_cleaned)
    )


class CleanedTodayDialog(FormDialog[int]):
    """Its outcome is the number of cleaning entries stored."""

    def __init__(self, parent: QWidget | None, context: AppContext, establishment_id: int) -> None:
        super().__init__(
            parent,
            translate("CleanedToday", "Traps cleaned"),
            translate("CleanedToday", "Record cleanings"),
        )
        self._context = context
        self._establishment_id = establishment_id
        self._today = context.today()
        self.content.addWidget(paragraph(translate("CleanedToday", WHY)))
        form = new_form()
        self.traps: list[tuple[Trap, QCheckBox]] = []
        self._trap_box = QWidget()
        self._trap_column = QVBoxLayout(self._trap_box)
        self._trap_column.setContentsMargins(0, 0, 0, 0)
        add_field(form, self.errors, translate("CleanedToday", "Traps"), "traps", self._trap_box)
        self.first_day, self.last_day = DateEdit(), DateEdit()
        for field in (self.first_day, self.last_day):
            field.set_day(self._today)
        days = lined_up_field(
            self.first_day, QLabel(translate("CleanedToday", "to")), self.last_day
        )
        add_field(
            form,
            self.errors,
            translate("CleanedToday", "Days"),
            "days",
            days,
            hint=translate("CleanedToday", DAYS_HINT).format(count=MOST_DAYS),
            parts={"first_day": self.first_day, "last_day": self.last_day},
        )
        self.performed_by = line(translate("CleanedToday", "e.g. Maria Lopez"))
        self.performed_by.setText(context.settings.operator_name)
        add_field(
            form,
            self.errors,
            translate("CleanedToday", "Cleaned by"),
            "performed_by",
            self.performed_by,
        )
        self.notes = line(translate("CleanedToday", "Anything seen, for every entry"))
        add_field(form, self.errors, translate("CleanedToday", "Notes"), "notes", self.notes)
        self.content.addLayout(form)
        db = context.db
        self.fill_later(lambda: traps_in_use(db, establishment_id), self._show_traps)

    def _show_traps(self, traps: Sequence[Trap]) -> None:
        if not traps:
            self._trap_column.addWidget(paragraph(translate("CleanedToday", NO_TRAPS)))
        for trap in traps:
            box = QCheckBox(trap_text(trap, self._today))
            box.setObjectName(f"trap:{trap.device_id}")
            # A trap recorded cleaned today is left out: ticked, it would be refused.
            box.setChecked(trap.last_cleaned != self._today)
            self._trap_column.addWidget(box)
            self.traps.append((trap, box))

    def can_submit(self) -> bool:
        return bool(self.traps)

    def submit(self) -> Callable[[], int]:
        context, establishment_id, today = self._context, self._establishment_id, self._today
        data = CleaningsInput(
            [trap.device_id for trap, box in self.traps if box.isChecked()],
            self.first_day.iso_text(),
            self.last_day.iso_text(),
            self.performed_by.text(),
            self.notes.text(),
        )
        return lambda: len(
            record_cleanings(context.db, establishment_id, data, context.actor, today=today)
        )


def open_cleaned_today(
    parent: QWidget, context: AppContext, establishment_id: int, stored: Callable[[], object]
) -> CleanedTodayDialog:
    """Open the dialog over ``parent``; ``stored`` runs once the cleanings are stored."""
    dialog = CleanedTodayDialog(parent, context, establishment_id)
    dialog.accepted.connect(stored)
    dialog.open()
    return dialog
