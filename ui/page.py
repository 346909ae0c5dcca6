"""What the main window needs from a page, and nothing more."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from fog_desktop import ordinance
from fog_desktop.rules.obligations import Obligation, ObligationKind
from fog_desktop.services.ordinances import profile_of
from ui.dialogs import report_failure
from ui.help import SECTIONS, help_button
from ui.operations import BackgroundOp

if TYPE_CHECKING:
    from fog_desktop.context import AppContext

Loaded = TypeVar("Loaded")
T = TypeVar("T")


class Opener(Protocol):
    """What opens the record a line names, on the page that declared it (the window's
    registry, ui/openings.py): the Dashboard is given one and imports no page."""

    def open_obligation(self, obligation: Obligation) -> None:
        """Open what ``obligation`` asks for, on the page that opens its kind."""

    def show_record(self, source: str) -> None:
        """Show the record ``source`` names (``table:id``) on the page that shows it."""


class Page(QWidget, Generic[Loaded]):
    """One page of the main window. It owns its widgets and talks to the services.

    The window shows ``title`` in the navigation list, calls :meth:`refresh` when the
    establishment or the records change, and listens to the signals. A refresh is two
    steps: :meth:`load` asks the services for plain rows, off the GUI thread, and
    :meth:`show_loaded` puts them on screen, on it; the window never waits on the
    database, however long the history or slow the server.
    """

    title = ""
    #: The obligation kinds whose duty this page opens (:meth:`open_obligation`): a
    #: Dashboard line of one of them is opened here.
    opens: ClassVar[frozenset[ObligationKind]] = frozenset()
    #: The tables whose records this page shows by id (:meth:`show_record`).
    shows: ClassVar[frozenset[str]] = frozenset()
    #: The page emits :attr:`alert_changed`, so the window reads it whenever records
    #: change, even while another page is shown; other pages are read when shown.
    sets_alert = False
    #: The page stored, amended or voided a record: other pages may show it.
    records_changed = Signal()
    #: A short note for the window title, such as "2 overdue"; empty for none.
    alert_changed = Signal(str)
    #: The records read by the latest :meth:`refresh` are on screen.
    loaded = Signal()
    #: The page opens one of its records for a line of another page: the window shows it.
    show_wanted = Signal()
    #: The user asked for this page's help (its "?" or F1): the section to open.
    help_wanted = Signal(str)

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self._reading = 0
        self._read_shown = 0
        #: The numbers of the establishment's ordinance profile (R1–R8) as its sentences
        #: show them ("{new_hire_days}" in the page's words and its help), read with the
        #: records by each refresh; until then, and for no establishment, the default's.
        self.ordinance_numbers: Mapping[str, str] = ordinance.default().numbers()

    @property
    def establishment_id(self) -> int | None:
        """The establishment the window shows; the window keeps the setting valid."""
        return self.context.settings.current_establishment_id

    def refresh(self) -> None:
        """Read the records again; they are shown when read. A refresh asked for while
        one is under way wins: the older one's rows are never shown over newer ones."""
        self._reading += 1
        reading = self._reading
        establishment_id = self.establishment_id

        def read() -> tuple[Loaded, Mapping[str, str]]:
            profile = ordinance.default()
            if establishment_id is not None:
                profile = profile_of(self.context.db, establishment_id)
            return self.load(establishment_id), profile.numbers()

        def shown(read: tuple[Loaded, Mapping[str, str]]) -> None:
            if reading == self._reading:
                self._read_shown = reading
                loaded, self.ordinance_numbers = read
                self.show_loaded(loaded)
                self.loaded.emit()

        self.in_background(read, shown)

    def ask_help(self) -> None:
        self.help_wanted.emit(SECTIONS.get(self.title, ""))

    def with_help(self, label: QLabel) -> QHBoxLayout:
        """The page's heading with its "?" beside it (:attr:`help_button`)."""
        self.help_button = help_button(self.title)
        self.help_button.clicked.connect(self.ask_help)
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(self.help_button)
        return row

    def search_box(self) -> QLineEdit | None:
        """The page's search box, which Edit > Find (Ctrl+F) goes to; None without one."""
        return None

    def open_obligation(self, obligation: Obligation) -> None:
        """Open what ``obligation``, of a kind in :attr:`opens`, asks for: the form that
        meets it, or its record on this page (:func:`ui.records_page.open_record`)."""
        raise NotImplementedError

    def show_record(self, table: str, pk: int) -> None:
        """Show record ``pk`` of ``table``, one of :attr:`shows`, on this page."""
        raise NotImplementedError

    def when_loaded(self, then: Callable[[], object]) -> None:
        """Run ``then`` once the page shows what its latest refresh read: at once when no
        read is under way."""
        if self._read_shown == self._reading:
            then()
        else:
            self.loaded.connect(then, Qt.ConnectionType.SingleShotConnection)

    def load(self, establishment_id: int | None) -> Loaded:
        """Off the GUI thread: what the page shows, from the services. No widget here."""
        raise NotImplementedError

    def show_loaded(self, loaded: Loaded) -> None:
        """On the GUI thread: put what :meth:`load` read on screen."""
        raise NotImplementedError

    def in_background(self, work: Callable[[], T], done: Callable[[T], None]) -> None:
        """Run ``work`` (a service call) off the GUI thread, then ``done`` on it; a
        failure of the machine (the server gone, the disk full) is said in a message."""
        BackgroundOp(work, done, partial(report_failure, self), owner=self).run_in_background()
