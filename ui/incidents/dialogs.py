"""The incident dialogs: report one (and call), amend it, record a phone notice, write the
written confirmation's elements, mark it sent (R5, R6).

Each refusal shows at its field and the dialog stays open; the services store all or
nothing, so a refused dialog has written nothing. Each reads what it offers and stores
what was typed off the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import QButtonGroup, QRadioButton, QVBoxLayout, QWidget

from fog_desktop.i18n import translate
from fog_desktop.services.devices import list_devices
from fog_desktop.services.establishments import EstablishmentRow
from fog_desktop.services.incidents import (
    REQUIRED_ELEMENTS,
    IncidentInput,
    IncidentRow,
    add_phone_notice,
)
from models import Agency
from ui.forms import add_field, new_form, reason_field
from ui.incidents.editors import IncidentEditor, NoticeEditor
from ui.incidents.elements_dialog import ElementsDialog
from ui.incidents.forms import IncidentForm, Scope
from ui.incidents.report_dialog import CallRecorder, ReportIncidentDialog
from ui.incidents.sent_dialog import MarkSentDialog
from ui.incidents.wording import agency_title, call_needed, phone_of


class AmendIncidentDialog(IncidentForm[IncidentRow]):
    """Correct what was reported; the elements of the confirmation are kept as they are."""

    def __init__(self, parent: QWidget | None, scope: Scope, row: IncidentRow) -> None:
        title = translate("AmendIncidentDialog", "Amend {number}").format(number=row.incident_no)
        ok_text = translate("AmendIncidentDialog", "Save amendment")
        super().__init__(parent, scope, row, title, ok_text)
        self.editor = IncidentEditor(self.errors)
        self.editor.set_value(IncidentInput.of(row))
        self.content.addWidget(self.editor)
        self.reason = reason_field(
            self.editor.form,
            self.errors,
            translate("AmendIncidentDialog", "e.g. The time was 18:40, not 16:40"),
        )
        db, establishment_id = scope.context.db, scope.establishment_id
        self.fill_later(
            lambda: list_devices(db, establishment_id, include_void=False),
            self.editor.offer_devices,
        )
        self.setMinimumWidth(600)

    def submit(self) -> Callable[[], IncidentRow]:
        row = self.row
        kept = {field: getattr(row, field) for field in REQUIRED_ELEMENTS}
        return self.amending(replace(self.editor.value(), **kept), self.reason.text())


class NoticeDialog(IncidentForm[int]):
    """Record a call to the city or the health department about the incident (R5); the
    numbers are the profile's, as the page read it with the incidents."""

    def __init__(
        self, parent: QWidget | None, scope: Scope, row: IncidentRow, profile: EstablishmentRow
    ) -> None:
        title = translate("NoticeDialog", "Record a phone notice of {number}").format(
            number=row.incident_no
        )
        super().__init__(parent, scope, row, title, translate("NoticeDialog", "Record call"))
        self._profile = profile
        form = new_form()
        self.content.addLayout(form)
        self.agencies: dict[str, QRadioButton] = {}
        group = QWidget()
        column = QVBoxLayout(group)
        column.setContentsMargins(0, 0, 0, 0)
        self._group = QButtonGroup(self)
        for agency, key in ((Agency.CITY, "city"), (Agency.HEALTH_DEPT, "health")):
            phone = phone_of(profile, agency) or translate(
                "NoticeDialog", "no number in the profile"
            )
            button = QRadioButton(
                translate("NoticeDialog", "{agency}: {phone}").format(
                    agency=agency_title(agency), phone=phone
                )
            )
            button.setObjectName(f"agency_{key}")
            self._group.addButton(button)
            column.addWidget(button)
            self.agencies[agency] = button
        add_field(
            form,
            self.errors,
            translate("NoticeDialog", "Whom you called"),
            "agency",
            group,
            parts={"agency": group},
        )
        needed = [a for a in (Agency.CITY, Agency.HEALTH_DEPT) if call_needed(row, a)]
        self.agencies[needed[0] if needed else Agency.CITY].setChecked(True)
        self.editor = NoticeEditor(scope.now(), errors=self.errors)
        self.content.addWidget(self.editor)
        self.setMinimumWidth(560)

    def agency(self) -> str:
        return next((a for a, b in self.agencies.items() if b.isChecked()), "")

    def submit(self) -> Callable[[], int]:
        agency = self.agency()
        data = self.editor.value(agency, phone_of(self._profile, agency))
        context, pk, moment = self.scope.context, self.row.id, self.scope.now()
        db, actor = context.db, context.actor
        return lambda: add_phone_notice(db, pk, data, actor, now=moment).id


__all__ = [
    "AmendIncidentDialog",
    "CallRecorder",
    "ElementsDialog",
    "MarkSentDialog",
    "NoticeDialog",
    "ReportIncidentDialog",
    "Scope",
]
