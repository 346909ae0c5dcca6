"""Asking the hauler for a missing manifest on the Maintenance page (R2, R6): the button
is offered for a pump-out whose manifest is missing, the dialog drafts the request to copy
or save as a letter and records it, and the requests are listed below the log, where the
answer is written in later."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.hauler_requests_rows import list_requests
from fog_desktop.services.maintenance import MaintenanceInput, create_entry
from models import Establishment
from ui.hauler_requests.form import HaulerRequestDialog
from ui.maintenance.page import MaintenancePage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

TODAY = date(2026, 12, 2)


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> MaintenancePage:
    for day in ("2026-11-10", "2026-11-30"):
        data = MaintenanceInput(
            service_date=day, device_id="GI-1", gallons_removed="1000", hauler="SoCal Grease"
        )
        create_entry(ctx.db, cafe.id, data, ctx.actor, today=TODAY)
    page = MaintenancePage(ctx)
    page.resize(1024, 768)
    gui.show(page)
    gui.refresh(page)
    return page


def select(gui: Gui, page: MaintenancePage, day: date) -> None:
    row = next(i for i in range(page.model.rowCount()) if page.model.row(i).service_date == day)
    gui.click_cell(page.table, page.proxy.index(row, 1))
    assert page.selected() == page.model.row(row)


def test_a_missing_manifest_is_asked_for_and_each_request_kept(
    gui: Gui, page: MaintenancePage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    select(gui, page, date(2026, 11, 30))
    assert not page.ask_button.isEnabled(), "within its 7 days the manifest is not missing"
    assert not page.requests.isVisible()
    select(gui, page, date(2026, 11, 10))
    assert page.ask_button.isEnabled()
    assert page.requests.isVisible() and page.requests.model.rowCount() == 0

    gui.click(page.ask_button)
    dialog = gui.wait_for_window(HaulerRequestDialog)
    gui.settle()
    guidance = dialog.findChild(QLabel, "guidance")
    assert guidance is not None and "cannot be made again" in guidance.text()
    draft = dialog.findChild(QPlainTextEdit, "draft")
    assert draft is not None
    assert "Dear SoCal Grease:" in draft.toPlainText()
    gui.click(dialog.copy_button)
    assert QGuiApplication.clipboard().text() == draft.toPlainText()

    offered: list[Path] = []

    def choose(_parent: QWidget, path: Path) -> Path:
        offered.append(path)
        return tmp_path / path.name

    dialog.choose_letter_path = choose
    gui.click(dialog.letter_button)
    gui.settle()
    assert offered[0].name == "Manifest request GI-1 2026-11-10.pdf"
    assert (tmp_path / offered[0].name).read_bytes().startswith(b"%PDF")
    assert "Letter saved" in dialog.said.text()
    assert dialog.method.currentData() == "Letter"
    assert dialog.whom.text() == "SoCal Grease"
    assert dialog.hauler.text() == "Hauler: SoCal Grease, no phone on file"

    gui.type_over(dialog.asked_on, "12/03/2026")
    gui.click(dialog.ok_button)
    gui.settle()
    assert dialog.isVisible()
    assert gui.message(dialog, "asked_on") == "The date 2026-12-03 is in the future."
    gui.type_over(dialog.asked_on, "12/01/2026")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(HaulerRequestDialog)
    gui.settle()

    [row] = list_requests(ctx.db, cafe.id)
    assert (row.asked_on, row.method, row.asked_whom) == (
        date(2026, 12, 1), "Letter", "SoCal Grease",
    )  # fmt: skip
    listed = page.requests.model
    assert listed.rowCount() == 1
    assert listed.index(0, 3).data() == "No answer yet"

    # The answer written in later: a step of the request's life, which stays Recorded.
    gui.click_cell(page.requests.table, page.requests.proxy.index(0, 0))
    gui.click(page.requests.amend_button)
    amend = gui.wait_for_window(HaulerRequestDialog)
    amend.answer.setPlainText("They mailed a copy on 12/02")
    gui.click(amend.ok_button)
    gui.wait_until_closed(HaulerRequestDialog)
    gui.settle()
    assert listed.index(0, 3).data() == "They mailed a copy on 12/02"
    assert listed.index(0, 4).data() == "Recorded"


def test_the_dialog_in_spanish(gui: Gui, page: MaintenancePage, spanish: None) -> None:
    select(gui, page, date(2026, 11, 10))
    gui.click(page.ask_button)
    dialog = gui.wait_for_window(HaulerRequestDialog)
    gui.settle()
    assert dialog.windowTitle() == "Pedir el manifiesto al transportista"
    assert dialog.ok_button.text() == "Registrar esta solicitud"
    assert dialog.method.currentText() == "Correo electrónico"
