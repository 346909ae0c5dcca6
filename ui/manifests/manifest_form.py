"""Add or amend a hauler manifest or oil receipt, with its scans; refusals show at their
fields and the dialog stays open, with nothing stored (issue 3 §2; R2, R6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Any

from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.context import AppContext
from fog_desktop.services.attachments import Owner
from fog_desktop.services.devices import list_devices
from fog_desktop.services.manifests import (
    ManifestInput,
    amend_manifest,
    create_manifest,
    get_input,
)
from models import WASTE_TYPES, Manifest
from ui.attachments import AttachmentsPanel
from ui.attachments.panel import local_files
from ui.devices.model import number_text
from ui.dialogs import FormDialog
from ui.forms import add_field, new_form

NO_DEVICE = "(none)"
MANIFEST_NO_HINT = "Pump-outs with this no. link to it (R2)."
DEVICE_HINT = "Pumped from; (none) for an oil receipt."


class ManifestFormDialog(FormDialog[Any]):
    """The manifest's fields and its scans; OK stores them together, or nothing.

    ``saved`` is the stored manifest after the dialog was accepted. Files dropped
    anywhere on the dialog go to its scans.
    """

    def __init__(
        self,
        parent: QWidget | None,
        context: AppContext,
        establishment_id: int,
        manifest_pk: int | None = None,
        *,
        known_haulers: Sequence[str] = (),
    ) -> None:
        original = get_input(context.db, manifest_pk) if manifest_pk is not None else None
        title = (
            f"Amend manifest {original.manifest_no} of {original.hauler}"
            if original
            else "Add a manifest or receipt"
        )
        super().__init__(parent, title, "Save amendment" if original else "Add manifest")
        self._context = context
        self._establishment_id = establishment_id
        self._manifest_pk = manifest_pk
        self.saved: Manifest | None = None
        self._build(known_haulers)
        self.attachments = AttachmentsPanel(context, self)
        # A refused file, named by the services' field "file", shows under the scans.
        self.errors.register("file", self.attachments, self.attachments.file_error)
        self.content.addWidget(self.attachments)
        self.reason: QLineEdit | None = None
        if original is not None and manifest_pk is not None:
            self._set_value(original)
            self.attachments.set_owner(Owner(establishment_id, Manifest.__tablename__, manifest_pk))
            self.reason = QLineEdit()
            add_field(
                self.invoice_form,
                self.errors,
                "Reason for the change",
                "reason",
                self.reason,
                hint="Optional. Kept in the audit trail with the earlier version.",
            )
        self.setAcceptDrops(True)

    def _build(self, known_haulers: Sequence[str]) -> None:
        manifest_box, invoice_box = QGroupBox("Manifest"), QGroupBox("Disposal and invoice")
        self.manifest_form, self.invoice_form = new_form(), new_form()
        for box, form in ((manifest_box, self.manifest_form), (invoice_box, self.invoice_form)):
            column = QVBoxLayout(box)
            column.addLayout(form)
            # The shorter column keeps its rows together at the top.
            column.addStretch()
        errors = self.errors
        left, right = self.manifest_form, self.invoice_form
        self.manifest_no = QLineEdit()
        self.manifest_no.setPlaceholderText("As printed on the manifest")
        add_field(
            left, errors, "Manifest no.", "manifest_no", self.manifest_no, hint=MANIFEST_NO_HINT
        )
        self.manifest_date = QLineEdit()
        self.manifest_date.setPlaceholderText("YYYY-MM-DD")
        add_field(left, errors, "Date", "manifest_date", self.manifest_date)
        self.waste_type = QComboBox()
        self.waste_type.addItems(WASTE_TYPES)
        add_field(left, errors, "Waste type", "waste_type", self.waste_type)
        self.gallons = QLineEdit()
        self.gallons.setPlaceholderText("e.g. 950")
        add_field(left, errors, "Gallons", "gallons", self.gallons)
        self.device_id = QComboBox()
        self.device_id.addItem(NO_DEVICE)
        devices = list_devices(self._context.db, self._establishment_id, include_void=False)
        self.device_id.addItems([d.device_id for d in devices])
        add_field(left, errors, "Device", "device_id", self.device_id, hint=DEVICE_HINT)
        # The haulers of earlier manifests to pick from, so that one hauler is spelt one
        # way: a manifest no. is unique per hauler, and pump-outs link by it (R2).
        self.hauler = QComboBox()
        self.hauler.setEditable(True)
        self.hauler.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.hauler.addItems(sorted(set(known_haulers), key=str.casefold))
        self.hauler.setCurrentIndex(-1)
        hauler_line = self.hauler.lineEdit()
        assert hauler_line is not None
        hauler_line.setPlaceholderText("Waste hauler or oil recycler")
        add_field(left, errors, "Hauler", "hauler", self.hauler)
        self.hauler_registration_no = QLineEdit()
        add_field(
            left,
            errors,
            "Hauler registration no.",
            "hauler_registration_no",
            self.hauler_registration_no,
        )
        self.driver = QLineEdit()
        add_field(left, errors, "Driver", "driver", self.driver)
        self.disposal_site = QLineEdit()
        self.disposal_site.setPlaceholderText("Where the hauler took the waste")
        add_field(right, errors, "Disposal site", "disposal_site", self.disposal_site)
        self.disposal_site_address = QLineEdit()
        add_field(
            right,
            errors,
            "Disposal site address",
            "disposal_site_address",
            self.disposal_site_address,
        )
        self.invoice_no = QLineEdit()
        add_field(right, errors, "Invoice no.", "invoice_no", self.invoice_no)
        self.invoice_amount = QLineEdit()
        self.invoice_amount.setPlaceholderText("e.g. 385.00")
        add_field(right, errors, "Invoice amount ($)", "invoice_amount", self.invoice_amount)
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notes")
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().lineSpacing() * 3 + 12)
        add_field(right, errors, "Notes", "notes", self.notes)
        columns = QHBoxLayout()
        columns.addWidget(manifest_box, stretch=1)
        columns.addWidget(invoice_box, stretch=1)
        self.content.addLayout(columns)

    def _set_value(self, data: ManifestInput) -> None:
        # Gallons as the table shows them (950, not 950.00); money keeps its cents.
        gallons = number_text(Decimal(data.gallons)) if data.gallons else ""
        data = replace(data, gallons=gallons)
        for field in (
            "manifest_no",
            "manifest_date",
            "hauler_registration_no",
            "driver",
            "gallons",
            "disposal_site",
            "disposal_site_address",
            "invoice_no",
            "invoice_amount",
        ):
            line = getattr(self, field)
            assert isinstance(line, QLineEdit)
            line.setText(getattr(data, field))
        self.hauler.setCurrentText(data.hauler)
        self.waste_type.setCurrentText(data.waste_type)
        if data.device_id and self.device_id.findText(data.device_id) < 0:
            # Its device is void now: shown, so that the refusal says so at the field.
            self.device_id.addItem(data.device_id)
        self.device_id.setCurrentText(data.device_id or NO_DEVICE)
        self.notes.setPlainText(data.notes)

    def value(self) -> ManifestInput:
        """What is typed, as the services take it."""
        device = self.device_id.currentText()
        return ManifestInput(
            manifest_no=self.manifest_no.text(),
            manifest_date=self.manifest_date.text(),
            hauler=self.hauler.currentText(),
            hauler_registration_no=self.hauler_registration_no.text(),
            driver=self.driver.text(),
            waste_type=self.waste_type.currentText(),
            gallons=self.gallons.text(),
            disposal_site=self.disposal_site.text(),
            disposal_site_address=self.disposal_site_address.text(),
            invoice_no=self.invoice_no.text(),
            invoice_amount=self.invoice_amount.text(),
            device_id="" if device == NO_DEVICE else device,
            notes=self.notes.toPlainText(),
        )

    def submit(self) -> None:
        context, data = self._context, self.value()
        files = self.attachments.pending_paths()
        if self._manifest_pk is None:
            self.saved = create_manifest(
                context.db,
                self._establishment_id,
                data,
                context.actor,
                today=context.today(),
                files=files,
            )
        else:
            self.saved = amend_manifest(
                context.db,
                self._manifest_pk,
                data,
                context.actor,
                today=context.today(),
                reason=self.reason.text() if self.reason else "",
                files=files,
            )
        self.attachments.clear_pending()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        """Files dropped anywhere on the form are its scans, as if dropped on them."""
        paths = local_files(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.attachments.add_paths(paths)
