"""The rows a records page shows: those its search box and filters let through, sorted
by what each column holds; or, for a model that reads pages from the database, the
rows as the model itself filters and sorts them (R6: void rows stay, marked)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import (
    QIdentityProxyModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
)

from ui.rows import RowsModel

Index = QModelIndex | QPersistentModelIndex


class Record(Protocol):
    """What every row of a records page has: its id and whether it is void (R6)."""

    @property
    def id(self) -> int: ...

    @property
    def is_void(self) -> bool: ...


Row = TypeVar("Row", bound=Record)


class RecordsProxy(QSortFilterProxyModel, Generic[Row]):
    """The rows the search box and the page's own filters let through, sorted by what
    each column holds (dates as dates, amounts as numbers), not by the text shown."""

    def __init__(self, source: RowsModel[Row], accepts: Callable[[Row], bool]) -> None:
        super().__init__()
        self._source = source
        self._accepts = accepts
        self._search = ""
        self.setSourceModel(source)

    def set_search(self, text: str) -> None:
        self._search = text.strip().casefold()
        self.refilter()

    def refilter(self) -> None:
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def record(self, index: Index) -> Row:
        return self._source.row(self.mapToSource(index).row())

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        row = self._source.row(source_row)
        if not self._accepts(row):
            return False
        return not self._search or self._search in self._source.search_text(row).casefold()

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802
        source, column = self._source, left.column()
        key_left = source.sort_key(source.row(left.row()), column)
        key_right = source.sort_key(source.row(right.row()), column)
        return bool(key_left < key_right)


class ModelOrder(QIdentityProxyModel, Generic[Row]):
    """The rows as the model filters and sorts them, for a model that asks the database
    to (the Maintenance log): a sort-filter proxy would visit each of its 100,000 rows
    at every reset (issue 16 §4)."""

    def __init__(self, source: RowsModel[Row]) -> None:
        super().__init__()
        self._source = source
        self.setSourceModel(source)

    def record(self, index: Index) -> Row | None:
        """The row, or None while its page is being read: nothing to act on yet."""
        return self._source.loaded(self.mapToSource(index).row())
