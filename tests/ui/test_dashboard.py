"""The Dashboard: obligations by due date, each row coloured by its state and said in words."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.due import DueRow
from fog_desktop.rules.calendar import WorkingCalendar
from fog_desktop.rules.enforcement import NoticeFacts, notice_obligations
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.dashboard import due_row
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.establishments import create_establishment
from fog_desktop.services.incidents import IncidentInput, report_incident
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    create_entry,
    fetch_rows,
    void_entry,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest
from fog_desktop.services.missed import list_missed_explanations
from models import WasteType
from ui.app import build_main_window
from ui.dashboard.missed_dialog import ExplainMissedDialog
from ui.dashboard.model import DueModel
from ui.dashboard.page import DashboardPage
from ui.dashboard.view import NO_ESTABLISHMENT, NOTHING_DUE
from ui.incidents import IncidentsPage
from ui.incidents.elements_dialog import ElementsDialog
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.page import MaintenancePage
from ui.training.session_form import SessionFormDialog
from ui.widgets.states import STATE_COLOURS

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui, Records

TODAY = date(2026, 12, 2)


def due(
    subject: str,
    day: date,
    met_on: date | None = None,
    kind: ObligationKind = ObligationKind.PUMP_OUT,
) -> DueRow:
    o = Obligation(kind=kind, subject=subject, due=day, met_on=met_on, rule="R2",
                   source="devices:1")  # fmt: skip
    return due_row(o, TODAY, WorkingCalendar(), subject, None, profile=ordinance.default())


@pytest.fixture
def page(gui: Gui, ctx: AppContext) -> DashboardPage:
    return gui.show(DashboardPage(ctx))


def column(model: DueModel, number: int) -> list[str]:
    return [model.index(row, number).data() for row in range(model.rowCount())]


def test_every_state_has_its_colour_and_its_words(gui: Gui, qtmodeltester: ModelTester) -> None:
    days = timedelta(days=1)
    model = DueModel()
    model.set_rows(
        [
            due("late", TODAY - 3 * days),
            due("today", TODAY),
            due("later", TODAY + 30 * days),
            due("met", TODAY - 10 * days, met_on=TODAY - 12 * days),
            due("tardy", TODAY - 10 * days, met_on=TODAY - 5 * days),
            due("GI-2", TODAY + 20 * days, kind=ObligationKind.SERVICE_NOW),
        ]
    )
    gui.check_model(qtmodeltester, model)

    assert model.headers == ("Kind", "For", "Due", "Days left", "State", "Why")
    assert column(model, DueModel.STATE) == [
        "Overdue", "Due soon", "Upcoming", "Met", "Met late", "Service now",
    ]  # fmt: skip
    assert column(model, DueModel.DAYS_LEFT) == [
        "3 days overdue", "Today", "30 days", "", "", "20 days",
    ]  # fmt: skip
    states = [ObligationState.OVERDUE, ObligationState.DUE_SOON, None, ObligationState.MET,
              ObligationState.MET_LATE, ObligationState.OVERDUE]  # fmt: skip
    for row, state in enumerate(states):
        index = model.index(row, DueModel.KIND)
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        if state is None:
            assert background is None, "Upcoming keeps the table's own colours"
            continue
        assert background.color().name() == STATE_COLOURS[state][0]
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        assert foreground.color().name() == STATE_COLOURS[state][1]
    accessible = model.index(0, DueModel.DUE).data(Qt.ItemDataRole.AccessibleTextRole)
    assert accessible == "11/29/2026, Overdue"
    urgent = model.index(5, DueModel.DUE).data(Qt.ItemDataRole.AccessibleTextRole)
    assert urgent.endswith(", Service now"), "said in words, not by colour alone"
    tip = model.index(0, DueModel.WHY).data(Qt.ItemDataRole.ToolTipRole)
    assert "(rule R2)" in tip, "the rule id is in the tooltip, not in the table"


def test_days_left_in_words() -> None:
    assert due("x", date(2026, 12, 3)).days_left == "1 day"
    assert due("x", date(2026, 12, 1)).days_left == "1 day overdue"


def test_the_pump_out_is_listed_with_its_due_date_and_summed_up(
    gui: Gui, page: DashboardPage, records: Records
) -> None:
    records.add_establishment()
    records.add_establishment("Other Cafe", records.interceptor("GI-9", since="2026-08-01"))
    alerts: list[str] = []
    page.alert_changed.connect(alerts.append)

    gui.refresh(page)

    model = page.view.model
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row == [
        "Pump-out", "GI-1 grease interceptor, Rear lot", "1/1/2027", "30 days", "Upcoming",
        "every 3 months",
    ]  # fmt: skip
    assert model.rowCount() == 1, "only the establishment shown"
    assert page.view.heading.text() == "What is due at Corner Cafe"
    assert page.view.summary.text() == "As of 12/2/2026: 0 overdue, 0 due within 14 days"
    assert page.view.table.isVisible() and not page.view.empty.isVisible()
    assert alerts == [""]


def test_overdue_and_due_soon_are_counted(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    records.add_establishment(device=records.interceptor(since="2026-09-01"))  # due 2026-12-01
    ctx.today = lambda: date(2026, 11, 25)
    alerts: list[str] = []
    page.alert_changed.connect(alerts.append)

    gui.refresh(page)
    assert page.view.summary.text() == "As of 11/25/2026: 0 overdue, 1 due within 14 days"
    assert column(page.view.model, DueModel.STATE) == ["Due soon"]

    ctx.today = lambda: TODAY
    gui.refresh(page)
    assert page.view.summary.text() == "As of 12/2/2026: 1 overdue, 0 due within 14 days"
    assert column(page.view.model, DueModel.DAYS_LEFT) == ["1 day overdue"]
    assert alerts == ["", "1 overdue"]


def test_empty_states(gui: Gui, page: DashboardPage, ctx: AppContext, records: Records) -> None:
    gui.refresh(page)
    assert page.view.empty.isVisible() and page.view.empty.text() == NO_ESTABLISHMENT
    assert not page.view.table.isVisible()

    bare = create_establishment(ctx.db, records.profile(), ctx.actor)
    ctx.settings.current_establishment_id = bare.id
    gui.refresh(page)
    assert page.view.empty.isVisible() and page.view.empty.text() == NOTHING_DUE
    assert page.view.summary.text() == "As of 12/2/2026: 0 overdue, 0 due within 14 days"


def log(ctx: AppContext, establishment_id: int, **fields: str) -> None:
    data = MaintenanceInput(device_id="GI-1", **fields)
    create_entry(ctx.db, establishment_id, data, ctx.actor, today=TODAY)


def test_pump_outs_needing_attention_are_listed_in_words(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    log(ctx, cafe.id, service_date="2026-11-01", service="Pump-out", gallons_removed="780")
    log(ctx, cafe.id, service_date="2026-10-15", service="Pump-out", gallons_removed="1000")
    log(ctx, cafe.id, service_date="2026-11-30", service="Pump-out", gallons_removed="1000")

    gui.refresh(page)

    items = [page.view.attention.item(row) for row in range(page.view.attention.count())]
    assert [item.text() for item in items] == [
        "Pump-out of GI-1 on 2026-11-01: no manifest on file; possible partial pump-out "
        "(780 of 1000 gal): it counts once confirmed full",
        "Pump-out of GI-1 on 2026-10-15: no manifest on file",
    ], "the pump-out of 2026-11-30 is within its 7 days (R2)"
    background, foreground = STATE_COLOURS[ObligationState.DUE_SOON]
    assert items[0].background().color().name() == background
    assert items[0].foreground().color().name() == foreground
    assert page.view.attention_heading.isVisible() and page.view.attention.isVisible()
    assert "(R2)" not in page.view.attention_why.text(), "rule ids go in tooltips"
    assert "R2" in page.view.attention_why.toolTip()


def test_a_partial_pump_out_with_its_manifest_is_listed_as_partial_only(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    hauler = "SoCal Grease Haulers"
    manifest = ManifestInput(
        manifest_no="SGH-1", manifest_date="2026-11-01", hauler=hauler,
        waste_type=WasteType.INTERCEPTOR, gallons="780", device_id="GI-1",
    )  # fmt: skip
    create_manifest(ctx.db, cafe.id, manifest, ctx.actor, today=TODAY)
    log(ctx, cafe.id, service_date="2026-11-01", service="Pump-out", gallons_removed="780",
        hauler=hauler, manifest_no="SGH-1")  # fmt: skip

    gui.refresh(page)

    assert [page.view.attention.item(r).text() for r in range(page.view.attention.count())] == [
        "Pump-out of GI-1 on 2026-11-01: possible partial pump-out (780 of 1000 gal): it "
        "counts once confirmed full"
    ], "R2: it meets no pump-out until the manager confirms it full"


def test_nothing_needing_attention_hides_the_section(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    log(ctx, cafe.id, service_date="2026-11-01", service="Pump-out", gallons_removed="780")
    gui.refresh(page)
    assert page.view.attention.count() == 1

    void_entry_of(ctx, cafe.id)
    gui.refresh(page)

    assert page.view.attention.count() == 0
    assert not page.view.attention_heading.isVisible() and not page.view.attention.isVisible()
    ctx.settings.current_establishment_id = None
    gui.refresh(page)
    assert not page.view.attention.isVisible()


def void_entry_of(ctx: AppContext, establishment_id: int) -> None:
    rows = fetch_rows(ctx.db, establishment_id, MaintenanceFilter(), 0, 10, as_of=TODAY)
    for row in rows:
        void_entry(ctx.db, row.id, "Entered for the wrong restaurant", ctx.actor)


def activate(gui: Gui, page: DashboardPage, row: int, *, key: bool = False) -> None:
    """Double-click a line of the table, or select it and press Enter, as a user would."""
    index = page.view.model.index(row, DueModel.KIND)
    if key:
        page.view.table.setCurrentIndex(index)
        gui.press(page.view.table, Qt.Key.Key_Return)
    else:
        gui.double_click_cell(page.view.table, index)


def row_of(page: DashboardPage, kind: ObligationKind) -> int:
    model = page.view.model
    return next(r for r in range(model.rowCount()) if model.row(r).obligation.kind == kind)


def test_a_pump_out_due_opens_its_new_entry_and_recording_it_meets_it(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    records.add_establishment(device=records.interceptor(since="2026-09-01"))  # due 2026-12-01
    window, page = gui.dashboard_window(ctx)
    changed: list[bool] = []
    window.records_changed.connect(lambda: changed.append(True))

    activate(gui, page, row_of(page, ObligationKind.PUMP_OUT))

    dialog = gui.wait_for_window(EntryFormDialog)
    gui.settle()
    assert dialog.device.currentData() == "GI-1"
    assert dialog.service.currentText() == "Pump-out"
    assert dialog.service_date.text() == "12/2/2026"
    gui.type_into(dialog.gallons_removed, "1000")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    assert changed == [True]
    gui.refresh(page)
    pump_outs = [(r.obligation.due, r.state) for r in page.view.model.rows()]
    assert pump_outs == [
        (date(2026, 12, 1), "Met late"),
        (date(2027, 3, 2), "Upcoming"),  # the next one, three months on (R2)
    ]


def test_an_interceptor_filling_fast_asks_for_an_early_pump_out(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    """R8d: 20% thirty days into each of three cycles reaches 25% on day 37, long before
    its 3 months; the line opens the pump-out's entry, which starts a new cycle."""
    cafe = records.add_establishment()
    for day in ("2026-07-01", "2026-08-10", "2026-09-20", "2026-10-30"):
        log(ctx, cafe.id, service_date=day, service="Pump-out", gallons_removed="990")
    for day in ("2026-07-31", "2026-09-09", "2026-10-20"):
        log(ctx, cafe.id, service_date=day, service="Measurement", fog_depth_in="4",
            solids_depth_in="5.6")  # fmt: skip
    _, page = gui.dashboard_window(ctx)
    row = row_of(page, ObligationKind.EARLY_PUMP_OUT)
    early = page.view.model.row(row)
    assert (early.obligation.due, early.state) == (date(2026, 12, 6), "Due soon")
    assert page.view.model.index(row, DueModel.WHY).data() == "fills fast: pump it out before 25%"

    activate(gui, page, row)

    dialog = gui.wait_for_window(EntryFormDialog)
    gui.settle()
    assert (dialog.device.currentData(), dialog.service.currentText()) == ("GI-1", "Pump-out")
    gui.type_into(dialog.gallons_removed, "990")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(EntryFormDialog)
    gui.refresh(page)
    early = page.view.model.row(row_of(page, ObligationKind.EARLY_PUMP_OUT))
    assert (early.obligation.due, early.state) == (date(2027, 1, 8), "Upcoming")


