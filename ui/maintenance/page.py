"""The "Maintenance" page: every pump-out, cleaning, reading and inspection (R1–R3, R6).

One table of the establishment's log, read from the database a page at a time, with
filters and a search above it and the 25% chart of an interceptor below. There is no
delete: a correction is an amendment, an entry made in error is voided with a reason
and stays in the table, greyed and marked "Void: reason".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QLineEdit, QPushButton

from fog_desktop.context import AppContext
from fog_desktop.i18n import noop, translate
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.devices import DeviceRow, list_devices
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    LogPage,
    MaintenanceFilter,
    MaintenanceRow,
    first_page,
    void_entry,
)
from fog_desktop.words import shown
from models import MaintenanceEntry, Service
from ui.dates import day_text
from ui.dialogs import FormDialog, report_failure
from ui.hauler_requests.requests_list import RequestsList
from ui.maintenance.cells import FLAG_WORDS, flag_text
from ui.maintenance.chart import ChartPanel
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.filters import FilterBar
from ui.maintenance.frequency import FrequencyPanel
from ui.maintenance.model import MaintenanceModel
from ui.maintenance.settle import SettleDialog
from ui.records_page import NO_ESTABLISHMENT, RecordsPageOf, open_record
from ui.tables import fit_columns, may_elide

NO_ENTRIES = noop(
    "MaintenancePage",
    "No entries yet. Use Add entry… to record a pump-out, a cleaning, a sludge-height "
    "reading or an inspection.",
)
NO_MATCH = noop("MaintenancePage", "No entries match these filters. Clear filters shows them all.")
#: Free text columns are kept this narrow at most; the tooltip shows all of it.
TEXT_COLUMN_MAX = 240
#: How many rows the column widths are fitted to.
FIT_ROWS = 50


def entries_text(count: int) -> str:
    """ "1,000 entries", the number as the user writes it."""
    return translate("MaintenancePage", "%Ln entry(ies)", None, count)


@dataclass(frozen=True)
class LogRead:
    """What a refresh reads: the devices to filter and chart by, and the log's first page
    (``log``, of ``filter``) as the filter in force when asked (``asked``) narrows it."""

    establishment_id: int | None
    devices: tuple[DeviceRow, ...]
    asked: MaintenanceFilter
    filter: MaintenanceFilter
    log: LogPage


class MaintenancePage(RecordsPageOf[LogRead, MaintenanceRow]):
    """The log's records page; its table is filtered, sorted and counted by the database,
    so its count and its sort are its own, and the table stays, with the chart, when no
    entry matches."""

    #: The page's name, and its key in the window (translated where the window shows it).
    title = noop("Page", "Maintenance")
    HEADING = noop("MaintenancePage", "Maintenance log")
    ADD_TEXT = noop("MaintenancePage", "Add entry…")
    ORDERED_BY_MODEL = True
    #: A device's pump-out or cleaning due opens its new entry (R1, R2, R8d).
    opens = frozenset(
        {
            ObligationKind.PUMP_OUT,
            ObligationKind.SERVICE_NOW,
            ObligationKind.EARLY_PUMP_OUT,
            ObligationKind.TRAP_CLEANING,
        }
    )
    #: The Dashboard's pump-out needing attention is shown here.
    shows = frozenset({MaintenanceEntry.__tablename__})
    model: MaintenanceModel

    def __init__(self, context: AppContext) -> None:
        self.filters = FilterBar()
        # Made first: the records page asks it to follow the selection as it is built.
        self.check_button = QPushButton(translate("MaintenancePage", "Check pump-out…"))
        self.check_button.setToolTip(
            translate(
                "MaintenancePage",
                "Confirm a pump-out full, or record it partial, from its manifest (R2).",
            )
        )
        # A missing manifest chased: each request to the hauler, below the log (R2).
        self.requests = RequestsList(context)
        self.ask_button = QPushButton(translate("MaintenancePage", "Ask the hauler…"))
        self.ask_button.setToolTip(
            translate("MaintenancePage", "Ask the hauler for a copy of the missing manifest")
        )
        self.frequency = FrequencyPanel(context)
        self.chart = ChartPanel(context.db, self.frequency)
        super().__init__(
            context, MaintenanceModel(context.db, context.today), self.chart, void=void_entry
        )
        self._fitted = False
        self.count = QLabel()
        self.count.setObjectName("entry_count")
        self.count.setWordWrap(True)
        # The count says how many entries there are, and why none are listed.
        self.shown.hide()
        self.empty.hide()
        self.filter_row.insertWidget(0, self.filters, stretch=1)
        self.layout_.insertWidget(2, self.count)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self._sort_by_header()
        # The notes and the status are cut at TEXT_COLUMN_MAX, whole in the tooltip.
        may_elide(self.table, MaintenanceModel.NOTES, MaintenanceModel.STATUS)
        self.filters.changed.connect(self._filter)
        self.model.reloaded.connect(self.filtered)
        self.model.failed.connect(partial(report_failure, self))
        # A row selected before its page was read (End, a record shown from the Dashboard)
        # can be amended once it is.
        self.model.page_read.connect(self._selection_changed)
        # An approval amends the device's frequency: its schedule and the analysis change.
        self.frequency.changed.connect(self.changed)
        self.check_button.clicked.connect(self.check_pump_out)
        self.button_row.insertWidget(self.button_row.count() - 1, self.check_button)
        self.record_buttons.append(self.check_button)
        self.splitter.insertWidget(1, self.requests)
        self.ask_button.clicked.connect(self.requests.add_record)
        self.button_row.insertWidget(self.button_row.count() - 1, self.ask_button)
        self.update_buttons()

    def search_box(self) -> QLineEdit | None:
        return self.filters.search

    def _sort_by_header(self) -> None:
        """A click on a header asks the model, which asks the database (see model.py); the
        table's own sorting would sort only the rows read so far."""
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionsClickable(True)
        header.setSortIndicator(self.model.sort_column(), self.model.sort_order())
        header.setSortIndicatorShown(True)
        # Columns are fitted to the first rows, not to every row of a page each refresh.
        header.setResizeContentsPrecision(FIT_ROWS)
        header.sortIndicatorChanged.connect(self._sort)
        # A new order or filter starts at the top, where its first page is.
        self.model.modelReset.connect(self.table.scrollToTop)

    # --- Reading ------------------------------------------------------------------------

    def load(self, establishment_id: int | None) -> LogRead:
        asked = self.model.filter
        if establishment_id is None:
            return LogRead(None, (), asked, asked, LogPage((), 0))
        db, today = self.context.db, self.context.today()
        devices = tuple(list_devices(db, establishment_id))
        # A device of another establishment (the one shown before) narrows nothing here.
        known = any(d.device_id == asked.device_id for d in devices)
        flt = asked if known or not asked.device_id else replace(asked, device_id="")
        log = first_page(db, establishment_id, flt, self.model.page_size, as_of=today)
        return LogRead(establishment_id, devices, asked, flt, log)

    def show_read(self, loaded: LogRead) -> None:
        self.model.show_read(loaded.establishment_id, loaded.asked, loaded.filter, loaded.log)
        self.filters.set_devices(loaded.devices)
        self.chart.set_devices(loaded.establishment_id, loaded.devices, self.context.today())
        self.requests.refresh()

    def show_detail(self, row: MaintenanceRow | None) -> None:
        self.requests.show_pump_out(row)

    def fit_columns(self) -> None:
        """Fit the columns to the first entries, once: a width the user dragged stays
        when an entry is saved."""
        if self._fitted or not self.model.rowCount():
            return
        self._fitted = True
        fit_columns(self.table)
        header = self.table.horizontalHeader()
        for column in (MaintenanceModel.NOTES, MaintenanceModel.STATUS):
            header.resizeSection(column, min(header.sectionSize(column), TEXT_COLUMN_MAX))
        # Wide enough for the longest single flag, whatever the first page held and
        # whatever limit of two digits the ordinance profile sets.
        longest = max((flag_text(flag, Decimal(99)) for flag in FLAG_WORDS), key=len)
        flag_width = self.table.fontMetrics().horizontalAdvance(longest) + 24
        header.resizeSection(MaintenanceModel.FLAGS, flag_width)

    def filtered(self) -> None:
        self.count.setText(self._count_text())
        self.update_buttons()

    def _count_text(self) -> str:
        model = self.model
        if self.establishment_id is None:
            return translate("RecordsPageOf", NO_ESTABLISHMENT)
        total, every = model.counted()
        if not model.filter.narrows:
            if not total:
                return translate("MaintenancePage", NO_ENTRIES)
            counted = entries_text(total)
        elif total:
            counted = translate(
                "MaintenancePage", "%Ln of {entries} match these filters", None, total
            )
            counted = counted.format(entries=entries_text(every))
        else:
            return translate("MaintenancePage", NO_MATCH)
        column = model.headers[model.sort_column()]
        if model.filter.descending:
            sorted_by = translate("MaintenancePage", "{counted}, sorted by {column} (descending).")
        else:
            sorted_by = translate("MaintenancePage", "{counted}, sorted by {column} (ascending).")
        return sorted_by.format(counted=counted, column=column)

    def _filter(self, flt: MaintenanceFilter) -> None:
        self.model.set_filter(flt)
        if flt.device_id:
            self.chart.show_device(flt.device_id)

    def _sort(self, column: int, order: Qt.SortOrder) -> None:
        """Flags can't be sorted on: the arrow goes back where the sort really is."""
        if column in MaintenanceModel.SORT_KEYS:
            self.model.sort(column, order)
        else:
            header = self.table.horizontalHeader()
            header.setSortIndicator(self.model.sort_column(), self.model.sort_order())

    # --- Changing -----------------------------------------------------------------------

    def form(self, establishment_id: int, row: MaintenanceRow | None) -> EntryFormDialog:
        return EntryFormDialog(self, self.context, establishment_id, row)

    def open_obligation(self, obligation: Obligation) -> None:
        self.add_with(
            lambda establishment_id: EntryFormDialog(
                self,
                self.context,
                establishment_id,
                device_id=obligation.subject,
                call_hauler=obligation.kind == ObligationKind.SERVICE_NOW,
            )
        )

    def show_record(self, table: str, pk: int) -> None:
        open_record(self, pk, lambda: self)

    def update_buttons(self) -> None:
        super().update_buttons()
        row = self.selected()
        # Only a pump-out is confirmed full or partial (R2).
        self.check_button.setEnabled(
            row is not None and not row.is_void and row.service == Service.PUMP_OUT
        )
        missing = row is not None and FLAG_MANIFEST_MISSING in row.flags
        self.ask_button.setEnabled(missing)

    def check_pump_out(self) -> FormDialog[Any] | None:
        return self.open_for_selected(lambda row: SettleDialog(self, self.context, row))

    def void_label(self, row: MaintenanceRow) -> str:
        return translate("MaintenancePage", "{service} of {device} on {date}").format(
            service=shown(row.service),
            device=row.device_id,
            date=day_text(row.service_date),
        )
