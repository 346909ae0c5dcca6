"""The Self-inspection page: a checklist walked and recorded by clicking and typing, an item
found not OK fixed with a photo, a checklist voided (issue 15 §3; R8c, R6)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.rules.pumpout import Frequency
from fog_desktop.rules.self_inspection import IntervalFrom
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.checklist_intervals import checklist_interval, checklist_intervals
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.self_inspection import (
    AnswerInput,
    ChecklistInput,
    answer_field,
    checklist_items,
    record_checklist,
)
from fog_desktop.services.self_inspection_rows import list_authorizations, list_checklists
from models import Establishment
from tests.pdf_text import pdf_text
from ui.app import build_main_window
from ui.dashboard.model import DueModel
from ui.dashboard.page import DashboardPage
from ui.dialogs import VoidDialog
from ui.self_inspection import photos
from ui.self_inspection.authorization_dialog import AuthorizationDialog
from ui.self_inspection.checklist_form import ChecklistFormDialog
from ui.self_inspection.fix_dialog import FixDialog
from ui.self_inspection.interval_dialog import IntervalDialog
from ui.self_inspection.model import ChecklistsModel
from ui.self_inspection.page import SelfInspectionPage

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> SelfInspectionPage:
    page = gui.show(SelfInspectionPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    return page


def walked(ctx: AppContext, cafe: Establishment, day: str, not_ok: str = "") -> int:
    answers = tuple(
        AnswerInput(i.name, "Not OK" if i.name == not_ok else "OK", "Torn" if not_ok else "")
        for i in checklist_items()
    )
    data = ChecklistInput(day, "Ana Ruiz", "", answers)
    return record_checklist(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())


def test_an_empty_page_says_what_to_do_and_the_interval(page: SelfInspectionPage) -> None:
    empty = page.findChild(QLabel, "empty_state")
    assert empty is not None and "No checklist yet" in empty.text()
    assert page.interval.text() == "Walked monthly"


def test_a_checklist_is_typed_refused_where_unanswered_then_stored(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    photo = tmp_path / "screen.png"
    photo.write_bytes(scan_png("missing screen"))
    monkeypatch.setattr(photos, "choose_files", lambda parent: [photo])
    gui.click(page.add_button)
    dialog = gui.wait_for_window(ChecklistFormDialog)
    gui.type_over(dialog.inspected_on, "11/20/2026")
    gui.type_over(dialog.inspected_by, "Maria Lopez")
    for answer in dialog.answers:
        if answer.item != "Signage":
            gui.choose(answer.answer, "Not OK" if answer.item == "Drain screens" else "OK")
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert "Answer Signage" in gui.message(dialog, answer_field("Signage"))
    assert gui.message(dialog, answer_field("Drain screens")) == (
        "Say what is wrong: a corrective action is due for it."
    )
    assert list_checklists(ctx.db, cafe.id) == []

    screens = next(a for a in dialog.answers if a.item == "Drain screens")
    gui.type_into(screens.note, "Screen missing at the prep sink")
    gui.click(screens.photos.button)
    assert screens.photos.names.text() == "screen.png"
    gui.choose(gui.combo(dialog, answer_field("Signage")), "Not applicable")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(ChecklistFormDialog)

    assert page.model.rowCount() == 1
    [checklist] = list_checklists(ctx.db, cafe.id)
    assert (checklist.inspected_by, len(checklist.not_ok)) == ("Maria Lopez", 1)
    texts = [page.model.text(checklist, c) for c in range(len(page.model.headers))]
    assert texts[:4] == ["11/20/2026", "Maria Lopez", "1", "1"]
    [wrong] = checklist.not_ok
    owner = Owner(cafe.id, "checklist_answers", wrong.id)
    assert [a.original_name for a in list_attachments(ctx.db, owner)] == ["screen.png"]


def test_all_ok_then_the_exceptions_with_the_day_and_walker_filled_in(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment
) -> None:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(ChecklistFormDialog)
    assert (dialog.inspected_on.text(), dialog.inspected_by.text()) == (
        "12/2/2026",
        ctx.settings.operator_name,
    )
    screens = gui.combo(dialog, answer_field("Drain screens"))
    gui.choose(screens, "Not applicable")
    gui.click(dialog.all_ok)
    answers = {a.item: a.answer.currentText() for a in dialog.answers}
    assert answers["Drain screens"] == "Not applicable", "an answer chosen stays"
    assert {text for item, text in answers.items() if item != "Drain screens"} == {"OK"}

    # The wheel over an answer the cursor is not in scrolls the form; it changes nothing.
    signage = gui.combo(dialog, answer_field("Signage"))
    dialog.inspected_by.setFocus()
    assert not signage.hasFocus()
    centre = QPointF(signage.rect().center())
    wheel = QWheelEvent(
        centre, signage.mapToGlobal(centre), QPoint(), QPoint(0, -120),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(signage, wheel)
    assert signage.currentText() == "OK"

    gui.choose(gui.combo(dialog, answer_field("Exhaust filters")), "Not OK")
    gui.type_into(next(a for a in dialog.answers if a.item == "Exhaust filters").note, "Lid open")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    [checklist] = list_checklists(ctx.db, cafe.id)
    assert (checklist.inspected_on, checklist.inspected_by) == (
        date(2026, 12, 2),
        ctx.settings.operator_name,
    )
    assert [a.item for a in checklist.not_ok] == ["Exhaust filters"]


def test_an_item_not_ok_is_recorded_fixed_from_the_checklist_below(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment,
    qtmodeltester: ModelTester,
) -> None:  # fmt: skip
    walked(ctx, cafe, "2026-11-20", not_ok="Signage")
    gui.refresh(page)
    gui.check_model(qtmodeltester, page.model)
    gui.click_cell(page.table, page.proxy.index(0, 0))
    answers = page.detail.table
    row = next(n for n, a in enumerate(page.detail.model.rows()) if a.item == "Signage")
    assert page.detail.model.text(page.detail.model.row(row), 3) == "Fix by 11/27/2026"
    assert not page.detail.fix_button.isEnabled()
    gui.click_cell(answers, page.detail.model.index(row, 0))
    assert page.detail.fix_button.isEnabled()

    gui.click(page.detail.fix_button)
    dialog = gui.wait_for_window(FixDialog)
    gui.type_into(dialog.fixed_on, "11/22/2026")
    gui.type_into(dialog.what_was_done, "New sign posted above the sink")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(FixDialog)

    [checklist] = list_checklists(ctx.db, cafe.id)
    assert checklist.not_ok[0].fix is not None
    assert page.model.text(page.model.rows()[0], ChecklistsModel.OPEN) == "0"
    shown = page.detail.model.rows()[row]
    assert page.detail.model.text(shown, 3) == "Fixed 11/22/2026: New sign posted above the sink"


def test_a_fix_before_the_checklist_is_refused_at_its_field(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment
) -> None:
    walked(ctx, cafe, "2026-11-20", not_ok="Traps")
    gui.refresh(page)
    gui.click_cell(page.table, page.proxy.index(0, 0))
    row = next(n for n, a in enumerate(page.detail.model.rows()) if a.item == "Traps")
    gui.click_cell(page.detail.table, page.detail.model.index(row, 0))
    gui.click(page.detail.fix_button)
    dialog = gui.wait_for_window(FixDialog)
    gui.type_into(dialog.fixed_on, "11/02/2026")
    gui.type_into(dialog.what_was_done, "Cleaned")
    gui.click(dialog.ok_button)
    assert "before the checklist found it" in gui.message(dialog, "fixed_on")
    dialog.reject()


def test_a_voided_checklist_stays_greyed_with_its_reason(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment
) -> None:
    walked(ctx, cafe, "2026-11-20", not_ok="Traps")
    gui.refresh(page)
    gui.click_cell(page.table, page.proxy.index(0, 0))
    assert not page.amend_button.isVisible(), "a checklist is voided and walked again"
    gui.click(page.void_button)
    dialog = gui.wait_for_window(VoidDialog)
    consequence = dialog.findChild(QLabel, "void_consequence")
    assert consequence is not None and "no longer owe a corrective action" in consequence.text()
    gui.type_into(gui.line(dialog, "reason"), "Walked at the other restaurant")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(VoidDialog)
    [row] = page.model.rows()
    assert page.model.text(row, ChecklistsModel.STATUS) == "Void: Walked at the other restaurant"
    assert page.model.text(row, ChecklistsModel.OPEN) == "0"


def test_the_interval_is_changed_from_the_page(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment
) -> None:
    gui.click(page.interval_button)
    dialog = gui.wait_for_window(IntervalDialog)
    assert dialog.every.currentText() == "monthly"
    gui.choose(dialog.every, "every 2 weeks")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(IntervalDialog)
    gui.qtbot.waitUntil(lambda: page.interval.text() == "Walked every 2 weeks")
    assert checklist_interval(ctx.db, cafe.id) == Frequency(2, "weeks")
    # R8c (issue 32 §7): a change from a date leaves the checklists before it as they were
    gui.click(page.interval_button)
    dialog = gui.wait_for_window(IntervalDialog)
    gui.choose(dialog.every, "monthly")
    gui.type_into(dialog.applies_from, "2026-13-01")
    gui.click(dialog.ok_button)
    gui.qtbot.waitUntil(lambda: "From: " in gui.message(dialog, "applies_from"))
    gui.type_over(dialog.applies_from, "2026-10-01")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(IntervalDialog)
    chosen = checklist_intervals(ctx.db, cafe.id)
    assert (chosen.base, chosen.changes) == (
        Frequency(2, "weeks"),
        (IntervalFrom(Frequency(1, "months"), date(2026, 10, 1)),),
    )


def test_an_authorization_needs_its_document_then_is_listed(
    gui: Gui, page: SelfInspectionPage, ctx: AppContext, cafe: Establishment, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    letter = tmp_path / "authorization.pdf"
    letter.write_bytes(b"%PDF-1.4\n% GreaseAway authorized\n")
    monkeypatch.setattr(photos, "choose_files", lambda parent: [letter])
    assert page.authorized.text() == "No written authorization of an additive on file."
    gui.click(page.authorize_button)
    dialog = gui.wait_for_window(AuthorizationDialog)
    gui.type_into(dialog.additive, "GreaseAway enzyme")
    gui.type_into(dialog.authorized_on, "11/10/2026")
    gui.click(dialog.ok_button)
    assert "Attach the written authorization" in gui.message(dialog, "file")
    assert list_authorizations(ctx.db, cafe.id) == []

    gui.click(dialog.document.button)
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(AuthorizationDialog)
    gui.qtbot.waitUntil(
        lambda: (
            page.authorized.text()
            == "Additives authorized in writing: GreaseAway enzyme (11/10/2026)"
        )
    )


def test_from_the_dashboard_a_checklist_due_opens_a_new_one_and_an_item_its_checklist(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    checklist = walked(ctx, cafe, "2026-10-20", not_ok="Signage")
    window = gui.show(build_main_window(ctx))
    dashboard = window.pages[0]
    assert isinstance(dashboard, DashboardPage)
    gui.refresh(dashboard)
    due = {r.obligation.kind: r for r in dashboard.view.model.rows()}
    assert due[ObligationKind.SELF_INSPECTION].state == "Overdue"  # due 11/20/2026
    assert due[ObligationKind.CORRECTIVE_ACTION].subject == "Signage"
    assert (
        dashboard.view.model.index(
            dashboard.view.model.rows().index(due[ObligationKind.CORRECTIVE_ACTION]), DueModel.WHY
        ).data()
        == "7 days after the checklist found it not OK"
    )

    row = dashboard.view.model.rows().index(due[ObligationKind.SELF_INSPECTION])
    gui.double_click_cell(dashboard.view.table, dashboard.view.model.index(row, DueModel.KIND))
    gui.wait_for_window(ChecklistFormDialog).reject()

    row = dashboard.view.model.rows().index(due[ObligationKind.CORRECTIVE_ACTION])
    gui.double_click_cell(dashboard.view.table, dashboard.view.model.index(row, DueModel.KIND))
    page = window.stack.currentWidget()
    assert isinstance(page, SelfInspectionPage)
    gui.qtbot.waitUntil(lambda: page.selected() is not None)
    selected = page.selected()
    assert selected is not None and selected.id == checklist


def test_the_blank_checklist_is_saved_where_chosen_and_opened_to_print(
    gui: Gui, page: SelfInspectionPage, tmp_path: Path
) -> None:
    offered: list[Path] = []
    opened: list[QUrl] = []

    def choose(_parent: QWidget, suggested: Path) -> Path:
        offered.append(suggested)
        return tmp_path / "blank.pdf"

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    page.blank.choose_path = choose
    page.blank.open_url = open_url
    gui.click(page.print_button)

    assert [p.name for p in offered] == ["self-inspection-checklist.pdf"]
    assert opened == [QUrl.fromLocalFile(str(tmp_path / "blank.pdf"))]
    text = pdf_text(tmp_path / "blank.pdf")
    assert "Self-inspection checklist / Lista de autoinspección" in text
    assert "Corner Cafe" in text
