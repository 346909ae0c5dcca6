"""The notice form's Kind (R8e): an administrative complaint is served and heard by the
city manager, a licence notice carries no fee; the list shows each kind, the steps form
asks only what the kind has, and the hearing letter is offered for a notice of violation
only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit, QPlainTextEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.violations_rows import list_notices
from models import Establishment
from ui.city.notices import FollowUpDialog, NoticeFormDialog, NoticesModel
from ui.city.page import CityInspectionsPage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> CityInspectionsPage:
    page = gui.show(CityInspectionsPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    gui.settle()
    return page


def label_of(dialog: NoticeFormDialog, field: str) -> str:
    """The label beside ``field`` and the hint under it, as the user reads them."""
    widget = dialog.findChild(QWidget, field)
    cell = None if widget is None else widget.parentWidget()
    assert cell is not None
    label = dialog.form.labelForField(cell)
    hint = dialog.findChild(QLabel, f"{field}_hint")
    assert isinstance(label, QLabel) and hint is not None
    return f"{label.text()} | {hint.text()}"


def test_r8e_the_form_says_what_each_kinds_date_starts_and_records_a_complaint(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    notices = page.notices
    gui.click(notices.add_button)
    dialog = gui.wait_for_window(NoticeFormDialog)
    assert gui.combo(dialog, "kind").currentText() == "Notice of violation"
    assert label_of(dialog, "notice_on").startswith(
        "Date mailed, posted or handed over | The 15 days to request a hearing run from it"
    )
    fee = gui.line(dialog, "noncompliance_fee")
    gui.choose(gui.combo(dialog, "kind"), "Licence suspension")
    assert label_of(dialog, "notice_on").startswith("Date mailed | A hearing officer hears it")
    assert (fee.isEnabled(), fee.placeholderText()) == (
        False,
        "A licence order carries no noncompliance fee.",
    )
    gui.choose(gui.combo(dialog, "kind"), "Administrative complaint")
    assert label_of(dialog, "notice_on") == (
        "Date served | The city manager hears it on the date it sets: there is no hearing to "
        "request. The city manager's order is appealed within 30 days of its service."
    )
    assert fee.isEnabled()
    gui.type_over(gui.line(dialog, "notice_on"), "11/20/2026")
    gui.choose(gui.combo(dialog, "delivery"), "Mailed")
    finding = dialog.findChild(QPlainTextEdit, "finding")
    assert finding is not None
    gui.type_into(finding, "Grease discharged after the notice")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(NoticeFormDialog)
    gui.settle()
    row = [str(notices.proxy.index(0, c).data()) for c in range(notices.proxy.columnCount())]
    assert row[: NoticesModel.FINDING + 1] == [
        "AC-2026-001", "Administrative complaint", "11/20/2026",
        "Grease discharged after the notice",
    ]  # fmt: skip
    assert row[NoticesModel.NEXT] == "", "the city manager sets the hearing: none to request"
    gui.click_cell(notices.table, notices.proxy.index(0, NoticesModel.FINDING))
    assert not notices.reply_button.isEnabled()
    assert notices.step_button.isEnabled()
    [stored] = list_notices(ctx.db, cafe.id)
    assert stored.kind == "Administrative complaint"


def test_r8e_the_steps_of_a_complaint_and_of_a_licence_notice_are_their_own(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    for kind in ("Administrative complaint", "Licence revocation"):
        data = ViolationInput("2026-11-02", "Mailed", kind, kind=kind)
        record_notice(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())
    gui.refresh(page)
    gui.settle()
    notices = page.notices
    rows = {notices.proxy.index(r, NoticesModel.KIND).data(): r for r in range(2)}

    def steps_of(kind: str) -> FollowUpDialog:
        gui.click_cell(notices.table, notices.proxy.index(rows[kind], NoticesModel.FINDING))
        gui.click(notices.step_button)
        return gui.wait_for_window(FollowUpDialog)

    complaint = steps_of("Administrative complaint")
    assert complaint.windowTitle() == "What followed administrative complaint AC-2026-001"
    assert complaint.findChild(QLineEdit, "hearing_requested_on") is None
    labels = {label.text() for label in complaint.findChildren(QLabel)}
    assert "City manager's order served" in labels
    assert "Hearing officer's order mailed" not in labels
    said = complaint.findChild(QLabel, "hearing_outcome_hint")
    assert said is not None and said.text().startswith("What the city manager determined")
    complaint.reject()
    licence = steps_of("Licence revocation")
    for absent in ("hearing_requested_on", "penalty_amount", "penalty_paid_on", "fee_paid_on"):
        assert licence.findChild(QLineEdit, absent) is None, absent
    assert licence.findChild(QLineEdit, "order_mailed_on") is not None
    licence.reject()


def test_r6_a_notice_amended_in_the_window_says_amended_with_what_was_corrected(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    data = ViolationInput("2026-11-02", "Mailed", "Grease in the lateral")
    record_notice(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())
    gui.refresh(page)
    gui.settle()
    notices = page.notices
    gui.click_cell(notices.table, notices.proxy.index(0, NoticesModel.FINDING))
    gui.click(notices.amend_button)
    dialog = gui.wait_for_window(NoticeFormDialog)
    finding = dialog.findChild(QPlainTextEdit, "finding")
    assert finding is not None
    gui.type_over(finding, "Grease in the sewer lateral")
    gui.type_into(gui.line(dialog, "reason"), "Where the city found it")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(NoticeFormDialog)
    gui.settle()
    row = [str(notices.proxy.index(0, c).data()) for c in range(notices.proxy.columnCount())]
    assert row[NoticesModel.FINDING] == "Grease in the sewer lateral"
    assert row[NoticesModel.STATUS].startswith("Amended")
    assert len(list_notices(ctx.db, cafe.id)) == 1, "amended in place, not added again"
