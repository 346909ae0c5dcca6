"""The maintenance log as a read-only table, read from the database a page at a time.

With 100,000 entries the table must open at once and jump to any row at once (issue 16
§4): the model reads the ids of the entries in the order shown, once, and then the page
of rows the view shows, by their ids; sorting or filtering asks the database again
instead of sorting rows in Python. Every read is off the GUI thread: the rows shown stay
on screen until a new order's are in, a cell not read yet says "…" until its page is,
and a page read for an order or a filter no longer in force is dropped when it arrives.
Columns as the Maintenance sheet of records-workbook.md, with the R1/R2 flags last.
"""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from typing import Any, ClassVar

from PySide6.QtCore import QModelIndex, Qt, Signal

from fog_desktop.database import Database
from fog_desktop.i18n import translate
from fog_desktop.parse import number_text
from fog_desktop.services.maintenance import (
    FLAG_OVER_25,
    LogPage,
    MaintenanceFilter,
    MaintenanceRow,
    first_page,
    rows_by_id,
)
from fog_desktop.words import shown
from ui.entered import entered_status_column
from ui.maintenance.cells import (
    FLAG_COLOURS,
    OVER_COLOURS,
    decimal_text,
    flags_of,
    flags_text,
    percent_text,
    performed_by_text,
)
from ui.operations import BackgroundOp
from ui.rows import Column, Index, RowsModel, date_column

PAGE_SIZE = 200
#: The pages whose rows are kept: a screen or two, and those scrolled through last.
KEPT_PAGES = 10
#: The pages asked for and not yet read: those on screen now; older ones were scrolled past.
WANTED_PAGES = 3


