"""The "Maintenance" page: every pump-out, cleaning, reading and inspection (R1–R3, R6).

One table of the establishment's log, read from the database a page at a time, with
filters and a search above it and the 25% chart of an interceptor below. There is no
delete: a correction is an amendment, an entry made in error is voided with a reason
and stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
)

from fog_desktop.context import AppContext
from fog_desktop.services.devices import list_devices
from fog_desktop.services.maintenance import (
    FLAG_PARTIAL,
    MaintenanceFilter,
    MaintenanceRow,
    count_rows,
    void_entry,
)
from models import Device
from ui.dialogs import VoidDialog
from ui.maintenance.chart import ChartPanel
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.filters import FilterBar
from ui.maintenance.model import MaintenanceModel
from ui.page import Page, heading
from ui.tables import fit_columns, read_only_table

NO_ESTABLISHMENT = "No establishment yet. Use File > Set up an establishment… to add yours."
NO_ENTRIES = (
    "No entries yet. Use Add entry… to record a pump-out, a cleaning, a sludge-height "
    "reading or an inspection."
)
NO_MATCH = "No entries match these filters. Clear filters shows them all."
#: Free text columns are kept this narrow at most; the tooltip shows all of it.
TEXT_COLUMN_MAX = 240
#: How many rows the column widths are fitted to.
FIT_ROWS = 50


def is_filtered(flt: MaintenanceFilter) -> bool:
    """True when ``flt`` narrows the log (its sort aside)."""
    return replace(flt, sort="date", descending=True) != MaintenanceFilter()


def entries_text(count: int) -> str:
    return f"{count:,} entr{'y' if count == 1 else 'ies'}"


class MaintenancePage(Page[Any]):
    title = "Maintenance"

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self._devices: list[Device] = []
        self._fitted = False
        self.heading = heading("Maintenance log")
        self.model = MaintenanceModel(context.db, context.today)
        self.filters = FilterBar()
        self.count = QLabel()
        self.count.setObjectName("entry_count")
        self.count.setWordWrap(True)
        self.table = self._log_table()
        self.chart = ChartPanel(context.db)
        self.add_button = QPushButton("Add entry…")
        self.amend_button = QPushButton("Amend…")
        self.void_button = QPushButton("Void…")
        self.add_button.clicked.connect(self.add_entry)
        self.amend_button.clicked.connect(self.amend_entry)
        self.void_button.clicked.connect(self.void_entry)
        self.filters.changed.connect(self._filter)
        self.model.reloaded.connect(self._show_count)
        self.model.modelReset.connect(self._update_buttons)
        self._lay_out()
        self._update_buttons()

    def _log_table(self) -> QTableView:
        table = read_only_table(self.model)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSortIndicator(self.model.sort_column(), self.model.sort_order())
        header.setSortIndicatorShown(True)
        # Columns are fitted to the first rows, not to every row of a page each refresh.
        header.setResizeContentsPrecision(FIT_ROWS)
        # The view asks the model to sort, and the model asks the database (see model.py).
        table.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._keep_sort_indicator)
        table.selectionModel().selectionChanged.connect(self._update_buttons)
        table.doubleClicked.connect(self.amend_entry)
        # A new order or filter starts at the top, and a view left scrolled to the
        # bottom does not read a second page of it at once.
        self.model.modelReset.connect(table.scrollToTop)
        return table

    def _lay_out(self) -> None:
        title_row = QHBoxLayout()
        title_row.addWidget(self.heading)
        title_row.addStretch()
        for button in (self.add_button, self.amend_button, self.void_button):
            title_row.addWidget(button)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        layout.addWidget(self.filters)
        layout.addWidget(self.count)
        layout.addWidget(splitter, stretch=1)

    # --- Reading ------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected_entry()
        establishment_id = self.establishment_id
        self._devices = list_devices(self.context.db, establishment_id) if establishment_id else []
        # The device list first: a device gone from it (another establishment) resets
        # the filter before the table is read.
        self.filters.set_devices(self._devices)
        self.model.show(establishment_id, self.filters.applied)
        self.chart.set_devices(establishment_id, self._devices, self.context.today())
        if not self._fitted and self.model.rowCount():
            self._fit_columns()
        if chosen is not None:
            self.select_entry(chosen.id)
        self._update_buttons()

    def _fit_columns(self) -> None:
        """Fit the columns to the first entries, once: a width the user dragged stays
        when an entry is saved."""
        self._fitted = True
        fit_columns(self.table)
        header = self.table.horizontalHeader()
        for column in (MaintenanceModel.NOTES, MaintenanceModel.STATUS):
            header.resizeSection(column, min(header.sectionSize(column), TEXT_COLUMN_MAX))
        # Wide enough for the longest single flag, whatever the first page held.
        flag_width = self.table.fontMetrics().horizontalAdvance(FLAG_PARTIAL) + 24
        header.resizeSection(MaintenanceModel.FLAGS, flag_width)

    def _filter(self, flt: MaintenanceFilter) -> None:
        self.model.set_filter(flt)
        if flt.device_id:
            self.chart.show_device(flt.device_id)

    def _keep_sort_indicator(self, column: int, _order: Qt.SortOrder) -> None:
        """Flags can't be sorted on: put the arrow back where the sort really is."""
        if column not in MaintenanceModel.SORT_KEYS:
            header = self.table.horizontalHeader()
            header.setSortIndicator(self.model.sort_column(), self.model.sort_order())

    def _show_count(self) -> None:
        model = self.model
        if self.establishment_id is None:
            self.count.setText(NO_ESTABLISHMENT)
            return
        total = model.total
        if not is_filtered(model.filter):
            text = entries_text(total) if total else NO_ENTRIES
        elif total:
            every = count_rows(self.context.db, self.establishment_id, MaintenanceFilter())
            text = f"{total:,} of {entries_text(every)} match these filters"
        else:
            text = NO_MATCH
        if total:
            column = model.HEADERS[model.sort_column()]
            order = "descending" if model.filter.descending else "ascending"
            text += f", sorted by {column} ({order})."
        self.count.setText(text)

    def selected_entry(self) -> MaintenanceRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.entry(rows[0].row()) if rows else None

    def select_entry(self, entry_id: int) -> bool:
        row = self.model.row_of(entry_id)
        if row is not None:
            self.table.selectRow(row)
        return row is not None

    def _update_buttons(self) -> None:
        entry = self.selected_entry()
        in_use = entry is not None and not entry.is_void
        self.add_button.setEnabled(self.establishment_id is not None)
        self.amend_button.setEnabled(in_use)
        self.void_button.setEnabled(in_use)

    # --- Changing -----------------------------------------------------------------------

    def add_entry(self) -> EntryFormDialog | None:
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = EntryFormDialog(self, self.context, establishment_id, self._devices)
        dialog.accepted.connect(lambda: self._changed(dialog.saved_id))
        dialog.open()
        return dialog

    def amend_entry(self) -> EntryFormDialog | None:
        entry = self.selected_entry()
        establishment_id = self.establishment_id
        if establishment_id is None or entry is None or entry.is_void:
            return None
        dialog = EntryFormDialog(self, self.context, establishment_id, self._devices, entry)
        dialog.accepted.connect(lambda: self._changed(dialog.saved_id))
        dialog.open()
        return dialog

    def void_entry(self) -> VoidDialog | None:
        entry = self.selected_entry()
        if entry is None or entry.is_void:
            return None
        pk = entry.id

        def void(reason: str) -> None:
            void_entry(self.context.db, pk, reason, self.context.actor)

        label = f"{entry.service} of {entry.device_id} on {entry.service_date}"
        dialog = VoidDialog(self, label, void)
        dialog.accepted.connect(lambda: self._changed(pk))
        dialog.open()
        return dialog

    def _changed(self, entry_id: int | None) -> None:
        self.refresh()
        if entry_id is not None:
            self.select_entry(entry_id)
        self.records_changed.emit()
