"""Add or amend a hauler manifest or oil receipt, with its scans; refusals show at their
fields and the dialog stays open, with nothing stored (issue 3 §2; R2, R6)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
)

from fog_desktop.errors import Problem
from fog_desktop.i18n import noop, translate
from fog_desktop.parse import number_text
from fog_desktop.services.attachments import Owner
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.haulers import HaulerDetails, remembered_haulers
from fog_desktop.services.manifests import (
    ManifestInput,
    ManifestRow,
    amend_manifest,
    create_manifest,
    numbers_in_use,
)
from models import WASTE_TYPES, Manifest
from ui.dates import day_text
from ui.forms import add_field, date_field, line_field, new_form, text_box, word_choice
from ui.papers import PapersFormDialog, proofs_panel
from ui.widgets.attachments.adding import choose_files, take_dropped_files
from ui.widgets.attachments.opening import copy_to_open, default_open_folder
from ui.widgets.haulers import DETAILS as HAULER_DETAILS
from ui.widgets.haulers import HaulerMemory, hauler_names
from ui.widgets.screen_fit import SIDE_BY_SIDE


class ManifestFormDialog(PapersFormDialog[ManifestRow, ManifestInput]):
    """The manifest's fields and its scans; OK stores them together, or nothing. Files
    dropped anywhere on the dialog go to its scans."""

    ADD_TITLE = noop("ManifestFormDialog", "Add a manifest or receipt")
    ADD_TEXT = noop("ManifestFormDialog", "Add manifest")
    adds = staticmethod(create_manifest)
    amends = staticmethod(amend_manifest)

    def make_form(self, manifest: ManifestRow | None) -> None:
        db, establishment_id = self.context.db, self.establishment_id
        self._build()
        self.attachments = proofs_panel(self, self.context)
        self._capacities: dict[str, Decimal] = {}
        #: The pump-outs the manifest amended covers: a date read is checked against them.
        self._covers = manifest.pump_outs if manifest is not None else ()

        def offer(devices: list[DeviceRow]) -> None:
            self._capacities = {d.device_id: d.capacity_gal for d in devices}
            self._offer_devices([d.device_id for d in devices], manifest)

        self.fill_later(lambda: list_devices(db, establishment_id, include_void=False), offer)
        self.fill_later(lambda: remembered_haulers(db, establishment_id), self._offer_haulers)
        own = manifest.id if manifest is not None else None
        #: Each other manifest in use, by number and hauler: a paper read may be a copy.
        self._recorded: set[tuple[str, str]] = set()

        def recorded(pairs: set[tuple[str, str]]) -> None:
            self._recorded = {(number, hauler.lower()) for number, hauler in pairs}

        self.fill_later(lambda: numbers_in_use(db, establishment_id, own), recorded)
        if manifest is not None:
            self._set_value(manifest)
            self.attachments.set_owner(Owner(establishment_id, Manifest.__tablename__, manifest.id))
            self.add_reason(self.invoice_form)
        # Files dropped anywhere on the form are its scans, as if dropped on them.
        take_dropped_files(self, self.attachments.add_paths)

    def amend_title(self, manifest: ManifestRow) -> str:
        return translate("ManifestFormDialog", "Amend manifest {number} of {hauler}").format(
            number=manifest.manifest_no, hauler=manifest.hauler
        )

    def _build(self) -> None:
        self.read_button = QPushButton(
            translate("ManifestFormDialog", "Read it from the scan or photo…")
        )
        self.read_button.setToolTip(
            translate(
                "ManifestFormDialog",
                "Reads the fields of the last scan, photo or PDF added below (or one you "
                "choose) on this PC, offline; you tick those to use.",
            )
        )
        self.read_button.clicked.connect(self.read_it)
        reading = QHBoxLayout()
        reading.addWidget(self.read_button)
        reading.addStretch()
        self.content.addLayout(reading)
        manifest_box = QGroupBox(translate("ManifestFormDialog", "Manifest"))
        invoice_box = QGroupBox(translate("ManifestFormDialog", "Disposal and invoice"))
        self.manifest_form, self.invoice_form = new_form(), new_form()
        for box, form in ((manifest_box, self.manifest_form), (invoice_box, self.invoice_form)):
            column = QVBoxLayout(box)
            column.addLayout(form)
            # The shorter column keeps its rows together at the top.
            column.addStretch()
        errors = self.errors
        left, right = self.manifest_form, self.invoice_form
        self.manifest_no = line_field(
            left,
            errors,
            translate("ManifestFormDialog", "Manifest no."),
            "manifest_no",
            translate("ManifestFormDialog", "As printed on the manifest"),
            hint=translate("ManifestFormDialog", "Pump-outs with this no. link to it."),
        )
        self.manifest_date = date_field(
            left, errors, translate("ManifestFormDialog", "Date"), "manifest_date"
        )
        self.waste_type = word_choice(WASTE_TYPES)
        add_field(
            left,
            errors,
            translate("ManifestFormDialog", "Waste type"),
            "waste_type",
            self.waste_type,
        )
        self.gallons = line_field(
            left,
            errors,
            translate("ManifestFormDialog", "Gallons"),
            "gallons",
            translate("ManifestFormDialog", "e.g. 950"),
        )
        # Each device by its ID; "" (none) for an oil receipt.
        self.device_id = QComboBox()
        self.device_id.addItem(translate("ManifestFormDialog", "(none)"), "")
        add_field(
            left,
            errors,
            translate("ManifestFormDialog", "Device"),
            "device_id",
            self.device_id,
            hint=translate("ManifestFormDialog", "Pumped from; (none) for an oil receipt."),
        )
        # The haulers of earlier manifests to pick from, so that one hauler is spelt one
        # way: a manifest no. is unique per hauler, and pump-outs link by it (R2).
        self.hauler = QComboBox()
        self.hauler.setEditable(True)
        self.hauler.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.hauler.setCurrentIndex(-1)
        hauler_line = self.hauler.lineEdit()
        assert hauler_line is not None
        hauler_line.setPlaceholderText(
            translate("ManifestFormDialog", "Waste hauler or oil recycler")
        )
        add_field(left, errors, translate("ManifestFormDialog", "Hauler"), "hauler", self.hauler)
        self.hauler_registration_no = line_field(
            left,
            errors,
            translate("ManifestFormDialog", "Hauler registration no."),
            "hauler_registration_no",
        )
        self.driver = line_field(left, errors, translate("ManifestFormDialog", "Driver"), "driver")
        self.hauler_phone = line_field(
            left,
            errors,
            translate("ManifestFormDialog", "Hauler's phone"),
            "hauler_phone",
            translate("ManifestFormDialog", "e.g. (626) 555-0199"),
        )
        self.disposal_site = line_field(
            right,
            errors,
            translate("ManifestFormDialog", "Disposal site"),
            "disposal_site",
            translate("ManifestFormDialog", "Where the hauler took the waste"),
        )
        self.disposal_site_address = line_field(
            right,
            errors,
            translate("ManifestFormDialog", "Disposal site address"),
            "disposal_site_address",
        )
        self.invoice_no = line_field(
            right, errors, translate("ManifestFormDialog", "Invoice no."), "invoice_no"
        )
        self.invoice_amount = line_field(
            right,
            errors,
            translate("ManifestFormDialog", "Invoice amount ($)"),
            "invoice_amount",
            translate("ManifestFormDialog", "e.g. 385.00"),
        )
        self.notes = text_box("notes")
        add_field(right, errors, translate("ManifestFormDialog", "Notes"), "notes", self.notes)
        self.haulers = HaulerMemory(
            hauler_line, {field: getattr(self, field) for field in HAULER_DETAILS}
        )
        self.hauler.textActivated.connect(self.haulers.chosen)
        columns = QHBoxLayout()
        columns.setObjectName(SIDE_BY_SIDE)
        columns.addWidget(manifest_box, stretch=1)
        columns.addWidget(invoice_box, stretch=1)
        self.content.addLayout(columns)

    def _set_value(self, manifest: ManifestRow) -> None:
        self.manifest_no.setText(manifest.manifest_no)
        self.manifest_date.set_day(manifest.manifest_date)
        self.hauler.setCurrentText(manifest.hauler)
        self.hauler_registration_no.setText(manifest.hauler_registration_no)
        self.driver.setText(manifest.driver)
        self.hauler_phone.setText(manifest.hauler_phone)
        self.waste_type.setCurrentIndex(self.waste_type.findData(manifest.waste_type))
        # Gallons as the table shows them (950, not 950.00); money keeps its cents.
        self.gallons.setText(number_text(manifest.gallons) if manifest.gallons is not None else "")
        self.disposal_site.setText(manifest.disposal_site)
        self.disposal_site_address.setText(manifest.disposal_site_address)
        self.invoice_no.setText(manifest.invoice_no)
        amount = manifest.invoice_amount
        self.invoice_amount.setText(format(amount, "f") if amount is not None else "")
        self.notes.setPlainText(manifest.notes)
        self.haulers.keep_shown()

    def _offer_haulers(self, haulers: list[HaulerDetails]) -> None:
        """The haulers of earlier manifests, each filling in its details once chosen."""
        typed = self.hauler.currentText()
        self.hauler.addItems(hauler_names(haulers))
        self.hauler.setCurrentIndex(-1)
        self.hauler.setEditText(typed)
        self.haulers.remember(haulers)

    def _offer_devices(self, device_ids: list[str], manifest: ManifestRow | None) -> None:
        for device_id in device_ids:
            self.device_id.addItem(device_id, device_id)
        chosen = manifest.device_id if manifest else ""
        if chosen and chosen not in device_ids:
            # Its device is void now: shown, so that the refusal says so at the field.
            self.device_id.addItem(chosen, chosen)
        self.device_id.setCurrentIndex(max(0, self.device_id.findData(chosen)))

    def read_it(self) -> None:
        """Read the last scan added; else the scan selected or the last stored with the
        manifest (a photo sent from the phone earlier, read through a copy); else one
        chosen, kept with the scans too."""
        added = self.attachments.pending_paths()
        if added:
            self._read(added[-1])
            return
        selected = self.attachments.selected()
        stored = self.attachments.stored_in_use()
        if selected is not None and selected.stored is not None and not selected.stored.is_void:
            stored = [selected.stored]
        if stored:
            copy_to_open(
                self.context.db,
                stored[-1],
                default_open_folder(),
                written=self._read,
                refused=self.attachments.show_problem,
                owner=self,
            )
            return
        chosen = choose_files(self)
        if chosen:
            self.attachments.add_paths(chosen)
            self._read(chosen[0])

    def _read(self, path: Path) -> None:
        from ui.manifests.reading import ReadingDialog  # noqa: PLC0415  (loads the reader)

        ReadingDialog(self, path, self.use_read).open()

    def use_read(self, values: dict[str, str | int]) -> None:
        """Put the values the manager ticked in their fields."""
        lines = {
            "manifest_no": self.manifest_no,
            "hauler_registration_no": self.hauler_registration_no,
            "driver": self.driver,
            "gallons": self.gallons,
            "disposal_site": self.disposal_site,
        }
        for name, value in values.items():
            if name in lines:
                lines[name].setText(str(value))
            elif name == "date":
                self.manifest_date.set_day(date.fromisoformat(str(value)))
            elif name == "hauler":
                self.hauler.setCurrentText(str(value))
            else:
                choice = self.waste_type if name == "waste_type" else self.device_id
                found = choice.findData(str(value))
                if found >= 0:
                    choice.setCurrentIndex(found)
        self.errors.show(self._read_checks(values))

    def _read_checks(self, values: dict[str, str | int]) -> list[Problem]:
        """What a manifest just read should make the manager look at twice, at its
        field: a number of that hauler recorded already, a date other than the pump-out's
        it covers, more gallons than the device holds (R2), no disposal site (R6)."""
        problems = []
        number, hauler = self.manifest_no.text().strip(), self.hauler.currentText().strip()
        if (number, hauler.lower()) in self._recorded:
            message = translate(
                "ManifestFormDialog",
                "Manifest {number} of {hauler} is recorded already: this paper may be a copy "
                "of it. Open that one to attach the scan.",
            )
            problems.append(Problem("manifest_no", message.format(number=number, hauler=hauler)))
        read_on = values.get("date")
        pumped_on = {on for _, _, on in self._covers}
        if isinstance(read_on, str) and pumped_on and date.fromisoformat(read_on) not in pumped_on:
            _, device, on = self._covers[0]
            message = translate(
                "ManifestFormDialog",
                "The pump-out of {device} it covers was on {date}: check the date on the manifest.",
            )
            problems.append(
                Problem("manifest_date", message.format(device=device, date=day_text(on)))
            )
        device = str(self.device_id.currentData() or "")
        capacity = self._capacities.get(device)
        gallons = values.get("gallons")
        if isinstance(gallons, int) and capacity and gallons > capacity:
            message = translate(
                "ManifestFormDialog",
                "More than {device} holds ({capacity} gal): check the gallons on the manifest.",
            )
            problems.append(
                Problem("gallons", message.format(device=device, capacity=number_text(capacity)))
            )
        if not self.disposal_site.text().strip():
            message = translate(
                "ManifestFormDialog",
                "No disposal site was read: the ordinance asks that the manifest show it.",
            )
            problems.append(Problem("disposal_site", message))
        return problems

    def value(self) -> ManifestInput:
        """What is typed, as the services take it."""
        return ManifestInput(
            manifest_no=self.manifest_no.text(),
            manifest_date=self.manifest_date.iso_text(),
            hauler=self.hauler.currentText(),
            hauler_registration_no=self.hauler_registration_no.text(),
            driver=self.driver.text(),
            hauler_phone=self.hauler_phone.text(),
            waste_type=str(self.waste_type.currentData()),
            gallons=self.gallons.text(),
            disposal_site=self.disposal_site.text(),
            disposal_site_address=self.disposal_site_address.text(),
            invoice_no=self.invoice_no.text(),
            invoice_amount=self.invoice_amount.text(),
            device_id=str(self.device_id.currentData() or ""),
            notes=self.notes.toPlainText(),
        )
