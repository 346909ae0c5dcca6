"""The maintenance log as a read-only table, read from the database a page at a time.

With 100,000 entries the table must open at once: the model holds only the pages the
view has scrolled through (``canFetchMore``/``fetchMore``), and sorting or filtering asks
the database again for the first page instead of sorting rows in Python.
Columns as the Maintenance sheet of records-workbook.md, with the R1/R2 flags last.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date
from decimal import Decimal
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.database import Database
from fog_desktop.services.maintenance import (
    FLAG_MANIFEST_MISSING,
    FLAG_OVER_25,
    MaintenanceFilter,
    MaintenanceRow,
    count_rows,
    fetch_rows,
)
from ui.devices.model import number_text
from ui.rows import VOID_TEXT_COLOUR

Index = QModelIndex | QPersistentModelIndex

#: A reading above 25% (R1): background and text, contrast above 7:1.
OVER_COLOURS = ("#f8d7da", "#842029")
#: A reading within the rule.
WITHIN_COLOURS = ("#d1e7dd", "#0f5132")
#: A flag for the manager to check (a partial pump-out, a missing manifest: R2).
FLAG_COLOURS = ("#fff3cd", "#664d03")

#: Long headers broken over two lines on screen; the tooltip keeps the sheet's name.
HEADER_BREAKS: dict[str, str] = {
    "FOG depth (in)": "FOG\n(in)",
    "Solids depth (in)": "Solids\n(in)",
    "Percent of design depth": "% of design\ndepth",
    "Gallons removed": "Gallons\nremoved",
    "Manifest no.": "Manifest\nno.",
    "Performed by": "Performed\nby",
}

PAGE_SIZE = 200


def percent_text(percent: Decimal) -> str:
    return f"{percent}%"


def decimal_text(value: Decimal | None) -> str:
    return "" if value is None else number_text(value)


class MaintenanceModel(QAbstractTableModel):
    """One establishment's log, filtered and sorted by the database (MaintenanceFilter).

    ``reloaded`` is emitted after each reset, once the first page and the count are in.
    """

    (DATE, DEVICE, SERVICE, FOG, SOLIDS, PERCENT, GALLONS, FLAGS, HAULER, MANIFEST,
     PERFORMED_BY, NOTES, STATUS) = range(13)  # fmt: skip
    #: The Maintenance sheet's headers (records-workbook.md), with the flags of R1/R2 next
    #: to the numbers they are about, where a narrow screen still shows them.
    HEADERS = (
        "Date",
        "Device ID",
        "Service",
        "FOG depth (in)",
        "Solids depth (in)",
        "Percent of design depth",
        "Gallons removed",
        "Flags",
        "Hauler",
        "Manifest no.",
        "Performed by",
        "Notes",
        "Status",
    )
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

    def __init__(
        self, db: Database, as_of: Callable[[], date], *, page_size: int = PAGE_SIZE
    ) -> None:
        super().__init__()
        self._db = db
        self._as_of = as_of
        self.page_size = page_size
        self._establishment_id: int | None = None
        self._filter = MaintenanceFilter()
        self._rows: list[MaintenanceRow] = []
        self._total = 0
        self._exhausted = True
        self._fetching = False

    # --- What is shown ------------------------------------------------------------------

    @property
    def filter(self) -> MaintenanceFilter:
        """A copy of the filter and sort in force."""
        return replace(self._filter)

    @property
    def total(self) -> int:
        """How many entries match the filter, loaded or not."""
        return self._total

    def sort_column(self) -> int:
        return next(c for c, key in self.SORT_KEYS.items() if key == self._filter.sort)

    def sort_order(self) -> Qt.SortOrder:
        descending = self._filter.descending
        return Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder

    def show(self, establishment_id: int | None, flt: MaintenanceFilter | None = None) -> None:
        """Show ``establishment_id``'s log, narrowed to ``flt`` when given (sort kept)."""
        self._establishment_id = establishment_id
        if flt is not None:
            self._filter = replace(flt, sort=self._filter.sort, descending=self._filter.descending)
        self.reload()

    def set_filter(self, flt: MaintenanceFilter) -> None:
        """Narrow the log to ``flt``, keeping the sort in force."""
        self.show(self._establishment_id, flt)

    def reload(self) -> None:
        """Read the count and the first page again; the view goes back to the top."""
        self.beginResetModel()
        self._rows = []
        self._total = 0
        self._exhausted = True
        rows: list[MaintenanceRow] = []
        if self._establishment_id is not None:
            self._total = count_rows(self._db, self._establishment_id, self._filter)
            rows = self._rows = self._page(0)
        # No page is fetched from a slot of modelReset: it would insert rows inside the
        # reset (Qt's model tester says so). Fetching resumes once the reset is over.
        self.endResetModel()
        self._exhausted = self._establishment_id is None or len(rows) < self.page_size
        self.reloaded.emit()

    def _page(self, offset: int) -> list[MaintenanceRow]:
        assert self._establishment_id is not None
        return fetch_rows(
            self._db,
            self._establishment_id,
            self._filter,
            offset,
            self.page_size,
            as_of=self._as_of(),
        )

    def entry(self, row: int) -> MaintenanceRow:
        return self._rows[row]

    def row_of(self, entry_id: int) -> int | None:
        return next((i for i, r in enumerate(self._rows) if r.id == entry_id), None)

    # --- Lazy loading -------------------------------------------------------------------

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802
        return not parent.isValid() and not self._exhausted and not self._fetching

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008, N802
        if not self.canFetchMore(parent):
            return
        rows = self._page(len(self._rows))
        # Fewer than a page: the end of the log (also when another PC changed it meanwhile).
        self._exhausted = len(rows) < self.page_size
        if not rows:
            return
        first = len(self._rows)
        # A slot of rowsAboutToBeInserted may ask for more: not until these are in.
        self._fetching = True
        try:
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self._rows.extend(rows)
            self.endInsertRows()
        finally:
            self._fetching = False

    # --- Sorting ------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Ask the database for the log in this order; Flags can't be sorted on."""
        key = self.SORT_KEYS.get(column)
        descending = order == Qt.SortOrder.DescendingOrder
        if key is None or (key, descending) == (self._filter.sort, self._filter.descending):
            return
        self._filter = replace(self._filter, sort=key, descending=descending)
        self.reload()

    # --- Qt's table -----------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.HEADERS):
            return None
        header = self.HEADERS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return HEADER_BREAKS.get(header, header)
        if role == Qt.ItemDataRole.ToolTipRole:
            if section in self.SORT_KEYS:
                return f"{header}: click to sort by it, again to reverse"
            return header
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return header
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._accessible(row, column)
        if role == Qt.ItemDataRole.FontRole and row.is_void:
            font = QFont()
            font.setItalic(True)
            return font
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole):
            return self._colour(row, column, role == Qt.ItemDataRole.BackgroundRole)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in self.NUMERIC:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    @staticmethod
    def flags_of(row: MaintenanceRow) -> tuple[str, ...]:
        """The flags that still matter: none on an entry voided as entered in error."""
        return () if row.is_void else row.flags

    def text(self, row: MaintenanceRow, column: int) -> str:
        if column == self.DATE:
            return row.service_date.isoformat()
        if column == self.DEVICE:
            return row.device_id
        if column == self.SERVICE:
            return row.service
        if column == self.FOG:
            return decimal_text(row.fog_depth_in)
        if column == self.SOLIDS:
            return decimal_text(row.solids_depth_in)
        if column == self.PERCENT:
            return "" if row.percent is None else percent_text(row.percent)
        if column == self.GALLONS:
            return decimal_text(row.gallons_removed)
        if column == self.HAULER:
            return row.hauler
        if column == self.MANIFEST:
            return row.manifest_no
        if column == self.PERFORMED_BY:
            return row.performed_by
        if column == self.NOTES:
            return row.notes
        if column == self.FLAGS:
            # Beside a typed manifest no., "Manifest missing" would read as a contradiction.
            return "; ".join(
                _sentence(row.manifest_problem) if flag == FLAG_MANIFEST_MISSING else flag
                for flag in self.flags_of(row)
            )
        return row.status_text

    def _over(self, row: MaintenanceRow) -> bool:
        return FLAG_OVER_25 in self.flags_of(row)

    def _colour(self, row: MaintenanceRow, column: int, background: bool) -> QBrush | None:
        if row.is_void:
            return None if background else QBrush(QColor(VOID_TEXT_COLOUR))
        colours: tuple[str, str] | None = None
        if column == self.PERCENT and row.percent is not None:
            colours = OVER_COLOURS if self._over(row) else None
        elif column == self.FLAGS and row.flags:
            colours = OVER_COLOURS if self._over(row) else FLAG_COLOURS
        if colours is None:
            return None
        return QBrush(QColor(colours[0] if background else colours[1]))

    def _tooltip(self, row: MaintenanceRow, column: int) -> str:
        text = self.text(row, column)
        if column == self.PERCENT and row.percent is not None:
            verdict = (
                "over 25%: the interceptor must be serviced now (R1)"
                if self._over(row)
                else "within the 25% rule (R1)"
            )
            return f"{text} of {row.device_id}'s design depth: {verdict}"
        return text

    def _accessible(self, row: MaintenanceRow, column: int) -> str:
        # Colour is not the only sign: a screen reader says the state in words.
        text = self.text(row, column)
        if column == self.PERCENT and self._over(row):
            text = f"{text}, over 25%"
        if row.is_void:
            text = f"{text}, {row.status_text}"
        return text


def _sentence(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is (a manifest no. keeps its case)."""
    return text[:1].upper() + text[1:]
