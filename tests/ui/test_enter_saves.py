"""Enter saves a form: OK is every form's default button, whatever button the cursor
passed on its way, and no other button answers Enter (issue 35 §2)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from fog_desktop.context import AppContext
from fog_desktop.services.employees import EmployeeInput, create_employee
from fog_desktop.services.maintenance import MaintenanceFilter, count_rows
from fog_desktop.services.training import SessionInput, create_session, list_sessions
from models import Establishment
from ui.maintenance.entry_form import EntryFormDialog
from ui.maintenance.page import MaintenancePage
from ui.training.page import TrainingPage
from ui.training.sign_dialog import SignDialog
from ui.widgets.attachments.panel import AttachmentsPanel

if TYPE_CHECKING:
    from tests.ui.conftest import Gui

STROKE = [QPoint(40 + 16 * i, 90 + (24 if i % 2 else -24)) for i in range(20)]


def press_enter(gui: Gui, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    gui.qtbot.keyClick(widget, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    gui.settle()


def only_ok_answers_enter(dialog: QWidget, ok: QPushButton) -> None:
    others = [b for b in dialog.findChildren(QPushButton) if b is not ok]
    assert ok.isDefault()
    assert [b.text() for b in others if b.autoDefault() or b.isDefault()] == []


def test_enter_in_a_field_of_the_entry_form_saves_it_without_a_file_chooser(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    page = MaintenancePage(ctx)
    gui.show(page)
    gui.refresh(page)
    gui.click(page.add_button)
    dialog = gui.wait_for_window(EntryFormDialog)
    panel = dialog.findChild(AttachmentsPanel)
    assert panel is not None
    chosen: list[QWidget] = []

    def choose(parent: QWidget) -> list[Path]:
        chosen.append(parent)
        return []

    panel.choose_files = choose
    gui.type_into(gui.line(dialog, "gallons_removed"), "1000")
    # The cursor passes the panel's buttons on its way, as Tab does.
    panel.add_button.setFocus(Qt.FocusReason.TabFocusReason)
    only_ok_answers_enter(dialog, dialog.ok_button)
    press_enter(gui, gui.line(dialog, "performed_by"))
    gui.wait_until_closed(EntryFormDialog)
    assert chosen == [], "no file chooser"
    assert count_rows(ctx.db, cafe.id, MaintenanceFilter()) == 1


def test_enter_signs_with_the_drawn_signature_kept(
    gui: Gui, ctx: AppContext, cafe: Establishment
) -> None:
    data = EmployeeInput(employee_id="E-1", name="Ana Ruiz", role="Cook", hire_date="2026-11-25")
    create_employee(ctx.db, cafe.id, data, ctx.actor)
    session = SessionInput(
        session_date="2026-12-01", trainer="Maria Lopez", kind="New-hire",
        topics=["Spill response"], attendees=["E-1"],
    )  # fmt: skip
    create_session(ctx.db, cafe.id, session, ctx.actor, today=ctx.today())
    page = TrainingPage(ctx)
    page.resize(1360, 800)
    gui.show(page)
    gui.refresh(page)
    (attendee,) = list_sessions(ctx.db, cafe.id)[0].attendees
    dialog = SignDialog(page, ctx, list_sessions(ctx.db, cafe.id)[0], attendee)
    gui.show(dialog)
    bot = gui.qtbot
    bot.mousePress(dialog.pad, Qt.MouseButton.LeftButton, pos=STROKE[0])  # type: ignore[no-untyped-call]
    for point in STROKE[1:]:
        bot.mouseMove(dialog.pad, point)  # type: ignore[no-untyped-call]
    bot.mouseRelease(dialog.pad, Qt.MouseButton.LeftButton, pos=STROKE[-1])  # type: ignore[no-untyped-call]
    only_ok_answers_enter(dialog, dialog.ok_button)
    press_enter(gui, dialog.focusWidget() or dialog)
    gui.wait_until_closed(SignDialog)
    (signed,) = list_sessions(ctx.db, cafe.id)[0].attendees
    assert (signed.signed, signed.method) == ("Signature on file", "pad")
