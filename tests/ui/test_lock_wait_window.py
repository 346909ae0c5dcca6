"""A save in the window that waits for a lock another session holds on PostgreSQL
(issue 33 §7): after a few seconds the form says what it waits for, Cancel stops the
save with nothing stored, and Keep waiting saves once the lock is let go."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from shiboken6 import isValid

from fog_desktop import ordinance
from fog_desktop.context import AppContext
from fog_desktop.database.engine import PG_WRITE_LOCK_KEY
from fog_desktop.exchange.rows import Window
from fog_desktop.exchange.workbook import export_workbook
from fog_desktop.services.employees import list_employees
from models import Establishment
from tests.conftest import OTHER_PC
from ui.employees.employee_form import EmployeeFormDialog
from ui.export.import_dialog import ImportDialog

if TYPE_CHECKING:
    from tests.conftest import Holding
    from tests.ui.conftest import Gui

pytestmark = [pytest.mark.postgres, pytest.mark.usefixtures("quick_lock_waits")]

ANOTHER_SAVE = f"SELECT pg_advisory_xact_lock({PG_WRITE_LOCK_KEY})"
TABLE_LOCKED = "LOCK TABLE employees IN ACCESS EXCLUSIVE MODE"
TODAY = date(2026, 12, 2)


@pytest.fixture
def db_url(postgres_url: str) -> str:
    return postgres_url


@pytest.fixture
def ctx(context: AppContext) -> AppContext:
    """The records on PostgreSQL, where a save can wait for another session's lock."""
    return context


@pytest.fixture
def dialog(gui: Gui, ctx: AppContext, cafe: Establishment) -> Iterator[EmployeeFormDialog]:
    """A new employee typed into the form, not yet saved."""
    form = EmployeeFormDialog(None, ctx, cafe.id)  # deletes itself once stored
    form.show()
    gui.settle()
    for field, text in {"name": "Luis Ortega", "hire_date": "2026-11-28"}.items():
        gui.type_over(gui.line(form, field), text)
    yield form
    if isValid(form):
        form.done(0)


def stored_names(ctx: AppContext, cafe: Establishment) -> list[str]:
    return [row.name for row in list_employees(ctx.db, cafe.id)]


@pytest.mark.parametrize(
    ("program", "lock", "said"),
    [
        (OTHER_PC, ANOTHER_SAVE, f"Waiting for another save to finish ({OTHER_PC} is saving)."),
        (
            "nightly cleanup",
            TABLE_LOCKED,
            "Waiting for the table employees, which nightly cleanup has locked.",
        ),
    ],
)
@pytest.mark.parametrize("stop", ["Cancel save", "Escape"])
def test_a_waiting_save_says_what_it_waits_for_and_cancel_stores_nothing(
    gui: Gui,
    ctx: AppContext,
    cafe: Establishment,
    dialog: EmployeeFormDialog,
    holding: Holding,
    program: str,
    lock: str,
    said: str,
    stop: str,
) -> None:
    """Cancel save stops the save; so do the form's Cancel and Escape, which would
    otherwise close the form on a save that may yet be stored."""
    with holding(program, lock):
        gui.start(dialog.ok_button)
        gui.qtbot.waitUntil(dialog.waiting.isVisible)
        assert dialog.waiting.label.text() == said
        assert dialog.waiting.keep_button.isVisible()
        if stop == "Escape":
            gui.qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
            gui.settle()
        else:
            gui.click(dialog.waiting.cancel_button)
    assert dialog.isVisible(), "the form stays open with what was typed"
    assert not dialog.waiting.isVisible()
    assert dialog.errors.general.text() == (
        "The save was cancelled while it waited; nothing was stored."
    )
    assert gui.line(dialog, "name").text() == "Luis Ortega"
    assert dialog.ok_button.isEnabled(), "to save again once the other session is done"
    assert stored_names(ctx, cafe) == []


def test_keep_waiting_saves_once_the_lock_is_let_go(
    gui: Gui, ctx: AppContext, cafe: Establishment, dialog: EmployeeFormDialog, holding: Holding
) -> None:
    with holding(OTHER_PC, ANOTHER_SAVE):
        gui.start(dialog.ok_button)
        gui.qtbot.waitUntil(dialog.waiting.isVisible)
        gui.start(dialog.waiting.keep_button)
        assert not dialog.waiting.keep_button.isVisible()
        assert dialog.waiting.label.text() == (
            f"Waiting for another save to finish ({OTHER_PC} is saving). "
            "It saves as soon as that is done."
        )
        assert dialog.waiting.cancel_button.isEnabled()
    gui.wait_until_closed(EmployeeFormDialog)
    assert stored_names(ctx, cafe) == ["Luis Ortega"]


def test_an_import_waiting_for_another_save_says_so_and_cancel_imports_nothing(
    gui: Gui, ctx: AppContext, cafe: Establishment, holding: Holding, tmp_path: Path
) -> None:
    workbook = tmp_path / "cafe.xlsx"
    export_workbook(ctx.db, cafe.id, workbook, Window.two_years_to(TODAY, ordinance.default()))
    dialog = gui.show(ImportDialog(ctx, lambda: None))
    dialog.path.setText(str(workbook))
    with holding(OTHER_PC, ANOTHER_SAVE):
        gui.start(dialog.check_button)  # a check, too, waits for the writers' lock
        gui.qtbot.waitUntil(dialog.waiting.isVisible)
        assert dialog.waiting.label.text() == (
            f"Waiting for another save to finish ({OTHER_PC} is saving)."
        )
        gui.click(dialog.waiting.cancel_button)
    assert not dialog.waiting.isVisible()
    assert dialog.outcome.text() == "The save was cancelled while it waited; nothing was stored."
    assert dialog.check_button.isEnabled()
