"""The Employees page: the roster typed in, each person's training state, people who left,
and each person's history (issue 4 §1; R4, R6).

There is no delete anywhere: someone who left gets an end date and leaves the active
list; someone entered in error is voided with a reason and stays, greyed.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLabel

from fog_desktop.context import AppContext
from fog_desktop.rules.obligations import ObligationState
from fog_desktop.services.employees import EmployeeInput, create_employee, list_employees
from fog_desktop.services.establishments import EstablishmentInput, amend_establishment
from fog_desktop.services.records_begin import record_last_training
from fog_desktop.services.training import (
    SessionInput,
    create_session,
    list_sessions,
    sign_typed,
)
from models import Establishment
from tests.ui.conftest import TODAY
from ui.dialogs import VoidDialog
from ui.employees.employee_form import EmployeeFormDialog
from ui.employees.history import NOTHING_SELECTED
from ui.employees.model import AttendedModel, DutiesModel, EmployeesModel
from ui.employees.page import EVERYONE_LEFT, NO_EMPLOYEES, EmployeesPage
from ui.records_page import NO_ESTABLISHMENT
from ui.rows import VOID_TEXT_COLOUR
from ui.widgets.states import STATE_COLOURS

if TYPE_CHECKING:
    from pytestqt.modeltest import ModelTester

    from tests.ui.conftest import Gui, Records


@pytest.fixture
def page(gui: Gui, ctx: AppContext, cafe: Establishment) -> EmployeesPage:
    page = gui.show(EmployeesPage(ctx))
    page.resize(1200, 760)
    gui.refresh(page)
    return page


def hire(ctx: AppContext, cafe: Establishment, code: str, name: str, hired: str) -> None:
    data = EmployeeInput(employee_id=code, name=name, role="Cook", hire_date=hired)
    create_employee(ctx.db, cafe.id, data, ctx.actor)


def row_of(page: EmployeesPage, name: str) -> int:
    shown = page.proxy
    rows = [
        r for r in range(shown.rowCount()) if shown.index(r, EmployeesModel.NAME).data() == name
    ]
    assert rows, f"{name} is not on the roster shown"
    return rows[0]


def cell(page: EmployeesPage, name: str, column: int) -> str:
    return str(page.proxy.index(row_of(page, name), column).data())


def names(page: EmployeesPage) -> list[str]:
    shown = page.proxy
    return [str(shown.index(r, EmployeesModel.NAME).data()) for r in range(shown.rowCount())]


def select(gui: Gui, page: EmployeesPage, name: str) -> None:
    gui.click_cell(page.table, page.proxy.index(row_of(page, name), EmployeesModel.NAME))
    selected = page.selected()
    assert selected is not None and selected.employee.name == name


def type_employee(gui: Gui, dialog: EmployeeFormDialog, **typed: str) -> None:
    fields = {
        "employee_id": "E-14",
        "name": "Luis Ortega",
        "role": "Line cook",
        "hire_date": "2026-11-28",
    } | typed
    for field, text in fields.items():
        if text:
            # Over what the form offers, as a user who selects it and types their own.
            gui.type_over(gui.line(dialog, field), text)


def add_by_typing(gui: Gui, page: EmployeesPage, **typed: str) -> EmployeeFormDialog:
    gui.click(page.add_button)
    dialog = gui.wait_for_window(EmployeeFormDialog)
    gui.settle()
    type_employee(gui, dialog, **typed)
    gui.click(dialog.ok_button)
    return dialog


def test_add_employees_by_typing_and_see_their_training_state(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    assert page.empty.text() == NO_EMPLOYEES.format(new_hire_days=10, trainings_per_year=2)
    with gui.qtbot.waitSignal(page.records_changed):
        add_by_typing(gui, page)
    gui.wait_until_closed(EmployeeFormDialog)
    add_by_typing(gui, page, employee_id="E-15", name="Priya Nair", hire_date="2026-11-01")
    gui.wait_until_closed(EmployeeFormDialog)

    assert names(page) == ["Luis Ortega", "Priya Nair"]
    assert cell(page, "Luis Ortega", EmployeesModel.EMPLOYEE_ID) == "E-14"
    assert cell(page, "Luis Ortega", EmployeesModel.ROLE) == "Line cook"
    assert cell(page, "Luis Ortega", EmployeesModel.HIRE_DATE) == "11/28/2026"
    # Hired 2026-11-28: new-hire training due 2026-12-08, within 14 days of today (R4).
    assert cell(page, "Luis Ortega", EmployeesModel.TRAINING) == "Due soon"
    assert cell(page, "Luis Ortega", EmployeesModel.DUE) == "12/8/2026"
    assert cell(page, "Luis Ortega", EmployeesModel.STATUS) == "Recorded"
    # Hired 2026-11-01: due 2026-11-11, not met.
    assert cell(page, "Priya Nair", EmployeesModel.TRAINING) == "Overdue"
    state = page.proxy.index(row_of(page, "Priya Nair"), EmployeesModel.TRAINING)
    background, text = STATE_COLOURS[ObligationState.OVERDUE]
    assert state.data(Qt.ItemDataRole.BackgroundRole).color().name() == background
    assert state.data(Qt.ItemDataRole.ForegroundRole).color().name() == text
    assert state.data(Qt.ItemDataRole.ToolTipRole) == "New-hire training due 11/11/2026 (rule R4)"
    selected = page.selected()
    assert selected is not None and selected.employee.name == "Priya Nair", "the one just added"
    duties = page.history.duties
    assert [duties.index(0, c).data() for c in range(duties.columnCount())] == [
        "New-hire training",
        "11/11/2026",
        "Overdue",
        "",
    ]
    page.history.tabs.setCurrentIndex(1)
    assert page.history.no_sessions.isVisible()
    assert page.history.title.text() == "Priya Nair (E-15), Line cook: hired 11/1/2026"


@pytest.mark.parametrize(
    ("typed", "field", "message"),
    [
        ({"employee_id": " "}, "employee_id", "Enter an Employee ID, for example E-014."),
        ({"name": " "}, "name", "Enter the employee's name."),
        ({"employee_id": "E-1"}, "employee_id", "Employee ID E-1 is already used by someone here."),
        (
            {"end_date": "2026-11-01"},
            "end_date",
            "The end date 2026-11-01 is before the hire date 2026-11-28.",
        ),
        (
            {"hire_date": "28/11/2026"},
            "hire_date",
            # The rest of the sentence (how to type a date) is the services'.
            "Hire date: '28/11/2026' is not a date.",
        ),
    ],
    ids=["no id", "no name", "duplicate id", "end before hire", "not a date"],
)
def test_a_refused_employee_keeps_the_dialog_open_with_the_message_at_the_field(
    gui: Gui,
    page: EmployeesPage,
    ctx: AppContext,
    cafe: Establishment,
    typed: dict[str, str],
    field: str,
    message: str,
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-01-05")
    gui.refresh(page)

    dialog = add_by_typing(gui, page, **typed)

    assert dialog.isVisible()
    assert dialog.ok_button.isEnabled(), "to save again once corrected"
    assert gui.message(dialog, field).startswith(message)
    others = {"employee_id", "name", "hire_date", "end_date"} - {field}
    assert all(gui.message(dialog, other) == "" for other in others)
    assert [e.name for e in list_employees(ctx.db, cafe.id)] == ["Ana Ruiz"]
    gui.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    gui.answer_discard()
    gui.wait_until_closed(EmployeeFormDialog)
    assert names(page) == ["Ana Ruiz"]


def test_someone_who_left_drops_out_of_the_active_list_and_comes_back_with_the_checkbox(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-01-05")
    hire(ctx, cafe, "E-2", "Sam Chen", "2026-02-02")
    gui.refresh(page)
    assert page.shown.text() == "2 employees"
    select(gui, page, "Sam Chen")
    gui.click(page.amend_button)
    dialog = gui.wait_for_window(EmployeeFormDialog)
    assert gui.line(dialog, "hire_date").text() == "2/2/2026", "as the user writes dates"
    # Typed as a US manager writes it; the records keep 2026-11-30.
    gui.type_into(gui.line(dialog, "end_date"), "11/30/2026")
    gui.type_into(gui.line(dialog, "reason"), "Moved away")

    gui.click(dialog.ok_button)

    gui.wait_until_closed(EmployeeFormDialog)
    assert names(page) == ["Ana Ruiz"]
    assert page.shown.text() == "1 employee (1 who left not shown)"
    assert len(list_employees(ctx.db, cafe.id)) == 2, "their record stays"
    (sam,) = [e for e in list_employees(ctx.db, cafe.id) if e.name == "Sam Chen"]
    assert (sam.hire_date, sam.end_date) == (date(2026, 2, 2), date(2026, 11, 30))

    page.show_left.setChecked(True)

    assert names(page) == ["Ana Ruiz", "Sam Chen"]
    assert cell(page, "Sam Chen", EmployeesModel.END_DATE) == "11/30/2026"
    assert cell(page, "Sam Chen", EmployeesModel.STATUS) == "Amended"
    assert page.shown.text() == "2 employees"
    page.show_left.setChecked(False)
    assert names(page) == ["Ana Ruiz"]


def test_void_needs_a_reason_and_the_person_stays_greyed(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-11-01")
    gui.refresh(page)
    select(gui, page, "Ana Ruiz")
    gui.click(page.void_button)
    dialog = gui.wait_for_window(VoidDialog)
    left = dialog.findChild(QLabel, "void_consequence")
    assert left is not None and left.text().startswith("Someone who left is not voided")
    gui.click(dialog.ok_button)
    assert dialog.isVisible()
    assert "Say why this record is void" in gui.message(dialog, "reason")

    gui.type_into(gui.line(dialog, "reason"), "Entered twice")
    gui.click(dialog.ok_button)

    gui.wait_until_closed(VoidDialog)
    assert cell(page, "Ana Ruiz", EmployeesModel.STATUS) == "Void: Entered twice"
    assert cell(page, "Ana Ruiz", EmployeesModel.TRAINING) == "", "no duties for an error"
    status = page.proxy.index(row_of(page, "Ana Ruiz"), EmployeesModel.STATUS)
    assert status.data(Qt.ItemDataRole.ForegroundRole).color().name() == VOID_TEXT_COLOUR
    assert status.data(Qt.ItemDataRole.FontRole).italic()
    assert status.data(Qt.ItemDataRole.AccessibleTextRole) == "Void: Entered twice"
    name = page.proxy.index(row_of(page, "Ana Ruiz"), EmployeesModel.NAME)
    assert name.data(Qt.ItemDataRole.AccessibleTextRole) == "Ana Ruiz, Void: Entered twice"
    select(gui, page, "Ana Ruiz")
    assert not page.amend_button.isEnabled() and not page.void_button.isEnabled()


def test_a_persons_history_shows_what_they_attended_and_how_they_signed(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-11-25")
    hire(ctx, cafe, "E-2", "Sam Chen", "2026-01-05")
    topics = ["Spill response"]
    first = SessionInput("2026-11-26", "Maria Lopez", "New-hire", topics, "", ["E-1"])
    second = SessionInput("2026-12-01", "Maria Lopez", "Refresher", topics, "", ["E-1", "E-2"])
    for data in (first, second):
        create_session(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())
    new_hire = next(s for s in list_sessions(ctx.db, cafe.id) if s.kind == "New-hire")
    sign_typed(ctx.db, new_hire.attendees[0].sign_off_id, "Ana Ruiz", ctx.actor)
    gui.refresh(page)
    assert page.history.title.text() == NOTHING_SELECTED

    select(gui, page, "Ana Ruiz")

    attended = page.history.attended
    rows = [
        [str(attended.index(r, c).data()) for c in (0, 1, 3)] for r in range(attended.rowCount())
    ]
    assert rows == [
        ["12/1/2026", "Refresher", "Unsigned"],
        ["11/26/2026", "New-hire", "Typed attestation"],
    ]
    duties = page.history.duties
    assert [duties.index(0, c).data() for c in range(4)] == [
        "New-hire training",
        "12/5/2026",
        "Met",
        "11/26/2026",
    ]
    assert cell(page, "Ana Ruiz", EmployeesModel.TRAINING) == "Up to date"
    # The session of 12/1 is not signed yet: it does not count.
    assert cell(page, "Ana Ruiz", EmployeesModel.LAST_TRAINED) == "11/26/2026"
    assert cell(page, "Sam Chen", EmployeesModel.LAST_TRAINED) == ""
    select(gui, page, "Sam Chen")
    assert attended.rowCount() == 1
    assert attended.index(0, AttendedModel.SIGNED).data() == "Unsigned"
    assert cell(page, "Sam Chen", EmployeesModel.TRAINING) == "Overdue", "missed Jan–Jun (R4)"


def test_a_training_signed_on_paper_before_the_records_began_is_the_last_one(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    """A restaurant set up mid-life: the last training known at set-up counts (R9)."""
    data = replace(EstablishmentInput.of(cafe), records_begin="2026-11-01")
    amend_establishment(ctx.db, cafe.id, data, ctx.actor)
    hire(ctx, cafe, "E-1", "Sam Chen", "2024-03-01")
    record_last_training(ctx.db, cafe.id, "E-1", "2026-08-15", ctx.actor, today=ctx.today())
    gui.refresh(page)
    assert cell(page, "Sam Chen", EmployeesModel.LAST_TRAINED) == "8/15/2026"
    assert cell(page, "Sam Chen", EmployeesModel.TRAINING) == "Up to date"


def test_there_is_no_delete_button_anywhere(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-11-01")
    gui.refresh(page)
    select(gui, page, "Ana Ruiz")
    texts = [b.text().lower() for b in page.findChildren(QAbstractButton)]
    assert "void…" in texts
    assert not [t for t in texts if "delete" in t or "remove" in t]


def test_what_the_page_says_with_no_establishment_and_when_everyone_left(
    gui: Gui, ctx: AppContext, records: Records
) -> None:
    page = gui.show(EmployeesPage(ctx))
    gui.refresh(page)
    assert page.empty.text() == NO_ESTABLISHMENT
    assert not page.add_button.isEnabled()
    cafe = records.add_establishment()
    data = EmployeeInput("E-1", "Ana Ruiz", "", "2025-01-06", "2026-03-31")
    create_employee(ctx.db, cafe.id, data, ctx.actor)
    gui.refresh(page)
    assert page.empty.text() == EVERYONE_LEFT
    assert not page.table.isVisible()


def test_the_roster_and_history_models_pass_the_model_tester(
    gui: Gui, qtmodeltester: ModelTester, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-11-25")
    hire(ctx, cafe, "E-2", "Sam Chen", "2025-01-05")
    data = SessionInput("2026-11-26", "Maria Lopez", "New-hire", ["Spill response"], "", ["E-1"])
    create_session(ctx.db, cafe.id, data, ctx.actor, today=ctx.today())
    gui.refresh(page)
    select(gui, page, "Ana Ruiz")
    gui.check_model(qtmodeltester, page.model)
    duties: DutiesModel = page.history.duties
    gui.check_model(qtmodeltester, duties)
    gui.check_model(qtmodeltester, page.history.attended)


def test_a_name_typed_with_markup_shows_as_typed(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Zoë <b>O'Brien</b>", "2026-11-25")
    gui.refresh(page)
    select(gui, page, "Zoë <b>O'Brien</b>")
    assert page.history.title.text().startswith("Zoë <b>O'Brien</b> (E-1)")
    assert page.history.title.textFormat() == Qt.TextFormat.PlainText


def test_a_new_employee_is_offered_the_next_free_id_and_may_type_another(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-009", "Ana Ruiz", "2026-01-05")
    gui.refresh(page)
    gui.click(page.add_button)
    dialog = gui.wait_for_window(EmployeeFormDialog)
    gui.settle()
    offered = gui.line(dialog, "employee_id")
    assert offered.text() == "E-010"
    assert offered.selectedText() == "E-010", "selected: typing replaces it"

    type_employee(gui, dialog, employee_id="K-1")
    assert offered.text() == "K-1"
    dialog.reject()


def test_the_search_finds_someone_by_name_or_id(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-01-05")
    hire(ctx, cafe, "E-2", "Sam Chen", "2026-02-02")
    gui.refresh(page)
    gui.type_into(page.search, "E-2")
    assert names(page) == ["Sam Chen"]
    gui.type_over(page.search, "ruiz")
    assert names(page) == ["Ana Ruiz"]


def test_the_roster_sorts_by_hire_date_as_dates(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-11-25")
    hire(ctx, cafe, "E-2", "Sam Chen", "2026-02-02")
    gui.refresh(page)

    page.proxy.sort(EmployeesModel.HIRE_DATE, Qt.SortOrder.AscendingOrder)

    assert names(page) == ["Sam Chen", "Ana Ruiz"], "February first, though 11/25 < 2/2 as text"


def test_a_half_year_missed_and_explained_is_no_longer_due(
    gui: Gui, sqlite_demo_context: AppContext
) -> None:
    """The demo's Sam Chen missed a half-year and the manager recorded why (R4): Up to
    date, and no due date of the past in the Training due column."""
    ctx = sqlite_demo_context
    ctx.today = lambda: TODAY
    ctx.settings.current_establishment_id = 1
    page = gui.show(EmployeesPage(ctx))
    gui.refresh(page)
    assert cell(page, "Sam Chen", EmployeesModel.TRAINING) == "Up to date"
    assert cell(page, "Sam Chen", EmployeesModel.DUE) == ""
    select(gui, page, "Sam Chen")
    duties = page.history.duties
    states = [duties.index(r, DutiesModel.STATE).data() for r in range(duties.rowCount())]
    assert "Missed" in states, "the half-year missed stays in the history"


def test_the_end_date_shows_only_when_someone_listed_has_one(
    gui: Gui, page: EmployeesPage, ctx: AppContext, cafe: Establishment
) -> None:
    """On a small screen the roster has no room for a column everyone leaves empty."""
    hire(ctx, cafe, "E-1", "Ana Ruiz", "2026-01-05")
    data = EmployeeInput(
        employee_id="E-2",
        name="Sam Chen",
        role="Cook",
        hire_date="2026-01-05",
        end_date="2026-06-30",
    )
    create_employee(ctx.db, cafe.id, data, ctx.actor)
    gui.refresh(page)
    assert page.table.isColumnHidden(EmployeesModel.END_DATE)
    page.show_left.setChecked(True)
    assert not page.table.isColumnHidden(EmployeesModel.END_DATE)
    assert cell(page, "Sam Chen", EmployeesModel.END_DATE) == "6/30/2026"
