"""What the window remembers of its layout between runs, per login (QSettings, the registry
on Windows): its size and place, each page's splitter, and the widths a user gave the
columns of a table. A manager who widened the Notes column finds it wide tomorrow.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings
from PySide6.QtWidgets import QMainWindow, QSplitter, QTableView

WINDOW = "window/geometry"
#: The column widths a table was last fitted to, by name (:func:`keep_fitted`).
FITTED = "fitted/{name}"
#: A table whose columns the user sized, or whose sizes were restored: not fitted again.
USER_SIZED = "user_sized"


def _stored(key: str) -> QByteArray | None:
    value = QSettings().value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def restore_window(window: QMainWindow) -> bool:
    """The window's last size and place; False the first time (or on a screen it no
    longer fits, which Qt checks)."""
    stored = _stored(WINDOW)
    return stored is not None and window.restoreGeometry(stored)


def save_window(window: QMainWindow) -> None:
    QSettings().setValue(WINDOW, window.saveGeometry())


class _Remembered(QObject):
    """Stores a splitter's or a table's layout whenever the user changes it. A child of
    the widget: Qt holds the connection to its method weakly, and it goes with it."""

    def __init__(self, key: str, parent: QSplitter | QTableView) -> None:
        super().__init__(parent)
        self._key = key
        self._widget = parent
        #: A mouse button is down on the table's header: a resize now is the user's drag.
        self._dragging = False

    def splitter_moved(self, *_: object) -> None:
        assert isinstance(self._widget, QSplitter)
        QSettings().setValue(self._key, self._widget.saveState())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if event.type() == QEvent.Type.MouseButtonPress:
            self._dragging = True
        elif event.type() == QEvent.Type.MouseButtonRelease:
            self._dragging = False
        return False

    def column_resized(self, *_: object) -> None:
        """A column the user dragged; not one the program fitted, nor a stretching column
        following the window's width."""
        table = self._widget
        assert isinstance(table, QTableView)
        if not self._dragging:
            return
        table.setProperty(USER_SIZED, True)
        QSettings().setValue(self._key, table.horizontalHeader().saveState())


def remember_splitter(key: str, splitter: QSplitter) -> None:
    """Put the splitter where the user left it, and keep it there from now on."""
    stored = _stored(key)
    if stored is not None:
        splitter.restoreState(stored)
    splitter.splitterMoved.connect(_Remembered(key, splitter).splitter_moved)


def remember_columns(key: str, table: QTableView) -> None:
    """Give the columns the widths the user gave them; until they do, the program fits
    them to their text (ui/tables.fit_columns)."""
    header = table.horizontalHeader()
    stored = _stored(key)
    if stored is not None and header.restoreState(stored):
        table.setProperty(USER_SIZED, True)
    remembered = _Remembered(key, table)
    header.viewport().installEventFilter(remembered)
    header.sectionResized.connect(remembered.column_resized)


def keep_fitted(name: str, *tables: QTableView) -> None:
    """Keep the widths ``tables`` were just fitted to under ``name``: the next start's
    first paint gives them back instead of measuring the same rows again (issue 16 §1)."""
    kept = json.dumps([_widths(table) for table in tables])
    settings = QSettings()
    # Most readings fit the same widths again: the registry is written only on a change.
    if settings.value(FITTED.format(name=name)) != kept:
        settings.setValue(FITTED.format(name=name), kept)


def give_fitted(name: str, *tables: QTableView) -> bool:
    """Give ``tables`` the widths kept under ``name``; False when none were kept for
    tables with these columns, which are then to be fitted."""
    stored = QSettings().value(FITTED.format(name=name))
    try:
        widths = json.loads(stored) if isinstance(stored, str) else None
    except ValueError:
        widths = None
    if not isinstance(widths, list) or [len(w) for w in widths] != [
        len(_widths(t)) for t in tables
    ]:
        return False
    for table, kept in zip(tables, widths, strict=True):
        header = table.horizontalHeader()
        for column, width in enumerate(kept):
            if isinstance(width, int) and width > 0:
                header.resizeSection(column, width)
    return True


def _widths(table: QTableView) -> list[int]:
    header = table.horizontalHeader()
    return [header.sectionSize(column) for column in range(header.count())]
