"""The window's registry of what the pages open: a line's obligation kind, or a record's
table, to the page that declared it (``Page.opens``, ``Page.shows``). The Dashboard asks
it and imports no page."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from fog_desktop.rules.obligations import Obligation, ObligationKind
    from ui.navigation import PageSlot
    from ui.page import Page

#: What to do on the page that opens a line: open its obligation, or show its record.
OnPage = Callable[["Page[Any]"], None]


class Openings(QObject):
    """Which page opens what, read from the pages' classes on the first line opened: no
    page's module is the Dashboard's to load at start (issue 16 §1).

    It holds no reference to the window: it says which page to build and what to do on
    it (:attr:`wanted`), and the window, connected, does it. The window and its pages
    are so freed as soon as they are closed.
    """

    #: The navigation row of the page that opens a line, and what to do on it (OnPage).
    wanted = Signal(int, object)

    def __init__(self, slots: Sequence[PageSlot], parent: QObject) -> None:
        super().__init__(parent)
        self._slots = tuple(slots)

    @cached_property
    def _classes(self) -> list[tuple[int, type[Page[Any]]]]:
        # A slot built by a factory alone (a test's page) declares nothing.
        return [(row, slot.page_class()) for row, slot in enumerate(self._slots) if slot.where]

    @cached_property
    def _by_kind(self) -> dict[ObligationKind, int]:
        return {kind: row for row, page in self._classes for kind in page.opens}

    @cached_property
    def _by_table(self) -> dict[str, int]:
        return {table: row for row, page in self._classes for table in page.shows}

    def open_obligation(self, obligation: Obligation) -> None:
        """Open what ``obligation`` asks for on the page that opens its kind; nothing
        when no page does."""
        row = self._by_kind.get(obligation.kind)
        if row is not None:
            on_page: OnPage = lambda page: page.open_obligation(obligation)  # noqa: E731
            self.wanted.emit(row, on_page)

    def show_record(self, source: str) -> None:
        """Show the record ``source`` names (``table:id``) on the page that shows it."""
        table, _, pk = source.partition(":")
        row = self._by_table.get(table)
        if row is not None:
            on_page: OnPage = lambda page: page.show_record(table, int(pk))  # noqa: E731
            self.wanted.emit(row, on_page)
