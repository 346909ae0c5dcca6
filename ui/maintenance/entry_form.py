"""Add or amend one maintenance entry (R1, R2, R3, R6).

While the depths are typed, the form says the percent of the chosen device's design
depth and whether it is within the 25% rule, in words and colour. Scans and photos (the
hauler's manifest, before/after photos) are stored with the entry in one unit of work.
A refusal shows at its field and the dialog stays open; the services store all or
nothing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.attachments import Owner
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.haulers import HaulerDetails, last_hauler, remembered_haulers
from fog_desktop.services.inspections import InspectionRow, list_inspections
from fog_desktop.services.maintenance import (
    MaintenanceInput,
    MaintenanceRow,
    amend_entry,
    create_entry,
    recent_haulers,
)
from fog_desktop.services.manifests import ManifestInput, get_input
from fog_desktop.services.ordinances import profile_of
from fog_desktop.words import shown
from models import MaintenanceEntry, Manifest
from ui.dates import day_text
from ui.maintenance.call_hauler import CallHaulerBox
from ui.maintenance.cells import decimal_text
from ui.maintenance.entry_fields import EntryFields, device_item
from ui.papers import proofs_panel
from ui.widgets.attachments.adding import take_dropped_files

#: How many recent pump-outs the hauler names are suggested from.
HAULER_SUGGESTIONS = 200


def scans_owner(establishment_id: int, entry: MaintenanceRow) -> Owner:
    """Where an entry's scans are: a pump-out's with its manifest, the paper they are
    (R2); any other entry's with the entry."""
    if entry.manifest_id is not None:
        return Owner(establishment_id, Manifest.__tablename__, entry.manifest_id)
    return Owner(establishment_id, MaintenanceEntry.__tablename__, entry.id)


