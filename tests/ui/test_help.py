"""Help where it is needed: what the ordinance asks, getting started, each page's "?" and
F1, shipped with the application and in the interface's language (issue 14 §4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from fog_desktop import i18n, ordinance
from fog_desktop.context import AppContext
from fog_desktop.reminders import SOON_DAYS
from fog_desktop.rules.obligations import DUE_SOON_DAYS
from models import Establishment
from ui.app import build_main_window
from ui.guide import HelpDialog
from ui.help import GETTING_STARTED, ORDINANCE, SECTIONS, guide_path
from ui.incidents import IncidentsPage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def test_every_page_has_its_section_in_both_languages(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    assert {page.title for page in window.pages} == set(SECTIONS)
    for language in ("en", "es"):
        text = guide_path(ORDINANCE, language).read_text(encoding="utf-8")
        for section in SECTIONS.values():
            assert f'<a name="{section}"></a>' in text, (language, section)
        assert guide_path(GETTING_STARTED, language).is_file()


def test_the_question_mark_opens_the_pages_section(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    window = gui.show(build_main_window(ctx))
    for page in window.pages:
        window.show_page(page.title)
        assert page.help_button.isVisibleTo(window), page.title
        gui.click(page.help_button)
        dialog = gui.wait_for_window(HelpDialog)
        assert dialog.windowTitle() == "What the ordinance asks"
        assert dialog.section_shown() == SECTIONS[page.title]
        dialog.close()
        gui.wait_until_closed(HelpDialog)
    page = window.show_page("Maintenance")
    gui.click(page.help_button)
    said = gui.wait_for_window(HelpDialog).browser.toPlainText()
    assert "Never let it fill past 25%" in said
    assert "FOG Desktop uses the ordinance's: every 3 months." in said
    assert "{" not in said, "every number the guide names is filled in"


def test_the_guide_s_colours_are_the_dashboard_s(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    """Amber is what the Dashboard shows as due soon; the reminder counts its own days."""
    window = gui.show(build_main_window(ctx))
    gui.click(window.show_page("Dashboard").help_button)
    said = " ".join(gui.wait_for_window(HelpDialog).browser.toPlainText().split())
    assert f"an amber one is due within {DUE_SOON_DAYS} days" in said
    assert f"names what is overdue or due within {SOON_DAYS} days" in said


def test_f1_opens_help_for_the_page_shown(gui: Gui, ctx: AppContext, cafe: Establishment) -> None:
    window = gui.show(build_main_window(ctx))
    assert window.help_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    assert window.help_action.shortcut().toString() == "F1"
    page = window.show_page("Incidents")
    assert isinstance(page, IncidentsPage)
    gui.press(window, Qt.Key.Key_F1)
    dialog = gui.wait_for_window(HelpDialog)
    assert dialog.section_shown() == "incidents"


def test_getting_started_is_five_steps(gui: Gui, ctx: AppContext, cafe: Establishment) -> None:
    window = gui.show(build_main_window(ctx))
    window.getting_started_action.trigger()
    dialog = gui.wait_for_window(HelpDialog)
    assert dialog.windowTitle() == "Getting started"
    assert dialog.browser.document().toHtml().count("<li") == 5


def test_the_guides_follow_the_interface_language(gui: Gui) -> None:
    i18n.install(lambda context, text, *_: text, i18n.SPANISH)
    try:
        numbers = ordinance.default().numbers()
        dialog = gui.show(HelpDialog(None, numbers, ORDINANCE, "incidents"))
        assert dialog.windowTitle() == "Lo que pide la ordenanza"
        assert "dentro de 5 días hábiles" in dialog.browser.toPlainText()
    finally:
        i18n.uninstall()
