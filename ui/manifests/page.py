"""The "Manifests" page: hauler manifests and waste cooking oil receipts, with the
pump-outs each covers and its scans (issue 3 §2; R2, R6).

There is no delete: a correction is an amendment, a manifest entered in error is voided
with a reason and stays in the table, greyed and marked "Void: reason"; the pump-outs it
covered show "Manifest missing" again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelection, QModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
)

from fog_desktop.context import AppContext
from fog_desktop.services.manifests import ManifestRow, list_manifests, void_manifest
from models import WASTE_TYPES
from ui.dialogs import VoidDialog
from ui.forms import paragraph
from ui.manifests.detail import ManifestDetail
from ui.manifests.link_dialog import LinkPumpOutDialog
from ui.manifests.manifest_form import ManifestFormDialog
from ui.manifests.model import ManifestsModel, ManifestsProxy, pump_outs_text
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NO_MANIFESTS = (
    "No manifests yet. When the hauler pumps out your interceptor or collects your used "
    "cooking oil, add the manifest or receipt with Add manifest… and attach a scan or "
    "photo of it: the inspector asks for them (R2, R6)."
)
NOTHING_MATCHES = "No manifest matches the search or the waste type chosen."
ALL_WASTE_TYPES = "All waste types"


class ManifestsPage(Page[Any]):
    title = "Manifests"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.model = ManifestsModel()
        self.proxy = ManifestsProxy(self.model)
        self.table = self._manifests_table()
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText("Search hauler, manifest no. or invoice no.")
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(320)
        self.search.textChanged.connect(self._filter)
        self.waste_type = QComboBox()
        self.waste_type.setObjectName("waste_type_filter")
        self.waste_type.addItems([ALL_WASTE_TYPES, *WASTE_TYPES])
        self.waste_type.currentIndexChanged.connect(self._filter)
        self.shown = QLabel()
        self.shown.setObjectName("shown_count")
        self.empty = paragraph("")
        self.empty.setObjectName("empty_state")
        self.add_button = QPushButton("Add manifest…")
        self.amend_button = QPushButton("Amend…")
        self.void_button = QPushButton("Void…")
        self.link_button = QPushButton("Link pump-out…")
        self.link_button.setToolTip("Link a pump-out logged without this manifest's number.")
        self.add_button.clicked.connect(self.add_manifest)
        self.amend_button.clicked.connect(self.amend_manifest)
        self.void_button.clicked.connect(self.void_manifest)
        self.link_button.clicked.connect(self.link_pump_out)
        self.detail = ManifestDetail(context)
        self._detail_shown: int | None = None
        self.detail.attachments.changed.connect(self._changed)
        self._lay_out()
        self._update_buttons()

    def _manifests_table(self) -> QTableView:
        table = read_only_table(self.proxy)
        table.setSortingEnabled(True)
        table.sortByColumn(ManifestsModel.DATE, Qt.SortOrder.DescendingOrder)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        table.doubleClicked.connect(self.amend_manifest)
        return table

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(heading("Hauler manifests and oil receipts"))
        buttons.addStretch()
        for button in (self.add_button, self.amend_button, self.void_button, self.link_button):
            buttons.addWidget(button)
        filters = QHBoxLayout()
        filters.addWidget(self.search)
        filters.addWidget(QLabel("Waste type:"))
        filters.addWidget(self.waste_type)
        filters.addStretch()
        filters.addWidget(self.shown)
        # The manager decides how much room the scans take from the table.
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.detail)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addLayout(filters)
        layout.addWidget(self.splitter, stretch=1)
        layout.addWidget(self.empty)

    def refresh(self) -> None:
        chosen = self.selected_manifest()
        establishment_id = self.establishment_id
        rows = list_manifests(self.context.db, establishment_id) if establishment_id else []
        self.model.set_manifests(rows)
        self._fit_columns()
        self._show_counts()
        if chosen is not None:
            self.select_manifest(chosen.id)
        self._show_detail(reload=True)

    def _fit_columns(self) -> None:
        """Columns as wide as their text. A sortable header would reserve room for the
        sort arrow in every column, some 40 pixels each, and push Status off screen;
        the arrow shows in the one sorted column, where the padding leaves it room."""
        header = self.table.horizontalHeader()
        header.setSortIndicatorShown(False)
        fit_columns(self.table)
        header.setSortIndicatorShown(True)

    def _filter(self) -> None:
        self.proxy.set_search(self.search.text())
        waste_type = self.waste_type.currentText()
        self.proxy.set_waste_type("" if waste_type == ALL_WASTE_TYPES else waste_type)
        self._show_counts()
        self._show_detail()

    def _show_counts(self) -> None:
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        noun = "manifest" if total == 1 else "manifests"
        self.shown.setText(f"{total} {noun}" if shown == total else f"{shown} of {total} shown")
        if self.establishment_id is None:
            message = NO_ESTABLISHMENT
        elif total == 0:
            message = NO_MANIFESTS
        else:
            message = NOTHING_MATCHES if shown == 0 else ""
        self.empty.setText(message)
        self.empty.setVisible(bool(message))
        self.splitter.setVisible(total > 0)

    def selected_manifest(self) -> ManifestRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.proxy.manifest(rows[0]) if rows else None

    def select_manifest(self, manifest_pk: int) -> None:
        row = self.model.row_of(manifest_pk)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, ManifestsModel.MANIFEST_NO))
        if index.isValid():
            self.table.selectRow(index.row())
            self.table.scrollTo(index)

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._show_detail()

    def _show_detail(self, *, reload: bool = False) -> None:
        """Show the selected manifest below the table; its scans are read again only
        when another one is selected or the records changed, not on every keystroke."""
        manifest = self.selected_manifest()
        shown = manifest.id if manifest else None
        if reload or shown != self._detail_shown:
            self._detail_shown = shown
            self.detail.show_manifest(manifest, self.establishment_id)
        self._update_buttons()

    def _update_buttons(self) -> None:
        manifest = self.selected_manifest()
        in_use = manifest is not None and not manifest.is_void
        self.add_button.setEnabled(self.establishment_id is not None)
        for button in (self.amend_button, self.void_button, self.link_button):
            button.setEnabled(in_use)

    def _known_haulers(self) -> list[str]:
        return [self.model.manifest(row).hauler for row in range(self.model.rowCount())]

    def add_manifest(self) -> ManifestFormDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = ManifestFormDialog(
            self, self.context, establishment_id, known_haulers=self._known_haulers()
        )
        dialog.accepted.connect(lambda: self._changed(dialog.saved.id if dialog.saved else None))
        dialog.open()
        return dialog

    def amend_manifest(self, _index: QModelIndex | None = None) -> ManifestFormDialog | None:
        manifest = self.selected_manifest()
        establishment_id = self.establishment_id
        if establishment_id is None or manifest is None or manifest.is_void:
            return None
        dialog = ManifestFormDialog(
            self, self.context, establishment_id, manifest.id, known_haulers=self._known_haulers()
        )
        dialog.accepted.connect(lambda: self._changed(manifest.id))
        # A scan voided in the dialog is void at once, whether the amendment is saved
        # or cancelled: the table and the scans below show it either way.
        dialog.attachments.changed.connect(lambda: self._changed(manifest.id))
        dialog.open()
        return dialog

    def void_manifest(self) -> VoidDialog | None:
        manifest = self.selected_manifest()
        if manifest is None or manifest.is_void:
            return None
        pk = manifest.id

        def void(reason: str) -> None:
            void_manifest(self.context.db, pk, reason, self.context.actor)

        dialog = VoidDialog(self, f"manifest {manifest.manifest_no} of {manifest.hauler}", void)
        if manifest.pump_outs:
            consequence = paragraph(
                f"The pump-outs it covers ({pump_outs_text(manifest.pump_outs)}) will show "
                '"Manifest missing" again until another manifest is linked to them (R2).'
            )
            consequence.setObjectName("void_consequence")
            dialog.content.insertWidget(1, consequence)
        dialog.accepted.connect(lambda: self._changed(pk))
        dialog.open()
        return dialog

    def link_pump_out(self) -> LinkPumpOutDialog | None:
        manifest = self.selected_manifest()
        establishment_id = self.establishment_id
        if establishment_id is None or manifest is None or manifest.is_void:
            return None
        dialog = LinkPumpOutDialog(self, self.context, establishment_id, manifest)
        dialog.accepted.connect(lambda: self._changed(manifest.id))
        dialog.open()
        return dialog

    def _changed(self, manifest_pk: int | None = None) -> None:
        self.refresh()
        if manifest_pk is not None:
            self.select_manifest(manifest_pk)
        self.records_changed.emit()