class EntryFormDialog(EntryFields):
    """The entry's fields (:class:`~ui.maintenance.entry_fields.EntryFields`); OK stores
    them, or the dialog stays open with the problems.

    An amendment is filled from the row shown (``entry``). The establishment's devices
    in use are offered once read; an amended entry of a device voided since is shown
    with it, so that the refusal says why.
    """

    ADD_TITLE = noop("EntryFormDialog", "Add a maintenance entry")
    ADD_TEXT = noop("EntryFormDialog", "Add entry")
    adds = staticmethod(create_entry)
    amends = staticmethod(amend_entry)

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        entry: MaintenanceRow | None = None,
        *,
        device_id: str = "",
        call_hauler: bool = False,
    ) -> None:
        """A new entry may start on one device: the pump-out the Dashboard says is due;
        ``call_hauler`` for a reading over the limit (R1, service now): the last hauler's
        phone is shown above the fields."""
        self._device_first = device_id
        self._hauler_to_call = call_hauler
        super().__init__(parent, context, establishment_id, entry)

    def make_form(self, entry: MaintenanceRow | None) -> None:
        super().make_form(entry)
        db, establishment_id = self.context.db, self.establishment_id
        if self._hauler_to_call:
            self.call_hauler = CallHaulerBox()
            self.content.insertWidget(0, self.call_hauler)
            self.fill_later(lambda: last_hauler(db, establishment_id), self.call_hauler.show_hauler)
        self.fill_later(lambda: profile_of(db, establishment_id), self._set_profile)
        self.attachments = proofs_panel(self, self.context)
        if entry is not None:
            self.add_reason(
                self.hauler_form, translate("EntryFormDialog", "e.g. Typo in the solids depth")
            )
            self.attachments.set_owner(scans_owner(establishment_id, entry))
            self._show_entry(entry)
            if entry.manifest_id is not None:
                manifest_id = entry.manifest_id
                self.fill_later(lambda: get_input(db, manifest_id), self._show_manifest)
        else:
            self.service_date.set_day(self.context.today())
        self._connect()
        self._update_live()
        self.fill_later(
            lambda: (
                list_devices(db, establishment_id),
                recent_haulers(db, establishment_id, HAULER_SUGGESTIONS),
                remembered_haulers(db, establishment_id),
                list_inspections(db, establishment_id),
            ),
            lambda read: self._offer(*read, entry),
        )
        # Files dropped anywhere on the form are its scans, as if dropped on them.
        take_dropped_files(self, self.attachments.add_paths)
        self.settled.connect(self._keep_rows_in_place)

    def amend_title(self, entry: MaintenanceRow) -> str:
        return translate("EntryFormDialog", "Amend {service} of {device} on {date}").format(
            service=shown(entry.service),
            device=entry.device_id,
            date=day_text(entry.service_date),
        )

    def _show_entry(self, entry: MaintenanceRow) -> None:
        self.service_date.set_day(entry.service_date)
        self._choose_service(entry.service)
        self.fog_depth_in.setText(decimal_text(entry.fog_depth_in))
        self.solids_depth_in.setText(decimal_text(entry.solids_depth_in))
        self.gallons_removed.setText(decimal_text(entry.gallons_removed))
        self.hauler.setText(entry.hauler)
        self.manifest_no.setText(entry.manifest_no)
        self.performed_by.setText(entry.performed_by)
        self.notes.setPlainText(entry.notes)
        self.haulers.keep_shown()

    def _show_manifest(self, manifest: ManifestInput) -> None:
        """The hauler's details as the pump-out's manifest keeps them."""
        for field, edit in self.manifest_details.items():
            edit.setText(getattr(manifest, field))

    def _offer(
        self,
        devices: list[DeviceRow],
        haulers: list[str],
        remembered: list[HaulerDetails],
        inspections: list[InspectionRow],
        entry: MaintenanceRow | None,
    ) -> None:
        """The devices in use to choose from, the haulers of recent pump-outs (the
        manifest is matched on the name, R2), each filling in its details from its last
        manifest, and the city's inspections in use (R1)."""
        self._offer_inspections(inspections, entry)
        self._devices = {d.device_id: d for d in devices if not d.is_void}
        self.device.blockSignals(True)
        try:
            for device in self._devices.values():
                self.device.addItem(device_item(device), device.device_id)
            if entry is not None and entry.device_id not in self._devices:
                # The entry's device was voided since: shown, so the refusal can say so.
                void = translate("EntryFormDialog", "{device} (void)")
                self.device.addItem(void.format(device=entry.device_id), entry.device_id)
                gone = next((d for d in devices if d.device_id == entry.device_id), None)
                if gone is not None:
                    self._devices[gone.device_id] = gone
            first = entry.device_id if entry is not None else self._device_first
            if first:
                self.device.setCurrentIndex(max(self.device.findData(first), 0))
        finally:
            self.device.blockSignals(False)
        if entry is None:
            self._default_service()
        self._update_live()
        self.haulers.offer(remembered, haulers)

    def _offer_inspections(
        self, inspections: list[InspectionRow], entry: MaintenanceRow | None
    ) -> None:
        """The inspections in use, newest first; an amended entry's own is kept though
        void since, so that the refusal can say so."""
        kept = entry.city_inspection_no if entry is not None else ""
        for inspection in inspections:
            if inspection.is_void and inspection.inspection_no != kept:
                continue
            text = translate("EntryFormDialog", "{number} of {date}").format(
                number=inspection.inspection_no, date=day_text(inspection.inspected_on)
            )
            self.city_inspection.addItem(text, inspection.inspection_no)
        self.city_inspection.setCurrentIndex(max(self.city_inspection.findData(kept), 0))

    # --- Storing ------------------------------------------------------------------------

    def value(self) -> MaintenanceInput:
        """What is typed, as the services take it."""
        return MaintenanceInput(
            service_date=self.service_date.iso_text(),
            device_id=self.device.currentData() or "",
            service=self.chosen_service(),
            fog_depth_in=self.fog_depth_in.text(),
            solids_depth_in=self.solids_depth_in.text(),
            gallons_removed=self.gallons_removed.text(),
            hauler=self.hauler.text(),
            manifest_no=self.manifest_no.text(),
            **{field: edit.text() for field, edit in self.manifest_details.items()},
            performed_by=self.performed_by.text(),
            notes=self.notes.toPlainText(),
            city_inspection=self.city_inspection.currentData() or "",
        )
