"""The maintenance log as a read-only table, read from the database a page at a time.

With 100,000 entries the table must open at once: the model holds only the pages the
view has scrolled through (``canFetchMore``/``fetchMore``), and sorting or filtering asks
the database again for the first page instead of sorting rows in Python. Every page is
read off the GUI thread: the rows shown stay on screen until the next ones are in, and a
page read for an order or a filter no longer in force is dropped when it arrives.
Columns as the Maintenance sheet of records-workbook.md, with the R1/R2 flags last.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from decimal import Decimal
from typing import Any, ClassVar

from PySide6.QtCore import QModelIndex, Qt, Signal

from fog_desktop.database import Database
from fog_desktop.i18n import noop, translate
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    FLAG_PARTIAL,
    LogPage,
    MaintenanceFilter,
    MaintenanceRow,
    fetch_rows,
    first_page,
)
from fog_desktop.words import shown
from ui.devices.model import number_text, status_shown
from ui.operations import BackgroundOp
from ui.rows import Column, Index, RowsModel, date_column

#: A reading above 25% (R1): background and text, contrast above 7:1.
OVER_COLOURS = ("#f8d7da", "#842029")
#: A reading within the rule.
WITHIN_COLOURS = ("#d1e7dd", "#0f5132")
#: A flag for the manager to check (a partial pump-out, a missing manifest: R2).
FLAG_COLOURS = ("#fff3cd", "#664d03")

PAGE_SIZE = 200

#: The flags as the table says them; the services' words are English, kept as such in
#: the packet and the workbook.
FLAG_WORDS = {
    FLAG_OVER_25: noop("MaintenanceFlags", "Over 25%"),
    FLAG_PARTIAL: noop("MaintenanceFlags", "Possible partial pump-out"),
    FLAG_MANIFEST_MISSING: noop("MaintenanceFlags", "Manifest missing"),
}


def flags_of(row: MaintenanceRow) -> tuple[str, ...]:
    """The flags that still matter: none on an entry voided as entered in error."""
    return () if row.is_void else row.flags


def flag_text(flag: str) -> str:
    """A flag of the services in the user's language."""
    word = FLAG_WORDS.get(flag)
    return translate("MaintenanceFlags", word) if word else flag


def manifest_problem(row: MaintenanceRow) -> str:
    """What a missing manifest means for this pump-out, in words true beside its manifest
    no. (MaintenanceRow.manifest_problem, in the user's language)."""
    if row.manifest_no:
        return translate("MaintenanceFlags", "Manifest {number} noted, not on file").format(
            number=row.manifest_no
        )
    return translate("MaintenanceFlags", "No manifest on file")


def flags_text(row: MaintenanceRow) -> str:
    # Beside a typed manifest no., "Manifest missing" would read as a contradiction.
    return "; ".join(
        manifest_problem(row) if flag == FLAG_MANIFEST_MISSING else flag_text(flag)
        for flag in flags_of(row)
    )


def percent_text(percent: Decimal) -> str:
    return translate("MaintenanceModel", "{percent}%").format(percent=percent)


def decimal_text(value: Decimal | None) -> str:
    return "" if value is None else number_text(value)


