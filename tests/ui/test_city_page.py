"""The City inspections page: an inspection typed in, refused at its field, amended and
voided (R8e, R6)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QComboBox, QPlainTextEdit, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.attachments import Owner, list_attachments
from fog_desktop.services.demo_images import scan_png
from fog_desktop.services.inspections import list_inspections
from fog_desktop.services.maintenance import FLAG_OVER_25, MaintenanceFilter, fetch_rows
from fog_desktop.services.milestones import list_milestones
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.violations_rows import list_notices
from models import Establishment
from tests.pdf_text import pdf_text
from ui.city.inspection_form import InspectionFormDialog
from ui.city.milestones import DoneDialog, MilestoneFormDialog, MilestonesModel
from ui.city.model import InspectionsModel
from ui.city.notices import FollowUpDialog, NoticeFormDialog, NoticesModel
from ui.city.page import CityInspectionsPage
from ui.city.reply import ReplyDialog
from ui.city.reports import ReportFormDialog, ReportSentDialog, ReportsModel
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
    gui.settle()  # the notices and the milestones, read after the inspections
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
    gui.choose(gui.combo(dialog, "result"), result)
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


def test_the_inspectors_report_is_attached_with_the_inspection(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    """R8e: an inspection is kept with the inspection report; a second page of it can be
    added when the inspection is amended."""
    report = tmp_path / "inspection-report.png"
    report.write_bytes(scan_png("Inspection report"))
    gui.click(page.add_button)
    dialog = gui.wait_for_window(InspectionFormDialog)
    gui.type_into(gui.line(dialog, "inspector"), "R. Flores")
    gui.choose(gui.combo(dialog, "result"), "In compliance")
    dialog.attachments.add_paths([report])
    gui.settle()
    gui.click(dialog.ok_button)
    gui.wait_until_closed(InspectionFormDialog)
    (row,) = list_inspections(ctx.db, cafe.id)
    owner = Owner(cafe.id, "city_inspections", row.id)
    assert [a.original_name for a in list_attachments(ctx.db, owner)] == ["inspection-report.png"]
    second = tmp_path / "inspection-report-p2.png"
    second.write_bytes(scan_png("Page 2"))
    gui.click_cell(page.table, page.proxy.index(0, InspectionsModel.INSPECTOR))
    gui.click(page.amend_button)
    amend = gui.wait_for_window(InspectionFormDialog)
    gui.settle()
    amend.attachments.add_paths([second])
    gui.settle()
    gui.type_into(gui.line(amend, "reason"), "Second page of the report")
    gui.click(amend.ok_button)
    gui.wait_until_closed(InspectionFormDialog)
    assert sorted(a.original_name for a in list_attachments(ctx.db, owner)) == [
        "inspection-report-p2.png",
        "inspection-report.png",
    ]


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


def type_fields(gui: Gui, dialog: QWidget, **typed: str) -> None:
    for field, text in typed.items():
        box = dialog.findChild(QPlainTextEdit, field)
        if box is not None:
            gui.type_into(box, text)
        elif dialog.findChild(QComboBox, field) is not None:
            gui.choose(gui.combo(dialog, field), text)
        else:
            gui.type_over(gui.line(dialog, field), text)


def test_a_notice_says_when_the_city_must_receive_the_hearing_request_and_what_followed(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    notices = page.notices
    assert page.sections.isVisible() and notices.empty.text().startswith("No notice")
    gui.click(notices.add_button)
    dialog = gui.wait_for_window(NoticeFormDialog)
    type_fields(gui, dialog, notice_on="11/25/2026", delivery="Mailed",
                finding="Interceptor over 25% full", noncompliance_fee="250")  # fmt: skip
    gui.click(dialog.ok_button)
    gui.wait_until_closed(NoticeFormDialog)
    row = [str(notices.proxy.index(0, c).data()) for c in range(notices.proxy.columnCount())]
    assert row == [
        "NOV-2026-001", "Notice of violation", "11/25/2026",
        "Interceptor over 25% full", "$250.00", "Hearing request by 12/10/2026", "Recorded",
    ]  # fmt: skip

    gui.click_cell(notices.table, notices.proxy.index(0, NoticesModel.FINDING))
    gui.click(notices.step_button)
    steps = gui.wait_for_window(FollowUpDialog)
    type_fields(gui, steps, appeal_filed_on="11/30/2026")
    gui.click(steps.ok_button)
    assert steps.isVisible()
    assert gui.message(steps, "appeal_filed_on") == (
        "Record first: Hearing officer's order mailed."
    )
    gui.type_over(gui.line(steps, "appeal_filed_on"), "")
    type_fields(gui, steps, hearing_requested_on="11/30/2026")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(steps.ok_button)
    gui.wait_until_closed(FollowUpDialog)
    gui.settle()
    # the hearing request met, what is left is its fee, owed 45 days after it (R8e)
    assert notices.proxy.index(0, NoticesModel.NEXT).data() == (
        "Noncompliance fee payment by 1/9/2027"
    )
    [stored] = list_notices(ctx.db, cafe.id)
    assert stored.hearing_requested_on == date(2026, 11, 30)
    assert stored.status_text == "Recorded", "a step of its life, not a correction"


def test_a_notice_follows_the_inspection_chosen_and_names_it_by_its_id(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    """The inspection selected above is the one a new notice follows: its ID is not
    typed again; the form offers the others, and none (issue 35 §2)."""
    for day in ("10/2/2026", "11/20/2026"):
        with gui.qtbot.waitSignal(page.records_changed):
            record_by_typing(gui, page, day=day, result="Noncompliance found", findings=FOUND)
        gui.wait_until_closed(InspectionFormDialog)
    gui.settle()
    older = next(r for r in range(page.proxy.rowCount()) if cells(page, r)[1] == "10/2/2026")
    gui.click_cell(page.table, page.proxy.index(older, InspectionsModel.FINDINGS))
    gui.click(page.notices.add_button)
    dialog = gui.wait_for_window(NoticeFormDialog)
    gui.settle()
    inspection = gui.combo(dialog, "inspection_no")
    assert [inspection.itemText(i) for i in range(inspection.count())] == [
        "None: it came without an inspection",
        "INSP-2026-002 of 11/20/2026",
        "INSP-2026-001 of 10/2/2026",
    ]
    assert inspection.currentText() == "INSP-2026-001 of 10/2/2026"
    type_fields(gui, dialog, notice_on="11/25/2026", delivery="Mailed",
                finding="Interceptor over 25% full", noncompliance_fee="250")  # fmt: skip
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(dialog.ok_button)
    gui.wait_until_closed(NoticeFormDialog)
    [stored] = list_notices(ctx.db, cafe.id)
    assert stored.inspection_no == "INSP-2026-001"

    gui.click_cell(page.notices.table, page.notices.proxy.index(0, NoticesModel.FINDING))
    gui.click(page.notices.amend_button)
    amending = gui.wait_for_window(NoticeFormDialog)
    gui.settle()
    inspection = gui.combo(amending, "inspection_no")
    assert inspection.currentData() == "INSP-2026-001", "the notice keeps the one it names"
    gui.choose(inspection, "None: it came without an inspection")
    type_fields(gui, amending, reason="It came by mail, not from the inspection")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(amending.ok_button)
    gui.wait_until_closed(NoticeFormDialog)
    [stored] = list_notices(ctx.db, cafe.id)
    assert stored.inspection_no == ""


def test_the_hearing_and_its_outcome_typed_in_what_followed(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    """R8e, Hearings D: an outcome needs its hearing's day, refused at its field; the
    form shows the outcome stored when opened again."""
    data = ViolationInput("2026-11-02", "Mailed", "Interceptor over 25% full", "250")
    record_notice(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())
    notices = page.notices
    page.sections.setCurrentWidget(notices)
    gui.refresh(page)
    gui.settle()
    gui.click_cell(notices.table, notices.proxy.index(0, NoticesModel.FINDING))
    gui.click(notices.step_button)
    steps = gui.wait_for_window(FollowUpDialog)
    type_fields(gui, steps, hearing_requested_on="11/10/2026", hearing_outcome="Reversed")
    gui.click(steps.ok_button)
    assert steps.isVisible()
    assert gui.message(steps, "hearing_outcome") == "Record first: Hearing held."
    type_fields(gui, steps, hearing_on="11/30/2026")
    with gui.qtbot.waitSignal(page.records_changed):
        gui.click(steps.ok_button)
    gui.wait_until_closed(FollowUpDialog)
    gui.settle()
    [stored] = list_notices(ctx.db, cafe.id)
    assert (stored.hearing_on, stored.hearing_outcome, stored.fee_due) == (
        date(2026, 11, 30),
        "Reversed",
        None,
    )
    gui.click_cell(notices.table, notices.proxy.index(0, NoticesModel.FINDING))
    gui.click(notices.step_button)
    again = gui.wait_for_window(FollowUpDialog)
    assert gui.combo(again, "hearing_outcome").currentText() == "Reversed"
    again.reject()


def test_a_milestone_its_reports_due_and_sent_and_its_day_done(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    milestones = page.milestones
    page.sections.setCurrentWidget(milestones)
    gui.click(milestones.add_button)
    dialog = gui.wait_for_window(MilestoneFormDialog)
    type_fields(gui, dialog, agreement="CSA 26-014", agreed_on="11/20/2026",
                milestone="Drain screens on every sink", due_on="12/15/2026")  # fmt: skip
    gui.click(dialog.ok_button)
    gui.wait_until_closed(MilestoneFormDialog)
    gui.click_cell(milestones.table, milestones.proxy.index(0, MilestonesModel.MILESTONE))
    reports = milestones.reports
    assert reports.empty.text().startswith("No progress report yet")

    gui.click(reports.add_button)
    add = gui.wait_for_window(ReportFormDialog)
    type_fields(gui, add, reported_on="11/25/2026", report="Screens ordered")
    gui.click(add.ok_button)
    gui.wait_until_closed(ReportFormDialog)
    gui.click(reports.add_button)
    add = gui.wait_for_window(ReportFormDialog)
    type_fields(gui, add, due_on="11/30/2026")
    gui.click(add.ok_button)
    gui.wait_until_closed(ReportFormDialog)
    gui.settle()
    shown = reports.proxy
    # By the day each is due, or was sent when none was set.
    assert [shown.index(r, ReportsModel.DUE).data() for r in range(2)] == ["", "11/30/2026"]
    assert shown.index(1, ReportsModel.STATE).data() == "Overdue"
    assert milestones.proxy.index(0, MilestonesModel.NEXT_REPORT).data() == "11/30/2026"

    gui.click_cell(reports.table, shown.index(1, ReportsModel.DUE))
    gui.click(reports.sent_button)
    sent = gui.wait_for_window(ReportSentDialog)
    type_fields(gui, sent, reported_on="12/1/2026", report="Four of five screens fitted")
    gui.click(sent.ok_button)
    gui.wait_until_closed(ReportSentDialog)
    gui.settle()
    assert shown.index(1, ReportsModel.STATE).data() == "Met late"
    assert shown.index(1, ReportsModel.REPORT).data() == "Four of five screens fitted"

    gui.click_cell(reports.table, shown.index(0, ReportsModel.DUE))
    gui.click(reports.void_button)
    void = gui.wait_for_window(VoidDialog)
    gui.type_into(gui.line(void, "reason"), "Typed twice")
    gui.click(void.ok_button)
    gui.wait_until_closed(VoidDialog)
    gui.settle()
    assert shown.index(0, ReportsModel.STATUS).data() == "Void: Typed twice"

    gui.click_cell(milestones.table, milestones.proxy.index(0, MilestonesModel.MILESTONE))
    gui.click(milestones.done_button)
    done = gui.wait_for_window(DoneDialog)
    type_fields(gui, done, done_on="12/1/2026")
    gui.click(done.ok_button)
    gui.wait_until_closed(DoneDialog)
    gui.settle()
    assert milestones.proxy.index(0, MilestonesModel.DONE).data() == "12/1/2026"

    gui.click_cell(milestones.table, milestones.proxy.index(0, MilestonesModel.MILESTONE))
    gui.click(milestones.amend_button)
    amend = gui.wait_for_window(MilestoneFormDialog)
    assert amend.windowTitle() == "Amend the milestone of CSA 26-014"
    assert gui.line(amend, "due_on").text() == "12/15/2026"
    type_fields(gui, amend, due_on="12/20/2026", reason="The city moved the date")
    gui.click(amend.ok_button)
    gui.wait_until_closed(MilestoneFormDialog)
    gui.settle()
    [row] = list_milestones(ctx.db, cafe.id)
    assert (row.due_on, row.status_text) == (date(2026, 12, 20), "Amended")
    assert row.done_on == date(2026, 12, 1)
    assert [(r.due_on, r.reported_on, r.is_void) for r in row.reports] == [
        (None, date(2026, 11, 25), True),
        (date(2026, 11, 30), date(2026, 12, 1), False),
    ]


def test_reply_to_the_city_saves_the_hearing_request_with_its_facts(
    gui: Gui,
    page: CityInspectionsPage,
    ctx: AppContext,
    cafe: Establishment,
    tmp_path: Path,
) -> None:
    data = ViolationInput("2026-11-25", "Mailed", "Interceptor over 25% full", "250")
    record_notice(ctx.db, cafe.id, data, ctx.actor, today=date(2026, 12, 2))
    gui.refresh(page)
    gui.settle()
    notices = page.notices
    target = tmp_path / "hearing request.pdf"
    notices.choose_letter_path = lambda _parent, offered: (
        target if offered.name == "NOV-2026-001 hearing request.pdf" else None
    )
    gui.click_cell(notices.table, notices.proxy.index(0, NoticesModel.FINDING))
    gui.click(notices.reply_button)
    dialog = gui.wait_for_window(ReplyDialog)
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert gui.message(dialog, "facts").startswith("Write the facts in support of the request")
    type_fields(gui, dialog, facts="GI-1 was pumped two days before the inspection.")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ReplyDialog)
    said = pdf_text(target)
    assert "received by the city no later than Thursday, December 10, 2026" in said
    assert "GI-1 was pumped two days before the inspection." in said


def test_the_levels_the_inspector_measured_are_stored_with_the_inspection(
    gui: Gui, page: CityInspectionsPage, ctx: AppContext, cafe: Establishment
) -> None:
    """R1: each interceptor's FOG and solids depths, typed with the inspection, are its
    reading, the city's; a bad one keeps the dialog open with its message under GI-1."""
    gui.click(page.add_button)
    dialog = gui.wait_for_window(InspectionFormDialog)
    gui.settle()  # the interceptors, read off the GUI thread
    gui.type_over(gui.line(dialog, "inspected_on"), "11/20/2026")
    gui.type_into(gui.line(dialog, "inspector"), "R. Flores")
    gui.choose(gui.combo(dialog, "result"), "Noncompliance found")
    box = dialog.findChild(QPlainTextEdit, "findings")
    assert box is not None
    gui.type_into(box, FOUND)
    gui.type_into(gui.line(dialog, "GI-1_fog_depth_in"), "40")
    gui.type_into(gui.line(dialog, "GI-1_solids_depth_in"), "10")
    gui.click(dialog.ok_button)
    gui.settle()
    assert dialog.isVisible()
    assert gui.message(dialog, "reading GI-1").startswith("FOG and solids together (50.00 in)")
    assert list_inspections(ctx.db, cafe.id) == []
    gui.type_over(gui.line(dialog, "GI-1_fog_depth_in"), "6.38")
    gui.type_over(gui.line(dialog, "GI-1_solids_depth_in"), "8.5")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(InspectionFormDialog)
    flt = MaintenanceFilter(service="Measurement")
    [reading] = fetch_rows(ctx.db, cafe.id, flt, 0, 9, as_of=date(2026, 12, 2))
    assert (reading.service_date, reading.city_inspection_no) == (
        date(2026, 11, 20),
        "INSP-2026-001",
    )
    assert reading.flags == (FLAG_OVER_25,)
