"""A read-only table of records: the one model every records table builds on (R6).

Void rows are greyed and italic, and a screen reader hears "Void: reason" on each of
their cells; a cell coloured for its state says the state in words too. Each table
says only what its columns hold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Sized
from dataclasses import dataclass
from datetime import date
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from fog_desktop.i18n import translate
from ui.dates import day_text
from ui.widgets.values import status_shown

#: The grey of a void record, wherever one is shown.
VOID_TEXT_COLOUR = "#6c757d"
#: What a cell says, and a screen reader with it, while its row is being read.
PLACEHOLDER = "…"
DISPLAY, TOOLTIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
ALIGNMENT, FONT = Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.FontRole
BACKGROUND, FOREGROUND = Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
#: The roles :meth:`RowsModel.data` answers: a view asks for a dozen on each cell it
#: paints, and a table of 100,000 rows scrolled about paints thousands (issue 16 §4).
ROLES = frozenset({DISPLAY, TOOLTIP, ALIGNMENT, FONT, BACKGROUND, FOREGROUND, ACCESSIBLE})
#: The roles a row not read yet answers with :data:`PLACEHOLDER`.
TEXT_ROLES = frozenset({DISPLAY, ACCESSIBLE})
RIGHT_ALIGNED = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

Index = QModelIndex | QPersistentModelIndex
T = TypeVar("T")


@dataclass(frozen=True)
class Column(Generic[T]):
    """A column of a table: its header, and what its cells say of a row.

    ``short`` is the header on screen when the whole one would make the table too wide
    for the window, broken over lines ("Gallons\nremoved"); the tooltip, a screen reader
    and the workbook keep the whole header.
    """

    header: str
    text: Callable[[T], str]
    short: str = ""
    #: What the column sorts by when its text would sort wrongly (a date as the user
    #: reads it, 11/3/2026, or an amount); None sorts first.
    key: Callable[[T], Any] | None = None


def date_column(header: str, day: Callable[[T], date | None], short: str = "") -> Column[T]:
    """A column of dates, shown in the user's short format and sorted as dates."""
    return Column(header, lambda row: day_text(day(row)), short, key=day)


def count_column(header: str, items: Callable[[T], Sized]) -> Column[T]:
    """A column of how many (topics, attendees), sorted as numbers: 9 before 10."""
    return Column(header, lambda row: str(len(items(row))), key=lambda row: len(items(row)))


class RowsModel(QAbstractTableModel, Generic[T]):
    """Rows in the order given; subclasses declare the columns (:meth:`columns`)."""

    #: Columns aligned right, as numbers are.
    NUMERIC: tuple[int, ...] = ()

    def __init__(self) -> None:
        super().__init__()
        self._rows: list[T] = []
        self._columns = self.columns()
        #: The one-line headers, as the records workbook names the columns.
        self.headers = tuple(column.header for column in self._columns)

    def set_rows(self, rows: Sequence[T]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row(self, row: int) -> T:
        return self._rows[row]

    def loaded(self, row: int) -> T | None:
        """The row, if it is read yet: a model that reads its rows a page at a time, as
        the view shows them, says None until its page is in."""
        return self._rows[row]

    def row_of(self, pk: int) -> int | None:
        """Where the record with this id is, for a selection kept across a refresh."""
        return next((i for i, r in enumerate(self._rows) if getattr(r, "id", None) == pk), None)

    def rows(self) -> list[T]:
        return list(self._rows)

    # --- What a subclass says ------------------------------------------------------------

    def columns(self) -> list[Column[T]]:
        """The columns in order: each one's header and what it says of a row."""
        raise NotImplementedError

    def text(self, row: T, column: int) -> str:
        return self._columns[column].text(row)

    def status_column(self, text: Callable[[T], str] | None = None) -> Column[T]:
        """The Status column: the row's :meth:`status_text`, or ``text``, which says more
        of it (when a record was entered late); one header, one translation (R6)."""
        return Column(translate("RowsModel", "Status"), text or self.status_text)

    def status_text(self, row: T) -> str:
        """The row's Status ("Recorded", "Amended", "Void: reason") in the user's language:
        a records row says it."""
        return status_shown(str(getattr(row, "status_text", "")))

    def is_void(self, row: T) -> bool:
        return bool(getattr(row, "is_void", False))

    def colours(self, row: T, column: int) -> tuple[str, str, str] | None:
        """(background, text colour, state in words) of a cell coloured by its state."""
        return None

    def tooltip(self, row: T, column: int) -> str:
        return self.text(row, column)

    def search_text(self, row: T) -> str:
        """What the search box looks in: every column's text, unless the table says."""
        return "\n".join(self.text(row, column) for column in range(len(self.headers)))

    def sort_key(self, row: T, column: int) -> tuple[Any, ...]:
        """What a column sorts by: its text, unless the table says (dates as dates, amounts
        as numbers); empty cells first, and the record's id to keep the order stable."""
        key = self._columns[column].key
        if key is not None:
            value = key(row)
            return (value is not None, value, getattr(row, "id", 0))
        text = self.text(row, column).casefold()
        return (bool(text), text, getattr(row, "id", 0))

    # --- Qt ------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.headers):
            return None
        header = self.headers[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._columns[section].short or header
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return header
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A view asks each cell it paints or measures for a handful of roles: each role
        # works out only what it shows (the state's colours are not needed for its text).
        if not index.isValid() or role not in ROLES:
            return None
        row, column = self.loaded(index.row()), index.column()
        if row is None:
            return PLACEHOLDER if role in TEXT_ROLES else None
        if role == DISPLAY:
            return self.text(row, column)
        if role == TOOLTIP:
            return self.tooltip(row, column)
        if role == ALIGNMENT:
            return RIGHT_ALIGNED if column in self.NUMERIC else None
        void = self.is_void(row)
        if role == FONT:
            return void_font() if void else None
        colours = None if void else self.colours(row, column)
        if role == BACKGROUND:
            return None if colours is None else QBrush(QColor(colours[0]))
        if role == FOREGROUND:
            if colours is not None:
                return QBrush(QColor(colours[1]))
            return QBrush(QColor(VOID_TEXT_COLOUR)) if void else None
        # The colour and the grey say something; a screen reader says it in words.
        said = [self.text(row, column)]
        if colours is not None and colours[2] not in said:
            said.append(colours[2])
        if void and self.status_text(row) not in said:
            said.append(self.status_text(row))
        return ", ".join(said)


def void_font() -> QFont:
    """A void record's cells are in italics as well as grey (R6)."""
    font = QFont()
    font.setItalic(True)
    return font