class MaintenanceModel(RowsModel[MaintenanceRow]):
    """One establishment's log, filtered and sorted by the database (MaintenanceFilter).

    ``reloaded`` is emitted after each reset, once the first page and the counts are in;
    ``failed`` with the exception when a read fails for a reason of the machine (the
    server gone), for the page to say.
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

    def __init__(
        self, db: Database, as_of: Callable[[], date], *, page_size: int = PAGE_SIZE
    ) -> None:
        super().__init__()
        self._db = db
        self._as_of = as_of
        self.page_size = page_size
        self._establishment_id: int | None = None
        self._filter = MaintenanceFilter()
        self._counts = LogPage((), 0, 0)
        self._exhausted = True
        #: Counts the reads that replace the rows: a page read before the latest is stale.
        self._reading = 0
        #: A read is under way: no page is asked for until it is in.
        self._busy = False

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
        """How many entries match the filter, loaded or not."""
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
        """Read the counts and the first page again, in the background; once they are in,
        the view goes back to the top."""
        self._reading += 1
        reading, establishment_id, flt = self._reading, self._establishment_id, self.filter
        if establishment_id is None:
            self._show(reading, flt, LogPage((), 0, 0))
            return
        db, size, as_of = self._db, self.page_size, self._as_of()
        self._busy = True
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
        self._counts = page
        self._exhausted = self._establishment_id is None or len(page.rows) < self.page_size
        # No page is asked for from a slot of modelReset (Qt's model tester asks): the
        # view goes back to the top first, then asks for more when it shows the last row.
        self._busy = True
        self.set_rows(page.rows)
        self._busy = False
        self.reloaded.emit()

    def _failed(self, reading: int, exc: Exception) -> None:
        """Said once: no page is asked for again until the log is read again (a refresh, a
        new filter or order), or a view left at the bottom would ask, and fail, forever."""
        if reading == self._reading:
            self._busy = False
            self._exhausted = True
            self.failed.emit(exc)

    # --- Lazy loading -------------------------------------------------------------------

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802
        return not parent.isValid() and not self._exhausted and not self._busy

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008, N802
        """Read the next page in the background; its rows are added when it is in."""
        if not self.canFetchMore(parent) or self._establishment_id is None:
            return
        self._busy = True
        reading, establishment_id, flt, offset = (
            self._reading,
            self._establishment_id,
            self.filter,
            self.rowCount(),
        )
        db, size, as_of = self._db, self.page_size, self._as_of()
        BackgroundOp(
            lambda: fetch_rows(db, establishment_id, flt, offset, size, as_of=as_of),
            lambda rows: self._add(reading, rows),
            lambda exc: self._failed(reading, exc),
            owner=self,
        ).run_in_background()

    def _add(self, reading: int, rows: list[MaintenanceRow]) -> None:
        if reading != self._reading:
            return
        # Fewer than a page: the end of the log (also when another PC changed it meanwhile).
        self._exhausted = len(rows) < self.page_size
        if rows:
            first = len(self._rows)
            # Still busy: a slot of rowsAboutToBeInserted may ask for more, not until
            # these are in.
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self._rows.extend(rows)
            self.endInsertRows()
        self._busy = False

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
                lambda r: r.performed_by,
                short=translate("MaintenanceModel", "Performed\nby"),
            ),
            Column(translate("MaintenanceModel", "Notes"), lambda r: r.notes),
            Column(translate("MaintenanceModel", "Status"), lambda r: status_shown(r.status_text)),
        ]

    def status_text(self, row: MaintenanceRow) -> str:
        return status_shown(row.status_text)

    def _over(self, row: MaintenanceRow) -> bool:
        return FLAG_OVER_25 in flags_of(row)

    def colours(self, row: MaintenanceRow, column: int) -> tuple[str, str, str] | None:
        """A reading over 25% in red, said "over 25%"; a flag in amber, or red when it is
        that reading's; the flags say themselves in words."""
        if column == self.PERCENT and self._over(row):
            return (*OVER_COLOURS, translate("MaintenanceModel", "over 25%"))
        if column == self.FLAGS and row.flags:
            background, colour = OVER_COLOURS if self._over(row) else FLAG_COLOURS
            return background, colour, self.text(row, column)
        return None

    def tooltip(self, row: MaintenanceRow, column: int) -> str:
        text = self.text(row, column)
        if column == self.PERCENT and row.percent is not None:
            if self._over(row):
                verdict = translate(
                    "MaintenanceModel", "over 25%: the interceptor must be serviced now"
                )
            else:
                verdict = translate("MaintenanceModel", "within the 25% rule")
            return translate(
                "MaintenanceModel", "{percent} of {device}'s design depth: {verdict}"
            ).format(percent=text, device=row.device_id, verdict=verdict)
        return text