def test_enter_on_a_training_due_opens_a_session_with_that_person_ticked(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    hired = EmployeeInput(employee_id="E-004", name="Sam Chen", role="Cook", hire_date="2026-11-30")
    create_employee(ctx.db, cafe.id, hired, ctx.actor)
    _, page = gui.dashboard_window(ctx)
    row = row_of(page, ObligationKind.NEW_HIRE_TRAINING)
    assert page.view.model.row(row).subject == "Sam Chen (E-004)"
    assert page.view.model.index(row, DueModel.WHY).data() == "within 10 days of hire"

    activate(gui, page, row, key=True)

    dialog = gui.wait_for_window(SessionFormDialog)
    gui.settle()
    ticked = [
        dialog.attendees.item(i).text()
        for i in range(dialog.attendees.count())
        if dialog.attendees.item(i).checkState() == Qt.CheckState.Checked
    ]
    assert ticked == ["Sam Chen (E-004), Cook"]
    assert dialog.kind.currentText() == "New-hire"
    dialog.reject()


def test_a_written_confirmation_due_opens_its_letter_on_the_incidents_page(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    spill = IncidentInput(incident_date="2026-11-30", incident_time="18:40", kind="Spill")
    incident = report_incident(ctx.db, cafe.id, spill, ctx.actor, now=datetime(2026, 11, 30, 19))
    window = gui.show(build_main_window(ctx))
    dashboard = window.pages[0]
    assert isinstance(dashboard, DashboardPage)
    gui.refresh(dashboard)
    row = row_of(dashboard, ObligationKind.WRITTEN_CONFIRMATION)
    assert dashboard.view.model.row(row).days_left == "3 working days"

    activate(gui, dashboard, row)

    # The letter can't be written yet: what it must state opens first, on that incident.
    elements = gui.wait_for_window(ElementsDialog)
    assert elements.windowTitle().startswith(f"Before the letter of {incident.incident_no}")
    incidents = window.stack.currentWidget()
    assert isinstance(incidents, IncidentsPage)
    selected = incidents.selected()
    assert selected is not None and selected.id == incident.id
    elements.reject()


def test_a_pump_out_needing_attention_is_shown_on_the_maintenance_page(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    log(ctx, cafe.id, service_date="2026-11-01", service="Pump-out", gallons_removed="780")
    window = gui.show(build_main_window(ctx))
    dashboard = window.pages[0]
    assert isinstance(dashboard, DashboardPage)
    gui.refresh(dashboard)
    item = dashboard.view.attention.item(0)

    dashboard.view.attention.itemActivated.emit(item)
    maintenance = window.stack.currentWidget()
    assert isinstance(maintenance, MaintenancePage)
    gui.qtbot.waitUntil(lambda: maintenance.selected() is not None)
    selected = maintenance.selected()
    assert selected is not None and selected.service_date == date(2026, 11, 1)


def test_a_missed_half_year_is_explained_from_its_own_list_and_leaves_the_dashboard(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    hired = EmployeeInput(employee_id="E-002", name="Sam Chen", role="Cook", hire_date="2026-01-05")
    create_employee(ctx.db, cafe.id, hired, ctx.actor)
    gui.refresh(page)
    assert page.view.missed_table.isVisible() and page.view.missed_heading.isVisible()
    missed = [page.view.missed_model.row(r) for r in range(page.view.missed_model.rowCount())]
    assert [(m.subject, m.obligation.due, m.state) for m in missed] == [
        ("Sam Chen (E-002)", date(2026, 6, 30), "Missed")
    ]
    assert "Missed" not in column(page.view.model, DueModel.STATE), "not a task among the others"
    assert not page.view.explain_button.isEnabled()

    gui.click_cell(page.view.missed_table, page.view.missed_model.index(0, DueModel.KIND))
    gui.click(page.view.explain_button)
    dialog = gui.wait_for_window(ExplainMissedDialog)
    assert dialog.windowTitle() == "Missed training of Sam Chen (E-002), Jan 1 – Jun 30, 2026"
    gui.click(dialog.ok_button)
    assert gui.message(dialog, "what_happened") != "", "an explanation says something"
    gui.type_into(dialog.what_happened, "The June session was cancelled; trained July 8.")
    gui.click(dialog.ok_button)
    gui.wait_until_closed(ExplainMissedDialog)

    gui.refresh(page)
    assert page.view.missed_model.rowCount() == 0 and not page.view.missed_table.isVisible()
    (note,) = list_missed_explanations(ctx.db, cafe.id)
    assert (note.employee_id, note.half_end) == ("E-002", date(2026, 6, 30))
    assert note.what_happened == "The June session was cancelled; trained July 8."


def test_a_delinquent_fee_says_what_it_owes_with_its_late_penalties() -> None:
    """R8e, Fees B: the Dashboard's reason names the amount owed on the day it is seen."""
    fee = Obligation(ObligationKind.NONCOMPLIANCE_FEE_PAYMENT, "NOV-2026-001", TODAY, None,
                     "R8e", "violation_notices:1", amount=Decimal("279.13"))  # fmt: skip
    row = due_row(fee, TODAY, WorkingCalendar(), "NOV-2026-001", None, profile=ordinance.default())
    assert row.reason == (
        "delinquent if unpaid 45 days after the notice; $279.13 owed, with any late penalties"
    )


def test_r8e_an_appeal_of_the_city_managers_order_says_its_own_30_days() -> None:
    """D.8: the Dashboard's reason for an administrative complaint's appeal counts the
    city manager's days from the order's service, a licence order's the hearing
    officer's from its mailing."""
    facts = NoticeFacts("AC-2026-001", date(2026, 11, 2), hearing_requestable=False,
                        city_manager=True, order_mailed_on=date(2026, 11, 20))  # fmt: skip
    [appeal] = notice_obligations(facts, TODAY, "violation_notices:1", ordinance.default())
    subject = "AC-2026-001 (administrative complaint, 11/2/2026)"
    row = due_row(appeal, TODAY, WorkingCalendar(), subject, None, profile=ordinance.default())
    assert (appeal.due, row.reason) == (
        date(2026, 12, 20),
        "to the city clerk by 5 p.m., 30 days after the order's service",
    )
    licence = replace(facts, notice_no="LIC-2026-001", city_manager=False)
    [appeal] = notice_obligations(licence, TODAY, "violation_notices:2", ordinance.default())
    row = due_row(
        appeal, TODAY, WorkingCalendar(), "LIC-2026-001", None, profile=ordinance.default()
    )
    assert (appeal.due, row.reason) == (
        date(2026, 12, 5),
        "to the city clerk by 5 p.m., 15 days after the order's mailing",
    )


def test_r8e_a_hearing_is_a_right_to_use_by_its_day_not_a_duty_running_late(gui: Gui) -> None:
    """Asking for a hearing is the establishment's right: shown with its day and in whole
    words, never in a duty's amber or red (issue 35 §2)."""
    facts = NoticeFacts("NOV-2026-001", date(2026, 11, 25), hearing_requestable=True)
    owed = notice_obligations(facts, TODAY, "violation_notices:1", ordinance.default())
    [hearing] = [o for o in owed if o.kind == ObligationKind.HEARING_REQUEST]
    assert hearing.state(TODAY) == ObligationState.DUE_SOON, "due within 14 days"
    row = due_row(hearing, TODAY, WorkingCalendar(), "NOV-2026-001", None,
                  profile=ordinance.default())  # fmt: skip
    assert row.state == "Your right"
    assert row.reason == (
        "you may ask for a hearing: the city must receive your request within 15 days of "
        "the notice, so send it a few days before"
    )
    model = DueModel()
    model.set_rows([row])
    state = model.index(0, DueModel.STATE)
    assert state.data() == "Your right"
    assert state.data(Qt.ItemDataRole.BackgroundRole) is None, "no warning colour"
