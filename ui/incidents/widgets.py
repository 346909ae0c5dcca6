"""The two things a stressed manager must see at a glance: by when the written
confirmation is due, large, and whom to call now, with the numbers (R5)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout

from fog_desktop.i18n import translate
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import IncidentRow
from models import Agency
from ui.forms import plain
from ui.incidents.wording import (
    NO_NUMBER,
    agency_title,
    call_needed,
    day_text,
    due_headline,
    late_text,
    phone_of,
)
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.states import STATE_COLOURS, URGENT_COLOUR, styled
from ui.widgets.values import status_shown

DONE_COLOUR = STATE_COLOURS[ObligationState.MET][1]
QUIET_COLOUR = "#555555"


class DueBanner(QLabel):
    """The written confirmation's due date and the days left, large, coloured by state:
    "Due Mon 1/4/2027 — 3 working days left"."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("due_banner")
        self.setWordWrap(True)
        plain(self)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(translate("DueBanner", "Written confirmation due"))

    def show_incident(self, row: IncidentRow, calendar: WorkingCalendar, today: date) -> None:
        if row.is_void:
            self.setText(
                translate(
                    "DueBanner", "{number} is void: no confirmation is due ({status})."
                ).format(number=row.incident_no, status=status_shown(row.status_text))
            )
            background, colour = "#eeeeee", VOID_TEXT_COLOUR
        else:
            self.setText(due_headline(row, calendar, today))
            state = row.confirmation_state(today)
            background, colour = STATE_COLOURS.get(state, ("#e7f1fb", "#102a43"))
        self.setStyleSheet(
            f"QLabel {{ font-size: 17pt; font-weight: 700; color: {colour}; "
            f"background: {background}; border-radius: 4px; padding: 8px 12px; }}"
        )


class CallNowBox(QGroupBox):
    """The numbers to call from the establishment profile, each with whether it is done.

    Without an incident (the report form) it says whom to call; with one it says which
    call is still to make.
    """

    def __init__(self, title: str = "") -> None:
        super().__init__(title or translate("CallNowBox", "Whom to call"))
        self.setObjectName("call_now")
        #: The box's column: the numbers, then whatever its owner adds under them.
        self.column = QVBoxLayout(self)
        self.numbers: dict[str, QLabel] = {}
        self.notes: dict[str, QLabel] = {}
        agencies = ((Agency.CITY, "city"), (Agency.HEALTH_DEPT, "health"))
        grids: list[QGridLayout] = []
        titles: list[QLabel] = []
        for position, (agency, key) in enumerate(agencies):
            title_label = QLabel(
                translate("CallNowBox", "{agency}:").format(agency=agency_title(agency))
            )
            styled(title_label, bold=True)
            number = QLabel()
            number.setObjectName(f"{key}_phone")
            number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            note = QLabel()
            note.setObjectName(f"{key}_call_status")
            note.setWordWrap(True)
            plain(number, note)
            # The note is under its number, in the box's column, not spanning a grid's
            # cells: a grid gives a wrapped label spanning two columns one line's height.
            grid = QGridLayout()
            grid.setColumnStretch(1, 1)
            grid.addWidget(title_label, 0, 0)
            grid.addWidget(number, 0, 1)
            if position:
                self.column.addSpacing(8)
            self.column.addLayout(grid)
            self.column.addWidget(note)
            grids.append(grid)
            titles.append(title_label)
            self.numbers[agency] = number
            self.notes[agency] = note
        # The numbers one under the other, as in one table.
        for label in titles:
            label.ensurePolished()
        widest = max(label.sizeHint().width() for label in titles)
        for grid in grids:
            grid.setColumnMinimumWidth(0, widest)

    def _set(self, agency: str, profile: EstablishmentRow | None, note: str, colour: str) -> None:
        number = phone_of(profile, agency)
        label = self.numbers[agency]
        label.setText(number or "—")
        styled(label, size=15, bold=True, colour="" if number else URGENT_COLOUR)
        text = note if number else f"{translate('IncidentWording', NO_NUMBER)}. {note}"
        self.notes[agency].setText(text)
        styled(self.notes[agency], bold=colour == URGENT_COLOUR, colour=colour)

    def show_before_report(self, profile: EstablishmentRow | None, sso: bool | None) -> None:
        """While the incident is typed: call the city now; the health department too when
        a blockage or overflow is possible."""
        self._set(Agency.CITY, profile, translate("CallNowBox", "Call now."), URGENT_COLOUR)
        if sso is None:
            note = translate("CallNowBox", "Call too if a blockage or sewer overflow is possible.")
            colour = URGENT_COLOUR
        elif sso:
            note = translate(
                "CallNowBox", "Also call now: a blockage or sewer overflow is possible."
            )
            colour = URGENT_COLOUR
        else:
            note = translate("CallNowBox", "Not needed: no blockage or sewer overflow is possible.")
            colour = QUIET_COLOUR
        self._set(Agency.HEALTH_DEPT, profile, note, colour)

    def show_incident(self, row: IncidentRow, profile: EstablishmentRow | None) -> None:
        for agency in (Agency.CITY, Agency.HEALTH_DEPT):
            call = row.first_call(agency)
            if call is not None:
                when = f"{day_text(call.called_at.date())} {call.called_at:%H:%M}"
                if call.person_reached:
                    note = translate("CallNowBox", "✓ Called {when}, {person}").format(
                        when=when, person=call.person_reached
                    )
                else:
                    note = translate("CallNowBox", "✓ Called {when}").format(when=when)
                late = late_text(row, call)
                # Made, but more than an hour after the incident (R5): said, in red.
                note = f"{note} ({late})" if late else note
                self._set(agency, profile, note, URGENT_COLOUR if late else DONE_COLOUR)
            elif row.is_void:
                note = translate("CallNowBox", "Not needed: the incident is void.")
                self._set(agency, profile, note, QUIET_COLOUR)
            elif not call_needed(row, agency):
                note = translate(
                    "CallNowBox",
                    "Only when a blockage or sewer overflow is possible: not needed this time.",
                )
                self._set(agency, profile, note, QUIET_COLOUR)
            elif agency == Agency.HEALTH_DEPT:
                note = translate(
                    "CallNowBox",
                    "Not called yet. Call now: a blockage or sewer overflow is possible.",
                )
                self._set(agency, profile, note, URGENT_COLOUR)
            else:
                note = translate("CallNowBox", "Not called yet. Call now.")
                self._set(agency, profile, note, URGENT_COLOUR)

    def note(self, agency: str) -> str:
        return self.notes[agency].text()

    def number(self, agency: str) -> str:
        return self.numbers[agency].text()
