"""Read-only tables: whole rows selected, nothing edited in place, columns that fit."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from ui.layout_memory import USER_SIZED
from ui.looks import use_style_sheet

COLUMN_PADDING = 16
#: The rows a column's width is fitted to: a screenful and more. Measuring every row of
#: a long list cost the Dashboard's first paint tens of milliseconds (issue 16 §1); a
#: longer text further down is elided, and whole in its tooltip.
FITTED_ROWS = 50
#: The property naming the columns of a table that may be cut short (:func:`may_elide`).
ELIDES = "elides"


def read_only_table(model: QAbstractItemModel) -> QTableView:
    """Records change only through Amend and Void (R6), so cells are never editable."""
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    table.horizontalHeader().setResizeContentsPrecision(FITTED_ROWS)
    use_style_sheet(table)
    return table


def stretch_column(table: QTableView, column: int) -> None:
    """``column`` takes the room the others leave, instead of the last one."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


def wrap_columns(table: QTableView, *columns: int) -> None:
    """``columns`` share the room the others leave and wrap their text onto more lines
    rather than cut it: an id at the start of a long subject stays whole."""
    table.setWordWrap(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    for column in columns:
        stretch_column(table, column)


def may_elide(table: QTableView, *columns: int) -> None:
    """``columns`` hold descriptions (a note, a place), cut short to keep the list on
    screen, whole in the tooltip; every other column, the keys (an id, a name), shows
    its text whole. A stretched column is a description too."""
    table.setProperty(ELIDES, list(columns))


def elides(table: QTableView, column: int) -> bool:
    """Whether ``column`` of ``table`` is a description, which may be cut short."""
    header = table.horizontalHeader()
    stretched = header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch
    last = header.stretchLastSection() and column == header.count() - 1
    return stretched or last or column in (table.property(ELIDES) or [])


def fit_columns(table: QTableView) -> None:
    """Fit each resizable column to its text, with room to breathe.

    Qt's own ResizeToContents leaves no gap between columns, and locks the width; this
    leaves the user free to drag a column wider or narrower, and once they have, their
    widths stay (ui/layout_memory.py).
    """
    if table.property(USER_SIZED):
        return
    header = table.horizontalHeader()
    for column in range(header.count()):
        # A stretched column takes the room left: measuring it would be wasted.
        if header.sectionResizeMode(column) == QHeaderView.ResizeMode.Interactive:
            table.resizeColumnToContents(column)
            header.resizeSection(column, header.sectionSize(column) + COLUMN_PADDING)
