"""The City inspections page: an inspection typed in, refused at its field, amended and
voided (R8e, R6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QPlainTextEdit

from fog_desktop.context import AppContext
from fog_desktop.services.inspections import list_inspections
from models import Establishment
from ui.city.inspection_form import InspectionFormDialog
from ui.city.model import InspectionsModel
from ui.city.page import CityInspectionsPage
from ui.dialogs import VoidDialog

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui

FOUND = "GI-1 at 31%; no drain screens on the prep sinks."


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> CityInspectionsPage:
    page = gui.show(CityInspectionsPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    return page


def cells(page: CityInspectionsPage, row: int = 0) -> list[str]:
    shown = page.proxy
    return [str(shown.index(row, c).data()) for c in range(shown.columnCount())]


def record_by_typing(
    gui: Gui, page: CityInspectionsPage, *, day: str, result: str, findings: str
) -> InspectionFormDialog:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(InspectionFormDialog)
    gui.type_over(gui.line(dialog, "inspected_on"), day)
    gui.type_into(gui.line(dialog, "inspector"), "R. Flores")
    gui.choose(dialog.result_choice, result)
    box = dialog.findChild(QPlainTextEdit, "findings")
    assert box is not None
    gui.type_into(box, findings)
    gui.click(dialog.ok_button)
    return dialog


def test_an_inspection_typed_in_is_listed_with_its_findings(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    assert page.empty.text().startswith("No city inspection recorded yet.")
    with gui.qtbot.waitSignal(page.records_changed):
        record_by_typing(gui, page, day="11/20/2026", result="Noncompliance found", findings=FOUND)
    gui.wait_until_closed(InspectionFormDialog)
    assert cells(page) == [
        "INSP-2026-001",
        "11/20/2026",
        "R. Flores",
        "Noncompliance found",
        FOUND,
        "Recorded",
    ]
    assert page.shown.text() == "1 inspection"


def test_noncompliance_without_findings_is_refused_at_the_field(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = record_by_typing(
        gui, page, day="11/20/2026", result="Noncompliance found", findings=""
    )
    assert dialog.isVisible()
    assert gui.message(dialog, "findings") == "Write what the inspector found not in compliance."
    assert list_inspections(ctx.db, cafe.id) == []


def test_an_inspection_amended_then_voided_stays_greyed(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    record_by_typing(gui, page, day="11/20/2026", result="In compliance", findings="")
    gui.wait_until_closed(InspectionFormDialog)
    gui.click_cell(page.table, page.proxy.index(0, InspectionsModel.INSPECTOR))
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(InspectionFormDialog)
    assert gui.line(dialog, "inspected_on").text() == "11/20/2026"
    gui.type_over(gui.line(dialog, "inspector"), "Rosa Flores")
    gui.type_into(gui.line(dialog, "reason"), "Her full name")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(InspectionFormDialog)
    assert cells(page)[InspectionsModel.INSPECTOR] == "Rosa Flores"
    assert cells(page)[InspectionsModel.STATUS] == "Amended"

    gui.click(page.void_button)
    void = gui.wait_for_window(VoidDialog)
    gui.type_into(gui.line(void, "reason"), "Entered for the wrong restaurant")
    gui.click(void.ok_button)
    gui.wait_until_closed(VoidDialog)
    assert cells(page)[InspectionsModel.STATUS] == "Void: Entered for the wrong restaurant"
    assert not page.amend_button.isEnabled()


def test_the_table_model_is_sound(
    qtmodeltester: ModelTester, page: CityInspectionsPage, gui: Gui, ctx: AppContext
) -> None:
    record_by_typing(gui, page, day="11/20/2026", result="In compliance", findings="")
    gui.wait_until_closed(InspectionFormDialog)
    gui.check_model(qtmodeltester, page.model)
