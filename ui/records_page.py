"""A page of one kind of record: a table with Add, Amend and Void, a search, a count, and
what the page shows of the selected record (R6).

Each records page (devices, manifests, employees, training, incidents, maintenance, the
calendar) is this one, given its table, its form, its void call and its words. There is
no delete: a record entered in error is voided with a reason and stays in the table,
greyed and marked "Void: reason".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import (
    QItemSelection,
    QModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from fog_desktop.i18n import noop, translate, translate_declared
from fog_desktop.rules.obligations import Obligation
from fog_desktop.rules.profile import numbers_in
from ui.dialogs import FormDialog, VoidDialog
from ui.forms import heading, paragraph
from ui.layout_memory import remember_columns, remember_splitter
from ui.page import Page
from ui.records_proxy import ModelOrder, RecordsProxy, Row
from ui.rows import RowsModel
from ui.tables import fit_columns, read_only_table

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from fog_desktop.database import Database

NO_ESTABLISHMENT = noop(
    "RecordsPageOf", "No establishment yet. Use File > Set up an establishment… to add yours."
)

#: The service that voids a record of the page's kind, called off the GUI thread as
#: ``void(db, pk, reason, actor)`` (R6).
VoidService = Callable[["Database", int, str, str], None]
#: What a page reads on a refresh: its records, and what it shows beside them.
Read = TypeVar("Read")
#: The list of a page in which :func:`open_record` selects a record.
Listed = TypeVar("Listed", bound="RecordsPageOf[Any, Any]")


class RecordsPageOf(Page[Read], Generic[Read, Row]):
    """Add, Amend, Void, select, search and count, for one kind of record.

    A page says, in class attributes, its words; to the constructor, the service that
    voids one of its records; and, in the hooks below, how its records are read
    (:meth:`load`, off the GUI thread) and put in its table (:meth:`show_read`), and the
    form that adds and amends one (a :class:`~ui.dialogs.FormDialog`). Most pages read a
    list of their records: :class:`RecordsPage`.
    """

    HEADING = ""
    ADD_TEXT = noop("RecordsPageOf", "Add…")
    #: The count under the buttons, in the plural forms of each language (i18n).
    COUNT = noop("RecordsPageOf", "%n record(s)")
    #: Shown in place of the table while the establishment has none.
    NO_RECORDS = ""
    #: What voiding a record changes elsewhere, said before the user confirms; a page
    #: whose records differ in that says it in :meth:`void_consequence`.
    VOID_CONSEQUENCE = ""
    #: Shown when the search or a filter hides every record.
    NOTHING_MATCHES = ""
    #: The search box's hint; no search box without one.
    SEARCH_HINT = ""
    #: The column the table is first sorted by, newest first; None keeps the order read.
    SORTED_BY: int | None = None
    #: False for records that are undone and made anew, never amended (R6).
    AMENDS = True
    #: The model filters and sorts its records itself, in the database: the table shows
    #: them in its order, and the page has its own search (:meth:`search_box`).
    ORDERED_BY_MODEL = False

    def __init__(
        self,
        context: AppContext,
        model: RowsModel[Row],
        detail: QWidget | None = None,
        *,
        void: VoidService,
    ) -> None:
        super().__init__(context)
        self.model = model
        self._void = void
        self.proxy: RecordsProxy[Row] | ModelOrder[Row] = (
            ModelOrder(model) if self.ORDERED_BY_MODEL else RecordsProxy(model, self.accepts)
        )
        self.table = self._records_table()
        self._select_after_reading: int | None = None
        self.add_button = QPushButton(self.said(self.ADD_TEXT))
        self.amend_button = QPushButton(translate("RecordsPageOf", "Amend…"))
        self.void_button = QPushButton(translate("RecordsPageOf", "Void…"))
        self.add_button.clicked.connect(self.add_record)
        self.amend_button.clicked.connect(self.amend_record)
        self.void_button.clicked.connect(self.void_record)
        self.amend_button.setVisible(self.AMENDS)
        #: Buttons that act on the selected record while it is in use (not void).
        self.record_buttons: list[QPushButton] = [self.amend_button, self.void_button]
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.said(self.SEARCH_HINT))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(320)
        self.search.setVisible(bool(self.SEARCH_HINT))
        if isinstance(self.proxy, RecordsProxy):
            self.search.textChanged.connect(self.proxy.set_search)
        self.search.textChanged.connect(self.filtered)
        self.shown = QLabel()
        self.shown.setObjectName("shown_count")
        # On two lines, right of the filters, rather than widen a 1024-pixel window.
        self.shown.setWordWrap(True)
        self.shown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.empty = paragraph("")
        self.empty.setObjectName("empty_state")
        self.heading = heading(self.said(self.HEADING), wraps=True)
        self.button_row = self.with_help(self.heading)
        self.button_row.addStretch()
        for button in (self.add_button, self.amend_button, self.void_button):
            self.button_row.addWidget(button)
        self.filter_row = QHBoxLayout()
        self.filter_row.addWidget(self.search)
        self.filter_row.addStretch()
        self.filter_row.addWidget(self.shown)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        if detail is not None:
            self.splitter.addWidget(detail)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        remember_splitter(f"pages/{self.title}/splitter", self.splitter)
        remember_columns(f"pages/{self.title}/columns", self.table)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addLayout(self.button_row)
        self.layout_.addLayout(self.filter_row)
        self.layout_.addWidget(self.splitter, stretch=1)
        self.layout_.addWidget(self.empty)
        self.update_buttons()

    def _records_table(self) -> QTableView:
        table = read_only_table(self.proxy)
        if self.SORTED_BY is not None:
            table.setSortingEnabled(True)
            table.sortByColumn(self.SORTED_BY, Qt.SortOrder.DescendingOrder)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        if self.AMENDS:
            table.doubleClicked.connect(self.amend_record)
        return table

    # --- What a page says ----------------------------------------------------------------

    def said(self, text: str, n: int = -1) -> str:
        """One of the page's words (a class attribute) in the interface's language, with
        the ordinance profile's numbers it cites (:attr:`ordinance_numbers`); a text with
        ``%n`` said for the count ``n``."""
        return numbers_in(translate_declared(type(self), text, n), self.ordinance_numbers)

    def show_read(self, loaded: Read) -> None:
        """Put what :meth:`load` read in the table; the selection is kept around it."""
        raise NotImplementedError

    def form(self, establishment_id: int, row: Row | None) -> FormDialog[Any]:
        """The form that adds a record (``row`` None; its stored result is the new
        record's id) or amends ``row``."""
        raise NotImplementedError

    def void_label(self, row: Row) -> str:
        """The record in words, as in "Void manifest 12 of Acme"."""
        raise NotImplementedError

    def void_consequence(self, row: Row) -> str:
        """What voiding it changes elsewhere, said before the user confirms; "" if none."""
        return self.said(self.VOID_CONSEQUENCE)

    def accepts(self, row: Row) -> bool:
        """The page's own filters (the search box aside): whether ``row`` is listed."""
        return True

    def show_detail(self, row: Row | None) -> None:
        """Show the selected record below the table (None: nothing selected)."""

    # --- Reading ---------------------------------------------------------------------------

    def show_loaded(self, loaded: Read) -> None:
        chosen = self._select_after_reading
        if chosen is None:
            selected = self.selected()
            chosen = selected.id if selected is not None else None
        self._select_after_reading = None
        self.show_read(loaded)
        self.fit_columns()
        if chosen is not None:
            self.select(chosen)
        self.filtered()

    def fit_columns(self) -> None:
        """Columns as wide as their text. A sortable header would reserve room for the
        sort arrow in every column, some 40 pixels each, and push Status off screen; the
        arrow shows in the one sorted column, where the padding leaves it room."""
        header = self.table.horizontalHeader()
        header.setSortIndicatorShown(False)
        fit_columns(self.table)
        header.setSortIndicatorShown(self.SORTED_BY is not None)

    def filtered(self) -> None:
        """The filters changed (or the rows did): say how many are shown, or why none."""
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        self.shown.setText(
            self.said(self.COUNT, total)
            if shown == total
            else translate("RecordsPageOf", "{shown} of {total} shown").format(
                shown=shown, total=total
            )
        )
        if self.establishment_id is None:
            message = translate("RecordsPageOf", NO_ESTABLISHMENT)
        elif total == 0:
            message = self.said(self.NO_RECORDS)
        else:
            message = self.said(self.NOTHING_MATCHES) if shown == 0 else ""
        self.empty.setText(message)
        self.empty.setVisible(bool(message))
        self.splitter.setVisible(shown > 0)
        self._selection_changed()

    def search_box(self) -> QLineEdit | None:
        return self.search if self.SEARCH_HINT else None

    def rows(self) -> list[Row]:
        """Every record read, filtered or not."""
        return self.model.rows()

    def selected(self) -> Row | None:
        rows = self.table.selectionModel().selectedRows()
        return self.proxy.record(rows[0]) if rows else None

    def select(self, pk: int) -> bool:
        """Select the record with id ``pk``; False if it is not listed."""
        row = self.model.row_of(pk)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():
            return False
        self.table.selectRow(index.row())
        self.table.scrollTo(index)
        return True

    def _selection_changed(
        self, _selected: QItemSelection | None = None, _deselected: QItemSelection | None = None
    ) -> None:
        self.show_detail(self.selected())
        self.update_buttons()

    def update_buttons(self) -> None:
        row = self.selected()
        in_use = row is not None and not row.is_void
        self.add_button.setEnabled(self.establishment_id is not None)
        for button in self.record_buttons:
            button.setEnabled(in_use)

    # --- Changing --------------------------------------------------------------------------

    def add_record(self) -> FormDialog[Any] | None:
        return self.add_with(lambda establishment_id: self.form(establishment_id, None))

    def add_with(self, form: Callable[[int], FormDialog[Any]]) -> FormDialog[Any] | None:
        """Open ``form(establishment_id)`` to add a record (the page's own, or one filled
        for a Dashboard line's duty), and read the page again once it is stored."""
        establishment_id = self.establishment_id
        if establishment_id is None:
            return None
        dialog = form(establishment_id)
        dialog.accepted.connect(lambda: self.changed(dialog.outcome))
        dialog.open()
        return dialog

    def amend_record(self, _index: QModelIndex | None = None) -> FormDialog[Any] | None:
        row, establishment_id = self.selected_in_use(), self.establishment_id
        if row is None or establishment_id is None:
            return None
        dialog = self.form(establishment_id, row)
        pk = row.id
        dialog.accepted.connect(lambda: self.changed(pk))
        dialog.open()
        return dialog

    def void_record(self) -> VoidDialog | None:
        row = self.selected_in_use()
        if row is None:
            return None
        pk, void, db, actor = row.id, self._void, self.context.db, self.context.actor
        dialog = VoidDialog(self, self.void_label(row), lambda reason: void(db, pk, reason, actor))
        consequence = self.void_consequence(row)
        if consequence:
            said = paragraph(consequence)
            said.setObjectName("void_consequence")
            dialog.content.insertWidget(1, said)
        dialog.accepted.connect(lambda: self.changed(pk))
        dialog.open()
        return dialog

    def open_for_selected(
        self, dialog_for: Callable[[Row], FormDialog[Any]]
    ) -> FormDialog[Any] | None:
        """Open the dialog of a step of the selected record's life (not a correction),
        and read the page again once it is stored."""
        row = self.selected_in_use()
        if row is None:
            return None
        dialog = dialog_for(row)
        pk = row.id
        dialog.accepted.connect(lambda: self.changed(pk))
        dialog.open()
        return dialog

    def selected_in_use(self) -> Row | None:
        """The selected record, unless it is void: a void record is not changed (R6)."""
        row = self.selected()
        return row if row is not None and not row.is_void else None

    def changed(self, pk: int | None = None) -> None:
        """A record was stored, amended or voided: read again, select it, tell the window."""
        self._select_after_reading = pk if isinstance(pk, int) else None
        self.refresh()
        self.records_changed.emit()


class RecordsPage(RecordsPageOf[list[Row], Row]):
    """A records page that reads the establishment's records as a list (:meth:`read`)."""

    def read(self, establishment_id: int) -> list[Row]:
        """Off the GUI thread: the establishment's records, from a service."""
        raise NotImplementedError

    def load(self, establishment_id: int | None) -> list[Row]:
        return self.read(establishment_id) if establishment_id is not None else []

    def show_read(self, loaded: list[Row]) -> None:
        self.model.set_rows(loaded)


def source_pk(obligation: Obligation) -> int:
    """The id of the record an obligation comes from (its ``source``, ``table:id``)."""
    return int(obligation.source.partition(":")[2])


def open_record(
    page: Page[Any],
    pk: int,
    records: Callable[[], Listed],
    then: Callable[[Listed], object] | None = None,
    *,
    read_by: Callable[[], Page[Any]] | None = None,
) -> None:
    """Show ``page`` and, once it and its list ``records()`` have read, select record
    ``pk`` there and do ``then`` with the list (its letter, its payment…): what a line of
    another page asks for. A list of the page may read after the page (the City
    inspections page's notices): it waits for both. ``read_by``: the list that reads
    ``records()`` once it has read itself (the milestones read their progress reports),
    waited for in between."""
    page.show_wanted.emit()

    def chosen() -> None:
        listed = records()

        def selected() -> None:
            if listed.select(pk) and then is not None:
                then(listed)

        listed.when_loaded(selected)

    def holder_read() -> None:
        if read_by is None:
            chosen()
        else:
            read_by().when_loaded(chosen)

    page.when_loaded(holder_read)