class MaintenanceModel(RowsModel[MaintenanceRow]):
    """One establishment's log, filtered and sorted by the database (MaintenanceFilter).

    Its row count is every entry the filter lets through, so the scroll bar's end is the
    last of them; it holds their ids in order and the rows of the pages last shown
    (:data:`KEPT_PAGES`), reading a page by its ids off the GUI thread when the view
    first asks for one of its cells, which say ``…`` until then (issue 16 §4).
    ``reloaded`` is emitted after each reset, once the first page and the counts
    are in; ``failed`` with the exception when a read fails for a reason of the machine
    (the server gone), for the page to say.
    """

    (DATE, DEVICE, SERVICE, FOG, SOLIDS, PERCENT, GALLONS, FLAGS, HAULER, MANIFEST,
     PERFORMED_BY, NOTES, STATUS) = range(13)  # fmt: skip
    NUMERIC = (FOG, SOLIDS, PERCENT, GALLONS)
    #: The key of MaintenanceFilter.sort for each sortable column; Flags is not sortable.
    SORT_KEYS: ClassVar[dict[int, str]] = {
        DATE: "date",
        DEVICE: "device",
        SERVICE: "service",
        FOG: "fog",
        SOLIDS: "solids",
        PERCENT: "percent",
        GALLONS: "gallons",
        HAULER: "hauler",
        MANIFEST: "manifest",
        PERFORMED_BY: "performed_by",
        NOTES: "notes",
        STATUS: "status",
    }

    reloaded = Signal()
    failed = Signal(object)
    #: The rows of a page are in (first, last row): what showed a placeholder is read.
    page_read = Signal(int, int)

    def __init__(
        self, db: Database, as_of: Callable[[], date], *, page_size: int = PAGE_SIZE
    ) -> None:
        super().__init__()
        self._db = db
        self._as_of = as_of
        self.page_size = page_size
        self._establishment_id: int | None = None
        self._filter = MaintenanceFilter()
        self._counts = LogPage((), 0)
        #: The rows of the pages read, by page number, the one shown last at the end.
        self._pages: OrderedDict[int, tuple[MaintenanceRow, ...]] = OrderedDict()
        #: Pages the view asked for and not yet read, the one asked for last at the end.
        self._wanted: OrderedDict[int, None] = OrderedDict()
        #: Counts the reads that replace the rows: a page read before the latest is stale.
        self._reading = 0
        #: Counts the sets of ids shown: a page read by the ids of an older one is stale.
        self._shown = 0
        #: A page is being read: the next one is asked for when it is in.
        self._paging = False
        #: A read failed: no page is asked for until the log is read again.
        self._broken = False

    # --- What is shown ------------------------------------------------------------------

    @property
    def filter(self) -> MaintenanceFilter:
        """A copy of the filter and sort in force."""
        return replace(self._filter)

    def sort_column(self) -> int:
        return next(c for c, key in self.SORT_KEYS.items() if key == self._filter.sort)

    def sort_order(self) -> Qt.SortOrder:
        descending = self._filter.descending
        return Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder

    @property
    def total(self) -> int:
        """How many entries match the filter, read or not."""
        return self._counts.total

    def counted(self) -> tuple[int, int]:
        """How many entries match the filter, and how many the log holds in all."""
        return self._counts.total, self._counts.every

    def show(self, establishment_id: int | None, flt: MaintenanceFilter | None = None) -> None:
        """Show ``establishment_id``'s log, narrowed to ``flt`` when given (sort kept)."""
        self._establishment_id = establishment_id
        if flt is not None:
            self._filter = self._sorted_as_now(flt)
        self.reload()

    def set_filter(self, flt: MaintenanceFilter) -> None:
        """Narrow the log to ``flt``, keeping the sort in force; read again if it changes."""
        if self._sorted_as_now(flt) != self._filter:
            self.show(self._establishment_id, flt)

    def _sorted_as_now(self, flt: MaintenanceFilter) -> MaintenanceFilter:
        return replace(flt, sort=self._filter.sort, descending=self._filter.descending)

    def reload(self) -> None:
        """Read the ids, the counts and the first page again, in the background; the rows
        shown stay until they are in."""
        self._reading += 1
        reading, establishment_id, flt = self._reading, self._establishment_id, self.filter
        if establishment_id is None:
            self._show(reading, flt, LogPage((), 0))
            return
        db, size, as_of = self._db, self.page_size, self._as_of()
        BackgroundOp(
            lambda: first_page(db, establishment_id, flt, size, as_of=as_of),
            lambda page: self._show(reading, flt, page),
            lambda exc: self._failed(reading, exc),
            owner=self,
        ).run_in_background()

    def show_read(
        self,
        establishment_id: int | None,
        asked: MaintenanceFilter,
        flt: MaintenanceFilter,
        page: LogPage,
    ) -> None:
        """Show a first page the page read with its records: ``page`` of ``flt``, read when
        the filter in force was ``asked``. A filter changed meanwhile is read again."""
        self._establishment_id = establishment_id
        if asked != self._filter:
            self.reload()
            return
        self._reading += 1
        self._show(self._reading, flt, page)

    def _show(self, reading: int, flt: MaintenanceFilter, page: LogPage) -> None:
        if reading != self._reading:
            return
        self._filter = flt
        self.beginResetModel()
        self._counts = page
        self._shown += 1
        self._pages.clear()
        self._wanted.clear()
        self._broken = False
        if page.rows:
            self._pages[0] = page.rows
        self.endResetModel()
        self.reloaded.emit()

    def _failed(self, reading: int, exc: Exception) -> None:
        """Said once: no page is asked for again until the log is read again (a refresh, a
        new filter or order), or a view showing a page that can't be read would ask, and
        fail, at every paint."""
        if reading == self._reading:
            self._broken = True
            self._wanted.clear()
            self.failed.emit(exc)

    # --- Rows read on demand ------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._counts.ids)

    def loaded(self, row: int) -> MaintenanceRow | None:
        """The row, once its page is read; None until then (its page is asked for)."""
        number, at = divmod(row, self.page_size)
        page = self._pages.get(number)
        if page is None:
            self._want(number)
            return None
        self._pages.move_to_end(number)
        return page[at]

    def row(self, row: int) -> MaintenanceRow:
        loaded = self.loaded(row)
        if loaded is None:
            raise LookupError(f"row {row} is not read yet")
        return loaded

    def rows(self) -> list[MaintenanceRow]:
        """The rows read and kept, in the table's order."""
        return [row for _, page in sorted(self._pages.items()) for row in page]

    def row_of(self, pk: int) -> int | None:
        """Where the entry with this id is, read or not: a selection is kept across a
        refresh wherever it was."""
        try:
            return self._counts.ids.index(pk)
        except ValueError:
            return None

    def _want(self, number: int) -> None:
        if self._broken or number in self._wanted:
            return
        self._wanted[number] = None
        # Pages scrolled past before they were read are no longer on screen.
        while len(self._wanted) > WANTED_PAGES:
            self._wanted.popitem(last=False)
        self._read_next()

    def _read_next(self) -> None:
        """Read the pages asked for, in one read, unless one is under way. The view asks
        first for its top row, so the page after it is read too: a screen that straddles
        two pages is painted once more, not twice."""
        if self._paging or not self._wanted:
            return
        numbers = list(self._wanted)
        self._wanted.clear()
        size, ids = self.page_size, self._counts.ids
        after = numbers[-1] + 1
        if after * size < len(ids) and after not in self._pages and after not in numbers:
            numbers.append(after)
        wanted = array("q", (pk for n in numbers for pk in ids[n * size : (n + 1) * size]))
        shown, reading, db, as_of = self._shown, self._reading, self._db, self._as_of()
        establishment_id = self._establishment_id
        assert establishment_id is not None, "pages are asked for only once a log is shown"
        self._paging = True
        BackgroundOp(
            lambda: rows_by_id(db, establishment_id, wanted, as_of=as_of),
            lambda rows: self._arrived(shown, numbers, rows),
            lambda exc: self._page_failed(reading, exc),
            owner=self,
        ).run_in_background()

    def _arrived(self, shown: int, numbers: list[int], rows: list[MaintenanceRow]) -> None:
        self._paging = False
        if shown == self._shown:
            size, last_column = self.page_size, self.columnCount() - 1
            for at, number in enumerate(numbers):
                page = tuple(rows[at * size : (at + 1) * size])
                self._pages[number] = page
                first, last = number * size, number * size + len(page) - 1
                self.dataChanged.emit(self.index(first, 0), self.index(last, last_column))
                self.page_read.emit(first, last)
            # Memory stays flat however far the view is scrolled.
            while len(self._pages) > KEPT_PAGES:
                self._pages.popitem(last=False)
        self._read_next()

    def _page_failed(self, reading: int, exc: Exception) -> None:
        self._paging = False
        if not self._broken:
            self._failed(reading, exc)
        # A page of an order shown since may have been asked for meanwhile.
        self._read_next()

    # --- Sorting ------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Ask the database for the log in this order; Flags can't be sorted on."""
        key = self.SORT_KEYS.get(column)
        descending = order == Qt.SortOrder.DescendingOrder
        if key is None or (key, descending) == (self._filter.sort, self._filter.descending):
            return
        self._filter = replace(self._filter, sort=key, descending=descending)
        self.reload()

    # --- What each cell says --------------------------------------------------------------

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        header = super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.ToolTipRole and section in self.SORT_KEYS:
            return translate(
                "MaintenanceModel", "{header}: click to sort by it, again to reverse"
            ).format(header=header)
        return header

    def columns(self) -> list[Column[MaintenanceRow]]:
        """The Maintenance sheet's columns (records-workbook.md), with the flags of R1/R2
        next to the numbers they are about, where a narrow screen still shows them."""
        return [
            date_column(translate("MaintenanceModel", "Date"), lambda r: r.service_date),
            Column(translate("MaintenanceModel", "Device ID"), lambda r: r.device_id),
            Column(translate("MaintenanceModel", "Service"), lambda r: shown(r.service)),
            Column(
                translate("MaintenanceModel", "FOG depth (in)"),
                lambda r: decimal_text(r.fog_depth_in),
                short=translate("MaintenanceModel", "FOG\n(in)"),
            ),
            Column(
                translate("MaintenanceModel", "Solids depth (in)"),
                lambda r: decimal_text(r.solids_depth_in),
                short=translate("MaintenanceModel", "Solids\n(in)"),
            ),
            Column(
                translate("MaintenanceModel", "Percent of design depth"),
                lambda r: "" if r.percent is None else percent_text(r.percent),
                short=translate("MaintenanceModel", "% of design\ndepth"),
            ),
            Column(
                translate("MaintenanceModel", "Gallons removed"),
                lambda r: decimal_text(r.gallons_removed),
                short=translate("MaintenanceModel", "Gallons\nremoved"),
            ),
            Column(translate("MaintenanceModel", "Flags"), flags_text),
            Column(translate("MaintenanceModel", "Hauler"), lambda r: r.hauler),
            Column(
                translate("MaintenanceModel", "Manifest no."),
                lambda r: r.manifest_no,
                short=translate("MaintenanceModel", "Manifest\nno."),
            ),
            Column(
                translate("MaintenanceModel", "Performed by"),
                performed_by_text,
                short=translate("MaintenanceModel", "Performed\nby"),
            ),
            Column(translate("MaintenanceModel", "Notes"), lambda r: r.notes),
            entered_status_column(self, lambda r: r.service_date),
        ]

    def _over(self, row: MaintenanceRow) -> bool:
        return FLAG_OVER_25 in flags_of(row)

    def colours(self, row: MaintenanceRow, column: int) -> tuple[str, str, str] | None:
        """A reading over the profile's limit in red, said "over 25%"; a flag in amber, or
        red when it is that reading's; the flags say themselves in words."""
        if column == self.PERCENT and self._over(row):
            over = translate("MaintenanceModel", "over {limit}%")
            return (*OVER_COLOURS, over.format(limit=number_text(row.limit_percent)))
        if column == self.FLAGS and row.flags:
            background, colour = OVER_COLOURS if self._over(row) else FLAG_COLOURS
            return background, colour, self.text(row, column)
        return None

    def tooltip(self, row: MaintenanceRow, column: int) -> str:
        text = self.text(row, column)
        if column == self.PERCENT and row.percent is not None:
            if self._over(row):
                verdict = translate(
                    "MaintenanceModel", "over {limit}%: the interceptor must be serviced now"
                )
            else:
                verdict = translate("MaintenanceModel", "within the {limit}% rule")
            verdict = verdict.format(limit=number_text(row.limit_percent))
            return translate(
                "MaintenanceModel", "{percent} of {device}'s design depth: {verdict}"
            ).format(percent=text, device=row.device_id, verdict=verdict)
        return text
