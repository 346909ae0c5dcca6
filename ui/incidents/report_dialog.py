"""Report an incident, then call: a short guided form for a stressed manager (R5).

Nothing here waits on the database: the numbers and the devices are read while the form
is open, the report and each call are stored off the GUI thread.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.errors import FogError, Problem, ValidationError
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.services.calendar import calendar_for
from fog_desktop.services.devices import list_devices
from fog_desktop.services.establishments import EstablishmentRow, get_establishment
from fog_desktop.services.incidents import (
    IncidentRow,
    add_phone_notice,
    get_incident,
    report_incident,
)
from fog_desktop.words import shown
from models import Agency
from ui.dialogs import FormDialog
from ui.forms import paragraph, plain, text_label
from ui.incidents.editors import IncidentEditor, NoticeEditor, sso_unanswered
from ui.incidents.forms import Scope
from ui.incidents.widgets import (
    DONE_COLOUR,
    CallNowBox,
    DueBanner,
)
from ui.incidents.wording import call_needed, day_text, moment_text, phone_of
from ui.looks import give_role
from ui.operations import BackgroundOp
from ui.widgets.states import URGENT_COLOUR, styled

CALLS_LATER = noop(
    "ReportIncidentDialog",
    "Could not reach anyone yet? Click Done and record the calls later with Record phone "
    "notice… on the Incidents page.",
)


class ReportIncidentDialog(FormDialog[int]):
    """In two steps: first what happened, with the numbers to call at the top; Report
    stores it. Then whom to call now, with the numbers, where each call is recorded as it
    is made; Done closes. ``incident_pk`` (and the outcome) is the reported incident."""

    def __init__(self, parent: QWidget | None, scope: Scope) -> None:
        super().__init__(
            parent,
            translate("ReportIncidentDialog", "Report an incident"),
            translate("ReportIncidentDialog", "Report incident"),
        )
        self.scope = scope
        self._profile: EstablishmentRow | None = None
        self._closing = False
        self.incident_pk: int | None = None
        self.steps = QStackedWidget()
        self.content.addWidget(self.steps)
        self.steps.addWidget(self._what_happened())
        self.calls_page = QWidget()
        self.steps.addWidget(self.calls_page)
        self.call_boxes: dict[str, CallRecorder] = {}
        self.setMinimumWidth(640)
        db, establishment_id = scope.context.db, scope.establishment_id
        self.fill_later(lambda: get_establishment(db, establishment_id), self._show_numbers)
        self.fill_later(
            lambda: list_devices(db, establishment_id, include_void=False),
            self.editor.offer_devices,
        )

    def _what_happened(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.call_now = CallNowBox(translate("ReportIncidentDialog", "Call now"))
        self.call_now.show_before_report(None, None)
        column.addWidget(self.call_now)
        self.editor = IncidentEditor(self.errors)
        self.editor.set_now(self.scope.now())
        self.editor.sso_changed.connect(
            lambda: self.call_now.show_before_report(self._profile, self.editor.sso_answer())
        )
        column.addWidget(self.editor)
        return page

    def _show_numbers(self, profile: EstablishmentRow) -> None:
        self._profile = profile
        self.call_now.show_before_report(profile, self.editor.sso_answer())

    def submit(self) -> Callable[[], int]:
        if self.editor.sso_answer() is None:
            raise ValidationError([sso_unanswered()])
        context, establishment_id = self.scope.context, self.scope.establishment_id
        data, moment = self.editor.value(), self.scope.now()

        def store() -> int:
            return report_incident(context.db, establishment_id, data, context.actor, now=moment).id

        return store

    def stored(self, result: int) -> None:
        self.incident_pk = result
        db, establishment_id = self.scope.context.db, self.scope.establishment_id
        self.fill_later(
            lambda: (get_incident(db, result), calendar_for(db, establishment_id)),
            self._show_calls,
        )

    def accept(self) -> None:
        if self.incident_pk is None:
            super().accept()
            return
        # Done: the calls were stored as each was recorded.
        self._closing = True
        QDialog.accept(self)

    def done(self, result: int) -> None:
        if result == QDialog.DialogCode.Accepted and not self._closing:
            # Reported: the dialog stays for the calls to make now, until Done.
            return
        super().done(result)

    def _show_calls(self, read: tuple[IncidentRow, WorkingCalendar]) -> None:
        row, calendar = read
        self.setWindowTitle(
            translate("ReportIncidentDialog", "{number}: call now").format(number=row.incident_no)
        )
        column = QVBoxLayout(self.calls_page)
        column.setContentsMargins(0, 0, 0, 0)
        recorded = QLabel(
            translate("ReportIncidentDialog", "{number} is recorded: {kind} on {date}.").format(
                number=row.incident_no, kind=shown(row.kind), date=day_text(row.incident_date)
            )
        )
        recorded.setObjectName("reported")
        plain(recorded)
        give_role(recorded, "summary")
        column.addWidget(recorded)
        self.due_banner = DueBanner()
        self.due_banner.show_incident(row, calendar, self.scope.context.today())
        column.addWidget(self.due_banner)
        why = paragraph(
            translate(
                "ReportIncidentDialog",
                "The written confirmation goes to the FOG program manager within five working "
                "days of the incident; the Incidents page makes the letter.",
            )
        )
        give_role(why, "hint")
        column.addWidget(why)
        for agency in (Agency.CITY, Agency.HEALTH_DEPT):
            if call_needed(row, agency):
                box = CallRecorder(self.scope, row, self._profile, agency)
                self.call_boxes[agency] = box
                column.addWidget(box)
        if not row.blockage_or_sso_possible:
            no_health = QLabel(
                translate(
                    "ReportIncidentDialog",
                    "The health department: not needed, no blockage or sewer overflow is possible.",
                )
            )
            no_health.setObjectName("health_not_needed")
            column.addWidget(no_health)
        later = paragraph(translate("ReportIncidentDialog", CALLS_LATER))
        give_role(later, "hint")
        column.addWidget(later)
        column.addStretch()
        self.steps.setCurrentWidget(self.calls_page)
        self.ok_button.setText(translate("ReportIncidentDialog", "Done"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setVisible(False)
        next(iter(self.call_boxes.values()), self).setFocus()


class CallRecorder(QGroupBox):
    """Whom to call, the number large, and the call recorded right there (R5); the button
    waits while the call is stored."""

    def __init__(
        self, scope: Scope, row: IncidentRow, profile: EstablishmentRow | None, agency: str
    ) -> None:
        city = agency == Agency.CITY
        super().__init__(
            translate("CallRecorder", "Call the city now")
            if city
            else translate("CallRecorder", "Call the health department now")
        )
        key = "city" if city else "health"
        self.setObjectName(f"{key}_call")
        self._scope = scope
        self._incident_pk = row.id
        self._agency = agency
        self._phone = phone_of(profile, agency)
        column = QVBoxLayout(self)
        self.number = QLabel(self._phone or translate("CallRecorder", "No number in the profile"))
        self.number.setObjectName(f"{key}_number")
        plain(self.number)
        self.number.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        styled(self.number, size=18, bold=True, colour="" if self._phone else URGENT_COLOUR)
        column.addWidget(self.number)
        self.editor = NoticeEditor(scope.now())
        column.addWidget(self.editor)
        self.record_button = QPushButton(
            translate("CallRecorder", "Record the call to the city")
            if city
            else translate("CallRecorder", "Record the call to the health department")
        )
        self.record_button.setObjectName(f"record_{key}_call")
        self.record_button.clicked.connect(self.record)
        column.addWidget(self.record_button)
        self.done = text_label(f"{key}_recorded")
        self.done.setVisible(False)
        styled(self.done, bold=True, colour=DONE_COLOUR)
        column.addWidget(self.done)

    def record(self) -> None:
        self.editor.errors.clear()
        data = self.editor.value(self._agency, self._phone)
        context, pk, moment = self._scope.context, self._incident_pk, self._scope.now()
        db, actor = context.db, context.actor

        def store() -> tuple[datetime, str]:
            notice = add_phone_notice(db, pk, data, actor, now=moment)
            return notice.called_at, notice.person_reached

        self.record_button.setEnabled(False)
        BackgroundOp(store, self._recorded, self._refused, owner=self).run_in_background()

    def _recorded(self, notice: tuple[datetime, str]) -> None:
        called_at, person_reached = notice
        when = moment_text(called_at)
        if person_reached:
            done = translate("CallRecorder", "✓ Call recorded: {when}, {person}.")
        else:
            done = translate("CallRecorder", "✓ Call recorded: {when}.")
        self.done.setText(done.format(when=when, person=person_reached))
        self.done.setVisible(True)
        self.editor.setVisible(False)
        self.record_button.setVisible(False)

    def _refused(self, exc: Exception) -> None:
        self.record_button.setEnabled(True)
        if not isinstance(exc, FogError):
            sys.excepthook(type(exc), exc, exc.__traceback__)
            return
        refusal = exc.problems if isinstance(exc, ValidationError) else [Problem("", str(exc))]
        self.editor.errors.show(refusal)
