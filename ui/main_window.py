"""The main window: a thin frame of navigation, pages and menus.

Each page owns its widgets and talks to the services; the window only chooses the page,
the establishment shown, and tells the other pages when one has changed records.

The frame must paint before the pages' modules, the services and the models load (issue
16 §1): a page is built on its first visit, and the dialogs behind the menus are imported
when first asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fog_desktop import APP_NAME
from fog_desktop.handbook import HANDBOOK, Document
from fog_desktop.i18n import translate
from ui.help import GETTING_STARTED, ORDINANCE, SECTIONS
from ui.layout_memory import restore_window, save_window
from ui.navigation import DASHBOARD, EXPORT, PAGES, PageSlot
from ui.openings import OnPage, Openings
from ui.operations import BackgroundOp

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from fog_desktop.services.establishments import EstablishmentRow
    from fog_desktop.snapshot import Snapshot
    from ui.about import AboutDialog
    from ui.dashboard.view import DueView
    from ui.export.import_dialog import ImportDialog
    from ui.guide import HelpDialog
    from ui.handbook import HandbookDialog
    from ui.page import Page
    from ui.settings import SettingsDialog
    from ui.setup.wizard import SetupWizard

#: The navigation list's widest.
NAV_WIDTH = 170


class MainWindow(QMainWindow):
    """Navigation on the left, the pages on the right, a switcher when there are several
    establishments, and the count of overdue obligations in the title.

    Each page is built on its first visit (ui/navigation.py); :attr:`pages` builds them all.

    Without a context, it is the window's first paint: the frame, with the Dashboard
    from a snapshot that still holds (fog_desktop/snapshot.py) and nothing to click,
    until :meth:`open_records` is given the records once they are open.
    """

    context: AppContext

    #: File > Settings saved; the reminder choices (:class:`ui.settings.Reminding`).
    settings_saved = Signal(object)
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
        self._quitting = False
        self.slots = tuple(slots)
        self._built: dict[int, Page[Any]] = {}
        #: What the pages open, for the Dashboard's lines.
        self.openings = Openings(self.slots, self)
        self.openings.wanted.connect(self._open_on)
        self._establishment_name = ""
        self._alert = ""
        self.switcher = QComboBox()
        self.switcher.setObjectName("establishment_switcher")
        self.switcher.setMinimumContentsLength(24)
        self.top_bar = self._top_bar()
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
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

    def _add_toolbar(self) -> None:
        """The incident action stays in sight on every page: after a spill the clock runs
        and the manager must not hunt for it (R5)."""
        toolbar = self._toolbar = self.addToolBar(translate("MainWindow", "Actions"))
        toolbar.setObjectName("actions")
        toolbar.setMovable(False)
        self.report_action = QAction(translate("MainWindow", "Report an incident"), self)
        self.report_action.setObjectName("report_incident")
        self.report_action.triggered.connect(self.report_incident)
        toolbar.addAction(self.report_action)
        # The style sheet draws it as the Incidents page's red button (resources/style.qss).
        toolbar.widgetForAction(self.report_action).setObjectName("report_incident")

    def report_incident(self) -> None:
        from ui.incidents import report_incident_dialog  # noqa: PLC0415  (when first asked for)

        dialog = report_incident_dialog(self.context, self)
        dialog.finished.connect(self.refresh)

    def _add_menus(self) -> None:
        file_menu = self.menuBar().addMenu(translate("MainWindow", "&File"))
        self.setup_action = _action(
            file_menu, translate("MainWindow", "Set up an establishment…"), self.open_setup
        )
        self.import_action = _action(
            file_menu, translate("MainWindow", "Import records from a workbook…"), self.open_import
        )
        self.template_action = _action(
            file_menu,
            translate("MainWindow", "Save a blank workbook to fill in…"),
            self.save_template,
        )
        file_menu.addSeparator()
        self.new_action = _action(
            file_menu,
            translate("MainWindow", "&New record on this page…"),
            self.new_record,
            QKeySequence.StandardKey.New,
        )
        self.export_action = _action(
            file_menu,
            translate("MainWindow", "&Export the records packet…"),
            self.show_export,
            QKeySequence("Ctrl+E"),
        )
        file_menu.addSeparator()
        self.settings_action = _action(
            file_menu,
            translate("MainWindow", "Se&ttings…"),
            self.open_settings,
            QKeySequence.StandardKey.Preferences,
        )
        file_menu.addSeparator()
        self.quit_action = _action(
            file_menu, translate("MainWindow", "&Quit"), self.quit, QKeySequence.StandardKey.Quit
        )
        edit_menu = self.menuBar().addMenu(translate("MainWindow", "&Edit"))
        self.find_action = _action(
            edit_menu,
            translate("MainWindow", "&Find on this page"),
            self.find_on_page,
            QKeySequence.StandardKey.Find,
        )
        view_menu = self.menuBar().addMenu(translate("MainWindow", "&View"))
        self.page_actions: list[QAction] = []
        for number, slot in enumerate(self.slots, start=1):
            action = QAction(translate("Page", slot.title), self)
            # Ctrl+1 … Ctrl+9, then Ctrl+0 for the tenth, as the keys lie on the keyboard.
            if number <= 10:
                action.setShortcut(QKeySequence(f"Ctrl+{number % 10}"))
            action.setData(number - 1)
            action.triggered.connect(self._show_chosen_page)
            view_menu.addAction(action)
            self.page_actions.append(action)
        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        self.help_action = _action(
            help_menu,
            translate("Help", "What the ordinance asks"),
            self.help_for_page,
            QKeySequence.StandardKey.HelpContents,
        )
        self.getting_started_action = _action(
            help_menu, translate("Help", "Getting started"), self.show_getting_started
        )
        help_menu.addSeparator()
        self.handbook_actions: list[QAction] = []
        for document in HANDBOOK:
            action = QAction(document.shown_title, self)
            action.setData(document)
            # A bound method, not a partial holding the window: Qt keeps a connection to a
            # bound method weakly, so a closed window can still be freed.
            action.triggered.connect(self._show_chosen_handbook)
            help_menu.addAction(action)
            self.handbook_actions.append(action)
        help_menu.addSeparator()
        self.about_action = _action(
            help_menu, translate("MainWindow", "&About {app}").format(app=APP_NAME), self.show_about
        )

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

    def new_record(self) -> None:
        """File > New (Ctrl+N): the Add of the page shown, when it has one."""
        from ui.records_page import RecordsPageOf  # noqa: PLC0415  (when first asked for)

        page = self.current_page()
        if isinstance(page, RecordsPageOf) and page.add_button.isEnabled():
            page.add_record()

    def find_on_page(self) -> None:
        """Edit > Find (Ctrl+F): the cursor to the search box of the page shown."""
        search = self.current_page().search_box()
        if search is not None and search.isVisible():
            search.setFocus(Qt.FocusReason.ShortcutFocusReason)
            search.selectAll()

    def show_export(self) -> None:
        self.nav.setCurrentRow(self.slots.index(EXPORT))

    def _show_chosen_page(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.nav.setCurrentRow(action.data())

    def keep_running_when_closed(self, keep: bool) -> None:
        """With ``keep``, closing the window hides it and the application runs on, so the
        tray's reminders go on (ui/tray.py); Quit still quits."""
        self._keep_running = keep

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
        super().closeEvent(event)

    def bring_forward(self) -> None:
        """Show the window in front, from the tray or a second start."""
        self.show()
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.raise_()
        self.activateWindow()

    def open_settings(self) -> SettingsDialog:
        from ui.settings import SettingsDialog  # noqa: PLC0415  (when first asked for)

        est_id = self.switcher.currentData()
        shown = (est_id, self._establishment_name) if est_id is not None else None
        dialog = SettingsDialog(self, self.context, shown)
        dialog.saved.connect(self.settings_saved)
        # Another ordinance chosen changes what is due.
        dialog.saved.connect(self.refresh)
        dialog.open()
        return dialog

    def refresh(self) -> None:
        from fog_desktop.services.establishments import list_establishments  # noqa: PLC0415  (when first asked for)

        """Read the establishments again, then the pages: the one shown and those that
        set the window title now, each other one when it is next shown.

        Reading every page at once made the window slow to open on a long history: the
        Employees page alone reads every obligation of ten years.
        """
        self._reading += 1
        reading, db = self._reading, self.context.db

        def read(establishments: list[EstablishmentRow]) -> None:
            if reading == self._reading:
                self._show_establishments(establishments)

        BackgroundOp(
            lambda: list_establishments(db), read, self._failed, owner=self
        ).run_in_background()

    def _failed(self, exc: Exception) -> None:
        from ui.dialogs import report_failure  # noqa: PLC0415  (when first asked for)

        report_failure(self, exc)

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

    def open_import(self) -> ImportDialog:
        from ui.export.import_dialog import ImportDialog  # noqa: PLC0415  (when first asked for)

        dialog = ImportDialog(self.context, self.refresh, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def save_template(self) -> None:
        from fog_desktop.exchange.workbook import write_template  # noqa: PLC0415  (when first asked for)
        from ui.files import save_path, suggested  # noqa: PLC0415  (when first asked for)

        chosen = save_path(
            self,
            translate("MainWindow", "Save the blank workbook as"),
            suggested("FOG-records-template.xlsx"),
            translate("MainWindow", "Workbook (*.xlsx)"),
            ".xlsx",
        )
        if chosen is not None:
            BackgroundOp(
                lambda: write_template(chosen), lambda _: None, self._failed, owner=self
            ).run_in_background()

    def show_page(self, title: str) -> Page[Any]:
        row = next(i for i, slot in enumerate(self.slots) if slot.title == title)
        self.nav.setCurrentRow(row)
        return self.page_at(row)

    def _show_chosen_handbook(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.show_handbook(action.data())

    def show_handbook(self, document: Document) -> HandbookDialog:
        from ui.handbook import HandbookDialog  # noqa: PLC0415  (when first asked for)

        dialog = HandbookDialog(self, document)
        dialog.show()
        return dialog

    def help_for_page(self) -> HelpDialog:
        """F1: what the ordinance asks, at the section of the page shown."""
        return self.show_help(SECTIONS.get(self.current_page().title, ""))

    def show_help(self, section: str = "") -> HelpDialog:
        from ui.guide import HelpDialog  # noqa: PLC0415  (when first asked for)

        dialog = HelpDialog(self, self.current_page().ordinance_numbers, ORDINANCE, section)
        dialog.show()
        return dialog

    def show_getting_started(self) -> HelpDialog:
        from ui.guide import HelpDialog  # noqa: PLC0415  (when first asked for)

        dialog = HelpDialog(self, self.current_page().ordinance_numbers, GETTING_STARTED)
        dialog.show()
        return dialog

    def show_about(self) -> AboutDialog:
        from ui.about import AboutDialog  # noqa: PLC0415  (when first asked for)

        dialog = AboutDialog(self, self.context)
        dialog.open()
        return dialog

    def open_setup(self) -> SetupWizard:
        from ui.setup.wizard import SetupWizard  # noqa: PLC0415  (when first asked for)

        wizard = SetupWizard(self.context, self)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wizard.accepted.connect(self.refresh)
        wizard.open()
        return wizard


def _action(
    menu: QMenu,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
) -> QAction:
    """A menu item calling ``slot``, with its shortcut shown beside it."""
    action = menu.addAction(text)
    if shortcut is not None:
        action.setShortcut(shortcut)
    action.triggered.connect(slot)
    return action
