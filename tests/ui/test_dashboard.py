"""The Dashboard: obligations by due date, each row coloured by its state and said in words."""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import Obligation, ObligationKind, ObligationState
from fog_desktop.services.establishments import create_establishment
from fog_desktop.services.maintenance import (
    MaintenanceFilter,
    MaintenanceInput,
    create_entry,
    fetch_rows,
    void_entry,
)
from fog_desktop.services.manifests import ManifestInput, create_manifest
from models import WasteType
from ui.dashboard.model import STATE_COLOURS, ObligationsModel, days_left_text
from ui.dashboard.page import NO_ESTABLISHMENT, NOTHING_DUE, DashboardPage

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui, Records

TODAY = date(2026, 12, 2)


def obligation(subject: str, due: date, met_on: date | None = None) -> Obligation:
    return Obligation(
        kind=ObligationKind.PUMP_OUT, subject=subject, due=due, met_on=met_on, rule="R2",
        source="devices:1",
    )  # fmt: skip


@pytest.fixture
def page(gui: Gui, ctx: AppContext) -> DashboardPage:
    return gui.show(DashboardPage(ctx))


def column(model: ObligationsModel, number: int) -> list[str]:
    return [model.index(row, number).data() for row in range(model.rowCount())]


def test_every_state_has_its_colour_and_its_words(gui: Gui, qtmodeltester: ModelTester) -> None:
    days = timedelta(days=1)
    model = ObligationsModel()
    model.as_of = TODAY
    model.set_rows(
        [
            obligation("late", TODAY - 3 * days),
            obligation("today", TODAY),
            obligation("later", TODAY + 30 * days),
            obligation("met", TODAY - 10 * days, met_on=TODAY - 12 * days),
            obligation("tardy", TODAY - 10 * days, met_on=TODAY - 5 * days),
        ]
    )
    gui.check_model(qtmodeltester, model)

    assert model.headerData(0, Qt.Orientation.Horizontal) == "Kind"
    assert column(model, ObligationsModel.STATE) == [
        "Overdue", "Due soon", "Upcoming", "Met", "Met late",
    ]  # fmt: skip
    assert column(model, ObligationsModel.DAYS_LEFT) == [
        "3 days overdue", "Today", "30 days", "", "",
    ]  # fmt: skip
    states = [ObligationState.OVERDUE, ObligationState.DUE_SOON, None, ObligationState.MET,
              ObligationState.MET_LATE]  # fmt: skip
    for row, state in enumerate(states):
        index = model.index(row, ObligationsModel.KIND)
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        if state is None:
            assert background is None, "Upcoming keeps the table's own colours"
            continue
        assert background.color().name() == STATE_COLOURS[state][0]
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        assert foreground.color().name() == STATE_COLOURS[state][1]
    accessible = model.index(0, ObligationsModel.DUE).data(Qt.ItemDataRole.AccessibleTextRole)
    assert accessible == "2026-11-29, Overdue"


def test_days_left_in_words() -> None:
    assert days_left_text(date(2026, 12, 3), TODAY) == "1 day"
    assert days_left_text(date(2026, 12, 1), TODAY) == "1 day overdue"


def test_the_pump_out_is_listed_with_its_due_date_and_summed_up(
    gui: Gui, page: DashboardPage, records: Records
) -> None:
    records.add_establishment()
    records.add_establishment("Other Cafe", records.interceptor("GI-9", since="2026-08-01"))
    alerts: list[str] = []
    page.alert_changed.connect(alerts.append)

    gui.refresh(page)

    model = page.model
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row == ["Pump-out", "GI-1", "2027-01-01", "30 days", "Upcoming", "R2"]
    assert model.rowCount() == 1, "only the establishment shown"
    assert page.heading.text() == "What is due at Corner Cafe"
    assert page.summary.text() == "As of 2026-12-02: 0 overdue, 0 due within 14 days"
    assert page.table.isVisible() and not page.empty.isVisible()
    assert alerts == [""]


def test_overdue_and_due_soon_are_counted(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    records.add_establishment(device=records.interceptor(since="2026-09-01"))  # due 2026-12-01
    ctx.today = lambda: date(2026, 11, 25)
    alerts: list[str] = []
    page.alert_changed.connect(alerts.append)

    gui.refresh(page)
    assert page.summary.text() == "As of 2026-11-25: 0 overdue, 1 due within 14 days"
    assert column(page.model, ObligationsModel.STATE) == ["Due soon"]

    ctx.today = lambda: TODAY
    gui.refresh(page)
    assert page.summary.text() == "As of 2026-12-02: 1 overdue, 0 due within 14 days"
    assert column(page.model, ObligationsModel.DAYS_LEFT) == ["1 day overdue"]
    assert alerts == ["", "1 overdue"]


def test_empty_states(gui: Gui, page: DashboardPage, ctx: AppContext, records: Records) -> None:
    gui.refresh(page)
    assert page.empty.isVisible() and page.empty.text() == NO_ESTABLISHMENT
    assert not page.table.isVisible()

    bare = create_establishment(ctx.db, records.profile(), ctx.actor)
    ctx.settings.current_establishment_id = bare.id
    gui.refresh(page)
    assert page.empty.isVisible() and page.empty.text() == NOTHING_DUE
    assert page.summary.text() == "As of 2026-12-02: 0 overdue, 0 due within 14 days"


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

    items = [page.attention.item(row) for row in range(page.attention.count())]
    assert [item.text() for item in items] == [
        "Pump-out of GI-1 on 2026-11-01: no manifest on file; possible partial pump-out "
        "(780 of 1000 gal)",
        "Pump-out of GI-1 on 2026-10-15: no manifest on file",
    ], "the pump-out of 2026-11-30 is within its 7 days (R2)"
    background, foreground = STATE_COLOURS[ObligationState.DUE_SOON]
    assert items[0].background().color().name() == background
    assert items[0].foreground().color().name() == foreground
    assert page.attention_heading.isVisible() and page.attention.isVisible()
    assert "(R2)" in page.attention_why.text()


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

    assert [page.attention.item(r).text() for r in range(page.attention.count())] == [
        "Pump-out of GI-1 on 2026-11-01: possible partial pump-out (780 of 1000 gal)"
    ]


def test_nothing_needing_attention_hides_the_section(
    gui: Gui, page: DashboardPage, ctx: AppContext, records: Records
) -> None:
    cafe = records.add_establishment()
    log(ctx, cafe.id, service_date="2026-11-01", service="Pump-out", gallons_removed="780")
    gui.refresh(page)
    assert page.attention.count() == 1

    void_entry_of(ctx, cafe.id)
    gui.refresh(page)

    assert page.attention.count() == 0
    assert not page.attention_heading.isVisible() and not page.attention.isVisible()
    ctx.settings.current_establishment_id = None
    gui.refresh(page)
    assert not page.attention.isVisible()


def void_entry_of(ctx: AppContext, establishment_id: int) -> None:
    rows = fetch_rows(ctx.db, establishment_id, MaintenanceFilter(), 0, 10, as_of=TODAY)
    for row in rows:
        void_entry(ctx.db, row.id, "Entered for the wrong restaurant", ctx.actor)
