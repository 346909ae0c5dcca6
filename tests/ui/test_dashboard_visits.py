"""A double-click on a Dashboard line of R8a, R8b or R8e goes to its record on the page of
several lists that keeps it, and opens what the duty asks for there."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationKind
from fog_desktop.services.changes import ChangeInput, create_change
from fog_desktop.services.milestones import MilestoneInput, record_milestone
from fog_desktop.services.progress_reports import ReportInput, record_report
from fog_desktop.services.violations import ViolationInput, record_notice
from fog_desktop.services.waivers import WaiverInput, create_waiver
from models import Establishment
from ui.changes.forms import FeePaidDialog
from ui.changes.page import ChangesPage
from ui.city.milestones import DoneDialog
from ui.city.page import CityInspectionsPage
from ui.city.reply import ReplyDialog
from ui.city.reports import ReportSentDialog
from ui.dashboard.model import DueModel
from ui.dashboard.page import DashboardPage

if TYPE_CHECKING:
    from tests.ui.conftest import Gui


def _double_click(gui: Gui, dashboard: DashboardPage, kind: ObligationKind) -> None:
    rows = dashboard.view.model.rows()
    row = next(i for i, r in enumerate(rows) if r.obligation.kind == kind)
    gui.double_click_cell(dashboard.view.table, dashboard.view.model.index(row, DueModel.KIND))


def test_a_hearing_request_due_opens_the_reply_to_the_city_of_its_notice(
    gui: Gui, ctx: AppContext, cafe: Establishment, tmp_path: Path
) -> None:
    today = ctx.today()
    notice = ViolationInput(
        notice_on=today.isoformat(), delivery="Mailed", finding="Interceptor over 25% full"
    )
    stored = record_notice(ctx.db, cafe.id, notice, ctx.actor, today=today)
    window, dashboard = gui.dashboard_window(ctx)
    page = next(p for p in window.pages if isinstance(p, CityInspectionsPage))
    offered: list[str] = []

    def choose(_parent: QWidget, suggested: Path) -> Path:
        offered.append(suggested.name)
        return tmp_path / suggested.name

    page.notices.choose_letter_path = choose
    _double_click(gui, dashboard, ObligationKind.HEARING_REQUEST)
    reply = gui.wait_for_window(ReplyDialog)
    assert offered == ["NOV-2026-001 hearing request.pdf"]
    assert window.stack.currentWidget() is page
    assert page.sections.currentWidget() is page.notices
    selected = page.notices.selected()
    assert selected is not None and selected.id == stored.id
    reply.reject()


def test_a_milestone_due_opens_its_day_done_and_a_report_due_its_report_sent(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    milestone = MilestoneInput(
        agreement="CSA 26-014",
        agreed_on=ctx.today().isoformat(),
        milestone="Second interceptor installed",
        due_on="2026-12-20",
    )
    first = record_milestone(ctx.db, cafe.id, milestone, ctx.actor, today=ctx.today())
    second = record_milestone(
        ctx.db, cafe.id, replace(milestone, milestone="Signs posted"), ctx.actor, today=ctx.today()
    )
    report = record_report(
        ctx.db, second.id, ReportInput(due_on="2026-12-10"), ctx.actor, today=ctx.today()
    )
    window, dashboard = gui.dashboard_window(ctx)
    _double_click(gui, dashboard, ObligationKind.COMPLIANCE_MILESTONE)
    gui.wait_for_window(DoneDialog).reject()
    page = window.stack.currentWidget()
    assert isinstance(page, CityInspectionsPage)
    assert page.sections.currentWidget() is page.milestones
    selected = page.milestones.selected()
    assert selected is not None and selected.id == first.id
    gui.dashboard_window(ctx)
    _double_click(gui, dashboard, ObligationKind.PROGRESS_REPORT)
    gui.wait_for_window(ReportSentDialog).reject()
    chosen, sent = page.milestones.selected(), page.milestones.reports.selected()
    assert chosen is not None and chosen.id == second.id
    assert sent is not None and sent.id == report.id


def test_a_waiver_fee_due_opens_its_payment_and_a_notice_due_its_change(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    today = ctx.today()
    waiver = WaiverInput(granted_on="2025-11-20", terms="No room for an interceptor")
    create_waiver(ctx.db, cafe.id, waiver, ctx.actor, today=today)
    change = ChangeInput(description="Second fryer line", planned_start="2027-01-20")
    stored = create_change(ctx.db, cafe.id, change, ctx.actor, today=today)
    window, dashboard = gui.dashboard_window(ctx)

    _double_click(gui, dashboard, ObligationKind.WAIVER_FEE)
    gui.wait_for_window(FeePaidDialog).reject()
    page = window.stack.currentWidget()
    assert isinstance(page, ChangesPage)
    assert page.waivers.selected() is not None

    window.nav.setCurrentRow(0)
    _double_click(gui, dashboard, ObligationKind.PLANNED_CHANGE_NOTICE)
    gui.qtbot.waitUntil(lambda: page.changes.selected() is not None)
    selected = page.changes.selected()
    assert selected is not None and selected.id == stored.id
