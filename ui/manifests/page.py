"""The "Manifests" page: hauler manifests and waste cooking oil receipts, with the
pump-outs each covers and its scans (issue 3 §2; R2, R6).

A manifest voided with a reason stays in the table, greyed and marked "Void: reason";
the pump-outs it covered show "Manifest missing" again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.services.manifests import ManifestRow, list_manifests, void_manifest
from models import WASTE_TYPES
from ui.dialogs import FormDialog
from ui.forms import word_choice
from ui.manifests.detail import ManifestDetail
from ui.manifests.link_dialog import LinkPumpOutDialog
from ui.manifests.manifest_form import ManifestFormDialog
from ui.manifests.model import ManifestsModel, pump_outs_text
from ui.records_page import RecordsPage
from ui.records_proxy import RecordsProxy


class ManifestsPage(RecordsPage[ManifestRow]):
    title = noop("Page", "Manifests")
    HEADING = noop("ManifestsPage", "Hauler manifests and oil receipts")
    ADD_TEXT = noop("ManifestsPage", "Add manifest…")
    COUNT = noop("ManifestsPage", "%n manifest(s)")
    NO_RECORDS = noop(
        "ManifestsPage",
        "No manifests yet. When the hauler pumps out your interceptor or collects your used "
        "cooking oil, add the manifest or receipt with Add manifest… and attach a scan or "
        "photo of it: the inspector asks for them.",
    )
    NOTHING_MATCHES = noop(
        "ManifestsPage", "No manifest matches the search or the waste type chosen."
    )
    SEARCH_HINT = noop("ManifestsPage", "Search hauler, manifest no. or invoice no.")
    proxy: RecordsProxy[ManifestRow]
    SORTED_BY = ManifestsModel.DATE

    def __init__(self, context: AppContext) -> None:
        self.waste_type = QComboBox()
        self.waste_type.setObjectName("waste_type_filter")
        # Each waste type shown in words, kept as stored; None for all of them.
        self.waste_type.addItem(translate("ManifestsPage", "All waste types"), None)
        word_choice(WASTE_TYPES, self.waste_type)
        detail = ManifestDetail(context)
        super().__init__(context, ManifestsModel(), detail, void=void_manifest)
        self.detail = detail
        self._detail_shown: int | None = None
        detail.attachments.changed.connect(self.changed)
        self.waste_type.currentIndexChanged.connect(self.proxy.refilter)
        self.waste_type.currentIndexChanged.connect(self.filtered)
        self.filter_row.insertWidget(1, QLabel(translate("ManifestsPage", "Waste type:")))
        self.filter_row.insertWidget(2, self.waste_type)
        self.link_button = QPushButton(translate("ManifestsPage", "Link pump-out…"))
        self.link_button.setToolTip(
            translate("ManifestsPage", "Link a pump-out logged without this manifest's number.")
        )
        self.link_button.clicked.connect(self.link_pump_out)
        self.button_row.addWidget(self.link_button)
        self.record_buttons.append(self.link_button)
        # The manager decides how much room the scans take from the table.
        self.splitter.setStretchFactor(1, 0)
        self.update_buttons()

    def read(self, establishment_id: int) -> list[ManifestRow]:
        return list_manifests(self.context.db, establishment_id)

    def accepts(self, row: ManifestRow) -> bool:
        chosen = self.waste_type.currentData()
        return chosen is None or chosen == row.waste_type

    def show_loaded(self, loaded: list[ManifestRow]) -> None:
        # The scans are read again with the records, not on every keystroke of a search.
        self._detail_shown = None
        super().show_loaded(loaded)

    def show_detail(self, row: ManifestRow | None) -> None:
        shown = row.id if row is not None else None
        if shown != self._detail_shown or shown is None:
            self._detail_shown = shown
            self.detail.show_manifest(row, self.establishment_id)

    def form(self, establishment_id: int, row: ManifestRow | None) -> FormDialog[Any]:
        dialog = ManifestFormDialog(self, self.context, establishment_id, row)
        if row is not None:
            # A scan voided in the dialog is void at once, whether the amendment is saved
            # or cancelled: the table and the scans below show it either way.
            dialog.attachments.changed.connect(lambda: self.changed(row.id))
        return dialog

    def void_label(self, row: ManifestRow) -> str:
        return translate("ManifestsPage", "manifest {number} of {hauler}").format(
            number=row.manifest_no, hauler=row.hauler
        )

    def void_consequence(self, row: ManifestRow) -> str:
        if not row.pump_outs:
            return ""
        return translate(
            "ManifestsPage",
            'The pump-outs it covers ({pump_outs}) will show "Manifest missing" again until '
            "another manifest is linked to them.",
        ).format(pump_outs=pump_outs_text(row.pump_outs))

    def link_pump_out(self) -> LinkPumpOutDialog | None:
        manifest, establishment_id = self.selected_in_use(), self.establishment_id
        if establishment_id is None or manifest is None:
            return None
        dialog = LinkPumpOutDialog(self, self.context, establishment_id, manifest)
        dialog.accepted.connect(lambda: self.changed(manifest.id))
        dialog.open()
        return dialog
