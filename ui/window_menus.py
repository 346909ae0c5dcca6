"""The main window's menus and toolbar, and the dialogs they open, each imported when
first asked for (issue 16 §1): the part of the window that is the same on every page."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QListWidget, QMainWindow, QMenu

from fog_desktop import APP_NAME
from fog_desktop.handbook import HANDBOOK, Document
from fog_desktop.i18n import translate
from ui.help import GETTING_STARTED, ORDINANCE, SECTIONS
from ui.looks import use_style_sheet
from ui.navigation import EXPORT, PageSlot
from ui.operations import BackgroundOp

if TYPE_CHECKING:
    from fog_desktop.context import AppContext
    from ui.about import AboutDialog
    from ui.export.import_dialog import ImportDialog
    from ui.guide import HelpDialog
    from ui.handbook import HandbookDialog
    from ui.page import Page
    from ui.settings import SettingsDialog
    from ui.setup.wizard import SetupWizard


class WindowMenus(QMainWindow):
    """File, Edit, View and Help, and the toolbar's Report an incident, for the main
    window (ui/main_window.py), which gives the pages and the establishments they act
    on."""

    context: AppContext
    slots: tuple[PageSlot, ...]
    nav: QListWidget
    switcher: QComboBox
    _establishment_name: str

    #: File > Settings saved; the reminder choices (:class:`ui.settings.Reminding`).
    settings_saved = Signal(object)

    def current_page(self) -> Page[Any]:
        """The page shown (the main window's)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Read the establishments and the pages again (the main window's)."""
        raise NotImplementedError

    def quit(self) -> None:
        """File > Quit (the main window's, which knows whether it runs on in the tray)."""
        raise NotImplementedError

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
        # Drawn as the Incidents page's red button (resources/style.qss).
        button = toolbar.widgetForAction(self.report_action)
        button.setObjectName("report_incident")
        use_style_sheet(button)

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

    def _failed(self, exc: Exception) -> None:
        from ui.dialogs import report_failure  # noqa: PLC0415  (when first asked for)

        report_failure(self, exc)

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
