"""The Export page and File > Import, driven as a manager would (R7)."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import QDate, QStandardPaths, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fog_desktop import ordinance
from fog_desktop.config import resolve_paths
from fog_desktop.context import AppContext
from fog_desktop.database import open_database
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.establishments import (
    EstablishmentInput,
    create_establishment,
    find_establishment,
    get_establishment,
    list_establishments,
)
from models import Establishment
from tests.conftest import sqlite_copy
from tests.pdf_text import page_texts
from ui.export.import_dialog import ImportDialog
from ui.export.page import SUMMARY, ExportPage

SIERRA_MADRE = ordinance.default()

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

TODAY = date(2026, 12, 2)


def export_page(gui: Gui, ctx: AppContext, cafe: Establishment) -> ExportPage:
    """The Export page of ``cafe``, shown and read as a manager opens it."""
    ctx.settings.current_establishment_id = cafe.id
    page = gui.show(ExportPage(ctx))
    gui.refresh(page)
    return page


def test_export_saves_the_workbook_and_says_where(
    gui: Gui, qtbot: QtBot, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    page = export_page(gui, ctx, cafe)
    assert page.start.date().toString("yyyy-MM-dd") == "2024-12-03"  # two years to today (R7)
    assert (page.start.text(), page.end.text()) == ("12/3/2024", "12/2/2026"), "as a US user reads"
    gui.choose(page.format, "Workbook for Excel or LibreOffice (.xlsx)")
    target = tmp_path / "packet.xlsx"
    page.file.choose = lambda _suggested: str(target)
    gui.click(page.browse)
    gui.click(page.export_button)
    qtbot.waitUntil(lambda: page.status.text().startswith("Saved"), timeout=60_000)
    assert str(target) in page.status.text()
    assert load_workbook(target)["Devices"]["A2"].value == "GI-1"
    assert page.export_button.isEnabled()
    shown = [
        b.text() for b in (page.open_pdf, page.print_button, page.open_folder) if b.isVisible()
    ]
    assert shown == ["Open folder"], "a workbook has no PDF to open or print"


@pytest.mark.parametrize(
    ("language", "name"),
    [
        ("en", "FOG-records-Corner-Cafe-2026-12-02.zip"),
        ("es", "Registros-FOG-Corner-Cafe-2026-12-02.zip"),
    ],
)
def test_the_packet_s_file_is_named_in_the_user_s_language(
    gui: Gui, ctx: AppContext, cafe: Establishment, request: pytest.FixtureRequest,
    language: str, name: str,
) -> None:  # fmt: skip
    """In the Documents folder, where a manager looks for what the application saved."""
    if language == "es":
        request.getfixturevalue("spanish")
    page = export_page(gui, ctx, cafe)
    suggested = Path(page.path.text())
    assert suggested.name == name
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert suggested.parent == (Path(documents) if Path(documents).is_dir() else Path.home())


def test_export_of_the_summary_alone_is_the_first_pages(
    gui: Gui, qtbot: QtBot, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    """The quick hand-over: pages 1-2 of the packet and the certification to sign (R7),
    offered beside the full one."""
    page = export_page(gui, ctx, cafe)
    gui.choose(page.format, SUMMARY)
    assert page.path.text().endswith(".pdf")
    target = tmp_path / "summary.pdf"
    page.path.setText(str(target))
    gui.click(page.export_button)
    qtbot.waitUntil(lambda: page.status.text().startswith("Saved"), timeout=60_000)
    pages = page_texts(target)
    assert len(pages) == 3
    assert pages[2].startswith("Certification")
    assert cafe.name in pages[0]


def opened_urls(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """What the desktop is asked to open, instead of opening it."""
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    return opened


def test_after_a_pdf_export_open_the_pdf_and_print_it(
    gui: Gui, qtbot: QtBot, ctx: AppContext, cafe: Establishment, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    opened = opened_urls(monkeypatch)
    page = export_page(gui, ctx, cafe)
    gui.choose(page.format, SUMMARY)
    target = tmp_path / "summary.pdf"
    page.path.setText(str(target))
    assert not page.open_pdf.isVisible()
    gui.click(page.export_button)
    qtbot.waitUntil(lambda: page.status.text().startswith("Saved"), timeout=60_000)
    buttons = (page.open_pdf, page.print_button, page.open_folder)
    assert [b.text() for b in buttons if b.isVisible()] == ["Open the PDF", "Print…", "Open folder"]
    gui.click(page.open_pdf)
    assert [Path(url.toLocalFile()) for url in opened] == [target]
    if sys.platform != "win32":
        gui.click(page.print_button)
        assert [Path(url.toLocalFile()) for url in opened] == [target, target]
        assert page.status.text() == (
            "The PDF opened in your PDF viewer: print it from there (Ctrl+P)."
        )


def test_the_packet_zip_opens_its_pdf(
    gui: Gui, qtbot: QtBot, ctx: AppContext, cafe: Establishment, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    opened = opened_urls(monkeypatch)
    page = export_page(gui, ctx, cafe)
    target = tmp_path / "packet.zip"
    page.path.setText(str(target))
    gui.click(page.export_button)
    qtbot.waitUntil(lambda: page.status.text().startswith("Saved"), timeout=120_000)
    gui.click(page.open_pdf)
    (url,) = opened
    pdf = Path(url.toLocalFile())
    assert pdf.name == "packet.pdf" and pdf.parent != tmp_path
    assert cafe.name in page_texts(pdf)[0]


def test_the_window_dates_stay_within_what_a_record_may_hold(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    """A window ending in 9999 overflowed the packet's date arithmetic."""
    ctx.settings.current_establishment_id = cafe.id
    page = gui.show(ExportPage(ctx))
    gui.refresh(page)
    page.end.setDate(QDate(9999, 12, 31))
    page.start.setDate(QDate(1, 1, 1))
    assert page.end.date().toPython() == date(2100, 12, 31)
    assert page.start.date().toPython() == date(1900, 1, 1)


