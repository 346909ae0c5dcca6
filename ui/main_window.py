"""The main window: a thin frame of navigation, pages and menus.

Each page owns its widgets and talks to the services; the window only chooses the page,
the establishment shown, and tells the other pages when one has changed records.

The frame must paint before the pages' modules, the services and the models load (issue
16 §1): a page is built on its first visit. The menus and the dialogs they open are
ui/window_menus.py's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fog_desktop import APP_NAME
from fog_desktop.i18n import translate
from ui.layout_memory import restore_window, save_window
from ui.looks import use_style_sheet
from ui.navigation import DASHBOARD, PAGES, PageSlot
from ui.openings import OnPage, Openings
from ui.operations import BackgroundOp
from ui.window_menus import WindowMenus

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from fog_desktop.services.establishments import EstablishmentRow
    from fog_desktop.snapshot import Snapshot
    from ui.dashboard.view import DueView
    from ui.page import Page
    from ui.widgets.cleaned_today import CleanedTodayDialog

#: The navigation list's widest.
NAV_WIDTH = 170


class MainWindow(WindowMenus):
    """Navigation on the left, the pages on the right, a switcher when there are several
    establishments, and the count of overdue obligations in the title.

    Each page is built on its first visit (ui/navigation.py); :attr:`pages` builds them all.

    Without a context, it is the window's first paint: the frame, with the Dashboard
    from a snapshot that still holds (fog_desktop/snapshot.py) and nothing to click,
    until :meth:`open_records` is given the records once they are open.
    """

    context: AppContext

    #: Closed while reminders keep the application running (:meth:`keep_running_when_closed`).
    hidden_to_tray = Signal()
    #: A page stored, amended or voided a record.
    records_changed = Signal()
    #: Once, when the page shown first has its records on screen.
    ready = Signal()

    def __init__(
        self,
        context: AppContext | None,
        slots: Sequence[PageSlot] = PAGES,
        *,
        snapshot: Snapshot | None = None,
    ) -> None:
        super().__init__()
        self._keep_running = False
        self._tray_missing = False
        self._quitting = False
        self.slots = tuple(slots)
        self._built: dict[int, Page[Any]] = {}
        #: What the pages open, for the Dashboard's lines.
        self.openings = Openings(self.slots, self)
        self.openings.wanted.connect(self._open_on)
        self._establishment_name = self._alert = ""
        self.switcher = QComboBox()
        self.switcher.setObjectName("establishment_switcher")
        self.switcher.setMinimumContentsLength(24)
        self.top_bar = self._top_bar()
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        use_style_sheet(self.nav, self.top_bar)
        self.stack = QStackedWidget()
        for slot in self.slots:
            self.nav.addItem(translate("Page", slot.title))
            # Where the page goes once built (:meth:`page_at`).
            self.stack.addWidget(QWidget())
        self._stale: set[Page[Any]] = set()
        self._reading = 0
        # Until the establishments are first read, a page built is read with them.
        self._establishments_read = False
        self._snapshot = snapshot
        #: The Dashboard's view of the first paint, until its page takes it over.
        self._painted: DueView | None = None
        self.nav.currentRowChanged.connect(self._show_row)
        self.switcher.currentIndexChanged.connect(self._switch_establishment)
        self._lay_out()
        self._add_menus()
        self._add_toolbar()
        self._placed = False
        if snapshot is not None:
            self._paint_snapshot(snapshot)
            self._place()
        if context is not None:
            self.open_records(context)
        else:
            for part in (self.menuBar(), self._toolbar, self.nav, self.switcher):
                part.setEnabled(False)

    def _place(self) -> None:
        """The size and place the window was closed at, once its first page is in: that
        page's least size would otherwise change the size kept."""
        if not self._placed and not restore_window(self):
            self._size_to_screen()
        self._placed = True

    def _paint_snapshot(self, snapshot: Snapshot) -> None:
        """The first paint: the Dashboard as the snapshot has it, in a view of its own
        until the Dashboard page takes its place."""
        from ui.dashboard.view import DueView, widths_name  # noqa: PLC0415  (only for a first paint)

        view = DueView()
        alert = view.show_due(snapshot.due, None, widths=widths_name(snapshot.seen.language))
        # In a holder of its own: the Dashboard page takes the view out of it (page_at).
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(view)
        self._put_in_stack(self.slots.index(DASHBOARD), holder)
        self._painted = view
        self.nav.blockSignals(True)
        self.nav.setCurrentRow(self.slots.index(DASHBOARD))
        self.nav.blockSignals(False)
        self.switcher.blockSignals(True)
        for pk, name in snapshot.establishments:
            self.switcher.addItem(name, pk)
        self.switcher.setCurrentIndex(self.switcher.findData(snapshot.seen.establishment_id))
        self.switcher.blockSignals(False)
        self.top_bar.setVisible(len(snapshot.establishments) > 1)
        self._establishment_name = snapshot.due.name
        self._set_alert(alert)

    def open_records(
        self, context: AppContext, establishments: list[EstablishmentRow] | None = None
    ) -> None:
        """Work on ``context``'s records: the Dashboard page built (filled from the first
        paint's snapshot, if there was one, until its own read), the rest on first visit.
        ``establishments``: as just read by the caller, not read again."""
        self.context = context
        for part in (self.menuBar(), self._toolbar, self.nav, self.switcher):
            part.setEnabled(True)
        row = self.slots.index(DASHBOARD) if DASHBOARD in self.slots else 0
        if self._snapshot is not None:
            taken_over = self._painted is not None
            page = self.page_at(row)
            if not taken_over or context.notices() is not None:
                page.show_loaded(self._snapshot.due)
        self.nav.setCurrentRow(row)
        self._place()
        if establishments is None:
            self.refresh()
        else:
            self._show_establishments(establishments)

    def _size_to_screen(self) -> None:
        """Wide enough for the devices table on one line, but never beyond the screen."""
        available = self.screen().availableGeometry()
        self.resize(min(1360, available.width()), min(800, available.height()))

    def _top_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("top_bar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(QLabel(translate("MainWindow", "Establishment:")))
        row.addWidget(self.switcher)
        row.addStretch()
        return bar

    def _lay_out(self) -> None:
        # A long title wraps (in Spanish, "Calendario de días feriados") rather than take
        # from the pages the room their tables need at 1280 pixels.
        self.nav.setWordWrap(True)
        self.nav.setFixedWidth(min(NAV_WIDTH, max(160, self.nav.sizeHintForColumn(0) + 12)))
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.nav)
        body.addWidget(self.stack, stretch=1)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.top_bar)
        column.addLayout(body, stretch=1)
        self.setCentralWidget(central)

    @property
    def pages(self) -> list[Page[Any]]:
        """Every page, each built now if it was not yet."""
        return [self.page_at(row) for row in range(len(self.slots))]

    def page_at(self, row: int) -> Page[Any]:
        """The page in the navigation's ``row``, built on first use; it is read when
        next shown."""
        page = self._built.get(row)
        if page is not None:
            return page
        page = self._built[row] = self._build(row)
        page.records_changed.connect(self.refresh)
        page.records_changed.connect(self.records_changed)
        page.alert_changed.connect(self._set_alert)
        page.show_wanted.connect(self._show_sender)
        page.help_wanted.connect(self.show_help)
        self._put_in_stack(row, page)
        if self._establishments_read:
            self._stale.add(page)
        return page

    def _build(self, row: int) -> Page[Any]:
        slot = self.slots[row]
        if slot is not DASHBOARD:
            return slot.build(self.context)
        painted, self._painted = self._painted, None
        from ui.dashboard.page import DashboardPage  # noqa: PLC0415  (as the slot would)

        return DashboardPage(self.context, opener=self.openings, painted=painted)

    def _open_on(self, row: int, on_page: OnPage) -> None:
        on_page(self.page_at(row))

    def _show_sender(self) -> None:
        """A page opens one of its records for another page's line: show it."""
        page = self.sender()
        if isinstance(page, QWidget):
            self.nav.setCurrentRow(self.stack.indexOf(page))

    def _put_in_stack(self, row: int, widget: QWidget) -> None:
        """``widget`` in the stack's ``row``, in place of what held the place."""
        shown = self.stack.currentIndex() == row
        placeholder = self.stack.widget(row)
        assert placeholder is not None
        self.stack.insertWidget(row, widget)
        self.stack.removeWidget(placeholder)
        placeholder.deleteLater()
        if shown:
            self.stack.setCurrentIndex(row)

    def current_page(self) -> Page[Any]:
        return self.page_at(self.stack.currentIndex())

    def keep_running_when_closed(self, keep: bool, *, tray_missing: bool = False) -> None:
        """With ``keep``, closing the window hides it and the application runs on, so the
        tray's reminders go on (ui/tray.py); Quit still quits. With ``tray_missing``
        (reminders wanted, but the desktop has no notification area), closing it from
        its title bar first says that the reminders end with the window."""
        self._keep_running = keep
        self._tray_missing = tray_missing

    def quit(self) -> None:
        self._quitting = True
        self.close()
        if self._keep_running:
            # The run would go on in the tray: the window's closing alone no longer ends it.
            QApplication.quit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802  (Qt's name)
        save_window(self)
        if self._keep_running and not self._quitting:
            event.ignore()
            self.hide()
            self.hidden_to_tray.emit()
            return
        # Asked of the person who closed it (the title bar's button, Alt+F4); a close by
        # code (a test, a benchmark, the end of a self-test) has no one to ask.
        if self._tray_missing and not self._quitting and event.spontaneous():
            from ui.tray import ask_to_quit_without_reminders  # noqa: PLC0415  (when closed)

            event.ignore()
            ask_to_quit_without_reminders(self, self.quit)
            return
        super().closeEvent(event)

    def bring_forward(self) -> None:
        """Show the window in front, from the tray or a second start."""
        self.show()
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.raise_()
        self.activateWindow()

    def record_cleaned_today(self) -> CleanedTodayDialog | None:
        """The tray's Traps cleaned today…: the dialog over the window, shown or not, for
        the establishment chosen; every page then reads the records again."""
        establishment_id = self.context.settings.current_establishment_id
        if establishment_id is None:
            self.bring_forward()
            return None
        from ui.widgets.cleaned_today import open_cleaned_today  # noqa: PLC0415  (when asked)

        return open_cleaned_today(self, self.context, establishment_id, self._cleanings_stored)

    def _cleanings_stored(self) -> None:
        self.refresh()
        self.records_changed.emit()

    def refresh(self) -> None:
        """Read the establishments again, then the pages: the one shown and those that
        set the window title now, each other one when it is next shown.

        Reading every page at once made the window slow to open on a long history: the
        Employees page alone reads every obligation of ten years.
        """
        from fog_desktop.services.establishments import list_establishments  # noqa: PLC0415  (when first asked for)

        self._reading += 1
        reading, db = self._reading, self.context.db

        def read(establishments: list[EstablishmentRow]) -> None:
            if reading == self._reading:
                self._show_establishments(establishments)

        BackgroundOp(
            lambda: list_establishments(db), read, self._failed, owner=self
        ).run_in_background()

    def _show_establishments(self, establishments: list[EstablishmentRow]) -> None:
        current = self._valid_current(establishments)
        self.switcher.blockSignals(True)
        self.switcher.clear()
        for establishment in establishments:
            self.switcher.addItem(establishment.name, establishment.id)
        self.switcher.setCurrentIndex(self.switcher.findData(current))
        self.switcher.blockSignals(False)
        self.top_bar.setVisible(len(establishments) > 1)
        self._establishment_name = self.switcher.currentText()
        first = not self._establishments_read
        self._establishments_read = True
        self._stale = set(self._built.values())
        for row, slot in enumerate(self.slots):
            if slot.sets_alert:
                self._refresh_page(self.page_at(row))
        self._refresh_page(self.current_page())
        self._update_title()
        if first and self._snapshot is not None:
            # The Dashboard shows the snapshot's rows, which still hold; told once the
            # window's opening (ui/app.py) is done.
            QTimer.singleShot(0, self, self.ready.emit)
        elif first:
            self.current_page().when_loaded(self.ready.emit)

    def _show_row(self, row: int) -> None:
        self._refresh_page(self.page_at(row))
        self.stack.setCurrentIndex(row)

    def _refresh_page(self, page: Page[Any]) -> None:
        if page in self._stale:
            self._stale.discard(page)
            page.refresh()

    def _valid_current(self, establishments: Sequence[EstablishmentRow]) -> int | None:
        """The establishment in the settings, or the first one if that is gone or void."""
        settings = self.context.settings
        ids = [e.id for e in establishments]
        current = settings.current_establishment_id
        chosen = current if current in ids else (ids[0] if ids else None)
        if chosen != current:
            settings.current_establishment_id = chosen
            self.context.save_settings()
        return chosen

    def _switch_establishment(self, index: int) -> None:
        self.context.settings.current_establishment_id = self.switcher.itemData(index)
        self.context.save_settings()
        self.refresh()

    def _set_alert(self, alert: str) -> None:
        self._alert = alert
        self._update_title()

    def _update_title(self) -> None:
        """The establishment and its overdue count; Windows and Linux add the application's
        display name after it, so it is not written here too ("FOG Desktop" twice)."""
        parts = [self._establishment_name, self._alert]
        self.setWindowTitle(" — ".join(part for part in parts if part) or APP_NAME)

    def show_page(self, title: str) -> Page[Any]:
        row = next(i for i, slot in enumerate(self.slots) if slot.title == title)
        self.nav.setCurrentRow(row)
        return self.page_at(row)
