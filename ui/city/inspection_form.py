"""Add or amend one city inspection with the inspector's report attached, and on a new
one the levels the inspector measured in each interceptor; refusals show at their fields
(R8e, R6, R1)."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import Owner
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.inspections import (
    InspectionInput,
    InspectionRow,
    LevelInput,
    amend_inspection,
    level_field,
    record_inspection,
)
from models import INSPECTION_RESULTS, CityInspection, DeviceType
from ui.city.fields import Spec, build, fill, typed
from ui.forms import add_field, line, new_form
from ui.looks import give_role
from ui.papers import PapersFormDialog, proofs_panel


class InspectionFormDialog(PapersFormDialog[InspectionRow, InspectionInput]):
    """The inspection's date, inspector, result and findings, and the inspector's report."""

    ADD_TITLE = noop("InspectionFormDialog", "Record a city inspection")
    ADD_TEXT = noop("InspectionFormDialog", "Record inspection")
    adds = staticmethod(record_inspection)
    amends = staticmethod(amend_inspection)
    FIELDS = (
        Spec("inspected_on", noop("InspectionFormDialog", "Date"), "date"),
        Spec(
            "inspector",
            noop("InspectionFormDialog", "Inspector"),
            hint=noop("InspectionFormDialog", "As on their report"),
        ),
        Spec("result", noop("InspectionFormDialog", "Result"), choices=INSPECTION_RESULTS),
        Spec(
            "findings",
            noop("InspectionFormDialog", "Findings"),
            "text",
            hint=noop(
                "InspectionFormDialog",
                "What the inspector found, in their words. A notice of violation may follow.",
            ),
        ),
    )

    def make_form(self, inspection: InspectionRow | None) -> None:
        context, establishment_id = self.context, self.establishment_id
        form = new_form()
        self.fields = build(form, self.errors, type(self), self.FIELDS)
        self.content.addLayout(form)
        #: Each interceptor's FOG and solids depth boxes, by Device ID (a new inspection's).
        self.levels: dict[str, tuple[QLineEdit, QLineEdit]] = {}
        if inspection is None:
            self._levels_box(context, establishment_id)
        self.attachments = proofs_panel(self, context)
        if inspection is not None:
            fill(self.fields, vars(InspectionInput.of(inspection)))
            owner = Owner(establishment_id, CityInspection.__tablename__, inspection.id)
            self.attachments.set_owner(owner)
            self.add_reason(form)
        else:
            fill(self.fields, {"inspected_on": context.today().isoformat()})
        self.setMinimumWidth(520)

    def amend_title(self, inspection: InspectionRow) -> str:
        return translate("InspectionFormDialog", "Amend inspection {number}").format(
            number=inspection.inspection_no
        )

    def _levels_box(self, context: AppContext, establishment_id: int) -> None:
        """ "Levels the inspector measured": filled with the interceptors in use once read."""
        box = QGroupBox(translate("InspectionFormDialog", "Levels the inspector measured"))
        self.levels_form = new_form()
        box.setLayout(self.levels_form)
        note = QLabel(
            translate(
                "InspectionFormDialog",
                "Optional: the FOG and solids depths in inches, as on the inspector's report. "
                "Each is kept in the maintenance log as the city's reading on the "
                "inspection's date; one over the limit means service now.",
            )
        )
        note.setWordWrap(True)
        give_role(note, "hint")
        self.levels_form.addRow(note)
        self.content.addWidget(box)
        db = context.db
        self.fill_later(lambda: list_devices(db, establishment_id), self._offer_levels)

    def _offer_levels(self, devices: list[DeviceRow]) -> None:
        for device in devices:
            if device.is_void or device.type != DeviceType.INTERCEPTOR:
                continue
            fog = line(translate("InspectionFormDialog", "FOG depth, in"))
            solids = line(translate("InspectionFormDialog", "solids depth, in"))
            fog.setObjectName(f"{device.device_id}_fog_depth_in")
            solids.setObjectName(f"{device.device_id}_solids_depth_in")
            pair = QWidget()
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(fog)
            row.addWidget(solids)
            field = level_field(device.device_id)
            add_field(
                self.levels_form, self.errors, device.device_id, field, pair, parts={field: pair}
            )
            self.levels[device.device_id] = (fog, solids)
        if not self.levels:
            self.levels_form.addRow(
                QLabel(translate("InspectionFormDialog", "No interceptor in use to measure."))
            )

    def value(self) -> InspectionInput:
        levels = tuple(
            LevelInput(device_id, fog.text(), solids.text())
            for device_id, (fog, solids) in self.levels.items()
        )
        return InspectionInput(**typed(self.fields), levels=levels)
