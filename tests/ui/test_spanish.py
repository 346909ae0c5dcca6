"""The whole window in Spanish: with every translation marked, each page, its tables'
headers and the menus show no text that is not translated (issue 14 §5).

The marked translation is made from the .ts files: each Spanish text is wrapped in
⟦…⟧, so a text the code shows without translate() is seen at once, on whatever page
it is, even one the Spanish translation happens to spell as the English does.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QWidget,
)

from fog_desktop import i18n
from fog_desktop.context import AppContext
from fog_desktop.words import shown
from models import Establishment
from tests.ui.conftest import TODAY
from tools import translations
from ui.app import build_main_window
from ui.dates import day_text, format_hint, typed_day
from ui.language import install_language, language_of, locale_for, remove_language
from ui.main_window import MainWindow
from ui.operator import OperatorDialog

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
#: What the test's records and the application's name put on screen as they are.
DATA_WORDS = {
    "FOG", "Desktop", "Corner", "Cafe", "Main", "St", "Ana", "Ruiz", "GI", "Rear", "lot",
    "ext", "BMP", "PDF", "Excel", "Ctrl",
}  # fmt: skip


@pytest.fixture
def marked(tmp_path: Path) -> Iterator[None]:
    """Every translation of the .ts files, marked ⟦…⟧, installed as the window's."""
    marked_ts = []
    for area in translations.AREAS:
        tree = ET.parse(translations.ts_file(area))
        for message in tree.getroot().iter("message"):
            translation = message.find("translation")
            assert translation is not None
            for said in list(translation.iter("numerusform")) or [translation]:
                said.text = f"⟦{said.text}⟧"
        path = tmp_path / f"{area}.ts"
        tree.write(path, encoding="utf-8", xml_declaration=True)
        marked_ts.append(path)
    qm = tmp_path / "marked.qm"
    translations.lrelease(marked_ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    i18n.install(translator.translate, i18n.SPANISH)
    yield
    i18n.uninstall()
    app.removeTranslator(translator)


def untranslated(text: str) -> str:
    """What is left of ``text`` once its translated parts and the data are taken out."""
    while MARKED.search(text):
        text = MARKED.sub(" ", text)
    words = re.findall(r"[^\W\d_]{2,}", text)
    return " ".join(word for word in words if word not in DATA_WORDS)


def shown_texts(window: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every label, button, box, field hint and table header in sight."""
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        where = f"{type(widget).__name__} {widget.objectName()}"
        if isinstance(widget, QLabel):
            yield where, widget.text()
        elif isinstance(widget, QAbstractButton):
            yield where, widget.text()
            yield where + " tooltip", widget.toolTip()
        elif isinstance(widget, QGroupBox):
            yield where, widget.title()
        elif isinstance(widget, QLineEdit):
            yield where, widget.placeholderText()
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for column in range(model.columnCount()):
                yield where, str(model.headerData(column, Qt.Orientation.Horizontal) or "")


def menu_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    for menu in window.menuBar().findChildren(QMenu):
        yield "menu", menu.title()
        for action in menu.actions():
            yield "menu item", action.text()


@pytest.mark.usefixtures("marked")
def test_every_page_is_in_spanish(gui: Gui, ctx: AppContext, cafe: Establishment) -> None:
    window = gui.show(build_main_window(ctx))
    left = []
    for row in range(window.nav.count()):
        window.nav.setCurrentRow(row)
        page = window.current_page()
        page.when_loaded(lambda: None)
        gui.settle()
        QApplication.processEvents()
        left += [
            (page.title, where, text) for where, text in shown_texts(page) if untranslated(text)
        ]
    left += [("menus", where, text) for where, text in menu_texts(window) if untranslated(text)]
    left += [
        ("window", "navigation", window.nav.item(row).text())
        for row in range(window.nav.count())
        if untranslated(window.nav.item(row).text())
    ]
    assert left == []


@pytest.mark.usefixtures("marked")
@pytest.mark.slow("opens every page of the demo's two years, each page's records read")
def test_every_tables_status_column_is_in_spanish(
    gui: Gui, sqlite_demo_context: AppContext
) -> None:
    """Recorded, Amended, Void: the stored words, on every page's records (the demo has
    each kind), shown in the window's language."""
    sqlite_demo_context.today = lambda: TODAY
    window = gui.show(build_main_window(sqlite_demo_context))
    seen, left = set(), []
    for row in range(window.nav.count()):
        window.nav.setCurrentRow(row)
        page = window.current_page()
        page.when_loaded(lambda: None)
        gui.settle()
        for view in page.findChildren(QTableView):
            model = view.model()
            columns = [
                column
                for column in range(model.columnCount())
                if model.headerData(column, Qt.Orientation.Horizontal) == "⟦Estado⟧"
            ]
            for column in columns:
                seen.add(page.title)
                left += [
                    (page.title, text)
                    for text in (
                        str(model.index(r, column).data()) for r in range(model.rowCount())
                    )
                    if untranslated(text)
                ]
    assert len(seen) >= 10, seen
    assert left == []


@pytest.mark.usefixtures("marked")
def test_the_dashboards_duties_are_in_spanish_but_the_records_own_names(
    gui: Gui, sqlite_demo_context: AppContext
) -> None:
    """Every duty's kind, state, days and why; and "For" where it names no record of the
    manager's own (a device, a person, a remodel): the self-inspection checklist."""
    sqlite_demo_context.today = lambda: TODAY
    window = gui.show(build_main_window(sqlite_demo_context))
    table = window.show_page("Dashboard").findChild(QTableView)
    assert table is not None
    model = table.model()
    rows = [
        [str(model.index(r, c).data()) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    checklist = [row for row in rows if row[0] == shown("Self-inspection")]
    assert checklist, "the demo's self-inspection is due"
    left = [(row[0], cell) for row in rows for cell in row[:1] + row[2:] if untranslated(cell)]
    left += [(row[0], row[1]) for row in checklist if untranslated(row[1])]
    assert left == []


@pytest.mark.usefixtures("marked")
def test_a_refusal_under_its_field_is_all_in_spanish(gui: Gui, ctx: AppContext) -> None:
    """A name longer than the audit trail keeps is refused under "Su nombre" in Spanish
    alone: the message used to begin with the field's English name ("Operator: …")."""
    ctx.settings.operator_name = ""
    dialog = gui.show(OperatorDialog(None, ctx))
    gui.type_into(gui.line(dialog, "operator_name"), "A" * 201)
    gui.click(dialog.ok_button)
    message = gui.message(dialog, "operator_name")
    assert "201" in message
    assert untranslated(message) == ""


def test_the_check_sees_an_untranslated_text() -> None:
    assert untranslated("⟦Guardar⟧") == ""
    assert untranslated("⟦Vence el {date}⟧ Corner Cafe 11/30/2026") == ""
    assert untranslated("⟦Guardar⟧ Save amendment") == "Save amendment"


def test_the_compiled_translation_is_what_the_window_loads() -> None:
    shipped = translations.TRANSLATIONS / translations.COMPILED
    translator = QTranslator()
    assert translator.load(str(shipped))
    assert translator.translate("Word", "Overdue") == "Vencido"
    assert translator.translate("MainWindow", "Report an incident") == "Informar un incidente"


def test_spanish_follows_the_system_unless_chosen_in_settings() -> None:
    mexico = QLocale(QLocale.Language.Spanish, QLocale.Country.Mexico)
    us = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    assert language_of("", mexico) == "es"
    assert language_of("", us) == "en"
    assert language_of("en", mexico) == "en"
    assert language_of("es", us) == "es"


def test_the_language_chosen_brings_its_order_of_dates() -> None:
    """Spanish in a US restaurant writes 15/3/2026; a system set to no country writes as
    the US does, not ISO; a system that speaks the language keeps its own form."""
    us = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    mexico = QLocale(QLocale.Language.Spanish, QLocale.Country.Mexico)
    britain = QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    assert locale_for("es", us).name() == "es_US"
    assert locale_for("en", QLocale.c()).name() == "en_US"
    assert locale_for("es", QLocale.c()).name() == "es_US"
    assert locale_for("es", mexico) == mexico
    assert locale_for("en", britain) == britain

    app = QCoreApplication.instance()
    assert app is not None
    loaded = install_language(app, "es")
    try:
        assert day_text(date(2026, 3, 15)) == "15/3/2026"
        assert typed_day("15/3/2026") == date(2026, 3, 15)
        assert format_hint() == "DD/MM/AAAA"
    finally:
        remove_language(app, loaded)
    assert day_text(date(2026, 3, 15)) == "3/15/2026", "the tests' own US form is back"


def test_loading_spanish_translates_the_window_and_the_core() -> None:
    app = QCoreApplication.instance()
    assert app is not None
    loaded = install_language(app, "es")
    try:
        assert len(loaded.translators) == 2  # ours and Qt's own (OK, Cancel, the calendar)
        assert i18n.language() == "es"
        assert shown("Overdue") == "Vencido"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
    finally:
        remove_language(app, loaded)
    assert (i18n.language(), shown("Overdue")) == ("en", "Overdue")