def test_a_cancelled_export_leaves_no_file(
    gui: Gui, qtbot: QtBot, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    page = export_page(gui, ctx, cafe)
    target = tmp_path / "packet.zip"
    page.path.setText(str(target))
    gui.start(page.export_button)
    gui.click(page.cancel_button)
    qtbot.waitUntil(lambda: "cancelled" in page.status.text(), timeout=60_000)
    assert list(tmp_path.glob("packet.zip*")) == []


def test_an_export_into_a_folder_that_is_not_there_is_refused_in_words(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    page = export_page(gui, ctx, cafe)
    page.path.setText(str(tmp_path / "gone" / "packet.zip"))

    gui.click(page.export_button)

    assert page.status.text() == f"The folder {tmp_path / 'gone'} does not exist."
    assert page.export_button.isEnabled() and not page.progress.isVisible()
    assert not (tmp_path / "gone").exists()


def test_import_offers_the_establishments_to_import_into(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    dialog = gui.show(ImportDialog(ctx, lambda: None))

    offered = [dialog.establishment.itemText(i) for i in range(dialog.establishment.count())]
    assert offered == ["(the establishment named on the workbook's Cover)", "Corner Cafe"]


def test_checking_without_a_workbook_asks_for_one(gui: Gui, ctx: AppContext) -> None:
    dialog = gui.show(ImportDialog(ctx, lambda: None))

    gui.click(dialog.check_button)

    assert dialog.outcome.text() == "Choose the workbook to import."
    assert dialog.check_button.isEnabled() and not dialog.import_button.isEnabled()


@pytest.mark.slow("exports the demo's two years to a workbook, checks it twice and imports it")
def test_import_lists_every_problem_then_imports_a_clean_workbook(
    gui: Gui, qtbot: QtBot, ctx: AppContext, tmp_path: Path, sqlite_demo_template: Path
) -> None:
    paths = resolve_paths(tmp_path / "source")
    other = open_database(paths, sqlite_copy(sqlite_demo_template, paths))
    good = tmp_path / "good.xlsx"
    export_workbook(
        other,
        find_establishment(other, "Demo Bistro").id,
        good,
        Window.two_years_to(TODAY, SIERRA_MADRE),
    )
    other.dispose()
    wb = load_workbook(good)
    wb["Devices"]["D2"] = "lots"
    bad = tmp_path / "bad.xlsx"
    wb.save(bad)

    imported: list[bool] = []
    dialog = gui.show(ImportDialog(ctx, lambda: imported.append(True)))
    dialog.file.choose = lambda _typed: str(bad)
    gui.click(dialog.browse)
    gui.click(dialog.check_button)
    qtbot.waitUntil(dialog.problems.isVisible, timeout=60_000)
    first = dialog.problems.item(0).text()
    assert first.startswith("Devices, row 2, column Capacity (gal): 'lots' is not a number")
    assert not dialog.import_button.isEnabled()
    assert list_establishments(ctx.db) == []

    dialog.file.choose = lambda _typed: str(good)
    gui.click(dialog.browse)
    gui.click(dialog.check_button)
    qtbot.waitUntil(dialog.import_button.isEnabled, timeout=60_000)
    assert dialog.outcome.text().startswith("Ready to add to Demo Bistro")
    gui.click(dialog.import_button)
    qtbot.waitUntil(lambda: imported == [True], timeout=60_000)
    assert dialog.outcome.text().startswith("Added to Demo Bistro")
    assert [e.name for e in list_establishments(ctx.db)] == ["Demo Bistro"]


@pytest.mark.parametrize(("answer", "begins"), [("Move", date(2026, 10, 1)), ("Keep", None)])
def test_an_import_of_older_logs_asks_before_moving_the_day_the_records_begin(
    gui: Gui,
    qtbot: QtBot,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
    answer: str,
    begins: date | None,
) -> None:
    """R9: the workbook holds GI-1, in service since 2026-10-01, before the day the
    records of Dos begin, 2026-11-01: Import asks whether to move that day."""
    logs = tmp_path / "cafe.xlsx"
    export_workbook(ctx.db, cafe.id, logs, Window.two_years_to(TODAY, SIERRA_MADRE))
    dos = create_establishment(
        ctx.db, EstablishmentInput(name="Dos", records_begin="2026-11-01"), ctx.actor
    )
    imported: list[bool] = []
    dialog = gui.show(ImportDialog(ctx, lambda: imported.append(True)))
    dialog.file.choose = lambda _typed: str(logs)
    gui.click(dialog.browse)
    dialog.establishment.setEditText("Dos")
    gui.click(dialog.check_button)
    qtbot.waitUntil(dialog.import_button.isEnabled, timeout=60_000)
    assert dialog.outcome.text().endswith(
        "Its earliest record, of 10/1/2026, is older than the day the records begin "
        "(11/1/2026): Import asks whether to move that day."
    )

    gui.click(dialog.import_button)
    box = gui.wait_for_window(QMessageBox)
    assert box.text() == (
        "The workbook holds records from 10/1/2026, before the day the records in FOG "
        "Desktop begin (11/1/2026)."
    )
    labels = {"Move": "Move to 10/1/2026 and import", "Keep": "Keep 11/1/2026 and import"}
    gui.click(next(b for b in box.buttons() if b.text() == labels[answer]))
    qtbot.waitUntil(lambda: imported == [True], timeout=60_000)

    stored = get_establishment(ctx.db, dos.id).records_begin
    assert stored == (begins or date(2026, 11, 1))
    said = {
        "Move": "The records now begin on 10/1/2026.",
        "Keep": "The records still begin on 11/1/2026.",
    }
    assert dialog.outcome.text().endswith(said[answer])
